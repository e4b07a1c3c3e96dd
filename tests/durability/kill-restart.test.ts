// Kill and restart: the production server is SIGKILLed in the middle of a
// load of contact messages and newsletter sign-ups sent through /rest/v1 as
// supabase-js sends them, then restarted on the same data. Every write that
// was acknowledged with a 2xx must be stored exactly once; a write that was
// not acknowledged may be stored or not, never twice.

import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import {
  TEST_DATABASE_URL,
  anonKeyFromHtml,
  browserClient,
  contactRow,
  counts,
  freshPgliteDataDir,
  freshPostgresDatabase,
  readColumn,
  serviceRoleKey,
  startServer,
  tempDir,
  type RunningServer,
} from './support.ts'

const CLIENTS = 30
/** Acknowledged writes to wait for before the kill (the load keeps going until the server dies). */
const KILL_AFTER_ACKS = 150

interface Attempt {
  table: 'contact_messages' | 'newsletter_subscribers'
  marker: string
  acknowledged: boolean
}

/** CLIENTS concurrent clients, each sending one write after the other until the server stops answering. */
async function loadUntilKilled(server: RunningServer, anonKey: string, run: string): Promise<Attempt[]> {
  const attempts: Attempt[] = []
  let acks = 0
  let killed: Promise<void> | null = null
  const client = async (n: number) => {
    const sb = browserClient(server.url, anonKey)
    for (let i = 0; ; i++) {
      const marker = `${run}-${n}-${i}`
      const attempt: Attempt =
        i % 2 === 0 ? { table: 'contact_messages', marker, acknowledged: false } : { table: 'newsletter_subscribers', marker, acknowledged: false }
      attempts.push(attempt)
      const { error, status } =
        attempt.table === 'contact_messages'
          ? await sb.from('contact_messages').insert(contactRow(marker))
          : await sb.from('newsletter_subscribers').insert({ email: `${marker}@example.com`, first_name: 'Durable' })
      if (!error && status >= 200 && status < 300) {
        attempt.acknowledged = true
        acks++
        if (acks >= KILL_AFTER_ACKS && !killed) killed = server.kill()
      } else if (killed) {
        return // the server is gone
      } else if (status !== 0) {
        throw new Error(`write refused before the kill: ${status} ${JSON.stringify(error)}`)
      }
    }
  }
  await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)))
  await killed
  return attempts
}

function defineKillRestart(kind: 'pglite' | 'postgres', port: number, { skip = false } = {}) {
  describe.skipIf(skip)(`kill -9 in the middle of writes (${kind})`, () => {
    const cleanups: (() => Promise<void> | void)[] = []
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup()
    })

    it('keeps every acknowledged write exactly once after a restart', async () => {
      const dataDir = kind === 'pglite' ? await freshPgliteDataDir(kind) : tempDir(kind)
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
      let databaseUrl: string | undefined
      if (kind === 'postgres') {
        const db = await freshPostgresDatabase(TEST_DATABASE_URL as string)
        cleanups.push(db.drop)
        databaseUrl = db.url
      }
      const options = { port, dataDir, databaseUrl, env: { RATE_LIMIT_SCALE: '1000' } }
      const run = randomBytes(4).toString('hex')

      const first = await startServer(options)
      cleanups.push(() => first.kill())
      const anonKey = await anonKeyFromHtml(first.url)
      const attempts = await loadUntilKilled(first, anonKey, run)
      const acknowledged = attempts.filter((a) => a.acknowledged)
      const unacknowledged = attempts.filter((a) => !a.acknowledged)
      expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS)
      // The kill landed in the middle of the load: writes were in flight.
      expect(unacknowledged.length).toBeGreaterThan(0)

      const second = await startServer(options)
      cleanups.push(() => second.kill())
      const key = serviceRoleKey(dataDir)
      const messages = counts(await readColumn(second.url, key, 'contact_messages', 'message'))
      const emails = counts(await readColumn(second.url, key, 'newsletter_subscribers', 'email'))
      const stored = (a: Attempt) =>
        a.table === 'contact_messages' ? (messages.get(contactRow(a.marker).message) ?? 0) : (emails.get(`${a.marker}@example.com`) ?? 0)

      const lost = acknowledged.filter((a) => stored(a) !== 1)
      expect(lost.map((a) => `${a.table} ${a.marker}: stored ${stored(a)} times`)).toEqual([])
      const doubled = unacknowledged.filter((a) => stored(a) > 1)
      expect(doubled.map((a) => a.marker)).toEqual([])
      // Nothing else was stored.
      const total = [...messages.values(), ...emails.values()].reduce((sum, n) => sum + n, 0)
      expect(total).toBeLessThanOrEqual(attempts.length)
      expect(total).toBeGreaterThanOrEqual(acknowledged.length)
      console.log(
        `${kind}: ${acknowledged.length} acknowledged writes kept, ${unacknowledged.length} in flight at the kill ` +
          `(${total - acknowledged.length} of them stored)`,
      )

      // The restarted server takes writes again, and the browser's anon key did not change.
      expect(await anonKeyFromHtml(second.url)).toBe(anonKey)
      const sb = browserClient(second.url, anonKey)
      const after = await sb.from('contact_messages').insert(contactRow(`${run}-after`))
      expect(after.error).toBeNull()
      expect(after.status).toBe(201)
      await second.stop()
    }, 120_000)
  })
}

defineKillRestart('pglite', 4340)

if (!TEST_DATABASE_URL) console.log('Kill-and-restart on PostgreSQL skipped: TEST_DATABASE_URL not set')
defineKillRestart('postgres', 4341, { skip: !TEST_DATABASE_URL })
