// Test harness: a backend on a random port, in a temporary data directory, on
// PGlite or on a fresh PostgreSQL database; supabase-js clients that record
// their auth events; the e-mails the backend sent.

import { serve } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { createBackend, type BackendInternals, type BackendOptions, type OutgoingMail } from '../../server/backend/index.ts'

export type DbKind = 'pglite' | 'postgres'

export interface Harness {
  url: string
  backend: BackendInternals
  mails: OutgoingMail[]
  dataDir: string
  /** the PostgreSQL database of this run (postgres kind) */
  databaseUrl?: string
  /** a browser-like client with an in-memory storage and the list of auth events it emitted */
  client(options?: { detectSessionInUrl?: boolean }): TestClient
  /** a client holding the service-role key */
  admin(): SupabaseClient
  /** waits for the next e-mail to an address (of a kind) */
  mailTo(to: string, kind?: OutgoingMail['kind'], after?: number): Promise<OutgoingMail>
  fetch(path: string, init?: RequestInit & { key?: 'anon' | 'service' | null }): Promise<Response>
  close(): Promise<void>
}

export interface TestClient {
  sb: SupabaseClient
  events: string[]
  storage: Map<string, string>
}

export const FAST_ARGON2 = { memory: 1024, passes: 1, parallelism: 1 }

export const HIGH_LIMITS = {
  token: { max: 100_000, windowSeconds: 300 },
  passwordPerAddress: { max: 100_000, windowSeconds: 900 },
  passwordPerAccount: { max: 100_000, windowSeconds: 900 },
  verify: { max: 100_000, windowSeconds: 300 },
  signup: { max: 100_000, windowSeconds: 300 },
  recover: { max: 100_000, windowSeconds: 300 },
  otp: { max: 100_000, windowSeconds: 300 },
  resend: { max: 100_000, windowSeconds: 300 },
  userUpdate: { max: 100_000, windowSeconds: 300 },
  mfa: { max: 100_000, windowSeconds: 300 },
  mfaPerFactor: { max: 100_000, windowSeconds: 900 },
  mfaPerAccount: { max: 100_000, windowSeconds: 900 },
  emailSent: { max: 100_000, windowSeconds: 3600 },
  emailNewsletterSent: { max: 100_000, windowSeconds: 3600 },
  emailPerRecipient: { max: 100_000, windowSeconds: 3600 },
  emailPerClient: { max: 100_000, windowSeconds: 3600 },
  emailFrequencySeconds: 0,
  restInsert: { max: 100_000, windowSeconds: 300 },
  newsletter: { max: 100_000, windowSeconds: 300 },
}

/** Creates a fresh database on the server of TEST_DATABASE_URL; returns its URL and a function that drops it. */
export async function freshPostgresDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const pg = (await import('pg')).default
  const name = `sei_test_${process.pid}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  try {
    await admin.query(`create database ${name}`)
  } finally {
    await admin.end()
  }
  const u = new URL(baseUrl)
  u.pathname = `/${name}`
  return {
    url: u.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl })
      await c.connect()
      try {
        await c.query(`drop database if exists ${name} with (force)`)
      } finally {
        await c.end()
      }
    },
  }
}

export async function startHarness(kind: DbKind, options: Partial<BackendOptions> = {}): Promise<Harness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sei-backend-'))
  const mails: OutgoingMail[] = []
  let handler: ((req: Request, env: unknown) => Response | Promise<Response>) | null = null
  const server = serve({
    fetch: (req, env) => (handler ? handler(req, env) : new Response('starting', { status: 503 })),
    port: 0,
    hostname: '127.0.0.1',
  })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  const port = (server.address() as AddressInfo).port
  const url = `http://127.0.0.1:${port}`

  let pgDb: { url: string; drop: () => Promise<void> } | null = null
  if (kind === 'postgres') {
    const base = process.env.TEST_DATABASE_URL
    if (!base) throw new Error('TEST_DATABASE_URL not set')
    pgDb = await freshPostgresDatabase(base)
  }
  const logs: string[] = []
  const backend = (await createBackend({
    dataDir,
    databaseUrl: pgDb?.url,
    siteUrl: url,
    argon2: FAST_ARGON2,
    rateLimits: HIGH_LIMITS,
    pgliteFsync: false,
    uniformResponseMs: 0,
    log: (line) => {
      logs.push(line)
      if (process.env.BACKEND_TEST_LOG || /unexpected error/.test(line)) console.log(line)
    },
    onMail: (m) => mails.push(m),
    ...options,
  })) as BackendInternals
  handler = (req, env) => backend.app.fetch(req, env)
  await backend.ready()

  const clients: SupabaseClient[] = []
  const harness: Harness = {
    url,
    backend,
    mails,
    dataDir,
    databaseUrl: pgDb?.url,
    client(opts = {}) {
      const storage = new Map<string, string>()
      const events: string[] = []
      const sb = createClient(url, backend.anonKey, {
        auth: {
          persistSession: true,
          autoRefreshToken: false,
          detectSessionInUrl: opts.detectSessionInUrl ?? false,
          storage: {
            getItem: (k) => storage.get(k) ?? null,
            setItem: (k, v) => void storage.set(k, v),
            removeItem: (k) => void storage.delete(k),
          },
        },
      })
      sb.auth.onAuthStateChange((event) => {
        events.push(event)
      })
      clients.push(sb)
      return { sb, events, storage }
    },
    admin() {
      const sb = createClient(url, backend.serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } })
      clients.push(sb)
      return sb
    },
    async mailTo(to, kind, after = 0) {
      const deadline = Date.now() + 5000
      for (;;) {
        const found = mails.slice(after).reverse().find((m) => m.to === to.toLowerCase() && (!kind || m.kind === kind))
        if (found) return found
        if (Date.now() > deadline) throw new Error(`no ${kind ?? ''} e-mail to ${to}; sent: ${mails.map((m) => `${m.kind}→${m.to}`).join(', ')}`)
        await new Promise((r) => setTimeout(r, 20))
      }
    },
    fetch(path, init = {}) {
      const headers = new Headers(init.headers)
      const key = init.key === undefined ? 'anon' : init.key
      if (key) {
        const k = key === 'anon' ? backend.anonKey : backend.serviceRoleKey
        if (!headers.has('apikey')) headers.set('apikey', k)
      }
      return fetch(url + path, { ...init, headers, redirect: 'manual' })
    },
    async close() {
      for (const c of clients) await c.auth.stopAutoRefresh().catch(() => {})
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await backend.close()
      if (pgDb) await pgDb.drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
  return harness
}

/** Lets queued auth events reach their listeners. */
export const settle = () => new Promise((r) => setTimeout(r, 30))

export function fragmentParams(location: string): URLSearchParams {
  const hash = new URL(location).hash
  return new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash)
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${randomBytes(5).toString('hex')}@example.com`
}
