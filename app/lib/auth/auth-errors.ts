import type { Message } from '~/i18n/translate.ts'
import { passwordTooShort } from '~/lib/validation/password-rule.ts'
import { m } from '~/paraglide/messages.js'

/**
 * The authentication service's error codes (GoTrue's `error_code`), shown in the visitor's
 * language. Several codes share a message; an unknown code gets the generic one.
 */
const messageByCode: Record<string, Message> = {
  invalid_credentials: m['forms.authError.invalidCredentials'],
  email_not_confirmed: m['forms.authError.emailNotConfirmed'],
  user_already_exists: m['forms.authError.userAlreadyExists'],
  email_exists: m['forms.authError.userAlreadyExists'],
  identity_already_exists: m['forms.authError.userAlreadyExists'],
  same_password: m['forms.authError.samePassword'],
  reauthentication_needed: m['forms.authError.reauthenticationNeeded'],
  reauthentication_not_valid: m['forms.authError.reauthenticationNotValid'],
  over_request_rate_limit: m['forms.authError.overRequestRateLimit'],
  over_email_send_rate_limit: m['forms.authError.overEmailSendRateLimit'],
  otp_expired: m['forms.authError.linkExpired'],
  flow_state_expired: m['forms.authError.linkExpired'],
  flow_state_not_found: m['forms.authError.linkExpired'],
  bad_code_verifier: m['forms.authError.linkExpired'],
  mfa_verification_failed: m['forms.authError.mfaVerificationFailed'],
  mfa_challenge_expired: m['forms.authError.mfaChallengeExpired'],
  mfa_ip_address_mismatch: m['forms.authError.mfaChallengeExpired'],
  mfa_factor_not_found: m['forms.authError.mfaFactorNotFound'],
  insufficient_aal: m['forms.authError.insufficientAal'],
  user_banned: m['forms.authError.userBanned'],
  signup_disabled: m['forms.authError.signupDisabled'],
  email_address_invalid: m['forms.validation.emailFormat'],
  email_address_not_authorized: m['forms.authError.emailNotAuthorized'],
  session_not_found: m['forms.authError.sessionExpired'],
  session_expired: m['forms.authError.sessionExpired'],
  refresh_token_not_found: m['forms.authError.sessionExpired'],
  refresh_token_already_used: m['forms.authError.sessionExpired'],
  no_authorization: m['forms.authError.sessionExpired'],
  bad_jwt: m['forms.authError.sessionExpired'],
  user_not_found: m['forms.authError.sessionExpired'],
  validation_failed: m['forms.authError.validationFailed'],
  request_timeout: m['forms.authError.network'],
}

interface ErrorLike {
  code?: string | undefined
  status?: number | undefined
  name?: string | undefined
  error?: string | undefined
  /** A refused password's reasons: supabase-js's AuthWeakPasswordError, or the answer's `weak_password`. */
  reasons?: unknown
  weak_password?: { reasons?: unknown } | undefined
  /** The answer's Retry-After, in seconds (the site's own requests keep it: account-api.ts). */
  retryAfterSeconds?: number | undefined
}

/** A refused password (GoTrue's weak_password): one of the most common, or too short, or weak for another reason. */
function weakPasswordKey({ reasons, weak_password: answer }: ErrorLike): Message {
  const given = Array.isArray(reasons) ? reasons : Array.isArray(answer?.reasons) ? answer.reasons : []
  if (given.includes('pwned')) return m['forms.authError.weakPasswordCommon']
  if (given.includes('length')) return passwordTooShort
  return m['forms.authError.weakPassword']
}

/**
 * Too many wrong second-factor codes: locked for the minutes the answer's Retry-After gives, or, where it is
 * not known (supabase-js keeps no header of an error), for "a few minutes".
 */
function lockedKey(retryAfterSeconds: number | undefined): Message {
  if (retryAfterSeconds === undefined || !(retryAfterSeconds > 0)) return m['forms.authError.mfaLocked.unknown']
  const minutes = Math.ceil(retryAfterSeconds / 60)
  if (minutes === 1) return m['forms.authError.mfaLocked.one']
  return (_inputs, options) => m['forms.authError.mfaLocked.other']({ count: minutes }, options)
}

/** The dictionary key of an error from supabase-js or from the site's /api endpoints. */
export function authErrorKey(error: unknown): Message {
  if (error && typeof error === 'object') {
    const details = error as ErrorLike
    const { code, status, name, error: apiCode } = details
    if (code === 'weak_password' || apiCode === 'weak_password' || name === 'AuthWeakPasswordError') return weakPasswordKey(details)
    if (code === 'mfa_factor_locked' || apiCode === 'mfa_factor_locked') return lockedKey(details.retryAfterSeconds)
    // Codes come from the service or the address bar: own entries only, never Object.prototype's members.
    const messageOf = (value: string | undefined) => (value && Object.hasOwn(messageByCode, value) ? messageByCode[value] : undefined)
    const key = messageOf(code) ?? messageOf(apiCode)
    if (key) return key
    // supabase-js reports a request that never reached the service with status 0.
    if (name === 'AuthRetryableFetchError' || status === 0 || name === 'TypeError') return m['forms.authError.network']
    if (status === 429) return m['forms.authError.overRequestRateLimit']
  }
  return m['forms.authError.generic']
}

/** The toasts of an e-mail link that lands on the site (its error, or the first half of an e-mail change). */
export const linkMessages = {
  errorTitle: m['forms.link.errorTitle'],
  noticeTitle: m['forms.link.noticeTitle'],
  emailChangeHalf: m['forms.link.emailChangeHalf'],
}
