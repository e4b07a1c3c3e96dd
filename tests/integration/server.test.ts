import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { join } from 'node:path'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { createServerApp } from '../../server/app.ts'
import { loadEnv } from '../../server/env.ts'
import { fakeBackend } from '../support/fake-backend.ts'

const buildDir = join(import.meta.dirname, '..', '..', 'build')
let fetchApp: (path: string, init?: RequestInit) => Promise<Response>
let fetchOrigin: (url: string, init?: RequestInit) => Promise<Response>
let listener: (request: IncomingMessage, response: ServerResponse) => void

beforeAll(async () => {
  const env = loadEnv({ SITE_URL: 'https://startups.example.org', CONTACT_EMAIL: 'contact@startups.example.org' })
  const created = await createServerApp({ env, backend: fakeBackend(), buildDir, log: () => {} })
  fetchApp = async (path, init) => created.app.fetch(new Request(`https://startups.example.org${path}`, init))
  fetchOrigin = async (url, init) => created.app.fetch(new Request(url, init))
  listener = created.listener
})

/** A GET through the Node listener with this Host header: status and Location. */
async function viaListener(path: string, host: string): Promise<{ status: number; location: string | undefined }> {
  const server = createServer(listener)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    const { port } = server.address() as AddressInfo
    return await new Promise((resolve, reject) => {
      const request = httpRequest({ host: '127.0.0.1', port, path, headers: { host } }, (response) => {
        response.resume()
        resolve({ status: response.statusCode ?? 0, location: response.headers.location })
      })
      request.on('error', reject)
      request.end()
    })
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
}

describe('the canonical host', () => {
  it('redirects a page asked for on another host name to the same address on the site host, the APIs excepted', async () => {
    const page = await fetchOrigin('https://www.startups.example.org/startups?sector=fintech&size=11-50', { redirect: 'manual' })
    expect(page.status).toBe(301)
    expect(page.headers.get('location')).toBe('https://startups.example.org/startups?sector=fintech&size=11-50')
    expect(page.headers.get('x-content-type-options')).toBe('nosniff')
    const form = await fetchOrigin('http://127.0.0.1:3000/contact', { method: 'POST', body: '{}', redirect: 'manual' })
    expect(form.status).toBe(308)
    expect(form.headers.get('location')).toBe('https://startups.example.org/contact')
    // An API call by another name (a process beside the server, an internal address) is answered where it is made.
    for (const path of ['/rest/v1/contact_messages', '/auth/v1/user', '/api/newsletter/subscribe']) {
      const api = await fetchOrigin(`http://127.0.0.1:3000${path}`, { method: 'POST', body: '{}', redirect: 'manual' })
      expect([301, 308]).not.toContain(api.status)
      expect(api.headers.get('location')).toBeNull()
    }
    expect((await fetchOrigin('http://127.0.0.1:3000/api/health')).status).toBe(200)
    // On the site's host nothing moves, whatever the port a proxy reaches the server on.
    expect((await fetchOrigin('http://startups.example.org:8080/', { redirect: 'manual' })).status).toBe(200)
  })

  it('redirects on the in-memory fast path too, which answers prerendered pages before the router', async () => {
    expect(await viaListener('/', 'localhost:3000')).toEqual({ status: 301, location: 'https://startups.example.org/' })
    expect(await viaListener('/he/categories', '127.0.0.1')).toEqual({ status: 301, location: 'https://startups.example.org/he/categories' })
    expect((await viaListener('/', 'startups.example.org')).status).toBe(200)
    expect((await viaListener('/api/health', '127.0.0.1')).status).toBe(200)
  })
})

describe('HTTP shell', () => {
  it('answers a PUT, POST, PATCH or DELETE to a page that takes none 405, and logs nothing for it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      for (const [method, path] of [['PUT', '/'], ['POST', '/categories'], ['PATCH', '/he/blog'], ['DELETE', '/startups/wix']] as const) {
        const init: RequestInit = method === 'DELETE' ? { method } : { method, body: 'a=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } }
        const response = await fetchApp(path, init)
        expect(response.status, `${method} ${path}`).toBe(405)
        await response.arrayBuffer()
      }
      expect(errors).not.toHaveBeenCalled()
    } finally {
      errors.mockRestore()
    }
  })

  it('answers a directory page past the last one 404, its missing page, and logs no error for it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      for (const path of ['/startups?page=999', '/category/fintech?page=999', '/he/startups?page=999']) {
        const response = await fetchApp(path)
        expect(response.status, path).toBe(404)
        expect(await response.text(), path).toContain('noindex')
      }
      expect(errors).not.toHaveBeenCalled()
    } finally {
      errors.mockRestore()
    }
  })

  it('answers a form sent without JavaScript behind a TLS proxy (the browser\'s origin https, the server reached in http)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const response = await fetchOrigin('http://startups.example.org/contact', {
        method: 'POST',
        headers: { origin: 'https://startups.example.org', 'content-type': 'application/x-www-form-urlencoded' },
        body: '_form=contact&firstName=Dana&lastName=Levi&email=dana%40example.org&subject=info&message=Bonjour%20%C3%A0%20vous',
      })
      expect(response.status).toBe(200)
      expect(await response.text()).toContain('Dana')
      expect(errors).not.toHaveBeenCalled()
    } finally {
      errors.mockRestore()
    }
  })

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

  it('holds the first rendering until the whole document is parsed, on prerendered and rendered pages (ADR 0058)', async () => {
    for (const path of ['/', '/he', '/search?q=cyber', '/startups/colorchip', '/en/contact']) {
      const html = await (await fetchApp(path)).text()
      const head = html.slice(0, html.indexOf('</head>'))
      expect(head, path).toContain('<link rel="expect" href="#page-end" blocking="render"/>')
      // The element it waits for follows the whole page and its module script; only the router's data, streamed
      // after the document's shell, may come after it.
      const end = html.indexOf('<span id="page-end" hidden=""></span>')
      expect(end, path).toBeGreaterThan(html.indexOf('</footer>'))
      expect(end, path).toBeGreaterThan(html.indexOf('import("/assets/entry.client-'))
      expect(html.slice(end).replace(/<script>window\.__reactRouterContext\.streamController\.[^<]*<\/script>|<!--\/?\$-->/g, ''), path).toBe(
        '<span id="page-end" hidden=""></span></body></html>',
      )
      expect(html.match(/id="page-end"/g), path).toHaveLength(1)
    }
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
    const html = await response.text()
    expect(html).toContain('>404</h1>')
    // A missing page names no address as its own (issue 35, point 10).
    expect(html).not.toContain('rel="canonical"')
    expect(html).not.toMatch(/<link[^>]*hreflang/i)
    expect(html).not.toContain('og:url')
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>')
    expect((await fetchApp('/startup/7')).status).toBe(404)
    expect((await fetchApp('/api/nothing')).status).toBe(404)
  })

  it('uses a fresh nonce on server-rendered pages', async () => {
    // A repeated parameter: a page rendered for each request, never kept by the render cache.
    const first = await fetchApp('/search?q=cyber&q=data')
    const second = await fetchApp('/search?q=cyber&q=data')
    const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
    const nonce = nonceOf(first)
    expect(nonce).toBeTruthy()
    expect(nonceOf(second)).not.toBe(nonce)
    expect(await first.text()).toContain(`nonce="${nonce}"`)
  })

  it('compresses a page rendered for one request whole, its UTF-8 text intact, in the encoding asked for', async () => {
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await fetchApp('/he/search?q=cyber&q=data', { headers: { 'accept-encoding': encoding } })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-encoding')).toBe(encoding)
      expect(response.headers.get('vary')).toContain('Accept-Encoding')
      const body = Buffer.from(await response.arrayBuffer())
      expect(Number(response.headers.get('content-length'))).toBe(body.length)
      const html = new TextDecoder('utf-8', { fatal: true }).decode(decode(body))
      expect(html).toContain('<html lang="he" dir="rtl"')
      expect(html).toContain('חיפוש')
      expect(html).toContain(`nonce="${/'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]}"`)
    }
  })

  it('lets a shared cache keep public pages for five minutes, never a page rendered with its own nonce', async () => {
    for (const path of ['/', '/search?q=fintech', '/search?q=fintech']) {
      const response = await fetchApp(path)
      expect(response.headers.get('cache-control'), path).toBe('public, max-age=0, must-revalidate, s-maxage=300')
      const etag = response.headers.get('etag')
      expect(etag, path).toMatch(/^"[^"]+"$/)
      const revalidated = await fetchApp(path, { headers: { 'if-none-match': etag! } })
      expect(revalidated.status, path).toBe(304)
    }
    const perRequest = await fetchApp('/search?q=cyber&q=data')
    expect(perRequest.headers.get('cache-control')).toBe('private, no-cache')
  })

  it('caches hashed assets for a year and compresses them', async () => {
    const html = await (await fetchApp('/')).text()
    // The page names its modules in its module script (no modulepreload link before the first paint).
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
