import type { Context } from 'hono'
import { createRequestHandler, RouterContextProvider, type RouterContext, type ServerBuild } from 'react-router'
import type { AppConfig } from '../app/lib/app-context.ts'
import { normalisedQuery } from '../app/lib/cacheable-page.server.ts'
import { isCompressibleType, negotiateEncoding, quickCompress } from './memory-files.ts'
import { createNonce, type HeaderPolicy } from './security.ts'
import type { KeptSlot, RequestAddress, StoredAnswers, StoredTarget } from './stored-answers.ts'

/** The server build, with what its entry module (app/entry.server.tsx) shares with the server. */
export type AppBuild = ServerBuild & {
  entry: {
    module: {
      appConfigContext: RouterContext<AppConfig>
      keptPageContext: RouterContext<string | null>
      inlineStylesheet: string
    }
  }
}

/** A page rendered for one request carries its own CSP nonce: no shared cache may hand it to another visitor. */
const privatePageCacheControl = 'private, no-cache'

/** Rendered answers smaller than this are sent as they are: compressing them saves less than it costs. */
const smallestCompressed = 1024

/** React Router's answer to one request, and what its loaders said of it. */
interface Rendered {
  response: Response
  /** The answer's headers, to change before sending. */
  headers: Headers
  nonce: string
  html: boolean
  /** The query under which the page's route lets it be kept ('' for none), as the route gave it; null: not kept. */
  routeQuery: string | null
}

/**
 * The request on SITE_URL's origin. Its host name was checked against SITE_URL's (the redirect), but behind
 * a TLS proxy Node sees http and the proxy's port: React Router, which refuses a form whose Origin is not the
 * request's, would refuse every form a visitor sends before the page's script runs.
 */
function onSiteOrigin(request: Request, site: URL): Request {
  const url = new URL(request.url)
  if (url.origin === site.origin) return request
  const target = `${site.origin}${url.pathname}${url.search}`
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== null
  return new Request(target, {
    method: request.method,
    headers: request.headers,
    signal: request.signal,
    ...(hasBody ? { body: request.body, duplex: 'half' } : {}),
  } as RequestInit)
}

/**
 * An answer rendered for one request, compressed whole when its type gains from it: every answer the
 * renderer sends without keeping it goes through here (a kept one is compressed by its MemoryFile). The
 * document is whole already (app/entry.server.tsx), and so are data requests (no route streams deferred data).
 */
async function wholeAnswer(c: Context, response: Response, headers: Headers, inline: boolean): Promise<Response> {
  const init = { status: response.status, statusText: response.statusText, headers }
  if (c.req.method === 'HEAD' || !response.body) return new Response(null, init)
  if (headers.has('content-encoding') || !isCompressibleType(headers.get('content-type') ?? '')) return new Response(response.body, init)
  const body = Buffer.from(await response.arrayBuffer())
  const encoding = body.length >= smallestCompressed ? negotiateEncoding(c.req.header('accept-encoding')) : null
  headers.append('vary', 'Accept-Encoding')
  if (encoding) headers.set('content-encoding', encoding)
  const encoded = encoding ? await quickCompress(body, encoding, inline) : body
  headers.set('content-length', String(encoded.length))
  return new Response(encoded as Uint8Array<ArrayBuffer>, init)
}

/**
 * Renders what no stored answer holds through React Router, with a fresh nonce; keeps the pages that may
 * be kept (a company profile by its address, a list or search results when its loader set a canonical
 * query on the request's context) in the stored answers, and answers them from there; compresses the others
 * once, whole (ADR 0034).
 */
export class PageRenderer {
  readonly #handleRequest: ReturnType<typeof createRequestHandler>
  readonly #contexts: AppBuild['entry']['module']
  readonly #appConfig: Omit<AppConfig, 'nonce'>
  readonly #site: URL
  readonly #policy: HeaderPolicy
  readonly #answers: StoredAnswers
  readonly #log: (line: string) => void
  /** How many requests React Router has rendered since the start. */
  #renderCount = 0
  /** Requests being rendered now: the only one compresses its page on the main thread (quickCompress). */
  #rendering = 0
  /**
   * Renders of pages that may be kept, under way, by cache key: a request for a page another request is
   * already rendering waits for that render instead of making its own (a crowd arriving on a new page costs
   * one render, and its memory once).
   */
  readonly #inFlight = new Map<string, Promise<StoredTarget | null>>()

  constructor(options: {
    build: AppBuild
    appConfig: Omit<AppConfig, 'nonce'>
    site: URL
    policy: HeaderPolicy
    answers: StoredAnswers
    log: (line: string) => void
  }) {
    this.#handleRequest = createRequestHandler(options.build, 'production')
    this.#contexts = options.build.entry.module
    this.#appConfig = options.appConfig
    this.#site = options.site
    this.#policy = options.policy
    this.#answers = options.answers
    this.#log = options.log
  }

  get renderCount(): number {
    return this.#renderCount
  }

  /** Answers a request no stored answer holds; `address` is a GET or HEAD's, as the stored answers were asked. */
  async answer(c: Context, address: RequestAddress | undefined): Promise<Response> {
    const slot = c.req.method === 'GET' ? address?.keptSlot : undefined
    const running = slot && this.#inFlight.get(slot.key)
    if (running) {
      const kept = await running
      if (kept) return this.#answers.send(c, kept)
    }
    let settle: (kept: StoredTarget | null) => void = () => {}
    if (slot && !running) this.#inFlight.set(slot.key, new Promise((resolve) => (settle = resolve)))
    let kept: StoredTarget | null = null
    this.#rendering++
    try {
      const rendered = await this.#render(c.req.raw)
      if (!rendered) return c.text('Internal Server Error', 500)
      const inline = this.#rendering === 1
      kept = slot && address ? await this.#keep(address.path, slot, rendered) : null
      if (kept) return this.#answers.send(c, kept, { inline })
      if (rendered.html) {
        rendered.headers.set('content-security-policy', this.#policy.pagePolicy([`'nonce-${rendered.nonce}'`]))
        rendered.headers.set('cache-control', privatePageCacheControl)
      }
      return wholeAnswer(c, rendered.response, rendered.headers, inline)
    } finally {
      this.#rendering--
      if (slot && !running) {
        this.#inFlight.delete(slot.key)
        settle(kept)
      }
    }
  }

  /** React Router's server rendering of a request, with a fresh nonce; null when it threw. */
  async #render(request: Request): Promise<Rendered | null> {
    this.#renderCount++
    const nonce = createNonce()
    const context = new RouterContextProvider()
    context.set(this.#contexts.appConfigContext, { ...this.#appConfig, nonce })
    try {
      const response = await this.#handleRequest(onSiteOrigin(request, this.#site), context)
      const headers = new Headers(response.headers)
      const html = (headers.get('content-type') ?? '').startsWith('text/html')
      return { response, headers, nonce, html, routeQuery: context.get(this.#contexts.keptPageContext) }
    } catch (error) {
      this.#log(`render error ${request.method} ${new URL(request.url).pathname}: ${error instanceof Error ? error.stack : String(error)}`)
      return null
    }
  }

  /**
   * Keeps a 200 HTML page rendered for `slot` and returns its stored answer: a company profile on its
   * address alone, a list under the canonical query its route gave. A list asked for under an equivalent
   * address is answered as rendered, and from then on from the canonical page's entry, rendered in the
   * background if it is not kept yet.
   */
  async #keep(path: string, slot: KeptSlot, rendered: Rendered): Promise<StoredTarget | null> {
    if (!rendered.html || rendered.response.status !== 200) return null
    if (!slot.list) return this.#answers.keep(slot, await bytesOf(rendered.response))
    const canonical = rendered.routeQuery === null ? null : normalisedQuery(rendered.routeQuery)
    if (canonical === null) return null
    const canonicalKey = `${path}?${canonical}`
    if (slot.key === canonicalKey) return this.#answers.keep(slot, await bytesOf(rendered.response))
    if (this.#answers.alias(slot.key, canonicalKey)) void this.#keepCanonical(path, canonicalKey, canonical)
    return null
  }

  /** Renders the canonical address of a list asked for under another one and keeps it. Runs after the answer. */
  async #keepCanonical(path: string, canonicalKey: string, query: string): Promise<void> {
    if (this.#answers.holdsList(canonicalKey)) return
    const rendered = await this.#render(new Request(`${this.#site.origin}${path}${query ? `?${query}` : ''}`))
    if (!rendered) return
    const keepable = rendered.html && rendered.response.status === 200 && rendered.routeQuery !== null
    if (keepable && normalisedQuery(rendered.routeQuery!) === query) this.#answers.keep({ list: true, key: canonicalKey }, await bytesOf(rendered.response))
    else await rendered.response.body?.cancel()
  }
}

async function bytesOf(response: Response): Promise<Uint8Array> {
  return new Uint8Array(await response.arrayBuffer())
}
