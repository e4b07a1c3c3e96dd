-- The server's keys in the database (ADR 0005, "Keys"), for PostgreSQL.
--
-- On PostgreSQL several servers may share one database (docs/deploy.md). They
-- must sign and verify with the same key pair, serve the same anon and
-- service-role keys and derive refresh tokens and TOTP encryption from the
-- same secrets, so on PostgreSQL the first server to start stores its keys
-- here (one row) and every server uses that row; $DATA_DIR/keys.json keeps a
-- copy. On embedded PGlite (one process) the table stays empty and
-- keys.json is the only store. The row holds secrets: database backups must be
-- protected like keys.json.

create table app_auth.server_keys (
  id         smallint primary key default 1 check (id = 1),
  material   jsonb not null,
  created_at timestamptz not null default now()
);
