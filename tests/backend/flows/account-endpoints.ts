// /api/account: the signed-in user's newsletter subscription, and deleting the account.

import { describe, expect, it } from 'vitest'
import { decodeJwt } from 'jose'
import { totp } from '../../../server/backend/totp.ts'
import { type TestClient } from '../helpers.ts'
import { PASSWORD, type BackendSuite } from './suite-context.ts'

export function accountEndpointTests({ h, confirmedUser, signedIn }: BackendSuite): void {
  describe('account endpoints (/api/account)', () => {
    const tokenOf = async (c: TestClient) => (await c.sb.auth.getSession()).data.session!.access_token
    /** The profile page's calls: same origin, the user's access token, the anon key alongside. */
    const api = (path: string, token: string | null, method = 'GET', body?: unknown) =>
      h.fetch(path, {
        method,
        headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
    const countOf = async (sql: string, params: unknown[]) => (await h.backend.db().query<{ n: number }>(sql, params))[0]?.n
    const subscribe = (email: string) =>
      h.fetch('/api/newsletter/subscribe', {
        key: null,
        method: 'POST',
        body: JSON.stringify({ email, first_name: 'Dana', lang: 'fr' }),
        headers: { 'Content-Type': 'application/json' },
      })

    it("reports and ends the newsletter subscription of the account's address", async () => {
      const email = await confirmedUser('acctnews')
      const c = await signedIn(email)
      const token = await tokenOf(c)
      const status = async () => {
        const res = await api('/api/account/newsletter', token)
        expect(res.status).toBe(200)
        expect(res.headers.get('cache-control')).toBe('no-store')
        return res.json()
      }
      expect(await status()).toEqual({ status: 'none', email })
      const none = await api('/api/account/newsletter', token, 'DELETE')
      expect(none.status).toBe(404)
      expect(await none.json()).toEqual({ error: 'not_found', message: 'This address is not subscribed to the newsletter.' })

      const sub = await subscribe(email.toUpperCase())
      expect(sub.status).toBe(201)
      expect(await sub.json()).toEqual({ status: 'pending' })
      expect(await status()).toEqual({ status: 'pending', email })
      const dup = await subscribe(email)
      expect(dup.status).toBe(201)
      expect(await dup.json()).toEqual({ status: 'pending' })

      const mail = await h.mailTo(email, 'newsletter_confirmation')
      const confirmToken = new URL(mail.link as string).searchParams.get('token') as string
      const confirmed = await h.fetch('/api/newsletter/confirm', { key: null, method: 'POST', body: JSON.stringify({ token: confirmToken }), headers: { 'Content-Type': 'application/json' } })
      expect(confirmed.status).toBe(200)
      expect(await status()).toEqual({ status: 'confirmed', email })

      const unsub = await api('/api/account/newsletter', token, 'DELETE')
      expect(unsub.status).toBe(200)
      expect(await unsub.json()).toEqual({ status: 'unsubscribed' })
      expect(await status()).toEqual({ status: 'unsubscribed', email })
      const again = await api('/api/account/newsletter', token, 'DELETE')
      expect(again.status).toBe(200)
      expect(await again.json()).toEqual({ status: 'unsubscribed' })

      // Subscribing again from the profile starts a new double opt-in.
      expect((await subscribe(email)).status).toBe(201)
      expect(await status()).toEqual({ status: 'pending', email })
    })

    it('answers 401 without a usable token, 405/404 elsewhere', async () => {
      const email = await confirmedUser('acct401')
      const c = await signedIn(email)
      const token = await tokenOf(c)
      expect((await c.sb.auth.signOut({ scope: 'local' })).error).toBeNull()
      const endpoints = [
        ['GET', '/api/account/newsletter'],
        ['DELETE', '/api/account/newsletter'],
        ['DELETE', '/api/account'],
      ] as const
      for (const [method, path] of endpoints) {
        const none = await api(path, null, method)
        expect(none.status, `${method} ${path}`).toBe(401)
        expect(await none.json()).toEqual({ error: 'no_authorization', message: 'This endpoint requires a valid Bearer token' })
        for (const bad of ['x.y.z', h.backend.anonKey, `${token.slice(0, -4)}AAAA`]) {
          const res = await api(path, bad, method)
          expect(res.status, `${method} ${path}`).toBe(401)
          const body = await res.json()
          expect(body.error).toBe('bad_jwt')
          expect(typeof body.message).toBe('string')
        }
        const signedOut = await api(path, token, method)
        expect(signedOut.status, `${method} ${path}`).toBe(401)
        expect(await signedOut.json()).toEqual({ error: 'session_not_found', message: 'Session from session_id claim in JWT does not exist' })
      }
      expect((await h.client().sb.auth.getUser(token)).error?.name).toBe('AuthSessionMissingError')
      expect(await countOf('select count(*)::int as n from app_auth.users where email = $1', [email])).toBe(1)

      const post = await api('/api/account', token, 'POST')
      expect(post.status).toBe(405)
      expect(post.headers.get('allow')).toBe('DELETE, OPTIONS')
      expect(await post.json()).toMatchObject({ error: 'method_not_allowed' })
      const unknown = await api('/api/account/elsewhere', token)
      expect(unknown.status).toBe(404)
      expect(await unknown.json()).toMatchObject({ error: 'not_found' })
    })

    it('deletes the account: every session and token revoked, committed before the 204', async () => {
      const email = await confirmedUser('acctdel')
      const a = await signedIn(email)
      const b = await signedIn(email)
      const sa = (await a.sb.auth.getSession()).data.session!
      const sb2 = (await b.sb.auth.getSession()).data.session!
      const userId = sa.user.id
      const sessionIds = [decodeJwt(sa.access_token).session_id, decodeJwt(sb2.access_token).session_id]
      // A pending subscription (a consent of its own: it stays), a reauthentication code and an unverified factor.
      expect((await subscribe(email)).status).toBe(201)
      expect((await a.sb.auth.reauthenticate()).error).toBeNull()
      expect((await a.sb.auth.mfa.enroll({ factorType: 'totp' })).error).toBeNull()
      expect(await countOf('select count(*)::int as n from app_auth.mfa_factors where user_id = $1', [userId])).toBe(1)

      // Issue 30: the e-mailed reauthentication code, as for a password change.
      const code = (await h.mailTo(email, 'reauthentication')).otp
      const del = await api('/api/account', sa.access_token, 'DELETE', { nonce: code })
      expect(del.status).toBe(204)
      expect(await del.text()).toBe('')

      // Nothing of the user is left, already when the answer arrives.
      for (const table of ['identities', 'sessions', 'refresh_tokens', 'mfa_factors', 'one_time_tokens', 'flow_states']) {
        expect(await countOf(`select count(*)::int as n from app_auth.${table} where user_id = $1`, [userId]), table).toBe(0)
      }
      expect(await countOf('select count(*)::int as n from app_auth.users where id = $1', [userId])).toBe(0)
      expect(await countOf('select count(*)::int as n from app_auth.mfa_amr_claims where session_id = any($1::uuid[])', [sessionIds])).toBe(0)
      expect(await countOf('select count(*)::int as n from public.newsletter_subscribers where email = $1', [email])).toBe(1)

      // The old tokens are refused everywhere.
      for (const s of [sa, sb2]) {
        const me = await h.client().sb.auth.getUser(s.access_token)
        expect(me.error?.status).toBe(403)
        expect(me.error?.code).toBe('user_not_found')
        const raw = await h.fetch('/auth/v1/user', { headers: { Authorization: `Bearer ${s.access_token}`, 'X-Supabase-Api-Version': '2024-01-01' } })
        expect(raw.status).toBe(403)
        expect(await raw.json()).toEqual({ code: 'user_not_found', message: 'User from sub claim in JWT does not exist' })
        const refresh = await h.client().sb.auth.refreshSession({ refresh_token: s.refresh_token })
        expect(refresh.error?.code).toBe('refresh_token_not_found')
        const account = await api('/api/account/newsletter', s.access_token)
        expect(account.status).toBe(401)
        expect((await account.json()).error).toBe('session_not_found')
        expect((await api('/api/account', s.access_token, 'DELETE')).status).toBe(401)
      }
      const factors = await h.fetch('/auth/v1/factors', { method: 'POST', body: JSON.stringify({ factor_type: 'totp' }), headers: { Authorization: `Bearer ${sa.access_token}` } })
      expect(factors.status).toBe(403)
      // supabase-js still holds the deleted session: /rest/v1 refuses it too.
      const rest = await b.sb.from('contact_messages').insert({ first_name: 'Dana', last_name: 'Levi', email, subject: 'info', message: 'Un message après suppression.' })
      expect(rest.status).toBe(401)
      expect(rest.error?.code).toBe('PGRST303')
      // The client signs out without an error (the server no longer knows the session).
      expect((await a.sb.auth.signOut()).error).toBeNull()
      expect((await a.sb.auth.getSession()).data.session).toBeNull()

      const login = await h.client().sb.auth.signInWithPassword({ email, password: PASSWORD })
      expect(login.error?.code).toBe('invalid_credentials')
      const gone = await h.admin().auth.admin.getUserById(userId)
      expect(gone.error?.status).toBe(404)
      // The address is free again.
      const again = await h.client().sb.auth.signUp({ email, password: PASSWORD })
      expect(again.error).toBeNull()
      expect(again.data.user?.id).not.toBe(userId)
    })

    it('needs an aal2 session to delete an account with a verified factor', async () => {
      const email = await confirmedUser('acctmfa')
      const c = await signedIn(email)
      const enrol = await c.sb.auth.mfa.enroll({ factorType: 'totp' })
      if (enrol.error || enrol.data.type !== 'totp') throw new Error('enrolment failed')
      const factorId = enrol.data.id
      const ch = await c.sb.auth.mfa.challenge({ factorId })
      const verified = await c.sb.auth.mfa.verify({ factorId, challengeId: ch.data!.id, code: totp(enrol.data.totp.secret) })
      expect(verified.error).toBeNull()
      const aal2 = await tokenOf(c)
      expect(decodeJwt(aal2).aal).toBe('aal2')

      const other = await signedIn(email)
      const aal1 = await tokenOf(other)
      expect(decodeJwt(aal1).aal).toBe('aal1')
      const refused = await api('/api/account', aal1, 'DELETE')
      expect(refused.status).toBe(401)
      expect(await refused.json()).toEqual({
        error: 'insufficient_aal',
        message: 'AAL2 session is required to delete the account when MFA is enabled.',
      })
      expect((await c.sb.auth.getUser()).error).toBeNull()
      // The aal1 session may still read and unsubscribe the newsletter.
      expect((await api('/api/account/newsletter', aal1)).status).toBe(200)

      const ok = await api('/api/account', aal2, 'DELETE')
      expect(ok.status).toBe(204)
      expect(await countOf('select count(*)::int as n from app_auth.mfa_factors where id = $1', [factorId])).toBe(0)
      expect(await countOf('select count(*)::int as n from app_auth.mfa_challenges where factor_id = $1', [factorId])).toBe(0)
      expect((await h.client().sb.auth.getUser(aal1)).error?.code).toBe('user_not_found')
      expect((await c.sb.auth.getUser()).error?.code).toBe('user_not_found')
    })
  })
}
