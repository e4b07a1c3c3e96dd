// Sign-up (with and without confirmation, PKCE) and sign-in with a password.

import { describe, expect, it } from 'vitest'
import { fragmentParams, settle, uniqueEmail } from '../helpers.ts'
import { PASSWORD, type BackendSuite } from './suite-context.ts'

export function signUpAndSignInTests({ h, confirmedUser, landOn }: BackendSuite): void {
  describe('sign-up and sign-in', () => {
    it('signs up with e-mail confirmation; the link confirms and returns to the site root signed in', async () => {
      const email = uniqueEmail('signup')
      const c = h.client()
      const { data, error } = await c.sb.auth.signUp({
        email,
        password: PASSWORD,
        options: { data: { first_name: 'Noa', last_name: 'Cohen', lang: 'fr' } },
      })
      expect(error).toBeNull()
      expect(data.session).toBeNull()
      expect(data.user?.email).toBe(email)
      expect(data.user?.user_metadata).toMatchObject({ first_name: 'Noa', last_name: 'Cohen', email_verified: false })
      expect(data.user?.identities?.[0]?.provider).toBe('email')

      const mail = await h.mailTo(email, 'signup')
      expect(mail.subject).toContain('Confirmez votre inscription')
      expect(mail.otp).toMatch(/^\d{6}$/)
      const link = new URL(mail.link as string)
      expect(link.pathname).toBe('/auth/v1/verify')
      expect(link.searchParams.get('type')).toBe('signup')

      const early = await c.sb.auth.signInWithPassword({ email, password: PASSWORD })
      expect(early.error?.code).toBe('email_not_confirmed')

      const res = await fetch(mail.link as string, { redirect: 'manual' })
      expect(res.status).toBe(303)
      const location = res.headers.get('location') as string
      expect(location.startsWith(`${h.url}#`) || location.startsWith(`${h.url}/#`)).toBe(true)
      const params = fragmentParams(location)
      expect(params.get('type')).toBe('signup')
      expect(params.get('token_type')).toBe('bearer')
      expect(Number(params.get('expires_in'))).toBeGreaterThan(3000)

      // The browser lands on the site root: the client picks the session from the URL.
      const landed = await landOn(location)
      expect(landed.events).toContain('SIGNED_IN')
      const { data: me } = await landed.sb.auth.getUser()
      expect(me.user?.email).toBe(email)
      expect(me.user?.email_confirmed_at).toBeTruthy()

      // The link is single-use.
      const again = await fetch(mail.link as string, { redirect: 'manual' })
      expect(fragmentParams(again.headers.get('location') as string).get('error_code')).toBe('otp_expired')
    })

    it('supports the PKCE flow: the link returns a code the client exchanges', async () => {
      const email = uniqueEmail('pkce')
      const storage = new Map<string, string>()
      const { createClient } = await import('@supabase/supabase-js')
      const sb = createClient(h.url, h.backend.anonKey, {
        auth: {
          flowType: 'pkce',
          persistSession: true,
          autoRefreshToken: false,
          detectSessionInUrl: false,
          storage: { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v), removeItem: (k) => void storage.delete(k) },
        },
      })
      const events: string[] = []
      sb.auth.onAuthStateChange((e) => void events.push(e))
      const { error } = await sb.auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: `${h.url}/auth/callback` } })
      expect(error).toBeNull()
      const mail = await h.mailTo(email, 'signup')
      const res = await fetch(mail.link as string, { redirect: 'manual' })
      const location = new URL(res.headers.get('location') as string)
      expect(location.pathname).toBe('/auth/callback')
      const code = location.searchParams.get('code') as string
      expect(code).toBeTruthy()
      const exchanged = await sb.auth.exchangeCodeForSession(code)
      expect(exchanged.error).toBeNull()
      expect(exchanged.data.session?.user.email).toBe(email)
      await settle()
      expect(events).toContain('SIGNED_IN')
      const replay = await sb.auth.exchangeCodeForSession(code)
      expect(replay.error).not.toBeNull()
    })

    it('does not reveal an existing confirmed address at sign-up', async () => {
      const email = await confirmedUser('dup')
      const before = h.mails.length
      const { data, error } = await h.client().sb.auth.signUp({ email, password: 'another-pass' })
      expect(error).toBeNull()
      expect(data.session).toBeNull()
      expect(data.user?.identities).toEqual([])
      await settle()
      expect(h.mails.slice(before).filter((m) => m.to === email)).toHaveLength(0)
    })

    it('signs up without confirmation when autoconfirm is on', async () => {
      h.backend.config.autoconfirm = true
      try {
        const email = uniqueEmail('auto')
        const c = h.client()
        const { data, error } = await c.sb.auth.signUp({ email, password: PASSWORD, options: { data: { first_name: 'A', last_name: 'B' } } })
        expect(error).toBeNull()
        expect(data.session?.access_token).toBeTruthy()
        expect(data.user?.email_confirmed_at).toBeTruthy()
        await settle()
        expect(c.events).toContain('SIGNED_IN')
        const dup = await h.client().sb.auth.signUp({ email, password: PASSWORD })
        expect(dup.error?.code).toBe('user_already_exists')
        expect(dup.error?.status).toBe(422)
      } finally {
        h.backend.config.autoconfirm = false
      }
    })

    it('refuses weak passwords and wrong credentials', async () => {
      const weak = await h.client().sb.auth.signUp({ email: uniqueEmail('weak'), password: '12345' })
      expect(weak.error?.code).toBe('weak_password')
      expect(weak.error?.status).toBe(422)
      expect((weak.error as { reasons?: string[] }).reasons).toEqual(['length'])

      const email = await confirmedUser('wrongpw')
      const c = h.client()
      const wrong = await c.sb.auth.signInWithPassword({ email, password: 'not-the-password' })
      expect(wrong.error?.code).toBe('invalid_credentials')
      expect(wrong.error?.status).toBe(400)
      const unknown = await c.sb.auth.signInWithPassword({ email: uniqueEmail('nobody'), password: 'whatever-1' })
      expect(unknown.error?.code).toBe('invalid_credentials')
      expect(unknown.error?.message).toBe(wrong.error?.message)
    })

    it('signs in and emits INITIAL_SESSION then SIGNED_IN', async () => {
      const email = await confirmedUser('events')
      const c = h.client()
      await c.sb.auth.getSession()
      await settle()
      expect(c.events[0]).toBe('INITIAL_SESSION')
      const { data, error } = await c.sb.auth.signInWithPassword({ email, password: PASSWORD })
      expect(error).toBeNull()
      expect(data.user?.user_metadata).toMatchObject({ first_name: 'Dana', email_verified: true })
      await settle()
      expect(c.events).toContain('SIGNED_IN')
    })
  })
}
