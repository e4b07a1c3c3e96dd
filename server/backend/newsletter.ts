// Newsletter double opt-in: the confirmation e-mail, and the JSON endpoints the
// web app's /newsletter/confirm and /newsletter/unsubscribe pages call
// (plus RFC 8058 one-click unsubscription from mail clients).

import { Hono, type Context } from 'hono'
import type { Core } from './core.ts'
import { allow, ipOf } from './core.ts'
import { BodyTooLarge, isUuid, json, parseJson, readBody } from './http.ts'
import { isPgError } from './db.ts'
import { langFromAcceptLanguage, newsletterConfirmationMail, type Lang } from './mailer.ts'
import { isFormEmail } from './auth/validate.ts'
import { spendEmail } from './email-budget.ts'
import { confirmSubscription, endSubscription, insertSubscriber, pendingSubscriber, type SubscriberRow } from './newsletter-model.ts'

const LANGUAGES: readonly Lang[] = ['fr', 'en', 'he']

/** A failure, answered as {error, message}. */
class NewsletterError extends Error {
  readonly status: number
  readonly error: string
  constructor(status: number, error: string, message: string) {
    super(message)
    this.status = status
    this.error = error
  }
}

const fail = (status: number, error: string, message: string) => json({ error, message }, status)

/**
 * Sends the double opt-in e-mail for a new subscriber, within the newsletter's share of the e-mail
 * budget; a refusal or a failure is logged, the row stays.
 */
export async function sendNewsletterConfirmation(core: Core, subscriber: SubscriberRow, client: string | null): Promise<void> {
  const site = core.config.siteUrl
  const confirm = `${site}/newsletter/confirm?token=${encodeURIComponent(subscriber.confirmation_token)}`
  const unsubscribePage = `${site}/newsletter/unsubscribe?token=${encodeURIComponent(subscriber.unsubscribe_token)}`
  const oneClick = `${core.config.apiUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(subscriber.unsubscribe_token)}`
  try {
    const refused = await spendEmail(core, { to: subscriber.email, kind: 'newsletter', group: 'newsletter', client })
    if (refused) {
      core.log(`backend: e-mail budget (${refused.reason}) refuses the newsletter confirmation to ${subscriber.email}`)
      return
    }
    await core.mailer.send(newsletterConfirmationMail(subscriber.lang, subscriber.email, subscriber.first_name, confirm, unsubscribePage, oneClick))
  } catch (error) {
    core.log(`backend: could not send the newsletter confirmation to ${subscriber.email}: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/** Sends a pending subscription its confirmation again (an address subscribed anew); nothing for any other. */
export async function resendNewsletterConfirmation(core: Core, email: string, client: string | null): Promise<void> {
  try {
    const pending = await pendingSubscriber(core.db(), email)
    if (pending) await sendNewsletterConfirmation(core, pending, client)
  } catch (error) {
    core.log(`backend: could not send the newsletter confirmation again to ${email}: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/** The request's fields: a form's, or a JSON object's (an empty body has none). */
async function readFields(core: Core, c: Context): Promise<Record<string, unknown>> {
  let raw: Buffer
  try {
    raw = await readBody(c, core.config.bodyLimitBytes)
  } catch (error) {
    if (error instanceof BodyTooLarge) throw new NewsletterError(413, 'payload_too_large', error.message)
    throw error
  }
  const type = (c.req.header('content-type') ?? '').toLowerCase()
  if (type.startsWith('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(raw.toString('utf8')))
  if (raw.length === 0) return {}
  let value: unknown
  try {
    value = parseJson(raw)
  } catch {
    value = undefined
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>
  throw new NewsletterError(400, 'invalid_json', 'The body must be a JSON object.')
}

/** A link's token: the body's, or (RFC 8058: a mail client POSTs "List-Unsubscribe=One-Click") the query's. */
function tokenOf(c: Context, fields: Record<string, unknown>): string {
  return typeof fields.token === 'string' ? fields.token.trim() : (c.req.query('token') ?? '')
}

/** POST /subscribe: a pending subscription and its confirmation e-mail; a known address gets the same answer. */
async function subscribe(core: Core, c: Context): Promise<Response> {
  const fields = await readFields(core, c)
  const email = typeof fields.email === 'string' ? fields.email.trim().toLowerCase() : ''
  if (!isFormEmail(email)) return fail(400, 'invalid_email', 'A valid e-mail address is required.')
  // At most 100 characters (code points, as the database counts them), trimmed after the cut too.
  const firstName = typeof fields.first_name === 'string' ? [...fields.first_name.trim()].slice(0, 100).join('').trim() || null : null
  const lang = LANGUAGES.find((language) => language === fields.lang) ?? langFromAcceptLanguage(c.req.header('accept-language'))
  let subscriber: SubscriberRow | undefined
  try {
    subscriber = await insertSubscriber(core.db(), { email, firstName, lang })
  } catch (error) {
    if (isPgError(error) && /^(22|23)/.test(error.code)) return fail(400, 'invalid_input', 'The subscription was refused.')
    throw error
  }
  // A known address gets the answer of a new one (nothing tells it is subscribed); a pending one its confirmation again.
  if (subscriber) void sendNewsletterConfirmation(core, subscriber, ipOf(core, c))
  else void resendNewsletterConfirmation(core, email, ipOf(core, c))
  return json({ status: 'pending' }, 201)
}

/** POST /confirm: the link of the confirmation e-mail. */
async function confirm(core: Core, c: Context): Promise<Response> {
  const token = tokenOf(c, await readFields(core, c))
  if (!isUuid(token)) return fail(400, 'invalid_token', 'The confirmation link is invalid.')
  const email = await confirmSubscription(core.db(), token.toLowerCase())
  if (email === undefined) return fail(404, 'not_found', 'This confirmation link is unknown or has expired.')
  return json({ status: 'confirmed', email })
}

/** POST /unsubscribe: the link of every newsletter e-mail, and mail clients' one-click unsubscription. */
async function unsubscribe(core: Core, c: Context): Promise<Response> {
  const token = tokenOf(c, await readFields(core, c))
  if (!isUuid(token)) return fail(400, 'invalid_token', 'The unsubscribe link is invalid.')
  if (!(await endSubscription(core.db(), 'unsubscribe_token', token.toLowerCase()))) return fail(404, 'not_found', 'This unsubscribe link is unknown.')
  return json({ status: 'unsubscribed' })
}

export function newsletterRoutes(core: Core): Hono {
  const app = new Hono()
  // The rate limit, then the endpoint; a failure answered as {error, message}.
  const route = (handler: (core: Core, c: Context) => Promise<Response>) => async (c: Context) => {
    try {
      if (!(await allow(core, c, 'newsletter', core.config.rateLimits.newsletter))) {
        return fail(429, 'over_request_rate_limit', 'Too many requests, try again later.')
      }
      return await handler(core, c)
    } catch (error) {
      if (error instanceof NewsletterError) return fail(error.status, error.error, error.message)
      core.log(`backend: unexpected error on ${c.req.method} ${c.req.path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
      return fail(500, 'unexpected_failure', 'Unexpected failure.')
    }
  }
  app.post('/subscribe', route(subscribe))
  app.post('/confirm', route(confirm))
  app.post('/unsubscribe', route(unsubscribe))
  app.all('/*', (c) =>
    c.req.method === 'OPTIONS' ? c.body(null, 204) : fail(c.req.method === 'GET' ? 405 : 404, c.req.method === 'GET' ? 'method_not_allowed' : 'not_found', 'Not found.'),
  )
  return app
}
