import type { IncomingMessage, ServerResponse } from 'node:http'
import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import { getRequestListener } from '@hono/node-server'
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import type { AppConfig } from '../app/lib/app-context.ts'
import type { ServerEnv } from './env.ts'
import type { PlainRequest, StoredAnswer } from './socket-front.ts'
import { PageRenderer, type AppBuild } from './page-renderer.ts'
import { loadPrerenderedPages } from './prerendered.ts'
import { headerPolicy, sha256Source, type HeaderPolicy } from './security.ts'
import { siteHost } from './site-host.ts'
import { loadStaticFiles } from './static-files.ts'
import { addressOfTarget, RequestAddress, StoredAnswers, type CacheBounds, type StoredTarget } from './stored-answers.ts'

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
  renderCache?: CacheBounds
  /** Bounds of the cache of filtered lists (the directory and sector pages with a query). */
  listCache?: CacheBounds
}

const defaultLogosDir = join(import.meta.dirname, '..', 'content', 'register', 'logos')
const defaultRenderCache: CacheBounds = { maxEntries: 2000, maxBytes: 48 * 1024 * 1024 }
const defaultListCache: CacheBounds = { maxEntries: 500, maxBytes: 16 * 1024 * 1024 }

/**
 * The site routes' request: the Node request @hono/node-server hands over, and a GET or HEAD's address, made
 * once for the stored answers and the renderer.
 */
type SiteRequest = { Bindings: { incoming?: IncomingMessage }; Variables: { address?: RequestAddress } }

/** What the fast path found for a request it could not answer: Hono's route uses it instead of looking again. */
interface LookedUp {
  address: RequestAddress
  target: StoredTarget | undefined
}

async function loadBuild(buildDir: string): Promise<AppBuild> {
  const serverBuildPath = join(buildDir, 'server', 'index.js')
  await stat(serverBuildPath).catch(() => {
    throw new Error(`No server build at ${serverBuildPath}: run "npm run build" first.`)
  })
  return (await import(serverBuildPath)) as AppBuild
}

/** What every page is rendered with, but its nonce: the site's public addresses and key. */
function appConfigOf(env: ServerEnv, backend: BackendLike): Omit<AppConfig, 'nonce'> {
  return {
    siteUrl: env.siteUrl,
    supabaseUrl: env.supabaseUrl ?? env.siteUrl,
    supabaseAnonKey: env.supabaseAnonKey ?? backend.anonKey,
    contactEmail: env.contactEmail,
  }
}

/**
 * Security headers on every answer, whoever produced it; the default policy where none was set; the opener
 * policy on the account pages and the backend (ADR 0058).
 */
function withSecurityHeaders(policy: HeaderPolicy): MiddlewareHandler {
  return async (c, next) => {
    await next()
    let response = c.res
    const headers = policy.securityAt(c.req.path)
    try {
      for (const [name, value] of Object.entries(headers)) {
        if (!response.headers.has(name)) response.headers.set(name, value)
      }
    } catch {
      response = new Response(response.body, response)
      for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
    }
    if (!response.headers.has('content-security-policy')) response.headers.set('content-security-policy', policy.defaultPolicy)
    c.res = response
  }
}

/** A load balancer's probe: 200 only when the database answers a real query, 503 while the backend starts. */
function healthProbe(backend: BackendLike) {
  let ready = false
  const started = backend.ready().then(() => {
    ready = true
  })
  const probe = async (c: Context) => {
    c.header('cache-control', 'no-store')
    if (!ready) await Promise.race([started, new Promise((resolve) => setTimeout(resolve, 2000))])
    if (!ready) return c.json({ status: 'starting' }, 503)
    return (await backend.healthy()) ? c.json({ status: 'ok' }) : c.json({ status: 'unavailable' }, 503)
  }
  return { started, probe }
}

/**
 * The site's own routes: what is held in memory or on disk (when the fast path could not answer: a compression
 * to wait for, a 304, a percent-encoded address), then React Router's rendering.
 */
function siteRoutes(answers: StoredAnswers, renderer: PageRenderer, lookedUp: WeakMap<IncomingMessage, LookedUp>): Hono<SiteRequest> {
  const routes = new Hono<SiteRequest>()
  routes.on(['GET', 'HEAD'], '*', async (c, next) => {
    const search = new URL(c.req.url).search
    // The fast path's lookup stands when the router reads the same address (it resolves dot segments, drops fragments).
    const earlier = c.env?.incoming && lookedUp.get(c.env.incoming)
    const reused = earlier && earlier.address.path === c.req.path && earlier.address.search === search ? earlier : undefined
    const address = reused?.address ?? new RequestAddress(c.req.path, search)
    c.set('address', address)
    const stored = (reused ? reused.target : answers.find(address)) ?? (await answers.fromDisk(address.path))
    return stored ? answers.send(c, stored) : next()
  })
  routes.all('*', (c) => renderer.answer(c, c.get('address')))
  return routes
}

/**
 * The server: the stored answers (server/stored-answers.ts) and the page renderer (server/page-renderer.ts),
 * reached three ways: the socket front's `storedAnswer` (server/socket-front.ts), Node's `fastPath`, and the
 * Hono routes, which also hold the host redirect, the health probe and the backend.
 */
export async function createServerApp(options: ServerOptions) {
  const { env, backend } = options
  const log = options.log ?? ((line: string) => console.log(line))
  const site = new URL(env.siteUrl)
  const build = await loadBuild(options.buildDir)
  const appConfig = appConfigOf(env, backend)
  const policy = headerPolicy({
    https: env.siteUrl.startsWith('https://'),
    // Every page inlines the same stylesheet: its hash is the only inline style allowed.
    styleSources: [sha256Source(build.entry.module.inlineStylesheet)],
    connectSources: appConfig.supabaseUrl === env.siteUrl ? [] : [new URL(appConfig.supabaseUrl).origin],
  })
  const pages = await loadPrerenderedPages(join(options.buildDir, 'prerendered'), appConfig)
  const answers = new StoredAnswers({
    files: await loadStaticFiles(join(options.buildDir, 'client'), options.logosDir ?? defaultLogosDir),
    pages,
    policy,
    profiles: options.renderCache ?? defaultRenderCache,
    lists: options.listCache ?? defaultListCache,
  })
  const renderer = new PageRenderer({ build, appConfig, site, policy, answers, log })
  const host = siteHost(site, env.trustProxy)
  const health = healthProbe(backend)
  const lookedUp = new WeakMap<IncomingMessage, LookedUp>()

  const app = new Hono()
  app.use('*', withSecurityHeaders(policy))
  app.use('*', host.redirect)
  app.get('/api/health', health.probe)
  app.route('/', backend.app)
  app.all('/api/*', (c) => c.json({ error: 'not_found', message: 'Unknown API endpoint' }, 404))
  app.route('/', siteRoutes(answers, renderer, lookedUp))
  app.onError((error, c) => {
    log(`unhandled error ${c.req.method} ${c.req.path}: ${error.stack ?? error.message}`)
    return c.json({ error: 'internal_error', message: 'Internal server error' }, 500)
  })

  /**
   * Answers a GET or HEAD of a stored answer straight on Node's response, with exactly the headers the Hono
   * route gives, when nothing has to wait; false hands the request to Hono. This keeps the prerendered pages
   * near nginx's throughput when the socket front does not answer (docs/performance.md).
   */
  function fastPath(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false
    if (!host.onSiteHost(request.headers.host, request.headers['x-forwarded-host'])) return false
    const address = addressOfTarget(request.url ?? '')
    if (!address) return false
    const target = answers.find(address)
    if (target && answers.answerOnNode(target, request, response)) return true
    lookedUp.set(request, { address, target })
    return false
  }

  /** The socket front's answer to a plain GET or HEAD: the fast path's common case. */
  function storedAnswer(request: PlainRequest): StoredAnswer | undefined {
    if (!host.onSiteHost(request.host, request.forwardedHost)) return undefined
    const address = addressOfTarget(request.target)
    const target = address && answers.find(address)
    return target && answers.prepared(target, request.acceptEncoding)
  }

  const honoListener = getRequestListener(app.fetch)
  const listener = (request: IncomingMessage, response: ServerResponse) => {
    if (!fastPath(request, response)) void honoListener(request, response)
  }

  return {
    app,
    listener,
    fastPath,
    storedAnswer,
    ready: () => health.started,
    prerenderedCount: pages.size,
    renderCache: answers.profiles,
    listCache: answers.lists,
    renderCount: () => renderer.renderCount,
  }
}
