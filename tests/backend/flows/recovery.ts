// Getting into an account by e-mail: password recovery and magic links.

import { describe, expect, it } from 'vitest'
import { fragmentParams, settle, uniqueEmail } from '../helpers.ts'
import { type BackendSuite } from './suite-context.ts'

export function recoveryTests({ h, confirmedUser, landOn }: BackendSuite): void {
  describe('recovery', () => {
    it('recovers a password: same answer for unknown addresses, recovery session, PASSWORD_RECOVERY', async () => {
      const email = await confirmedUser('recover')
      const c = h.client()
      const before = h.mails.length
      const unknown = await c.sb.auth.resetPasswordForEmail(uniqueEmail('ghost'))
      expect(unknown).toEqual({ data: {}, error: null })
      const known = await c.sb.auth.resetPasswordForEmail(email, { redirectTo: `${h.url}/reset` })
      expect(known).toEqual({ data: {}, error: null })
      const mail = await h.mailTo(email, 'recovery', before)
      expect(h.mails.slice(before)).toHaveLength(1)
      expect(mail.subject).toContain('Réinitialisez votre mot de passe')

      // The link lands on the requested page with a recovery session.
      const res = await fetch(mail.link as string, { redirect: 'manual' })
      const location = res.headers.get('location') as string
      expect(location.startsWith(`${h.url}/reset#`)).toBe(true)
      expect(fragmentParams(location).get('type')).toBe('recovery')
      const landed = await landOn(location)
      expect(landed.events).toContain('PASSWORD_RECOVERY')
      const upd = await landed.sb.auth.updateUser({ password: 'recovered-password' })
      expect(upd.error).toBeNull()
      expect((await h.client().sb.auth.signInWithPassword({ email, password: 'recovered-password' })).error).toBeNull()

      // The 6-digit code works too (verifyOtp).
      const again = h.mails.length
      h.backend.config.rateLimits.emailFrequencySeconds = 0
      await c.sb.auth.resetPasswordForEmail(email)
      const code = (await h.mailTo(email, 'recovery', again)).otp as string
      const wrong = await c.sb.auth.verifyOtp({ email, token: code === '000000' ? '111111' : '000000', type: 'recovery' })
      expect(wrong.error?.code).toBe('otp_expired')
      const ok = await c.sb.auth.verifyOtp({ email, token: code, type: 'recovery' })
      expect(ok.error).toBeNull()
      await settle()
      expect(c.events).toContain('PASSWORD_RECOVERY')
    })

    it('signs in with a magic link, and creates the user by default', async () => {
      const email = await confirmedUser('magic')
      const c = h.client()
      const before = h.mails.length
      expect((await c.sb.auth.signInWithOtp({ email })).error).toBeNull()
      const mail = await h.mailTo(email, 'magiclink', before)
      expect(mail.subject).toContain('Votre lien de connexion')
      const token = new URL(mail.link as string).searchParams.get('token') as string
      const { data, error } = await c.sb.auth.verifyOtp({ token_hash: token, type: 'magiclink' })
      expect(error).toBeNull()
      expect(data.session?.user.email).toBe(email)
      await settle()
      expect(c.events).toContain('SIGNED_IN')

      const fresh = uniqueEmail('newbyotp')
      expect((await c.sb.auth.signInWithOtp({ email: fresh, options: { data: { first_name: 'Eli' } } })).error).toBeNull()
      const confirm = await h.mailTo(fresh, 'signup')
      const landed = await fetch(confirm.link as string, { redirect: 'manual' })
      expect(fragmentParams(landed.headers.get('location') as string).get('access_token')).toBeTruthy()

      // Without shouldCreateUser an unknown address gets the known address's answer, and no e-mail.
      const sentBefore = h.mails.length
      const unknown = uniqueEmail('nocreate')
      const refused = await c.sb.auth.signInWithOtp({ email: unknown, options: { shouldCreateUser: false } })
      expect(refused).toEqual({ data: { user: null, session: null }, error: null })
      await settle()
      expect(h.mails.slice(sentBefore).filter((m) => m.to === unknown)).toEqual([])
      expect(await h.backend.db().query('select 1 from app_auth.users where email = $1', [unknown])).toEqual([])
    })
  })
}
