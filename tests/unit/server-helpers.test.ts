import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { fillSentinels, shareStylesheet } from '../../server/prerendered.ts'
import { memoryFile, negotiateEncoding } from '../../server/memory-files.ts'
import { contentSecurityPolicy, inlineScriptHashes, sha256Source } from '../../server/security.ts'
import { prerenderSentinels } from '../../app/lib/app-context.ts'

describe('content security policy', () => {
  it('hashes inline executable scripts only', () => {
    const html = '<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{"a":1}</script><script type="module">import "/y.js"</script>'
    const hash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`
    expect(inlineScriptHashes(html)).toEqual([hash('a()'), hash('import "/y.js"')])
  })

  it('hashes the same UTF-8 bytes from a page decoded one byte per character', () => {
    const html = '<script>t("שלום, Israël")</script>'
    const bytes = Buffer.from(html, 'utf8')
    expect(inlineScriptHashes(bytes.toString('latin1'), 'latin1')).toEqual(inlineScriptHashes(html))
  })

  it('never allows inline scripts wholesale and forbids framing', () => {
    const policy = contentSecurityPolicy({ scriptSources: ["'nonce-abc'"], https: true })
    expect(policy).toContain("script-src 'self' 'nonce-abc'")
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain('upgrade-insecure-requests')
  })

  it('allows inline styles only by hash, never wholesale', () => {
    const stylesheet = 'body{color:#0f172a}'
    const policy = contentSecurityPolicy({ scriptSources: [], styleSources: [sha256Source(stylesheet)], https: false })
    expect(policy).toContain(`style-src 'self' 'sha256-${createHash('sha256').update(stylesheet).digest('base64')}';`)
    expect(policy).not.toContain('unsafe-inline')
    expect(contentSecurityPolicy({ scriptSources: [], https: false })).toContain("style-src 'self';")
  })
})

describe('compression negotiation', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br')
    expect(negotiateEncoding('gzip')).toBe('gzip')
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip')
    expect(negotiateEncoding('identity')).toBeNull()
    expect(negotiateEncoding(undefined)).toBeNull()
  })
})

describe('prerendered pages', () => {
  it('receive the running server’s origin, key and address', () => {
    const html = `<link href="${prerenderSentinels.siteUrl}/a"><script>x="${prerenderSentinels.supabaseAnonKey}"</script>עברית ${prerenderSentinels.contactEmail} ${prerenderSentinels.siteUrl}`
    const filled = fillSentinels(Buffer.from(html), {
      siteUrl: 'https://site.test',
      supabaseUrl: 'https://site.test',
      supabaseAnonKey: 'key123',
      contactEmail: 'hello@site.test',
    })
    expect(filled.toString('utf8')).toBe('<link href="https://site.test/a"><script>x="key123"</script>עברית hello@site.test https://site.test')
  })
})

describe('the stylesheet inlined in every prerendered page', () => {
  it('is held once for all pages, and every page still reads whole', () => {
    const css = `.a{color:red}${'.b{margin:0}'.repeat(600)}`
    const pageA = Buffer.from(`<html><head><style id="site-style">${css}</style></head><body>א</body></html>`)
    const pageB = Buffer.from(`<html lang="he"><head><style id="site-style">${css}</style></head><body>b</body></html>`)
    const shared = new Set<Buffer>()
    const partsA = shareStylesheet(pageA, shared)
    const partsB = shareStylesheet(pageB, shared)
    expect(shared.size).toBe(1)
    expect(partsA[1]).toBe(partsB[1])
    const fileA = memoryFile(partsA, 'text/html; charset=utf-8')
    expect(fileA.body.equals(pageA)).toBe(true)
    expect(fileA.etag).toBe(memoryFile(pageA, 'text/html; charset=utf-8').etag)
    expect(memoryFile(partsB, 'text/html').body.equals(pageB)).toBe(true)
  })

  it('leaves a page with a small or no stylesheet in one part', () => {
    const shared = new Set<Buffer>()
    expect(shareStylesheet(Buffer.from('<style>.a{}</style><p>x</p>'), shared)).toHaveLength(1)
    expect(shareStylesheet(Buffer.from('<p>no style</p>'), shared)).toHaveLength(1)
    expect(shared.size).toBe(0)
  })
})
