-- Rate limits shared by every server of a database, and the addresses each
-- account has signed in from (issue 15, ADR 0016).
--
-- 1. Request counters: one row per key (a rule and a client address, or an
--    account for the password-guessing limit), counting the hits of the
--    window that began at window_start and ends at window_end. The servers
--    count with one atomic upsert; a count that reaches a window that has
--    ended starts a new one. Rows whose window has ended are deleted as new
--    hits are counted. Keys name accounts and addresses only by a keyed hash.
--    On the embedded database the counters are kept in memory (one process)
--    and this table stays empty.
create table app_auth.rate_limits (
  key          text primary key,
  window_start timestamptz not null,
  window_end   timestamptz not null,
  count        integer not null check (count >= 0)
);
create index rate_limits_window_end_idx on app_auth.rate_limits (window_end);

-- 2. Where an account proved its password: a keyed hash of the client
--    address (an IPv6 address by its /64 network). While an account is
--    flooded with wrong passwords from many addresses, sign-in attempts from
--    these addresses are still heard, so a flood cannot lock the owner out.
--    Entries older than 90 days are ignored and deleted at the next sign-in.
create table app_auth.sign_in_addresses (
  user_id         uuid not null references app_auth.users (id) on delete cascade,
  address         text not null,
  last_sign_in_at timestamptz not null default now(),
  primary key (user_id, address)
);
