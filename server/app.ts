import type { IncomingMessage, ServerResponse } from 'node:http'
import { readdir, readFile, stat } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import { constants as zlibConstants, createBrotliCompress, createGzip } from 'node:zlib'
import { getRequestListener } from '@hono/node-server'
import { Hono, type Context } from 'hono'
import { createRequestHandler, RouterContextProvider, type RouterContext, type ServerBuild } from 'react-router'
import type { AppConfig } from '../app/lib/app-context.ts'
import { splitLanguage } from '../app/lib/paths.ts'
import { cacheablePageHeader, canonicalQueryOf, normalisedQuery } from '../app/lib/cacheable-page.server.ts'
import type { ServerEnv } from './env.ts'
import type { PlainRequest, StoredAnswer } from './socket-front.ts'
import { contentTypeFor, encodedBody, memoryFile, negotiateEncoding, quickCompress, type Encoding, type MemoryFile } from './memory-files.ts'
import { loadPrerenderedPages, type PrerenderedPages } from './prerendered.ts'
import { RenderCache, type CachedPage } from './render-cache.ts'
import { baseSecurityHeaders, contentSecurityPolicy, createNonce, sha256Source } from './security.ts'

/** What the server needs of the backend (server/backend/index.ts). */
export interface BackendLike {
  app: Hono
  anonKey: string
  ready(): Promise<void>
  /** Whether the database answers a query now. */
  healthy(): Promise<boolean>
  close(): Promise<void>
}

export interface ServerOptions {
  env: ServerEnv
  /** The folder `react-router build` and scripts/prerender.ts wrote. */
  buildDir: string
  backend: BackendLike
  log?: (line: string) => void
  /** The register's logos (content/register/logos by default), served from disk. */
  logosDir?: string
  /** Bounds of the cache of pages rendered on demand (company profiles that are not prerendered). */
  renderCache?: { maxEntries: number; maxBytes: number }
  /** Bounds of the cache of filtered lists (the directory and sector pages with a query). */
  listCache?: { maxEntries: number; maxBytes: number }
}

const defaultLogosDir = join(import.meta.dirname, '..', 'content', 'register', 'logos')

/** Company profiles are the pages rendered on demand and then kept: one per company and language. */
const cacheablePage = /^(?:\/en|\/he)?\/startups\/[a-z0-9-]+$/

/**
 * Where a page rendered for this request is kept, or would be found: a
 * profile (no query) in the render cache, a page with a query (a filtered
 * list or search results whose route gave its canonical query) in
 * the list cache, under its path (which names its language) and
 * normalised query. Undefined for anything else.
 */
function cacheSlot(path: string, search: string): { list: boolean; key: string } | undefined {
  if (search === '') return cacheablePage.test(path) ? { list: false, key: path } : undefined
  const query = normalisedQuery(search)
  return query === null ? undefined : { list: true, key: `${path}?${query}` }
}

/**
 * Addresses that mean the same page as a kept one (parameters the route ignores
 * or found invalid) → that page's key, learnt from the route's canonical query
 * on their first render. Bounded: the oldest is forgotten first.
 */
class Aliases {
  readonly #keys = new Map<string, string>()
  readonly maxEntries: number
  constructor(maxEntries: number) {
    this.maxEntries = maxEntries
  }
  get(key: string): string {
    return this.#keys.get(key) ?? key
  }
  set(key: string, canonical: string) {
    this.#keys.delete(key)
    this.#keys.set(key, canonical)
    if (this.#keys.size > this.maxEntries) this.#keys.delete(this.#keys.keys().next().value!)
  }
}

/** Lists a folder's file names, or none if it does not exist (a build without the register). */
async function fileNames(directory: string): Promise<Set<string>> {
  try {
    return new Set(await readdir(directory))
  } catch {
    return new Set()
  }
}

type BuildWithContext = ServerBuild & { entry: { module: { appConfigContext: RouterContext<AppConfig>; inlineStylesheet: string } } }

async function listFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
}

/**
 * Social cards (/og/, about 400 PNG files, 22 MB) are fetched by link
 * previewers, not by readers, and the open-data downloads (/data/, a few MB)
 * by a few: they stay on disk and are read per request, so they do not weigh
 * on the server's resident memory.
 */
function servedFromDisk(urlPath: string): boolean {
  return urlPath.startsWith('/og/') || urlPath.startsWith('/data/')
}

interface StaticFiles {
  memory: Map<string, MemoryFile>
  /** URL path → file path, for files read per request. */
  disk: Map<string, string>
}

/** Every file of build/client by URL path: in memory with its build-time .br/.gz variants, or on disk. */
async function loadStaticFiles(clientDir: string): Promise<StaticFiles> {
  const files = new Map<string, MemoryFile>()
  const disk = new Map<string, string>()
  const paths = await listFiles(clientDir)
  const available = new Set(paths)
  for (const file of paths) {
    if (file.endsWith('.br') || file.endsWith('.gz')) continue
    const urlPath = `/${relative(clientDir, file).split(sep).join('/')}`
    if (urlPath.startsWith('/.vite/')) continue
    if (servedFromDisk(urlPath)) {
      disk.set(urlPath, file)
      continue
    }
    const variants: Partial<Record<'br' | 'gzip', Buffer>> = {}
    if (available.has(`${file}.br`)) variants.br = await readFile(`${file}.br`)
    if (available.has(`${file}.gz`)) variants.gzip = await readFile(`${file}.gz`)
    files.set(urlPath, memoryFile(await readFile(file), contentTypeFor(file), variants))
  }
  return { memory: files, disk }
}

const dynamicCompressible = /^(?:text\/|application\/(?:json|javascript|xml|rss\+xml))/

/** Compresses a streamed response (server rendering, data requests, API) on the fly. */
function compressResponse(response: Response, headers: Headers, acceptEncoding: string | undefined): Response {
  const type = headers.get('content-type') ?? ''
  const length = Number(headers.get('content-length') ?? Number.NaN)
  const encoding = negotiateEncoding(acceptEncoding)
  if (!response.body || !encoding || headers.has('content-encoding') || !dynamicCompressible.test(type) || length < 1024) {
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
      : createGzip({ level: 6 })
  const body = Readable.toWeb(Readable.fromWeb(response.body as NodeReadableStream).pipe(compressor))
  headers.set('content-encoding', encoding)
  headers.delete('content-length')
  headers.append('vary', 'Accept-Encoding')
  return new Response(body as ReadableStream, { status: response.status, statusText: response.statusText, headers })
}

/**
 * Prerendered and cached pages: browsers revalidate on every visit (a 304 by ETag), a shared cache in front
 * (CDN, caching proxy) may answer them for five minutes (docs/decisions/0025-http-caching.md).
 */
const publicPageCacheControl = 'public, max-age=0, must-revalidate, s-maxage=300'
/** A page rendered for one request carries its own CSP nonce: no shared cache may hand it to another visitor. */
const privatePageCacheControl = 'private, no-cache'

/** What a request for an in-memory file depends on. */
interface FileRequest {
  method: string
  ifNoneMatch: string | undefined
  acceptEncoding: string | undefined
}

/** The headers of a file's answer, apart from the body's own (encoding, length). */
function fileHeaders(file: MemoryFile, headers: Record<string, string>): Record<string, string> {
  const all: Record<string, string> = { ...headers, 'content-type': file.contentType, etag: file.etag }
  if (file.compressible) all.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding'
  return all
}

/**
 * The answer for an in-memory file: 304 when the client has it, otherwise the
 * body in the negotiated encoding. `null` when that encoding is not compressed
 * yet (the caller waits for it through encodedBody).
 */
function readyAnswer(file: MemoryFile, headers: Record<string, string>, request: FileRequest, encoded?: { body: Buffer; encoding: Encoding | null }) {
  if (request.ifNoneMatch === file.etag) return { status: 304, headers, body: null }
  const encoding = file.compressible ? negotiateEncoding(request.acceptEncoding) : null
  const chosen = encoded ?? (encoding ? (file.variants[encoding] ? { body: file.variants[encoding], encoding } : null) : { body: file.body, encoding: null })
  if (!chosen) return null
  const withBody: Record<string, string> = { ...headers, 'content-length': String(chosen.body.length) }
  if (chosen.encoding) withBody['content-encoding'] = chosen.encoding
  return { status: 200, headers: withBody, body: request.method === 'HEAD' ? null : chosen.body, payload: chosen.body }
}

/** Answers with an in-memory file; `headers` are complete (fileHeaders), compression waits if needed. */
async function sendMemoryFile(c: Context, file: MemoryFile, headers: Record<string, string>, compression: { inline?: boolean } = {}): Promise<Response> {
  const request: FileRequest = { method: c.req.method, ifNoneMatch: c.req.header('if-none-match'), acceptEncoding: c.req.header('accept-encoding') }
  const answer =
    readyAnswer(file, headers, request) ??
    readyAnswer(file, headers, request, await encodedBody(file, negotiateEncoding(request.acceptEncoding), compression))!
  return new Response(answer.body as Uint8Array<ArrayBuffer> | null, { status: answer.status, headers: answer.headers })
}

/** The first value of a header that may be repeated or a comma-separated list. */
function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header
  return value?.split(',')[0]?.trim() || undefined
}

/**
 * The address on the canonical host for a request made to another host name (127.0.0.1 for localhost, www
 * for the bare domain), or null when the request is on it or says no host. Pages allow form requests to their
 * own origin only (the CSP's connect-src), so a page served under another name could send no form. The host is
 * the proxy's X-Forwarded-Host when the proxy is trusted, else Host; only the name is compared (servers behind
 * one proxy listen on ports of their own). The APIs (/auth/v1, /rest/v1, /api, the health probe included) answer
 * on any host, as GoTrue and Supabase's gateway do: a client following a redirect to another origin would drop
 * its Authorization header.
 */
/** The backend's addresses, answered on any host name. */
const apiPath = /^\/(?:auth\/v1|rest\/v1|api)(?:\/|$)/

export function canonicalRedirect(
  siteUrl: URL,
  request: { path: string; search: string; host: string | undefined; forwardedHost: string | undefined },
  trustProxy: boolean,
): string | null {
  if (apiPath.test(request.path)) return null
  const host = (trustProxy ? request.forwardedHost : undefined) ?? request.host
  if (!host) return null
  let hostname: string
  try {
    hostname = new URL(`http://${host}`).hostname
  } catch {
    return `${siteUrl.origin}${request.path}${request.search}`
  }
  return hostname === siteUrl.hostname ? null : `${siteUrl.origin}${request.path}${request.search}`
}

export async function createServerApp(options: ServerOptions) {
  const { env, backend } = options
  const log = options.log ?? ((line: string) => console.log(line))
  const https = env.siteUrl.startsWith('https://')
  const site = new URL(env.siteUrl)
  const serverBuildPath = join(options.buildDir, 'server', 'index.js')
  await stat(serverBuildPath).catch(() => {
    throw new Error(`No server build at ${serverBuildPath}: run "npm run build" first.`)
  })
  const build = (await import(serverBuildPath)) as BuildWithContext
  const handleRequest = createRequestHandler(build, 'production')
  const staticFiles = await loadStaticFiles(join(options.buildDir, 'client'))

  const supabaseUrl = env.supabaseUrl ?? env.siteUrl
  const appConfig: Omit<AppConfig, 'nonce'> = {
    siteUrl: env.siteUrl,
    supabaseUrl,
    supabaseAnonKey: env.supabaseAnonKey ?? backend.anonKey,
    contactEmail: env.contactEmail,
  }
  const pages: PrerenderedPages = await loadPrerenderedPages(join(options.buildDir, 'prerendered'), appConfig)
  const connectSources = supabaseUrl === env.siteUrl ? [] : [new URL(supabaseUrl).origin]
  const securityHeaders = baseSecurityHeaders(https)
  const logosDir = options.logosDir ?? defaultLogosDir
  // Names only (about 7,400 short strings); each logo is read from disk when asked for.
  const logoNames = await fileNames(logosDir)
  const renderCache = new RenderCache(options.renderCache?.maxEntries ?? 2000, options.renderCache?.maxBytes ?? 48 * 1024 * 1024)
  // Filtered lists have a cache of their own: a crawler trying filter combinations never evicts the profiles.
  const listCache = new RenderCache(options.listCache?.maxEntries ?? 500, options.listCache?.maxBytes ?? 16 * 1024 * 1024)
  const aliases = new Aliases(5000)

  let ready = false
  const readyPromise = backend.ready().then(() => {
    ready = true
  })

  const defaultPolicy = contentSecurityPolicy({ scriptSources: [], connectSources, https })
  // Every page inlines the same stylesheet: its hash is the only inline style allowed.
  const styleSources = [sha256Source(build.entry.module.inlineStylesheet)]
  const completeHeaders = new Map<MemoryFile, Record<string, string>>()
  /** A file's complete headers, security headers included, computed once. */
  function headersOnce(file: MemoryFile, make: () => Record<string, string>): Record<string, string> {
    let headers = completeHeaders.get(file)
    if (!headers) {
      headers = fileHeaders(file, { ...securityHeaders, ...make() })
      completeHeaders.set(file, headers)
    }
    return headers
  }

  /**
   * The in-memory answer for a GET: a file of build/client, or a prerendered
   * page in the language of its address (any query string goes to the renderer).
   */
  function memoryTarget(path: string, hasQuery: boolean) {
    const file = staticFiles.memory.get(path)
    if (file) {
      const cacheControl = path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=86400'
      return { file, headers: headersOnce(file, () => ({ 'cache-control': cacheControl, 'content-security-policy': defaultPolicy })) }
    }
    if (hasQuery) return undefined
    const address = splitLanguage(path)
    const page = pages.get(address.language, address.path)
    if (!page) return undefined
    return {
      file: page.file,
      headers: headersOnce(page.file, () => ({
        'cache-control': publicPageCacheControl,
        'content-security-policy': contentSecurityPolicy({ scriptSources: page.scriptHashes, styleSources, connectSources, https }),
      })),
    }
  }

  /**
   * Answers a GET or HEAD of an in-memory file or prerendered page straight on
   * Node's response, with exactly the headers the Hono route below gives, when
   * nothing has to wait (the negotiated compression exists). Returns false to
   * hand the request to Hono. This keeps the prerendered pages near nginx's
   * throughput (docs/performance.md).
   */
  function fastPath(request: IncomingMessage, response: ServerResponse): boolean {
    const method = request.method
    if (method !== 'GET' && method !== 'HEAD') return false
    const target = inMemory(request.url ?? '', (env.trustProxy ? firstValue(request.headers['x-forwarded-host']) : undefined) ?? request.headers.host)
    if (!target) return false
    // The common case: no 304 to check, the negotiated variant ready (its header list built once).
    const ifNoneMatch = request.headers['if-none-match']
    const prepared = ifNoneMatch === undefined ? preparedAnswer(target, request.headers['accept-encoding']) : undefined
    if (prepared) {
      response.writeHead(200, prepared.headers as string[])
      response.end(method === 'HEAD' ? undefined : prepared.payload)
      return true
    }
    const answer = readyAnswer(target.file, target.headers, {
      method,
      ifNoneMatch,
      acceptEncoding: request.headers['accept-encoding'],
    })
    if (!answer) return false
    response.writeHead(answer.status, answer.status === 200 && answer.payload ? flatHeadersOf(answer.payload, answer.headers) : Object.entries(answer.headers).flat())
    response.end(answer.body ?? undefined)
    return true
  }

  /** The header list of a stored body, built once (a flat list skips Node's per-name bookkeeping). */
  function flatHeadersOf(payload: Buffer, headers: Record<string, string>): string[] {
    let flat = flatHeaders.get(payload)
    if (!flat) {
      flat = Object.entries(headers).flat()
      flatHeaders.set(payload, flat)
    }
    return flat
  }

  /** The in-memory file or page a GET of `url` on `host` is answered with, if any. */
  function inMemory(url: string, host: string | undefined) {
    if (!url.startsWith('/') || url.startsWith('//') || url.includes('%')) return undefined
    if (!onSiteHost(host)) return undefined
    const queryAt = url.indexOf('?')
    const path = queryAt === -1 ? url : url.slice(0, queryAt)
    return memoryTarget(path, queryAt !== -1) ?? cachedTarget(path, queryAt === -1 ? '' : url.slice(queryAt))
  }

  /** A 200 of an in-memory file in the negotiated encoding, when that encoding's body is ready. */
  function preparedAnswer(target: { file: MemoryFile; headers: Record<string, string> }, acceptEncoding: string | undefined): StoredAnswer | undefined {
    if (!target.file.compressible) return undefined
    const encoding = negotiateEncoding(acceptEncoding)
    const payload = encoding ? target.file.variants[encoding] : undefined
    if (!payload) return undefined
    const headers = flatHeaders.get(payload) ?? flatHeadersOf(payload, readyAnswer(target.file, target.headers, { method: 'GET', ifNoneMatch: undefined, acceptEncoding })!.headers)
    return { headers, payload }
  }

  /** The socket front's answer to a plain GET or HEAD (server/socket-front.ts): the fast path's common case. */
  function storedAnswer(request: PlainRequest): StoredAnswer | undefined {
    const target = inMemory(request.target, (env.trustProxy ? firstValue(request.forwardedHost) : undefined) ?? request.host)
    return target && preparedAnswer(target, request.acceptEncoding)
  }
  const flatHeaders = new WeakMap<Buffer, string[]>()

  /** A cached page's headers, made once per page: those of a prerendered page, its inline scripts allowed by hash. */
  const cachedHeaders = new WeakMap<CachedPage, Record<string, string>>()
  function cachedPageHeaders(page: CachedPage): Record<string, string> {
    let headers = cachedHeaders.get(page)
    if (!headers) {
      headers = fileHeaders(page.file, {
        ...securityHeaders,
        'cache-control': publicPageCacheControl,
        'content-security-policy': contentSecurityPolicy({ scriptSources: page.scriptHashes, styleSources, connectSources, https }),
      })
      cachedHeaders.set(page, headers)
    }
    return headers
  }

  /** A company profile or a filtered list kept by the render caches, with its headers. */
  function cachedTarget(path: string, search: string): { file: MemoryFile; headers: Record<string, string> } | undefined {
    const slot = cacheSlot(path, search)
    const page = slot && (slot.list ? listCache.get(aliases.get(slot.key)) : renderCache.get(slot.key))
    return page && { file: page.file, headers: cachedPageHeaders(page) }
  }
  /** Whether a Host value names the site's host (answered per value once: a server sees few of them). */
  const hostVerdicts = new Map<string, boolean>()
  function onSiteHost(host: string | undefined): boolean {
    if (host === undefined) return true
    let verdict = hostVerdicts.get(host)
    if (verdict === undefined) {
      verdict = canonicalRedirect(site, { path: '/', search: '', host, forwardedHost: undefined }, false) === null
      if (hostVerdicts.size < 64) hostVerdicts.set(host, verdict)
    }
    return verdict
  }

  const app = new Hono()

  app.use('*', async (c, next) => {
    await next()
    let response = c.res
    try {
      for (const [name, value] of Object.entries(securityHeaders)) {
        if (!response.headers.has(name)) response.headers.set(name, value)
      }
    } catch {
      response = new Response(response.body, response)
      for (const [name, value] of Object.entries(securityHeaders)) response.headers.set(name, value)
    }
    if (!response.headers.has('content-security-policy')) {
      response.headers.set('content-security-policy', contentSecurityPolicy({ scriptSources: [], connectSources, https }))
    }
    c.res = response
  })

  // Another host name than the site's: the same address on the site's host.
  app.use('*', async (c, next) => {
    const url = new URL(c.req.url)
    const target = canonicalRedirect(
      site,
      { path: url.pathname, search: url.search, host: c.req.header('host') ?? url.host, forwardedHost: firstValue(c.req.header('x-forwarded-host')) },
      env.trustProxy,
    )
    if (!target) return next()
    c.header('cache-control', 'no-store')
    return c.redirect(target, c.req.method === 'GET' || c.req.method === 'HEAD' ? 301 : 308)
  })

  // Security headers on every answer, whoever produced it.
  // A load balancer's probe: 200 only when the database answers a real query.
  app.get('/api/health', async (c) => {
    c.header('cache-control', 'no-store')
    if (!ready) await Promise.race([readyPromise, new Promise((resolve) => setTimeout(resolve, 2000))])
    if (!ready) return c.json({ status: 'starting' }, 503)
    return (await backend.healthy()) ? c.json({ status: 'ok' }) : c.json({ status: 'unavailable' }, 503)
  })

  app.route('/', backend.app)
  app.all('/api/*', (c) => c.json({ error: 'not_found', message: 'Unknown API endpoint' }, 404))

  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const path = c.req.path
    const target = memoryTarget(path, new URL(c.req.url).search !== '')
    if (target) return sendMemoryFile(c, target.file, target.headers)
    if (path.startsWith('/logos/')) {
      const name = path.slice('/logos/'.length)
      // Content-hashed names: a logo never changes under its name.
      const body = logoNames.has(name) ? await readFile(join(logosDir, name)).catch(() => null) : null
      if (body) {
        const file = memoryFile(body, contentTypeFor(name))
        return sendMemoryFile(c, file, fileHeaders(file, { 'cache-control': 'public, max-age=31536000, immutable' }))
      }
    }
    const diskPath = staticFiles.disk.get(path)
    if (diskPath) {
      const body = await readFile(diskPath).catch(() => null)
      if (body) {
        // A download's build-time compressions (/data/) sit beside it; the social cards have none.
        const variants: Partial<Record<Encoding, Buffer>> = {}
        if (path.startsWith('/data/')) {
          const [br, gzip] = await Promise.all([readFile(`${diskPath}.br`).catch(() => null), readFile(`${diskPath}.gz`).catch(() => null)])
          if (br) variants.br = br
          if (gzip) variants.gzip = gzip
        }
        const file = memoryFile(body, contentTypeFor(diskPath), variants)
        return sendMemoryFile(c, file, fileHeaders(file, { 'cache-control': 'public, max-age=86400' }))
      }
    }
    await next()
  })

  // A company profile or a filtered list rendered before, from its cache (when the fast path could not answer).
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const target = cachedTarget(c.req.path, new URL(c.req.url).search)
    if (!target) return next()
    return sendMemoryFile(c, target.file, target.headers)
  })

  /** How many requests React Router has rendered since the start. */
  const rendered = { count: 0 }

  /**
   * The request on SITE_URL's origin. Its host name was checked against SITE_URL's (the redirect above), but
   * behind a TLS proxy Node sees http and the proxy's port: React Router, which refuses a form whose Origin
   * is not the request's, would refuse every form a visitor sends before the page's script runs.
   */
  function onSiteOrigin(request: Request): Request {
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

  /** React Router's server rendering of a request, with a fresh nonce; null when it threw. */
  async function render(request: Request): Promise<{ response: Response; nonce: string } | null> {
    rendered.count++
    const nonce = createNonce()
    const context = new RouterContextProvider()
    context.set(build.entry.module.appConfigContext, { ...appConfig, nonce })
    try {
      return { response: await handleRequest(onSiteOrigin(request), context), nonce }
    } catch (error) {
      log(`render error ${request.method} ${new URL(request.url).pathname}: ${error instanceof Error ? error.stack : String(error)}`)
      return null
    }
  }

  /** The page's canonical query when its route lets it be kept (a 200 HTML page), else null; the header is removed. */
  function keptQuery(response: Response, headers: Headers): string | null {
    const canonical = canonicalQueryOf(headers.get(cacheablePageHeader))
    headers.delete(cacheablePageHeader)
    const html = (headers.get('content-type') ?? '').startsWith('text/html')
    return html && response.status === 200 ? canonical : null
  }

  /**
   * Renders the canonical address of a page asked for under another one and
   * keeps it, so that both are answered from one entry. Runs after the answer.
   */
  async function keepCanonical(path: string, canonicalKey: string, query: string, origin: string) {
    if (listCache.get(canonicalKey)) return
    const result = await render(new Request(`${origin}${path}${query ? `?${query}` : ''}`))
    if (!result) return
    const headers = new Headers(result.response.headers)
    if (keptQuery(result.response, headers) === query) listCache.set(canonicalKey, Buffer.from(await result.response.arrayBuffer()))
    else await result.response.body?.cancel()
  }

  /**
   * Renders of pages that may be kept, under way, by cache slot: a request for a page another request is
   * already rendering waits for that render instead of making its own (a crowd arriving on a new page costs
   * one render, and its memory once).
   */
  const inFlight = new Map<string, Promise<CachedPage | null>>()

  /** Requests being rendered now: the only one compresses its page on the main thread (quickCompress). */
  let rendering = 0

  // Everything else: React Router's server rendering, with a fresh nonce.
  app.all('*', async (c) => {
    const url = new URL(c.req.url)
    const slot = c.req.method === 'GET' ? cacheSlot(c.req.path, url.search) : undefined
    const flightKey = slot && `${slot.list ? 'list' : 'page'} ${slot.key}`
    const running = flightKey && inFlight.get(flightKey)
    if (running) {
      const page = await running
      if (page) return sendMemoryFile(c, page.file, cachedPageHeaders(page))
    }
    let settle: (page: CachedPage | null) => void = () => {}
    if (flightKey && !running) inFlight.set(flightKey, new Promise((resolve) => (settle = resolve)))
    let kept: CachedPage | null = null
    rendering++
    try {
      const result = await render(c.req.raw)
      if (!result) return c.text('Internal Server Error', 500)
      const { response, nonce } = result
      const headers = new Headers(response.headers)
      const canonical = keptQuery(response, headers)
      const html = (headers.get('content-type') ?? '').startsWith('text/html')
      const inline = rendering === 1
      // A company profile depends on its path alone (no route header needed); a list on its canonical query.
      if (slot && !slot.list && html && response.status === 200) {
        kept = renderCache.set(slot.key, Buffer.from(await response.arrayBuffer()))
        return sendMemoryFile(c, kept.file, cachedPageHeaders(kept), { inline })
      }
      if (slot?.list && canonical !== null) {
        const canonicalKey = `${c.req.path}?${canonical}`
        if (slot.key === canonicalKey) {
          kept = listCache.set(slot.key, Buffer.from(await response.arrayBuffer()))
          return sendMemoryFile(c, kept.file, cachedPageHeaders(kept), { inline })
        }
        // An equivalent address: answered as rendered, then served from the canonical page's entry.
        if (listCache.maxEntries > 0) {
          aliases.set(slot.key, canonicalKey)
          void keepCanonical(c.req.path, canonicalKey, canonical, url.origin)
        }
      }
      if (!html) return compressResponse(response, headers, c.req.header('accept-encoding'))
      headers.set('content-security-policy', contentSecurityPolicy({ scriptSources: [`'nonce-${nonce}'`], styleSources, connectSources, https }))
      headers.set('cache-control', privatePageCacheControl)
      if (c.req.method === 'HEAD' || !response.body) return new Response(null, { status: response.status, statusText: response.statusText, headers })
      // The document is whole (entry.server.tsx): compressed at once, as a kept page is.
      const body = Buffer.from(await response.arrayBuffer())
      const encoding = body.length >= 1024 ? negotiateEncoding(c.req.header('accept-encoding')) : null
      headers.append('vary', 'Accept-Encoding')
      if (encoding) headers.set('content-encoding', encoding)
      const encoded = encoding ? await quickCompress(body, encoding, inline) : body
      headers.set('content-length', String(encoded.length))
      return new Response(encoded as Uint8Array<ArrayBuffer>, { status: response.status, statusText: response.statusText, headers })
    } finally {
      rendering--
      if (flightKey && !running) {
        inFlight.delete(flightKey)
        settle(kept)
      }
    }
  })

  app.onError((error, c) => {
    log(`unhandled error ${c.req.method} ${c.req.path}: ${error.stack ?? error.message}`)
    return c.json({ error: 'internal_error', message: 'Internal server error' }, 500)
  })

  // In-memory files and prerendered pages are answered before Hono when nothing has to wait.
  const honoListener = getRequestListener(app.fetch)
  const listener = (request: IncomingMessage, response: ServerResponse) => {
    if (!fastPath(request, response)) void honoListener(request, response)
  }

  return {
    app,
    listener,
    fastPath,
    storedAnswer,
    ready: () => readyPromise,
    prerenderedCount: pages.size,
    renderCache,
    listCache,
    renderCount: () => rendered.count,
  }
}
