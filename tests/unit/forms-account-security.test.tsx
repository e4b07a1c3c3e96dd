// @vitest-environment happy-dom
/**
 * The account's security steps as a visitor uses them (issue 30, points 3 and 4), with the real Supabase
 * client against a stand-in server that answers as the service's contract says: the deletion that needs the
 * e-mailed code, the recovery codes shown once and regenerated, and the sign-in step with a recovery code.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MfaChallengeForm } from '../../app/components/forms/mfa-challenge-form.tsx'
import { DeleteAccountSection } from '../../app/components/forms/profile/delete-account-section.tsx'
import { TwoFactorSection } from '../../app/components/forms/profile/two-factor-section.tsx'
import { Toaster } from '../../app/components/ui/toaster.tsx'
import { authStorageKey } from '../../app/lib/auth/session-state.ts'
import { dismissToast } from '../../app/lib/toast.ts'
import { button, click, field, jsonAnswer, mount, standInServer, typeInto, until, type Mounted, type Received } from '../support/dom.tsx'

let page: Mounted | undefined

afterEach(async () => {
  await page?.unmount()
  page = undefined
  dismissToast()
  localStorage.clear()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const factor = { id: 'factor-1', factor_type: 'totp', status: 'verified', friendly_name: '', created_at: '2025-01-01T00:00:00Z', updated_at: '2025-01-01T00:00:00Z' }
const user = (factors: unknown[]) => ({ id: 'user-1', aud: 'authenticated', email: 'dana@example.com', app_metadata: {}, user_metadata: {}, created_at: '2025-01-01T00:00:00Z', factors })

/** An access token of the service (the client reads its claims; the signature is checked by the server only). */
function accessToken(aal: 'aal1' | 'aal2', lifetimeSeconds = 3600): string {
  const exp = Math.floor(Date.now() / 1000) + lifetimeSeconds
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const claims = { sub: 'user-1', email: 'dana@example.com', role: 'authenticated', aud: 'authenticated', aal, session_id: 'session-1', exp }
  return `${encode({ alg: 'ES256', typ: 'JWT' })}.${encode(claims)}.${Buffer.from('signature').toString('base64url')}`
}

/** A session in the browser's storage, as supabase-js keeps it; returns its access token. */
function storeSession(aal: 'aal1' | 'aal2', factors: unknown[] = []): string {
  const token = accessToken(aal)
  const now = Math.floor(Date.now() / 1000)
  localStorage.setItem(
    authStorageKey,
    JSON.stringify({ access_token: token, refresh_token: `refresh-${aal}`, token_type: 'bearer', expires_in: 3600, expires_at: now + 3600, user: user(factors) }),
  )
  return token
}

const toastText = () => document.querySelector('li.toast')?.textContent ?? ''
const errorUnder = (control: HTMLElement) => document.getElementById(`${control.id}-error`)?.textContent ?? ''
const requests = (received: Received[]) => received.map((request) => `${request.method} ${request.url.pathname}`)

describe('deleting the account (issue 30, point 4)', () => {
  it('asks for the e-mailed code first, then deletes with it after the confirmation; a wrong code is said under the field, kept', async () => {
    let deletions = 0
    const received = standInServer((request) => {
      if (request.url.pathname === '/auth/v1/reauthenticate') return jsonAnswer(200, {})
      if (request.url.pathname === '/api/account') {
        deletions++
        return deletions === 1
          ? jsonAnswer(422, { error: 'reauthentication_not_valid', message: 'Nonce has expired or is invalid' })
          : new Response(null, { status: 204 })
      }
      if (request.url.pathname === '/auth/v1/logout') return new Response(null, { status: 204 })
      return jsonAnswer(404, {})
    })
    const token = storeSession('aal1')
    page = await mount(
      <>
        <DeleteAccountSection />
        <Toaster />
      </>,
    )
    const { container } = page
    await click(button(container, 'Supprimer mon compte'))
    await until(() => toastText() !== '', 'the code sent')
    expect(toastText()).toBe('Code envoyéSaisissez le code à 6 chiffres reçu par email pour confirmer la suppression.')
    expect(requests(received)).toEqual(['GET /auth/v1/reauthenticate'])
    const code = field(container, 'Code reçu par email')
    await until(() => document.activeElement === code, 'the code field focused')
    expect(code.getAttribute('aria-describedby')).toBe('delete-account-code-hint')

    await typeInto(code, '111111')
    await click(container.querySelector<HTMLButtonElement>('button[type="submit"]')!)
    const dialog = () => document.querySelector<HTMLDialogElement>('dialog[role="alertdialog"]')!
    await until(() => dialog().open, 'the confirmation')
    expect(requests(received)).toEqual(['GET /auth/v1/reauthenticate'])
    await click(button(dialog(), 'Supprimer définitivement'))
    await until(() => errorUnder(code) !== '', 'the refusal under the field')
    expect(errorUnder(code)).toBe('Ce code est incorrect ou a expiré. Saisissez le dernier code reçu, ou demandez-en un nouveau.')
    expect(code.value).toBe('111111')
    expect(dialog().open).toBe(false)
    await until(() => document.activeElement === code, 'the focus back on the code')
    const refused = received.find((request) => request.method === 'DELETE')!
    expect(refused.body).toEqual({ nonce: '111111' })
    expect(refused.headers.get('authorization')).toBe(`Bearer ${token}`)
    expect(refused.headers.get('apikey')).toBeTruthy()

    await typeInto(code, '222222')
    await click(container.querySelector<HTMLButtonElement>('button[type="submit"]')!)
    await until(() => dialog().open, 'the confirmation again')
    await click(button(dialog(), 'Supprimer définitivement'))
    await until(() => toastText().startsWith('Compte supprimé'), 'the account deleted')
    expect(received.filter((request) => request.method === 'DELETE').map((request) => request.body)).toEqual([{ nonce: '111111' }, { nonce: '222222' }])
    expect(localStorage.getItem(authStorageKey)).toBeNull()
  })

  it('a code asked for too often: the service’s refusal, translated', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    standInServer(
      () =>
        new Response(JSON.stringify({ code: 'over_email_send_rate_limit', message: 'For security purposes, you can only request this after 58 seconds.' }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
        }),
    )
    storeSession('aal1')
    page = await mount(
      <>
        <DeleteAccountSection />
        <Toaster />
      </>,
      'he',
    )
    await click(button(page.container, 'מחיקת החשבון שלי'))
    await until(() => toastText() !== '', 'the refusal')
    expect(toastText()).toBe('שגיאהנשלחו יותר מדי הודעות אימייל. נסו שוב בעוד כמה דקות.')
    expect(page.container.querySelector('input[name="code"]')).toBeNull()
  })
})

describe('recovery codes in the profile (issue 30, point 3)', () => {
  it('shows how many are left; new ones, asked for, are shown once with the sentence that says so', async () => {
    const fresh = Array.from({ length: 10 }, (_, index) => `k7m2p-x9q${index}r`)
    const received = standInServer((request) => {
      if (request.url.pathname === '/auth/v1/mfa/recovery-codes' && request.method === 'GET') return jsonAnswer(200, { remaining: 1, created_at: '2025-01-01T00:00:00Z' })
      if (request.url.pathname === '/auth/v1/mfa/recovery-codes' && request.method === 'POST') return jsonAnswer(200, { codes: fresh, created_at: '2025-02-01T00:00:00Z' })
      return jsonAnswer(404, {})
    })
    const token = storeSession('aal2', [factor])
    page = await mount(
      <>
        <TwoFactorSection />
        <Toaster />
      </>,
    )
    const { container } = page
    const status = () => container.querySelector('[data-testid="recovery-codes-status"]')?.textContent ?? ''
    await until(() => status() !== '', 'the count')
    expect(status()).toBe('Il vous reste un seul code de secours\u00a0: pensez à en générer de nouveaux.')
    const asked = received.find((request) => request.url.pathname === '/auth/v1/mfa/recovery-codes')!
    expect(asked.headers.get('authorization')).toBe(`Bearer ${token}`)
    expect(asked.headers.get('apikey')).toBeTruthy()

    await click(button(container, 'Générer de nouveaux codes'))
    expect(container.textContent).toContain('Vos codes actuels ne fonctionneront plus\u00a0: seuls les nouveaux seront valables.')
    expect(requests(received).filter((line) => line.startsWith('POST'))).toEqual([])
    await click(button(container, 'Remplacer mes codes'))
    await until(() => container.querySelector('[data-testid="recovery-codes"]') !== null, 'the codes shown')
    const list = container.querySelector('[data-testid="recovery-codes"]')!
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual(fresh)
    expect(list.getAttribute('aria-label')).toBe('Vos 10 codes de secours')
    expect(list.getAttribute('dir')).toBe('ltr')
    const region = container.querySelector('[role="region"]')!
    await until(() => document.activeElement === region, 'the focus on the codes')
    expect(region.textContent).toContain("Ces codes ne sont affichés qu'une seule fois\u00a0: notez-les maintenant.")

    await click(button(container, "J'ai enregistré mes codes"))
    expect(container.querySelector('[data-testid="recovery-codes"]')).toBeNull()
    expect(status()).toBe('Il vous reste 10 codes de secours.')
  })
})

describe('recovery codes that could not be made', () => {
  it('the failure is told, and the count is read again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const received = standInServer((request) => {
      if (request.url.pathname !== '/auth/v1/mfa/recovery-codes') return jsonAnswer(404, {})
      return request.method === 'GET'
        ? jsonAnswer(200, { remaining: 0, created_at: null })
        : new Response(JSON.stringify({ code: 'insufficient_aal', message: 'AAL2 required' }), { status: 403, headers: { 'content-type': 'application/json' } })
    })
    storeSession('aal2', [factor])
    page = await mount(
      <>
        <TwoFactorSection />
        <Toaster />
      </>,
      'en',
    )
    const { container } = page
    const status = () => container.querySelector('[data-testid="recovery-codes-status"]')?.textContent ?? ''
    await until(() => status() !== '', 'the count')
    expect(status()).toBe('You have no recovery codes yet.')
    await click(button(container, 'Generate recovery codes'))
    await until(() => toastText() !== '', 'the failure')
    expect(toastText()).toBe('ErrorFirst confirm your identity with the code of your authenticator app.')
    await until(() => requests(received).filter((line) => line === 'GET /auth/v1/mfa/recovery-codes').length === 2, 'the count read again')
    await until(() => status() !== '', 'the count shown again')
    expect(status()).toBe('You have no recovery codes yet.')
    expect(container.querySelector('[data-testid="recovery-codes"]')).toBeNull()
  })
})

describe('the sign-in step with a recovery code (issue 30, point 3)', () => {
  function answerVerify(answer: () => Response) {
    return standInServer((request) => {
      if (request.url.pathname === '/auth/v1/mfa/recovery-codes/verify') return answer()
      if (request.url.pathname === '/auth/v1/user') return jsonAnswer(200, user([factor]))
      return jsonAnswer(404, {})
    })
  }

  async function openRecoveryStep(language: 'fr' | 'he' = 'fr') {
    const token = storeSession('aal1', [factor])
    page = await mount(
      <>
        <MfaChallengeForm />
        <Toaster />
      </>,
      language,
    )
    await click(button(page.container, language === 'fr' ? 'Utiliser un code de secours' : 'שימוש בקוד גיבוי'))
    const code = field(page.container, language === 'fr' ? 'Code de secours' : 'קוד גיבוי')
    await until(() => document.activeElement === code, 'the recovery code field focused')
    return { code, token }
  }

  it('raises the session: the client holds the aal2 session the service answered', async () => {
    const raised = accessToken('aal2', 7200)
    const received = answerVerify(() => jsonAnswer(200, { access_token: raised, refresh_token: 'refresh-aal2', token_type: 'bearer', expires_in: 3600, user: user([factor]) }))
    const { code, token } = await openRecoveryStep()
    await typeInto(code, ' K7M2P-X9Q4R ')
    await click(button(page!.container, 'Vérifier'))
    await until(() => toastText() !== '', 'the session raised')
    expect(toastText()).toBe("Code de secours utiliséCe code ne fonctionnera plus. S'il vous en reste peu, générez de nouveaux codes depuis votre profil.")
    const verify = received.find((request) => request.url.pathname === '/auth/v1/mfa/recovery-codes/verify')!
    expect(verify.method).toBe('POST')
    expect(verify.body).toEqual({ code: 'K7M2P-X9Q4R' })
    expect(verify.headers.get('authorization')).toBe(`Bearer ${token}`)
    await until(() => (JSON.parse(localStorage.getItem(authStorageKey) ?? '{}') as { access_token?: string }).access_token === raised, 'the aal2 session stored')
    expect((JSON.parse(localStorage.getItem(authStorageKey)!) as { refresh_token: string }).refresh_token).toBe('refresh-aal2')
  })

  it('a wrong or used code: said under the field, the code kept as typed', async () => {
    answerVerify(() => jsonAnswer(422, { code: 'mfa_verification_failed', message: 'Invalid recovery code entered' }))
    const { code } = await openRecoveryStep()
    await typeInto(code, 'abcde-fghjk')
    await click(button(page!.container, 'Vérifier'))
    await until(() => errorUnder(code) !== '', 'the refusal')
    expect(errorUnder(code)).toBe('Ce code de secours est incorrect ou a déjà servi.')
    expect(code.value).toBe('abcde-fghjk')
  })

  it('locked after too many wrong codes: for the minutes of Retry-After, in the page’s language', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    answerVerify(() => new Response(JSON.stringify({ code: 'mfa_factor_locked', message: 'locked' }), { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '840' } }))
    const { code } = await openRecoveryStep('he')
    await typeInto(code, 'abcde-fghjk')
    await click(button(page!.container, 'אימות'))
    await until(() => toastText() !== '', 'the lockout')
    expect(toastText()).toBe('שגיאה בהתחברותיותר מדי קודים שגויים: האימות הדו-שלבי של החשבון הזה חסום למשך 14 דקות. נשלחה הודעת אימייל לכתובת הרשומה בחשבון.')
  })
})
