// Durability tests: the production server (`node server/main.ts`) as a child
// process, on embedded PGlite in a temporary DATA_DIR or on a fresh
// PostgreSQL database (TEST_DATABASE_URL), reached over HTTP like a browser.

import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { decodeJwt } from 'jose'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'

import { MIGRATIONS_DIR, migrate, openPglite } from '../../server/backend/db.ts'

import { freshPostgresDatabase } from '../backend/helpers.ts'

export { freshPostgresDatabase }
export { uniqueEmail } from '../backend/helpers.ts'

export const ROOT = join(import.meta.dirname, '..', '..')
/** The project's pinned Node (the system one may be too old to run server/main.ts). */
export const NODE = existsSync(join(ROOT, 'node_modules', '.bin', 'node')) ? join(ROOT, 'node_modules', '.bin', 'node') : process.execPath
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `sei-durability-${prefix}-`))
}

/**
 * A new DATA_DIR whose embedded database is empty and migrated: a copy of a
 * template built once per set of migrations and PGlite version (creating a
 * PGlite cluster costs 10-20 s of CPU; copying it, a second). The server
 * still creates its keys and opens, recovers and checks the database itself.
 */
export async function freshPgliteDataDir(prefix: string): Promise<string> {
  const hash = createHash('sha256')
  hash.update(readFileSync(join(ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json')))
  for (const file of readdirSync(MIGRATIONS_DIR).sort()) hash.update(file).update(readFileSync(join(MIGRATIONS_DIR, file)))
  const template = join(tmpdir(), `sei-durability-pglite-template-${hash.digest('hex').slice(0, 16)}`)
  if (!existsSync(template)) {
    const building = mkdtempSync(`${template}.building-`)
    const db = await openPglite(join(building, 'pglite'), { fsync: false })
    await migrate(db)
    await db.close()
    try {
      renameSync(building, template)
    } catch {
      rmSync(building, { recursive: true, force: true }) // built by a concurrent run meanwhile
    }
  }
  const dataDir = tempDir(prefix)
  cpSync(join(template, 'pglite'), join(dataDir, 'pglite'), { recursive: true })
  return dataDir
}

export interface ServerOptions {
  port: number
  dataDir: string
  databaseUrl?: string
  /** more environment variables (AUTH_AUTOCONFIRM, RATE_LIMIT_SCALE, ...) */
  env?: Record<string, string>
}

export interface RunningServer {
  url: string
  pid: number
  options: ServerOptions
  /** everything the process printed */
  output(): string
  /** SIGKILL: no shutdown code runs */
  kill(): Promise<void>
  /** SIGTERM and wait for the exit */
  stop(): Promise<void>
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

/** The environment of a server: only what the test sets (no DATABASE_URL, SMTP_URL, ... of the caller). */
function serverEnv(options: ServerOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    NODE_ENV: 'production',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    SITE_URL: `http://127.0.0.1:${options.port}`,
    DATA_DIR: options.dataDir,
    ...options.env,
  }
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl
  return env
}

async function healthy(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(3000) })
    return res.status === 200
  } catch {
    return false
  }
}

/**
 * Starts `node server/main.ts` and waits until /api/health answers 200.
 * Another engineer may be rebuilding build/ at the same time: a start that
 * fails on a half-written build is retried.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const url = `http://127.0.0.1:${options.port}`
  if (await healthy(url)) throw new Error(`port ${options.port} is already in use by another server`)
  let lastOutput = ''
  for (let attempt = 1; attempt <= 3; attempt++) {
    const child = spawn(NODE, ['server/main.ts'], { cwd: ROOT, env: serverEnv(options), stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()))
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()))
    const gone = exited(child)
    let dead = false
    void gone.then(() => (dead = true))
    const deadline = Date.now() + 90_000
    while (!dead && Date.now() < deadline) {
      if (await healthy(url)) {
        return {
          url,
          pid: child.pid as number,
          options,
          output: () => output,
          async kill() {
            child.kill('SIGKILL')
            await gone
          },
          async stop() {
            child.kill('SIGTERM')
            await gone
          },
        }
      }
      await new Promise((r) => setTimeout(r, 150))
    }
    if (!dead) {
      child.kill('SIGKILL')
      await gone
      throw new Error(`server on port ${options.port} did not become healthy in 90 s:\n${output}`)
    }
    lastOutput = output
    // A build being rewritten shows up as a missing or unparsable file under build/.
    if (!/build[/\\]|ERR_MODULE_NOT_FOUND|SyntaxError|ENOENT/.test(output)) break
    await new Promise((r) => setTimeout(r, 5000))
  }
  throw new Error(`server on port ${options.port} exited before it was ready:\n${lastOutput}`)
}

export interface ServerGroup {
  servers: RunningServer[]
  databaseUrl: string
  /** the anon key, as the first server's HTML gives it */
  anonKey: string
  /** kills the servers, drops the database, removes the data directories */
  close(): Promise<void>
}

/**
 * Production servers sharing one fresh PostgreSQL database (TEST_DATABASE_URL),
 * each on its own port and DATA_DIR as on separate machines, started together
 * (so they also run the migrations at once).
 */
export async function startServersOnPostgres(options: { ports: number[]; prefix: string; env?: Record<string, string> }): Promise<ServerGroup> {
  const cleanups: (() => Promise<void> | void)[] = []
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
  }
  try {
    const db = await freshPostgresDatabase(TEST_DATABASE_URL as string)
    cleanups.push(db.drop)
    const dirs = options.ports.map((port) => tempDir(`${options.prefix}-${port}`))
    for (const dir of dirs) cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
    const started = await Promise.allSettled(
      options.ports.map((port, i) => startServer({ port, dataDir: dirs[i] as string, databaseUrl: db.url, env: options.env })),
    )
    for (const result of started) if (result.status === 'fulfilled') cleanups.push(() => result.value.kill())
    const failed = started.find((result) => result.status === 'rejected')
    if (failed) throw failed.reason
    const servers = started.map((result) => (result as PromiseFulfilledResult<RunningServer>).value)
    return { servers, databaseUrl: db.url, anonKey: await anonKeyFromHtml((servers[0] as RunningServer).url), close }
  } catch (error) {
    await close()
    throw error
  }
}

/** The anon key the browser gets: read from the served HTML, as the web app receives it. */
export async function anonKeyFromHtml(url: string): Promise<string> {
  const html = await (await fetch(`${url}/`)).text()
  for (const token of html.match(/eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/g) ?? []) {
    if (decodeJwt(token).role === 'anon') return token
  }
  throw new Error(`no anon key in the HTML of ${url}/`)
}

/** The service-role key the server keeps in DATA_DIR/keys.json (what the operator command uses). */
export function serviceRoleKey(dataDir: string): string {
  return (JSON.parse(readFileSync(join(dataDir, 'keys.json'), 'utf8')) as { serviceRoleKey: string }).serviceRoleKey
}

/** A browser-like supabase-js client without a persisted session. */
export function browserClient(url: string, anonKey: string): SupabaseClient {
  return createClient(url, anonKey, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } })
}

/** Every value of one column of a table, read through the server with the service-role key (as the operator command does). */
export async function readColumn(url: string, serviceKey: string, table: string, column: string): Promise<string[]> {
  const res = await fetch(`${url}/rest/v1/${table}?select=${column}`, { headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` } })
  if (res.status !== 200) throw new Error(`reading ${table}: ${res.status} ${await res.text()}`)
  return ((await res.json()) as Record<string, string>[]).map((row) => row[column] as string)
}

/** How many times each value occurs. */
export function counts(values: string[]): Map<string, number> {
  const out = new Map<string, number>()
  for (const v of values) out.set(v, (out.get(v) ?? 0) + 1)
  return out
}

export const contactRow = (marker: string) => ({
  first_name: 'Durable',
  last_name: 'Writer',
  email: 'durable.writer@example.com',
  subject: 'info',
  message: `Durability marker ${marker}`,
  website: '',
})

/** The shell block that follows `<!-- tested: ID -->` in docs/deploy.md. */
export function documentedCommands(id: string): string {
  const doc = readFileSync(join(ROOT, 'docs', 'deploy.md'), 'utf8')
  const m = new RegExp(`<!-- tested: ${id} -->\\n\`\`\`sh\\n([\\s\\S]*?)\\n\`\`\`\\n`).exec(doc)
  if (!m) throw new Error(`docs/deploy.md has no "tested: ${id}" shell block`)
  return m[1] as string
}

/** Runs a documented block with bash, as an operator would paste it; fails on the first failing command. */
export function runDocumented(id: string, options: { cwd: string; env: Record<string, string> }): { commands: string; output: string } {
  const commands = documentedCommands(id)
  const result = spawnSync('bash', ['-e', '-u', '-o', 'pipefail', '-c', commands], {
    cwd: options.cwd,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...options.env },
    encoding: 'utf8',
  })
  const output = `${result.stdout}${result.stderr}`
  if (result.status !== 0) throw new Error(`documented "${id}" commands failed (${result.status}):\n${commands}\n${output}`)
  return { commands, output }
}
