// Issue 15, defect 8: where the upstream auth-js client tests found this
// service answering otherwise than GoTrue, checked through
// supabase-js and on the wire, on PGlite and on PostgreSQL.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fragmentParams, startHarness, uniqueEmail, type DbKind, type Harness } from './helpers.ts'

const PASSWORD = 'motdepasse-1'
const V2024 = { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' }

for (const kind of ['pglite', 'postgres'] as DbKind[]) {
  const skip = kind === 'postgres' && !process.env.TEST_DATABASE_URL
  describe.skipIf(skip)(`GoTrue compatibility (${kind})`, () => {
    let h: Harness

    beforeAll(async () => {
      h = await startHarness(kind)
    })
    afterAll(async () => {
      await h?.close()
    })

    const adminHeaders = () => ({ ...V2024, Authorization: `Bearer ${h.backend.serviceRoleKey}` })
    async function session(prefix: string) {
      const email = uniqueEmail(prefix)
      await h.admin().auth.admin.createUser({ email, password: PASSWORD, email_confirm: true })
      const c = h.client()
      const { data, error } = await c.sb.auth.signInWithPassword({ email, password: PASSWORD })
      if (error) throw error
      return { ...c, email, token: data.session!.access_token }
    }

    it('verifies phone codes as GoTrue does with phone sign-in off: the number is checked, then no account holds the code', async () => {
      const sb = h.client().sb
      for (const type of ['sms', 'phone_change'] as const) {
        const valid = await sb.auth.verifyOtp({ phone: '+972 50 000 0000', token: '123456', type })
        expect(valid.error?.status, type).toBe(403)
        expect(valid.error?.code, type).toBe('otp_expired')
        expect(valid.error?.message, type).toBe('Token has expired or is invalid')
        const invalid = await sb.auth.verifyOtp({ phone: '0500000000', token: '123456', type })
        expect(invalid.error?.status, type).toBe(400)
        expect(invalid.error?.code, type).toBe('validation_failed')
        expect(invalid.error?.message, type).toBe('Invalid phone number format (E.164 required)')
      }
      // A token hash of a phone type is no e-mail link; an e-mail code of a phone type matches no phone.
      const hash = await h.fetch('/auth/v1/verify', { method: 'POST', headers: V2024, body: JSON.stringify({ type: 'sms', token_hash: 'abc' }) })
      expect(hash.status).toBe(400)
      expect(await hash.json()).toEqual({ code: 'validation_failed', message: 'Invalid email verification type' })
      const byEmail = await h.fetch('/auth/v1/verify', { method: 'POST', headers: V2024, body: JSON.stringify({ type: 'sms', token: '123456', email: uniqueEmail('sms') }) })
      expect(byEmail.status).toBe(403)
      expect(((await byEmail.json()) as { code: string }).code).toBe('otp_expired')
    })

    it('keeps user_metadata as given on the administrator’s create-user and generate_link(signup)', async () => {
      const admin = h.admin()
      const given = { plan: 'pro', nested: { a: 1 } }
      const created = await admin.auth.admin.createUser({ email: uniqueEmail('meta'), password: PASSWORD, user_metadata: given })
      expect(created.error).toBeNull()
      expect(created.data.user?.user_metadata).toEqual(given)
      // The identity still carries the claims.
      expect(created.data.user?.identities?.[0]?.identity_data).toMatchObject({ email: created.data.user?.email, sub: created.data.user?.id })
      // Confirming adds email_verified, as GoTrue's user.Confirm does.
      const confirmed = await admin.auth.admin.createUser({ email: uniqueEmail('meta'), password: PASSWORD, user_metadata: given, email_confirm: true })
      expect(confirmed.data.user?.user_metadata).toEqual({ ...given, email_verified: true })

      const email = uniqueEmail('meta-link')
      const link = await admin.auth.admin.generateLink({ type: 'signup', email, password: PASSWORD, options: { data: given } })
      expect(link.error).toBeNull()
      expect(link.data.user?.user_metadata).toEqual(given)
      // Again for the same unconfirmed address: the data is merged in, as GoTrue does.
      const again = await admin.auth.admin.generateLink({ type: 'signup', email, password: PASSWORD, options: { data: { plan: 'team' } } })
      expect(again.data.user?.user_metadata).toEqual({ ...given, plan: 'team' })
      // The public sign-up still records the identity claims in user_metadata.
      const signup = await h.client().sb.auth.signUp({ email: uniqueEmail('meta-public'), password: PASSWORD, options: { data: given } })
      expect(signup.data.user?.user_metadata).toMatchObject({ ...given, email_verified: false, sub: signup.data.user?.id })
    })

    it('generates the e-mail change links of both sides; following both changes the address', async () => {
      const admin = h.admin()
      const email = uniqueEmail('change-link')
      const newEmail = uniqueEmail('change-link-new')
      await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true })
      const current = await admin.auth.admin.generateLink({ type: 'email_change_current', email, newEmail })
      expect(current.error).toBeNull()
      expect(current.data.properties?.verification_type).toBe('email_change_current')
      expect(current.data.user?.new_email).toBe(newEmail)
      expect(new URL(current.data.properties!.action_link).searchParams.get('type')).toBe('email_change')
      const next = await admin.auth.admin.generateLink({ type: 'email_change_new', email, newEmail })
      expect(next.error).toBeNull()
      expect(next.data.properties?.verification_type).toBe('email_change_new')
      expect(next.data.properties?.email_otp).toMatch(/^\d{6}$/)

      const first = await fetch(current.data.properties!.action_link, { redirect: 'manual' })
      expect(fragmentParams(first.headers.get('location') as string).get('message')).toContain('Confirmation link accepted')
      const second = await fetch(next.data.properties!.action_link, { redirect: 'manual' })
      const token = fragmentParams(second.headers.get('location') as string).get('access_token') as string
      expect((await h.client().sb.auth.getUser(token)).data.user?.email).toBe(newEmail)

      // GoTrue's refusals: no such user, an address already taken, no new address.
      const ghost = await admin.auth.admin.generateLink({ type: 'email_change_new', email: uniqueEmail('ghost'), newEmail: uniqueEmail('x') })
      expect([ghost.error?.status, ghost.error?.code]).toEqual([404, 'user_not_found'])
      const other = uniqueEmail('taken')
      await admin.auth.admin.createUser({ email: other, password: PASSWORD })
      const taken = await admin.auth.admin.generateLink({ type: 'email_change_new', email: newEmail, newEmail: other })
      expect([taken.error?.status, taken.error?.code]).toEqual([422, 'email_exists'])
      const missing = await h.fetch('/auth/v1/admin/generate_link', { method: 'POST', key: 'service', headers: adminHeaders(), body: JSON.stringify({ type: 'email_change_new', email: newEmail }) })
      expect(missing.status).toBe(400)
      expect(((await missing.json()) as { code: string }).code).toBe('validation_failed')
    })

    it('answers 404 manual_linking_disabled to linking and unlinking identities, after authentication', async () => {
      const c = await session('linking')
      const identity = (await c.sb.auth.getUserIdentities()).data!.identities[0]!
      const unlink = await h.fetch(`/auth/v1/user/identities/${identity.identity_id}`, { method: 'DELETE', headers: { ...V2024, Authorization: `Bearer ${c.token}` } })
      expect(unlink.status).toBe(404)
      expect(await unlink.json()).toEqual({ code: 'manual_linking_disabled', message: 'Manual linking is disabled' })
      const link = await h.fetch('/auth/v1/user/identities/authorize?provider=github&skip_http_redirect=true', { headers: { ...V2024, Authorization: `Bearer ${c.token}` } })
      expect(link.status).toBe(404)
      expect(((await link.json()) as { code: string }).code).toBe('manual_linking_disabled')
      const anonymous = await h.fetch('/auth/v1/user/identities/authorize?provider=github', { headers: V2024 })
      expect(anonymous.status).toBe(401)
      expect((await c.sb.auth.unlinkIdentity(identity)).error?.code).toBe('manual_linking_disabled')
    })

    it('answers JSON feature_disabled on the OAuth server’s paths, which supabase-js reads as an API error', async () => {
      const disabled = { code: 'feature_disabled', message: 'OAuth server is disabled' }
      const c = await session('oauth')
      const admin = h.admin()
      const clients = await admin.auth.admin.oauth.listClients()
      expect(clients.error?.name).toBe('AuthApiError')
      expect([clients.error?.status, clients.error?.code]).toEqual([404, 'feature_disabled'])
      const created = await admin.auth.admin.oauth.createClient({ client_name: 'x', redirect_uris: ['https://example.org/cb'] })
      expect(created.error?.code).toBe('feature_disabled')
      const providers = await admin.auth.admin.customProviders.listProviders()
      expect(providers.error?.code).toBe('feature_disabled')
      const grants = await c.sb.auth.oauth.listGrants()
      expect(grants.error?.name).toBe('AuthApiError')
      expect(grants.error?.code).toBe('feature_disabled')
      const details = await c.sb.auth.oauth.getAuthorizationDetails('some-id')
      expect(details.error?.code).toBe('feature_disabled')

      for (const [method, path, headers] of [
        ['GET', '/auth/v1/admin/oauth/clients', adminHeaders()],
        ['DELETE', '/auth/v1/admin/oauth/clients/abc', adminHeaders()],
        ['POST', '/auth/v1/oauth/token', V2024],
        ['GET', '/auth/v1/oauth/authorize?client_id=x', V2024],
        ['POST', '/auth/v1/oauth/clients/register', V2024],
        ['GET', '/auth/v1/user/oauth/grants', { ...V2024, Authorization: `Bearer ${c.token}` }],
        ['GET', '/auth/v1/.well-known/oauth-authorization-server', V2024],
      ] as const) {
        const res = await h.fetch(path, { method, headers, key: path.includes('/admin/') ? 'service' : 'anon' })
        expect(res.status, `${method} ${path}`).toBe(404)
        expect(res.headers.get('content-type'), `${method} ${path}`).toContain('application/json')
        expect(await res.json(), `${method} ${path}`).toEqual(disabled)
      }
      // The authentication they ask for comes first, as in GoTrue's router.
      expect((await h.fetch('/auth/v1/user/oauth/grants', { headers: V2024 })).status).toBe(401)
      expect((await h.fetch('/auth/v1/admin/oauth/clients', { headers: { ...V2024, Authorization: `Bearer ${c.token}` } })).status).toBe(403)
      // Other unknown paths keep GoTrue's plain-text 404.
      const unknown = await h.fetch('/auth/v1/no/such/path')
      expect(unknown.status).toBe(404)
      expect(await unknown.text()).toBe('404 page not found\n')
    })
  })
}
