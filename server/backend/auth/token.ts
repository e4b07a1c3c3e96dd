// /auth/v1/token — the grants that open or refresh a session: password,
// refresh_token and pkce; id_token and web3 answer GoTrue's "not enabled".

import type { Context, Hono } from 'hono'
import { createHash } from 'node:crypto'
import type { Core } from '../core.ts'
import { allow, ipOf, noteRetryAfter } from '../core.ts'
import type { Queryable } from '../db.ts'
import { checkPasswordGuess } from '../guessing-limit.ts'
import { OAuthError, badRequest, decodeParams, json, notFound, parseJsonBody, unprocessable, type AuthError } from '../http.ts'
import { safeEqual, verifyPassword } from '../crypto.ts'
import { body, endpointGroup } from './guard.ts'
import { isBanned, loadUser, loadUserByEmail } from './model.ts'
import {
  activeRefreshToken,
  deleteFlowState,
  deleteSession,
  findFlowByAuthCode,
  findRefreshToken,
  insertRefreshToken,
  issueSession,
  refreshTokenFor,
  revokeRefreshToken,
  revokeSessionRefreshTokens,
  sessionExists,
  tokenResponse,
  touchSession,
  type AuthMethod,
  type ClientInfo,
  type RefreshTokenRow,
  type TokenResponse,
} from './session-model.ts'
import { clientInfo, phoneDisabled, tooManyRequests } from './common.ts'

// Tables keyed by request input are Maps: a plain object would answer 'constructor' or '__proto__' with
// Object.prototype's members.
const PROVIDER_ISSUERS: ReadonlyMap<string, string> = new Map([
  ['google', 'https://accounts.google.com'],
  ['apple', 'https://appleid.apple.com'],
  ['azure', 'https://login.microsoftonline.com/common/v2.0'],
  ['facebook', 'https://www.facebook.com'],
  ['kakao', 'https://kauth.kakao.com'],
  ['keycloak', ''],
  ['snapchat', 'https://accounts.snapchat.com'],
])

const GRANTS = ['password', 'refresh_token', 'id_token', 'pkce', 'web3']

/** An auth code is exchanged within five minutes of the e-mail link that gave it. */
const AUTH_CODE_LIFETIME_MS = 300_000

/** POST /token?grant_type=…: the grant's own handler, after the rate limit. */
async function token(core: Core, c: Context): Promise<Response> {
  const grant = c.req.query('grant_type') ?? ''
  if (!GRANTS.includes(grant)) throw badRequest('invalid_credentials', 'unsupported_grant_type')
  if (!(await allow(core, c, 'token', core.config.rateLimits.token))) throw tooManyRequests()
  const raw = await body(core, c)
  switch (grant) {
    case 'password':
      return passwordGrant(core, c, raw)
    case 'refresh_token':
      return refreshGrant(core, c, raw)
    case 'pkce':
      return pkceGrant(core, c, raw)
    case 'web3':
      parseJsonBody(raw)
      throw unprocessable('web3_provider_disabled', 'Web3 provider is disabled')
    default:
      return idTokenGrant(raw)
  }
}

/** The id_token grant: no provider is enabled; the answer names the issuer GoTrue would have used. */
function idTokenGrant(raw: Buffer): never {
  const params = decodeParams(raw, 'IdTokenGrantParams', { id_token: 'string', provider: 'string', issuer: 'string', client_id: 'string' })
  if (params.id_token === '') throw new OAuthError('invalid request', 'id_token required')
  if (params.provider === '' && (params.client_id === '' || params.issuer === '')) {
    throw new OAuthError('invalid request', 'provider or client_id and issuer required')
  }
  const issuer = PROVIDER_ISSUERS.get(params.provider.toLowerCase()) ?? params.issuer
  throw badRequest('provider_disabled', `Provider (issuer ${JSON.stringify(issuer)}) is not enabled`)
}

async function passwordGrant(core: Core, c: Context, raw: Buffer): Promise<Response> {
  const params = decodeParams(raw, 'PasswordGrantParams', { email: 'string', phone: 'string', password: 'string' })
  if (params.email !== '' && params.phone !== '') {
    throw badRequest('validation_failed', 'Only an email address or phone number should be provided on login.')
  }
  if (params.email === '' && params.phone === '') throw badRequest('validation_failed', 'missing email or phone')
  if (params.phone !== '') throw phoneDisabled('Phone logins are disabled', 422)
  const invalid = () => badRequest('invalid_credentials', 'Invalid login credentials')
  // The guessing limit per account, before anything about the account is looked up.
  const guess = await checkPasswordGuess(core, params.email, ipOf(core, c))
  if (guess.refusedFor !== null) {
    noteRetryAfter(c, guess.refusedFor)
    throw tooManyRequests()
  }
  const argon2 = core.config.argon2
  const user = await loadUserByEmail(core.db(), params.email)
  if (!user || !user.encrypted_password) {
    await verifyPassword(params.password, null, argon2) // same time as a real check
    throw invalid()
  }
  if (isBanned(user)) throw badRequest('user_banned', 'User is banned')
  if (!(await verifyPassword(params.password, user.encrypted_password, argon2))) throw invalid()
  if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed')
  const session = await core.db().tx((tx) => issueSession(core, tx, user.id, 'password', clientInfo(core, c)))
  await guess.succeeded(user.id)
  return json(session)
}

async function refreshGrant(core: Core, c: Context, raw: Buffer): Promise<Response> {
  const params = decodeParams(raw, 'RefreshTokenGrantParams', { refresh_token: 'string' })
  const refreshToken = params.refresh_token
  if (refreshToken === '') throw new OAuthError('invalid_request', 'refresh_token required')
  if (refreshToken.length < 12 || refreshToken.length > 128 || !/^[A-Za-z0-9_-]+$/.test(refreshToken)) {
    throw badRequest('validation_failed', 'Refresh token is not valid')
  }
  const db = core.db()
  const client = clientInfo(core, c)
  // Errors are answered once the transaction is committed: a detected reuse must revoke the session for good.
  const outcome = await db.tx((tx) => rotateRefreshToken(core, tx, refreshToken, client, db.kind === 'postgres'))
  if ('error' in outcome) throw outcome.error
  return json(outcome.session)
}

/**
 * Exchanges a refresh token for a new one and a new access token (GoTrue's rotation): a token revoked
 * moments ago (within the reuse interval) still works once, the active token's parent gets the active token
 * again (its answer was lost), and any older one revokes the whole session.
 */
async function rotateRefreshToken(
  core: Core,
  tx: Queryable,
  refreshToken: string,
  client: ClientInfo,
  lock: boolean,
): Promise<{ session: TokenResponse } | { error: AuthError }> {
  const token = await findRefreshToken(tx, refreshToken, lock)
  if (!token) return { error: badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found') }
  const user = await loadUser(tx, token.user_id)
  if (!user) return { error: badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found') }
  if (isBanned(user)) return { error: badRequest('user_banned', 'Invalid Refresh Token: User Banned') }
  if (!(await sessionExists(tx, token.session_id, lock))) return { error: badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found') }
  let issued: string | null = null
  if (token.revoked) {
    const reissued = await reuseOfRevoked(core, tx, token)
    if (reissued === 'reused') return { error: badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used') }
    issued = reissued
  } else {
    await revokeRefreshToken(tx, token.id)
  }
  issued ??= await insertRefreshToken(core, tx, user.id, token.session_id, token.id)
  await touchSession(tx, token.session_id, client)
  return { session: await tokenResponse(core, tx, user.id, token.session_id, issued) }
}

/**
 * A revoked refresh token presented again: the active token when this one is its parent; null (a new one
 * is issued) within the reuse interval; 'reused' after it, once the session is deleted.
 */
async function reuseOfRevoked(core: Core, tx: Queryable, token: RefreshTokenRow): Promise<string | null | 'reused'> {
  const active = await activeRefreshToken(tx, token.session_id)
  // The client did not receive or store the last answer: hand it the active token again.
  if (active && active.parent_id === token.id) return refreshTokenFor(core, active.id)
  const reuseUntil = new Date(token.updated_at).getTime() + core.config.refreshTokenReuseIntervalSeconds * 1000
  if (Date.now() > reuseUntil) {
    // Reuse of an old token: the whole family goes (committed before the error is answered).
    await deleteSession(tx, token.session_id)
    core.log(`backend: refresh token reuse detected, session ${token.session_id} revoked`)
    return 'reused'
  }
  await revokeSessionRefreshTokens(tx, token.session_id)
  return null
}

async function pkceGrant(core: Core, c: Context, raw: Buffer): Promise<Response> {
  const params = decodeParams(raw, 'PKCEGrantParams', { auth_code: 'string', code_verifier: 'string' })
  if (params.auth_code === '' || params.code_verifier === '') {
    throw badRequest('validation_failed', 'invalid request: both auth code and code verifier should be non-empty')
  }
  const db = core.db()
  const flow = await findFlowByAuthCode(db, params.auth_code)
  if (!flow || !flow.user_id || !flow.auth_code_issued_at) {
    throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found')
  }
  if (Date.now() > new Date(flow.auth_code_issued_at).getTime() + AUTH_CODE_LIFETIME_MS) {
    throw unprocessable('flow_state_expired', 'invalid flow state, flow state has expired')
  }
  const expected = flow.code_challenge_method === 's256' ? createHash('sha256').update(params.code_verifier).digest('base64url') : params.code_verifier
  if (!safeEqual(expected, flow.code_challenge)) {
    throw badRequest('bad_code_verifier', 'code challenge does not match previously saved code verifier')
  }
  const userId = flow.user_id
  const session = await db.tx(async (tx) => {
    await deleteFlowState(tx, flow.id)
    return issueSession(core, tx, userId, flow.authentication_method as AuthMethod, clientInfo(core, c))
  })
  return json(session)
}

export const tokenRoutes = (core: Core): Hono => endpointGroup(core, [['POST', '/token', token]])
