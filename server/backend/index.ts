import type { Context } from 'hono'
// The backend: a Supabase-compatible authentication service (/auth/v1), a
// PostgREST-compatible insert API for the site's two tables (/rest/v1), the
// newsletter endpoints (/api/newsletter/*) and the signed-in user's account
// endpoints (/api/account/*), on embedded PGlite or PostgreSQL.

import { Hono } from 'hono'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { DEFAULT_UNIFORM_RESPONSE_MS, PASSWORD_MIN_LENGTH, resolveRateLimits, trimSlash, type Config, type RateLimits } from './config.ts'
import { OWASP_ARGON2, type Argon2Params } from './crypto.ts'
import { migrate, openPglite, openPostgres, type Db } from './db.ts'
import { loadKeys } from './keys.ts'
import { createMailer, type OutgoingMail } from './mailer.ts'
import { RateLimiter } from './ratelimit.ts'
import { retryAfterOf, type Core } from './core.ts'
import { authRoutes } from './auth/routes.ts'
import { restRoutes } from './rest.ts'
import { newsletterRoutes } from './newsletter.ts'
import { accountRoutes } from './account.ts'
import { json } from './http.ts'

export type { RateLimits, RateLimit } from './config.ts'
export type { OutgoingMail } from './mailer.ts'

export interface BackendOptions {
  /** e.g. ./data ; PGlite lives in `${dataDir}/pglite`, keys in `${dataDir}/keys.json`, mails in `${dataDir}/mail/` */
  dataDir: string
  /** when set: PostgreSQL through `pg` instead of PGlite */
  databaseUrl?: string
  /** e.g. http://localhost:3000 — links in e-mails, redirect targets */
  siteUrl: string
  /** when set: nodemailer SMTP; otherwise .eml files + link printed to the log */
  smtpUrl?: string
  /** AUTH_AUTOCONFIRM: no e-mail confirmation at sign-up */
  autoconfirm?: boolean
  /** AUTH_DISABLE_SIGNUP: no account is created but by the operator (GoTrue's DISABLE_SIGNUP) */
  disableSignup?: boolean
  /** default 3600 */
  jwtExpirySeconds?: number
  anonKey?: string
  serviceRoleKey?: string
  signingKeyPem?: string
  rateLimits?: Partial<RateLimits>
  log?: (line: string) => void

  // Further options (all optional).
  /** public URL of this server when it differs from siteUrl (e-mail verification links) */
  apiUrl?: string
  /** more redirect targets accepted besides the site's own origin (exact URLs, or prefixes ending in *) */
  additionalRedirectUrls?: string[]
  /** trust the first X-Forwarded-For address as the client IP (behind a reverse proxy) */
  trustProxy?: boolean
  /** From: header of e-mails */
  mailFrom?: string
  /** argon2id cost; OWASP's recommendation (m=19 MiB, t=2, p=1) by default — tests may lower it */
  argon2?: Argon2Params
  /** seconds during which a just-rotated refresh token may still be used (GoTrue: 10) */
  refreshTokenReuseIntervalSeconds?: number
  /** e-mail codes and links validity (default 3600 s) */
  otpExpirySeconds?: number
  /** confirm an e-mail change from both addresses (default true, like hosted Supabase) */
  secureEmailChange?: boolean
  /** require the e-mailed reauthentication code for a password change (default true) */
  securePasswordChange?: boolean
  /**
   * the least time, in milliseconds, sign-up, recovery, OTP, magic link and resend take to answer,
   * whether or not the address has an account (default DEFAULT_UNIFORM_RESPONSE_MS; tests of other things may set 0)
   */
  uniformResponseMs?: number
  /** request body limit in bytes (default 1 MiB) */
  bodyLimitBytes?: number
  /** fsync of the embedded database (default true; tests of throw-away databases turn it off) */
  pgliteFsync?: boolean
  /** called with every e-mail sent (tests read the links from here) */
  onMail?: (mail: OutgoingMail) => void
}

export interface Backend {
  /** handles /auth/v1/*, /rest/v1/*, /api/newsletter/*, /api/account/* (mount with app.route('/', backend.app)) */
  app: Hono
  anonKey: string
  serviceRoleKey: string
  /** resolves once migrations are applied */
  ready(): Promise<void>
  /** true when the database answers a query within the health timeout */
  healthy(): Promise<boolean>
  close(): Promise<void>
}

/** What tests and the operator command may reach besides the public interface. */
export interface BackendInternals extends Backend {
  db(): Db
  /** the live configuration (tests may change it between requests) */
  config: Config
  limiter: RateLimiter
}

const LOCK_FILE = 'backend.lock'

/** A database that takes longer than this to answer `select 1` is reported unhealthy. */
const HEALTH_TIMEOUT_MS = 3000

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Claims the embedded database for this process (PGlite must never be opened by two processes). */
function lockDataDir(directory: string): () => void {
  mkdirSync(directory, { recursive: true })
  const file = join(directory, LOCK_FILE)
  if (existsSync(file)) {
    const pid = Number(readFileSync(file, 'utf8').trim())
    if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) {
      throw new Error(`backend: ${directory} is in use by process ${pid}; stop it first (or use the operator command's --url mode)`)
    }
  }
  writeFileSync(file, String(process.pid))
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file)
    } catch {
      /* already gone */
    }
  }
}

export function pgliteLockHolder(dataDir: string): number | null {
  const file = join(dataDir, LOCK_FILE)
  if (!existsSync(file)) return null
  const pid = Number(readFileSync(file, 'utf8').trim())
  return Number.isInteger(pid) && isAlive(pid) ? pid : null
}

export async function openDatabase(options: { dataDir: string; databaseUrl?: string; pgliteFsync?: boolean; log?: (line: string) => void }): Promise<Db> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(join(resolve(options.dataDir), 'pglite'), { fsync: options.pgliteFsync, log: options.log })
}

/** The live configuration: the options with their defaults. */
function configOf(options: BackendOptions, dataDir: string, log: (line: string) => void): Config {
  const siteUrl = trimSlash(options.siteUrl)
  const apiUrl = trimSlash(options.apiUrl ?? siteUrl)
  return {
    dataDir,
    siteUrl,
    apiUrl,
    siteOrigin: new URL(siteUrl).origin,
    allowedRedirectUrls: options.additionalRedirectUrls ?? [],
    autoconfirm: options.autoconfirm ?? false,
    disableSignup: options.disableSignup ?? false,
    jwtExpirySeconds: options.jwtExpirySeconds ?? 3600,
    issuer: `${apiUrl}/auth/v1`,
    passwordMinLength: PASSWORD_MIN_LENGTH,
    otpExpirySeconds: options.otpExpirySeconds ?? 3600,
    refreshTokenReuseIntervalSeconds: options.refreshTokenReuseIntervalSeconds ?? 10,
    secureEmailChange: options.secureEmailChange ?? true,
    securePasswordChange: options.securePasswordChange ?? true,
    uniformResponseMs: options.uniformResponseMs ?? DEFAULT_UNIFORM_RESPONSE_MS,
    argon2: options.argon2 ?? OWASP_ARGON2,
    rateLimits: resolveRateLimits(options.rateLimits),
    trustProxy: options.trustProxy ?? false,
    mailFrom: options.mailFrom ?? `"Startups en Israël" <no-reply@${new URL(siteUrl).hostname}>`,
    smtpUrl: options.smtpUrl,
    bodyLimitBytes: options.bodyLimitBytes ?? 1024 * 1024,
    log,
  }
}

/** PostgreSQL, opened and migrated: before the keys, which the servers of one database share (keys.ts). */
async function openShared(databaseUrl: string, dataDir: string, log: (line: string) => void): Promise<Db> {
  const db = await openDatabase({ dataDir, databaseUrl })
  try {
    await migrate(db, undefined, log)
  } catch (error) {
    await db.close()
    throw error
  }
  return db
}

/** The backend's routes, each group behind CORS (the browser's APIs), Retry-After, and the database's readiness. */
function backendRoutes(core: Core, ready: Promise<void>): Hono {
  const app = new Hono()
  // CORS for the browser client: any origin (the keys are public, no cookies are used),
  // the client's headers allowed, the paging headers exposed.
  app.use('/auth/v1/*', cors)
  app.use('/rest/v1/*', cors)
  // Nothing is served before the database is ready.
  const waitReady = async (c: Context, next: () => Promise<void>) => {
    if (c.req.method === 'OPTIONS') return next()
    try {
      await ready
    } catch {
      return json({ code: 'unexpected_failure', message: 'Service unavailable: the database could not be opened' }, 503)
    }
    await next()
  }
  // /api/account/* also matches /api/account itself.
  const groups = ['/auth/v1/*', '/rest/v1/*', '/api/newsletter/*', '/api/account/*']
  for (const path of groups) app.use(path, retryAfterHeader)
  for (const path of groups) app.use(path, waitReady)
  app.route('/auth/v1', authRoutes(core))
  app.route('/rest/v1', restRoutes(core))
  app.route('/api/newsletter', newsletterRoutes(core))
  app.route('/api/account', accountRoutes(core))
  return app
}

/** A request refused by a rate limit says when to come back (RFC 9110 Retry-After). */
async function retryAfterHeader(c: Context, next: () => Promise<void>) {
  await next()
  const seconds = c.res.status === 429 ? retryAfterOf(c) : undefined
  if (seconds === undefined || c.res.headers.has('Retry-After')) return
  try {
    c.res.headers.set('Retry-After', String(seconds))
  } catch {
    c.res = new Response(c.res.body, c.res)
    c.res.headers.set('Retry-After', String(seconds))
  }
}

/** Whether the database answers `select 1` within the health timeout. */
async function answersQuickly(db: Db): Promise<boolean> {
  const probe = db.query('select 1 as ok').then(
    (rows) => rows[0]?.ok === 1,
    () => false,
  )
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), HEALTH_TIMEOUT_MS)))
  return Promise.race([probe, timeout]).finally(() => clearTimeout(timer))
}

export async function createBackend(options: BackendOptions): Promise<Backend> {
  const log = options.log ?? ((line: string) => console.log(line))
  const dataDir = resolve(options.dataDir)
  mkdirSync(dataDir, { recursive: true })
  const config = configOf(options, dataDir, log)
  let db: Db | null = options.databaseUrl ? await openShared(options.databaseUrl, dataDir, log) : null
  const keys = await loadKeys({
    dataDir,
    signingKeyPem: options.signingKeyPem,
    anonKey: options.anonKey,
    serviceRoleKey: options.serviceRoleKey,
    issuer: config.issuer,
    shared: db ?? undefined,
  }).catch(async (error: unknown) => {
    await db?.close()
    throw error
  })
  const mailer = createMailer({ dataDir, smtpUrl: options.smtpUrl, from: config.mailFrom, log, onMail: options.onMail })

  // The embedded database opens while the server starts listening; the routes wait for it (backendRoutes).
  let unlock: (() => void) | null = null
  const ready = (async () => {
    if (!db) {
      unlock = lockDataDir(dataDir)
      db = await openDatabase({ dataDir, pgliteFsync: options.pgliteFsync, log })
      await migrate(db, undefined, log)
    }
    log(`backend: ready (${db.kind === 'pglite' ? `PGlite in ${join(dataDir, 'pglite')}` : 'PostgreSQL'})`)
  })()
  ready.catch((error: unknown) => log(`backend: start-up failed: ${error instanceof Error ? error.message : String(error)}`))

  const core: Core = {
    config,
    keys,
    db: () => {
      if (!db) throw new Error('database not ready')
      return db
    },
    mailer,
    // Servers sharing PostgreSQL count together; the embedded database has one process.
    limiter: new RateLimiter(db ? { db: () => core.db() } : {}),
    log,
  }

  let closed = false
  const backend: BackendInternals = {
    app: backendRoutes(core, ready),
    anonKey: keys.anonKey,
    serviceRoleKey: keys.serviceRoleKey,
    ready: () => ready,
    healthy: async () => (db && !closed ? answersQuickly(db) : false),
    async close() {
      if (closed) return
      closed = true
      await ready.catch(() => {})
      await mailer.settle()
      mailer.close()
      const opened = db as Db | null
      await opened?.close()
      const release = unlock as (() => void) | null
      release?.()
    },
    db: () => core.db(),
    config,
    limiter: core.limiter,
  }
  return backend
}

const ALLOW_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD'
const DEFAULT_ALLOW_HEADERS =
  'authorization, x-client-info, apikey, content-type, x-supabase-api-version, accept-profile, content-profile, prefer, range, x-retry-count, accept, accept-language'
const EXPOSE_HEADERS = 'X-Total-Count, Link, Content-Range, Content-Location, Location, Preference-Applied, X-Supabase-Api-Version, x-sb-error-code, Retry-After'

async function cors(c: Context, next: () => Promise<void>): Promise<Response | void> {
  if (c.req.method === 'OPTIONS') {
    const requested = c.req.header('access-control-request-headers')
    return new Response(null, {
      status: 204,
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': ALLOW_METHODS,
        'Access-Control-Allow-Headers': requested && /^[A-Za-z0-9 ,_-]*$/.test(requested) ? requested : DEFAULT_ALLOW_HEADERS,
        'Access-Control-Expose-Headers': EXPOSE_HEADERS,
        'Access-Control-Max-Age': '86400',
        Vary: 'Origin, Access-Control-Request-Headers',
      },
    })
  }
  await next()
  try {
    c.res.headers.set('Access-Control-Allow-Origin', '*')
    c.res.headers.set('Access-Control-Expose-Headers', EXPOSE_HEADERS)
  } catch {
    c.res = new Response(c.res.body, c.res)
    c.res.headers.set('Access-Control-Allow-Origin', '*')
    c.res.headers.set('Access-Control-Expose-Headers', EXPOSE_HEADERS)
  }
}
