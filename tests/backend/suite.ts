import type { SupabaseClient } from '@supabase/supabase-js'
// The backend suite, driven through the official @supabase/supabase-js client.
// The same suite runs on PGlite and on PostgreSQL.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import { decodeJwt } from 'jose'
import { totp } from '../../server/backend/totp.ts'
import { fragmentParams, settle, startHarness, uniqueEmail, type DbKind, type Harness, type TestClient } from './helpers.ts'

const PASSWORD = 'motdepasse-1'

/** A skipped suite is still defined, so that each of its tests is counted as not run. */
export function defineBackendSuite(kind: DbKind, { skip = false } = {}): void {
  describe.skipIf(skip)(`backend on ${kind}`, () => {
    let h: Harness

    beforeAll(async () => {
      h = await startHarness(kind)
    })
    afterAll(async () => {
      await h?.close()
    })

    /** Signs up and confirms through the e-mail link; returns the e-mail. */
    async function confirmedUser(prefix = 'user', password = PASSWORD): Promise<string> {
      const email = uniqueEmail(prefix)
      const { sb } = h.client()
      const { error } = await sb.auth.signUp({ email, password, options: { data: { first_name: 'Dana', last_name: 'Levi' } } })
      expect(error).toBeNull()
      const mail = await h.mailTo(email, 'signup')
      const res = await fetch(mail.link as string, { redirect: 'manual' })
      expect(res.status).toBe(303)
      return email
    }

    const landOn = (location: string) => landOnWith(h.backend.anonKey, location)

    async function signedIn(email: string, password = PASSWORD) {
      const c = h.client()
      const { data, error } = await c.sb.auth.signInWithPassword({ email, password })
      expect(error).toBeNull()
      expect(data.session).not.toBeNull()
      return c
    }

    describe('service endpoints', () => {
      it('publishes settings and the public signing key; the client verifies tokens with it', async () => {
        const settings = await (await h.fetch('/auth/v1/settings')).json()
        expect(settings.external.email).toBe(true)
        expect(settings.external.google).toBe(false)
        expect(settings.mailer_autoconfirm).toBe(false)
        const jwks = await (await h.fetch('/auth/v1/.well-known/jwks.json', { key: null })).json()
        expect(jwks.keys).toHaveLength(1)
        expect(jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' })
        expect(jwks.keys[0].d).toBeUndefined()

        const email = await confirmedUser('claims')
        const { sb } = await signedIn(email)
        const { data, error } = await sb.auth.getClaims()
        expect(error).toBeNull()
        expect(data?.header.alg).toBe('ES256')
        expect(data?.claims).toMatchObject({ email, role: 'authenticated', aud: 'authenticated', aal: 'aal1' })
        expect(data?.claims.amr?.[0]).toMatchObject({ method: 'password' })
      })

      it('keys: anon and service_role JWTs, kept in the data directory', () => {
        expect(decodeJwt(h.backend.anonKey).role).toBe('anon')
        expect(decodeJwt(h.backend.serviceRoleKey).role).toBe('service_role')
        expect(existsSync(join(h.dataDir, 'keys.json'))).toBe(true)
      })

      it('answers the gateway errors without an API key or with a wrong one', async () => {
        const none = await h.fetch('/auth/v1/settings', { key: null })
        expect(none.status).toBe(401)
        expect((await none.json()).message).toBe('No API key found in request')
        const wrong = await h.fetch('/rest/v1/contact_messages', { key: null, headers: { apikey: 'nope' }, method: 'POST', body: '{}' })
        expect(wrong.status).toBe(401)
        expect((await wrong.json()).message).toBe('Invalid API key')
      })

      it('answers CORS preflights with the client headers allowed and the paging headers exposed', async () => {
        const res = await h.fetch('/auth/v1/admin/users', {
          key: null,
          method: 'OPTIONS',
          headers: {
            Origin: 'https://example.org',
            'Access-Control-Request-Method': 'GET',
            'Access-Control-Request-Headers': 'authorization, apikey, x-client-info, x-supabase-api-version',
          },
        })
        expect(res.status).toBe(204)
        expect(res.headers.get('access-control-allow-origin')).toBe('*')
        expect(res.headers.get('access-control-allow-headers')).toContain('x-supabase-api-version')
        expect(res.headers.get('access-control-expose-headers')).toContain('X-Total-Count')
        expect(res.headers.get('access-control-expose-headers')).toContain('Link')
      })

      it('answers errors in GoTrue shape, by API version', async () => {
        const body = JSON.stringify({ email: 'x@example.com', password: 'wrong-password' })
        const v2024 = await h.fetch('/auth/v1/token?grant_type=password', {
          method: 'POST',
          body,
          headers: { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
        })
        expect(v2024.status).toBe(400)
        expect(v2024.headers.get('x-sb-error-code')).toBe('invalid_credentials')
        expect(v2024.headers.get('x-supabase-api-version')).toBe('2024-01-01')
        expect(await v2024.json()).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' })
        const legacy = await h.fetch('/auth/v1/token?grant_type=password', { method: 'POST', body })
        expect(await legacy.json()).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' })
      })
    })

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

    describe('REST inserts', () => {
      const contact = {
        first_name: 'Jean',
        last_name: 'Dupont',
        email: 'jean.dupont@example.fr',
        subject: 'info',
        message: 'Bonjour, je voudrais en savoir plus.',
      }

      it('stores a contact message with the anonymous key, and refuses what the form refuses', async () => {
        const sb = h.client().sb
        const ok = await sb.from('contact_messages').insert(contact)
        expect(ok.error).toBeNull()
        expect(ok.status).toBe(201)
        expect(ok.data).toBeNull()
        const rows = await h.backend.db().query<{ email: string; first_name: string }>(
          'select email, first_name from public.contact_messages where last_name = $1',
          ['Dupont'],
        )
        expect(rows[0]).toMatchObject({ email: 'jean.dupont@example.fr', first_name: 'Jean' })

        const normalised = await sb.from('contact_messages').insert({ ...contact, last_name: '  Martin ', email: '  MIXED@Example.FR ' })
        expect(normalised.error).toBeNull()
        const m = await h.backend.db().query<{ email: string }>('select email from public.contact_messages where last_name = $1', ['Martin'])
        expect(m[0]?.email).toBe('mixed@example.fr')

        const bads: Record<string, unknown>[] = [
          { ...contact, first_name: 'J' },
          { ...contact, last_name: '   ' },
          { ...contact, email: 'not an email' },
          { ...contact, email: 'a@b' },
          { ...contact, subject: 'spam' },
          { ...contact, message: '  court    ' },
          { ...contact, message: null },
        ]
        for (const bad of bads) {
          const r = await sb.from('contact_messages').insert(bad)
          expect(r.status).toBe(400)
          expect(['23514', '23502']).toContain(r.error?.code)
        }
        const col = await sb.from('contact_messages').insert({ ...contact, nickname: 'spam.example' } as never)
        expect(col.status).toBe(400)
        expect(col.error?.code).toBe('PGRST204')
        const created = await sb.from('contact_messages').insert({ ...contact, created_at: '2020-01-01' } as never)
        expect(created.status).toBe(401)
        expect(created.error?.code).toBe('42501')
        const read = await sb.from('contact_messages').select('*')
        expect(read.status).toBe(401)
        expect(read.error?.code).toBe('42501')
        const missing = await sb.from('no_such_table').insert({ a: 1 })
        expect(missing.status).toBe(404)
        expect(missing.error?.code).toBe('PGRST205')
      })

      it('discards a contact message whose honeypot is filled, with the same 201 answer', async () => {
        const sb = h.client().sb
        const admin = h.admin()
        const stored = async (lastName: string) => {
          const { data, error } = await admin.from('contact_messages').select('last_name, email, website').eq('last_name', lastName)
          expect(error).toBeNull()
          return data ?? []
        }

        // The browser always sends the field, '' normally: the message is stored, website NULL.
        const human = await sb.from('contact_messages').insert({ ...contact, last_name: 'Humain', website: '' })
        expect(human.error).toBeNull()
        expect(human.status).toBe(201)
        expect(human.data).toBeNull()
        const spaces = await sb.from('contact_messages').insert({ ...contact, last_name: 'Espaces', website: '   ' })
        expect(spaces.status).toBe(201)
        expect(await stored('Humain')).toEqual([{ last_name: 'Humain', email: contact.email, website: null }])
        expect(await stored('Espaces')).toEqual([{ last_name: 'Espaces', email: contact.email, website: null }])

        // A robot's message: 201 with an empty body (return=minimal), nothing stored.
        const robot = await h.fetch('/rest/v1/contact_messages', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Prefer: 'return=minimal' },
          body: JSON.stringify({ ...contact, last_name: 'Robot', website: 'https://spam.example' }),
        })
        expect(robot.status).toBe(201)
        expect(await robot.text()).toBe('')
        const viaClient = await sb.from('contact_messages').insert({ ...contact, last_name: 'Robot', website: 'x' })
        expect(viaClient.error).toBeNull()
        expect(viaClient.status).toBe(201)
        // return=representation: [] (the row was never inserted).
        const repr = await sb.from('contact_messages').insert({ ...contact, last_name: 'Robot', website: 'x' }).select()
        expect(repr.error).toBeNull()
        expect(repr.status).toBe(201)
        expect(repr.data).toEqual([])
        // Discarded before the checks run: a robot's invalid values do not reveal anything either.
        const invalid = await sb.from('contact_messages').insert({ first_name: 'R', last_name: 'Robot', email: 'nope', subject: 'spam', message: null, website: 'x' })
        expect(invalid.status).toBe(201)
        expect(await stored('Robot')).toEqual([])
        const direct = await h.backend.db().query<{ n: number }>("select count(*)::int as n from public.contact_messages where last_name = 'Robot'")
        expect(direct[0]?.n).toBe(0)

        // In a batch, only the robot's rows go.
        const batch = await sb
          .from('contact_messages')
          .insert([
            { ...contact, last_name: 'Lot', website: '' },
            { ...contact, last_name: 'Lot', website: 'x' },
          ])
          .select('last_name, website')
        expect(batch.status).toBe(201)
        expect(batch.data).toEqual([{ last_name: 'Lot', website: null }])
        expect(await stored('Lot')).toHaveLength(1)
      })

      it('subscribes to the newsletter with double opt-in; a known address is answered as a new one, stored once', async () => {
        const sb = h.client().sb
        const email = uniqueEmail('news')
        const clientToken = randomUUID()
        const first = await sb.from('newsletter_subscribers').insert({ email, first_name: 'Ron', confirmation_token: clientToken })
        expect(first.error).toBeNull()
        expect(first.status).toBe(201)
        // Issue 30: a 409 told anyone that the address was subscribed.
        const dup = await sb.from('newsletter_subscribers').insert({ email: email.toUpperCase(), first_name: null, confirmation_token: randomUUID() })
        expect(dup.error).toBeNull()
        expect(dup.status).toBe(201)
        expect(await h.backend.db().query('select first_name from public.newsletter_subscribers where email = $1', [email])).toEqual([{ first_name: 'Ron' }])
        const badType = await sb.from('newsletter_subscribers').insert({ email: uniqueEmail('t'), first_name: null, confirmation_token: 'not-a-uuid' })
        expect(badType.status).toBe(400)
        expect(badType.error?.code).toBe('22P02')

        const mail = await h.mailTo(email, 'newsletter_confirmation')
        expect(mail.subject).toContain('newsletter')
        expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
        const token = new URL(mail.link as string).searchParams.get('token') as string
        expect(new URL(mail.link as string).pathname).toBe('/newsletter/confirm')
        expect(token).not.toBe(clientToken) // the server chooses the token

        const forged = await h.fetch('/api/newsletter/confirm', { key: null, method: 'POST', body: JSON.stringify({ token: clientToken }), headers: { 'Content-Type': 'application/json' } })
        expect(forged.status).toBe(404)
        const confirm = await h.fetch('/api/newsletter/confirm', { key: null, method: 'POST', body: JSON.stringify({ token }), headers: { 'Content-Type': 'application/json' } })
        expect(confirm.status).toBe(200)
        expect(await confirm.json()).toEqual({ status: 'confirmed', email })
        const row = await h.backend.db().query<{ confirmed_at: Date | null }>('select confirmed_at from public.newsletter_subscribers where email = $1', [email])
        expect(row[0]?.confirmed_at).toBeTruthy()

        // One-click unsubscription as a mail client does it (RFC 8058).
        const oneClick = mail.headers?.['List-Unsubscribe']?.replace(/^<|>$/g, '') as string
        const unsub = await fetch(oneClick, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
        expect(unsub.status).toBe(200)
        expect(await unsub.json()).toEqual({ status: 'unsubscribed' })
        // Subscribing again after unsubscribing works, with a new confirmation.
        const again = await sb.from('newsletter_subscribers').insert({ email, first_name: null, confirmation_token: randomUUID() })
        expect(again.error).toBeNull()

        const unsubPage = new URL(mail.unsubscribeLink as string)
        expect(unsubPage.pathname).toBe('/newsletter/unsubscribe')
        const viaPage = await h.fetch('/api/newsletter/unsubscribe', {
          key: null,
          method: 'POST',
          body: JSON.stringify({ token: randomUUID() }),
          headers: { 'Content-Type': 'application/json' },
        })
        expect(viaPage.status).toBe(404)
      })

      it("fills a table's own columns and upserts on its own key", async () => {
        // A subscriber's language comes from the request: the confirmation e-mail is written in it.
        const email = uniqueEmail('lang')
        const subscribed = await h.fetch('/rest/v1/newsletter_subscribers', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Accept-Language': 'he-IL,he;q=0.9,en;q=0.5' },
          body: JSON.stringify({ email, first_name: null, confirmation_token: randomUUID() }),
        })
        expect(subscribed.status).toBe(201)
        const subscriber = () => h.backend.db().query<{ first_name: string | null; lang: string }>('select first_name, lang from public.newsletter_subscribers where email = $1', [email])
        expect((await subscriber())[0]?.lang).toBe('he')

        // Subscribers merge on their address, messages on their id.
        const admin = h.admin()
        const merged = await admin.from('newsletter_subscribers').upsert({ email, first_name: 'Noa' })
        expect(merged.error).toBeNull()
        expect((await subscriber()).map((row) => row.first_name)).toEqual(['Noa'])
        const message = await admin.from('contact_messages').insert({ ...contact, last_name: 'Avant' }).select('id').single()
        expect(message.error).toBeNull()
        const id = (message.data as { id: string }).id
        const updated = await admin.from('contact_messages').upsert({ id, ...contact, last_name: 'Après' })
        expect(updated.error).toBeNull()
        const stored = await h.backend.db().query<{ last_name: string }>('select last_name from public.contact_messages where id = $1', [id])
        expect(stored).toEqual([{ last_name: 'Après' }])
      })

      it('returns the rows with Prefer: return=representation, without the secret tokens', async () => {
        const sb = h.client().sb
        const email = uniqueEmail('repr')
        const { data, error, status } = await sb
          .from('newsletter_subscribers')
          .insert({ email, first_name: 'Tal', confirmation_token: randomUUID() })
          .select()
        expect(error).toBeNull()
        expect(status).toBe(201)
        expect(data).toHaveLength(1)
        expect(data![0]).toMatchObject({ email, first_name: 'Tal', confirmed_at: null })
        expect(data![0]).not.toHaveProperty('confirmation_token')
        expect(data![0]).not.toHaveProperty('unsubscribe_token')
        const single = await sb.from('contact_messages').insert(contact).select('id, email').single()
        expect(single.error).toBeNull()
        expect(Object.keys(single.data!)).toEqual(['id', 'email'])
      })

      it('subscribes through /api/newsletter/subscribe after sign-up', async () => {
        const email = uniqueEmail('api')
        const res = await h.fetch('/api/newsletter/subscribe', { key: null, method: 'POST', body: JSON.stringify({ email }), headers: { 'Content-Type': 'application/json' } })
        expect(res.status).toBe(201)
        await h.mailTo(email, 'newsletter_confirmation')
        const dup = await h.fetch('/api/newsletter/subscribe', { key: null, method: 'POST', body: JSON.stringify({ email }), headers: { 'Content-Type': 'application/json' } })
        expect(dup.status).toBe(201)
        expect(await dup.json()).toEqual({ status: 'pending' })
        const bad = await h.fetch('/api/newsletter/subscribe', { key: null, method: 'POST', body: JSON.stringify({ email: 'nope' }), headers: { 'Content-Type': 'application/json' } })
        expect(bad.status).toBe(400)
      })

      // 0006_unicode_whitespace.sql: the database applies JavaScript's trim() and \s itself, for the
      // paths that bypass our server (a hosted project, a hand-written statement). Straight SQL here.
      it('trims every kind of whitespace and refuses it inside e-mail addresses, in the database itself', async () => {
        const db = h.backend.db()
        // JavaScript's trim() set: what String.prototype.trim strips is what the database strips.
        const ws = '\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff'
        expect(`${ws}x${ws}`.trim()).toBe('x')
        expect([...ws].every((ch) => /\s/.test(ch))).toBe(true)

        const insertContact = (row: { first_name: string; last_name: string; email: string; subject: string; message: string }) =>
          db.query<{ id: string }>(
            'insert into public.contact_messages (first_name, last_name, email, subject, message) values ($1, $2, $3, $4, $5) returning id',
            [row.first_name, row.last_name, row.email, row.subject, row.message],
          )
        const lastName = `Unicode${randomUUID().slice(0, 8)}`
        const [ins] = await insertContact({
          first_name: '\u00a0\ufeffName\u3000',
          last_name: `\u2028${lastName}\u2029\t`,
          email: '\u00a0\u205fMixed@Example.ORG\ufeff',
          subject: '\u3000info\u00a0',
          message: `${ws}Bonjour\u00a0à tous, un message.${ws}`,
        })
        const [stored] = await db.query<Record<string, string>>(
          'select first_name, last_name, email, subject, message from public.contact_messages where id = $1',
          [ins!.id],
        )
        // Inner whitespace stays; only the ends are trimmed, as the form does.
        expect(stored).toEqual({
          first_name: 'Name',
          last_name: lastName,
          email: 'mixed@example.org',
          subject: 'info',
          message: 'Bonjour\u00a0à tous, un message.',
        })
        // UPDATE runs the same normalisation.
        await db.query('update public.contact_messages set first_name = $1 where id = $2', ['\u3000Jean\u00a0Pierre\u2003', ins!.id])
        expect((await db.query<{ first_name: string }>('select first_name from public.contact_messages where id = $1', [ins!.id]))[0]?.first_name).toBe(
          'Jean\u00a0Pierre',
        )

        const base = { first_name: 'Dana', last_name: 'Levi', email: 'dana@example.org', subject: 'info', message: 'Bonjour, un message assez long.' }
        const refused = [
          // whitespace anywhere in the address, whichever kind
          ...[...ws].map((ch) => ({ ...base, email: `a${ch}b@c.de` })),
          { ...base, email: 'a@b\u3000c.de' },
          { ...base, email: 'a@c.d\u00a0e' },
          // what is left once trimmed is too short
          { ...base, first_name: '\u00a0J\u3000' },
          { ...base, last_name: '\ufeff\u2007\u00a0' },
          { ...base, message: '\u3000\u3000\u3000court\u00a0\u00a0\u00a0\u00a0\u00a0' },
        ]
        for (const row of refused) {
          await expect(insertContact(row), JSON.stringify(row)).rejects.toMatchObject({ code: '23514' })
        }
        // The constraints themselves refuse an untrimmed value, even past the trigger (disabled in a
        // transaction that is rolled back).
        let untrimmed: string | undefined
        await db
          .tx(async (q) => {
            await q.query('alter table public.contact_messages disable trigger contact_messages_normalize')
            try {
              await q.query(
                `insert into public.contact_messages (first_name, last_name, email, subject, message)
                 values ($1, 'Levi', 'dana@example.org', 'info', 'Bonjour, un message assez long.')`,
                ['Dana\u00a0'],
              )
              untrimmed = 'stored'
            } catch (e) {
              untrimmed = (e as { code?: string }).code
            }
            throw new Error('rollback')
          })
          .catch((e: unknown) => {
            if ((e as Error).message !== 'rollback') throw e
          })
        expect(untrimmed).toBe('23514')
        const trigger = await db.query<{ tgenabled: string }>(
          "select tgenabled from pg_trigger where tgname = 'contact_messages_normalize' and tgrelid = 'public.contact_messages'::regclass",
        )
        expect(trigger[0]?.tgenabled).toBe('O')

        const insertSubscriber = (email: string, firstName: string | null) =>
          db.query<{ email: string; first_name: string | null }>(
            'insert into public.newsletter_subscribers (email, first_name) values ($1, $2) returning email, first_name',
            [email, firstName],
          )
        const local = `unicode.${randomUUID().slice(0, 8)}`
        expect(await insertSubscriber(`\u00a0\ufeff${local.toUpperCase()}@Example.ORG\u3000`, '\u2005Ron\u00a0')).toEqual([
          { email: `${local}@example.org`, first_name: 'Ron' },
        ])
        // A first name of whitespace only is no first name.
        expect(await insertSubscriber(`\u2028${local}.2@example.org`, '\u2005\u00a0\ufeff')).toEqual([{ email: `${local}.2@example.org`, first_name: null }])
        // The trimmed address is the same address: the unique constraint sees it.
        await expect(insertSubscriber(`${local}@example.org\u00a0`, null)).rejects.toMatchObject({ code: '23505' })
        for (const email of ['a\u00a0b@c.de', 'a@b\u2009c.de', 'a@b.c\ufeffd', 'a\u000bb@c.de', 'a\u3000b@c.de']) {
          await expect(insertSubscriber(email, null), JSON.stringify(email)).rejects.toMatchObject({ code: '23514' })
        }

        // On a database created by the migrations, every replaced constraint is validated.
        const constraints = await db.query<{ conname: string; convalidated: boolean }>(
          `select conname, convalidated from pg_constraint
           where conrelid in ('public.contact_messages'::regclass, 'public.newsletter_subscribers'::regclass) and contype = 'c'`,
        )
        expect(constraints.filter((c) => !c.convalidated)).toEqual([])
      })

      it('lets the service role read, as CSV too', async () => {
        const admin = h.admin()
        const { data, error } = await admin.from('contact_messages').select('first_name, email').order('created_at', { ascending: true }).limit(2)
        expect(error).toBeNull()
        expect(data!.length).toBeGreaterThan(0)
        const csv = await admin.from('newsletter_subscribers').select('email, confirmed_at').csv()
        expect(csv.error).toBeNull()
        expect(String(csv.data).split('\n')[0]).toBe('email,confirmed_at')
      })
    })

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

    describe('operator command', () => {
      it(kind === 'pglite' ? 'goes through the API while the server holds the database' : 'reads the database directly', async () => {
        const { main } = await import('../../scripts/operator.ts')
        const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL }
        const out: string[] = []
        const log = console.log
        const write = process.stdout.write.bind(process.stdout)
        process.env.DATA_DIR = h.dataDir
        if (h.databaseUrl) process.env.DATABASE_URL = h.databaseUrl
        else delete process.env.DATABASE_URL
        console.log = (...a: unknown[]) => void out.push(a.join(' '))
        process.stdout.write = ((chunk: string) => (out.push(String(chunk)), true)) as typeof process.stdout.write
        const url = h.databaseUrl ? [] : ['--url', h.url]
        try {
          expect(await main(['contacts', ...url])).toBe(0)
          expect(out.join('\n')).toContain('jean.dupont@example.fr')
          out.length = 0
          expect(await main(['export', 'subscribers', '--status', 'all', ...url])).toBe(0)
          const csv = out.join('')
          expect(csv.split('\n')[0]).toBe('id,created_at,email,first_name,lang,confirmed_at,unsubscribed_at')
          expect(csv).not.toContain('confirmation_token')
          out.length = 0
          const email = uniqueEmail('operator-admin')
          expect(await main(['create-admin', email, '--password', 'admin-password', ...url])).toBe(0)
          const signed = await h.client().sb.auth.signInWithPassword({ email, password: 'admin-password' })
          expect(signed.error).toBeNull()
          expect(signed.data.user?.app_metadata.roles).toEqual(['admin'])
        } finally {
          console.log = log
          process.stdout.write = write
          for (const [k, v] of Object.entries(saved)) {
            if (v === undefined) delete process.env[k]
            else process.env[k] = v
          }
        }
      })
    })

    it('writes e-mails as .eml files in the data directory when no SMTP server is configured', () => {
      const dir = join(h.dataDir, 'mail')
      const files = readdirSync(dir).filter((f) => f.endsWith('.eml'))
      expect(files.length).toBeGreaterThan(0)
    })
  })
}

/**
 * Opens the site at an URL as a browser would after following an e-mail link:
 * a client with detectSessionInUrl reads the session from the fragment.
 */
async function landOnWith(anon: string, location: string): Promise<{ sb: SupabaseClient; events: string[] }> {
  const { createClient } = await import('@supabase/supabase-js')
  const g = globalThis as Record<string, unknown>
  const saved = { window: g.window, document: g.document }
  const loc = { href: location, hash: new URL(location).hash }
  g.window = { location: loc, history: { replaceState: () => {}, state: null } }
  g.document = {}
  const events: string[] = []
  try {
    const url = new URL(location).origin
    const storage = new Map<string, string>()
    const sb = createClient(url, anon, {
      auth: {
        persistSession: true,
        autoRefreshToken: false,
        detectSessionInUrl: true,
        storageKey: `landing-${Math.random().toString(36).slice(2)}`,
        storage: {
          getItem: (k) => storage.get(k) ?? null,
          setItem: (k, v) => void storage.set(k, v),
          removeItem: (k) => void storage.delete(k),
        },
      },
    })
    sb.auth.onAuthStateChange((e) => {
      events.push(e)
    })
    await sb.auth.initialize()
    await settle()
    return { sb, events }
  } finally {
    g.window = saved.window
    g.document = saved.document
  }
}

