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
import { AuthError, BodyTooLarge, json, readBody } from './http.ts'
import { authenticate, type Authenticated } from './auth/guard.ts'
import { hasVerifiedFactor, loadUser } from './auth/model.ts'
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
  } catch (e) {
    if (!(e instanceof AuthError)) throw e
    if (e.code === 'no_authorization' || e.code === 'bad_jwt') throw new AccountError(401, e.code, e.message)
    if (e.code === 'session_not_found' || e.code === 'user_not_found') throw sessionGone()
    throw new AccountError(e.status >= 400 && e.status < 500 ? e.status : 403, e.code, e.message)
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
  } catch (e) {
    if (e instanceof BodyTooLarge) throw new AccountError(413, 'payload_too_large', e.message)
    throw e
  }
}

function statusOf(row: { confirmed_at: Date | null; unsubscribed_at: Date | null } | undefined): NewsletterStatus {
  if (!row) return 'none'
  if (row.unsubscribed_at) return 'unsubscribed'
  return row.confirmed_at ? 'confirmed' : 'pending'
}

export function accountRoutes(core: Core): Hono {
  const app = new Hono()

  // Rate limit (per client IP, the user-update limit in a bucket of its own), then the handler.
  const guard = (fn: (c: Context) => Promise<Response>) => async (c: Context) => {
    try {
      if (!(await allow(core, c, 'account', core.config.rateLimits.userUpdate))) {
        throw new AccountError(429, 'over_request_rate_limit', 'Too many requests, try again later.')
      }
      return await fn(c)
    } catch (e) {
      if (e instanceof AccountError) return fail(e.status, e.error, e.message)
      if (e instanceof AuthError && e.status < 500) return fail(e.status, e.code, e.message)
      core.log(`backend: unexpected error on ${c.req.method} ${c.req.path}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`)
      return fail(500, 'unexpected_failure', 'Unexpected failure.')
    }
  }

  app.get(
    '/newsletter',
    guard(async (c) => {
      const { user } = await signedIn(core, c)
      const email = user.email ?? ''
      const rows = email
        ? await core.db().query<{ confirmed_at: Date | null; unsubscribed_at: Date | null }>(
            'select confirmed_at, unsubscribed_at from public.newsletter_subscribers where email = $1',
            [email.toLowerCase()],
          )
        : []
      return json({ status: statusOf(rows[0]), email }, 200, { 'Cache-Control': 'no-store' })
    }),
  )

  app.delete(
    '/newsletter',
    guard(async (c) => {
      const { user } = await signedIn(core, c)
      await drainBody(core, c)
      const email = user.email ?? ''
      const rows = email
        ? await core.db().query<{ id: string }>(
            `update public.newsletter_subscribers set unsubscribed_at = coalesce(unsubscribed_at, now())
             where email = $1 returning id`,
            [email.toLowerCase()],
          )
        : []
      if (!rows[0]) throw new AccountError(404, 'not_found', 'This address is not subscribed to the newsletter.')
      return json({ status: 'unsubscribed' }, 200, { 'Cache-Control': 'no-store' })
    }),
  )

  app.delete(
    '/',
    guard(async (c) => {
      const auth = await signedIn(core, c)
      const { nonce } = await readReauthentication(core, c)
      // An account with a second factor is deleted from a session that verified it (checked again below).
      if (hasVerifiedFactor(auth.user) && auth.session.aal !== 'aal2') throw insufficientAal()
      // As a password change: the code e-mailed by /auth/v1/reauthenticate, unless this session proved the
      // address (an e-mailed link or code) or its second factor within the last ten minutes.
      const proven =
        nonce === '' &&
        ((await recentlyProven(core, auth.session.id, EMAIL_PROOF_METHODS)) ||
          (hasVerifiedFactor(auth.user) && (await recentlyProven(core, auth.session.id, SECOND_FACTOR_METHODS))))
      if (!proven) await spendReauthenticationCode(core, auth.user, nonce)
      // Checked and deleted in one transaction, committed before the answer: the user row goes,
      // and with it (ON DELETE CASCADE) every user table: identities, sessions, refresh tokens, AMR claims,
      // factors, challenges, recovery codes, one-time tokens, PKCE flow states, sign-in addresses (a test
      // lists them). The newsletter subscription, kept by address and not by account, stays.
      await core.db().tx(async (q) => {
        const user = await loadUser(q, auth.user.id, true)
        if (!user) throw sessionGone()
        const sessions = await q.query<{ aal: string }>('select aal from app_auth.sessions where id = $1 and user_id = $2', [
          auth.session.id,
          user.id,
        ])
        const session = sessions[0]
        if (!session) throw sessionGone()
        if (hasVerifiedFactor(user) && session.aal !== 'aal2') throw insufficientAal()
        await q.query('delete from app_auth.users where id = $1', [user.id])
      })
      core.log(`backend: account ${auth.user.id} deleted by its owner`)
      return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
    }),
  )

  // Known paths with another method: 405; anything else: 404.
  const allowed: ReadonlyMap<string, string> = new Map([
    ['/api/account', 'DELETE, OPTIONS'],
    ['/api/account/newsletter', 'GET, DELETE, OPTIONS'],
  ])
  app.all('*', (c) => {
    const allow = allowed.get(c.req.path)
    if (c.req.method === 'OPTIONS') return new Response(null, { status: 204, headers: allow ? { Allow: allow } : {} })
    if (allow) return fail(405, 'method_not_allowed', 'Method not allowed.', { Allow: allow })
    return fail(404, 'not_found', 'Not found.')
  })

  return app
}
