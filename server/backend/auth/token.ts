// /auth/v1/token — the grants that open or refresh a session: password,
// refresh_token and pkce; id_token and web3 answer GoTrue's "not enabled".

import { Hono, type Context } from 'hono'
import { createHash } from 'node:crypto'
import type { Core } from '../core.ts'
import { allow, ipOf, noteRetryAfter } from '../core.ts'
import { checkPasswordGuess } from '../guessing-limit.ts'
import { OAuthError, badRequest, decodeParams, json, notFound, parseJson, unprocessable, type AuthError } from '../http.ts'
import { safeEqual, sha256Hex, verifyPassword } from '../crypto.ts'
import { body, handle } from './guard.ts'
import {
  insertRefreshToken,
  isBanned,
  issueSession,
  loadUser,
  loadUserByEmail,
  refreshTokenFor,
  tokenResponse,
  type AuthMethod,
  type TokenResponse,
} from './model.ts'
import { clientInfo, phoneDisabled, tooManyRequests, type Handler } from './common.ts'

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

export function tokenRoutes(core: Core): Hono {
  const app = new Hono()
  const cfg = core.config
  const route = (fn: Handler) => handle(core, fn)

  app.post(
    '/token',
    route(async (c) => {
      const grant = c.req.query('grant_type') ?? ''
      if (!['password', 'refresh_token', 'id_token', 'pkce', 'web3'].includes(grant)) {
        throw badRequest('invalid_credentials', 'unsupported_grant_type')
      }
      if (!(await allow(core, c, 'token', cfg.rateLimits.token))) throw tooManyRequests()
      const raw = await body(core, c)
      switch (grant) {
        case 'password':
          return passwordGrant(c, raw)
        case 'refresh_token':
          return refreshGrant(c, raw)
        case 'pkce':
          return pkceGrant(c, raw)
        case 'web3':
          parseJsonOrBad(raw)
          throw unprocessable('web3_provider_disabled', 'Web3 provider is disabled')
        default: {
          const p = decodeParams(raw, 'IdTokenGrantParams', { id_token: 'string', provider: 'string', issuer: 'string', client_id: 'string' })
          if (p.id_token === '') throw new OAuthError('invalid request', 'id_token required')
          if (p.provider === '' && (p.client_id === '' || p.issuer === '')) {
            throw new OAuthError('invalid request', 'provider or client_id and issuer required')
          }
          const issuer = PROVIDER_ISSUERS.get(p.provider.toLowerCase()) ?? p.issuer
          throw badRequest('provider_disabled', `Provider (issuer ${JSON.stringify(issuer)}) is not enabled`)
        }
      }
    }),
  )

  function parseJsonOrBad(raw: Buffer): unknown {
    try {
      return parseJson(raw)
    } catch (e) {
      throw badRequest('bad_json', `Could not parse request body as JSON: ${e instanceof Error ? e.message : 'invalid JSON'}`)
    }
  }

  async function passwordGrant(c: Context, raw: Buffer): Promise<Response> {
    const p = decodeParams(raw, 'PasswordGrantParams', { email: 'string', phone: 'string', password: 'string' })
    if (p.email !== '' && p.phone !== '') {
      throw badRequest('validation_failed', 'Only an email address or phone number should be provided on login.')
    }
    if (p.email === '' && p.phone === '') throw badRequest('validation_failed', 'missing email or phone')
    if (p.phone !== '') throw phoneDisabled('Phone logins are disabled', 422)
    const invalid = () => badRequest('invalid_credentials', 'Invalid login credentials')
    // The guessing limit per account, before anything about the account is looked up.
    const guess = await checkPasswordGuess(core, p.email, ipOf(core, c))
    if (guess.refusedFor !== null) {
      noteRetryAfter(c, guess.refusedFor)
      throw tooManyRequests()
    }
    const user = await loadUserByEmail(core.db(), p.email)
    if (!user || !user.encrypted_password) {
      await verifyPassword(p.password, null, cfg.argon2) // same time as a real check
      throw invalid()
    }
    if (isBanned(user)) throw badRequest('user_banned', 'User is banned')
    if (!(await verifyPassword(p.password, user.encrypted_password, cfg.argon2))) throw invalid()
    if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed')
    const token = await core.db().tx((q) => issueSession(core, q, user.id, 'password', clientInfo(core, c)))
    await guess.succeeded(user.id)
    return json(token)
  }

  async function refreshGrant(c: Context, raw: Buffer): Promise<Response> {
    const p = decodeParams(raw, 'RefreshTokenGrantParams', { refresh_token: 'string' })
    if (p.refresh_token === '') throw new OAuthError('invalid_request', 'refresh_token required')
    if (p.refresh_token.length < 12 || p.refresh_token.length > 128 || !/^[A-Za-z0-9_-]+$/.test(p.refresh_token)) {
      throw badRequest('validation_failed', 'Refresh token is not valid')
    }
    const hash = sha256Hex(p.refresh_token)
    const db = core.db()
    const forUpdate = db.kind === 'postgres' ? ' for update' : ''
    const client = clientInfo(core, c)
    const outcome = await db.tx(async (q): Promise<{ ok: TokenResponse } | { error: AuthError }> => {
      const rows = await q.query<{ id: string; user_id: string; session_id: string; revoked: boolean; updated_at: Date }>(
        `select id, user_id, session_id, revoked, updated_at from app_auth.refresh_tokens where token_hash = $1${forUpdate}`,
        [hash],
      )
      const token = rows[0]
      if (!token) return { error: badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found') }
      const user = await loadUser(q, token.user_id)
      if (!user) return { error: badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found') }
      if (isBanned(user)) return { error: badRequest('user_banned', 'Invalid Refresh Token: User Banned') }
      const sessions = await q.query<{ id: string }>(`select id from app_auth.sessions where id = $1${forUpdate}`, [token.session_id])
      if (!sessions[0]) return { error: badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found') }
      let issued: string | null = null
      if (token.revoked) {
        const active = (
          await q.query<{ id: string; parent_id: string | null }>(
            `select id, parent_id from app_auth.refresh_tokens where session_id = $1 and not revoked order by created_at desc, id limit 1`,
            [token.session_id],
          )
        )[0]
        if (active && active.parent_id === token.id) {
          // The client did not receive or store the last answer: hand it the active token again.
          issued = refreshTokenFor(core, active.id)
        } else {
          const reuseUntil = new Date(token.updated_at).getTime() + cfg.refreshTokenReuseIntervalSeconds * 1000
          if (Date.now() > reuseUntil) {
            // Reuse of an old token: the whole family goes (committed before the error is answered).
            await q.query('delete from app_auth.sessions where id = $1', [token.session_id])
            core.log(`backend: refresh token reuse detected, session ${token.session_id} revoked`)
            return { error: badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used') }
          }
          await q.query('update app_auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked', [
            token.session_id,
          ])
        }
      } else {
        await q.query('update app_auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [token.id])
      }
      if (!issued) issued = await insertRefreshToken(core, q, user.id, token.session_id, token.id)
      await q.query('update app_auth.sessions set refreshed_at = now(), updated_at = now(), user_agent = $2, ip = $3 where id = $1', [
        token.session_id,
        client.userAgent,
        client.ip,
      ])
      return { ok: await tokenResponse(core, q, user.id, token.session_id, issued) }
    })
    if ('error' in outcome) throw outcome.error
    return json(outcome.ok)
  }

  async function pkceGrant(c: Context, raw: Buffer): Promise<Response> {
    const p = decodeParams(raw, 'PKCEGrantParams', { auth_code: 'string', code_verifier: 'string' })
    if (p.auth_code === '' || p.code_verifier === '') {
      throw badRequest('validation_failed', 'invalid request: both auth code and code verifier should be non-empty')
    }
    const db = core.db()
    const flows = await db.query<{
      id: string
      user_id: string | null
      code_challenge: string
      code_challenge_method: string
      authentication_method: string
      auth_code_issued_at: Date | null
    }>('select * from app_auth.flow_states where auth_code = $1', [sha256Hex(p.auth_code)])
    const flow = flows[0]
    if (!flow || !flow.user_id || !flow.auth_code_issued_at) {
      throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found')
    }
    if (Date.now() > new Date(flow.auth_code_issued_at).getTime() + 300_000) {
      throw unprocessable('flow_state_expired', 'invalid flow state, flow state has expired')
    }
    const expected =
      flow.code_challenge_method === 's256'
        ? createHash('sha256').update(p.code_verifier).digest('base64url')
        : p.code_verifier
    if (!safeEqual(expected, flow.code_challenge)) {
      throw badRequest('bad_code_verifier', 'code challenge does not match previously saved code verifier')
    }
    const userId = flow.user_id
    const token = await db.tx(async (q) => {
      await q.query('delete from app_auth.flow_states where id = $1', [flow.id])
      return issueSession(core, q, userId, flow.authentication_method as AuthMethod, clientInfo(core, c))
    })
    return json(token)
  }

  return app
}
