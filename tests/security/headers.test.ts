// Security headers on every kind of answer the site gives — prerendered and
// server-rendered pages, static files, the health check, /auth/v1, /rest/v1,
// /api, redirects, preflights and errors (including the shell's own 500) —
// for an http and an https SITE_URL; and the cookies the site sets.

import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Hono } from 'hono'
import { createServerApp } from '../../server/app.ts'
import { loadEnv } from '../../server/env.ts'
import { uniqueEmail } from '../backend/helpers.ts'
import { buildDir, parseCsp, shellFor, startSite, type Site } from './support.ts'

interface Probe {
  name: string
  path: string
  init?: (site: Site) => RequestInit
  status: number
}

const json = (site: Site, body: unknown, extra: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { apikey: site.h.backend.anonKey, 'Content-Type': 'application/json', ...extra },
  body: JSON.stringify(body),
})

const probes: Probe[] = [
  { name: 'prerendered page', path: '/', status: 200 },
  { name: 'prerendered page in Hebrew', path: '/he/categories', status: 200 },
  { name: 'server-rendered page', path: '/search?q=cyber', status: 200 },
  { name: 'sector page (sector colours)', path: '/category/cybersecurity', status: 200 },
  { name: 'AdTech profile (sector colours)', path: '/he/startups/cignal', status: 200 },
  { name: 'register profile rendered on demand', path: '/startups/colorchip', status: 200 },
  { name: 'server-rendered 404 page', path: '/cette-page-nexiste-pas', status: 404 },
  { name: 'static file', path: '/favicon.svg', status: 200 },
  { name: 'health check', path: '/api/health', status: 200 },
  { name: 'unknown API path', path: '/api/nothing', status: 404 },
  { name: 'auth settings', path: '/auth/v1/settings', init: (s) => ({ headers: { apikey: s.h.backend.anonKey } }), status: 200 },
  { name: 'auth key set', path: '/auth/v1/.well-known/jwks.json', status: 200 },
  {
    name: 'auth error (bad credentials)',
    path: '/auth/v1/token?grant_type=password',
    init: (s) => json(s, { email: 'nobody@example.com', password: 'wrong-password' }, { 'X-Supabase-Api-Version': '2024-01-01' }),
    status: 400,
  },
  { name: 'auth error (no API key)', path: '/auth/v1/user', status: 401 },
  {
    name: 'auth preflight',
    path: '/auth/v1/token?grant_type=password',
    init: () => ({ method: 'OPTIONS', headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST' } }),
    status: 204,
  },
  {
    name: 'auth e-mail link redirect',
    path: '/auth/v1/verify?token=nope&type=signup',
    init: () => ({ redirect: 'manual' }),
    status: 303,
  },
  {
    name: 'rest insert',
    path: '/rest/v1/contact_messages',
    init: (s) => json(s, { first_name: 'Dana', last_name: 'Levi', email: 'dana@example.com', subject: 'info', message: 'Hello, this is a message.' }),
    status: 201,
  },
  {
    name: 'rest error (constraint)',
    path: '/rest/v1/contact_messages',
    init: (s) => json(s, { first_name: 'D', last_name: 'Levi', email: 'dana@example.com', subject: 'info', message: 'Hello, this is a message.' }),
    status: 400,
  },
  { name: 'rest error (no API key)', path: '/rest/v1/contact_messages', init: () => ({ method: 'POST', body: '{}' }), status: 401 },
  {
    name: 'rest error (body too large)',
    path: '/rest/v1/newsletter_subscribers',
    init: (s) => ({ method: 'POST', headers: { apikey: s.h.backend.anonKey, 'Content-Type': 'application/json' }, body: 'x'.repeat(1024 * 1024 + 1) }),
    status: 413,
  },
  {
    name: 'newsletter API',
    path: '/api/newsletter/subscribe',
    init: () => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: uniqueEmail('headers') }) }),
    status: 201,
  },
  { name: 'newsletter API error', path: '/api/newsletter/confirm', init: () => ({ method: 'POST', body: '{"token":1}' }), status: 400 },
  { name: 'account API error', path: '/api/account/newsletter', status: 401 },
]

/** The header checks every answer must pass. */
function expectSecurityHeaders(response: Response, what: string, https: boolean): void {
  const h = response.headers
  const csp = parseCsp(h.get('content-security-policy'))
  expect(csp.size, `${what}: Content-Security-Policy`).toBeGreaterThan(0)
  const scriptSrc = csp.get('script-src') ?? csp.get('default-src')
  expect(scriptSrc, `${what}: script-src (or default-src)`).toBeDefined()
  for (const forbidden of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:']) {
    expect(scriptSrc, `${what}: script-src allows ${forbidden}`).not.toContain(forbidden)
  }
  // No inline style either: only this origin's files and the page's own stylesheet, by hash.
  const styleSrc = csp.get('style-src') ?? csp.get('default-src')
  expect(styleSrc, `${what}: style-src (or default-src)`).toBeDefined()
  for (const forbidden of ["'unsafe-inline'", "'unsafe-hashes'", '*', 'data:', 'http:', 'https:']) {
    expect(styleSrc, `${what}: style-src allows ${forbidden}`).not.toContain(forbidden)
  }
  expect(csp.get('frame-ancestors'), `${what}: frame-ancestors`).toEqual(["'none'"])
  expect(csp.get('object-src'), `${what}: object-src`).toEqual(["'none'"])
  expect(csp.get('base-uri'), `${what}: base-uri`).toBeDefined()
  expect(csp.has('upgrade-insecure-requests'), `${what}: upgrade-insecure-requests`).toBe(https)
  expect(h.get('x-content-type-options'), `${what}: X-Content-Type-Options`).toBe('nosniff')
  expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'], `${what}: Referrer-Policy`).toContain(
    h.get('referrer-policy'),
  )
  const permissions = h.get('permissions-policy') ?? ''
  for (const feature of ['camera', 'microphone', 'geolocation']) {
    expect(permissions, `${what}: Permissions-Policy disables ${feature}`).toMatch(new RegExp(`(^|[ ,])${feature}=\\(\\)`))
  }
  expect(h.get('x-frame-options'), `${what}: X-Frame-Options`).toBe('DENY')
  const hsts = h.get('strict-transport-security')
  if (https) {
    const maxAge = Number(/max-age=(\d+)/.exec(hsts ?? '')?.[1] ?? 0)
    expect(maxAge, `${what}: HSTS max-age`).toBeGreaterThanOrEqual(31_536_000)
    expect(hsts, `${what}: HSTS`).toContain('includeSubDomains')
  } else {
    // HSTS over plain http is meaningless and would break a local http site later served on https.
    expect(hsts, `${what}: no HSTS on http`).toBeNull()
  }
}

/** Every cookie the server sets must be SameSite, and Secure on an https site. */
function expectSafeCookies(response: Response, what: string, https: boolean): void {
  for (const cookie of response.headers.getSetCookie()) {
    expect(cookie, `${what}: SameSite on ${cookie}`).toMatch(/;\s*SameSite=(Lax|Strict)/i)
    if (https) expect(cookie, `${what}: Secure on ${cookie}`).toMatch(/;\s*Secure(;|$)/i)
  }
}

/** Inline scripts of an HTML page: every one must be allowed by the page's own CSP (nonce or hash). */
function expectInlineScriptsAllowed(html: string, scriptSrc: string[], what: string): number {
  let count = 0
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? ''
    const body = match[2] ?? ''
    if (/\bsrc\s*=/.test(attributes) || /type\s*=\s*["']?application\/(?:ld\+)?json/i.test(attributes)) continue
    count++
    const nonce = /\bnonce="([^"]+)"/.exec(attributes)?.[1]
    const hash = `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`
    const allowed = (nonce !== undefined && scriptSrc.includes(`'nonce-${nonce}'`)) || scriptSrc.includes(hash)
    expect(allowed, `${what}: inline script ${body.slice(0, 60)} is not allowed by script-src ${scriptSrc.join(' ')}`).toBe(true)
  }
  // Inline event handlers can never run under this policy: the pages must not use them.
  expect(html, `${what}: inline event handler`).not.toMatch(/<[a-z][^>]*\son(?:click|load|error|submit|change|input|mouseover|focus)\s*=/i)
  return count
}

/** Inline styles of an HTML page: no style attribute, and every <style> element allowed by the page's CSP hash. */
function expectInlineStylesAllowed(html: string, styleSrc: string[], what: string): number {
  expect(html.match(/<[a-z][^>]*\sstyle\s*=[^>]*>/gi) ?? [], `${what}: style attributes`).toEqual([])
  let count = 0
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
    count++
    const hash = `'sha256-${createHash('sha256').update(match[1] ?? '', 'utf8').digest('base64')}'`
    expect(styleSrc, `${what}: the inline stylesheet is not allowed by style-src`).toContain(hash)
  }
  return count
}

// One backend (starting a database is slow), one HTTP shell per SITE_URL.
let httpsSite: Site
const sites: Record<string, Site> = {}
beforeAll(async () => {
  httpsSite = await startSite({ siteUrl: 'https://startups.example.org' })
  sites['https://startups.example.org'] = httpsSite
  sites['http://localhost:4330'] = await shellFor(httpsSite.h, 'http://localhost:4330')
})
afterAll(async () => {
  await httpsSite?.close()
})

for (const siteUrl of ['https://startups.example.org', 'http://localhost:4330']) {
  const https = siteUrl.startsWith('https:')
  describe(`security headers (SITE_URL ${siteUrl})`, () => {
    let site: Site
    beforeAll(() => {
      site = sites[siteUrl]!
    })

    it.each(probes)('$name', async (probe) => {
      const response = await site.request(probe.path, probe.init?.(site))
      expect(response.status, `${probe.name}: ${await response.clone().text().then((t) => t.slice(0, 200))}`).toBe(probe.status)
      expectSecurityHeaders(response, probe.name, https)
      expectSafeCookies(response, probe.name, https)
      const type = response.headers.get('content-type') ?? ''
      if (type.startsWith('text/html') && probe.init?.(site).method !== 'HEAD') {
        const csp = parseCsp(response.headers.get('content-security-policy'))
        const html = await response.text()
        const inline = expectInlineScriptsAllowed(html, csp.get('script-src') ?? [], probe.name)
        expect(inline, `${probe.name}: the page has inline scripts to check`).toBeGreaterThan(0)
        expect(expectInlineStylesAllowed(html, csp.get('style-src') ?? [], probe.name), `${probe.name}: the page's inline stylesheet`).toBe(1)
      }
    })

    it('keeps Cross-Origin-Opener-Policy on the account pages and the backend, not on the reading pages (ADR 0058)', async () => {
      const kept = ['/auth', '/auth?mode=signup', '/en/auth', '/he/profile', '/profile', '/newsletter', '/newsletter/confirm', '/api/health', '/auth/v1/.well-known/jwks.json']
      for (const path of kept) {
        const response = await site.request(path, { redirect: 'manual' })
        expect(response.headers.get('cross-origin-opener-policy'), `${path} (${response.status})`).toBe('same-origin')
      }
      const reading = ['/', '/he', '/contact', '/category/cybersecurity', '/startups/mobileye', '/search?q=cyber', '/blog', '/authors-not-a-page']
      for (const path of reading) {
        const response = await site.request(path, { redirect: 'manual' })
        expect(response.headers.get('cross-origin-opener-policy'), `${path} (${response.status})`).toBeNull()
      }
    })

    it('a page rendered per request gets a nonce-based script-src, a prerendered or cached one hash-based', async () => {
      // A repeated parameter: rendered for this request only, never kept by the render cache.
      const rendered = parseCsp((await site.request('/search?q=cyber&q=data')).headers.get('content-security-policy'))
      expect(rendered.get('script-src')?.some((s) => /^'nonce-[A-Za-z0-9+/=]{16,}'$/.test(s))).toBe(true)
      for (const path of ['/search?q=cyber', '/search?q=cyber']) {
        const cached = parseCsp((await site.request(path)).headers.get('content-security-policy'))
        expect(cached.get('script-src')?.some((s) => s.startsWith("'sha256-")), path).toBe(true)
        expect(cached.get('script-src')?.some((s) => s.startsWith("'nonce-")), path).toBe(false)
      }
      const prerendered = parseCsp((await site.request('/')).headers.get('content-security-policy'))
      expect(prerendered.get('script-src')?.some((s) => s.startsWith("'sha256-"))).toBe(true)
      expect(prerendered.get('script-src')?.some((s) => s.startsWith("'nonce-"))).toBe(false)
    })

    it('the auth flow sets no cookie (tokens travel in JSON, not in cookies)', async () => {
      const email = uniqueEmail('cookie')
      const responses: [string, Response][] = []
      const step = async (name: string, path: string, init: RequestInit) => {
        const response = await site.request(path, init)
        responses.push([name, response])
        return response
      }
      await step('sign-up', '/auth/v1/signup', json(site, { email, password: 'secret-123', data: { first_name: 'Ada', last_name: 'Lovelace' } }))
      await site.h.admin().auth.admin.createUser({ email: `c.${email}`, password: 'secret-123', email_confirm: true })
      const signIn = await step('sign-in', '/auth/v1/token?grant_type=password', json(site, { email: `c.${email}`, password: 'secret-123' }))
      expect(signIn.status).toBe(200)
      const session = (await signIn.clone().json()) as { access_token: string; refresh_token: string }
      const bearer = { apikey: site.h.backend.anonKey, Authorization: `Bearer ${session.access_token}` }
      await step('user', '/auth/v1/user', { headers: bearer })
      await step('refresh', '/auth/v1/token?grant_type=refresh_token', json(site, { refresh_token: session.refresh_token }))
      await step('account', '/api/account/newsletter', { headers: bearer })
      await step('sign-out', '/auth/v1/logout', { method: 'POST', headers: bearer })
      for (const home of ['/', '/en', '/he']) await step(`home ${home}`, home, {})
      for (const [name, response] of responses) {
        expect(response.status, name).toBeLessThan(400)
        expect(response.headers.getSetCookie(), `${name} sets a cookie`).toEqual([])
        expectSecurityHeaders(response, name, https)
      }
    })
  })
}

describe("the shell's own error answer", () => {
  it('a 500 from an unexpected failure carries the same headers, as JSON without a stack trace', async () => {
    const throwing = new Hono()
    throwing.get('/api/boom', () => {
      throw new Error('secret internal detail')
    })
    const backend = { app: throwing, anonKey: 'test-anon-key', ready: async () => {}, healthy: async () => true, close: async () => {} }
    const siteUrl = 'https://startups.example.org'
    const env = loadEnv({ SITE_URL: siteUrl, CONTACT_EMAIL: 'contact@startups.example.org' })
    const logged: string[] = []
    const { app } = await createServerApp({ env, backend, buildDir, log: (line) => logged.push(line) })
    const response = await app.request(`${siteUrl}/api/boom`)
    expect(response.status).toBe(500)
    expectSecurityHeaders(response, '500', true)
    expect(response.headers.get('content-type')).toContain('application/json')
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({ error: 'internal_error', message: 'Internal server error' })
    expect(text).not.toContain('secret internal detail')
    expect(logged.join('\n')).toContain('secret internal detail')
  })
})
