import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Context } from 'hono'
import { isKeptPagePath } from '../app/lib/addresses.ts'
import { normalisedQuery } from '../app/lib/cacheable-page.server.ts'
import { encodedBody, negotiateEncoding, type Encoding, type MemoryFile } from './memory-files.ts'
import type { PrerenderedPages } from './prerendered.ts'
import { RenderCache, type CachedPage } from './render-cache.ts'
import type { HeaderPolicy } from './security.ts'
import type { StoredAnswer } from './socket-front.ts'
import { dailyCacheControl, immutableCacheControl, readDiskFile, type StaticFiles } from './static-files.ts'

/**
 * Prerendered and kept pages: browsers revalidate on every visit (a 304 by ETag), a shared cache in front
 * (CDN, caching proxy) may answer them for five minutes (docs/decisions/0025-http-caching.md).
 */
export const publicPageCacheControl = 'public, max-age=0, must-revalidate, s-maxage=300'

/**
 * Where a page rendered for a request is kept, or would be found: a company profile (no query) in the
 * profile cache under its path (which names its language); a page with a query (a filtered list, search
 * results) in the list cache under its path and normalised query. A list key always holds a '?', a profile's
 * never does.
 */
export interface KeptSlot {
  list: boolean
  key: string
}

function keptSlotOf(path: string, search: string): KeptSlot | undefined {
  if (search === '') return isKeptPagePath(path) ? { list: false, key: path } : undefined
  const query = normalisedQuery(search)
  return query === null ? undefined : { list: true, key: `${path}?${query}` }
}

/** A GET or HEAD's address as the stored answers are keyed: its path and its query, normalised once when needed. */
export class RequestAddress {
  readonly path: string
  /** The query as sent, its '?' included, or ''. */
  readonly search: string
  #slot: KeptSlot | undefined
  #slotKnown = false

  constructor(path: string, search: string) {
    this.path = path
    this.search = search
  }

  /** Where a page rendered for this address is kept or would be found; undefined when it may not be kept. */
  get keptSlot(): KeptSlot | undefined {
    if (!this.#slotKnown) {
      this.#slot = keptSlotOf(this.path, this.search)
      this.#slotKnown = true
    }
    return this.#slot
  }
}

/**
 * The address of a request target as sent ('/path?query'), or undefined for one the stored answers are not
 * looked up by: not a path, or percent-encoded (Hono's routes decode those before they look).
 */
export function addressOfTarget(target: string): RequestAddress | undefined {
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('%')) return undefined
  const queryAt = target.indexOf('?')
  return queryAt === -1 ? new RequestAddress(target, '') : new RequestAddress(target.slice(0, queryAt), target.slice(queryAt))
}

/**
 * Addresses that mean the same page as a kept one (parameters the route ignores
 * or found invalid) → that page's key, learnt from the route's canonical query
 * on their first render. Bounded: the oldest is forgotten first.
 */
class Aliases {
  readonly #keys = new Map<string, string>()
  readonly #maxEntries: number
  constructor(maxEntries: number) {
    this.#maxEntries = maxEntries
  }
  get(key: string): string {
    return this.#keys.get(key) ?? key
  }
  set(key: string, canonical: string) {
    this.#keys.delete(key)
    this.#keys.set(key, canonical)
    if (this.#keys.size > this.#maxEntries) this.#keys.delete(this.#keys.keys().next().value!)
  }
}

/** A body held in memory and the complete headers of its answer, apart from the body's own (encoding, length). */
export interface StoredTarget {
  file: MemoryFile
  headers: Record<string, string>
}

/** What a request for a stored answer depends on. */
interface AnswerRequest {
  method: string
  ifNoneMatch: string | undefined
  acceptEncoding: string | undefined
}

/** A file's headers with its own: type, ETag, and Vary when its body depends on the accepted encodings. */
function fileHeaders(file: MemoryFile, headers: Record<string, string>): Record<string, string> {
  const all: Record<string, string> = { ...headers, 'content-type': file.contentType, etag: file.etag }
  if (file.compressible) all.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding'
  return all
}

/**
 * The answer with a stored target: 304 when the client has it, otherwise the
 * body in the negotiated encoding. `null` when that encoding is not compressed
 * yet (the caller waits for it through encodedBody).
 */
function readyAnswer(target: StoredTarget, request: AnswerRequest, encoded?: { body: Buffer; encoding: Encoding | null }) {
  const { file, headers } = target
  if (request.ifNoneMatch === file.etag) return { status: 304, headers, body: null }
  const encoding = file.compressible ? negotiateEncoding(request.acceptEncoding) : null
  const chosen = encoded ?? (encoding ? (file.variants[encoding] ? { body: file.variants[encoding], encoding } : null) : { body: file.body, encoding: null })
  if (!chosen) return null
  const withBody: Record<string, string> = { ...headers, 'content-length': String(chosen.body.length) }
  if (chosen.encoding) withBody['content-encoding'] = chosen.encoding
  return { status: 200, headers: withBody, body: request.method === 'HEAD' ? null : chosen.body, payload: chosen.body }
}

/** Built assets have hashed names, which change with their bytes: a year; any other file a day. */
function fileCacheControl(path: string): string {
  return path.startsWith('/assets/') ? immutableCacheControl : dailyCacheControl
}

/** Bounds of a render cache. */
export interface CacheBounds {
  maxEntries: number
  maxBytes: number
}

/**
 * The answers held in memory: the files of build/client, the pages prerendered at build time, and the pages
 * rendered on demand that the render caches keep (ADR 0034), with the logos and the files kept on disk. The
 * socket front, Node's fast path and the Hono routes all find them with `find`, one lookup by path and query.
 */
export class StoredAnswers {
  /** Company profiles rendered on demand, one per company and language (thousands of register companies). */
  readonly profiles: RenderCache
  /** Filtered lists and search results: a cache of their own, so a crawler trying filter combinations never evicts the profiles. */
  readonly lists: RenderCache
  readonly #aliases = new Aliases(5000)
  readonly #files: StaticFiles
  readonly #pages: PrerenderedPages
  readonly #policy: HeaderPolicy
  /** The answer of each file and prerendered page, its headers made on its first request; held for the server's life. */
  readonly #targets = new Map<MemoryFile, StoredTarget>()
  /** The answer of each kept page, forgotten with the page when the render cache drops it. */
  readonly #keptTargets = new WeakMap<MemoryFile, StoredTarget>()
  /** The header list of each body answered 200, made once (a flat list skips Node's per-name bookkeeping). */
  readonly #flatHeaders = new WeakMap<Buffer, readonly string[]>()

  constructor(options: { files: StaticFiles; pages: PrerenderedPages; policy: HeaderPolicy; profiles: CacheBounds; lists: CacheBounds }) {
    this.#files = options.files
    this.#pages = options.pages
    this.#policy = options.policy
    this.profiles = new RenderCache(options.profiles.maxEntries, options.profiles.maxBytes)
    this.lists = new RenderCache(options.lists.maxEntries, options.lists.maxBytes)
  }

  /** The answer held for a GET or HEAD of this address: a file, a prerendered page (no query), a kept page. */
  find(address: RequestAddress): StoredTarget | undefined {
    return this.#fileOrPage(address) ?? this.#kept(address.keptSlot)
  }

  #fileOrPage(address: RequestAddress): StoredTarget | undefined {
    const file = this.#files.memory.get(address.path)
    if (file) return this.#targets.get(file) ?? this.#remember(file, fileCacheControl(address.path), this.#policy.defaultPolicy)
    // An address with a query goes to the renderer, which gives the page its parameters.
    if (address.search !== '') return undefined
    const page = this.#pages.get(address.path)
    return page && (this.#targets.get(page.file) ?? this.#remember(page.file, publicPageCacheControl, this.#policy.pagePolicy(page.scriptHashes), this.#policy.securityAt(address.path)))
  }

  #kept(slot: KeptSlot | undefined): StoredTarget | undefined {
    const page = slot && (slot.list ? this.lists.get(this.#aliases.get(slot.key)) : this.profiles.get(slot.key))
    return page && this.#keptTarget(page)
  }

  /** A kept page's answer: a prerendered page's headers, its inline scripts allowed by hash. */
  #keptTarget(page: CachedPage): StoredTarget {
    let target = this.#keptTargets.get(page.file)
    if (!target) {
      target = this.#targetOf(page.file, publicPageCacheControl, this.#policy.pagePolicy(page.scriptHashes))
      this.#keptTargets.set(page.file, target)
    }
    return target
  }

  #remember(file: MemoryFile, cacheControl: string, policy: string, security = this.#policy.security): StoredTarget {
    const target = this.#targetOf(file, cacheControl, policy, security)
    this.#targets.set(file, target)
    return target
  }

  /** `security`: the page's own where it differs (the account pages keep the opener policy, ADR 0058). */
  #targetOf(file: MemoryFile, cacheControl: string, policy: string, security = this.#policy.security): StoredTarget {
    return { file, headers: fileHeaders(file, { ...security, 'cache-control': cacheControl, 'content-security-policy': policy }) }
  }

  /** A logo or a file kept on disk (social cards, open data), read for this request. */
  async fromDisk(path: string): Promise<StoredTarget | undefined> {
    const found = await readDiskFile(this.#files, path)
    return found && this.#targetOf(found.file, found.cacheControl, this.#policy.defaultPolicy)
  }

  /** Keeps a page rendered with status 200 (its HTML bytes) in the slot's cache; returns its answer. */
  keep(slot: KeptSlot, html: Uint8Array): StoredTarget {
    return this.#keptTarget((slot.list ? this.lists : this.profiles).set(slot.key, html))
  }

  /** Whether the list cache holds a page under this key. */
  holdsList(key: string): boolean {
    return this.lists.get(key) !== undefined
  }

  /**
   * Answers a list's equivalent address (`key`) from the page kept under `canonicalKey`; false when the list
   * cache keeps nothing (RENDER_CACHE=off).
   */
  alias(key: string, canonicalKey: string): boolean {
    if (this.lists.maxEntries === 0) return false
    this.#aliases.set(key, canonicalKey)
    return true
  }

  /** The socket front's answer (server/socket-front.ts): a 200 in the negotiated encoding, when that body is ready. */
  prepared(target: StoredTarget, acceptEncoding: string | undefined): StoredAnswer | undefined {
    if (!target.file.compressible) return undefined
    const encoding = negotiateEncoding(acceptEncoding)
    const payload = encoding ? target.file.variants[encoding] : undefined
    if (!payload) return undefined
    const headers =
      this.#flatHeaders.get(payload) ?? this.#flatHeadersOf(payload, readyAnswer(target, { method: 'GET', ifNoneMatch: undefined, acceptEncoding })!.headers)
    return { headers, payload }
  }

  #flatHeadersOf(payload: Buffer, headers: Record<string, string>): readonly string[] {
    let flat = this.#flatHeaders.get(payload)
    if (!flat) {
      flat = Object.entries(headers).flat()
      this.#flatHeaders.set(payload, flat)
    }
    return flat
  }

  /**
   * Answers a GET or HEAD straight on Node's response, with exactly the headers `send` gives, when nothing
   * has to wait (the negotiated compression exists); false otherwise, for Hono to answer.
   */
  answerOnNode(target: StoredTarget, request: IncomingMessage, response: ServerResponse): boolean {
    const method = request.method ?? 'GET'
    // The common case: no 304 to check, the negotiated variant ready (its header list built once).
    const ifNoneMatch = request.headers['if-none-match']
    const prepared = ifNoneMatch === undefined ? this.prepared(target, request.headers['accept-encoding']) : undefined
    if (prepared) {
      response.writeHead(200, prepared.headers as string[])
      response.end(method === 'HEAD' ? undefined : prepared.payload)
      return true
    }
    const answer = readyAnswer(target, { method, ifNoneMatch, acceptEncoding: request.headers['accept-encoding'] })
    if (!answer) return false
    response.writeHead(answer.status, answer.status === 200 && answer.payload ? (this.#flatHeadersOf(answer.payload, answer.headers) as string[]) : Object.entries(answer.headers).flat())
    response.end(answer.body ?? undefined)
    return true
  }

  /** Answers with a stored target through Hono; a compression not made yet is made first (`inline`: on this thread). */
  async send(c: Context, target: StoredTarget, compression: { inline?: boolean } = {}): Promise<Response> {
    const request: AnswerRequest = { method: c.req.method, ifNoneMatch: c.req.header('if-none-match'), acceptEncoding: c.req.header('accept-encoding') }
    const answer =
      readyAnswer(target, request) ?? readyAnswer(target, request, await encodedBody(target.file, negotiateEncoding(request.acceptEncoding), compression))!
    return new Response(answer.body as Uint8Array<ArrayBuffer> | null, { status: answer.status, headers: answer.headers })
  }
}
