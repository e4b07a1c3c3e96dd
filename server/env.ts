import { z } from 'zod'
import { defaultConnectionLimits, type ConnectionLimits } from './connection-limits.ts'

/** An empty variable counts as unset. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

/** A whole number of at least 1 (seconds, unless said otherwise). */
function seconds(error = 'must be a whole number of seconds, at least 1') {
  return z.coerce.number({ error }).int({ error }).min(1, { error })
}

const envSchema = z.object({
  PORT: z.preprocess(
    (value) => (value === undefined || value === '' ? 3000 : value),
    z.coerce
      .number({ error: 'must be a whole number between 0 and 65535' })
      .int({ error: 'must be a whole number between 0 and 65535' })
      .min(0, { error: 'must be a whole number between 0 and 65535' })
      .max(65535, { error: 'must be a whole number between 0 and 65535' }),
  ),
  HOST: z.preprocess((value) => (value === undefined || value === '' ? '0.0.0.0' : value), z.string().min(1)),
  SITE_URL: optional(
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://example.org' })
      .transform((value) => value.replace(/\/+$/, '')),
  ),
  DATA_DIR: z.preprocess((value) => (value === undefined || value === '' ? './data' : value), z.string().min(1)),
  DATABASE_URL: optional(
    z.string().regex(/^postgres(?:ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// connection URL' }),
  ),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, { error: 'must be an smtp:// or smtps:// URL' })),
  AUTH_AUTOCONFIRM: optional(z.enum(['true', 'false'], { error: 'must be true or false' })),
  /** A password change needs the code e-mailed by /reauthenticate (GoTrue's secure_password_change); on unless false. */
  AUTH_SECURE_PASSWORD_CHANGE: optional(z.enum(['true', 'false'], { error: 'must be true or false' })),
  CONTACT_EMAIL: optional(z.email({ error: 'must be an e-mail address' })),
  /** Multiplies every rate limit of the backend (e.g. 50 for an end-to-end test run from one address). */
  RATE_LIMIT_SCALE: z.preprocess(
    (value) => (value === undefined || value === '' ? 1 : value),
    z.coerce.number({ error: 'must be a positive number' }).positive({ error: 'must be a positive number' }),
  ),
  /** Behind a reverse proxy that overwrites X-Forwarded-For: rate limits count its first address (docs/deploy.md). */
  TRUST_PROXY: optional(z.enum(['true', 'false'], { error: 'must be true or false' })),
  /** A hosted Supabase project for the browser instead of the built-in backend. */
  SUPABASE_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
  SUPABASE_ANON_KEY: optional(z.string().min(20)),
  /** off: every page with a query and every profile not prerendered is rendered per request (measuring renders). */
  RENDER_CACHE: optional(z.enum(['on', 'off'], { error: 'must be on or off' })),
  /** off: Node's HTTP server listens without the socket front (for measuring the front's gain, ADR 0036). */
  SOCKET_FRONT: optional(z.enum(['on', 'off'], { error: 'must be on or off' })),
  /** true: no new account can be created (GoTrue's DISABLE_SIGNUP), for a private deployment. */
  AUTH_DISABLE_SIGNUP: optional(z.enum(['true', 'false'], { error: 'must be true or false' })),
  /** The e-mails the whole service may send in an hour before it refuses more (the safety valve, ADR 0038). */
  EMAIL_RATE_LIMIT_PER_HOUR: optional(seconds('must be a whole number of e-mails, at least 1')),
  /** The connection limits shared by the socket front and Node's HTTP server, in seconds (ADR 0036). */
  HTTP_HEADERS_TIMEOUT: optional(seconds()),
  HTTP_REQUEST_TIMEOUT: optional(seconds()),
  HTTP_KEEP_ALIVE_TIMEOUT: optional(seconds()),
  HTTP_INACTIVITY_TIMEOUT: optional(seconds()),
})

export interface ServerEnv {
  port: number
  host: string
  siteUrl: string
  dataDir: string
  databaseUrl?: string
  smtpUrl?: string
  autoconfirm: boolean
  securePasswordChange: boolean
  contactEmail: string
  supabaseUrl?: string
  supabaseAnonKey?: string
  rateLimitScale: number
  trustProxy: boolean
  renderCache: boolean
  disableSignup: boolean
  socketFront: boolean
  /** Undefined: the backend's default. */
  emailRateLimitPerHour?: number
  connectionLimits: ConnectionLimits
}

export class EnvError extends Error {
  override name = 'EnvError'
}

/**
 * The contact address when CONTACT_EMAIL is not set: contact@ the site's domain without "www.", or none ('')
 * when the site is on a local name or an IP address, where no mailbox can exist (the contact page then shows
 * its form alone).
 */
export function defaultContactEmail(siteUrl: string): string {
  const hostname = new URL(siteUrl).hostname
  const local = hostname === 'localhost' || hostname.endsWith('.localhost') || !hostname.includes('.') || /^[\d.]+$/.test(hostname) || hostname.startsWith('[')
  return local ? '' : `contact@${hostname.replace(/^www\./, '')}`
}

/** Validates the environment at boot; a bad value is an EnvError naming every problem. */
export function loadEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  const result = envSchema.safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '')
      const got = source[name]
      return `  ${name}: ${issue.message}${got === undefined ? '' : ` (got ${JSON.stringify(got)})`}`
    })
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const env = result.data
  const siteUrl = env.SITE_URL ?? `http://localhost:${env.PORT}`
  return {
    port: env.PORT,
    host: env.HOST,
    siteUrl,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    smtpUrl: env.SMTP_URL,
    autoconfirm: env.AUTH_AUTOCONFIRM === 'true',
    securePasswordChange: env.AUTH_SECURE_PASSWORD_CHANGE !== 'false',
    contactEmail: env.CONTACT_EMAIL ?? defaultContactEmail(siteUrl),
    supabaseUrl: env.SUPABASE_URL,
    supabaseAnonKey: env.SUPABASE_ANON_KEY,
    rateLimitScale: env.RATE_LIMIT_SCALE,
    trustProxy: env.TRUST_PROXY === 'true',
    renderCache: env.RENDER_CACHE !== 'off',
    disableSignup: env.AUTH_DISABLE_SIGNUP === 'true',
    socketFront: env.SOCKET_FRONT !== 'off',
    emailRateLimitPerHour: env.EMAIL_RATE_LIMIT_PER_HOUR,
    connectionLimits: {
      ...defaultConnectionLimits,
      ...(env.HTTP_HEADERS_TIMEOUT && { headersTimeoutMs: env.HTTP_HEADERS_TIMEOUT * 1000 }),
      ...(env.HTTP_REQUEST_TIMEOUT && { requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT * 1000 }),
      ...(env.HTTP_KEEP_ALIVE_TIMEOUT && { keepAliveTimeoutMs: env.HTTP_KEEP_ALIVE_TIMEOUT * 1000 }),
      ...(env.HTTP_INACTIVITY_TIMEOUT && { inactivityTimeoutMs: env.HTTP_INACTIVITY_TIMEOUT * 1000 }),
    },
  }
}
