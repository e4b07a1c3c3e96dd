// Storage: one small interface over embedded PGlite or a PostgreSQL server.
//
// Every query goes through `query` (one statement, parameters as $1..$n) and
// every multi-statement change through `tx`, which commits before it resolves.
// Code inside a transaction must use the transaction's own `query` (PGlite has
// a single connection: a query outside the transaction would wait for it).

import { readdir, readFile } from 'node:fs/promises'
import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { setFlagsFromString } from 'node:v8'
import type { NodeFS } from '@electric-sql/pglite/nodefs'
import { syncHostFile, syncTree, type SyncListener } from './host-sync.ts'

export type Row = Record<string, unknown>

export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>
}

export interface Db extends Queryable {
  kind: 'pglite' | 'postgres'
  tx<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  exec(sql: string): Promise<void>
  close(): Promise<void>
}

/** A PostgreSQL error as both drivers report it (pg and PGlite share the wire protocol fields). */
export interface PgError {
  code: string
  message: string
  detail?: string
  hint?: string
  constraint?: string
  table?: string
  column?: string
}

export function isPgError(error: unknown): error is PgError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as { code: string }).code) &&
    typeof (error as { message?: unknown }).message === 'string'
  )
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../db/migrations/', import.meta.url))

// Parameters PGlite starts postgres with: its defaults, with fsync on (its
// default runs with -F, fsync off) and small buffers to keep the process lean.
// WAL is flushed with fsync(), not Linux's default fdatasync(): in PGlite's
// WebAssembly build fdatasync() returns without doing anything, whereas
// fsync() reaches the file layer, where `durableFileLayer` flushes the host
// file.
const PGLITE_START_PARAMS = [
  '--single', '-O', '-j',
  '-c', 'search_path=public',
  '-c', 'exit_on_error=false',
  '-c', 'log_checkpoints=false',
  '-c', 'max_worker_processes=0',
  '-c', 'max_parallel_workers=0',
  '-c', 'max_parallel_workers_per_gather=0',
  '-c', 'io_method=sync',
  '-c', 'max_parallel_maintenance_workers=0',
  '-c', 'shared_buffers=16MB',
  '-c', 'work_mem=2MB',
  '-c', 'wal_sync_method=fsync',
]

/**
 * Compiles PGlite's WebAssembly with V8's baseline compiler only (Liftoff).
 * Tiering hot functions up to TurboFan costs hundreds of megabytes of
 * compiler memory that the process keeps (measured: resident memory 630+ MB
 * after a few hundred queries, against about 150 MB with Liftoff alone), for
 * no gain on this workload of small statements. Must run before
 * the module is compiled; it applies to every WebAssembly module compiled later.
 */
function compileWasmWithBaselineOnly() {
  setFlagsFromString('--liftoff-only --no-wasm-tier-up --no-wasm-dynamic-tiering')
}

/** The part of Emscripten's NODEFS (PGlite's host file layer) that `durableNodeFs` completes. */
interface NodefsInternals {
  stream_ops: { fsync?: (stream: { nfd: number; node: unknown }) => number }
  realPath(node: unknown): string
  tryFSOperation<T>(operation: () => T): T
}

/**
 * PGlite's Node file layer with a working fsync. Emscripten's NODEFS maps each
 * file PostgreSQL opens to a host file descriptor but has no `fsync` stream
 * operation, so PostgreSQL's fsync() returned success without touching the
 * disk (and its fdatasync() is a no-op before reaching the file layer, hence
 * wal_sync_method=fsync). Here fsync() flushes the host file; a failure is
 * returned to PostgreSQL as its errno, so a WAL flush that fails is an error
 * (PANIC), as on a native server.
 */
async function durableNodeFs(dir: string, onSync?: SyncListener): Promise<NodeFS> {
  const { NodeFS } = await import('@electric-sql/pglite/nodefs')
  class DurableNodeFS extends NodeFS {
    override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
      const result = await super.init(...args)
      const emscripten = result.emscriptenOpts
      emscripten.preRun = [
        ...(emscripten.preRun ?? []),
        (mod) => {
          const nodefs = mod.NODEFS as unknown as NodefsInternals
          nodefs.stream_ops.fsync = (stream) => {
            nodefs.tryFSOperation(() => syncHostFile(stream.nfd, nodefs.realPath(stream.node), onSync))
            return 0
          }
        },
      ]
      return result
    }
  }
  return new DurableNodeFS(dir)
}

/** Runs async operations one after another, each starting when the previous one has settled. */
function serialised(): <T>(operation: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve()
  return <T>(operation: () => Promise<T>) => {
    const run = tail.then(operation)
    tail = run.catch(() => {})
    return run
  }
}

/**
 * Opens PGlite in a directory. fsync may be turned off for throw-away databases (tests).
 *
 * PGlite has one connection, so one failed statement can leave it unusable for
 * everyone: a parameter its serialiser rejects (a number where text[] is
 * expected) leaves half a protocol message behind, and the next statement, or
 * the transaction's own ROLLBACK, fails too, leaving the session in an aborted
 * transaction until restart. So every operation runs alone, and after any
 * failure, before the next operation, the connection is brought back to idle:
 * ROLLBACK, then a probe; if that still fails, PGlite is reopened.
 *
 * With fsync on, every flush PostgreSQL asks for reaches the disk (see
 * `durableNodeFs`): the WAL at each commit, before the statement's answer,
 * and the data files at checkpoints. A new database directory is flushed
 * whole once it is created. `onSync` is told every file flushed.
 */
export async function openPglite(
  dir: string,
  options: { fsync?: boolean; log?: (line: string) => void; onSync?: SyncListener } = {},
): Promise<Db> {
  mkdirSync(dir, { recursive: true })
  compileWasmWithBaselineOnly()
  const { PGlite } = await import('@electric-sql/pglite')
  const durable = options.fsync !== false
  const startParams = durable ? PGLITE_START_PARAMS : ['--single', '-F', ...PGLITE_START_PARAMS.slice(1)]
  const start = async () => {
    const instance = new PGlite({ fs: await durableNodeFs(dir, options.onSync), startParams })
    await instance.waitReady
    return instance
  }
  // PGlite writes a new cluster from an archive, with no flush at all.
  const created = !existsSync(join(dir, 'PG_VERSION'))
  let pg = await start()
  if (created && durable) syncTree(dir, options.onSync)
  const exclusive = serialised()

  async function backToIdle(): Promise<void> {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        await pg.exec('rollback')
        await pg.query('select 1')
        return
      } catch {
        // A desynchronised connection answers the next message with an error: the following one is clean.
      }
    }
    options.log?.('backend: the embedded database did not recover after a failed statement; reopening it')
    await Promise.race([pg.close(), new Promise((resolve) => setTimeout(resolve, 5000))]).catch(() => {})
    pg = await start()
  }

  /** Runs one operation alone; a failure is reported to the caller after the connection is idle again. */
  const guarded = <T>(operation: () => Promise<T>) =>
    exclusive(async () => {
      try {
        return await operation()
      } catch (error) {
        await backToIdle()
        throw error
      }
    })

  return {
    kind: 'pglite',
    query<T extends Row>(sql: string, params: unknown[] = []) {
      return guarded(async () => (await pg.query<T>(sql, params)).rows)
    },
    tx<T>(fn: (tx: Queryable) => Promise<T>) {
      return guarded(() =>
        pg.transaction(async (transaction) =>
          fn({
            async query<R extends Row>(sql: string, params: unknown[] = []) {
              return (await transaction.query<R>(sql, params)).rows
            },
          }),
        ),
      )
    },
    exec(sql: string) {
      return guarded(async () => {
        await pg.exec(sql)
      })
    },
    close() {
      return exclusive(() => pg.close())
    },
  }
}

export async function openPostgres(url: string, options: { max?: number } = {}): Promise<Db> {
  const pgModule = await import('pg')
  const pgLib = (pgModule as unknown as { default?: typeof pgModule }).default ?? pgModule
  // Dates as JS Dates (the default), int8 as numbers (counts never exceed 2^53 here).
  pgLib.types.setTypeParser(20, (value: string) => Number(value))
  const pool = new pgLib.Pool({ connectionString: url, max: options.max ?? 10 })
  pool.on('error', () => {
    /* an idle client died; the pool replaces it */
  })
  // Fail fast when the server is unreachable.
  const probe = await pool.connect()
  probe.release()
  return {
    kind: 'postgres',
    async query<T extends Row>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as T[]
    },
    async tx<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect()
      let released = false
      try {
        await client.query('begin')
        const result = await fn({
          async query<R extends Row>(sql: string, params: unknown[] = []) {
            return (await client.query(sql, params)).rows as R[]
          },
        })
        await client.query('commit')
        return result
      } catch (error) {
        // A client that cannot roll back is destroyed rather than returned to the pool in a transaction.
        released = true
        await client.query('rollback').then(
          () => client.release(),
          (rollbackError: unknown) => client.release(rollbackError instanceof Error ? rollbackError : true),
        )
        throw error
      } finally {
        if (!released) client.release()
      }
    },
    async exec(sql: string) {
      await pool.query(sql)
    },
    async close() {
      await pool.end()
    },
  }
}

/**
 * Applies the SQL files of db/migrations in name order, each once, each in a
 * transaction. The same files run on PGlite and PostgreSQL. Concurrent
 * starters on PostgreSQL serialise on an advisory lock.
 */
export async function migrate(db: Db, directory = MIGRATIONS_DIR, log?: (line: string) => void): Promise<string[]> {
  const files = (await readdir(directory)).filter((file) => /^\d+_.*\.sql$/.test(file)).sort()
  const applied: string[] = []
  await db.tx(async (tx) => {
    if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock(7345012981)')
    await tx.query(`create schema if not exists app_auth`)
    await tx.query(
      `create table if not exists app_auth.schema_migrations (
         version text primary key,
         applied_at timestamptz not null default now())`,
    )
    const done = new Set((await tx.query<{ version: string }>('select version from app_auth.schema_migrations')).map((row) => row.version))
    for (const file of files) {
      if (done.has(file)) continue
      const sql = await readFile(join(directory, file), 'utf8')
      // A file may hold several statements; each runs in the migration's transaction.
      for (const statement of splitSql(sql)) await tx.query(statement)
      await tx.query('insert into app_auth.schema_migrations (version) values ($1)', [file])
      applied.push(file)
      log?.(`backend: applied migration ${file}`)
    }
  })
  return applied
}

/** Splits a SQL file into statements, keeping $$-quoted bodies and strings intact. */
export function splitSql(sql: string): string[] {
  const statements: string[] = []
  let current = ''
  let at = 0
  let dollar: string | null = null
  let quote = false
  while (at < sql.length) {
    const character = sql[at] as string
    if (dollar) {
      if (sql.startsWith(dollar, at)) {
        current += dollar
        at += dollar.length
        dollar = null
        continue
      }
      current += character
      at++
      continue
    }
    if (quote) {
      current += character
      at++
      if (character === "'") quote = false
      continue
    }
    if (character === '-' && sql[at + 1] === '-') {
      const end = sql.indexOf('\n', at)
      at = end === -1 ? sql.length : end + 1
      current += '\n'
      continue
    }
    if (character === "'") {
      quote = true
      current += character
      at++
      continue
    }
    if (character === '$') {
      const tag = /^\$[A-Za-z_]*\$/.exec(sql.slice(at))
      if (tag) {
        dollar = tag[0]
        current += dollar
        at += dollar.length
        continue
      }
    }
    if (character === ';') {
      if (current.trim()) statements.push(current.trim())
      current = ''
      at++
      continue
    }
    current += character
    at++
  }
  if (current.trim()) statements.push(current.trim())
  return statements
}
