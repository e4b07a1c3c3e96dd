-- Authentication service tables (GoTrue-compatible behaviour, our own schema).
--
-- They live in their own schema, app_auth, never in public: on a hosted
-- Supabase project the public schema is exposed by PostgREST and granted to
-- the anon role by default, and the name "auth" is taken by Supabase's own
-- auth server. Applying this file to such a project is harmless (unused
-- tables in a private schema).

create schema if not exists app_auth;

create table app_auth.users (
  id                        uuid primary key default gen_random_uuid(),
  aud                       text not null default 'authenticated',
  role                      text not null default 'authenticated',
  email                     text check (email is null or (char_length(email) <= 255 and email = lower(email))),
  encrypted_password        text,
  email_confirmed_at        timestamptz,
  invited_at                timestamptz,
  confirmation_sent_at      timestamptz,
  recovery_sent_at          timestamptz,
  email_change              text,
  email_change_sent_at      timestamptz,
  email_change_confirm_status smallint not null default 0,
  reauthentication_sent_at  timestamptz,
  last_sign_in_at           timestamptz,
  raw_app_meta_data         jsonb not null default '{}'::jsonb,
  raw_user_meta_data        jsonb not null default '{}'::jsonb,
  banned_until              timestamptz,
  deleted_at                timestamptz,
  is_anonymous              boolean not null default false,
  created_at                timestamptz not null default now(),
  updated_at                timestamptz not null default now()
);
create unique index users_email_key on app_auth.users (email) where email is not null;
create index users_created_at_idx on app_auth.users (created_at desc, id);

create table app_auth.identities (
  id              uuid primary key default gen_random_uuid(),
  provider_id     text not null,
  user_id         uuid not null references app_auth.users (id) on delete cascade,
  identity_data   jsonb not null default '{}'::jsonb,
  provider        text not null,
  email           text,
  last_sign_in_at timestamptz,
  created_at      timestamptz not null default now(),
  updated_at      timestamptz not null default now(),
  constraint identities_provider_id_provider_unique unique (provider_id, provider)
);
create index identities_user_id_idx on app_auth.identities (user_id);
create index identities_email_idx on app_auth.identities (email);

create table app_auth.mfa_factors (
  id                 uuid primary key default gen_random_uuid(),
  user_id            uuid not null references app_auth.users (id) on delete cascade,
  friendly_name      text,
  factor_type        text not null check (factor_type in ('totp', 'phone', 'webauthn')),
  status             text not null check (status in ('unverified', 'verified')),
  secret             text not null,
  last_challenged_at timestamptz,
  created_at         timestamptz not null default now(),
  updated_at         timestamptz not null default now()
);
create index mfa_factors_user_id_idx on app_auth.mfa_factors (user_id);

create table app_auth.mfa_challenges (
  id          uuid primary key default gen_random_uuid(),
  factor_id   uuid not null references app_auth.mfa_factors (id) on delete cascade,
  ip_address  text not null,
  verified_at timestamptz,
  created_at  timestamptz not null default now()
);
create index mfa_challenges_factor_id_idx on app_auth.mfa_challenges (factor_id);

create table app_auth.sessions (
  id           uuid primary key default gen_random_uuid(),
  user_id      uuid not null references app_auth.users (id) on delete cascade,
  factor_id    uuid,
  aal          text not null default 'aal1' check (aal in ('aal1', 'aal2', 'aal3')),
  refreshed_at timestamptz,
  user_agent   text,
  ip           text,
  created_at   timestamptz not null default now(),
  updated_at   timestamptz not null default now()
);
create index sessions_user_id_idx on app_auth.sessions (user_id);

-- Authentication methods used in a session (the access token's amr claim).
create table app_auth.mfa_amr_claims (
  session_id            uuid not null references app_auth.sessions (id) on delete cascade,
  authentication_method text not null,
  created_at            timestamptz not null default now(),
  updated_at            timestamptz not null default now(),
  primary key (session_id, authentication_method)
);

-- Refresh tokens are never stored: only the SHA-256 of each token. A token is
-- an HMAC of its row id under a server secret, so the server can hand the
-- currently active token again to a client that lost the previous answer.
create table app_auth.refresh_tokens (
  id         uuid primary key,
  token_hash text not null unique,
  user_id    uuid not null references app_auth.users (id) on delete cascade,
  session_id uuid not null references app_auth.sessions (id) on delete cascade,
  parent_id  uuid,
  revoked    boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index refresh_tokens_session_id_idx on app_auth.refresh_tokens (session_id, created_at desc);

-- One-time tokens sent by e-mail: a long random link token and a 6-digit code,
-- both stored hashed only.
create table app_auth.one_time_tokens (
  id              uuid primary key default gen_random_uuid(),
  user_id         uuid not null references app_auth.users (id) on delete cascade,
  token_type      text not null check (token_type in (
                    'confirmation_token', 'reauthentication_token', 'recovery_token',
                    'email_change_token_new', 'email_change_token_current')),
  token_hash      text not null,
  otp_hash        text not null,
  relates_to      text not null,
  failed_attempts integer not null default 0,
  created_at      timestamptz not null default now(),
  constraint one_time_tokens_user_id_token_type_key unique (user_id, token_type)
);
create index one_time_tokens_token_hash_idx on app_auth.one_time_tokens (token_hash);

-- PKCE flow states (flowType: 'pkce' in the client).
create table app_auth.flow_states (
  id                    uuid primary key default gen_random_uuid(),
  user_id               uuid references app_auth.users (id) on delete cascade,
  auth_code             text not null unique,
  code_challenge        text not null,
  code_challenge_method text not null check (code_challenge_method in ('s256', 'plain')),
  authentication_method text not null,
  auth_code_issued_at   timestamptz,
  created_at            timestamptz not null default now()
);
