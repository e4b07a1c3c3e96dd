// One-time tokens and the e-mails that carry them.

import type { Queryable } from '../db.ts'
import type { Core } from '../core.ts'
import { AuthError, tooMany } from '../http.ts'
import { randomOtp, randomToken, sha256Hex } from '../crypto.ts'
import { authMail, pickLang, type MailKind } from '../mailer.ts'
import type { FullUser } from './model.ts'

export type OttType =
  | 'confirmation_token'
  | 'recovery_token'
  | 'email_change_token_new'
  | 'email_change_token_current'
  | 'reauthentication_token'

type AuthMailKind = Exclude<MailKind, 'newsletter_confirmation'>

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

export function frequencyError(sentAt: Date, frequencySeconds: number): AuthError | null {
  const left = Math.floor((new Date(sentAt).getTime() + frequencySeconds * 1000 - Date.now()) / 1000)
  if (left > 0 || new Date(sentAt).getTime() + frequencySeconds * 1000 > Date.now()) {
    return tooMany('over_email_send_rate_limit', `For security purposes, you can only request this after ${Math.max(left, 0)} seconds.`, Math.max(left, 1))
  }
  return null
}

export function verifyLink(core: Core, linkToken: string, type: string, redirectTo: string): string {
  const q = new URLSearchParams({ token: linkToken, type, redirect_to: redirectTo })
  return `${core.config.apiUrl}/auth/v1/verify?${q.toString()}`
}

/**
 * Sends one of the account e-mails: checks the per-user frequency and the
 * service-wide e-mail budget, stores the one-time token (committed), then
 * sends. Returns the token and code (admin generate_link uses them).
 */
export async function sendAccountMail(
  core: Core,
  user: FullUser,
  kind: AuthMailKind,
  opts: { to?: string; redirectTo: string; pkce?: boolean; send?: boolean; skipFrequency?: boolean },
): Promise<{ linkToken: string; otp: string; link?: string }> {
  const spec = KIND[kind]
  const to = opts.to ?? user.email ?? ''
  const sentAt = (user as unknown as Record<string, Date | null>)[spec.sentAt]
  if (sentAt && !opts.skipFrequency) {
    const err = frequencyError(sentAt, core.config.rateLimits.emailFrequencySeconds)
    if (err) throw err
  }
  const send = opts.send !== false
  const budget = send ? await core.limiter.count('email:global', core.config.rateLimits.emailSent) : null
  if (budget && !budget.allowed) throw tooMany('over_email_send_rate_limit', 'email rate limit exceeded', budget.retryAfterSeconds)
  const { linkToken, otp } = await core.db().tx(async (q) => {
    const t = await createOneTimeToken(q, user.id, spec.ott, to, opts.pkce ?? false)
    await q.query(`update app_auth.users set ${spec.sentAt} = now(), updated_at = now() where id = $1`, [user.id])
    return t
  })
  const link = spec.verifyType ? verifyLink(core, linkToken, spec.verifyType, opts.redirectTo) : undefined
  if (send) {
    const lang = pickLang(user.raw_user_meta_data.lang)
    try {
      await core.mailer.send(authMail(kind, lang, to, link, otp))
    } catch (e) {
      core.log(`backend: could not send ${kind} e-mail to ${to}: ${e instanceof Error ? e.message : String(e)}`)
      const what = kind === 'signup' ? 'confirmation' : kind.startsWith('email_change') ? 'email change' : kind === 'reauthentication' ? 'reauthentication' : kind === 'recovery' ? 'recovery' : 'magic link'
      throw new AuthError(500, 'unexpected_failure', `Error sending ${what} email`)
    }
  }
  return { linkToken, otp, link }
}
