// Users, identities, factors, sessions and tokens: storage access and the JSON
// shapes GoTrue answers with.

import { randomUUID } from 'node:crypto'
import { SignJWT } from 'jose'
import type { Queryable } from '../db.ts'
import type { Core } from '../core.ts'
import { hmac, algorithmFor } from '../keys.ts'
import { sha256Hex } from '../crypto.ts'

export type Json = Record<string, unknown>

export interface UserRow {
  id: string
  aud: string
  role: string
  email: string | null
  encrypted_password: string | null
  email_confirmed_at: Date | null
  invited_at: Date | null
  confirmation_sent_at: Date | null
  recovery_sent_at: Date | null
  email_change: string | null
  email_change_sent_at: Date | null
  email_change_confirm_status: number
  reauthentication_sent_at: Date | null
  last_sign_in_at: Date | null
  raw_app_meta_data: Json
  raw_user_meta_data: Json
  banned_until: Date | null
  deleted_at: Date | null
  is_anonymous: boolean
  created_at: Date
  updated_at: Date
}

export interface IdentityRow {
  id: string
  provider_id: string
  user_id: string
  identity_data: Json
  provider: string
  email: string | null
  last_sign_in_at: Date | null
  created_at: Date
  updated_at: Date
}

export interface FactorRow {
  id: string
  user_id: string
  friendly_name: string | null
  factor_type: string
  status: string
  secret: string
  last_challenged_at: Date | null
  created_at: Date
  updated_at: Date
}

export interface SessionRow {
  id: string
  user_id: string
  factor_id: string | null
  aal: string
  refreshed_at: Date | null
  created_at: Date
  updated_at: Date
}

export interface FullUser extends UserRow {
  identities: IdentityRow[]
  factors: FactorRow[]
}

export interface TokenResponse {
  access_token: string
  token_type: 'bearer'
  expires_in: number
  expires_at: number
  refresh_token: string
  user: Json
}

const iso = (d: Date | null | undefined): string | undefined => (d ? new Date(d).toISOString() : undefined)

function put(obj: Json, key: string, value: unknown): void {
  if (value !== undefined) obj[key] = value
}

export function serializeIdentity(i: IdentityRow): Json {
  const o: Json = {
    identity_id: i.id,
    id: i.provider_id,
    user_id: i.user_id,
    identity_data: i.identity_data,
    provider: i.provider,
  }
  put(o, 'last_sign_in_at', iso(i.last_sign_in_at))
  o.created_at = iso(i.created_at)
  o.updated_at = iso(i.updated_at)
  if (i.email) o.email = i.email
  return o
}

export function serializeFactor(f: FactorRow): Json {
  const o: Json = { id: f.id }
  if (f.friendly_name) o.friendly_name = f.friendly_name
  o.factor_type = f.factor_type
  o.status = f.status
  o.created_at = iso(f.created_at)
  o.updated_at = iso(f.updated_at)
  o.last_challenged_at = iso(f.last_challenged_at) ?? null
  o.phone = ''
  return o
}

/** The user as GoTrue serialises it (field order included). */
export function serializeUser(u: FullUser): Json {
  const o: Json = { id: u.id, aud: u.aud, role: u.role, email: u.email ?? '' }
  put(o, 'email_confirmed_at', iso(u.email_confirmed_at))
  put(o, 'invited_at', iso(u.invited_at))
  o.phone = ''
  put(o, 'confirmation_sent_at', iso(u.confirmation_sent_at))
  put(o, 'confirmed_at', iso(u.email_confirmed_at))
  put(o, 'recovery_sent_at', iso(u.recovery_sent_at))
  if (u.email_change) o.new_email = u.email_change
  put(o, 'email_change_sent_at', iso(u.email_change_sent_at))
  put(o, 'reauthentication_sent_at', iso(u.reauthentication_sent_at))
  put(o, 'last_sign_in_at', iso(u.last_sign_in_at))
  o.app_metadata = u.raw_app_meta_data
  o.user_metadata = u.raw_user_meta_data
  if (u.factors.length > 0) o.factors = u.factors.map(serializeFactor)
  o.identities = u.identities.map(serializeIdentity)
  o.created_at = iso(u.created_at)
  o.updated_at = iso(u.updated_at)
  put(o, 'banned_until', iso(u.banned_until))
  put(o, 'deleted_at', iso(u.deleted_at))
  o.is_anonymous = u.is_anonymous
  return o
}

export async function loadUser(q: Queryable, id: string, forUpdate = false): Promise<FullUser | null> {
  const rows = await q.query<UserRow & Json>(`select * from app_auth.users where id = $1${forUpdate ? ' for update' : ''}`, [id])
  const u = rows[0]
  if (!u) return null
  return withRelations(q, u)
}

export async function loadUserByEmail(q: Queryable, email: string): Promise<FullUser | null> {
  const rows = await q.query<UserRow & Json>('select * from app_auth.users where email = $1', [email.toLowerCase()])
  const u = rows[0]
  if (!u) return null
  return withRelations(q, u)
}

async function withRelations(q: Queryable, u: UserRow): Promise<FullUser> {
  const identities = await q.query<IdentityRow & Json>(
    'select * from app_auth.identities where user_id = $1 order by created_at, id',
    [u.id],
  )
  const factors = await q.query<FactorRow & Json>('select * from app_auth.mfa_factors where user_id = $1 order by created_at, id', [u.id])
  return { ...u, identities, factors }
}

export function isBanned(u: UserRow): boolean {
  return u.banned_until !== null && new Date(u.banned_until).getTime() > Date.now()
}

export function hasVerifiedFactor(u: FullUser): boolean {
  return u.factors.some((f) => f.status === 'verified')
}

/**
 * Inserts a user with an e-mail identity; the identity data mirrors GoTrue's (sub, email,
 * email_verified, phone_verified + sign-up data). A sign-up's user metadata is that identity data;
 * the administrator's paths (`asGiven`) keep the metadata as given, plus email_verified once
 * confirmed, as GoTrue's admin create-user and generate_link do.
 */
export async function insertEmailUser(
  q: Queryable,
  opts: {
    email: string
    passwordHash: string | null
    data: Json
    appMetadata?: Json
    confirmed: boolean
    role?: string
    invited?: boolean
    asGiven?: boolean
  },
): Promise<string> {
  const id = randomUUID()
  const identityClaims: Json = { email: opts.email, email_verified: opts.confirmed, phone_verified: false, sub: id }
  // Keys come from the request: own properties only (a 'toString' key is data, '__proto__' is not a prototype).
  const identityData: Json = Object.fromEntries([
    ...Object.entries(identityClaims),
    ...Object.entries(opts.data).filter(([k]) => !Object.hasOwn(identityClaims, k)),
  ])
  const userMetadata: Json = !opts.asGiven
    ? identityData
    : Object.fromEntries([...Object.entries(opts.data), ...(opts.confirmed ? [['email_verified', true]] : [])])
  const appMeta: Json = { provider: 'email', providers: ['email'], ...(opts.appMetadata ?? {}) }
  await q.query(
    `insert into app_auth.users (id, email, encrypted_password, raw_app_meta_data, raw_user_meta_data, email_confirmed_at, role, invited_at)
     values ($1, $2, $3, $4::jsonb, $5::jsonb, case when $6::boolean then now() end, $7, case when $8::boolean then now() end)`,
    [id, opts.email, opts.passwordHash, JSON.stringify(appMeta), JSON.stringify(userMetadata), opts.confirmed, opts.role ?? 'authenticated', opts.invited ?? false],
  )
  await q.query(
    `insert into app_auth.identities (provider_id, user_id, identity_data, provider, email, last_sign_in_at)
     values ($1::text, $1::uuid, $2::jsonb, 'email', $3, now())`,
    [id, JSON.stringify(identityData), opts.email],
  )
  return id
}

/** Marks the e-mail address confirmed (GoTrue's user.Confirm) and drops the user's pending one-time tokens. */
export async function confirmUser(q: Queryable, userId: string): Promise<void> {
  await q.query(
    `update app_auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()),
       raw_user_meta_data = raw_user_meta_data || '{"email_verified": true}'::jsonb, updated_at = now()
     where id = $1`,
    [userId],
  )
  await q.query(
    `update app_auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId],
  )
  await q.query('delete from app_auth.one_time_tokens where user_id = $1', [userId])
}

export async function updateUserMetadata(q: Queryable, userId: string, column: 'raw_user_meta_data' | 'raw_app_meta_data', updates: Json): Promise<void> {
  const remove = Object.entries(updates).filter(([, v]) => v === null).map(([k]) => k)
  const set: Json = Object.fromEntries(Object.entries(updates).filter(([, v]) => v !== null))
  await q.query(
    `update app_auth.users set ${column} = (${column} || $2::jsonb) - $3::text[], updated_at = now() where id = $1`,
    [userId, JSON.stringify(set), remove],
  )
}

// ---------------------------------------------------------------------------
// Sessions and tokens

/** The amr claim's methods (GoTrue's, and 'recovery_code': a second factor's recovery code, this server's extension). */
export type AuthMethod = 'password' | 'otp' | 'magiclink' | 'recovery' | 'email/signup' | 'email_change' | 'totp' | 'invite' | 'recovery_code'

export function refreshTokenFor(core: Core, id: string): string {
  return hmac(core.keys.refreshSecret, `refresh-token:${id}`).subarray(0, 24).toString('base64url')
}

export async function insertRefreshToken(core: Core, q: Queryable, userId: string, sessionId: string, parentId: string | null): Promise<string> {
  const id = randomUUID()
  const token = refreshTokenFor(core, id)
  await q.query(
    'insert into app_auth.refresh_tokens (id, token_hash, user_id, session_id, parent_id) values ($1, $2, $3, $4, $5)',
    [id, sha256Hex(token), userId, sessionId, parentId],
  )
  return token
}

export async function signAccessToken(core: Core, q: Queryable, user: FullUser, sessionId: string): Promise<{ token: string; expiresAt: number }> {
  const sessions = await q.query<{ aal: string }>('select aal from app_auth.sessions where id = $1', [sessionId])
  const claims = await q.query<{ authentication_method: string; updated_at: Date }>(
    'select authentication_method, updated_at from app_auth.mfa_amr_claims where session_id = $1 order by updated_at desc',
    [sessionId],
  )
  const aal = claims.some((c) => c.authentication_method === 'totp') ? 'aal2' : (sessions[0]?.aal ?? 'aal1')
  const amr = claims.map((c) => ({ method: c.authentication_method, timestamp: Math.floor(new Date(c.updated_at).getTime() / 1000) }))
  const now = Math.floor(Date.now() / 1000)
  const expiresAt = now + core.config.jwtExpirySeconds
  const token = await new SignJWT({
    email: user.email ?? '',
    phone: '',
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    role: user.role,
    aal,
    amr,
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  })
    .setProtectedHeader({ alg: algorithmFor(core.keys.privateKey), kid: core.keys.kid, typ: 'JWT' })
    .setIssuer(core.config.issuer)
    .setSubject(user.id)
    .setAudience(user.aud)
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .sign(core.keys.privateKey)
  return { token, expiresAt }
}

export async function tokenResponse(core: Core, q: Queryable, userId: string, sessionId: string, refreshToken: string): Promise<TokenResponse> {
  const user = await loadUser(q, userId)
  if (!user) throw new Error('user vanished while issuing a token')
  const { token, expiresAt } = await signAccessToken(core, q, user, sessionId)
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: expiresAt - Math.floor(Date.now() / 1000),
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: serializeUser(user),
  }
}

export interface ClientInfo {
  ip: string
  userAgent: string | null
}

/** Starts a session (GoTrue's IssueRefreshToken): session, amr claim, first refresh token, last sign-in. */
export async function issueSession(core: Core, q: Queryable, userId: string, method: AuthMethod, client: ClientInfo): Promise<TokenResponse> {
  const sessionId = randomUUID()
  await q.query('insert into app_auth.sessions (id, user_id, user_agent, ip) values ($1, $2, $3, $4)', [
    sessionId,
    userId,
    client.userAgent,
    client.ip,
  ])
  await addAmrClaim(q, sessionId, method)
  await q.query('update app_auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [userId])
  await q.query("update app_auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'", [userId])
  const refresh = await insertRefreshToken(core, q, userId, sessionId, null)
  return tokenResponse(core, q, userId, sessionId, refresh)
}

export async function addAmrClaim(q: Queryable, sessionId: string, method: AuthMethod): Promise<void> {
  await q.query(
    `insert into app_auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId, method],
  )
}

export async function logoutUser(q: Queryable, userId: string, except?: string): Promise<void> {
  if (except) await q.query('delete from app_auth.sessions where user_id = $1 and id <> $2', [userId, except])
  else await q.query('delete from app_auth.sessions where user_id = $1', [userId])
}
