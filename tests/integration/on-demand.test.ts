import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allCompanies } from '../../content/companies.server.ts'
import { createServerApp } from '../../server/app.ts'
import { loadEnv } from '../../server/env.ts'
import { fakeBackend } from '../support/fake-backend.ts'

const buildDir = join(import.meta.dirname, '..', '..', 'build')
const logo = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 fake logo bytes')
let logosDir: string
let server: Awaited<ReturnType<typeof createServerApp>>
const fetchApp = (path: string, init?: RequestInit) => server.app.fetch(new Request(`https://startups.example.org${path}`, init))

beforeAll(async () => {
  logosDir = await mkdtemp(join(tmpdir(), 'logos-'))
  await writeFile(join(logosDir, '0123456789abcdef.webp'), logo)
  const env = loadEnv({ SITE_URL: 'https://startups.example.org', CONTACT_EMAIL: 'contact@startups.example.org' })
  server = await createServerApp({ env, backend: fakeBackend(), buildDir, log: () => {}, logosDir, renderCache: { maxEntries: 3, maxBytes: 10 * 1024 * 1024 } })
})

afterAll(async () => {
  await rm(logosDir, { recursive: true, force: true })
})

describe('logos', () => {
  it('serves a logo from disk under its content-hashed name, cached for a year', async () => {
    const response = await fetchApp('/logos/0123456789abcdef.webp')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(Buffer.from(await response.arrayBuffer()).equals(logo)).toBe(true)
    const again = await fetchApp('/logos/0123456789abcdef.webp', { headers: { 'if-none-match': response.headers.get('etag')! } })
    expect(again.status).toBe(304)
  })

  it('answers 404 for a name that is not a logo, and never reads outside the folder', async () => {
    for (const path of ['/logos/ffffffffffffffff.webp', '/logos/..%2Fpackage.json', '/logos/', '/logos/constructor']) {
      expect((await fetchApp(path)).status).toBe(404)
    }
  })
})

describe('pages rendered on demand', () => {
  const [first, second] = allCompanies().filter((company) => !company.handChecked)

  it('renders a register profile once, then answers it from the cache with a hash-based policy', async () => {
    const before = server.renderCache.size
    const rendered = await fetchApp(`/startups/${first!.slug}`)
    expect(rendered.status).toBe(200)
    const renderedHtml = await rendered.text()
    expect(renderedHtml).toContain('data-layout="register"')
    expect(server.renderCache.size).toBe(before + 1)
    const cached = await fetchApp(`/startups/${first!.slug}`)
    expect(cached.status).toBe(200)
    expect(await cached.text()).toBe(renderedHtml)
    const csp = cached.headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')+;/)
    expect(csp).not.toContain('nonce-')
    expect(renderedHtml).not.toContain('nonce=')
    expect(cached.headers.get('vary') ?? '').not.toMatch(/cookie/i)
    expect(server.renderCache.size).toBe(before + 1)
  })

  it('keeps one entry per language, and caches neither a page asked with a query nor an unknown company', async () => {
    const before = server.renderCache.size
    await fetchApp(`/he/startups/${second!.slug}`)
    const hebrew = await fetchApp(`/he/startups/${second!.slug}`)
    expect(await hebrew.text()).toMatch(/^<!DOCTYPE html><html lang="he" dir="rtl">/)
    expect(server.renderCache.size).toBe(Math.min(3, before + 1))
    await fetchApp(`/startups/${second!.slug}?x=1`)
    const missing = await fetchApp('/startups/no-such-company-here')
    expect(missing.status).toBe(404)
    expect((await fetchApp('/startups/no-such-company-here')).status).toBe(404)
    expect(server.renderCache.size).toBe(Math.min(3, before + 1))
  })

  it('renders a page once for a crowd of requests arriving together, and answers them all with it', async () => {
    const company = allCompanies().filter((item) => !item.handChecked)[40]!
    const before = server.renderCount()
    const answers = await Promise.all(Array.from({ length: 12 }, () => fetchApp(`/en/startups/${company.slug}`)))
    const bodies = await Promise.all(answers.map((answer) => answer.text()))
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200))
    expect(new Set(bodies).size).toBe(1)
    expect(bodies[0]).toContain('<html lang="en"')
    expect(server.renderCount() - before).toBe(1)
    // A page that may not be kept (a repeated parameter) is rendered for each request.
    const again = server.renderCount()
    await Promise.all(Array.from({ length: 3 }, () => Promise.resolve(fetchApp('/search?q=data&q=cloud')).then((answer) => answer.text())))
    expect(server.renderCount() - again).toBe(3)
  })

  it('holds no more pages than its bound', async () => {
    for (const company of allCompanies().filter((item) => !item.handChecked).slice(2, 6)) {
      expect((await fetchApp(`/startups/${company.slug}`)).status).toBe(200)
    }
    expect(server.renderCache.size).toBe(3)
  })
})
