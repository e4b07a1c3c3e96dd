import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { RenderCache } from './render-cache.ts'

const stylesheet = `<style>${'.a{color:red}'.repeat(400)}</style>`
const page = (name: string, nonce = 'n0nce') =>
  `<!doctype html><html><head>${stylesheet}</head><body><h1>${name}</h1><script nonce="${nonce}">window.x=1</script></body></html>`

describe('RenderCache', () => {
  it('keeps a page without its nonce and allows its inline script by hash', () => {
    const cache = new RenderCache(10, 1_000_000)
    cache.set('fr /startups/a', page('A'))
    const kept = cache.get('fr /startups/a')!
    const html = kept.file.body.toString()
    expect(html).toContain('<h1>A</h1>')
    expect(html).not.toContain('nonce')
    expect(kept.scriptHashes).toEqual([`'sha256-${createHash('sha256').update('window.x=1').digest('base64')}'`])
  })

  it('holds the shared stylesheet once and counts only what each page adds', () => {
    const cache = new RenderCache(10, 1_000_000)
    cache.set('fr /startups/a', page('A'))
    cache.set('fr /startups/b', page('B'))
    expect(cache.bytes).toBeLessThan(2 * stylesheet.length)
  })

  it('drops the least recently used page beyond its entry bound', () => {
    const cache = new RenderCache(2, 1_000_000)
    cache.set('a', page('A'))
    cache.set('b', page('B'))
    cache.get('a')
    cache.set('c', page('C'))
    expect(cache.size).toBe(2)
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBeDefined()
    expect(cache.get('c')).toBeDefined()
  })

  it('drops pages beyond its byte bound', () => {
    const one = new RenderCache(100, 1_000_000)
    one.set('a', page('A'))
    const perPage = one.bytes
    const cache = new RenderCache(100, perPage * 3 + 10)
    for (const name of ['A', 'B', 'C', 'D', 'E']) cache.set(name, page(name))
    expect(cache.size).toBe(3)
    expect(cache.bytes).toBeLessThanOrEqual(perPage * 3 + 10)
    expect(cache.get('A')).toBeUndefined()
    expect(cache.get('E')).toBeDefined()
  })

  it('keeps the bytes of a page given as bytes exactly, whatever its characters, less its nonces', () => {
    const cache = new RenderCache(10, 1_000_000)
    const hebrew = page('חיפוש "סייבר" · Israël à 100 % — ש״ח', 'abc+/=')
    cache.set('he /startups/a', Buffer.from(hebrew))
    const kept = cache.get('he /startups/a')!
    expect(kept.file.body.equals(Buffer.from(hebrew.replace(' nonce="abc+/="', '')))).toBe(true)
    expect(kept.scriptHashes).toEqual([`'sha256-${createHash('sha256').update('window.x=1').digest('base64')}'`])
  })

  it('asks for a better compression of the pages it keeps only', () => {
    const kept = new RenderCache(10, 1_000_000).set('fr /startups/a', page('A'))
    expect(kept.file.firstEffort).toBe('quick')
    expect(kept.file.recompress).toBe('fast')
    const answeredOnce = new RenderCache(0, 0).set('fr /startups/a', page('A'))
    expect(answeredOnce.file.firstEffort).toBe('quick')
    expect(answeredOnce.file.recompress).toBeNull()
  })
})
