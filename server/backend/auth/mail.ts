// The e-mails that carry one-time tokens: the budget they spend, the token they store, their sending.

import type { Core } from '../core.ts'
import { AuthError, tooMany } from '../http.ts'
import { spendEmail } from '../email-budget.ts'
import { authMail, pickLang, type MailKind } from '../mailer.ts'
import { markEmailSent, type FullUser, type SentAtColumn } from './model.ts'
import { createOneTimeToken, type OttType } from './one-time-token-model.ts'

export type AuthMailKind = Exclude<MailKind, 'newsletter_confirmation'>

const KIND: Record<AuthMailKind, { ott: OttType; sentAt: SentAtColumn; verifyType?: string }> = {
  signup: { ott: 'confirmation_token', sentAt: 'confirmation_sent_at', verifyType: 'signup' },
  magiclink: { ott: 'recovery_token', sentAt: 'recovery_sent_at', verifyType: 'magiclink' },
  recovery: { ott: 'recovery_token', sentAt: 'recovery_sent_at', verifyType: 'recovery' },
  email_change_new: { ott: 'email_change_token_new', sentAt: 'email_change_sent_at', verifyType: 'email_change' },
  email_change_current: { ott: 'email_change_token_current', sentAt: 'email_change_sent_at', verifyType: 'email_change' },
  reauthentication: { ott: 'reauthentication_token', sentAt: 'reauthentication_sent_at' },
}

export function verifyLink(core: Core, linkToken: string, type: string, redirectTo: string): string {
  const query = new URLSearchParams({ token: linkToken, type, redirect_to: redirectTo })
  return `${core.config.apiUrl}/auth/v1/verify?${query.toString()}`
}

/** The e-mail budget's frequency group of each kind: GoTrue's one timestamp per kind of token. */
export function frequencyGroup(kind: AuthMailKind): string {
  return KIND[kind].sentAt
}

/**
 * Spends the e-mail budget for one account e-mail; throws GoTrue's 429 when refused. `sends: false` on the
 * endpoints that answer alike for an address without an account: its request counts on the address and
 * the client, and spends nothing of the service's budget.
 */
export async function spendAccountEmail(
  core: Core,
  to: string,
  kind: AuthMailKind,
  client: string | null,
  { frequency = true, sends = true }: { frequency?: boolean; sends?: boolean } = {},
): Promise<void> {
  const refused = await spendEmail(core, { to, kind: 'account', group: frequency ? frequencyGroup(kind) : null, client, sends })
  if (!refused) return
  if (refused.reason === 'frequency') {
    throw tooMany(
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${refused.retryAfterSeconds} seconds.`,
      refused.retryAfterSeconds,
    )
  }
  throw tooMany('over_email_send_rate_limit', 'email rate limit exceeded', refused.retryAfterSeconds)
}

function mailDescription(kind: AuthMailKind): string {
  if (kind === 'signup') return 'confirmation'
  if (kind.startsWith('email_change')) return 'email change'
  if (kind === 'reauthentication' || kind === 'recovery') return kind
  return 'magic link'
}

/**
 * Sends one of the account e-mails: spends the e-mail budget (unless the
 * caller already did), stores the one-time token (committed), then sends —
 * before answering, or after (`background`: the endpoints that must answer
 * alike for known and unknown addresses, where a failure to send must not
 * show). Returns the token and code (admin generate_link uses them).
 */
export async function sendAccountMail(
  core: Core,
  user: FullUser,
  kind: AuthMailKind,
  options: {
    to?: string
    redirectTo: string
    pkce?: boolean
    /** false: only create the token (admin generate_link) */
    send?: boolean
    /** the client address the e-mail is counted against */
    client?: string | null
    /** the budget was already spent for this e-mail */
    counted?: boolean
    /** count it without the per-kind frequency limit (the e-mail change has its own) */
    skipFrequency?: boolean
    background?: boolean
  },
): Promise<{ linkToken: string; otp: string; link?: string }> {
  const spec = KIND[kind]
  const to = options.to ?? user.email ?? ''
  const send = options.send !== false
  if (send && !options.counted) await spendAccountEmail(core, to, kind, options.client ?? null, { frequency: !options.skipFrequency })
  const { linkToken, otp } = await core.db().tx(async (tx) => {
    const token = await createOneTimeToken(tx, user.id, spec.ott, to, options.pkce ?? false)
    await markEmailSent(tx, user.id, spec.sentAt)
    return token
  })
  const link = spec.verifyType ? verifyLink(core, linkToken, spec.verifyType, options.redirectTo) : undefined
  if (send) {
    const mail = authMail(kind, pickLang(user.raw_user_meta_data.lang), to, link, otp)
    if (options.background) {
      core.mailer.sendLater(mail, `${kind} e-mail`)
    } else {
      try {
        await core.mailer.send(mail)
      } catch (error) {
        core.log(`backend: could not send ${kind} e-mail to ${to}: ${error instanceof Error ? error.message : String(error)}`)
        throw new AuthError(500, 'unexpected_failure', `Error sending ${mailDescription(kind)} email`)
      }
    }
  }
  return { linkToken, otp, link }
}
