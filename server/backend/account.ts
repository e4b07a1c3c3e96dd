// /api/account — the signed-in user's own account, for the web app's profile
// page (same origin, JSON): the newsletter status of the account's address,
// unsubscribing it, and deleting the account.
//
// Authentication is the user's access token (`Authorization: Bearer`), checked
// like GoTrue's /user (valid signature, existing user and session); an
// `apikey` header is accepted and not required. Every failure is answered as
// {"error": <code>, "message": <text>}, like the newsletter endpoints.

import { Hono, type Context } from 'hono'
import type { Core } from './core.ts'
import { allow } from './core.ts'
import type { Queryable } from './db.ts'
import { AuthError, BodyTooLarge, json, readBody } from './http.ts'
import { authenticate, type Authenticated } from './auth/guard.ts'
import { deleteUser, hasVerifiedFactor, loadUser, type FullUser } from './auth/model.ts'
import { findUserSession } from './auth/session-model.ts'
import { endSubscription, subscriptionOf, type SubscriptionState } from './newsletter-model.ts'
import { EMAIL_PROOF_METHODS, recentlyProven, SECOND_FACTOR_METHODS, spendReauthenticationCode } from './auth/reauthentication.ts'

export type NewsletterStatus = 'none' | 'pending' | 'confirmed' | 'unsubscribed'

/** A failure answered as {error, message}. */
class AccountError extends Error {
  status: number
  error: string
  constructor(status: number, error: string, message: string) {
    super(message)
    this.status = status
    this.error = error
  }
}

const fail = (status: number, error: string, message: string, headers: Record<string, string> = {}) =>
  json({ error, message }, status, { 'Cache-Control': 'no-store', ...headers })

const insufficientAal = () => new AccountError(401, 'insufficient_aal', 'AAL2 session is required to delete the account when MFA is enabled.')

const sessionGone = () => new AccountError(401, 'session_not_found', 'Session from session_id claim in JWT does not exist')

/**
 * GoTrue's checks, with this API's statuses: whatever makes the token unusable
 * is a 401 (no_authorization, bad_jwt, session_not_found — a deleted user's
 * token has no session left either); a banned user gets 403 user_banned.
 */
async function signedIn(core: Core, c: Context): Promise<Authenticated & { session: NonNullable<Authenticated['session']> }> {
  let auth: Authenticated
  try {
    auth = await authenticate(core, c)
  } catch (error) {
    if (!(error instanceof AuthError)) throw error
    if (error.code === 'no_authorization' || error.code === 'bad_jwt') throw new AccountError(401, error.code, error.message)
    if (error.code === 'session_not_found' || error.code === 'user_not_found') throw sessionGone()
    throw new AccountError(error.status >= 400 && error.status < 500 ? error.status : 403, error.code, error.message)
  }
  // Access tokens of this server always name their session; one without is not a user's session.
  if (!auth.session) throw sessionGone()
  return auth as Authenticated & { session: NonNullable<Authenticated['session']> }
}

/** The reauthentication code of a deletion: `{ "nonce": "123456" }`, or no body at all. */
async function readReauthentication(core: Core, c: Context): Promise<{ nonce: string }> {
  const raw = await boundedBody(core, c)
  if (raw.length === 0) return { nonce: '' }
  let value: unknown
  try {
    value = JSON.parse(raw.toString('utf8'))
  } catch {
    throw new AccountError(400, 'bad_json', 'The body must be JSON: {"nonce": "<the e-mailed code>"}.')
  }
  const nonce = value !== null && typeof value === 'object' ? (value as { nonce?: unknown }).nonce : undefined
  if (nonce !== undefined && nonce !== null && typeof nonce !== 'string') throw new AccountError(400, 'validation_failed', 'nonce must be a string.')
  return { nonce: typeof nonce === 'string' ? nonce.trim() : '' }
}

/** Reads (and drops) a request body, refusing one over the limit; its content is not used. */
async function drainBody(core: Core, c: Context): Promise<void> {
  await boundedBody(core, c)
}

/** The request body, refusing one over the limit with this API's 413. */
async function boundedBody(core: Core, c: Context): Promise<Buffer> {
  try {
    return await readBody(c, core.config.bodyLimitBytes)
  } catch (error) {
    if (error instanceof BodyTooLarge) throw new AccountError(413, 'payload_too_large', error.message)
    throw error
  }
}

function statusOf(subscription: SubscriptionState | undefined): NewsletterStatus {
  if (!subscription) return 'none'
  if (subscription.unsubscribed_at) return 'unsubscribed'
  return subscription.confirmed_at ? 'confirmed' : 'pending'
}

/** GET /api/account/newsletter: the subscription of the account's address. */
async function newsletterStatus(core: Core, c: Context): Promise<Response> {
  const { user } = await signedIn(core, c)
  const email = user.email ?? ''
  const subscription = email ? await subscriptionOf(core.db(), email.toLowerCase()) : undefined
  return json({ status: statusOf(subscription), email }, 200, { 'Cache-Control': 'no-store' })
}

/** DELETE /api/account/newsletter: ends the subscription of the account's address. */
async function unsubscribeAccount(core: Core, c: Context): Promise<Response> {
  const { user } = await signedIn(core, c)
  await drainBody(core, c)
  const email = user.email ?? ''
  if (!email || !(await endSubscription(core.db(), 'email', email.toLowerCase()))) {
    throw new AccountError(404, 'not_found', 'This address is not subscribed to the newsletter.')
  }
  return json({ status: 'unsubscribed' }, 200, { 'Cache-Control': 'no-store' })
}

/**
 * DELETE /api/account: the account and every user table with it, committed before the answer. As a password
 * change, it needs the code e-mailed by /auth/v1/reauthenticate, unless this session proved the address (an
 * e-mailed link or code) or its second factor within the last ten minutes; an account with a second factor
 * is deleted from a session that verified it.
 */
async function deleteAccount(core: Core, c: Context): Promise<Response> {
  const auth = await signedIn(core, c)
  const { nonce } = await readReauthentication(core, c)
  if (hasVerifiedFactor(auth.user) && auth.session.aal !== 'aal2') throw insufficientAal()
  const proven =
    nonce === '' &&
    ((await recentlyProven(core, auth.session.id, EMAIL_PROOF_METHODS)) ||
      (hasVerifiedFactor(auth.user) && (await recentlyProven(core, auth.session.id, SECOND_FACTOR_METHODS))))
  if (!proven) await spendReauthenticationCode(core, auth.user, nonce)
  // Checked again and deleted in one transaction: the user row is locked, its session must still hold.
  await core.db().tx(async (tx) => {
    const user = await loadUser(tx, auth.user.id, true)
    if (!user) throw sessionGone()
    await requireLiveSession(tx, user, auth.session.id)
    await deleteUser(tx, user.id)
  })
  core.log(`backend: account ${auth.user.id} deleted by its owner`)
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
}

/** The session still exists, at aal2 when the account has a second factor. */
async function requireLiveSession(tx: Queryable, user: FullUser, sessionId: string): Promise<void> {
  const session = await findUserSession(tx, sessionId, user.id)
  if (!session) throw sessionGone()
  if (hasVerifiedFactor(user) && session.aal !== 'aal2') throw insufficientAal()
}

export function accountRoutes(core: Core): Hono {
  const app = new Hono()

  // Rate limit (per client IP, the user-update limit in a bucket of its own), then the handler.
  const guard = (handler: (core: Core, c: Context) => Promise<Response>) => async (c: Context) => {
    try {
      if (!(await allow(core, c, 'account', core.config.rateLimits.userUpdate))) {
        throw new AccountError(429, 'over_request_rate_limit', 'Too many requests, try again later.')
      }
      return await handler(core, c)
    } catch (error) {
      if (error instanceof AccountError) return fail(error.status, error.error, error.message)
      if (error instanceof AuthError && error.status < 500) return fail(error.status, error.code, error.message)
      core.log(`backend: unexpected error on ${c.req.method} ${c.req.path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
      return fail(500, 'unexpected_failure', 'Unexpected failure.')
    }
  }

  app.get('/newsletter', guard(newsletterStatus))
  app.delete('/newsletter', guard(unsubscribeAccount))
  app.delete('/', guard(deleteAccount))

  // Known paths with another method: 405; anything else: 404.
  const allowed: ReadonlyMap<string, string> = new Map([
    ['/api/account', 'DELETE, OPTIONS'],
    ['/api/account/newsletter', 'GET, DELETE, OPTIONS'],
  ])
  app.all('*', (c) => {
    const methods = allowed.get(c.req.path)
    if (c.req.method === 'OPTIONS') return new Response(null, { status: 204, headers: methods ? { Allow: methods } : {} })
    if (methods) return fail(405, 'method_not_allowed', 'Method not allowed.', { Allow: methods })
    return fail(404, 'not_found', 'Not found.')
  })

  return app
}
