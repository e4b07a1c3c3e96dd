// /auth/v1/verify — following an e-mailed link (GET, answered by a redirect)
// or entering an e-mailed code (POST): confirms the address, the recovery or
// the e-mail change, and opens a session.

import { Hono } from 'hono'
import type { Core } from '../core.ts'
import { allow } from '../core.ts'
import type { Queryable } from '../db.ts'
import { AuthError, badRequest, decodeParams, forbidden, json, unprocessable } from '../http.ts'
import { safeEqual, sha256Hex } from '../crypto.ts'
import { body, handle } from './guard.ts'
import { confirmUser, isBanned, issueSession, loadUser, type TokenResponse } from './model.ts'
import { otpHash, type OttType } from './mail.ts'
import { resolveRedirect, validateEmail, validatePhone } from './validate.ts'
import { clientInfo, issueAuthCode, tooManyRequests, type Handler } from './common.ts'

const VERIFY_OTT: ReadonlyMap<string, OttType[]> = new Map<string, OttType[]>([
  ['signup', ['confirmation_token']],
  ['invite', ['confirmation_token']],
  ['magiclink', ['recovery_token']],
  ['recovery', ['recovery_token']],
  ['email', ['confirmation_token', 'recovery_token']],
  ['email_change', ['email_change_token_new', 'email_change_token_current']],
])

const otpInvalid = () => forbidden('otp_expired', 'Token has expired or is invalid')
const linkInvalid = () => forbidden('otp_expired', 'Email link is invalid or has expired')

interface FoundToken {
  id: string
  user_id: string
  token_type: OttType
  created_at: Date
}

const SINGLE_CONFIRMATION = 'Confirmation link accepted. Please proceed to confirm link sent to the other email'

function fragmentUrl(base: string, params: Record<string, string>): string {
  const u = new URL(base)
  const keys = Object.keys(params).sort()
  const hq = new URLSearchParams()
  for (const k of keys) hq.set(k, params[k] as string)
  u.hash = hq.toString()
  return u.toString()
}

const OAUTH_ERROR: Record<number, string> = { 400: 'invalid_request', 401: 'unauthorized_client', 403: 'access_denied', 500: 'server_error', 503: 'temporarily_unavailable' }

export function verifyRoutes(core: Core): Hono {
  const app = new Hono()
  const cfg = core.config
  const route = (fn: Handler) => handle(core, fn)

  async function findByLinkToken(q: Queryable, type: string, linkToken: string): Promise<FoundToken> {
    const types = VERIFY_OTT.get(type)
    if (!types) throw badRequest('validation_failed', 'Invalid email verification type')
    const rows = await q.query<FoundToken & Record<string, unknown>>(
      `select id, user_id, token_type, created_at from app_auth.one_time_tokens
       where token_hash = $1 and token_type = any($2::text[])${core.db().kind === 'postgres' ? ' for update' : ''}`,
      [sha256Hex(linkToken), types],
    )
    const t = rows[0]
    if (!t) throw linkInvalid()
    if (Date.now() > new Date(t.created_at).getTime() + cfg.otpExpirySeconds * 1000) throw linkInvalid()
    return t
  }

  async function findByOtp(q: Queryable, type: string, email: string, otp: string): Promise<FoundToken> {
    const types = VERIFY_OTT.get(type)
    if (!types) throw badRequest('validation_failed', 'Invalid email verification type')
    const rows = await q.query<FoundToken & { otp_hash: string; relates_to: string } & Record<string, unknown>>(
      `select t.id, t.user_id, t.token_type, t.created_at, t.otp_hash, t.relates_to from app_auth.one_time_tokens t
       where t.relates_to = $1 and t.token_type = any($2::text[]) order by t.created_at desc${core.db().kind === 'postgres' ? ' for update' : ''}`,
      [email, types],
    )
    if (rows.length === 0) throw otpInvalid()
    const wanted = otpHash(email, otp)
    for (const t of rows) {
      if (Date.now() > new Date(t.created_at).getTime() + cfg.otpExpirySeconds * 1000) continue
      if (safeEqual(wanted, t.otp_hash)) return t
    }
    throw otpInvalid()
  }

  /** Applies a verified token; returns the user id to sign in, or null for the first half of a secure e-mail change. */
  async function applyVerification(q: Queryable, t: FoundToken): Promise<{ userId: string; type: string } | null> {
    const user = await loadUser(q, t.user_id)
    if (!user) throw linkInvalid()
    if (isBanned(user)) throw forbidden('user_banned', 'User is banned')
    switch (t.token_type) {
      case 'confirmation_token':
        await confirmUser(q, user.id)
        return { userId: user.id, type: 'signup' }
      case 'recovery_token':
        await q.query('delete from app_auth.one_time_tokens where id = $1', [t.id])
        await q.query('update app_auth.users set recovery_sent_at = null, updated_at = now() where id = $1', [user.id])
        if (!user.email_confirmed_at) await confirmUser(q, user.id)
        return { userId: user.id, type: 'recovery' }
      case 'email_change_token_new':
      case 'email_change_token_current': {
        await q.query('delete from app_auth.one_time_tokens where id = $1', [t.id])
        if (!user.email_change) throw linkInvalid()
        const other = await q.query<{ id: string }>(
          `select id from app_auth.one_time_tokens where user_id = $1 and token_type in ('email_change_token_new', 'email_change_token_current')`,
          [user.id],
        )
        if (cfg.secureEmailChange && user.email_change_confirm_status === 0 && other.length > 0) {
          await q.query('update app_auth.users set email_change_confirm_status = 1, updated_at = now() where id = $1', [user.id])
          return null
        }
        const newEmail = user.email_change
        await q.query(
          `update app_auth.users set email = $2, email_change = null, email_change_sent_at = null, email_change_confirm_status = 0,
             raw_user_meta_data = case when raw_user_meta_data ? 'email' then jsonb_set(raw_user_meta_data, '{email}', to_jsonb($2::text)) else raw_user_meta_data end,
             updated_at = now()
           where id = $1`,
          [user.id, newEmail],
        )
        await q.query(
          `update app_auth.identities set email = $2,
             identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true), updated_at = now()
           where user_id = $1 and provider = 'email'`,
          [user.id, newEmail],
        )
        await q.query(`delete from app_auth.one_time_tokens where user_id = $1 and token_type like 'email_change%'`, [user.id])
        return { userId: user.id, type: 'email_change' }
      }
      default:
        throw linkInvalid()
    }
  }

  app.get(
    '/verify',
    route(async (c) => {
      if (!(await allow(core, c, 'verify', cfg.rateLimits.verify))) throw tooManyRequests()
      const token = c.req.query('token') ?? ''
      const type = c.req.query('type') ?? ''
      const redirectTo = resolveRedirect(core, c.req.query('redirect_to'))
      if (type === '') throw badRequest('validation_failed', 'Verify requires a verification type')
      if (token === '') throw badRequest('validation_failed', 'Verify requires a token or a token hash')
      // As GoTrue: a type it does not know is refused before the link is looked at (400, not a redirect).
      if (type !== 'sms' && type !== 'phone_change' && !VERIFY_OTT.has(type)) throw badRequest('validation_failed', 'Unsupported verification type')
      const pkce = token.startsWith('pkce_')
      try {
        type Outcome = { kind: 'message'; message: string } | { kind: 'code'; code: string } | { kind: 'token'; token: TokenResponse }
        const result = await core.db().tx(async (q): Promise<Outcome> => {
          const t = await findByLinkToken(q, type, token)
          const applied = await applyVerification(q, t)
          if (!applied) return { kind: 'message', message: SINGLE_CONFIRMATION }
          if (pkce) {
            const method = applied.type === 'signup' ? 'email/signup' : type === 'magiclink' ? 'magiclink' : applied.type
            const code = await issueAuthCode(q, applied.userId, method)
            return { kind: 'code', code }
          }
          return { kind: 'token', token: await issueSession(core, q, applied.userId, 'otp', clientInfo(core, c)) }
        })
        if (result.kind === 'message') {
          const u = new URL(redirectTo)
          if (pkce) u.searchParams.set('message', result.message)
          return c.redirect(fragmentUrl(u.toString(), { message: result.message, sb: '' }), 303)
        }
        if (result.kind === 'code') {
          const u = new URL(redirectTo)
          u.searchParams.set('code', result.code)
          return c.redirect(u.toString(), 303)
        }
        const t = result.token
        return c.redirect(
          fragmentUrl(redirectTo, {
            access_token: t.access_token,
            token_type: t.token_type,
            expires_in: String(t.expires_in),
            expires_at: String(t.expires_at),
            refresh_token: t.refresh_token,
            type,
            sb: '',
          }),
          303,
        )
      } catch (e) {
        if (e instanceof AuthError && e.status < 500) {
          const params: Record<string, string> = { error_code: e.code, error_description: e.message, sb: '' }
          const oauth = OAUTH_ERROR[e.status]
          if (oauth) params.error = oauth
          const u = new URL(redirectTo)
          if (pkce) {
            if (oauth) u.searchParams.set('error', oauth)
            u.searchParams.set('error_code', e.code)
            u.searchParams.set('error_description', e.message)
          }
          return c.redirect(fragmentUrl(u.toString(), params), 303)
        }
        throw e
      }
    }),
  )

  app.post(
    '/verify',
    route(async (c) => {
      if (!(await allow(core, c, 'verify', cfg.rateLimits.verify))) throw tooManyRequests()
      const p = decodeParams(await body(core, c), 'VerifyParams', {
        type: 'string',
        token: 'string',
        token_hash: 'string',
        email: 'string',
        phone: 'string',
        redirect_to: 'string',
      })
      if (p.type === '') throw badRequest('validation_failed', 'Verify requires a verification type')
      if ((p.token === '' && p.token_hash === '') || (p.token !== '' && p.token_hash !== '')) {
        throw badRequest('validation_failed', 'Verify requires either a token or a token hash')
      }
      let email = ''
      if (p.token !== '') {
        if (p.phone !== '' && p.email === '') {
          // As GoTrue with phone sign-in off: the number's format is checked, then no account holds its code.
          validatePhone(p.phone)
          throw otpInvalid()
        }
        if (!(p.email !== '' && p.phone === '')) {
          throw badRequest('validation_failed', 'Only an email address or phone number should be provided on verify')
        }
        try {
          email = validateEmail(p.email)
        } catch {
          throw unprocessable('validation_failed', 'Invalid email format')
        }
      } else if (p.email !== '' || p.phone !== '' || p.redirect_to !== '') {
        throw badRequest('validation_failed', 'Only the token_hash and type should be provided')
      }
      // An e-mail code of a phone type matches no account (GoTrue looks up a phone and finds none); of a
      // type it does not know, 400. A token hash of a type no e-mail link has gets findByLinkToken's 400.
      if (p.token !== '' && (p.type === 'sms' || p.type === 'phone_change')) throw otpInvalid()
      if (p.token !== '' && !VERIFY_OTT.has(p.type)) throw badRequest('validation_failed', 'Unsupported verification type')
      const result = await core.db().tx(async (q) => {
        const t = p.token_hash !== '' ? await findByLinkToken(q, p.type, p.token_hash) : await findByOtp(q, p.type, email, p.token)
        const applied = await applyVerification(q, t)
        if (!applied) return null
        return issueSession(core, q, applied.userId, 'otp', clientInfo(core, c))
      }).catch(async (e: unknown) => {
        // A wrong code's failure counter must survive the rolled-back transaction.
        if (e instanceof AuthError && e.code === 'otp_expired' && p.token !== '') {
          await countOtpFailure(p.type, email)
        }
        throw e
      })
      if (!result) return json({ msg: SINGLE_CONFIRMATION, code: '200' })
      return json(result)
    }),
  )

  async function countOtpFailure(type: string, email: string): Promise<void> {
    const types = VERIFY_OTT.get(type)
    if (!types) return
    const db = core.db()
    await db.query(
      'update app_auth.one_time_tokens set failed_attempts = failed_attempts + 1 where relates_to = $1 and token_type = any($2::text[])',
      [email, types],
    )
    await db.query('delete from app_auth.one_time_tokens where relates_to = $1 and failed_attempts >= 5', [email])
  }

  return app
}
