// What every flow of the backend suite (suite.ts) shares: the harness of one database kind, started once for
// the whole suite, and the steps many tests begin with.

import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, expect } from 'vitest'
import { settle, startHarness, uniqueEmail, type DbKind, type Harness } from '../helpers.ts'

export const PASSWORD = 'motdepasse-1'

export interface BackendSuite {
  kind: DbKind
  /** The suite's harness, started in the suite's beforeAll: its members are read when a test uses them. */
  h: Harness
  /** Signs up and confirms through the e-mail link; returns the e-mail. */
  confirmedUser(prefix?: string, password?: string): Promise<string>
  /** A client signed in with a password. */
  signedIn(email: string, password?: string): Promise<ReturnType<Harness['client']>>
  /** Opens the site at an address as a browser would after following an e-mail link. */
  landOn(location: string): Promise<{ sb: SupabaseClient; events: string[] }>
}

/** Starts the harness before the suite's tests and closes it after them. Call it in the suite's describe. */
export function backendSuite(kind: DbKind): BackendSuite {
  let current: Harness | undefined
  beforeAll(async () => {
    current = await startHarness(kind)
  })
  afterAll(async () => {
    await current?.close()
  })
  const harness = () => {
    if (!current) throw new Error('the backend suite has not started')
    return current
  }
  return {
    kind,
    h: lateHarness(harness),
    async confirmedUser(prefix = 'user', password = PASSWORD) {
      const email = uniqueEmail(prefix)
      const { sb } = harness().client()
      const { error } = await sb.auth.signUp({ email, password, options: { data: { first_name: 'Dana', last_name: 'Levi' } } })
      expect(error).toBeNull()
      const mail = await harness().mailTo(email, 'signup')
      const res = await fetch(mail.link as string, { redirect: 'manual' })
      expect(res.status).toBe(303)
      return email
    },
    async signedIn(email, password = PASSWORD) {
      const c = harness().client()
      const { data, error } = await c.sb.auth.signInWithPassword({ email, password })
      expect(error).toBeNull()
      expect(data.session).not.toBeNull()
      return c
    },
    landOn: (location) => landOnWith(harness().backend.anonKey, location),
  }
}

/** A harness declared before it starts: each member is read from the running one when used. */
function lateHarness(running: () => Harness): Harness {
  return {
    get url() {
      return running().url
    },
    get backend() {
      return running().backend
    },
    get mails() {
      return running().mails
    },
    get dataDir() {
      return running().dataDir
    },
    get databaseUrl() {
      return running().databaseUrl
    },
    client: (options) => running().client(options),
    admin: () => running().admin(),
    mailTo: (to, kind, after) => running().mailTo(to, kind, after),
    fetch: (path, init) => running().fetch(path, init),
    close: () => running().close(),
  }
}

/**
 * Opens the site at an URL as a browser would after following an e-mail link:
 * a client with detectSessionInUrl reads the session from the fragment.
 */
async function landOnWith(anon: string, location: string): Promise<{ sb: SupabaseClient; events: string[] }> {
  const { createClient } = await import('@supabase/supabase-js')
  const g = globalThis as Record<string, unknown>
  const saved = { window: g.window, document: g.document }
  const loc = { href: location, hash: new URL(location).hash }
  g.window = { location: loc, history: { replaceState: () => {}, state: null } }
  g.document = {}
  const events: string[] = []
  try {
    const url = new URL(location).origin
    const storage = new Map<string, string>()
    const sb = createClient(url, anon, {
      auth: {
        persistSession: true,
        autoRefreshToken: false,
        detectSessionInUrl: true,
        storageKey: `landing-${Math.random().toString(36).slice(2)}`,
        storage: {
          getItem: (k) => storage.get(k) ?? null,
          setItem: (k, v) => void storage.set(k, v),
          removeItem: (k) => void storage.delete(k),
        },
      },
    })
    sb.auth.onAuthStateChange((e) => {
      events.push(e)
    })
    await sb.auth.initialize()
    await settle()
    return { sb, events }
  } finally {
    g.window = saved.window
    g.document = saved.document
  }
}
