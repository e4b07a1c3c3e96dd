// The password-guessing limit per account and the shared rate-limit counters,
// on production servers behind a trusted proxy
// (TRUST_PROXY=true: the client address is the first X-Forwarded-For entry,
// which an attacker rotates at will):
//   - 400 wrong passwords for one account, each from another address, spread
//     over two servers sharing PostgreSQL: only the per-account ceiling is
//     checked, counted once for both servers;
//   - during that flood the owner still signs in from the address they used
//     before, on either server;
//   - one address is refused after its own limit, and only that address;
//   - a per-address limit (the token grant's) counts one client across both
//     servers.
// The same flood and owner sign-in also run on the embedded database (one
// server, counters in memory).

import { randomInt } from 'node:crypto'
import { rmSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_RATE_LIMITS } from '../../server/backend/config.ts'
import {
  TEST_DATABASE_URL,
  anonKeyFromHtml,
  freshPgliteDataDir,
  startServer,
  startServersOnPostgres,
  uniqueEmail,
  type RunningServer,
  type ServerGroup,
} from './support.ts'

const PASSWORD = 'owner-password-1'
/** The documented defaults (README): per account and address, per account, in 15-minute windows. */
const PER_ADDRESS = 10
const PER_ACCOUNT = 20
const WINDOW_SECONDS = 900
const TOKEN_PER_ADDRESS = DEFAULT_RATE_LIMITS.token.max
/** The servers run with the default limits (no RATE_LIMIT_SCALE), behind a proxy that sets X-Forwarded-For. */
const ENV = { AUTH_AUTOCONFIRM: 'true', TRUST_PROXY: 'true' }

let addressCounter = 0
/** A new address each call (in 10.0.0.0/8, never reused), as a botnet or a pool of proxies gives. */
const nextAddress = () => {
  addressCounter++
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`
}

function auth(server: RunningServer, anonKey: string, path: string, body: unknown, address: string): Promise<Response> {
  return fetch(`${server.url}/auth/v1${path}`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  })
}

const signIn = (server: RunningServer, anonKey: string, email: string, password: string, address: string) =>
  auth(server, anonKey, '/token?grant_type=password', { email, password }, address)

async function newAccount(server: RunningServer, anonKey: string, tag: string, ownerAddress: string): Promise<string> {
  const email = uniqueEmail(tag)
  const signUp = await auth(server, anonKey, '/signup', { email, password: PASSWORD }, ownerAddress)
  expect(signUp.status).toBe(200)
  // The owner signs in once from their usual address.
  expect((await signIn(server, anonKey, email, PASSWORD, ownerAddress)).status).toBe(200)
  return email
}

interface Flood {
  statuses: number[]
  retryAfters: number[]
  milliseconds: number
}

/**
 * `attempts` wrong passwords for `email`, each from a new address, `parallel`
 * at a time, sent to the servers in turn; `during` runs once half have been answered.
 */
async function flood(servers: RunningServer[], anonKey: string, email: string, attempts: number, during?: () => Promise<void>): Promise<Flood> {
  const statuses: number[] = []
  const retryAfters: number[] = []
  const started = performance.now()
  let next = 0
  let duringRun: Promise<void> | null = null
  const worker = async () => {
    while (next < attempts) {
      const n = next++
      const response = await signIn(servers[n % servers.length]!, anonKey, email, `wrong-password-${n}`, nextAddress())
      statuses.push(response.status)
      if (response.status === 429) retryAfters.push(Number(response.headers.get('retry-after')))
      await response.body?.cancel()
      if (during && !duringRun && statuses.length >= attempts / 2) duringRun = during()
    }
  }
  await Promise.all(Array.from({ length: 25 }, worker))
  await duringRun
  return { statuses, retryAfters, milliseconds: performance.now() - started }
}

const countOf = (statuses: number[], status: number) => statuses.filter((s) => s === status).length

if (!TEST_DATABASE_URL) {
  console.log('Guessing limit across two servers on PostgreSQL skipped: TEST_DATABASE_URL not set')
}

describe.skipIf(!TEST_DATABASE_URL)('guessing limit and shared counters, two servers on one PostgreSQL', () => {
  let group: ServerGroup
  let a: RunningServer
  let b: RunningServer
  let anonKey: string

  beforeAll(async () => {
    group = await startServersOnPostgres({ ports: [4371, 4372], prefix: 'guess', env: ENV })
    ;[a, b] = group.servers as [RunningServer, RunningServer]
    anonKey = group.anonKey
  }, 180_000)

  afterAll(() => group?.close())

  it('400 wrong passwords from 400 addresses over both servers: only the per-account ceiling is checked; the owner still signs in from their address', async () => {
    const owner = `192.0.2.${randomInt(1, 255)}`
    const email = await newAccount(a, anonKey, 'flooded', owner)
    const during: Record<string, number> = {}
    const result = await flood([a, b], anonKey, email, 400, async () => {
      // Mid-flood: the owner, from their usual address, on each server.
      during.ownerOnA = (await signIn(a, anonKey, email, PASSWORD, owner)).status
      during.ownerOnB = (await signIn(b, anonKey, email, PASSWORD, owner)).status
      // A typo from there is checked (and answered as such), not refused.
      during.ownerTypo = (await signIn(b, anonKey, email, 'owner-typo', owner)).status
      // The right password from an address the account never used waits for the window.
      during.ownerElsewhere = (await signIn(a, anonKey, email, PASSWORD, nextAddress())).status
    })

    expect(result.statuses).toHaveLength(400)
    // Checked (400 invalid_credentials): the ceiling, counted once for the two servers; the rest refused unchecked.
    expect(countOf(result.statuses, 400), 'wrong passwords checked').toBe(PER_ACCOUNT)
    expect(countOf(result.statuses, 429)).toBe(400 - PER_ACCOUNT)
    for (const seconds of result.retryAfters) {
      expect(seconds).toBeGreaterThanOrEqual(1)
      expect(seconds).toBeLessThanOrEqual(WINDOW_SECONDS)
    }
    expect(result.milliseconds, 'the flood took under 15 s').toBeLessThan(15_000)
    expect(during).toEqual({ ownerOnA: 200, ownerOnB: 200, ownerTypo: 400, ownerElsewhere: 429 })
  })

  it('one address is refused after its own limit on the account, and only that address', async () => {
    const owner = `198.51.100.${randomInt(1, 255)}`
    const email = await newAccount(b, anonKey, 'one-guesser', owner)
    const guesser = nextAddress()
    const statuses: number[] = []
    for (let i = 0; i < PER_ADDRESS + 2; i++) statuses.push((await signIn(i % 2 ? a : b, anonKey, email, `guess-${i}`, guesser)).status)
    expect(statuses).toEqual([...Array<number>(PER_ADDRESS).fill(400), 429, 429])
    // Another address is still checked, and the owner signs in.
    expect((await signIn(a, anonKey, email, 'another-guess', nextAddress())).status).toBe(400)
    expect((await signIn(b, anonKey, email, PASSWORD, owner)).status).toBe(200)
  })

  it('a per-address limit counts one client over both servers together', async () => {
    const client = nextAddress()
    const statuses: number[] = []
    for (let i = 0; i < TOKEN_PER_ADDRESS + 10; i++) {
      const response = await auth(i % 2 ? a : b, anonKey, '/token?grant_type=refresh_token', { refresh_token: `not-a-real-token-${i}` }, client)
      statuses.push(response.status)
      await response.body?.cancel()
    }
    expect(countOf(statuses, 400)).toBe(TOKEN_PER_ADDRESS)
    expect(statuses.slice(TOKEN_PER_ADDRESS)).toEqual(Array<number>(10).fill(429))
  })
})

describe('guessing limit on the embedded database (one server, counters in memory)', () => {
  let server: RunningServer
  let anonKey: string
  let dataDir: string

  beforeAll(async () => {
    dataDir = await freshPgliteDataDir('guess-embedded')
    server = await startServer({ port: 4373, dataDir, env: ENV })
    anonKey = await anonKeyFromHtml(server.url)
  }, 180_000)

  afterAll(async () => {
    await server?.kill()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('a flood from rotating addresses is checked up to the ceiling; the owner signs in from their address meanwhile', async () => {
    const owner = `203.0.113.${randomInt(1, 255)}`
    const email = await newAccount(server, anonKey, 'flooded-embedded', owner)
    let ownerStatus = 0
    const result = await flood([server], anonKey, email, 200, async () => {
      ownerStatus = (await signIn(server, anonKey, email, PASSWORD, owner)).status
    })
    expect(countOf(result.statuses, 400)).toBe(PER_ACCOUNT)
    expect(countOf(result.statuses, 429)).toBe(200 - PER_ACCOUNT)
    expect(ownerStatus).toBe(200)
  })
})
