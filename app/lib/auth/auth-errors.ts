import type { MessageKey } from '~/i18n/messages/index.ts'

/**
 * The authentication service's error codes (GoTrue's `error_code`), shown in the visitor's language
 * (issue 7). Several codes share a message; an unknown code gets the generic one.
 */
const messageByCode: Record<string, MessageKey> = {
  invalid_credentials: 'forms.authError.invalidCredentials',
  email_not_confirmed: 'forms.authError.emailNotConfirmed',
  user_already_exists: 'forms.authError.userAlreadyExists',
  email_exists: 'forms.authError.userAlreadyExists',
  identity_already_exists: 'forms.authError.userAlreadyExists',
  weak_password: 'forms.authError.weakPassword',
  same_password: 'forms.authError.samePassword',
  reauthentication_needed: 'forms.authError.reauthenticationNeeded',
  reauthentication_not_valid: 'forms.authError.reauthenticationNotValid',
  over_request_rate_limit: 'forms.authError.overRequestRateLimit',
  over_email_send_rate_limit: 'forms.authError.overEmailSendRateLimit',
  otp_expired: 'forms.authError.linkExpired',
  flow_state_expired: 'forms.authError.linkExpired',
  flow_state_not_found: 'forms.authError.linkExpired',
  bad_code_verifier: 'forms.authError.linkExpired',
  mfa_verification_failed: 'forms.authError.mfaVerificationFailed',
  mfa_challenge_expired: 'forms.authError.mfaChallengeExpired',
  mfa_ip_address_mismatch: 'forms.authError.mfaChallengeExpired',
  mfa_factor_not_found: 'forms.authError.mfaFactorNotFound',
  insufficient_aal: 'forms.authError.insufficientAal',
  user_banned: 'forms.authError.userBanned',
  signup_disabled: 'forms.authError.signupDisabled',
  email_address_invalid: 'forms.validation.emailFormat',
  email_address_not_authorized: 'forms.authError.emailNotAuthorized',
  session_not_found: 'forms.authError.sessionExpired',
  session_expired: 'forms.authError.sessionExpired',
  refresh_token_not_found: 'forms.authError.sessionExpired',
  refresh_token_already_used: 'forms.authError.sessionExpired',
  no_authorization: 'forms.authError.sessionExpired',
  bad_jwt: 'forms.authError.sessionExpired',
  user_not_found: 'forms.authError.sessionExpired',
  validation_failed: 'forms.authError.validationFailed',
  request_timeout: 'forms.authError.network',
}

interface ErrorLike {
  code?: string | undefined
  status?: number | undefined
  name?: string | undefined
  error?: string | undefined
}

/** The dictionary key of an error from supabase-js or from the site's /api endpoints. */
export function authErrorKey(error: unknown): MessageKey {
  if (error && typeof error === 'object') {
    const { code, status, name, error: apiCode } = error as ErrorLike
    // Codes come from the service or the address bar: own entries only, never Object.prototype's members.
    const messageOf = (value: string | undefined) => (value && Object.hasOwn(messageByCode, value) ? messageByCode[value] : undefined)
    const key = messageOf(code) ?? messageOf(apiCode)
    if (key) return key
    // supabase-js reports a request that never reached the service with status 0.
    if (name === 'AuthRetryableFetchError' || status === 0 || name === 'TypeError') return 'forms.authError.network'
    if (status === 429) return 'forms.authError.overRequestRateLimit'
  }
  return 'forms.authError.generic'
}
