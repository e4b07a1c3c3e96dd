/**
 * `node bench/embedded-inserts.ts`: committed inserts per second on the
 * embedded database (PGlite with fsync on, as the server opens it), in a new
 * data directory under DATA_DIR's file system (the current directory by
 * default, since /tmp may be a RAM disk where a flush costs nothing).
 *
 * Prints, for each of three runs, single-row inserts each committed on its
 * own (one WAL flush each) and ten-row transactions, and how many files the
 * host flushed. `--db=<path to db.ts>` measures another checkout's storage
 * layer (e.g. the previous commit's, for a before/after figure);
 * `--inserts=<n>` (default 2000), `--dir=<parent directory>`.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { openPglite as OpenPglite } from '../server/backend/db.ts'

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=')
    return [key!, value ?? 'true'] as const
  }),
)
const inserts = Number(args.get('inserts') ?? 2000)
const parent = resolve(args.get('dir') ?? '.')
const moduleUrl = pathToFileURL(resolve(args.get('db') ?? join(import.meta.dirname, '..', 'server', 'backend', 'db.ts'))).href
const { openPglite } = (await import(moduleUrl)) as { openPglite: typeof OpenPglite }

const root = mkdtempSync(join(parent, '.bench-embedded-'))
try {
  let flushes = 0
  const db = await openPglite(join(root, 'pglite'), { onSync: () => flushes++ })
  await db.exec('create table bench_rows (id serial primary key, value text not null, at timestamptz not null default now())')
  for (let run = 1; run <= 3; run++) {
    flushes = 0
    let started = performance.now()
    for (let i = 0; i < inserts; i++) await db.query('insert into bench_rows (value) values ($1)', [`row ${run}-${i}`])
    const single = (inserts / (performance.now() - started)) * 1000
    const singleFlushes = flushes
    flushes = 0
    started = performance.now()
    for (let i = 0; i < inserts; i += 10) {
      await db.tx(async (q) => {
        for (let j = 0; j < 10; j++) await q.query('insert into bench_rows (value) values ($1)', [`batch ${run}-${i + j}`])
      })
    }
    const batched = (inserts / (performance.now() - started)) * 1000
    console.log(
      `run ${run}: ${Math.round(single)} single-row inserts/s (${singleFlushes} host flushes), ` +
        `${Math.round(batched)} rows/s in 10-row transactions (${flushes} host flushes)`,
    )
  }
  await db.close()
} finally {
  rmSync(root, { recursive: true, force: true })
}
