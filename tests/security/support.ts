// The whole site in-process for the security tests: the real backend (from
// tests/backend/helpers.ts, on PGlite or a fresh PostgreSQL database) mounted
// in the real HTTP shell (server/app.ts) over the production build, driven
// with app.request() — no port of its own.

import { join } from 'node:path'
import type { Hono } from 'hono'
import { createServerApp } from '../../server/app.ts'
import { loadEnv } from '../../server/env.ts'
import type { BackendOptions } from '../../server/backend/index.ts'
import { startHarness, type DbKind, type Harness } from '../backend/helpers.ts'

export const buildDir = join(import.meta.dirname, '..', '..', 'build')

export interface Site {
  h: Harness
  app: Hono
  siteUrl: string
  /** A request from a client IP address (the socket address the backend's rate limits count by). */
  request(path: string, init?: RequestInit, ip?: string): Promise<Response>
  /** Lines the backend logged ("unexpected error" lines are 5xx causes). */
  logs: string[]
  close(): Promise<void>
}

/** The env object @hono/node-server passes: the client's socket address. */
export function clientEnv(ip: string) {
  return { incoming: { socket: { remoteAddress: ip } } }
}

export async function startSite(options: { siteUrl: string; kind?: DbKind; backend?: Partial<BackendOptions> }): Promise<Site> {
  const logs: string[] = []
  const h = await startHarness(options.kind ?? 'pglite', {
    siteUrl: options.siteUrl,
    log: (line) => {
      logs.push(line)
      if (process.env.BACKEND_TEST_LOG) console.log(line)
    },
    ...options.backend,
  })
  return shellFor(h, options.siteUrl, logs)
}

/** Another HTTP shell (another SITE_URL) over the same backend: starting a database is the slow part. */
export async function shellFor(h: Harness, siteUrl: string, logs: string[] = []): Promise<Site> {
  const env = loadEnv({ SITE_URL: siteUrl, CONTACT_EMAIL: 'contact@startups.example.org', DATA_DIR: h.dataDir })
  const { app, ready } = await createServerApp({ env, backend: h.backend, buildDir, log: (line) => logs.push(line) })
  await ready()
  return {
    h,
    app,
    siteUrl,
    logs,
    request: async (path, init, ip = '203.0.113.10') => app.request(new Request(`${siteUrl}${path}`, init), undefined, clientEnv(ip)),
    close: () => h.close(),
  }
}

/** Parses a Content-Security-Policy header into its directives (name → source list). */
export function parseCsp(header: string | null): Map<string, string[]> {
  const directives = new Map<string, string[]>()
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources)
  }
  return directives
}
