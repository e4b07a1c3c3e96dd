// The embedded database flushes to the disk: PGlite's file layer
// had nothing behind PostgreSQL's fsync(), so a committed write could sit in
// the page cache when the answer left, and a power cut could lose it. The
// flushes are counted where the host makes them (openPglite's onSync hook,
// called by the function that calls fsync/fdatasync), not with strace.

import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPglite, type Db } from '../../server/backend/db.ts'
import { writeFileDurably } from '../../server/backend/host-sync.ts'
import { tempDir } from './support.ts'

const isWal = (file: string) => /[\\/]pg_wal[\\/][0-9A-F]{24}$/.test(file)

/** Every file and directory under dir, dir included. */
function tree(dir: string): string[] {
  const out = [dir]
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) out.push(...tree(path))
    else if (entry.isFile()) out.push(path)
  }
  return out
}

describe('the embedded database flushes what it acknowledges', () => {
  let root: string
  let dir: string
  let db: Db
  const synced: string[] = []

  beforeAll(async () => {
    root = tempDir('sync')
    dir = join(root, 'pglite')
    db = await openPglite(dir, { onSync: (file) => synced.push(file) })
  }, 120_000)

  afterAll(async () => {
    await db?.close()
    rmSync(root, { recursive: true, force: true })
  })

  it('flushes a newly created database directory whole: every file and directory', () => {
    const flushed = new Set(synced)
    const missing = tree(dir).filter((path) => !flushed.has(path))
    expect(missing.map((path) => relative(dir, path) || '.')).toEqual([])
    // ... and its entry in the parent directory.
    expect(flushed.has(root)).toBe(true)
  })

  it('flushes the WAL at every commit, before the statement answers: 50 inserts, at least 50 WAL flushes', async () => {
    await db.exec('create table sync_probe (id serial primary key, value text not null)')
    synced.length = 0
    let walFlushes = 0
    for (let i = 0; i < 50; i++) {
      await db.query('insert into sync_probe (value) values ($1)', [`row ${i}`])
      const now = synced.filter(isWal).length
      // The flush happened before the insert's answer came back.
      expect(now, `WAL flushes once insert ${i + 1} was acknowledged`).toBeGreaterThan(walFlushes)
      walFlushes = now
    }
    expect(walFlushes).toBeGreaterThanOrEqual(50)
    expect((await db.query<{ n: number }>('select count(*)::int as n from sync_probe'))[0]?.n).toBe(50)
  })

  it('flushes a multi-statement transaction when it commits, not before', async () => {
    synced.length = 0
    await db.tx(async (q) => {
      await q.query("insert into sync_probe (value) values ('in a transaction')")
      await q.query("insert into sync_probe (value) values ('same transaction')")
      expect(synced.filter(isWal), 'no flush inside the open transaction').toEqual([])
    })
    expect(synced.filter(isWal).length).toBeGreaterThanOrEqual(1)
  })

  it('flushes the data files a checkpoint writes, and the control file', async () => {
    const [{ path } = { path: '' }] = await db.query<{ path: string }>("select pg_relation_filepath('sync_probe') as path")
    await db.query("insert into sync_probe (value) values ('before the checkpoint')")
    synced.length = 0
    await db.exec('checkpoint')
    const files = synced.map((file) => relative(dir, file).split(sep).join('/'))
    expect(files).toContain(path)
    expect(files).toContain('global/pg_control')
  })
})

describe('a throw-away database (fsync off, tests only)', () => {
  it('makes no flush at all', async () => {
    const root = tempDir('nosync')
    const synced: string[] = []
    const db = await openPglite(join(root, 'pglite'), { fsync: false, onSync: (file) => synced.push(file) })
    try {
      await db.exec('create table t (id int)')
      for (let i = 0; i < 5; i++) await db.query('insert into t values ($1)', [i])
      expect(synced).toEqual([])
    } finally {
      await db.close()
      rmSync(root, { recursive: true, force: true })
    }
  }, 120_000)
})

describe("the server's own files (keys.json)", () => {
  it('are replaced whole: written to a flushed temporary file, renamed, the directory flushed', () => {
    const dir = tempDir('keys')
    try {
      const file = join(dir, 'keys.json')
      writeFileSync(file, '{"old": true}\n')
      const synced: string[] = []
      writeFileDurably(file, '{"new": true}\n', { onSync: (path) => synced.push(path) })
      expect(readFileSync(file, 'utf8')).toBe('{"new": true}\n')
      expect(statSync(file).mode & 0o777).toBe(0o600)
      expect(readdirSync(dir)).toEqual(['keys.json'])
      expect(synced).toHaveLength(2)
      expect(synced[0]).toMatch(/[\\/]\.keys\.json\.\d+\.tmp$/)
      expect(synced[1]).toBe(dir)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
