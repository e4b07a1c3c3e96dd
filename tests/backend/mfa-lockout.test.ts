// Issue 30, point 3: second factors that hold, on PGlite and on PostgreSQL.
// Wrong codes are limited per factor and per account, from every address; a
// lockout refuses even the right code and tells the owner by one e-mail; the
// recovery codes (an extension of GoTrue's API) raise a session once, are
// stored hashed, and go with the last factor. On PostgreSQL, two backends of
// one database share the counters. Each test fails without that code.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { decodeJwt } from 'jose'
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../../server/backend/config.ts'
import { createBackend, type BackendInternals } from '../../server/backend/index.ts'
import { totp } from '../../server/backend/totp.ts'
import { FAST_ARGON2, HIGH_LIMITS, startHarness, uniqueEmail, type DbKind, type Harness } from './helpers.ts'

const PASSWORD = 'motdepasse-1'
const API = { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' }
const CODE_FORMAT = /^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/

/** The second-factor and e-mail limits as shipped; the other request limits high (not what is tested here). */
const SHIPPED_LIMITS: RateLimits = {
  ...HIGH_LIMITS,
  mfa: DEFAULT_RATE_LIMITS.mfa,
  mfaPerFactor: DEFAULT_RATE_LIMITS.mfaPerFactor,
  mfaPerAccount: DEFAULT_RATE_LIMITS.mfaPerAccount,
  emailSent: DEFAULT_RATE_LIMITS.emailSent,
  emailPerRecipient: DEFAULT_RATE_LIMITS.emailPerRecipient,
  emailPerClient: DEFAULT_RATE_LIMITS.emailPerClient,
  emailFrequencySeconds: DEFAULT_RATE_LIMITS.emailFrequencySeconds,
}

interface Answer {
  status: number
  body: Record<string, unknown>
  headers: Headers
}

/** Sends one request to /auth/v1 of a backend, from a client address (the backends trust X-Forwarded-For here). */
type Send = (path: string, request: { ip: string; method?: string; token?: string; body?: unknown }) => Promise<Answer>

function sender(fetchFrom: (request: Request) => Promise<Response> | Response, origin: string, anonKey: string): Send {
  return async (path, request) => {
    const headers: Record<string, string> = { ...API, apikey: anonKey, 'X-Forwarded-For': request.ip }
    if (request.token) headers.Authorization = `Bearer ${request.token}`
    const method = request.method ?? (request.body === undefined ? 'GET' : 'POST')
    const body = request.body === undefined ? undefined : JSON.stringify(request.body)
    const response = await fetchFrom(new Request(`${origin}/auth/v1${path}`, { method, headers, body }))
    const text = await response.text()
    return { status: response.status, body: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>), headers: response.headers }
  }
}

let ipCounter = 0
/** A client address of its own for each call. */
const nextIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`

/** A 6-digit code that is not the factor's, whichever of the accepted periods the server looks at. */
function wrongCode(secret: string): string {
  const now = Date.now()
  const near = new Set([-60_000, -30_000, 0, 30_000, 60_000].map((offset) => totp(secret, now + offset)))
  for (let candidate = 0; ; candidate++) {
    const code = String(candidate * 111_111 + 123_456).slice(-6)
    if (!near.has(code)) return code
  }
}

/** The flows the tests share, through one backend. */
function flows(send: Send) {
  async function signIn(email: string): Promise<string> {
    const answer = await send('/token?grant_type=password', { ip: nextIp(), body: { email, password: PASSWORD } })
    if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${JSON.stringify(answer.body)}`)
    return answer.body.access_token as string
  }

  /** A challenge and its verification, from one address (the server refuses a verification from another). */
  async function challengeAndVerify(token: string, factorId: string, code: string, ip = nextIp()): Promise<Answer> {
    const challenge = await send(`/factors/${factorId}/challenge`, { ip, token, body: {} })
    if (challenge.status !== 200) throw new Error(`challenge failed: ${challenge.status} ${JSON.stringify(challenge.body)}`)
    return send(`/factors/${factorId}/verify`, { ip, token, body: { challenge_id: challenge.body.id, code } })
  }

  /** A user with a verified TOTP factor, and the owner's aal2 session. */
  async function enrolled(email: string): Promise<{ factorId: string; secret: string; ownerToken: string }> {
    const token = await signIn(email)
    const enrol = await send('/factors', { ip: nextIp(), token, body: { factor_type: 'totp' } })
    const factorId = enrol.body.id as string
    const secret = (enrol.body.totp as { secret: string }).secret
    const verified = await challengeAndVerify(token, factorId, totp(secret))
    if (verified.status !== 200) throw new Error(`enrolment failed: ${verified.status} ${JSON.stringify(verified.body)}`)
    return { factorId, secret, ownerToken: verified.body.access_token as string }
  }

  const generateCodes = (token: string) => send('/mfa/recovery-codes', { ip: nextIp(), token, body: {} })
  const recoveryStatus = (token: string) => send('/mfa/recovery-codes', { ip: nextIp(), token })
  const useRecoveryCode = (token: string, code: string, ip = nextIp()) => send('/mfa/recovery-codes/verify', { ip, token, body: { code } })

  return { signIn, challengeAndVerify, enrolled, generateCodes, recoveryStatus, useRecoveryCode }
}

function expectLocked(answer: Answer): void {
  expect(answer.status).toBe(429)
  expect(answer.body.code).toBe('mfa_factor_locked')
  expect(answer.body.message).toMatch(/^Too many wrong codes: this factor is locked, try again in \d+ minutes?$/)
  const retryAfter = Number(answer.headers.get('Retry-After'))
  expect(retryAfter).toBeGreaterThan(0)
  expect(retryAfter).toBeLessThanOrEqual(900)
}

for (const kind of ['pglite', 'postgres'] as DbKind[]) {
  const skip = kind === 'postgres' && !process.env.TEST_DATABASE_URL
  describe.skipIf(skip)(`second factors that hold (${kind})`, () => {
    let h: Harness
    let send: Send
    let flow: ReturnType<typeof flows>

    beforeAll(async () => {
      h = await startHarness(kind, { trustProxy: true })
      send = sender(fetch, h.url, h.backend.anonKey)
      flow = flows(send)
    })
    afterAll(async () => {
      await h?.close()
    })
    beforeEach(async () => {
      Object.assign(h.backend.config.rateLimits, SHIPPED_LIMITS)
      h.backend.limiter.now = () => Date.now()
      await h.backend.limiter.clear()
      await h.backend.db().query('delete from app_auth.email_budget')
    })

    async function confirmedUser(prefix: string, lang = 'fr'): Promise<string> {
      const email = uniqueEmail(prefix)
      const { error } = await h.admin().auth.admin.createUser({ email, password: PASSWORD, email_confirm: true, user_metadata: { lang } })
      if (error) throw error
      return email
    }
    const lockoutMails = (email: string) => h.mails.filter((mail) => mail.to === email && mail.kind === 'mfa_lockout')
    /** Lets the e-mails sent in the background leave. */
    const quiet = () => new Promise((resolve) => setTimeout(resolve, 300))

    describe('wrong codes are limited per factor and per account', () => {
      it('after 30 wrong codes for one factor from 30 addresses, the correct code from a 31st address is refused with the lockout error, and the owner receives exactly one e-mail', async () => {
        const email = await confirmedUser('lockout', 'en')
        const { factorId, secret } = await flow.enrolled(email)
        const attacker = await flow.signIn(email)
        const answers: Answer[] = []
        for (let attempt = 0; attempt < 30; attempt++) answers.push(await flow.challengeAndVerify(attacker, factorId, wrongCode(secret)))
        const perFactor = DEFAULT_RATE_LIMITS.mfaPerFactor.max
        for (const answer of answers.slice(0, perFactor - 1)) expect(answer.body.code).toBe('mfa_verification_failed')
        // The wrong code that fills the counter answers the lockout, and so does every attempt after it.
        for (const answer of answers.slice(perFactor - 1)) expectLocked(answer)

        const right = await flow.challengeAndVerify(attacker, factorId, totp(secret, Date.now() + 30_000))
        expectLocked(right)
        expect(decodeJwt(attacker).aal).toBe('aal1')

        const mail = await h.mailTo(email, 'mfa_lockout')
        await quiet()
        expect(lockoutMails(email)).toHaveLength(1)
        expect(mail.lang).toBe('en')
        expect(mail.subject).toBe('Two-factor authentication locked — Startups en Israël')
        expect(mail.text).toMatch(/locked for 1[45] minutes\./)
        expect(mail.text).toContain('change it as soon as possible')
      })

      it('a second lockout within the hour sends no second e-mail; one after the hour does', async () => {
        const email = await confirmedUser('lockout-mails', 'he')
        const { factorId, secret } = await flow.enrolled(email)
        const lockOnce = async () => {
          const attacker = await flow.signIn(email)
          for (let attempt = 0; attempt < DEFAULT_RATE_LIMITS.mfaPerFactor.max; attempt++) {
            await flow.challengeAndVerify(attacker, factorId, wrongCode(secret))
          }
          expectLocked(await flow.challengeAndVerify(attacker, factorId, totp(secret, Date.now() + 30_000)))
        }
        await lockOnce()
        const first = await h.mailTo(email, 'mfa_lockout')
        expect(first.lang).toBe('he')
        expect(first.html).toContain('dir="rtl"')
        // The lock's window (15 minutes) ends; the next lockout comes 16 minutes after the first.
        h.backend.limiter.now = () => Date.now() + 16 * 60_000
        await lockOnce()
        await quiet()
        expect(lockoutMails(email)).toHaveLength(1)
        h.backend.limiter.now = () => Date.now() + 61 * 60_000
        await lockOnce()
        await quiet()
        expect(lockoutMails(email)).toHaveLength(2)
      })

      it('a right code is given back: it does not bring the lock nearer', async () => {
        h.backend.config.rateLimits.mfaPerFactor = { max: 4, windowSeconds: 900 }
        const email = await confirmedUser('given-back')
        const { factorId, secret } = await flow.enrolled(email)
        const first = await flow.signIn(email)
        expect((await flow.challengeAndVerify(first, factorId, wrongCode(secret))).status).toBe(422)
        expect((await flow.challengeAndVerify(first, factorId, wrongCode(secret))).status).toBe(422)
        expect((await flow.challengeAndVerify(first, factorId, totp(secret, Date.now() + 30_000))).status).toBe(200)
        // Counted: the two wrong codes only, not this right one (nor the enrolment's, never counted). So one
        // more wrong code is heard, and the one after it fills the counter.
        const second = await flow.signIn(email)
        expect((await flow.challengeAndVerify(second, factorId, wrongCode(secret))).body.code).toBe('mfa_verification_failed')
        expectLocked(await flow.challengeAndVerify(second, factorId, wrongCode(secret)))
      })

      it('wrong recovery codes count for the account: its factor then refuses the right code', async () => {
        h.backend.config.rateLimits.mfaPerAccount = { max: 3, windowSeconds: 900 }
        const email = await confirmedUser('account-lock')
        const { factorId, secret, ownerToken } = await flow.enrolled(email)
        expect((await flow.generateCodes(ownerToken)).status).toBe(200)
        const attacker = await flow.signIn(email)
        expect((await flow.useRecoveryCode(attacker, 'aaaaa-aaaaa')).body.code).toBe('mfa_verification_failed')
        expect((await flow.useRecoveryCode(attacker, 'bbbbb-bbbbb')).body.code).toBe('mfa_verification_failed')
        expectLocked(await flow.useRecoveryCode(attacker, 'ccccc-ccccc'))
        expectLocked(await flow.challengeAndVerify(attacker, factorId, totp(secret, Date.now() + 30_000)))
        await h.mailTo(email, 'mfa_lockout')
      })
    })

    describe('recovery codes', () => {
      it('a recovery code signs in once and not twice', async () => {
        const email = await confirmedUser('recovery-once')
        const { ownerToken } = await flow.enrolled(email)
        const generated = await flow.generateCodes(ownerToken)
        const codes = generated.body.codes as string[]

        const first = await flow.signIn(email)
        expect(decodeJwt(first).aal).toBe('aal1')
        const raised = await flow.useRecoveryCode(first, codes[0] as string)
        expect(raised.status).toBe(200)
        expect(Object.keys(raised.body).sort()).toEqual(['access_token', 'expires_at', 'expires_in', 'refresh_token', 'token_type', 'user'])
        const claims = decodeJwt(raised.body.access_token as string) as { aal: string; amr: { method: string }[] }
        expect(claims.aal).toBe('aal2')
        expect(claims.amr.map((entry) => entry.method)).toEqual(expect.arrayContaining(['password', 'recovery_code']))
        // The new refresh token keeps aal2.
        const refreshed = await send('/token?grant_type=refresh_token', { ip: nextIp(), body: { refresh_token: raised.body.refresh_token } })
        expect(decodeJwt(refreshed.body.access_token as string).aal).toBe('aal2')

        const second = await flow.signIn(email)
        const again = await flow.useRecoveryCode(second, codes[0] as string)
        expect(again.status).toBe(422)
        expect(again.body.code).toBe('mfa_verification_failed')
        // Another code works, typed in capitals with spaces and without its hyphen.
        const typed = ` ${(codes[1] as string).replace('-', ' ').toUpperCase()} `
        expect((await flow.useRecoveryCode(second, typed)).status).toBe(200)
        expect((await flow.recoveryStatus(ownerToken)).body.remaining).toBe(8)
      })

      it('one code sent three times at once: exactly one use is accepted', async () => {
        const email = await confirmedUser('recovery-race')
        const { ownerToken } = await flow.enrolled(email)
        const code = ((await flow.generateCodes(ownerToken)).body.codes as string[])[0] as string
        // One session (a double click): the raise of one use does not end the session of the others.
        const session = await flow.signIn(email)
        const answers = await Promise.all([1, 2, 3].map(() => flow.useRecoveryCode(session, code)))
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422, 422])
        expect((await flow.recoveryStatus(ownerToken)).body.remaining).toBe(9)
      })

      it('are stored hashed, never returned by GET, and regenerating invalidates the old ones', async () => {
        const email = await confirmedUser('recovery-store')
        const { ownerToken } = await flow.enrolled(email)
        const generated = await flow.generateCodes(ownerToken)
        expect(generated.status).toBe(200)
        const codes = generated.body.codes as string[]
        expect(codes).toHaveLength(10)
        expect(new Set(codes).size).toBe(10)
        for (const code of codes) expect(code).toMatch(CODE_FORMAT)
        expect(Date.parse(generated.body.created_at as string)).toBeGreaterThan(Date.now() - 60_000)

        const rows = await h.backend.db().query('select * from app_auth.mfa_recovery_codes r join app_auth.users u on u.id = r.user_id where u.email = $1', [email])
        expect(rows).toHaveLength(10)
        const stored = JSON.stringify(rows).toLowerCase()
        for (const code of codes) {
          expect(stored).not.toContain(code)
          expect(stored).not.toContain(code.replace('-', ''))
        }

        const status = await flow.recoveryStatus(ownerToken)
        expect(status.body).toEqual({ remaining: 10, created_at: generated.body.created_at })
        for (const code of codes) {
          expect(JSON.stringify(status.body)).not.toContain(code)
          expect(JSON.stringify(status.body)).not.toContain(code.replace('-', ''))
        }

        const renewed = await flow.generateCodes(ownerToken)
        const newCodes = renewed.body.codes as string[]
        expect(newCodes.filter((code) => codes.includes(code))).toEqual([])
        const session = await flow.signIn(email)
        expect((await flow.useRecoveryCode(session, codes[1] as string)).body.code).toBe('mfa_verification_failed')
        expect((await flow.useRecoveryCode(session, newCodes[1] as string)).status).toBe(200)
        expect(await h.backend.db().query('select 1 from app_auth.mfa_recovery_codes r join app_auth.users u on u.id = r.user_id where u.email = $1', [email])).toHaveLength(10)
      })

      it('need aal2 to be generated and a verified factor to exist', async () => {
        const email = await confirmedUser('recovery-rules')
        const withoutFactor = await flow.signIn(email)
        expect((await flow.generateCodes(withoutFactor)).body.code).toBe('mfa_not_enrolled')
        expect((await flow.generateCodes(withoutFactor)).status).toBe(422)
        expect((await flow.useRecoveryCode(withoutFactor, 'aaaaa-aaaaa')).body.code).toBe('mfa_not_enrolled')
        expect((await flow.recoveryStatus(withoutFactor)).body).toEqual({ remaining: 0, created_at: null })

        await flow.enrolled(email)
        const aal1 = await flow.signIn(email)
        const refused = await flow.generateCodes(aal1)
        expect(refused.status).toBe(403)
        expect(refused.body.code).toBe('insufficient_aal')
      })

      it('deleting the last verified factor deletes the recovery codes, and lowers the sessions they raised', async () => {
        const email = await confirmedUser('recovery-unenroll')
        const { factorId, ownerToken } = await flow.enrolled(email)
        const codes = (await flow.generateCodes(ownerToken)).body.codes as string[]
        const raised = await flow.useRecoveryCode(await flow.signIn(email), codes[0] as string)
        const raisedToken = raised.body.access_token as string
        const unenrolled = await send(`/factors/${factorId}`, { ip: nextIp(), method: 'DELETE', token: raisedToken })
        expect(unenrolled.status).toBe(200)
        expect((await flow.recoveryStatus(raisedToken)).body).toEqual({ remaining: 0, created_at: null })
        const refreshed = await send('/token?grant_type=refresh_token', { ip: nextIp(), body: { refresh_token: raised.body.refresh_token } })
        const claims = decodeJwt(refreshed.body.access_token as string) as { aal: string; amr: { method: string }[] }
        expect(claims.aal).toBe('aal1')
        expect(claims.amr.map((entry) => entry.method)).not.toContain('recovery_code')
      })
    })
  })
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('two backends on one PostgreSQL database share the wrong-code counters', () => {
  let h: Harness
  let second: BackendInternals
  let secondDir: string

  beforeAll(async () => {
    h = await startHarness('postgres', { trustProxy: true })
    secondDir = mkdtempSync(join(tmpdir(), 'sei-backend-second-'))
    // The same database and public origin (so the same keys and token issuer), another process's memory.
    second = (await createBackend({
      dataDir: secondDir,
      databaseUrl: h.databaseUrl,
      siteUrl: h.url,
      argon2: FAST_ARGON2,
      rateLimits: HIGH_LIMITS,
      trustProxy: true,
      uniformResponseMs: 0,
      log: () => {},
    })) as BackendInternals
    await second.ready()
  })
  afterAll(async () => {
    await second?.close()
    await h?.close()
    if (secondDir) rmSync(secondDir, { recursive: true, force: true })
  })

  it('a lock reached through one backend is seen by the other', async () => {
    for (const backend of [h.backend, second]) Object.assign(backend.config.rateLimits, { ...SHIPPED_LIMITS, mfaPerFactor: { max: 3, windowSeconds: 900 } })
    expect(second.anonKey).toBe(h.backend.anonKey)
    const throughFirst = flows(sender(fetch, h.url, h.backend.anonKey))
    const throughSecond = flows(sender((request) => second.app.fetch(request), h.url, second.anonKey))
    const email = uniqueEmail('two-backends')
    const { error } = await h.admin().auth.admin.createUser({ email, password: PASSWORD, email_confirm: true })
    if (error) throw error
    const { factorId, secret } = await throughFirst.enrolled(email)

    const attacker = await throughSecond.signIn(email)
    expect((await throughSecond.challengeAndVerify(attacker, factorId, wrongCode(secret))).status).toBe(422)
    expect((await throughSecond.challengeAndVerify(attacker, factorId, wrongCode(secret))).status).toBe(422)
    expectLocked(await throughSecond.challengeAndVerify(attacker, factorId, wrongCode(secret)))
    expectLocked(await throughFirst.challengeAndVerify(attacker, factorId, totp(secret, Date.now() + 30_000)))
  })
})
