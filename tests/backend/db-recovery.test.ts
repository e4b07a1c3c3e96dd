// The database layer recovers from any failed statement: on PGlite's single
// connection, a statement that fails half-way used to leave the session in an
// aborted transaction (or a desynchronised protocol) until restart. Each case
// below fails a statement in a different way, then checks that the next
// statements run, that a write is committed (seen after reopening), and that
// the failure was reported to its caller. The same cases run on PostgreSQL.

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPglite, openPostgres, type Db } from '../../server/backend/db.ts'
import { freshPostgresDatabase } from './helpers.ts'

/** Ways to fail a statement, each of which left PGlite unusable before the recovery. */
const FAILURES: { name: string; fail: (db: Db) => Promise<unknown> }[] = [
  // PGlite's serialiser throws after the statement was parsed: the protocol is left half-written.
  { name: 'a parameter the driver cannot serialise, outside a transaction', fail: (db) => db.query('select $1::text[] as a', [5]) },
  { name: 'a parameter the driver cannot serialise, inside a transaction', fail: (db) => db.tx((q) => q.query('select $1::text[] as a', [5])) },
  // The shape of issue 14's request: a function where a value was expected.
  { name: 'a function as a parameter, inside a transaction', fail: (db) => db.tx((q) => q.query('select $1::text[] as a', [Object])) },
  { name: 'a constraint violation inside a transaction', fail: (db) => db.tx((q) => q.query('insert into recovery_probe (id) values (1), (1)')) },
  {
    name: 'an error thrown by the caller after a write in a transaction',
    fail: (db) =>
      db.tx(async (q) => {
        await q.query('insert into recovery_probe (id) values (-1)')
        throw new Error('the caller gave up')
      }),
  },
  { name: 'a syntax error', fail: (db) => db.query('selec 1') },
]

async function openKind(kind: 'pglite' | 'postgres', dir: string, url: string | undefined): Promise<Db> {
  return kind === 'pglite' ? openPglite(join(dir, 'pglite'), { fsync: false }) : openPostgres(url as string, { max: 1 })
}

for (const kind of ['pglite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !process.env.TEST_DATABASE_URL)(`recovery after a failed statement (${kind})`, () => {
    let dir: string
    let pgDatabase: Awaited<ReturnType<typeof freshPostgresDatabase>> | undefined
    let db: Db

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'sei-recovery-'))
      if (kind === 'postgres') pgDatabase = await freshPostgresDatabase(process.env.TEST_DATABASE_URL as string)
      // One connection on PostgreSQL too, so a broken client could not hide behind a fresh one.
      db = await openKind(kind, dir, pgDatabase?.url)
      await db.exec('create table recovery_probe (id integer primary key)')
    })
    afterAll(async () => {
      await db?.close()
      await pgDatabase?.drop()
      rmSync(dir, { recursive: true, force: true })
    })

    FAILURES.forEach(({ name, fail }, index) => {
      it(`${name}: reported to its caller, then the next statements and transactions work and commit`, async () => {
        await expect(fail(db)).rejects.toThrow()
        expect(await db.query<{ ok: number }>('select 1 as ok')).toEqual([{ ok: 1 }])
        const id = 100 + index
        await db.query('insert into recovery_probe (id) values ($1)', [id])
        await db.tx(async (q) => {
          await q.query('insert into recovery_probe (id) values ($1)', [id + 1000])
        })
        const rows = await db.query<{ id: number }>('select id from recovery_probe where id = any($1::int[]) order by id', [[id, id + 1000]])
        expect(rows.map((row) => row.id)).toEqual([id, id + 1000])
      })
    })

    it('the writes acknowledged after the failures were committed, not left in an open transaction (seen after reopening)', async () => {
      await db.close()
      db = await openKind(kind, dir, pgDatabase?.url)
      const rows = await db.query<{ id: number }>('select id from recovery_probe order by id')
      const expected = FAILURES.flatMap((_, index) => [100 + index, 1100 + index]).sort((a, b) => a - b)
      // Nothing of the failed transactions (ids 1 and -1) was kept.
      expect(rows.map((row) => row.id)).toEqual(expected)
    })

    it('statements sent while another one fails still get their own answers', async () => {
      const results = await Promise.allSettled([
        db.query<{ n: number }>('select 1 as n'),
        db.tx((q) => q.query('select $1::text[] as a', [7])),
        db.query<{ n: number }>('select 2 as n'),
        db.tx((q) => q.query<{ n: number }>('select 3 as n')),
      ])
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled'])
      expect(results.filter((r) => r.status === 'fulfilled').map((r) => (r as PromiseFulfilledResult<{ n: number }[]>).value[0]?.n)).toEqual([1, 2, 3])
    })
  })
}
