// On PostgreSQL the keys live in the database (app_auth.server_keys) so that
// every server of the database signs and verifies with the same ones
// (docs/deploy.md, "Keys"): what an existing installation, a joining server
// and servers starting together on an empty database end up with.

import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrate, openPostgres, type Db } from '../../server/backend/db.ts'
import { loadKeys } from '../../server/backend/keys.ts'
import { TEST_DATABASE_URL, freshPostgresDatabase, tempDir } from './support.ts'

const issuer = 'http://127.0.0.1/auth/v1'
const fileKeys = (dir: string) => JSON.parse(readFileSync(join(dir, 'keys.json'), 'utf8')) as { anonKey: string; refreshSecret: string }

if (!TEST_DATABASE_URL) console.log('Shared keys on PostgreSQL skipped: TEST_DATABASE_URL not set')

describe.skipIf(!TEST_DATABASE_URL)('keys shared through PostgreSQL', () => {
  const cleanups: (() => Promise<void> | void)[] = []
  const dirs: string[] = []
  const dir = () => {
    const d = tempDir('keys')
    dirs.push(d)
    return d
  }
  async function freshDb(): Promise<Db> {
    const fresh = await freshPostgresDatabase(TEST_DATABASE_URL as string)
    const db = await openPostgres(fresh.url, { max: 4 })
    cleanups.push(async () => {
      await db.close()
      await fresh.drop()
    })
    await migrate(db)
    return db
  }
  beforeAll(() => {
    cleanups.push(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })))
  })
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
  })

  it("an existing installation's keys.json becomes the shared keys; a joining server adopts them", async () => {
    const db = await freshDb()
    const existing = dir()
    const before = await loadKeys({ dataDir: existing, issuer }) // keys.json only, as before the table existed
    const first = await loadKeys({ dataDir: existing, issuer, shared: db })
    expect(first.anonKey).toBe(before.anonKey)
    expect(first.kid).toBe(before.kid)

    const joining = dir()
    const own = await loadKeys({ dataDir: joining, issuer }) // a keys.json of its own
    expect(own.anonKey).not.toBe(first.anonKey)
    const joined = await loadKeys({ dataDir: joining, issuer, shared: db })
    expect(joined.anonKey).toBe(first.anonKey)
    expect(joined.serviceRoleKey).toBe(first.serviceRoleKey)
    expect(joined.refreshSecret.equals(first.refreshSecret)).toBe(true)
    expect(joined.encryptionKey.equals(first.encryptionKey)).toBe(true)
    // The local copy follows the database.
    expect(fileKeys(joining).anonKey).toBe(first.anonKey)
  })

  it('servers starting together on an empty database agree on one set of keys', async () => {
    const db = await freshDb()
    const loaded = await Promise.all(Array.from({ length: 4 }, () => loadKeys({ dataDir: dir(), issuer, shared: db })))
    expect(new Set(loaded.map((k) => k.anonKey)).size).toBe(1)
    expect(new Set(loaded.map((k) => k.refreshSecret.toString('hex'))).size).toBe(1)
    expect(await db.query('select count(*)::int as n from app_auth.server_keys')).toEqual([{ n: 1 }])
    for (const d of dirs.slice(-4)) expect(fileKeys(d).anonKey).toBe(loaded[0]?.anonKey)
  })
})
