// Tokens and sessions: refresh-token rotation, sign-out scopes, refused tokens.

import { describe, expect, it } from 'vitest'
import { settle } from '../helpers.ts'
import { type BackendSuite } from './suite-context.ts'

export function sessionTests({ h, confirmedUser, signedIn }: BackendSuite): void {
  describe('sessions', () => {
    it('rotates refresh tokens and revokes the family on reuse', async () => {
      const email = await confirmedUser('refresh')
      const c = await signedIn(email)
      const first = (await c.sb.auth.getSession()).data.session!
      const r1 = await c.sb.auth.refreshSession()
      expect(r1.error).toBeNull()
      await settle()
      expect(c.events).toContain('TOKEN_REFRESHED')
      const second = r1.data.session!
      expect(second.refresh_token).not.toBe(first.refresh_token)

      // The token just replaced may be presented again (the client lost the answer): same active token back.
      const replay = await h.client().sb.auth.refreshSession({ refresh_token: first.refresh_token })
      expect(replay.error).toBeNull()
      expect(replay.data.session?.refresh_token).toBe(second.refresh_token)

      const r2 = await c.sb.auth.refreshSession()
      expect(r2.error).toBeNull()
      const third = r2.data.session!

      h.backend.config.refreshTokenReuseIntervalSeconds = 0
      try {
        const reuse = await h.client().sb.auth.refreshSession({ refresh_token: first.refresh_token })
        expect(reuse.error?.code).toBe('refresh_token_already_used')
        // The whole family is revoked, committed before the error.
        const after = await h.client().sb.auth.refreshSession({ refresh_token: third.refresh_token })
        expect(after.error?.code).toBe('refresh_token_not_found')
        const user = await h.client().sb.auth.getUser(third.access_token)
        expect(user.error?.name).toBe('AuthSessionMissingError')
      } finally {
        h.backend.config.refreshTokenReuseIntervalSeconds = 10
      }
    })

    it('signs out with the local, others and global scopes', async () => {
      const email = await confirmedUser('logout')
      const a = await signedIn(email)
      const b = await signedIn(email)
      const c = await signedIn(email)
      const tokenOf = async (x: typeof a) => (await x.sb.auth.getSession()).data.session!.access_token
      const [ta, tb, tc] = [await tokenOf(a), await tokenOf(b), await tokenOf(c)]

      expect((await b.sb.auth.signOut({ scope: 'others' })).error).toBeNull()
      expect((await h.client().sb.auth.getUser(ta)).error?.name).toBe('AuthSessionMissingError')
      expect((await h.client().sb.auth.getUser(tc)).error?.name).toBe('AuthSessionMissingError')
      expect((await h.client().sb.auth.getUser(tb)).error).toBeNull()

      expect((await b.sb.auth.signOut({ scope: 'local' })).error).toBeNull()
      await settle()
      expect(b.events).toContain('SIGNED_OUT')
      expect((await h.client().sb.auth.getUser(tb)).error?.name).toBe('AuthSessionMissingError')

      const d = await signedIn(email)
      const e = await signedIn(email)
      const te = await tokenOf(e)
      expect((await d.sb.auth.signOut()).error).toBeNull()
      await settle()
      expect(d.events).toContain('SIGNED_OUT')
      expect((await h.client().sb.auth.getUser(te)).error?.name).toBe('AuthSessionMissingError')
      expect((await d.sb.auth.getSession()).data.session).toBeNull()
    })

    it('refuses tampered, foreign and expired tokens with bad_jwt', async () => {
      const email = await confirmedUser('badjwt')
      const c = await signedIn(email)
      const token = (await c.sb.auth.getSession()).data.session!.access_token
      const [head, payload] = token.split('.')
      const forged = `${head}.${payload}.${Buffer.from('forged').toString('base64url')}`
      const res = await h.fetch('/auth/v1/user', { headers: { Authorization: `Bearer ${forged}`, 'X-Supabase-Api-Version': '2024-01-01' } })
      expect(res.status).toBe(403)
      expect((await res.json()).code).toBe('bad_jwt')
      const anon = await h.fetch('/auth/v1/user', { headers: { Authorization: `Bearer ${h.backend.anonKey}`, 'X-Supabase-Api-Version': '2024-01-01' } })
      expect(anon.status).toBe(403)
      expect((await anon.json()).code).toBe('bad_jwt')
      const none = await h.fetch('/auth/v1/user', { headers: { 'X-Supabase-Api-Version': '2024-01-01' } })
      expect(none.status).toBe(401)
      expect((await none.json()).code).toBe('no_authorization')
    })
  })
}
