// Resolved configuration of the backend: the options given to createBackend
// with their defaults (chosen to match GoTrue's where GoTrue has one).

import type { Argon2Params } from './crypto.ts'
import { OWASP_ARGON2 } from './crypto.ts'

export interface RateLimit {
  /** requests allowed in the window */
  max: number
  windowSeconds: number
}

/** Per-client-IP request limits, the password-guessing limits per account, and the e-mail limits. */
export interface RateLimits {
  /** POST /auth/v1/token, every grant (GoTrue: 150 per 5 minutes) */
  token: RateLimit
  /** password sign-ins to one account from one client address (an IPv6 address counts by its /64); successes are not counted */
  passwordPerAddress: RateLimit
  /** password sign-ins to one account from all addresses; beyond, only addresses the account signed in from are heard */
  passwordPerAccount: RateLimit
  /** POST /auth/v1/verify and GET /auth/v1/verify (GoTrue: 30 per 5 minutes) */
  verify: RateLimit
  /** POST /auth/v1/signup */
  signup: RateLimit
  /** POST /auth/v1/recover */
  recover: RateLimit
  /** POST /auth/v1/otp and /magiclink */
  otp: RateLimit
  /** POST /auth/v1/resend */
  resend: RateLimit
  /** PUT /auth/v1/user */
  userUpdate: RateLimit
  /** MFA challenge and verify, recovery codes' generation and verification */
  mfa: RateLimit
  /** wrong second-factor codes for one factor, from all addresses; once reached, the factor is refused (even the right code) until the window ends */
  mfaPerFactor: RateLimit
  /** wrong second-factor and recovery codes for one account, all its factors and addresses together; once reached, the same */
  mfaPerAccount: RateLimit
  /** account e-mails sent by the whole service, a safety valve (GoTrue's 30 per hour is for its test SMTP server) */
  emailSent: RateLimit
  /** newsletter confirmations sent by the whole service: a budget of their own, apart from the account e-mails' */
  emailNewsletterSent: RateLimit
  /** e-mails to one address, of every kind */
  emailPerRecipient: RateLimit
  /** e-mails one client address may cause, of every kind */
  emailPerClient: RateLimit
  /** minimum seconds between two e-mails of one kind to one address (GoTrue: 60) */
  emailFrequencySeconds: number
  /** POST /rest/v1/<table>, per table */
  restInsert: RateLimit
  /** POST /api/newsletter/* */
  newsletter: RateLimit
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  token: { max: 150, windowSeconds: 300 },
  passwordPerAddress: { max: 10, windowSeconds: 900 },
  passwordPerAccount: { max: 20, windowSeconds: 900 },
  verify: { max: 30, windowSeconds: 300 },
  signup: { max: 30, windowSeconds: 300 },
  recover: { max: 30, windowSeconds: 300 },
  otp: { max: 30, windowSeconds: 300 },
  resend: { max: 30, windowSeconds: 300 },
  userUpdate: { max: 30, windowSeconds: 300 },
  mfa: { max: 15, windowSeconds: 60 },
  mfaPerFactor: { max: 10, windowSeconds: 900 },
  mfaPerAccount: { max: 20, windowSeconds: 900 },
  emailSent: { max: 300, windowSeconds: 3600 },
  emailNewsletterSent: { max: 100, windowSeconds: 3600 },
  emailPerRecipient: { max: 5, windowSeconds: 3600 },
  emailPerClient: { max: 10, windowSeconds: 3600 },
  emailFrequencySeconds: 60,
  restInsert: { max: 30, windowSeconds: 300 },
  newsletter: { max: 30, windowSeconds: 300 },
}

/** Every limit multiplied by `scale` (configuration RATE_LIMIT_SCALE); the e-mail spacing is kept. */
export function scaledRateLimits(scale: number): RateLimits {
  const scaled = { ...DEFAULT_RATE_LIMITS }
  for (const key of Object.keys(scaled) as (keyof RateLimits)[]) {
    const limit = scaled[key]
    if (typeof limit === 'object') {
      ;(scaled as Record<string, unknown>)[key] = { ...limit, max: Math.max(1, Math.round(limit.max * scale)) }
    }
  }
  return scaled
}

/** A password's least length, in characters (ADR 0039; the specification's 6 is superseded). */
export const PASSWORD_MIN_LENGTH = 8

/** Sign-up, recovery, OTP, magic link and resend answer no sooner than this. */
export const DEFAULT_UNIFORM_RESPONSE_MS = 250

export interface Config {
  dataDir: string
  siteUrl: string
  /** public base URL of this server (links in e-mails point at `${apiUrl}/auth/v1/verify`) */
  apiUrl: string
  siteOrigin: string
  allowedRedirectUrls: string[]
  autoconfirm: boolean
  disableSignup: boolean
  jwtExpirySeconds: number
  issuer: string
  passwordMinLength: number
  otpExpirySeconds: number
  refreshTokenReuseIntervalSeconds: number
  secureEmailChange: boolean
  securePasswordChange: boolean
  /** sign-up, recovery, OTP and resend answer no sooner than this many milliseconds */
  uniformResponseMs: number
  argon2: Argon2Params
  rateLimits: RateLimits
  trustProxy: boolean
  mailFrom: string
  smtpUrl?: string
  bodyLimitBytes: number
  log: (line: string) => void
}

export function trimSlash(url: string): string {
  return url.replace(/\/+$/, '')
}

export function resolveRateLimits(partial: Partial<RateLimits> | undefined): RateLimits {
  return { ...DEFAULT_RATE_LIMITS, ...(partial ?? {}) }
}

export { OWASP_ARGON2 }
