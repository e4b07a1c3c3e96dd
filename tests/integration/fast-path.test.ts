import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServerApp } from '../../server/app.ts'
import { loadEnv } from '../../server/env.ts'
import { fakeBackend } from '../support/fake-backend.ts'

// The server answers in-memory files and prerendered pages straight on Node's
// response (server/app.ts, fastPath) and everything else through Hono. Both
// must give the same answer: this compares them request by request.

const buildDir = join(import.meta.dirname, '..', '..', 'build')
let server: Server
let origin: string
let honoOnly: (path: string, headers: Record<string, string>, method: string) => Response | Promise<Response>
const answeredFast: string[] = []

beforeAll(async () => {
  const env = loadEnv({ SITE_URL: 'https://startups.example.org' })
  const created = await createServerApp({ env, backend: fakeBackend(), buildDir, log: () => {} })
  honoOnly = (path, headers, method) => created.app.fetch(new Request(`https://startups.example.org${path}`, { headers, method }))
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (created.fastPath(request, response)) answeredFast.push(`${request.method} ${request.url}`)
    else created.listener(request, response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** A request through the Node listener, with the body as sent (not decoded) and no default headers added. */
function viaNode(path: string, headers: Record<string, string>, method: string): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    // Addressed to the site's host, as a browser on the site would (another host name is redirected to it).
    const request = httpRequest(`${origin}${path}`, { method, headers: { host: 'startups.example.org', ...headers } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: comparable(new Headers(response.headers as Record<string, string>)), body: Buffer.concat(chunks) }),
      )
    })
    request.on('error', reject)
    request.end()
  })
}

function comparable(headers: Headers): Record<string, string> {
  const result: Record<string, string> = {}
  headers.forEach((value, name) => {
    if (!['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)) result[name] = value
  })
  return result
}

async function firstAsset(): Promise<string> {
  const html = (await viaNode('/', {}, 'GET')).body.toString()
  // React's chunk: big enough to be precompressed (files under 512 bytes are not).
  const asset = /\/assets\/react-[^"]+\.js/.exec(html)?.[0]
  expect(asset).toBeDefined()
  return asset!
}

describe('answers from memory before Hono', () => {
  const cases: [string, Record<string, string>, string][] = [
    ['/', { 'accept-encoding': 'gzip' }, 'GET'],
    ['/', { 'accept-encoding': 'br' }, 'GET'],
    ['/he/categories', { cookie: 'lang=fr', 'accept-encoding': 'identity' }, 'GET'],
    ['/en/category/cybersecurity', { cookie: 'consent=1', 'accept-encoding': 'gzip' }, 'HEAD'],
    ['/blog', {}, 'GET'],
  ]

  it.each(cases)('gives %s %j (%s) exactly as Hono does', async (path, headers, method) => {
    // Hono first: it prepares the compressed variant the fast path then finds ready.
    const expected = await honoOnly(path, headers, method)
    const expectedBody = Buffer.from(await expected.arrayBuffer())
    const before = answeredFast.length
    const answer = await viaNode(path, headers, method)
    expect(answeredFast.length).toBe(before + 1)
    expect(answer.status).toBe(expected.status)
    expect(answer.headers).toEqual(comparable(expected.headers))
    expect(answer.body.equals(expectedBody)).toBe(true)
    if (method === 'GET') expect(answer.body.length).toBeGreaterThan(1000)
  })

  it('serves assets from memory with the same headers, and answers 304 to a matching ETag', async () => {
    const asset = await firstAsset()
    const expected = await honoOnly(asset, { 'accept-encoding': 'br' }, 'GET')
    const answer = await viaNode(asset, { 'accept-encoding': 'br' }, 'GET')
    expect(answeredFast).toContain(`GET ${asset}`)
    expect(answer.headers).toEqual(comparable(expected.headers))
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(answer.headers['content-encoding']).toBe('br')
    const notModified = await viaNode(asset, { 'if-none-match': answer.headers.etag! }, 'GET')
    expect(notModified.status).toBe(304)
    expect(notModified.body.length).toBe(0)
  })

  it('leaves query strings, encoded paths, unknown paths and other methods to Hono', async () => {
    for (const [path, method] of [
      ['/search?q=cyber&q=data', 'GET'],
      ['/categorie%73', 'GET'],
      ['/no-such-page', 'GET'],
      ['/', 'OPTIONS'],
      ['/api/health', 'GET'],
    ] as const) {
      const before = answeredFast.length
      const answer = await viaNode(path, {}, method)
      expect(answeredFast.length, `${method} ${path}`).toBe(before)
      expect(answer.status).toBeLessThan(500)
    }
  })

  it('answers the pages the render caches keep, once rendered, exactly as Hono does', async () => {
    const registerSlug = (JSON.parse(readFileSync('content/register/companies.jsonl', 'utf8').split('\n')[0]!) as { slug: string }).slug
    for (const [path, variant] of [
      [`/he/startups/${registerSlug}`, undefined],
      ['/search?q=fintech', '/search?q=fintech&utm_source=newsletter'],
      ['/startups?sector=fintech&size=11-50', '/startups?size=11-50&sector=fintech&hiring=maybe&utm_medium=x'],
    ] as const) {
      const headers = { 'accept-encoding': 'gzip' }
      const before = answeredFast.length
      // Rendered and kept, then answered from the cache by Hono, which prepares the gzip variant.
      await (await honoOnly(path, headers, 'GET')).arrayBuffer()
      const expected = await honoOnly(path, headers, 'GET')
      const expectedBody = Buffer.from(await expected.arrayBuffer())
      expect(answeredFast.length, path).toBe(before)
      const answer = await viaNode(path, headers, 'GET')
      expect(answeredFast.length, path).toBe(before + 1)
      expect(answer.headers, path).toEqual(comparable(expected.headers))
      expect(answer.body.equals(expectedBody), path).toBe(true)
      if (variant) {
        // An equivalent address: rendered once (the alias is learnt), then the same entry on the fast path.
        await viaNode(variant, headers, 'GET')
        const again = await viaNode(variant, headers, 'GET')
        expect(answeredFast.at(-1), variant).toBe(`GET ${variant}`)
        // The same page (its gzip bytes may have been recompressed better meanwhile).
        expect(gunzipSync(again.body).equals(gunzipSync(expectedBody)), variant).toBe(true)
      }
    }
  })

  it('carries the security headers on what it answers', async () => {
    const before = answeredFast.length
    const answer = await viaNode('/he', { cookie: 'lang=en' }, 'GET')
    expect(answeredFast.length).toBe(before + 1)
    expect(answer.body.toString('utf8')).toMatch(/^<!DOCTYPE html><html lang="he" dir="rtl">/)
    expect(answer.headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[^']+')+;/)
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
    expect(answer.headers['strict-transport-security']).toContain('max-age=')
    // A page's language is in its address: no cache has to keep one copy per cookie.
    expect(answer.headers.vary).toBe('Accept-Encoding')
    // ADR 0058: a reading page goes without the opener policy, the sign-in page keeps it.
    expect(answer.headers['cross-origin-opener-policy']).toBeUndefined()
    const signIn = await viaNode('/he/auth', {}, 'GET')
    expect(signIn.status).toBe(200)
    expect(signIn.headers['cross-origin-opener-policy']).toBe('same-origin')
  })
})
