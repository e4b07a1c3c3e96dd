import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { createServerApp } from '../../server/app.ts'
import { loadEnv } from '../../server/env.ts'
import { fakeBackend } from '../support/fake-backend.ts'

const buildDir = join(import.meta.dirname, '..', '..', 'build')
let fetchApp: (path: string, init?: RequestInit) => Promise<Response>

beforeAll(async () => {
  const env = loadEnv({ SITE_URL: 'https://startups.example.org', CONTACT_EMAIL: 'contact@startups.example.org' })
  const { app } = await createServerApp({ env, backend: fakeBackend(), buildDir, log: () => {} })
  fetchApp = async (path, init) => app.fetch(new Request(`https://startups.example.org${path}`, init))
})

describe('HTTP shell', () => {
  it('answers the health check', async () => {
    const response = await fetchApp('/api/health')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  it('serves a prerendered page with strict security headers', async () => {
    const response = await fetchApp('/')
    expect(response.status).toBe(200)
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')+;/)
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('strict-transport-security')).toContain('max-age=')
    const html = await response.text()
    expect(html).toContain('<link rel="canonical" href="https://startups.example.org/"/>')
    expect(html).not.toContain('prerender.invalid')
  })

  it('sends the first HTML in the language of the address, whatever the cookie says, and never varies on a cookie', async () => {
    const response = await fetchApp('/he/categories', { headers: { cookie: 'lang=en' } })
    const html = await response.text()
    expect(html).toMatch(/^<!DOCTYPE html><html lang="he" dir="rtl">/)
    expect(response.headers.get('vary') ?? '').not.toMatch(/cookie/i)
    const french = await fetchApp('/categories', { headers: { cookie: 'lang=he' } })
    expect(await french.text()).toMatch(/^<!DOCTYPE html><html lang="fr" dir="ltr">/)
    expect(french.headers.get('vary') ?? '').not.toMatch(/cookie/i)
  })

  it('serves pages without redirecting to a trailing slash', async () => {
    expect((await fetchApp('/categories')).status).toBe(200)
    expect((await fetchApp('/blog')).status).toBe(200)
  })

  it.each([
    ['/guide/1', '/comment-investir-startup-israelienne'],
    ['/guide/2', '/guides/evaluer-startup-israelienne'],
    ['/guide/3', '/guides/entreprendre-en-israel'],
    ['/startup/1', '/startups/mobileye'],
    ['/startup/2', '/startups/cyberark'],
    ['/startup/3', '/startups/monday-com'],
    ['/startup/4', '/startups/gong'],
    ['/startup/5', '/startups/wix'],
    ['/startup/6', '/startups/jfrog'],
  ])('redirects %s to %s', async (from, to) => {
    const response = await fetchApp(from, { redirect: 'manual' })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(to)
  })

  it('answers 404 for an unknown path, with the 404 page', async () => {
    const response = await fetchApp('/cette-page-nexiste-pas')
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('>404</h1>')
    expect((await fetchApp('/startup/7')).status).toBe(404)
    expect((await fetchApp('/api/nothing')).status).toBe(404)
  })

  it('uses a fresh nonce on server-rendered pages', async () => {
    const first = await fetchApp('/search?q=cyber')
    const second = await fetchApp('/search?q=cyber')
    const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
    const nonce = nonceOf(first)
    expect(nonce).toBeTruthy()
    expect(nonceOf(second)).not.toBe(nonce)
    expect(await first.text()).toContain(`nonce="${nonce}"`)
  })

  it('caches hashed assets for a year and compresses them', async () => {
    const html = await (await fetchApp('/')).text()
    // The page names its modules in its module script (ADR 0011: no modulepreload link before the first paint).
    // React's chunk: a module big enough to be precompressed (files under 512 bytes, such as a page's few messages, are not).
    const asset = /"(\/assets\/react-[^"]+\.js)"/.exec(html)?.[1]
    expect(asset).toBeTruthy()
    const response = await fetchApp(asset!, { headers: { 'accept-encoding': 'br, gzip' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('content-encoding')).toBe('br')
    const etag = response.headers.get('etag')!
    expect((await fetchApp(asset!, { headers: { 'if-none-match': etag } })).status).toBe(304)
  })

  it('serves a favicon', async () => {
    const response = await fetchApp('/favicon.svg')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
  })
})
