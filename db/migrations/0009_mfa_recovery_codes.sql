-- Recovery codes of the second factor (issue 30, ADR 0037).
--
-- Ten single-use codes a user with a verified factor generates at aal2 and
-- keeps on paper, to reach aal2 without the authenticator app. A code is
-- stored only as a keyed hash (HMAC under a server secret, bound to the
-- user): the table holds no code in clear, and a copy of it gives none.
-- Generating new codes deletes the user's old ones; a use marks its code
-- with used_at in the transaction that raises the session, so one code
-- cannot raise two sessions. Deleting the user's last verified factor
-- deletes the codes; deleting the user deletes them by cascade.
create table app_auth.mfa_recovery_codes (
  id         uuid primary key default gen_random_uuid(),
  user_id    uuid not null references app_auth.users (id) on delete cascade,
  code_hash  text not null,
  used_at    timestamptz,
  created_at timestamptz not null default now(),
  unique (user_id, code_hash)
);
