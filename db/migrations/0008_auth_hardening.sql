-- Authentication hardening (issue 15, ADR 0015).
--
-- 1. TOTP replay (RFC 6238 section 5.2): the last time step accepted for a
--    factor. A code whose step is not after it is refused, whichever session
--    or challenge presents it.
alter table app_auth.mfa_factors add column last_totp_step bigint;

-- 2. The e-mail budget, shared by every server of the database: one counter
--    per key (the whole service, a recipient, a client address, an address
--    and a kind of message) for the window that began at window_start; the
--    window's length is the configured limit's, so a changed limit applies at
--    once. Keys name recipients and client addresses only by a keyed hash
--    (HMAC under a server secret): the table holds no address in clear. Rows
--    whose window has passed are removed as new e-mails are counted.
create table app_auth.email_budget (
  key          text primary key,
  window_start timestamptz not null,
  count        integer not null check (count >= 0)
);
create index email_budget_window_start_idx on app_auth.email_budget (window_start);
