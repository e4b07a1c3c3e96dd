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

export interface SubscriberRow {
  id: string
  email: string
  first_name: string | null
  confirmation_token: string
  unsubscribe_token: string
  lang: Lang
}

/**
 * Sends the double opt-in e-mail for a new subscriber, within the newsletter's share of the e-mail
 * budget; a refusal or a failure is logged, the row stays.
 */
export async function sendNewsletterConfirmation(core: Core, row: SubscriberRow, client: string | null): Promise<void> {
  const site = core.config.siteUrl
  const confirm = `${site}/newsletter/confirm?token=${encodeURIComponent(row.confirmation_token)}`
  const unsubscribePage = `${site}/newsletter/unsubscribe?token=${encodeURIComponent(row.unsubscribe_token)}`
  const oneClick = `${core.config.apiUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(row.unsubscribe_token)}`
  try {
    const refused = await spendEmail(core, { to: row.email, kind: 'newsletter', group: 'newsletter', client })
    if (refused) {
      core.log(`backend: e-mail budget (${refused.reason}) refuses the newsletter confirmation to ${row.email}`)
      return
    }
    await core.mailer.send(newsletterConfirmationMail(row.lang, row.email, row.first_name, confirm, unsubscribePage, oneClick))
  } catch (e) {
    core.log(`backend: could not send the newsletter confirmation to ${row.email}: ${e instanceof Error ? e.message : String(e)}`)
  }
}

/** Sends a pending subscription its confirmation again (an address subscribed anew); nothing for any other. */
export async function resendNewsletterConfirmation(core: Core, email: string, client: string | null): Promise<void> {
  try {
    const rows = await core.db().query<SubscriberRow & Record<string, unknown>>(
      `select id, email, first_name, confirmation_token, unsubscribe_token, lang from public.newsletter_subscribers
       where email = $1 and confirmed_at is null and unsubscribed_at is null`,
      [email],
    )
    if (rows[0]) await sendNewsletterConfirmation(core, rows[0], client)
  } catch (e) {
    core.log(`backend: could not send the newsletter confirmation again to ${email}: ${e instanceof Error ? e.message : String(e)}`)
  }
}

export function newsletterRoutes(core: Core): Hono {
  const app = new Hono()

  const fail = (status: number, error: string, message: string) => json({ error, message }, status)

  async function readJson(c: Context): Promise<Record<string, unknown> | Response> {
    let raw: Buffer
    try {
      raw = await readBody(c, core.config.bodyLimitBytes)
    } catch (e) {
      if (e instanceof BodyTooLarge) return fail(413, 'payload_too_large', e.message)
      throw e
    }
    const type = (c.req.header('content-type') ?? '').toLowerCase()
    if (type.startsWith('application/x-www-form-urlencoded')) {
      return Object.fromEntries(new URLSearchParams(raw.toString('utf8')))
    }
    if (raw.length === 0) return {}
    try {
      const v = parseJson(raw)
      if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>
    } catch {
      /* fall through */
    }
    return fail(400, 'invalid_json', 'The body must be a JSON object.')
  }

  const guard = (fn: (c: Context) => Promise<Response>) => async (c: Context) => {
    try {
      if (!(await allow(core, c, 'newsletter', core.config.rateLimits.newsletter))) {
        return fail(429, 'over_request_rate_limit', 'Too many requests, try again later.')
      }
      return await fn(c)
    } catch (e) {
      core.log(`backend: unexpected error on ${c.req.method} ${c.req.path}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`)
      return fail(500, 'unexpected_failure', 'Unexpected failure.')
    }
  }

  app.post(
    '/subscribe',
    guard(async (c) => {
      const b = await readJson(c)
      if (b instanceof Response) return b
      const email = typeof b.email === 'string' ? b.email.trim().toLowerCase() : ''
      if (!isFormEmail(email)) return fail(400, 'invalid_email', 'A valid e-mail address is required.')
      let firstName: string | null = null
      // At most 100 characters (code points, as the database counts them), trimmed after the cut too.
      if (typeof b.first_name === 'string') firstName = [...b.first_name.trim()].slice(0, 100).join('').trim() || null
      const lang = (['fr', 'en', 'he'] as const).find((l) => l === b.lang) ?? langFromAcceptLanguage(c.req.header('accept-language'))
      let row: SubscriberRow | undefined
      try {
        row = (
          await core.db().query<SubscriberRow & Record<string, unknown>>(
            `insert into public.newsletter_subscribers (email, first_name, lang) values ($1, $2, $3) on conflict (email) do nothing
             returning id, email, first_name, confirmation_token, unsubscribe_token, lang`,
            [email, firstName, lang],
          )
        )[0]
      } catch (e) {
        if (isPgError(e) && /^(22|23)/.test(e.code)) return fail(400, 'invalid_input', 'The subscription was refused.')
        throw e
      }
      // A known address gets the answer of a new one (nothing tells it is subscribed); a pending one its confirmation again.
      if (row) void sendNewsletterConfirmation(core, row, ipOf(core, c))
      else void resendNewsletterConfirmation(core, email, ipOf(core, c))
      return json({ status: 'pending' }, 201)
    }),
  )

  app.post(
    '/confirm',
    guard(async (c) => {
      const b = await readJson(c)
      if (b instanceof Response) return b
      const token = typeof b.token === 'string' ? b.token.trim() : c.req.query('token') ?? ''
      if (!isUuid(token)) return fail(400, 'invalid_token', 'The confirmation link is invalid.')
      const rows = await core.db().query<{ email: string }>(
        `update public.newsletter_subscribers set confirmed_at = coalesce(confirmed_at, now())
         where confirmation_token = $1 and unsubscribed_at is null returning email`,
        [token.toLowerCase()],
      )
      const row = rows[0]
      if (!row) return fail(404, 'not_found', 'This confirmation link is unknown or has expired.')
      return json({ status: 'confirmed', email: row.email })
    }),
  )

  app.post(
    '/unsubscribe',
    guard(async (c) => {
      const b = await readJson(c)
      if (b instanceof Response) return b
      // RFC 8058: the mail client POSTs "List-Unsubscribe=One-Click" to the URL, token in the query.
      const token = typeof b.token === 'string' ? b.token.trim() : (c.req.query('token') ?? '')
      if (!isUuid(token)) return fail(400, 'invalid_token', 'The unsubscribe link is invalid.')
      const rows = await core.db().query<{ id: string }>(
        `update public.newsletter_subscribers set unsubscribed_at = coalesce(unsubscribed_at, now())
         where unsubscribe_token = $1 returning id`,
        [token.toLowerCase()],
      )
      if (!rows[0]) return fail(404, 'not_found', 'This unsubscribe link is unknown.')
      return json({ status: 'unsubscribed' })
    }),
  )

  app.all('/*', (c) =>
    c.req.method === 'OPTIONS' ? c.body(null, 204) : fail(c.req.method === 'GET' ? 405 : 404, c.req.method === 'GET' ? 'method_not_allowed' : 'not_found', 'Not found.'),
  )

  return app
}
