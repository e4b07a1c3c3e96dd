// Rate limits hold under a burst: on every rate-limited endpoint, a burst of
// concurrent requests from one client gets exactly the budget served and the
// rest answered 429 with a clear body and a Retry-After; other clients are not
// affected, a forged X-Forwarded-For does not escape the limit, and once the
// window has passed (the limiter's clock is moved, no sleeping) the same client
// is served normally again. One rule also runs on the real clock.

import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { RateLimit, RateLimits } from '../../server/backend/index.ts'
import { HIGH_LIMITS, uniqueEmail } from '../backend/helpers.ts'
import { startSite, type Site } from './support.ts'

let site: Site
let clock = 1_000_000_000_000
const saved: RateLimits = { ...HIGH_LIMITS }

beforeAll(async () => {
  site = await startSite({ siteUrl: 'https://startups.example.org' })
  site.h.backend.limiter.now = () => clock
})
afterAll(async () => {
  await site?.close()
})
beforeEach(async () => {
  Object.assign(site.h.backend.config.rateLimits, saved)
  site.h.backend.limiter.clear()
  await site.h.backend.db().query('delete from app_auth.email_budget') // the e-mail budget is counted in the database
})

const LIMIT: RateLimit = { max: 3, windowSeconds: 60 }
const API = { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' }

interface Case {
  name: string
  rule: keyof RateLimits
  method: string
  path: string
  body?: () => unknown
  /** the status a served request gets (the request is otherwise valid, or fails for another reason) */
  served: number
  /** the 429 body */
  refused: Record<string, unknown>
  apikey?: boolean
}

const auth429 = { code: 'over_request_rate_limit', message: 'Request rate limit reached' }
const rest429 = { code: 'over_request_rate_limit', details: null, hint: null, message: 'Request rate limit reached' }
const api429 = { error: 'over_request_rate_limit', message: 'Too many requests, try again later.' }

const contact = () => ({ first_name: 'Dana', last_name: 'Levi', email: uniqueEmail('rl-contact'), subject: 'info', message: 'A message long enough.' })

const cases: Case[] = [
  { name: 'sign-in (token)', rule: 'token', method: 'POST', path: '/auth/v1/token?grant_type=password', body: () => ({ email: 'nobody@example.com', password: 'wrong-password' }), served: 400, refused: auth429 },
  { name: 'token refresh', rule: 'token', method: 'POST', path: '/auth/v1/token?grant_type=refresh_token', body: () => ({ refresh_token: 'abcdefghijklmnop' }), served: 400, refused: auth429 },
  { name: 'sign-up', rule: 'signup', method: 'POST', path: '/auth/v1/signup', body: () => ({ email: uniqueEmail('rl-signup'), password: 'secret-123' }), served: 200, refused: auth429 },
  { name: 'password recovery', rule: 'recover', method: 'POST', path: '/auth/v1/recover', body: () => ({ email: uniqueEmail('rl-recover') }), served: 200, refused: auth429 },
  { name: 'one-time code', rule: 'otp', method: 'POST', path: '/auth/v1/otp', body: () => ({ email: uniqueEmail('rl-otp'), create_user: false }), served: 200, refused: auth429 },
  { name: 'magic link', rule: 'otp', method: 'POST', path: '/auth/v1/magiclink', body: () => ({ email: uniqueEmail('rl-magic') }), served: 200, refused: auth429 },
  { name: 'resend', rule: 'resend', method: 'POST', path: '/auth/v1/resend', body: () => ({ type: 'signup', email: uniqueEmail('rl-resend') }), served: 200, refused: auth429 },
  { name: 'verify (POST)', rule: 'verify', method: 'POST', path: '/auth/v1/verify', body: () => ({ type: 'signup', token_hash: 'nope' }), served: 403, refused: auth429 },
  { name: 'verify (e-mail link)', rule: 'verify', method: 'GET', path: '/auth/v1/verify?token=nope&type=signup', served: 303, refused: auth429, apikey: false },
  { name: 'user update', rule: 'userUpdate', method: 'PUT', path: '/auth/v1/user', body: () => ({ data: { a: 1 } }), served: 401, refused: auth429 },
  { name: 'MFA challenge', rule: 'mfa', method: 'POST', path: `/auth/v1/factors/${randomUUID()}/challenge`, body: () => ({}), served: 401, refused: auth429 },
  { name: 'MFA verify', rule: 'mfa', method: 'POST', path: `/auth/v1/factors/${randomUUID()}/verify`, body: () => ({}), served: 401, refused: auth429 },
  { name: 'contact insert', rule: 'restInsert', method: 'POST', path: '/rest/v1/contact_messages', body: contact, served: 201, refused: rest429 },
  { name: 'newsletter insert', rule: 'restInsert', method: 'POST', path: '/rest/v1/newsletter_subscribers', body: () => ({ email: uniqueEmail('rl-news'), first_name: null, confirmation_token: randomUUID() }), served: 201, refused: rest429 },
  { name: 'newsletter subscribe API', rule: 'newsletter', method: 'POST', path: '/api/newsletter/subscribe', body: () => ({ email: uniqueEmail('rl-api') }), served: 201, refused: api429, apikey: false },
  { name: 'newsletter confirm API', rule: 'newsletter', method: 'POST', path: '/api/newsletter/confirm', body: () => ({ token: randomUUID() }), served: 404, refused: api429, apikey: false },
  { name: 'account API', rule: 'userUpdate', method: 'GET', path: '/api/account/newsletter', served: 401, refused: api429, apikey: false },
]

function send(c: Case, ip: string, extra: Record<string, string> = {}): Promise<Response> {
  const headers: Record<string, string> = { ...API, ...extra }
  if (c.apikey !== false) headers.apikey = site.h.backend.anonKey
  const body = c.body ? JSON.stringify(c.body()) : undefined
  return site.request(c.path, { method: c.method, headers, body, redirect: 'manual' }, ip)
}

describe('rate limits under a burst', () => {
  it.each(cases)('$name: the budget, then 429 with Retry-After, then served again after the window', async (c) => {
    site.h.backend.config.rateLimits[c.rule] = LIMIT as never
    const ip = '198.51.100.7'

    // A burst of concurrent requests: exactly the budget is served, whatever the interleaving.
    const burst = await Promise.all(Array.from({ length: 12 }, () => send(c, ip)))
    const statuses = burst.map((r) => r.status)
    expect(statuses.filter((s) => s !== 429), `statuses ${statuses.join(',')}`).toEqual(Array(LIMIT.max).fill(c.served))
    for (const response of burst.filter((r) => r.status === 429)) {
      expect(response.headers.get('content-type')).toContain('application/json')
      expect(await response.json()).toEqual(c.refused)
      const retryAfter = Number(response.headers.get('retry-after'))
      expect(retryAfter, 'Retry-After').toBeGreaterThanOrEqual(1)
      expect(retryAfter, 'Retry-After').toBeLessThanOrEqual(LIMIT.windowSeconds)
      // Security headers hold on the refusal too.
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    }

    // Claiming another address in X-Forwarded-For does not escape the limit (no trusted proxy here).
    expect((await send(c, ip, { 'X-Forwarded-For': '192.0.2.99' })).status).toBe(429)
    // Another client has its own budget.
    expect((await send(c, '198.51.100.8')).status).toBe(c.served)

    // Retry-After counts down with the clock, and the client is served again once the window has passed.
    clock += 45_000
    const later = await send(c, ip)
    expect(later.status).toBe(429)
    expect(Number(later.headers.get('retry-after'))).toBe(15)
    clock += 15_000
    const again = await Promise.all(Array.from({ length: 5 }, () => send(c, ip)))
    expect(again.map((r) => r.status).sort()).toEqual([...Array(LIMIT.max).fill(c.served), 429, 429].sort())
  })

  it('a REST insert of more rows than the budget is refused whole, and nothing is stored', async () => {
    site.h.backend.config.rateLimits.restInsert = LIMIT
    const rows = Array.from({ length: LIMIT.max + 2 }, contact)
    const response = await site.request(
      '/rest/v1/contact_messages',
      { method: 'POST', headers: { apikey: site.h.backend.anonKey, 'Content-Type': 'application/json' }, body: JSON.stringify(rows) },
      '198.51.100.20',
    )
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).not.toBeNull()
    const stored = await site.h.backend.db().query('select 1 from public.contact_messages where email = any($1::text[])', [rows.map((r) => r.email)])
    expect(stored).toHaveLength(0)
  })

  it('the e-mail budget of the whole service answers 429 over_email_send_rate_limit with Retry-After', async () => {
    site.h.backend.config.rateLimits.emailSent = { max: 1, windowSeconds: 3600 }
    const signup = (email: string) =>
      site.request('/auth/v1/signup', { method: 'POST', headers: { ...API, apikey: site.h.backend.anonKey }, body: JSON.stringify({ email, password: 'secret-123' }) })
    expect((await signup(uniqueEmail('budget'))).status).toBe(200)
    const refused = await signup(uniqueEmail('budget'))
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({ code: 'over_email_send_rate_limit', message: 'email rate limit exceeded' })
    expect(Number(refused.headers.get('retry-after'))).toBe(3600)
    clock += 3600_000
    expect((await signup(uniqueEmail('budget'))).status).toBe(200)
  })

  it('one e-mail of a kind per user per interval: 429 with the seconds left in Retry-After', async () => {
    site.h.backend.config.rateLimits.emailFrequencySeconds = 60
    const email = uniqueEmail('frequency')
    await site.h.admin().auth.admin.createUser({ email, password: 'secret-123', email_confirm: true })
    const recover = () =>
      site.request('/auth/v1/recover', { method: 'POST', headers: { ...API, apikey: site.h.backend.anonKey }, body: JSON.stringify({ email }) })
    expect((await recover()).status).toBe(200)
    const refused = await recover()
    expect(refused.status).toBe(429)
    expect(((await refused.json()) as { code: string }).code).toBe('over_email_send_rate_limit')
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(60)
  })

  it('on the real clock: a one-second window refuses, then serves the same client again', async () => {
    site.h.backend.limiter.now = () => Date.now()
    try {
      site.h.backend.config.rateLimits.token = { max: 2, windowSeconds: 1 }
      const c = cases[0]!
      const ip = '198.51.100.30'
      expect((await Promise.all([send(c, ip), send(c, ip), send(c, ip)])).map((r) => r.status).sort()).toEqual([400, 400, 429])
      await new Promise((resolve) => setTimeout(resolve, 1100))
      expect((await send(c, ip)).status).toBe(400)
    } finally {
      site.h.backend.limiter.now = () => clock
    }
  })

  it('preflights are never counted or refused', async () => {
    site.h.backend.config.rateLimits.token = { max: 1, windowSeconds: 60 }
    for (let i = 0; i < 5; i++) {
      const preflight = await site.request('/auth/v1/token?grant_type=password', {
        method: 'OPTIONS',
        headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST' },
      })
      expect(preflight.status).toBe(204)
      expect(preflight.headers.get('access-control-expose-headers')).toContain('Retry-After')
    }
    expect((await send(cases[0]!, '203.0.113.10')).status).toBe(400)
  })
})
