// /auth/v1/verify — following an e-mailed link (GET, answered by a redirect)
// or entering an e-mailed code (POST): confirms the address, the recovery or
// the e-mail change, and opens a session.

import type { Context, Hono } from 'hono'
import type { Core } from '../core.ts'
import { allow } from '../core.ts'
import type { Queryable } from '../db.ts'
import { AuthError, badRequest, decodeParams, forbidden, json, unprocessable } from '../http.ts'
import { safeEqual } from '../crypto.ts'
import { body, endpointGroup } from './guard.ts'
import { applyEmailChange, clearRecovery, confirmEmailChangeOnce, confirmUser, isBanned, loadUser } from './model.ts'
import {
  countWrongCode,
  deleteOneTimeToken,
  emailChangePending,
  findByLinkToken,
  otpHash,
  tokensSentTo,
  type FoundToken,
  type OttType,
} from './one-time-token-model.ts'
import { issueAuthCode, issueSession, type TokenResponse } from './session-model.ts'
import { resolveRedirect, validateEmail, validatePhone } from './validate.ts'
import { clientInfo, tooManyRequests } from './common.ts'

/** The tokens each verification type may be answered with. */
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

const SINGLE_CONFIRMATION = 'Confirmation link accepted. Please proceed to confirm link sent to the other email'

const OAUTH_ERROR: Record<number, string> = { 400: 'invalid_request', 401: 'unauthorized_client', 403: 'access_denied', 500: 'server_error', 503: 'temporarily_unavailable' }

/** What following a link leads to: a message (half of a secure e-mail change), a PKCE auth code, or a session. */
type LinkOutcome = { kind: 'message'; message: string } | { kind: 'code'; code: string } | { kind: 'token'; token: TokenResponse }

/** An address with these parameters in its fragment, sorted by name, as GoTrue writes them. */
function fragmentUrl(base: string, params: Record<string, string>): string {
  const url = new URL(base)
  const fragment = new URLSearchParams()
  for (const name of Object.keys(params).sort()) fragment.set(name, params[name] as string)
  url.hash = fragment.toString()
  return url.toString()
}

function typesOf(type: string): OttType[] {
  const types = VERIFY_OTT.get(type)
  if (!types) throw badRequest('validation_failed', 'Invalid email verification type')
  return types
}

function expired(core: Core, token: FoundToken): boolean {
  return Date.now() > new Date(token.created_at).getTime() + core.config.otpExpirySeconds * 1000
}

async function tokenOfLink(core: Core, tx: Queryable, type: string, linkToken: string): Promise<FoundToken> {
  const token = await findByLinkToken(tx, linkToken, typesOf(type), core.db().kind === 'postgres')
  if (!token || expired(core, token)) throw linkInvalid()
  return token
}

async function tokenOfCode(core: Core, tx: Queryable, type: string, email: string, code: string): Promise<FoundToken> {
  const tokens = await tokensSentTo(tx, email, typesOf(type), core.db().kind === 'postgres')
  if (tokens.length === 0) throw otpInvalid()
  const wanted = otpHash(email, code)
  const token = tokens.find((candidate) => !expired(core, candidate) && safeEqual(wanted, candidate.otp_hash))
  if (!token) throw otpInvalid()
  return token
}

/** Applies a verified token; returns the user id to sign in, or null for the first half of a secure e-mail change. */
async function applyVerification(core: Core, tx: Queryable, token: FoundToken): Promise<{ userId: string; type: string } | null> {
  const user = await loadUser(tx, token.user_id)
  if (!user) throw linkInvalid()
  if (isBanned(user)) throw forbidden('user_banned', 'User is banned')
  switch (token.token_type) {
    case 'confirmation_token':
      await confirmUser(tx, user.id)
      return { userId: user.id, type: 'signup' }
    case 'recovery_token':
      await deleteOneTimeToken(tx, token.id)
      await clearRecovery(tx, user.id)
      if (!user.email_confirmed_at) await confirmUser(tx, user.id)
      return { userId: user.id, type: 'recovery' }
    case 'email_change_token_new':
    case 'email_change_token_current': {
      await deleteOneTimeToken(tx, token.id)
      if (!user.email_change) throw linkInvalid()
      if (core.config.secureEmailChange && user.email_change_confirm_status === 0 && (await emailChangePending(tx, user.id))) {
        await confirmEmailChangeOnce(tx, user.id)
        return null
      }
      await applyEmailChange(tx, user.id, user.email_change)
      return { userId: user.id, type: 'email_change' }
    }
    default:
      throw linkInvalid()
  }
}

/** GET /verify: a followed e-mail link, answered by a redirect that carries the session, a code or the error. */
async function followLink(core: Core, c: Context): Promise<Response> {
  if (!(await allow(core, c, 'verify', core.config.rateLimits.verify))) throw tooManyRequests()
  const linkToken = c.req.query('token') ?? ''
  const type = c.req.query('type') ?? ''
  const redirectTo = resolveRedirect(core, c.req.query('redirect_to'))
  if (type === '') throw badRequest('validation_failed', 'Verify requires a verification type')
  if (linkToken === '') throw badRequest('validation_failed', 'Verify requires a token or a token hash')
  // As GoTrue: a type it does not know is refused before the link is looked at (400, not a redirect).
  if (type !== 'sms' && type !== 'phone_change' && !VERIFY_OTT.has(type)) throw badRequest('validation_failed', 'Unsupported verification type')
  const pkce = linkToken.startsWith('pkce_')
  try {
    const outcome = await core.db().tx(async (tx): Promise<LinkOutcome> => {
      const applied = await applyVerification(core, tx, await tokenOfLink(core, tx, type, linkToken))
      if (!applied) return { kind: 'message', message: SINGLE_CONFIRMATION }
      if (pkce) {
        const method = applied.type === 'signup' ? 'email/signup' : type === 'magiclink' ? 'magiclink' : applied.type
        return { kind: 'code', code: await issueAuthCode(tx, applied.userId, method) }
      }
      return { kind: 'token', token: await issueSession(core, tx, applied.userId, 'otp', clientInfo(core, c)) }
    })
    return c.redirect(linkRedirect(redirectTo, type, pkce, outcome), 303)
  } catch (error) {
    if (error instanceof AuthError && error.status < 500) return c.redirect(linkErrorRedirect(redirectTo, pkce, error), 303)
    throw error
  }
}

/** Where a followed link leads: the site, with the session in the fragment, or the PKCE code or message in the query. */
function linkRedirect(redirectTo: string, type: string, pkce: boolean, outcome: LinkOutcome): string {
  const url = new URL(redirectTo)
  if (outcome.kind === 'message') {
    if (pkce) url.searchParams.set('message', outcome.message)
    return fragmentUrl(url.toString(), { message: outcome.message, sb: '' })
  }
  if (outcome.kind === 'code') {
    url.searchParams.set('code', outcome.code)
    return url.toString()
  }
  const session = outcome.token
  return fragmentUrl(redirectTo, {
    access_token: session.access_token,
    token_type: session.token_type,
    expires_in: String(session.expires_in),
    expires_at: String(session.expires_at),
    refresh_token: session.refresh_token,
    type,
    sb: '',
  })
}

/** A link that failed: the site, with GoTrue's error parameters in the fragment (and the query, for PKCE). */
function linkErrorRedirect(redirectTo: string, pkce: boolean, error: AuthError): string {
  const params: Record<string, string> = { error_code: error.code, error_description: error.message, sb: '' }
  const oauth = OAUTH_ERROR[error.status]
  if (oauth) params.error = oauth
  const url = new URL(redirectTo)
  if (pkce) {
    if (oauth) url.searchParams.set('error', oauth)
    url.searchParams.set('error_code', error.code)
    url.searchParams.set('error_description', error.message)
  }
  return fragmentUrl(url.toString(), params)
}

/** POST /verify: an e-mailed code with its address, or a link's token hash; answers the session. */
async function enterCode(core: Core, c: Context): Promise<Response> {
  if (!(await allow(core, c, 'verify', core.config.rateLimits.verify))) throw tooManyRequests()
  const params = decodeParams(await body(core, c), 'VerifyParams', {
    type: 'string',
    token: 'string',
    token_hash: 'string',
    email: 'string',
    phone: 'string',
    redirect_to: 'string',
  })
  const email = checkedCodeAddress(params)
  const { type, token: code, token_hash: tokenHash } = params
  const session = await core
    .db()
    .tx(async (tx) => {
      const token = tokenHash !== '' ? await tokenOfLink(core, tx, type, tokenHash) : await tokenOfCode(core, tx, type, email, code)
      const applied = await applyVerification(core, tx, token)
      return applied ? issueSession(core, tx, applied.userId, 'otp', clientInfo(core, c)) : null
    })
    .catch(async (error: unknown) => {
      // A wrong code's failure counter must survive the rolled-back transaction.
      if (error instanceof AuthError && error.code === 'otp_expired' && code !== '') {
        const types = VERIFY_OTT.get(type)
        if (types) await countWrongCode(core.db(), email, types)
      }
      throw error
    })
  return session ? json(session) : json({ msg: SINGLE_CONFIRMATION, code: '200' })
}

/**
 * Checks what a code's verification names, in GoTrue's order: a type, either a code or a token hash, and with
 * a code, one e-mail address (returned, lowercased); '' with a token hash.
 */
function checkedCodeAddress(params: { type: string; token: string; token_hash: string; email: string; phone: string; redirect_to: string }): string {
  if (params.type === '') throw badRequest('validation_failed', 'Verify requires a verification type')
  if ((params.token === '' && params.token_hash === '') || (params.token !== '' && params.token_hash !== '')) {
    throw badRequest('validation_failed', 'Verify requires either a token or a token hash')
  }
  if (params.token === '') {
    if (params.email !== '' || params.phone !== '' || params.redirect_to !== '') throw badRequest('validation_failed', 'Only the token_hash and type should be provided')
    return ''
  }
  if (params.phone !== '' && params.email === '') {
    // As GoTrue with phone sign-in off: the number's format is checked, then no account holds its code.
    validatePhone(params.phone)
    throw otpInvalid()
  }
  if (!(params.email !== '' && params.phone === '')) throw badRequest('validation_failed', 'Only an email address or phone number should be provided on verify')
  let email: string
  try {
    email = validateEmail(params.email)
  } catch {
    throw unprocessable('validation_failed', 'Invalid email format')
  }
  // An e-mail code of a phone type matches no account (GoTrue looks up a phone and finds none); of a
  // type it does not know, 400. A token hash of a type no e-mail link has gets typesOf's 400.
  if (params.type === 'sms' || params.type === 'phone_change') throw otpInvalid()
  if (!VERIFY_OTT.has(params.type)) throw badRequest('validation_failed', 'Unsupported verification type')
  return email
}

export const verifyRoutes = (core: Core): Hono =>
  endpointGroup(core, [
    ['GET', '/verify', followLink],
    ['POST', '/verify', enterCode],
  ])
