// Changes to an account: metadata, password and address; the confirmation sent again, the reauthentication
// code; the e-mail frequency limit.

import { describe, expect, it } from 'vitest'
import { fragmentParams, settle, uniqueEmail } from '../helpers.ts'
import { PASSWORD, type BackendSuite } from './suite-context.ts'

export function accountChangeTests({ h, confirmedUser, signedIn }: BackendSuite): void {
  describe('account changes', () => {
    it('updates metadata, password and e-mail (confirmed from both addresses)', async () => {
      const email = await confirmedUser('update')
      const c = await signedIn(email)
      const meta = await c.sb.auth.updateUser({ data: { first_name: 'Yael', lang: 'he' } })
      expect(meta.error).toBeNull()
      expect(meta.data.user?.user_metadata).toMatchObject({ first_name: 'Yael', last_name: 'Levi', lang: 'he' })
      await settle()
      expect(c.events).toContain('USER_UPDATED')

      // A password change needs the code e-mailed by /reauthenticate (secure_password_change).
      const needed = await c.sb.auth.updateUser({ password: 'nouveau-mot-de-passe' })
      expect(needed.error?.code).toBe('reauthentication_needed')
      expect(needed.error?.status).toBe(400)
      const nonce = async () => {
        const sent = h.mails.length
        expect((await c.sb.auth.reauthenticate()).error).toBeNull()
        return (await h.mailTo(email, 'reauthentication', sent)).otp as string
      }
      const code = await nonce()
      const wrong = await c.sb.auth.updateUser({ password: 'nouveau-mot-de-passe', nonce: code === '000000' ? '111111' : '000000' })
      expect(wrong.error?.code).toBe('reauthentication_not_valid')
      // The code is checked before the password is compared, and spent by the attempt.
      const same = await c.sb.auth.updateUser({ password: PASSWORD, nonce: code })
      expect(same.error?.code).toBe('same_password')
      const spent = await c.sb.auth.updateUser({ password: 'nouveau-mot-de-passe', nonce: code })
      expect(spent.error?.code).toBe('reauthentication_not_valid')
      const pw = await c.sb.auth.updateUser({ password: 'nouveau-mot-de-passe', nonce: await nonce() })
      expect(pw.error).toBeNull()
      expect((await h.client().sb.auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe('invalid_credentials')
      expect((await h.client().sb.auth.signInWithPassword({ email, password: 'nouveau-mot-de-passe' })).error).toBeNull()

      const newEmail = uniqueEmail('changed')
      const before = h.mails.length
      const change = await c.sb.auth.updateUser({ email: newEmail })
      expect(change.error).toBeNull()
      expect(change.data.user?.new_email).toBe(newEmail)
      const toNew = await h.mailTo(newEmail, 'email_change_new', before)
      const toOld = await h.mailTo(email, 'email_change_current', before)
      expect(toNew.lang).toBe('he') // the user's language
      expect(toNew.html).toContain('dir="rtl"')
      const first = await fetch(toOld.link as string, { redirect: 'manual' })
      expect(fragmentParams(first.headers.get('location') as string).get('message')).toContain('Confirmation link accepted')
      const second = await fetch(toNew.link as string, { redirect: 'manual' })
      const params = fragmentParams(second.headers.get('location') as string)
      expect(params.get('type')).toBe('email_change')
      const { data } = await h.client().sb.auth.getUser(params.get('access_token') as string)
      expect(data.user?.email).toBe(newEmail)
    })

    it('resends the confirmation and sends a reauthentication code', async () => {
      const email = uniqueEmail('resend')
      const c = h.client()
      await c.sb.auth.signUp({ email, password: PASSWORD })
      // The sign-up's own e-mail may leave after the answer: wait for it, so that the code read
      // below is the resent one (the resend replaces the first code).
      await h.mailTo(email, 'signup')
      const before = h.mails.length
      expect((await c.sb.auth.resend({ type: 'signup', email })).error).toBeNull()
      const mail = await h.mailTo(email, 'signup', before)
      const ok = await c.sb.auth.verifyOtp({ email, token: mail.otp as string, type: 'signup' })
      expect(ok.error).toBeNull()
      const re = await c.sb.auth.reauthenticate()
      expect(re.error).toBeNull()
      const code = await h.mailTo(email, 'reauthentication')
      expect(code.otp).toMatch(/^\d{6}$/)
    })

    it('enforces the e-mail frequency limit', async () => {
      h.backend.config.rateLimits.emailFrequencySeconds = 60
      try {
        const email = await confirmedUser('freq')
        const c = h.client()
        expect((await c.sb.auth.resetPasswordForEmail(email)).error).toBeNull()
        const second = await c.sb.auth.resetPasswordForEmail(email)
        expect(second.error?.status).toBe(429)
        expect(second.error?.code).toBe('over_email_send_rate_limit')
      } finally {
        h.backend.config.rateLimits.emailFrequencySeconds = 0
      }
    })
  })
}
