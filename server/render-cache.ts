import { memoryFile, type MemoryFile } from './memory-files.ts'
import { shareStylesheet } from './prerendered.ts'
import { inlineScriptHashes } from './security.ts'

/** A page rendered on demand, kept to answer the next requests for the same address and language. */
export interface CachedPage {
  file: MemoryFile
  /** CSP sources allowing exactly this page's inline scripts (a cached page cannot reuse a request's nonce). */
  scriptHashes: string[]
  bytes: number
}

/**
 * A bounded, least-recently-used cache of server-rendered pages:
 * the company profiles that are not prerendered (thousands of register
 * companies) are rendered on their first visit, then answered from memory.
 * Bounded both in entries and in bytes so that the server's memory stays within
 * its budget whatever a crawler visits.
 */
export class RenderCache {
  readonly #pages = new Map<string, CachedPage>()
  /** The stylesheet every page inlines, held once (as for the prerendered pages). */
  readonly #stylesheets = new Set<Buffer>()
  #bytes = 0

  readonly maxEntries: number
  readonly maxBytes: number

  constructor(maxEntries: number, maxBytes: number) {
    this.maxEntries = maxEntries
    this.maxBytes = maxBytes
  }

  get size(): number {
    return this.#pages.size
  }

  get bytes(): number {
    return this.#bytes
  }

  get(key: string): CachedPage | undefined {
    const page = this.#pages.get(key)
    if (page) {
      // Most recently used last: Map keeps insertion order.
      this.#pages.delete(key)
      this.#pages.set(key, page)
    }
    return page
  }

  /**
   * Keeps a page rendered with status 200 (its UTF-8 bytes); its nonce attributes are dropped, its inline
   * scripts allowed by hash. The page is read as latin1, one character per byte: the patterns are ASCII, so
   * other characters' bytes pass through unchanged without decoding and encoding the page again.
   */
  set(key: string, html: Uint8Array | string): CachedPage {
    const bytes = typeof html === 'string' ? Buffer.from(html) : Buffer.from(html.buffer, html.byteOffset, html.byteLength)
    const text = bytes.toString('latin1')
    const withoutNonces = text.includes(' nonce="') ? text.replace(/ nonce="[^"]*"/g, '') : text
    // The parts around the shared stylesheet are copied: as views they would keep the whole page alive.
    const parts = shareStylesheet(withoutNonces === text ? bytes : Buffer.from(withoutNonces, 'latin1'), this.#stylesheets).map((part) =>
      this.#stylesheets.has(part) ? part : Buffer.from(part),
    )
    const size = parts.reduce((total, part) => total + (this.#stylesheets.has(part) ? 0 : part.length), 0)
    // Its first answer waits for a quick compression; a page the cache keeps is then compressed a little
    // better in the background for the answers after it. (A best-quality compression, a hundred times the
    // quick one for a tenth fewer bytes, would cost too much for thousands of pages rendered on demand.)
    const file = memoryFile(parts, 'text/html; charset=utf-8', {}, { firstEffort: 'quick', recompress: 'fast' })
    const page: CachedPage = { file, scriptHashes: inlineScriptHashes(withoutNonces, 'latin1'), bytes: size }
    const previous = this.#pages.get(key)
    if (previous) {
      this.#pages.delete(key)
      this.#bytes -= previous.bytes
    }
    this.#pages.set(key, page)
    this.#bytes += page.bytes
    for (const [oldest, old] of this.#pages) {
      if (this.#pages.size <= this.maxEntries && this.#bytes <= this.maxBytes) break
      this.#pages.delete(oldest)
      this.#bytes -= old.bytes
    }
    // A page not kept (a cache of no size: RENDER_CACHE=off) is answered once: no better compression.
    if (!this.#pages.has(key)) file.recompress = null
    return page
  }
}
