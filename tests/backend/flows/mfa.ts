// Multi-factor authentication with TOTP (the lockouts and recovery codes: mfa-lockout.test.ts).

import { describe, expect, it } from 'vitest'
import { totp } from '../../../server/backend/totp.ts'
import { settle } from '../helpers.ts'
import { type BackendSuite } from './suite-context.ts'

export function mfaTests({ h, confirmedUser, signedIn }: BackendSuite): void {
  describe('multi-factor authentication', () => {
    it('enrols TOTP, reaches aal2, and needs aal2 to remove the factor', async () => {
      const email = await confirmedUser('mfa')
      const c = await signedIn(email)
      const enrol = await c.sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'phone app' })
      expect(enrol.error).toBeNull()
      const factor = enrol.data!
      expect(factor.type).toBe('totp')
      if (factor.type !== 'totp') throw new Error('expected totp')
      expect(factor.totp.qr_code.startsWith('data:image/svg+xml;utf-8,<svg')).toBe(true)
      expect(factor.totp.uri).toContain(`secret=${factor.totp.secret}`)
      const secret = factor.totp.secret

      const ch = await c.sb.auth.mfa.challenge({ factorId: factor.id })
      expect(ch.error).toBeNull()
      const bad = await c.sb.auth.mfa.verify({ factorId: factor.id, challengeId: ch.data!.id, code: totp(secret, Date.now() - 10 * 60_000) })
      expect(bad.error?.code).toBe('mfa_verification_failed')
      const ok = await c.sb.auth.mfa.verify({ factorId: factor.id, challengeId: ch.data!.id, code: totp(secret) })
      expect(ok.error).toBeNull()
      await settle()
      expect(c.events).toContain('MFA_CHALLENGE_VERIFIED')
      const aal = await c.sb.auth.mfa.getAuthenticatorAssuranceLevel()
      expect(aal.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' })
      expect(aal.data?.currentAuthenticationMethods.map((m) => (typeof m === 'string' ? m : m.method))).toContain('totp')
      const factors = await c.sb.auth.mfa.listFactors()
      expect(factors.data?.totp).toHaveLength(1)

      // A new sign-in starts at aal1 and is asked for aal2.
      const other = await signedIn(email)
      const aal1 = await other.sb.auth.mfa.getAuthenticatorAssuranceLevel()
      expect(aal1.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' })
      const refused = await other.sb.auth.mfa.unenroll({ factorId: factor.id })
      expect(refused.error?.code).toBe('insufficient_aal')
      const pw = await other.sb.auth.updateUser({ password: 'another-password' })
      expect(pw.error?.code).toBe('insufficient_aal')

      // The administrator sees and removes the factor.
      const admin = h.admin()
      const user = (await c.sb.auth.getUser()).data.user!
      const listed = await admin.auth.admin.mfa.listFactors({ userId: user.id })
      expect(listed.data?.factors).toHaveLength(1)
      const del = await admin.auth.admin.mfa.deleteFactor({ userId: user.id, id: factor.id })
      expect(del.error).toBeNull()
      expect((await admin.auth.admin.mfa.listFactors({ userId: user.id })).data?.factors).toHaveLength(0)
    })
  })
}
