// Operator command: list and export contact messages and newsletter
// subscribers (CSV), create an administrator.
//
//   npm run operator -- <command> [options]
//   node scripts/operator.ts <command> [options]
//
// See docs/operator.md. Storage is found like the server finds it: DATABASE_URL
// (PostgreSQL) or DATA_DIR (embedded PGlite, default ./data). While the server
// holds the embedded database, the command goes through the server's API with
// the service-role key kept in DATA_DIR (or given as SERVICE_ROLE_KEY).

import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { randomBytes } from 'node:crypto'
import { parseArgs } from 'node:util'
import { migrate, type Db } from '../server/backend/db.ts'
import { openDatabase, pgliteLockHolder } from '../server/backend/index.ts'
import { toCsv } from '../server/backend/rest.ts'
import { OWASP_ARGON2, hashPassword } from '../server/backend/crypto.ts'
import { confirmUser, insertEmailUser, updateUserMetadata } from '../server/backend/auth/model.ts'

const CONTACT_COLUMNS = ['id', 'created_at', 'first_name', 'last_name', 'email', 'subject', 'message']
const SUBSCRIBER_COLUMNS = ['id', 'created_at', 'email', 'first_name', 'lang', 'confirmed_at', 'unsubscribed_at']

const USAGE = `Usage: npm run operator -- <command> [options]

Commands:
  contacts [--limit N]                      list the latest contact messages
  subscribers [--status S] [--limit N]      list newsletter subscribers
                                            (S: all, confirmed, pending, unsubscribed; default all)
  export contacts [--out FILE]              contact messages as CSV (stdout by default)
  export subscribers [--status S] [--out FILE]
                                            newsletter subscribers as CSV
  create-admin EMAIL [--password P]         create a confirmed administrator account
                                            (or promote an existing account); prints a
                                            generated password when none is given
  help

Environment: DATABASE_URL (PostgreSQL) or DATA_DIR (embedded database, default ./data);
while the server runs on the embedded database: SITE_URL or --url (the server's address)
and SERVICE_ROLE_KEY (default: the key kept in DATA_DIR/keys.json).`

type Status = 'all' | 'confirmed' | 'pending' | 'unsubscribed'

interface Store {
  contacts(limit: number | null): Promise<Record<string, unknown>[]>
  subscribers(status: Status, limit: number | null): Promise<Record<string, unknown>[]>
  createAdmin(email: string, password: string, keepPasswordOfExisting: boolean): Promise<{ created: boolean }>
  close(): Promise<void>
}

function statusWhere(status: Status): string {
  switch (status) {
    case 'confirmed':
      return 'where confirmed_at is not null and unsubscribed_at is null'
    case 'pending':
      return 'where confirmed_at is null and unsubscribed_at is null'
    case 'unsubscribed':
      return 'where unsubscribed_at is not null'
    default:
      return ''
  }
}

function directStore(db: Db): Store {
  return {
    contacts: (limit) =>
      db.query(`select ${CONTACT_COLUMNS.join(', ')} from public.contact_messages order by created_at desc${limit ? ` limit ${limit}` : ''}`),
    subscribers: (status, limit) =>
      db.query(
        `select ${SUBSCRIBER_COLUMNS.join(', ')} from public.newsletter_subscribers ${statusWhere(status)} order by created_at desc${limit ? ` limit ${limit}` : ''}`,
      ),
    async createAdmin(email, password, keep) {
      const existing = await db.query<{ id: string }>('select id from app_auth.users where email = $1', [email])
      const hash = await hashPassword(password, OWASP_ARGON2)
      const found = existing[0]
      if (found) {
        await db.tx(async (q) => {
          await confirmUser(q, found.id)
          await updateUserMetadata(q, found.id, 'raw_app_meta_data', { roles: ['admin'] })
          if (!keep) await q.query('update app_auth.users set encrypted_password = $2, updated_at = now() where id = $1', [found.id, hash])
        })
        return { created: false }
      }
      await db.tx((q) =>
        insertEmailUser(q, { email, passwordHash: hash, data: {}, appMetadata: { roles: ['admin'] }, confirmed: true }),
      )
      return { created: true }
    },
    close: () => db.close(),
  }
}

function httpStore(baseUrl: string, serviceKey: string): Store {
  const headers = { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, 'Content-Type': 'application/json' }
  const get = async (path: string) => {
    const res = await fetch(baseUrl + path, { headers })
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`)
    return (await res.json()) as Record<string, unknown>[]
  }
  const filter = (status: Status) =>
    ({
      all: '',
      confirmed: '&confirmed_at=is.not.null&unsubscribed_at=is.null',
      pending: '&confirmed_at=is.null&unsubscribed_at=is.null',
      unsubscribed: '&unsubscribed_at=is.not.null',
    })[status]
  return {
    contacts: (limit) => get(`/rest/v1/contact_messages?select=${CONTACT_COLUMNS.join(',')}&order=created_at.desc${limit ? `&limit=${limit}` : ''}`),
    subscribers: (status, limit) =>
      get(`/rest/v1/newsletter_subscribers?select=${SUBSCRIBER_COLUMNS.join(',')}&order=created_at.desc${filter(status)}${limit ? `&limit=${limit}` : ''}`),
    async createAdmin(email, password, keep) {
      const body = { email, password, email_confirm: true, app_metadata: { roles: ['admin'] } }
      const res = await fetch(`${baseUrl}/auth/v1/admin/users`, { method: 'POST', headers, body: JSON.stringify(body) })
      if (res.ok) return { created: true }
      const err = (await res.json()) as { error_code?: string; msg?: string }
      if (err.error_code !== 'email_exists') throw new Error(err.msg ?? `HTTP ${res.status}`)
      const list = await fetch(`${baseUrl}/auth/v1/admin/users?per_page=1000&filter=${encodeURIComponent(email)}`, { headers })
      const users = ((await list.json()) as { users: { id: string; email: string }[] }).users
      const user = users.find((u) => u.email === email)
      if (!user) throw new Error(`no account found for ${email}`)
      const upd = await fetch(`${baseUrl}/auth/v1/admin/users/${user.id}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ email_confirm: true, app_metadata: { roles: ['admin'] }, ...(keep ? {} : { password }) }),
      })
      if (!upd.ok) throw new Error(`update failed: ${upd.status} ${await upd.text()}`)
      return { created: false }
    },
    async close() {},
  }
}

async function openStore(url: string | undefined): Promise<Store> {
  const dataDir = resolve(process.env.DATA_DIR ?? './data')
  if (process.env.DATABASE_URL) {
    const db = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL })
    await migrate(db)
    return directStore(db)
  }
  const holder = pgliteLockHolder(dataDir)
  if (holder !== null || url) {
    const base = (url ?? process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/+$/, '')
    let key = process.env.SERVICE_ROLE_KEY
    const keysFile = join(dataDir, 'keys.json')
    if (!key && existsSync(keysFile)) key = (JSON.parse(readFileSync(keysFile, 'utf8')) as { serviceRoleKey?: string }).serviceRoleKey
    if (!key) throw new Error(`the server (process ${holder}) holds ${dataDir}; set SERVICE_ROLE_KEY to go through its API`)
    return httpStore(base, key)
  }
  const db = await openDatabase({ dataDir })
  await migrate(db)
  return directStore(db)
}

function table(rows: Record<string, unknown>[], columns: string[]): string {
  const cell = (v: unknown) => {
    const s = v === null || v === undefined ? '' : v instanceof Date ? v.toISOString() : String(v)
    const flat = s.replace(/\s+/g, ' ')
    return flat.length > 60 ? flat.slice(0, 57) + '...' : flat
  }
  const data = rows.map((r) => columns.map((c) => cell(r[c])))
  const widths = columns.map((c, i) => Math.max(c.length, ...data.map((d) => (d[i] as string).length)))
  const line = (cells: string[]) => cells.map((s, i) => s.padEnd(widths[i] as number)).join('  ').trimEnd()
  return [line(columns), line(widths.map((w) => '-'.repeat(w))), ...data.map(line)].join('\n')
}

export async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      limit: { type: 'string' },
      status: { type: 'string' },
      out: { type: 'string' },
      password: { type: 'string' },
      url: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  const [command, arg] = positionals
  if (!command || command === 'help' || values.help) {
    console.log(USAGE)
    return command || values.help ? 0 : 1
  }
  const limit = values.limit ? Number(values.limit) : null
  if (limit !== null && (!Number.isInteger(limit) || limit <= 0)) throw new Error('--limit must be a positive integer')
  const status = (values.status ?? 'all') as Status
  if (!['all', 'confirmed', 'pending', 'unsubscribed'].includes(status)) throw new Error('--status must be all, confirmed, pending or unsubscribed')

  const store = await openStore(values.url)
  try {
    switch (command) {
      case 'contacts': {
        const rows = await store.contacts(limit ?? 50)
        console.log(table(rows, CONTACT_COLUMNS))
        console.log(`\n${rows.length} message(s)`)
        return 0
      }
      case 'subscribers': {
        const rows = await store.subscribers(status, limit)
        console.log(table(rows, SUBSCRIBER_COLUMNS))
        console.log(`\n${rows.length} subscriber(s)`)
        return 0
      }
      case 'export': {
        let csv: string
        if (arg === 'contacts') csv = toCsv(await store.contacts(null), CONTACT_COLUMNS, true)
        else if (arg === 'subscribers') csv = toCsv(await store.subscribers(status, null), SUBSCRIBER_COLUMNS, true)
        else throw new Error('export what? contacts or subscribers')
        if (values.out) {
          writeFileSync(values.out, csv)
          console.error(`written to ${values.out}`)
        } else process.stdout.write(csv)
        return 0
      }
      case 'create-admin': {
        const email = (arg ?? '').trim().toLowerCase()
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error('create-admin needs an e-mail address')
        const given = values.password
        if (given !== undefined && [...given].length < 6) throw new Error('the password needs at least 6 characters')
        const password = given ?? randomBytes(12).toString('base64url')
        const { created } = await store.createAdmin(email, password, given === undefined)
        console.log(`${created ? 'created' : 'promoted'} administrator ${email} (app_metadata.roles = ["admin"])`)
        if (given === undefined && created) console.log(`password: ${password}`)
        return 0
      }
      default:
        console.error(`unknown command: ${command}\n\n${USAGE}`)
        return 1
    }
  } finally {
    await store.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('operator.ts')) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (e: unknown) => {
      console.error(`operator: ${e instanceof Error ? e.message : String(e)}`)
      process.exit(1)
    },
  )
}
