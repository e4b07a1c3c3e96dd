// Backups: the procedures of docs/deploy.md, run word for word (the shell
// blocks marked `<!-- tested: … -->` are read from the document), on data
// created through the production server. The data is wiped between backup and
// restore; the restored server must serve it back: a user signs in with the
// password and keeps the session, the newsletter and contact rows are there.

import { existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import {
  TEST_DATABASE_URL,
  anonKeyFromHtml,
  browserClient,
  contactRow,
  freshPgliteDataDir,
  freshPostgresDatabase,
  readColumn,
  runDocumented,
  serviceRoleKey,
  startServer,
  tempDir,
  uniqueEmail,
  type ServerOptions,
} from './support.ts'

const PASSWORD = 'durable-password-1'
const ENV = { AUTH_AUTOCONFIRM: 'true', RATE_LIMIT_SCALE: '100' }

interface Created {
  anonKey: string
  email: string
  refreshToken: string
  subscriber: string
  message: string
}

/** An account with a session, a newsletter sign-up and a contact message, through the server. */
async function createData(options: ServerOptions): Promise<Created> {
  const server = await startServer(options)
  try {
    const anonKey = await anonKeyFromHtml(server.url)
    const sb = browserClient(server.url, anonKey)
    const email = uniqueEmail('backup')
    expect((await sb.auth.signUp({ email, password: PASSWORD })).error).toBeNull()
    const signIn = await sb.auth.signInWithPassword({ email, password: PASSWORD })
    expect(signIn.error).toBeNull()
    const subscriber = uniqueEmail('backup-newsletter')
    const newsletter = await sb.from('newsletter_subscribers').insert({ email: subscriber, first_name: 'Dana' })
    expect(newsletter.status).toBe(201)
    const row = contactRow(`backup-${subscriber}`)
    const contact = await sb.from('contact_messages').insert(row)
    expect(contact.status).toBe(201)
    return { anonKey, email, refreshToken: signIn.data.session!.refresh_token, subscriber, message: row.message }
  } finally {
    await server.stop()
  }
}

/** Starts the restored server and checks that everything created before the backup is served again. */
async function expectRestored(options: ServerOptions, created: Created, serviceKey: () => string) {
  const server = await startServer(options)
  try {
    // The same keys: the page serves the same anon key, and the session from before the backup refreshes.
    expect(await anonKeyFromHtml(server.url)).toBe(created.anonKey)
    const sb = browserClient(server.url, created.anonKey)
    const refreshed = await sb.auth.refreshSession({ refresh_token: created.refreshToken })
    expect(refreshed.error).toBeNull()
    expect(refreshed.data.user?.email).toBe(created.email)
    const signIn = await browserClient(server.url, created.anonKey).auth.signInWithPassword({ email: created.email, password: PASSWORD })
    expect(signIn.error).toBeNull()
    expect(await readColumn(server.url, serviceKey(), 'newsletter_subscribers', 'email')).toEqual([created.subscriber])
    expect(await readColumn(server.url, serviceKey(), 'contact_messages', 'message')).toEqual([created.message])
  } finally {
    await server.stop()
  }
}

describe('backup and restore of the embedded database (docs/deploy.md)', () => {
  const cleanups: (() => void)[] = []
  afterAll(() => cleanups.forEach((cleanup) => cleanup()))

  it('stop, archive DATA_DIR, lose it, extract it, start: the data is back', async () => {
    const dataDir = await freshPgliteDataDir('pglite-data')
    const work = tempDir('pglite-backups')
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }), () => rmSync(work, { recursive: true, force: true }))
    const options = { port: 4349, dataDir, env: ENV }
    const created = await createData(options)

    runDocumented('pglite-backup', { cwd: work, env: { DATA_DIR: dataDir } })
    expect(existsSync(join(work, 'site-data.tar.gz'))).toBe(true)

    // The restore refuses to extract over a database that is still there.
    expect(() => runDocumented('pglite-restore', { cwd: work, env: { DATA_DIR: dataDir } })).toThrow(/move it aside first/)

    rmSync(dataDir, { recursive: true, force: true })
    runDocumented('pglite-restore', { cwd: work, env: { DATA_DIR: dataDir } })
    await expectRestored(options, created, () => serviceRoleKey(dataDir))
  }, 120_000)
})

if (!TEST_DATABASE_URL) console.log('Backup and restore on PostgreSQL skipped: TEST_DATABASE_URL not set')

describe.skipIf(!TEST_DATABASE_URL)('backup and restore of PostgreSQL (docs/deploy.md)', () => {
  const cleanups: (() => Promise<void> | void)[] = []
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
  })

  it('pg_dump, lose the database, pg_restore into an empty one, start on a new machine: the data is back', async () => {
    const db = await freshPostgresDatabase(TEST_DATABASE_URL as string)
    cleanups.push(db.drop)
    const dataDir = tempDir('pg-data')
    const work = tempDir('pg-backups')
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }), () => rmSync(work, { recursive: true, force: true }))
    const created = await createData({ port: 4348, dataDir, databaseUrl: db.url, env: ENV })

    runDocumented('pg-backup', { cwd: work, env: { DATABASE_URL: db.url } })
    expect(existsSync(join(work, 'site.dump'))).toBe(true)

    // The database is lost: an empty one of the same name replaces it.
    const name = new URL(db.url).pathname.slice(1)
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL })
    await admin.connect()
    try {
      await admin.query(`drop database ${name} with (force)`)
      await admin.query(`create database ${name}`)
    } finally {
      await admin.end()
    }

    runDocumented('pg-restore', { cwd: work, env: { DATABASE_URL: db.url } })

    // A new machine: an empty DATA_DIR; the keys come from the database.
    const newDataDir = tempDir('pg-data-new')
    cleanups.push(() => rmSync(newDataDir, { recursive: true, force: true }))
    await expectRestored({ port: 4348, dataDir: newDataDir, databaseUrl: db.url, env: ENV }, created, () => serviceRoleKey(newDataDir))
  }, 120_000)
})
