import type { Message } from '~/i18n/translate.ts'
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
  weak_password: m['forms.authError.weakPassword'],
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
}

/** The dictionary key of an error from supabase-js or from the site's /api endpoints. */
export function authErrorKey(error: unknown): Message {
  if (error && typeof error === 'object') {
    const { code, status, name, error: apiCode } = error as ErrorLike
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
