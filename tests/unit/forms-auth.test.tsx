import type { Session, User } from '@supabase/supabase-js'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { I18nProvider } from '../../app/i18n/context.tsx'
import { translate } from '../../app/i18n/translate.ts'
import { ApiError, request, retryAfterSeconds } from '../../app/lib/auth/account-api.ts'
import { authErrorKey } from '../../app/lib/auth/auth-errors.ts'
import { useAuth } from '../../app/lib/auth/auth-provider.tsx'
import { assuranceLevel, authStorageKey, isMfaPending, isRecoveryLanding, linkErrorFromHash, linkNoticeFromHash, mayHaveSession, verifiedTotpFactor } from '../../app/lib/auth/session-state.ts'
import { newConfirmationToken } from '../../app/components/forms/newsletter-submit.ts'
import { m } from '../../app/paraglide/messages.js'
import { frenchTypography } from '../../content/french-typography.ts'

function jwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${encode({ alg: 'ES256', typ: 'JWT' })}.${encode(claims)}.signature`
}

function session(aal: string, factors: User['factors']): Session {
  return {
    access_token: jwt({ sub: 'user', aal }),
    refresh_token: 'refresh',
    expires_in: 3600,
    token_type: 'bearer',
    user: { id: 'user', aud: 'authenticated', app_metadata: {}, user_metadata: {}, created_at: '', factors } as User,
  }
}

const verifiedFactor = { id: 'f1', factor_type: 'totp', status: 'verified', created_at: '', updated_at: '', friendly_name: undefined } as NonNullable<User['factors']>[number]

describe('service errors in the visitor’s language', () => {
  it('translates GoTrue error codes', () => {
    const cases: [string, string][] = [
      ['invalid_credentials', 'Email ou mot de passe incorrect.'],
      ['email_not_confirmed', "Votre adresse email n'est pas encore confirmée : ouvrez le lien reçu par email."],
      ['user_already_exists', 'Un compte existe déjà avec cette adresse email.'],
      ['weak_password', 'Ce mot de passe est trop faible\u00a0: choisissez-en un autre.'],
      ['over_request_rate_limit', 'Trop de tentatives. Réessayez dans quelques minutes.'],
      ['over_email_send_rate_limit', "Trop d'emails envoyés. Réessayez dans quelques minutes."],
      ['mfa_verification_failed', 'Code incorrect. Saisissez le code actuellement affiché par votre application.'],
      ['otp_expired', 'Ce lien est invalide ou a expiré. Demandez-en un nouveau.'],
      ['reauthentication_needed', "Pour changer votre mot de passe, confirmez d'abord votre identité avec le code envoyé par email."],
      ['reauthentication_not_valid', 'Ce code est incorrect ou a expiré. Saisissez le dernier code reçu, ou demandez-en un nouveau.'],
    ]
    for (const [code, message] of cases) expect(translate('fr', authErrorKey({ code, status: 400, name: 'AuthApiError' }))).toBe(frenchTypography(message))
    expect(translate('he', authErrorKey({ code: 'invalid_credentials' }))).toBe('אימייל או סיסמה שגויים.')
    expect(translate('en', authErrorKey({ code: 'invalid_credentials' }))).toBe('Incorrect email or password.')
    expect(translate('he', authErrorKey({ code: 'reauthentication_not_valid' }))).toBe('הקוד שגוי או שפג תוקפו. הזינו את הקוד האחרון שקיבלתם, או בקשו קוד חדש.')
    expect(translate('en', authErrorKey({ code: 'reauthentication_needed' }))).toBe('To change your password, first confirm it is you with the code sent by email.')
  })

  it('falls back on the network message, the rate-limit message, then a generic one', () => {
    expect(authErrorKey({ name: 'AuthRetryableFetchError', status: 0 })).toBe(m['forms.authError.network'])
    expect(authErrorKey(new TypeError('Failed to fetch'))).toBe(m['forms.authError.network'])
    expect(authErrorKey({ status: 429 })).toBe(m['forms.authError.overRequestRateLimit'])
    expect(authErrorKey({ code: 'something_new', status: 400 })).toBe(m['forms.authError.generic'])
    expect(authErrorKey(null)).toBe(m['forms.authError.generic'])
  })

  it('says why a password is refused (issue 30, point 6): among the most common, too short, or weak', () => {
    // supabase-js's AuthWeakPasswordError carries the answer's reasons.
    expect(translate('fr', authErrorKey({ name: 'AuthWeakPasswordError', code: 'weak_password', status: 422, reasons: ['pwned'] }))).toBe(
      'Ce mot de passe fait partie des plus répandus\u00a0: choisissez-en un autre, plus difficile à deviner.',
    )
    expect(translate('fr', authErrorKey({ code: 'weak_password', reasons: ['length'] }))).toBe('Le mot de passe doit contenir au moins 8 caractères')
    expect(translate('en', authErrorKey({ code: 'weak_password', reasons: ['length', 'pwned'] }))).toBe('This password is one of the most common: choose one that is harder to guess.')
    expect(translate('he', authErrorKey({ code: 'weak_password', weak_password: { reasons: ['pwned'] } }))).toBe('הסיסמה הזאת היא אחת הנפוצות ביותר: בחרו סיסמה אחרת, שקשה יותר לנחש.')
    expect(translate('he', authErrorKey({ code: 'weak_password', reasons: ['length'] }))).toBe('הסיסמה חייבת להכיל לפחות 8 תווים')
    expect(translate('fr', authErrorKey({ code: 'weak_password', reasons: ['characters'] }))).toBe('Ce mot de passe est trop faible\u00a0: choisissez-en un autre.')
  })

  it('says how long a second factor locked by wrong codes stays locked: the minutes of Retry-After, or a few', () => {
    const locked = (retryAfter?: number) => new ApiError(429, { code: 'mfa_factor_locked', message: 'Too many wrong codes' }, retryAfter)
    expect(translate('fr', authErrorKey(locked(900)))).toBe(
      'Trop de codes erronés\u00a0: la double authentification de ce compte est bloquée pendant 15 minutes. Un email a été envoyé au titulaire du compte.',
    )
    expect(translate('fr', authErrorKey(locked(61)))).toContain('pendant 2 minutes.')
    expect(translate('fr', authErrorKey(locked(45)))).toContain('pendant une minute.')
    expect(translate('en', authErrorKey(locked(900)))).toBe("Too many wrong codes: this account's two-factor authentication is locked for 15 minutes. An email has been sent to the account holder.")
    expect(translate('he', authErrorKey(locked(900)))).toBe('יותר מדי קודים שגויים: האימות הדו-שלבי של החשבון הזה חסום למשך 15 דקות. נשלחה הודעת אימייל לכתובת הרשומה בחשבון.')
    // Through supabase-js (the authenticator's code), the answer's headers are not known.
    expect(translate('fr', authErrorKey({ name: 'AuthApiError', code: 'mfa_factor_locked', status: 429 }))).toBe(
      'Trop de codes erronés\u00a0: la double authentification de ce compte est bloquée pendant quelques minutes. Un email a été envoyé au titulaire du compte.',
    )
  })

  it('reads Retry-After in seconds or as a date', () => {
    expect(retryAfterSeconds('900')).toBe(900)
    expect(retryAfterSeconds(new Date(Date.UTC(2025, 0, 1, 12, 10)).toUTCString(), Date.UTC(2025, 0, 1, 12, 0))).toBe(600)
    expect(retryAfterSeconds(null)).toBeUndefined()
    expect(retryAfterSeconds('soon')).toBeUndefined()
  })

  it("reads the service's errors in both of GoTrue's shapes, with the Retry-After of the answer", async () => {
    const answers = [
      new Response(JSON.stringify({ code: 'mfa_factor_locked', message: 'locked' }), { status: 429, headers: { 'retry-after': '600' } }),
      new Response(JSON.stringify({ code: 422, error_code: 'mfa_verification_failed', msg: 'Invalid recovery code entered' }), { status: 422 }),
      new Response('upstream gone', { status: 502 }),
    ]
    const realFetch = globalThis.fetch
    globalThis.fetch = async () => answers.shift()!
    try {
      const first = await request('/auth/v1/x', { method: 'POST' }).catch((error: unknown) => error)
      expect(first).toMatchObject({ status: 429, code: 'mfa_factor_locked', retryAfterSeconds: 600 })
      const second = await request('/auth/v1/x', { method: 'POST' }).catch((error: unknown) => error)
      expect(second).toMatchObject({ status: 422, code: 'mfa_verification_failed', message: 'Invalid recovery code entered', retryAfterSeconds: undefined })
      const third = await request('/auth/v1/x', { method: 'GET' }).catch((error: unknown) => error)
      expect(third).toMatchObject({ status: 502, code: undefined })
    } finally {
      globalThis.fetch = realFetch
    }
  })

  it("reads the site's API errors (error and code fields)", () => {
    expect(authErrorKey(new ApiError(401, { error: 'insufficient_aal', message: 'AAL2 required' }))).toBe(m['forms.authError.insufficientAal'])
    expect(authErrorKey(new ApiError(401, { error: 'session_not_found' }))).toBe(m['forms.authError.sessionExpired'])
    expect(new ApiError(409, { error: 'already_subscribed', code: '23505' }).code).toBe('23505')
  })

  it('reads what an e-mail link leaves in the fragment', () => {
    expect(linkErrorFromHash('#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid')).toBe('otp_expired')
    expect(linkErrorFromHash('#access_token=a&type=recovery')).toBeNull()
    expect(linkNoticeFromHash('#message=Confirmation+link+accepted&sb=')).toBe('Confirmation link accepted')
    expect(linkNoticeFromHash('#access_token=a&message=x')).toBeNull()
  })
})

describe('session state without the client', () => {
  const storage = (value: string | null) => ({ getItem: (key: string) => (key === authStorageKey ? value : null) })

  it('a session may exist when one is stored or an e-mail link brings tokens or an error', () => {
    expect(mayHaveSession(storage(null), '')).toBe(false)
    expect(mayHaveSession(storage('{"access_token":"x"}'), '')).toBe(true)
    expect(mayHaveSession(storage(null), '#access_token=abc&refresh_token=def')).toBe(true)
    expect(mayHaveSession(storage(null), '#error_code=otp_expired')).toBe(true)
    expect(mayHaveSession(storage(null), '#section-2')).toBe(false)
    expect(mayHaveSession({ getItem: () => { throw new Error('denied') } }, '')).toBe(false)
    expect(mayHaveSession(null, '')).toBe(false)
  })

  it('recognises the landing of a password-recovery link', () => {
    expect(isRecoveryLanding('#access_token=a&expires_in=3600&type=recovery')).toBe(true)
    expect(isRecoveryLanding('#access_token=a&type=signup')).toBe(false)
    expect(isRecoveryLanding('#type=recovery')).toBe(false)
  })

  it('reads the assurance level and knows when a second factor is owed', () => {
    expect(assuranceLevel(jwt({ aal: 'aal2' }))).toBe('aal2')
    expect(assuranceLevel('not-a-token')).toBeNull()
    expect(isMfaPending(null)).toBe(false)
    expect(isMfaPending(session('aal1', []))).toBe(false)
    expect(isMfaPending(session('aal1', [verifiedFactor]))).toBe(true)
    expect(isMfaPending(session('aal2', [verifiedFactor]))).toBe(false)
    expect(isMfaPending(session('aal1', [{ ...verifiedFactor, status: 'unverified' }]))).toBe(false)
    expect(verifiedTotpFactor(session('aal2', [verifiedFactor]).user)?.id).toBe('f1')
  })
})

describe('auth provider', () => {
  it('using the auth state outside its provider is an error (spec section 8)', () => {
    function Consumer() {
      useAuth()
      return null
    }
    expect(() =>
      renderToStaticMarkup(
        <I18nProvider language="fr">
          <Consumer />
        </I18nProvider>,
      ),
    ).toThrow('useAuth must be used within an AuthProvider')
  })
})

describe('newsletter confirmation token', () => {
  it('is a random version-4 UUID, made in the browser (spec section 3)', () => {
    const tokens = new Set(Array.from({ length: 50 }, () => newConfirmationToken()))
    expect(tokens.size).toBe(50)
    for (const token of tokens) expect(token).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })

  it('has the same layout where randomUUID is missing (pages served over plain http)', () => {
    const descriptor = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(crypto), 'randomUUID')
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true })
    try {
      const token = newConfirmationToken()
      expect(token).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
      expect(newConfirmationToken()).not.toBe(token)
    } finally {
      delete (crypto as { randomUUID?: unknown }).randomUUID
      if (descriptor && !('randomUUID' in crypto)) Object.defineProperty(Object.getPrototypeOf(crypto), 'randomUUID', descriptor)
    }
    expect(typeof crypto.randomUUID).toBe('function')
  })
})
