/**
 * `npm run bench`: builds, starts the production server on a fresh data directory (the embedded database,
 * every company loaded), and prints one table of measured figures beside the previous run's
 * (bench/last-run.json, rewritten at the end):
 * - start-up to a healthy /api/health, resident memory idle and at the peak of the load;
 * - throughput and latency with wrk (Debian's `wrk`; 50 connections): the prerendered home, and the pages a
 *   visitor asks with a query or an address that is not prerendered (search, a filtered directory, a register
 *   profile) answered from the render caches ("warm");
 * - the same pages rendered for every request ("cold": a server started with RENDER_CACHE=off, 1 connection);
 * - the prerendered home against nginx serving the same gzip bytes (one worker, gzip_static), runs alternated;
 * - the JavaScript and CSS a first visit downloads, measured in Chromium.
 * Then runs `bench/search.ts` (the site search in process).
 *
 * Options: --no-build (reuse build/), --duration=<seconds> (default 10), --connections=<n> (default 50),
 * --port=<n> (default 4300; nginx uses n+1), --rounds=<n> (alternated nginx rounds, default 3).
 * No figure here is asserted by a test: they go to docs/performance.md.
 */
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { firstVisitBytes as firstVisitBytesAt } from './first-visit-bytes.ts'
import { serveEnvironment, serveNodeArguments } from '../server/serve-command.ts'

const root = join(import.meta.dirname, '..')
const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=')
    return [key!, value ?? 'true'] as const
  }),
)
const duration = Number(args.get('duration') ?? 10)
const connections = Number(args.get('connections') ?? 50)
const rounds = Number(args.get('rounds') ?? 3)
const port = Number(args.get('port') ?? 4300)
const nginxPort = port + 1
const base = `http://127.0.0.1:${port}`
const lastRunFile = join(root, 'bench', 'last-run.json')

interface Row {
  metric: string
  value: string
  target?: string
}
const rows: Row[] = []

function rssMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kilobytes = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0)
  return kilobytes / 1024
}

async function waitHealthy(url: string, timeoutMs: number): Promise<number> {
  const started = performance.now()
  while (performance.now() - started < timeoutMs) {
    try {
      const response = await fetch(url)
      if (response.status === 200) return performance.now() - started
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`${url} not healthy after ${timeoutMs} ms`)
}

/** Everything the bench started, stopped however the bench ends. */
const children = new Set<ChildProcess>()
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
})

function startServer(dataDir: string, env: Record<string, string> = {}): ChildProcess {
  const child = spawn(process.execPath, [...serveNodeArguments, 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, ...serveEnvironment, PORT: String(port), HOST: '127.0.0.1', SITE_URL: base, DATA_DIR: dataDir, RATE_LIMIT_SCALE: '100000', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  children.add(child)
  return child
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

interface Load {
  requestsPerSecond: number
  p50: number
  p99: number
  /** Requests wrk gave up on, with no answer within its 2 s timeout (the server may still have answered later). */
  timeouts: number
  /** Connection, read and write errors, and answers other than 2xx or 3xx. */
  errors: number
}

/** wrk's duration ("1.23ms", "850.00us", "1.02s") in milliseconds. */
function milliseconds(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim())
  if (!match) return Number.NaN
  const value = Number(match[1])
  return match[2] === 'us' ? value / 1000 : match[2] === 'ms' ? value : match[2] === 's' ? value * 1000 : value * 60_000
}

/** One wrk run (one thread: the server under test has the other core); asynchronous, so the memory sampler runs. */
async function wrk(url: string, options: { connections?: number; seconds?: number; headers?: Record<string, string>; script?: string } = {}): Promise<Load> {
  const wrkArgs = ['-t1', `-c${options.connections ?? connections}`, `-d${options.seconds ?? duration}s`, '--latency']
  for (const [name, value] of Object.entries(options.headers ?? {})) wrkArgs.push('-H', `${name}: ${value}`)
  if (options.script) wrkArgs.push('-s', options.script)
  const out = await new Promise<string>((resolve, reject) => {
    execFile('wrk', [...wrkArgs, url], (error, stdout, stderr) => (error ? reject(new Error(`wrk failed: ${stderr || error.message}`)) : resolve(stdout)))
  })
  const percentile = (p: string) => milliseconds(new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(out)?.[1] ?? '')
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out)
  const timeouts = Number(socketErrors?.[4] ?? 0)
  const errors = (socketErrors ? socketErrors.slice(1, 4).reduce((sum, n) => sum + Number(n), 0) : 0) + Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0)
  return { requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? Number.NaN), p50: percentile('50'), p99: percentile('99'), timeouts, errors }
}

function describeLoad(measured: Load): string {
  const errors = measured.errors ? `, ${measured.errors} errors` : ''
  const timeouts = measured.timeouts ? `, ${measured.timeouts} unanswered within wrk's 2 s` : ''
  return `${Math.round(measured.requestsPerSecond)} req/s, p50 ${measured.p50.toFixed(2)} ms, p99 ${measured.p99.toFixed(2)} ms${errors}${timeouts}`
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

/**
 * JavaScript and CSS a first visit of a page downloads, measured in the system
 * Chromium (every script and stylesheet response until the network is idle,
 * including chunks imported at run time), each counted at gzip -9. Without a
 * Chromium, falls back to the assets the HTML names.
 */
const firstVisitBytes = (path: string) => firstVisitBytesAt(base, path)

function nginxAvailable(): string | null {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(candidate)) return candidate
  return null
}

/** Refuses to measure against whatever already listens on a port the bench needs. */
async function assertPortFree(portToCheck: number) {
  const answered = await fetch(`http://127.0.0.1:${portToCheck}/`).then(
    () => true,
    () => false,
  )
  if (answered) throw new Error(`Port ${portToCheck} is already in use: stop what listens there or pass --port=<n>.`)
}

/** Slugs of register companies that no hand-checked company matches (their profiles are not prerendered), first 21 by name. */
function registerOnlySlugs(): string[] {
  const prerendered = new Set(
    (JSON.parse(readFileSync(join(root, 'build', 'prerendered', 'manifest.json'), 'utf8')) as { pages: { path: string }[] }).pages.map((page) => page.path),
  )
  return readFileSync(join(root, 'content', 'register', 'companies.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { slug: string }).slug)
    .filter((slug) => !prerendered.has(`/startups/${slug}`))
    .sort()
    .slice(0, 21)
}

async function main() {
  if (spawnSync('wrk', ['--version']).error) throw new Error('wrk is not installed: apt-get install wrk (Debian)')
  await assertPortFree(port)
  await assertPortFree(nginxPort)
  if (args.get('build') !== 'false' && !args.has('no-build')) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
    if (build.status !== 0) throw new Error('build failed')
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'sei-bench-'))
  const brotli = { 'accept-encoding': 'br, gzip' }
  const registerSlugs = registerOnlySlugs()
  const registerProfile = `/startups/${registerSlugs[1]}`
  const pages = [
    ['Search', '/search?q=cyber'],
    ['Filtered directory', '/startups?sector=fintech&size=m'],
    ['Register profile (not prerendered)', registerProfile],
  ] as const
  try {
    // Start-up on a new data directory (creates the database), then on the existing one.
    let started = performance.now()
    let server = startServer(dataDir)
    await waitHealthy(`${base}/api/health`, 120_000)
    const firstStart = performance.now() - started
    await stopServer(server)
    started = performance.now()
    server = startServer(dataDir)
    await waitHealthy(`${base}/api/health`, 60_000)
    const secondStart = performance.now() - started
    rows.push({ metric: 'Start-up to a healthy /api/health, new data directory', value: `${Math.round(firstStart)} ms` })
    rows.push({ metric: 'Start-up to a healthy /api/health, existing data directory', value: `${Math.round(secondStart)} ms`, target: '<= 3000 ms' })

    // Every company loaded (the model and each language's views are built on first use).
    for (const prefix of ['', '/en', '/he']) {
      for (const path of [`/startups/${registerSlugs[0]}`, '/startups?page=2', '/search?q=data']) {
        await fetch(`${base}${prefix}${path}`).then((response) => response.arrayBuffer())
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 3000))
    const pid = server.pid!
    rows.push({ metric: 'Resident memory, idle, every company loaded', value: `${rssMegabytes(pid).toFixed(0)} MB`, target: '<= 350 MB' })

    let peak = 0
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMegabytes(pid))
    }, 200)
    // Warm-up: the compressed variants exist and the pages are in the render caches before measuring.
    await wrk(`${base}/`, { seconds: 2, headers: brotli })
    for (const [, path] of pages) await wrk(`${base}${path}`, { seconds: 2, headers: brotli })

    const home = await wrk(`${base}/`, { headers: brotli })
    rows.push({ metric: `Prerendered home: GET / (brotli), ${connections} connections`, value: describeLoad(home) })
    for (const [label, path] of pages) {
      const warm = await wrk(`${base}${path}`, { headers: brotli })
      rows.push({
        metric: `${label}, warm (render cache): GET ${path}`,
        value: `${describeLoad(warm)}; ${(warm.requestsPerSecond / home.requestsPerSecond).toFixed(2)}x the home`,
        target: '>= 0.5x the home',
      })
    }
    const script = join(dataDir, 'newsletter.lua')
    const anon = (JSON.parse(readFileSync(join(dataDir, 'keys.json'), 'utf8')) as { anonKey: string }).anonKey
    writeFileSync(
      script,
      `local counter = 0
request = function()
  counter = counter + 1
  local body = string.format('{"email":"bench-%d-%d@example.net","first_name":null,"confirmation_token":"%08x-0000-4000-8000-%012x"}', ${process.pid}, counter, ${process.pid}, counter)
  return wrk.format("POST", nil, nil, body)
end
wrk.headers["apikey"] = "${anon}"
wrk.headers["authorization"] = "Bearer ${anon}"
wrk.headers["content-type"] = "application/json"
wrk.headers["prefer"] = "return=minimal"
`,
    )
    rows.push({ metric: 'Newsletter insert: POST /rest/v1/newsletter_subscribers (each commit flushed)', value: describeLoad(await wrk(`${base}/rest/v1/newsletter_subscribers`, { script })) })
    clearInterval(sampler)
    rows.push({ metric: 'Resident memory, peak under this load', value: `${peak.toFixed(0)} MB`, target: '<= 500 MB' })

    // The prerendered home against nginx on the same gzip bytes, runs alternated (the machine's state drifts).
    const nginx = nginxAvailable()
    if (nginx) {
      const nginxDir = mkdtempSync(join(tmpdir(), 'sei-nginx-'))
      chmodSync(nginxDir, 0o755) // nginx's workers run as an unprivileged user when started by root
      const html = await (await fetch(`${base}/`)).text()
      writeFileSync(join(nginxDir, 'index.html'), html)
      writeFileSync(join(nginxDir, 'index.html.gz'), gzipSync(html, { level: 9 }))
      writeFileSync(
        join(nginxDir, 'nginx.conf'),
        `worker_processes 1; daemon off; pid ${nginxDir}/nginx.pid; error_log ${nginxDir}/error.log;
events { worker_connections 1024; }
http { access_log off; gzip_static on; server { listen 127.0.0.1:${nginxPort}; root ${nginxDir}; location = / { try_files /index.html =404; } } }`,
      )
      const nginxProcess = spawn(nginx, ['-c', join(nginxDir, 'nginx.conf'), '-p', nginxDir], { stdio: 'ignore' })
      children.add(nginxProcess)
      await waitHealthy(`http://127.0.0.1:${nginxPort}/`, 10_000)
      const gzip = { 'accept-encoding': 'gzip' }
      const ours: Load[] = []
      const reference: Load[] = []
      for (let round = 0; round < rounds; round++) {
        ours.push(await wrk(`${base}/`, { headers: gzip }))
        reference.push(await wrk(`http://127.0.0.1:${nginxPort}/`, { headers: gzip }))
      }
      const ratios = ours.map((load, index) => load.requestsPerSecond / reference[index]!.requestsPerSecond)
      rows.push({ metric: `Prerendered home (gzip), ${rounds} runs: this server`, value: ours.map((load) => Math.round(load.requestsPerSecond)).join(' / ') + ' req/s' })
      rows.push({ metric: `nginx, the same bytes (1 worker, gzip_static), alternated runs`, value: reference.map((load) => Math.round(load.requestsPerSecond)).join(' / ') + ' req/s' })
      rows.push({ metric: 'Prerendered home: this server / nginx (median of the runs)', value: `${median(ratios).toFixed(2)}x`, target: '>= 0.8x' })
      nginxProcess.kill('SIGTERM')
      rmSync(nginxDir, { recursive: true, force: true })
    } else {
      rows.push({ metric: 'nginx reference', value: 'not installed (apt-get install nginx-light to compare)' })
    }

    // The socket front's gain (ADR 0036): the prerendered home with it and with Node's server alone, runs alternated.
    const frontlessPort = port + 2
    const frontlessDir = mkdtempSync(join(tmpdir(), 'sei-bench-frontless-'))
    const frontless = startServer(frontlessDir, { SOCKET_FRONT: 'off', PORT: String(frontlessPort) })
    try {
      const frontlessBase = `http://127.0.0.1:${frontlessPort}`
      await waitHealthy(`${frontlessBase}/api/health`, 120_000)
      await wrk(`${frontlessBase}/`, { seconds: 2, headers: brotli })
      const withFront: Load[] = []
      const withoutFront: Load[] = []
      for (let round = 0; round < rounds; round++) {
        withFront.push(await wrk(`${base}/`, { headers: brotli }))
        withoutFront.push(await wrk(`${frontlessBase}/`, { headers: brotli }))
      }
      const gains = withFront.map((load, index) => load.requestsPerSecond / withoutFront[index]!.requestsPerSecond)
      rows.push({
        metric: `Prerendered home (brotli), ${rounds} alternated runs: with the socket front / Node's server alone`,
        value: `${withFront.map((load) => Math.round(load.requestsPerSecond)).join(' / ')} vs ${withoutFront.map((load) => Math.round(load.requestsPerSecond)).join(' / ')} req/s; median ${median(gains).toFixed(2)}x`,
        target: '>= 1.3x',
      })
    } finally {
      await stopServer(frontless)
      rmSync(frontlessDir, { recursive: true, force: true })
    }

    for (const [label, path] of [
      ['home', '/'],
      ['a sector', '/category/cybersecurity'],
      ['a register profile', registerProfile],
      ['the directory', '/startups'],
      ['the search', '/search?q=cyber'],
      ['sign-in', '/auth'],
    ] as const) {
      const bytes = await firstVisitBytes(path)
      rows.push({
        metric: `First visit to ${label} (${path}): JavaScript / CSS, gzip (${bytes.how})`,
        value: `${(bytes.js / 1024).toFixed(1)} KB / ${(bytes.css / 1024).toFixed(1)} KB`,
        target: 'JS <= 140 KB',
      })
    }
    await stopServer(server)

    // Cold: every request rendered (the render caches off), one connection at a time.
    server = startServer(dataDir, { RENDER_CACHE: 'off' })
    await waitHealthy(`${base}/api/health`, 60_000)
    for (const [, path] of pages) await wrk(`${base}${path}`, { connections: 1, seconds: 2, headers: brotli })
    for (const [label, path] of pages) {
      const cold = await wrk(`${base}${path}`, { connections: 1, headers: brotli })
      rows.push({ metric: `${label}, cold (rendered per request, 1 connection): GET ${path}`, value: describeLoad(cold), target: 'p50 <= 10 ms' })
    }
    await stopServer(server)
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }

  const previous = existsSync(lastRunFile) ? (JSON.parse(readFileSync(lastRunFile, 'utf8')) as { when: string; rows: Row[] }) : null
  const previousValue = new Map((previous?.rows ?? []).map((row) => [row.metric, row.value]))
  const cpu = readFileSync('/proc/cpuinfo', 'utf8').match(/model name\s*:\s*(.+)/)?.[1] ?? 'unknown CPU'
  const wrkVersion = spawnSync('wrk', ['--version'], { encoding: 'utf8' }).stdout.split('\n')[0]?.trim() ?? 'wrk'
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ')
  console.log(`\nMachine: ${cpu}, ${cpus().length} cores; Node ${process.version}; ${wrkVersion}; ${connections} connections × ${duration} s; ${when} UTC`)
  console.log(`Previous run: ${previous ? previous.when : 'none (bench/last-run.json)'}\n`)
  console.log('| Measure | This run | Previous run | Target |')
  console.log('|---|---|---|---|')
  for (const row of rows) console.log(`| ${row.metric} | ${row.value} | ${previousValue.get(row.metric) ?? ''} | ${row.target ?? ''} |`)
  writeFileSync(lastRunFile, `${JSON.stringify({ when: `${when} UTC, ${cpus().length} cores`, rows }, null, 2)}\n`)

  console.log('\nSite search on the server, in process (bench/search.ts; target: p95 <= 10 ms):\n')
  spawnSync(process.execPath, [join(root, 'bench', 'search.ts')], { cwd: root, stdio: 'inherit' })
}

await main()
