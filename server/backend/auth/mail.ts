// One-time tokens and the e-mails that carry them.

import type { Queryable } from '../db.ts'
import type { Core } from '../core.ts'
import { AuthError, tooMany } from '../http.ts'
import { spendEmail } from '../email-budget.ts'
import { randomOtp, randomToken, sha256Hex } from '../crypto.ts'
import { authMail, pickLang, type MailKind } from '../mailer.ts'
import type { FullUser } from './model.ts'

export type OttType =
  | 'confirmation_token'
  | 'recovery_token'
  | 'email_change_token_new'
  | 'email_change_token_current'
  | 'reauthentication_token'

export type AuthMailKind = Exclude<MailKind, 'newsletter_confirmation'>

const KIND: Record<AuthMailKind, { ott: OttType; sentAt: string; verifyType?: string }> = {
  signup: { ott: 'confirmation_token', sentAt: 'confirmation_sent_at', verifyType: 'signup' },
  magiclink: { ott: 'recovery_token', sentAt: 'recovery_sent_at', verifyType: 'magiclink' },
  recovery: { ott: 'recovery_token', sentAt: 'recovery_sent_at', verifyType: 'recovery' },
  email_change_new: { ott: 'email_change_token_new', sentAt: 'email_change_sent_at', verifyType: 'email_change' },
  email_change_current: { ott: 'email_change_token_current', sentAt: 'email_change_sent_at', verifyType: 'email_change' },
  reauthentication: { ott: 'reauthentication_token', sentAt: 'reauthentication_sent_at' },
}

export function otpHash(relatesTo: string, otp: string): string {
  return sha256Hex(`${relatesTo.toLowerCase()}:${otp}`)
}

/** Creates (or replaces) the user's one-time token of a type; returns the link token and the 6-digit code. */
export async function createOneTimeToken(
  q: Queryable,
  userId: string,
  type: OttType,
  relatesTo: string,
  pkce: boolean,
): Promise<{ linkToken: string; otp: string }> {
  const linkToken = (pkce ? 'pkce_' : '') + randomToken(32)
  const otp = randomOtp(6)
  await q.query(
    `insert into app_auth.one_time_tokens (user_id, token_type, token_hash, otp_hash, relates_to)
     values ($1, $2, $3, $4, $5)
     on conflict (user_id, token_type) do update
       set token_hash = excluded.token_hash, otp_hash = excluded.otp_hash, relates_to = excluded.relates_to,
           failed_attempts = 0, created_at = now()`,
    [userId, type, sha256Hex(linkToken), otpHash(relatesTo, otp), relatesTo.toLowerCase()],
  )
  return { linkToken, otp }
}

export function verifyLink(core: Core, linkToken: string, type: string, redirectTo: string): string {
  const q = new URLSearchParams({ token: linkToken, type, redirect_to: redirectTo })
  return `${core.config.apiUrl}/auth/v1/verify?${q.toString()}`
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
  opts: {
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
  const to = opts.to ?? user.email ?? ''
  const send = opts.send !== false
  if (send && !opts.counted) await spendAccountEmail(core, to, kind, opts.client ?? null, { frequency: !opts.skipFrequency })
  const { linkToken, otp } = await core.db().tx(async (q) => {
    const t = await createOneTimeToken(q, user.id, spec.ott, to, opts.pkce ?? false)
    await q.query(`update app_auth.users set ${spec.sentAt} = now(), updated_at = now() where id = $1`, [user.id])
    return t
  })
  const link = spec.verifyType ? verifyLink(core, linkToken, spec.verifyType, opts.redirectTo) : undefined
  if (send) {
    const mail = authMail(kind, pickLang(user.raw_user_meta_data.lang), to, link, otp)
    if (opts.background) {
      core.mailer.sendLater(mail, `${kind} e-mail`)
    } else {
      try {
        await core.mailer.send(mail)
      } catch (e) {
        core.log(`backend: could not send ${kind} e-mail to ${to}: ${e instanceof Error ? e.message : String(e)}`)
        throw new AuthError(500, 'unexpected_failure', `Error sending ${mailDescription(kind)} email`)
      }
    }
  }
  return { linkToken, otp, link }
}
