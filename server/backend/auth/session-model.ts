// Sessions, the methods that proved them (AMR claims), refresh tokens, PKCE flow states, and the access
// tokens and token answers issued for them: storage access and GoTrue's token shapes.

import { randomUUID } from 'node:crypto'
import { SignJWT } from 'jose'
import type { Core } from '../core.ts'
import type { Queryable } from '../db.ts'
import { randomToken, sha256Hex } from '../crypto.ts'
import { hmac, algorithmFor } from '../keys.ts'
import { unprocessable } from '../http.ts'
import { loadUser, serializeUser, type FullUser, type Json, type SessionRow } from './model.ts'

export interface TokenResponse {
  access_token: string
  token_type: 'bearer'
  expires_in: number
  expires_at: number
  refresh_token: string
  user: Json
}

export interface ClientInfo {
  ip: string
  userAgent: string | null
}

/** The amr claim's methods (GoTrue's, and 'recovery_code': a second factor's recovery code, this server's extension). */
export type AuthMethod = 'password' | 'otp' | 'magiclink' | 'recovery' | 'email/signup' | 'email_change' | 'totp' | 'invite' | 'recovery_code'

/** A refresh token as stored: its hash only. */
export interface RefreshTokenRow {
  id: string
  user_id: string
  session_id: string
  revoked: boolean
  updated_at: Date
}

/** A refresh token is derived from its row's id under a server secret: the same row always gives the same token. */
export function refreshTokenFor(core: Core, id: string): string {
  return hmac(core.keys.refreshSecret, `refresh-token:${id}`).subarray(0, 24).toString('base64url')
}

export async function insertRefreshToken(core: Core, db: Queryable, userId: string, sessionId: string, parentId: string | null): Promise<string> {
  const id = randomUUID()
  const token = refreshTokenFor(core, id)
  await db.query('insert into app_auth.refresh_tokens (id, token_hash, user_id, session_id, parent_id) values ($1, $2, $3, $4, $5)', [
    id,
    sha256Hex(token),
    userId,
    sessionId,
    parentId,
  ])
  return token
}

/** A refresh token by the token itself; `lock`: held until the transaction ends (PostgreSQL). */
export async function findRefreshToken(db: Queryable, token: string, lock: boolean): Promise<RefreshTokenRow | null> {
  const rows = await db.query<RefreshTokenRow & Json>(
    `select id, user_id, session_id, revoked, updated_at from app_auth.refresh_tokens where token_hash = $1${lock ? ' for update' : ''}`,
    [sha256Hex(token)],
  )
  return rows[0] ?? null
}

/** The session's newest refresh token not revoked. */
export async function activeRefreshToken(db: Queryable, sessionId: string): Promise<{ id: string; parent_id: string | null } | null> {
  const rows = await db.query<{ id: string; parent_id: string | null }>(
    'select id, parent_id from app_auth.refresh_tokens where session_id = $1 and not revoked order by created_at desc, id limit 1',
    [sessionId],
  )
  return rows[0] ?? null
}

export async function revokeRefreshToken(db: Queryable, id: string): Promise<void> {
  await db.query('update app_auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [id])
}

export async function revokeSessionRefreshTokens(db: Queryable, sessionId: string): Promise<void> {
  await db.query('update app_auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked', [sessionId])
}

/** The user's session of this id, if it still exists. */
export async function findUserSession(db: Queryable, sessionId: string, userId: string): Promise<SessionRow | null> {
  const rows = await db.query<SessionRow & Json>('select * from app_auth.sessions where id = $1 and user_id = $2', [sessionId, userId])
  return rows[0] ?? null
}

/** Whether the session exists; `lock`: held until the transaction ends (PostgreSQL). */
export async function sessionExists(db: Queryable, sessionId: string, lock: boolean): Promise<boolean> {
  const rows = await db.query(`select id from app_auth.sessions where id = $1${lock ? ' for update' : ''}`, [sessionId])
  return rows.length > 0
}

/** A refreshed session: when, and from which client. */
export async function touchSession(db: Queryable, sessionId: string, client: ClientInfo): Promise<void> {
  await db.query('update app_auth.sessions set refreshed_at = now(), updated_at = now(), user_agent = $2, ip = $3 where id = $1', [
    sessionId,
    client.userAgent,
    client.ip,
  ])
}

export async function deleteSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query('delete from app_auth.sessions where id = $1', [sessionId])
}

/** Ends the user's sessions, but `except`. */
export async function logoutUser(db: Queryable, userId: string, except?: string): Promise<void> {
  if (except) await db.query('delete from app_auth.sessions where user_id = $1 and id <> $2', [userId, except])
  else await db.query('delete from app_auth.sessions where user_id = $1', [userId])
}

export async function addAmrClaim(db: Queryable, sessionId: string, method: AuthMethod): Promise<void> {
  await db.query(
    `insert into app_auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId, method],
  )
}

/** Whether the session proved one of `methods` within the last `seconds`. */
export async function provenWithin(db: Queryable, sessionId: string, methods: readonly AuthMethod[], seconds: number): Promise<boolean> {
  const rows = await db.query<{ proofs: number }>(
    `select count(*)::int as proofs from app_auth.mfa_amr_claims
     where session_id = $1 and authentication_method = any($2::text[]) and updated_at > now() - make_interval(secs => $3)`,
    [sessionId, methods, seconds],
  )
  return (rows[0]?.proofs ?? 0) > 0
}

export async function signAccessToken(core: Core, db: Queryable, user: FullUser, sessionId: string): Promise<{ token: string; expiresAt: number }> {
  const sessions = await db.query<{ aal: string }>('select aal from app_auth.sessions where id = $1', [sessionId])
  const claims = await db.query<{ authentication_method: string; updated_at: Date }>(
    'select authentication_method, updated_at from app_auth.mfa_amr_claims where session_id = $1 order by updated_at desc',
    [sessionId],
  )
  const aal = claims.some((claim) => claim.authentication_method === 'totp') ? 'aal2' : (sessions[0]?.aal ?? 'aal1')
  const amr = claims.map((claim) => ({ method: claim.authentication_method, timestamp: Math.floor(new Date(claim.updated_at).getTime() / 1000) }))
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

export async function tokenResponse(core: Core, db: Queryable, userId: string, sessionId: string, refreshToken: string): Promise<TokenResponse> {
  const user = await loadUser(db, userId)
  if (!user) throw new Error('user vanished while issuing a token')
  const { token, expiresAt } = await signAccessToken(core, db, user, sessionId)
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: expiresAt - Math.floor(Date.now() / 1000),
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: serializeUser(user),
  }
}

/** Starts a session (GoTrue's IssueRefreshToken): session, amr claim, first refresh token, last sign-in. */
export async function issueSession(core: Core, db: Queryable, userId: string, method: AuthMethod, client: ClientInfo): Promise<TokenResponse> {
  const sessionId = randomUUID()
  await db.query('insert into app_auth.sessions (id, user_id, user_agent, ip) values ($1, $2, $3, $4)', [sessionId, userId, client.userAgent, client.ip])
  await addAmrClaim(db, sessionId, method)
  await db.query('update app_auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [userId])
  await db.query("update app_auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'", [userId])
  const refresh = await insertRefreshToken(core, db, userId, sessionId, null)
  return tokenResponse(core, db, userId, sessionId, refresh)
}

/**
 * Raises a session to aal2 once a second factor is proven (a TOTP code, or a recovery code, which
 * names no factor), in the caller's transaction, and returns the token answer: the amr claim, a new
 * refresh token (the one issued at aal1 cannot give aal2 sessions), the user's other aal1 sessions ended.
 */
export async function raiseSessionToAal2(
  core: Core,
  db: Queryable,
  proof: { userId: string; sessionId: string; method: 'totp' | 'recovery_code'; factorId: string | null },
): Promise<TokenResponse> {
  const { userId, sessionId } = proof
  await addAmrClaim(db, sessionId, proof.method)
  // A recovery code keeps the factor a TOTP code recorded, if any: deleting that factor still lowers the session.
  await db.query("update app_auth.sessions set aal = 'aal2', factor_id = coalesce($2, factor_id), updated_at = now() where id = $1", [
    sessionId,
    proof.factorId,
  ])
  const active = await activeRefreshToken(db, sessionId)
  await revokeSessionRefreshTokens(db, sessionId)
  const refresh = await insertRefreshToken(core, db, userId, sessionId, active?.id ?? null)
  await db.query("delete from app_auth.sessions where user_id = $1 and aal = 'aal1' and id <> $2", [userId, sessionId])
  return tokenResponse(core, db, userId, sessionId, refresh)
}

/** A PKCE flow state, found by the auth code handed out for it. */
export interface FlowState {
  id: string
  user_id: string | null
  code_challenge: string
  code_challenge_method: string
  authentication_method: string
  auth_code_issued_at: Date | null
}

export async function createFlowState(db: Queryable, userId: string, challenge: string, method: string, authMethod: string): Promise<void> {
  // The auth code is stored hashed, and only handed out once the e-mail link is followed.
  await db.query(
    `insert into app_auth.flow_states (user_id, auth_code, code_challenge, code_challenge_method, authentication_method)
     values ($1, $2, $3, $4, $5)`,
    [userId, sha256Hex(randomToken(16)), challenge, method.toLowerCase(), authMethod],
  )
}

export async function issueAuthCode(db: Queryable, userId: string, authMethod: string): Promise<string> {
  const rows = await db.query<{ id: string }>(
    'select id from app_auth.flow_states where user_id = $1 and authentication_method = $2 order by created_at desc limit 1',
    [userId, authMethod],
  )
  const flow = rows[0]
  if (!flow) throw unprocessable('flow_state_not_found', 'No valid flow state found for user.')
  const code = randomUUID()
  await db.query('update app_auth.flow_states set auth_code = $2, auth_code_issued_at = now() where id = $1', [flow.id, sha256Hex(code)])
  return code
}

export async function findFlowByAuthCode(db: Queryable, authCode: string): Promise<FlowState | null> {
  const rows = await db.query<FlowState & Json>('select * from app_auth.flow_states where auth_code = $1', [sha256Hex(authCode)])
  return rows[0] ?? null
}

export async function deleteFlowState(db: Queryable, id: string): Promise<void> {
  await db.query('delete from app_auth.flow_states where id = $1', [id])
}
