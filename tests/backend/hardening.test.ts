// Issue 15, the authentication defects, on PGlite and on PostgreSQL:
// the e-mail budget (2), TOTP replay (3), the password change's reauthentication
// (4), account enumeration and the repeated sign-up (5), and the claims of the
// tokens the server verifies (7). Each test failed on the code before the fix.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { SignJWT, decodeJwt, importPKCS8, type JWTPayload } from 'jose'
import { DEFAULT_RATE_LIMITS, DEFAULT_UNIFORM_RESPONSE_MS, type RateLimits } from '../../server/backend/config.ts'
import { OWASP_ARGON2 } from '../../server/backend/crypto.ts'
import { totp } from '../../server/backend/totp.ts'
import type { OutgoingMail } from '../../server/backend/index.ts'
import { FAST_ARGON2, HIGH_LIMITS, fragmentParams, startHarness, uniqueEmail, type DbKind, type Harness } from './helpers.ts'

const PASSWORD = 'motdepasse-1'
const API = { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' }

/** The e-mail limits as shipped, every request limit high (they are not what these tests look at). */
const SHIPPED_EMAIL_LIMITS: RateLimits = {
  ...HIGH_LIMITS,
  emailSent: DEFAULT_RATE_LIMITS.emailSent,
  emailNewsletterSent: DEFAULT_RATE_LIMITS.emailNewsletterSent,
  emailPerRecipient: DEFAULT_RATE_LIMITS.emailPerRecipient,
  emailPerClient: DEFAULT_RATE_LIMITS.emailPerClient,
  emailFrequencySeconds: DEFAULT_RATE_LIMITS.emailFrequencySeconds,
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

for (const kind of ['pglite', 'postgres'] as DbKind[]) {
  const skip = kind === 'postgres' && !process.env.TEST_DATABASE_URL
  describe.skipIf(skip)(`authentication hardening (${kind})`, () => {
    let h: Harness
    let ipCounter = 0
    /** A client address of its own for each call (the server trusts X-Forwarded-For here). */
    const nextIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`

    beforeAll(async () => {
      h = await startHarness(kind, { trustProxy: true })
    })
    afterAll(async () => {
      await h?.close()
    })
    beforeEach(async () => {
      const cfg = h.backend.config
      Object.assign(cfg.rateLimits, SHIPPED_EMAIL_LIMITS)
      cfg.argon2 = FAST_ARGON2
      cfg.uniformResponseMs = 0
      cfg.securePasswordChange = true
      h.backend.limiter.now = () => Date.now()
      h.backend.limiter.clear()
      await h.backend.db().query('delete from app_auth.email_budget')
    })

    const post = (path: string, body: unknown, ip = nextIp(), headers: Record<string, string> = {}) =>
      h.fetch(path, { method: 'POST', body: JSON.stringify(body), headers: { ...API, 'X-Forwarded-For': ip, ...headers } })
    const signUp = (email: string, ip = nextIp(), data: Record<string, unknown> = {}) => post('/auth/v1/signup', { email, password: PASSWORD, data }, ip)
    const mailsTo = (to: string, kind?: OutgoingMail['kind']) => h.mails.filter((m) => m.to === to && (!kind || m.kind === kind))
    /** Waits until the e-mails sent after the answers (and the newsletter's) have left. */
    const quiet = async () => {
      let count = -1
      while (count !== h.mails.length) {
        count = h.mails.length
        await new Promise((resolve) => setTimeout(resolve, 150))
      }
    }
    async function confirmedUser(prefix: string): Promise<{ email: string; id: string }> {
      const email = uniqueEmail(prefix)
      const { data, error } = await h.admin().auth.admin.createUser({ email, password: PASSWORD, email_confirm: true })
      if (error) throw error
      return { email, id: data.user!.id }
    }
    async function signedIn(email: string) {
      const c = h.client()
      const { data, error } = await c.sb.auth.signInWithPassword({ email, password: PASSWORD })
      if (error) throw error
      return { ...c, session: data.session! }
    }

    describe('the e-mail budget (defect 2)', () => {
      it('anonymous newsletter subscriptions past their budget leave the account e-mails theirs', async () => {
        // Both budgets small, so that the newsletter's is spent quickly.
        h.backend.config.rateLimits.emailNewsletterSent = { max: 6, windowSeconds: 3600 }
        h.backend.config.rateLimits.emailSent = { max: 2, windowSeconds: 3600 }
        const subscribers = Array.from({ length: 10 }, () => uniqueEmail('flood'))
        for (const email of subscribers) {
          const res = await post('/rest/v1/newsletter_subscribers', { email, first_name: null }, nextIp())
          expect(res.status).toBe(201)
        }
        await quiet()
        expect(h.mails.filter((m) => m.kind === 'newsletter_confirmation' && subscribers.includes(m.to))).toHaveLength(6)

        // Sign-up and password recovery still send their e-mails.
        const newcomer = uniqueEmail('after-flood')
        const signup = await signUp(newcomer)
        expect(signup.status).toBe(200)
        await h.mailTo(newcomer, 'signup')
        const { email } = await confirmedUser('after-flood-recover')
        expect((await post('/auth/v1/recover', { email })).status).toBe(200)
        await h.mailTo(email, 'recovery')
      })

      it('one client address spends its own budget, not the service’s', async () => {
        const ip = '192.0.2.10'
        const statuses: number[] = []
        for (let i = 0; i < DEFAULT_RATE_LIMITS.emailPerClient.max + 2; i++) {
          const res = await signUp(uniqueEmail('one-client'), ip)
          statuses.push(res.status)
          if (res.status === 429) {
            expect(await res.json()).toEqual({ code: 'over_email_send_rate_limit', message: 'email rate limit exceeded' })
            expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(3000)
          }
        }
        expect(statuses).toEqual([...Array(DEFAULT_RATE_LIMITS.emailPerClient.max).fill(200), 429, 429])
        // Its newsletter subscriptions are stored, without a confirmation e-mail.
        const subscriber = uniqueEmail('one-client-news')
        expect((await post('/rest/v1/newsletter_subscribers', { email: subscriber }, ip)).status).toBe(201)
        // Another client is served.
        const other = uniqueEmail('other-client')
        expect((await signUp(other, '192.0.2.11')).status).toBe(200)
        await h.mailTo(other, 'signup')
        await quiet()
        expect(mailsTo(subscriber)).toEqual([])
      })

      it('one recipient gets a bounded number of e-mails, and an unknown address the same answers', async () => {
        h.backend.config.rateLimits.emailFrequencySeconds = 0
        const { email: known } = await confirmedUser('recipient')
        const unknown = uniqueEmail('recipient-ghost')
        const answers = async (email: string) => {
          const out: string[] = []
          for (let i = 0; i < DEFAULT_RATE_LIMITS.emailPerRecipient.max + 1; i++) {
            const res = await post('/auth/v1/recover', { email })
            out.push(`${res.status} ${await res.text()}`)
          }
          return out
        }
        const knownAnswers = await answers(known)
        expect(knownAnswers).toEqual(await answers(unknown))
        expect(knownAnswers.at(-1)).toBe('429 {"code":"over_email_send_rate_limit","message":"email rate limit exceeded"}')
        await quiet()
        expect(mailsTo(known, 'recovery')).toHaveLength(DEFAULT_RATE_LIMITS.emailPerRecipient.max)
        expect(mailsTo(unknown)).toEqual([])
      })
    })

    describe('account enumeration (defect 5)', () => {
      it('a sign-up with a confirmed address takes the time of a new one (medians of 20 and 20)', async () => {
        const cfg = h.backend.config
        cfg.rateLimits.emailSent = HIGH_LIMITS.emailSent
        const known = await Promise.all(Array.from({ length: 20 }, (_, i) => confirmedUser(`timing-known-${i}`)))
        cfg.argon2 = OWASP_ARGON2
        cfg.uniformResponseMs = DEFAULT_UNIFORM_RESPONSE_MS
        const times = { known: [] as number[], unknown: [] as number[] }
        const timed = async (which: 'known' | 'unknown', email: string) => {
          const started = performance.now()
          const res = await signUp(email)
          await res.arrayBuffer()
          times[which].push(performance.now() - started)
          expect(res.status, which).toBe(200)
        }
        for (let i = 0; i < 20; i++) {
          // Alternating which goes first: a slow moment of the machine falls on both.
          if (i % 2) {
            await timed('known', known[i]!.email)
            await timed('unknown', uniqueEmail('timing-new'))
          } else {
            await timed('unknown', uniqueEmail('timing-new'))
            await timed('known', known[i]!.email)
          }
        }
        const ratio = median(times.known) / median(times.unknown)
        console.log(`sign-up (${kind}): median ${median(times.known).toFixed(1)} ms with a confirmed address, ${median(times.unknown).toFixed(1)} ms with a new one (ratio ${ratio.toFixed(2)})`)
        expect(Math.abs(ratio - 1)).toBeLessThanOrEqual(0.2)
      }, 120_000)

      it('a repeated sign-up of an unconfirmed address answers nothing of the account and re-mails it within the limits', async () => {
        const victim = uniqueEmail('victim')
        const first = await signUp(victim, nextIp(), { first_name: 'Victime' })
        expect(first.status).toBe(200)
        const real = (await first.json()) as { id: string }
        await h.mailTo(victim, 'signup')

        // Within the minute: refused, as a second sign-up of a new address is.
        const again = await signUp(victim, nextIp(), { first_name: 'Attaquant' })
        const fresh = uniqueEmail('fresh')
        expect((await signUp(fresh)).status).toBe(200)
        const freshAgain = await signUp(fresh)
        expect([again.status, freshAgain.status]).toEqual([429, 429])
        expect((await again.json()) as unknown).toMatchObject({ code: 'over_email_send_rate_limit' })

        // Past the frequency limit (here lifted): an answer built from this request only, and the owner's confirmation once more.
        h.backend.config.rateLimits.emailFrequencySeconds = 0
        const later = await signUp(victim, nextIp(), { first_name: 'Attaquant' })
        expect(later.status).toBe(200)
        const body = (await later.json()) as { id: string; user_metadata: unknown; identities: unknown[] }
        expect(body.id).not.toBe(real.id)
        expect(body.user_metadata).toEqual({ first_name: 'Attaquant' })
        expect(body.identities).toEqual([])
        await quiet()
        expect(mailsTo(victim, 'signup')).toHaveLength(2)
        const stored = await h.backend.db().query<{ raw_user_meta_data: { first_name: string } }>('select raw_user_meta_data from app_auth.users where id = $1', [real.id])
        expect(stored[0]?.raw_user_meta_data.first_name).toBe('Victime')
      })

      it('/recover and /otp without sign-up answer alike, twice, for known and unknown addresses', async () => {
        const twice = async (path: string, body: unknown) => {
          const out: string[] = []
          for (let i = 0; i < 2; i++) {
            const res = await post(path, body)
            out.push(`${res.status} ${(await res.text()).replace(/\d+ seconds/, 'N seconds')}`)
          }
          return out
        }
        for (const [path, kindSent, body] of [
          ['/auth/v1/recover', 'recovery', (email: string) => ({ email })],
          ['/auth/v1/otp', 'magiclink', (email: string) => ({ email, create_user: false })],
        ] as const) {
          const { email: known } = await confirmedUser('alike')
          const unknown = uniqueEmail('alike-ghost')
          const knownAnswers = await twice(path, body(known))
          expect(knownAnswers, path).toEqual(await twice(path, body(unknown)))
          expect(knownAnswers[0], path).toBe('200 {}')
          expect(knownAnswers[1], path).toMatch(/^429 .*over_email_send_rate_limit/)
          await quiet()
          expect(mailsTo(known).map((m) => m.kind), path).toEqual([kindSent])
          expect(mailsTo(unknown), path).toEqual([])
          expect(await h.backend.db().query('select 1 from app_auth.users where email = $1', [unknown]), path).toEqual([])
        }
      })
    })

    describe('TOTP codes are accepted once (defect 3, RFC 6238 section 5.2)', () => {
      async function enrolled(prefix: string) {
        const { email } = await confirmedUser(prefix)
        const first = await signedIn(email)
        const enrol = await first.sb.auth.mfa.enroll({ factorType: 'totp' })
        if (enrol.error || enrol.data.type !== 'totp') throw new Error('enrolment failed')
        const factorId = enrol.data.id
        const secret = enrol.data.totp.secret
        const code = totp(secret)
        const challenge = await first.sb.auth.mfa.challenge({ factorId })
        expect((await first.sb.auth.mfa.verify({ factorId, challengeId: challenge.data!.id, code })).error).toBeNull()
        return { email, factorId, secret, code }
      }

      it('a code used by one session is refused to another, on a new challenge; the next period’s is accepted', async () => {
        const { email, factorId, secret, code } = await enrolled('replay')
        const other = await signedIn(email)
        const challenge = await other.sb.auth.mfa.challenge({ factorId })
        const replay = await other.sb.auth.mfa.verify({ factorId, challengeId: challenge.data!.id, code })
        expect(replay.error?.code).toBe('mfa_verification_failed')
        expect((await other.sb.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal1')
        const next = await other.sb.auth.mfa.verify({ factorId, challengeId: challenge.data!.id, code: totp(secret, Date.now() + 30_000) })
        expect(next.error).toBeNull()
        expect(decodeJwt(next.data!.access_token).aal).toBe('aal2')
      })

      it('two sessions presenting one code at once: exactly one is accepted', async () => {
        const { email, factorId, secret } = await enrolled('replay-race')
        const sessions = await Promise.all([signedIn(email), signedIn(email), signedIn(email)])
        const challenges = await Promise.all(sessions.map((s) => s.sb.auth.mfa.challenge({ factorId })))
        const code = totp(secret, Date.now() + 30_000)
        const results = await Promise.all(sessions.map((s, i) => s.sb.auth.mfa.verify({ factorId, challengeId: challenges[i]!.data!.id, code })))
        // The others are refused: the code is spent (or their aal1 session already ended with the first's success).
        expect(results.filter((r) => r.error === null)).toHaveLength(1)
      })
    })

    describe('a password change needs the reauthentication code (defect 4)', () => {
      const changePassword = (token: string, body: Record<string, unknown>) =>
        h.fetch('/auth/v1/user', { method: 'PUT', body: JSON.stringify(body), headers: { ...API, Authorization: `Bearer ${token}` } })

      it('an access token alone does not change the password; the e-mailed code does', async () => {
        const { email } = await confirmedUser('secure-change')
        const c = await signedIn(email)
        const refused = await changePassword(c.session.access_token, { password: 'nouveau-secret-1' })
        expect(refused.status).toBe(400)
        expect(await refused.json()).toEqual({ code: 'reauthentication_needed', message: 'Password update requires reauthentication' })
        expect((await h.client().sb.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull()

        const sent = h.mails.length
        expect((await c.sb.auth.reauthenticate()).error).toBeNull()
        const nonce = (await h.mailTo(email, 'reauthentication', sent)).otp as string
        const changed = await c.sb.auth.updateUser({ password: 'nouveau-secret-1', nonce })
        expect(changed.error).toBeNull()
        expect((await h.client().sb.auth.signInWithPassword({ email, password: 'nouveau-secret-1' })).error).toBeNull()

        // The switch: AUTH_SECURE_PASSWORD_CHANGE=false.
        h.backend.config.securePasswordChange = false
        expect((await changePassword(c.session.access_token, { password: 'nouveau-secret-2' })).status).toBe(200)
      })

      it('a session just opened by a password-recovery link needs no code; an old one does', async () => {
        const { email } = await confirmedUser('recovery-change')
        expect((await post('/auth/v1/recover', { email })).status).toBe(200)
        const link = (await h.mailTo(email, 'recovery')).link as string
        const landed = fragmentParams((await fetch(link, { redirect: 'manual' })).headers.get('location') as string)
        const token = landed.get('access_token') as string
        expect((await changePassword(token, { password: 'recovered-1' })).status).toBe(200)

        // The same kind of session, opened eleven minutes ago (a minute later for the e-mail's frequency limit).
        h.backend.limiter.now = () => Date.now() + 61_000
        const sent = h.mails.length
        expect((await post('/auth/v1/recover', { email })).status).toBe(200)
        const second = (await h.mailTo(email, 'recovery', sent)).link as string
        const stale = fragmentParams((await fetch(second, { redirect: 'manual' })).headers.get('location') as string).get('access_token') as string
        await h.backend.db().query("update app_auth.mfa_amr_claims set updated_at = now() - interval '11 minutes' where session_id = $1", [
          decodeJwt(stale).session_id,
        ])
        const refused = await changePassword(stale, { password: 'recovered-2' })
        expect(refused.status).toBe(400)
        expect(((await refused.json()) as { code: string }).code).toBe('reauthentication_needed')
      })
    })

    describe('token claims (defect 7)', () => {
      it('a token signed with the server’s key but for another audience, from another issuer or without expiry is refused', async () => {
        const { email } = await confirmedUser('claims')
        const c = await signedIn(email)
        const real = decodeJwt(c.session.access_token)
        const pem = (JSON.parse(readFileSync(join(h.dataDir, 'keys.json'), 'utf8')) as { signingKeyPem: string }).signingKeyPem
        const key = await importPKCS8(pem, 'ES256')
        const { kid } = JSON.parse(Buffer.from(c.session.access_token.split('.')[0]!, 'base64url').toString()) as { kid: string }
        const sign = (claims: JWTPayload) => new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' }).sign(key)
        const now = Math.floor(Date.now() / 1000)
        const base: JWTPayload = { ...real, iat: now, exp: now + 600 }
        const { exp: _dropped, ...noExp } = base
        const tokens = {
          wrongAudience: await sign({ ...base, aud: 'someone-else' }),
          wrongIssuer: await sign({ ...base, iss: 'https://elsewhere.example/auth/v1' }),
          noExpiry: await sign(noExp),
        }
        // The same claims, rightly set, are accepted: what is refused below is the claim.
        const control = await sign(base)
        expect((await h.fetch('/auth/v1/user', { headers: { ...API, Authorization: `Bearer ${control}` } })).status).toBe(200)
        expect((await h.fetch('/api/account/newsletter', { headers: { Authorization: `Bearer ${control}` } })).status).toBe(200)
        for (const [name, token] of Object.entries(tokens)) {
          const user = await h.fetch('/auth/v1/user', { headers: { ...API, Authorization: `Bearer ${token}` } })
          expect(user.status, name).toBe(403)
          expect(((await user.json()) as { code: string }).code, name).toBe('bad_jwt')
          const account = await h.fetch('/api/account/newsletter', { headers: { Authorization: `Bearer ${token}` } })
          expect(account.status, name).toBe(401)
          expect(((await account.json()) as { error: string }).error, name).toBe('bad_jwt')
          const rest = await h.fetch('/rest/v1/contact_messages', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
            body: JSON.stringify({ first_name: 'Dana', last_name: 'Levi', email, subject: 'info', message: 'Un message assez long.' }),
          })
          expect(rest.status, name).toBe(401)
        }
      })
    })
  })
}
