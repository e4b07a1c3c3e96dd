// Scale-out: two production servers (different ports, different DATA_DIRs, as
// on two machines, one public SITE_URL) share one PostgreSQL database. A session started on one is
// refreshed on the other; after sign-out on the first, the second refuses the
// old session; both take the forms' inserts.

import { rmSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import {
  TEST_DATABASE_URL,
  anonKeyFromHtml,
  browserClient,
  contactRow,
  freshPostgresDatabase,
  startServer,
  tempDir,
  uniqueEmail,
  type RunningServer,
} from './support.ts'

const PASSWORD = 'durable-password-1'

if (!TEST_DATABASE_URL) {
  console.log('Two servers on one PostgreSQL skipped: TEST_DATABASE_URL not set')
}

describe.skipIf(!TEST_DATABASE_URL)('two servers sharing one PostgreSQL database', () => {
  let a: RunningServer
  let b: RunningServer
  let databaseUrl: string
  let anonKey: string
  const cleanups: (() => Promise<void> | void)[] = []

  beforeAll(async () => {
    const db = await freshPostgresDatabase(TEST_DATABASE_URL as string)
    cleanups.push(db.drop)
    databaseUrl = db.url
    // One public origin for both, as behind a load balancer (docs/deploy.md): the access tokens' issuer
    // is derived from it, and each server accepts only its own issuer's tokens.
    const env = { AUTH_AUTOCONFIRM: 'true', RATE_LIMIT_SCALE: '100', SITE_URL: 'http://127.0.0.1:4344' }
    const dirA = tempDir('server-a')
    const dirB = tempDir('server-b')
    cleanups.push(() => rmSync(dirA, { recursive: true, force: true }), () => rmSync(dirB, { recursive: true, force: true }))
    // Started together: both run the migrations against the empty database at once.
    ;[a, b] = await Promise.all([
      startServer({ port: 4344, dataDir: dirA, databaseUrl, env }),
      startServer({ port: 4345, dataDir: dirB, databaseUrl, env }),
    ])
    cleanups.push(() => a.kill(), () => b.kill())
    anonKey = await anonKeyFromHtml(a.url)
  }, 120_000)

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
  })

  const auth = (server: RunningServer, path: string, init: { method?: string; token?: string; body?: unknown } = {}) =>
    fetch(`${server.url}/auth/v1${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        apikey: anonKey,
        'content-type': 'application/json',
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    })

  it('serves the same public keys from both servers', async () => {
    // A page served by A gives the browser the anon key it then sends to B.
    expect(await anonKeyFromHtml(b.url)).toBe(anonKey)
    const jwks = async (s: RunningServer) => (await (await auth(s, '/.well-known/jwks.json')).json()) as unknown
    expect(await jwks(b)).toEqual(await jwks(a))
  })

  it('refreshes on B a session started on A; after sign-out on A, B refuses it', async () => {
    const email = uniqueEmail('scaleout')
    const onA = browserClient(a.url, anonKey)
    const signUp = await onA.auth.signUp({ email, password: PASSWORD })
    expect(signUp.error).toBeNull()
    const signIn = await onA.auth.signInWithPassword({ email, password: PASSWORD })
    expect(signIn.error).toBeNull()
    const first = signIn.data.session!

    // B accepts A's access token and rotates A's refresh token.
    const user = await auth(b, '/user', { token: first.access_token })
    expect(user.status).toBe(200)
    expect(((await user.json()) as { email: string }).email).toBe(email)
    const onB = browserClient(b.url, anonKey)
    const refreshed = await onB.auth.refreshSession({ refresh_token: first.refresh_token })
    expect(refreshed.error).toBeNull()
    const second = refreshed.data.session!
    expect(second.refresh_token).not.toBe(first.refresh_token)
    expect(second.user.email).toBe(email)
    // The rotated token is good on A too.
    expect((await auth(a, '/user', { token: second.access_token })).status).toBe(200)

    // Sign out on A (supabase-js's default scope, "global": every session of the user).
    await onA.auth.setSession({ access_token: second.access_token, refresh_token: second.refresh_token })
    const signOut = await onA.auth.signOut()
    expect(signOut.error).toBeNull()

    // B refuses the old session: its access tokens (still unexpired JWTs) and its refresh token.
    for (const token of [first.access_token, second.access_token]) {
      const res = await auth(b, '/user', { token })
      expect(res.status).toBe(403)
      expect(res.headers.get('x-sb-error-code')).toBe('session_not_found')
    }
    const refreshAgain = await auth(b, '/token?grant_type=refresh_token', { body: { refresh_token: second.refresh_token } })
    expect(refreshAgain.status).toBe(400)
    expect(res400Code(await refreshAgain.json())).toBe('refresh_token_not_found')
    const viaClient = await onB.auth.refreshSession({ refresh_token: second.refresh_token })
    expect(viaClient.error?.code).toBe('refresh_token_not_found')
    // ... and /rest/v1 does not take the signed-out token either.
    const rest = await fetch(`${b.url}/rest/v1/contact_messages`, {
      method: 'POST',
      headers: { apikey: anonKey, authorization: `Bearer ${second.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify(contactRow('signed-out')),
    })
    expect(rest.status).toBe(401)

    // The password still signs in, on either server.
    const again = await browserClient(b.url, anonKey).auth.signInWithPassword({ email, password: PASSWORD })
    expect(again.error).toBeNull()
  })

  it('stores the forms sent to either server in the shared database', async () => {
    const markers: Record<string, string> = {}
    for (const [name, server] of [['a', a], ['b', b]] as const) {
      const sb = browserClient(server.url, anonKey)
      markers[name] = uniqueEmail(`newsletter-${name}`)
      const contact = await sb.from('contact_messages').insert(contactRow(`two-servers-${name}`))
      expect(contact.error).toBeNull()
      expect(contact.status).toBe(201)
      const newsletter = await sb.from('newsletter_subscribers').insert({ email: markers[name], first_name: 'Dana' })
      expect(newsletter.error).toBeNull()
      expect(newsletter.status).toBe(201)
    }
    // The address subscribed through A is already known to B: answered as a new one, stored once.
    const duplicate = await browserClient(b.url, anonKey).from('newsletter_subscribers').insert({ email: markers.a })
    expect(duplicate.status).toBe(201)

    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      const contacts = await client.query<{ message: string }>(
        "select message from public.contact_messages where message like 'Durability marker two-servers-%' order by message",
      )
      expect(contacts.rows.map((r) => r.message)).toEqual(['Durability marker two-servers-a', 'Durability marker two-servers-b'])
      const subscribers = await client.query<{ email: string }>('select email from public.newsletter_subscribers where email = any($1) order by email', [
        [markers.a, markers.b],
      ])
      expect(subscribers.rows.map((r) => r.email)).toEqual([markers.a, markers.b].sort())
    } finally {
      await client.end()
    }
  })
})

function res400Code(body: unknown): string | undefined {
  const b = body as { code?: unknown; error_code?: unknown }
  return typeof b.error_code === 'string' ? b.error_code : typeof b.code === 'string' ? b.code : undefined
}
