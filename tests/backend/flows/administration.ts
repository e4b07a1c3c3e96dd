// Identities, user administration with the service-role key, and the features that are not enabled.

import { describe, expect, it } from 'vitest'
import { fragmentParams, uniqueEmail } from '../helpers.ts'
import { PASSWORD, type BackendSuite } from './suite-context.ts'

export function administrationTests({ h, confirmedUser, signedIn }: BackendSuite): void {
  describe('identities', () => {
    it('lists identities; linking and unlinking answer GoTrue\'s manual_linking_disabled', async () => {
      const email = await confirmedUser('ident')
      const c = await signedIn(email)
      const list = await c.sb.auth.getUserIdentities()
      expect(list.error).toBeNull()
      const identities = list.data!.identities
      expect(identities).toHaveLength(1)
      expect(identities[0]!.provider).toBe('email')
      const unlink = await c.sb.auth.unlinkIdentity(identities[0]!)
      expect(unlink.error?.status).toBe(404)
      expect(unlink.error?.code).toBe('manual_linking_disabled')
      const link = await c.sb.auth.linkIdentity({ provider: 'google', options: { skipBrowserRedirect: true } })
      expect(link.error?.code).toBe('manual_linking_disabled')
      expect((await c.sb.auth.getUserIdentities()).data!.identities).toHaveLength(1)
    })
  })

  describe('administration', () => {
    it('lists users with paging headers, gets, updates and deletes them', async () => {
      const admin = h.admin()
      for (let i = 0; i < 3; i++) {
        const r = await admin.auth.admin.createUser({ email: uniqueEmail('admin'), password: PASSWORD, email_confirm: true, user_metadata: { i } })
        expect(r.error).toBeNull()
      }
      const listed = await admin.auth.admin.listUsers({ page: 1, perPage: 2 })
      expect(listed.error).toBeNull()
      if (listed.error) throw listed.error
      const page1 = listed
      expect(page1.data.users).toHaveLength(2)
      expect(page1.data.total).toBeGreaterThanOrEqual(3)
      expect(page1.data.nextPage).toBe(2)
      expect(page1.data.lastPage).toBeGreaterThan(0)
      const raw = await h.fetch('/auth/v1/admin/users?page=1&per_page=2', {
        key: 'service',
        headers: { Authorization: `Bearer ${h.backend.serviceRoleKey}` },
      })
      expect(Number(raw.headers.get('x-total-count'))).toBe(page1.data.total)
      expect(raw.headers.get('link')).toContain('page=2&per_page=2>; rel="next"')
      expect(raw.headers.get('link')).toContain(`page=${Math.ceil(page1.data.total / 2)}&per_page=2>; rel="last"`)

      const target = page1.data.users[0]!
      const got = await admin.auth.admin.getUserById(target.id)
      expect(got.data.user?.email).toBe(target.email)
      const upd = await admin.auth.admin.updateUserById(target.id, { user_metadata: { role_label: 'editor' }, ban_duration: '1h' })
      expect(upd.error).toBeNull()
      expect(upd.data.user?.user_metadata.role_label).toBe('editor')
      expect(upd.data.user?.banned_until).toBeTruthy()
      const banned = await h.client().sb.auth.signInWithPassword({ email: target.email!, password: PASSWORD })
      expect(banned.error?.code).toBe('user_banned')

      const soft = await admin.auth.admin.deleteUser(target.id, true)
      expect(soft.error).toBeNull()
      const afterSoft = await admin.auth.admin.getUserById(target.id)
      expect(afterSoft.data.user?.deleted_at).toBeTruthy()
      expect(afterSoft.data.user?.email).not.toBe(target.email)
      const hard = await admin.auth.admin.deleteUser(target.id)
      expect(hard.error).toBeNull()
      const gone = await admin.auth.admin.getUserById(target.id)
      expect(gone.error?.code).toBe('user_not_found')
      expect(gone.error?.status).toBe(404)

      const notAdmin = await h.client().sb.auth.admin.listUsers()
      expect(notAdmin.error?.code).toBe('not_admin')
    })

    it('generates links for an administrator', async () => {
      const admin = h.admin()
      const email = uniqueEmail('genlink')
      const { data, error } = await admin.auth.admin.generateLink({ type: 'magiclink', email })
      expect(error).toBeNull()
      expect(data.properties?.verification_type).toBe('signup')
      const res = await fetch(data.properties!.action_link, { redirect: 'manual' })
      expect(fragmentParams(res.headers.get('location') as string).get('access_token')).toBeTruthy()
    })
  })

  describe('features that are not enabled', () => {
    it('answers GoTrue\'s "not enabled" errors', async () => {
      const sb = h.client().sb
      const phone = await sb.auth.signUp({ phone: '+972500000000', password: PASSWORD })
      expect(phone.error?.code).toBe('phone_provider_disabled')
      const phoneLogin = await sb.auth.signInWithPassword({ phone: '+972500000000', password: PASSWORD })
      expect(phoneLogin.error?.code).toBe('phone_provider_disabled')
      const sso = await sb.auth.signInWithSSO({ domain: 'example.com' })
      expect(sso.error?.code).toBe('saml_provider_disabled')
      const idToken = await sb.auth.signInWithIdToken({ provider: 'google', token: 'x.y.z' })
      expect(idToken.error?.code).toBe('provider_disabled')
      const web3 = await h.fetch('/auth/v1/token?grant_type=web3', { method: 'POST', body: '{}', headers: { 'X-Supabase-Api-Version': '2024-01-01' } })
      expect(web3.status).toBe(422)
      expect((await web3.json()).code).toBe('web3_provider_disabled')
      const oauth = await h.fetch('/auth/v1/authorize?provider=github', { key: null })
      expect(oauth.status).toBe(400)
    })
  })
}
