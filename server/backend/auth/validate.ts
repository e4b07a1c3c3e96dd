// GoTrue's input checks: e-mail address, password strength, PKCE parameters, redirect targets.

import type { Core } from '../core.ts'
import { badRequest, weakPassword } from '../http.ts'

export const MAX_PASSWORD_BYTES = 72

/**
 * The forms' e-mail rule (spec section 5): text, an @, text, a dot, text, no
 * spaces — the only copy in the server. The database's CHECK constraints on
 * contact_messages and newsletter_subscribers (0002_site_tables.sql) are the
 * enforcement point; this early check only gives a clearer answer.
 */
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** RFC 5321's limit, also the database's. */
export const EMAIL_MAX_LENGTH = 254

/** The forms' rule on an already trimmed and lowercased address. */
export function isFormEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_RE.test(email)
}

export function validateEmail(email: string): string {
  if (email === '') throw badRequest('validation_failed', 'An email address is required')
  if (email.length > 255) throw badRequest('validation_failed', 'An email address is too long')
  // Control characters are refused along with the characters GoTrue refuses.
  // eslint-disable-next-line no-control-regex
  if (!EMAIL_RE.test(email) || /[\u0000-\u001f\u007f"<>(),;:\\[\]]/.test(email)) {
    throw badRequest('validation_failed', 'Unable to validate email address: invalid format')
  }
  return email.toLowerCase()
}

/** GoTrue's phone number check: E.164 digits once a leading + and the spaces are removed. */
export function validatePhone(phone: string): string {
  const digits = phone.replace(/^\+/, '').replaceAll(' ', '')
  if (!/^[1-9][0-9]{1,14}$/.test(digits)) throw badRequest('validation_failed', 'Invalid phone number format (E.164 required)')
  return digits
}

/**
 * GoTrue's password rules as this site sets them (ADR 0039): at most 72 bytes, at least
 * `passwordMinLength` characters, and not one of the most common passwords (GoTrue checks Have I Been
 * Pwned there; this server checks zxcvbn-ts's list of about 49,000, on the server only, with the same
 * answer: weak_password, reason "pwned").
 */
export async function checkPasswordStrength(core: Core, password: string): Promise<void> {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw badRequest('validation_failed', `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`)
  }
  const min = core.config.passwordMinLength
  if ([...password].length < min) {
    throw weakPassword(`Password should be at least ${min} characters.`, ['length'])
  }
  if ((await commonPasswords()).has(password.toLowerCase())) {
    throw weakPassword('Password is known to be weak and easy to guess, please choose a different one.', ['pwned'])
  }
}

let common: Promise<ReadonlySet<string>> | undefined

/** The common passwords long enough to pass the length rule, lowercased; read on the first check (about 1 MB). */
function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => {
    const list = dictionary['passwords-common'] as readonly string[]
    return new Set(list.filter((entry) => entry.length >= 8).map((entry) => entry.toLowerCase()))
  })
  return common
}

export function validatePkceParams(method: string, challenge: string): void {
  if ((challenge === '') !== (method === '')) {
    throw badRequest('validation_failed', 'PKCE flow requires code_challenge_method and code_challenge')
  }
  if (challenge === '') return
  if (challenge.length < 43 || challenge.length > 128) {
    throw badRequest('validation_failed', 'code challenge has to be between 43 and 128 characters')
  }
  if (!/^[a-zA-Z._~0-9-]+$/.test(challenge)) {
    throw badRequest('validation_failed', 'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes')
  }
  const lowered = method.toLowerCase()
  if (lowered !== 's256' && lowered !== 'plain') {
    throw badRequest('validation_failed', `code challenge method not supported: ${method}`)
  }
}

/** The redirect target: the requested one when it is on the site (or allowed), the site URL otherwise. */
export function resolveRedirect(core: Core, requested: string | undefined | null): string {
  const fallback = core.config.siteUrl
  if (!requested) return fallback
  let url: URL
  try {
    url = new URL(requested)
  } catch {
    return fallback
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fallback
  if (url.origin === core.config.siteOrigin) return requested
  for (const allowed of core.config.allowedRedirectUrls) {
    if (allowed.endsWith('*') ? requested.startsWith(allowed.slice(0, -1)) : requested === allowed) return requested
  }
  return fallback
}
