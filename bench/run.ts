/**
 * `npm run bench`: builds, starts the production server on a fresh data
 * directory, and prints one table of measured figures (issue 8): throughput
 * and latency with autocannon, start-up time, resident memory, and the bytes
 * of JavaScript and CSS a first visit downloads. When nginx is installed it
 * serves the same prerendered home file in the same run, for a ratio.
 *
 * Then runs `bench/search.ts` (the site search in process: index build, heap, search p50/p95/max).
 *
 * Options: --no-build (reuse build/), --duration=<seconds> (default 10),
 * --connections=<n> (default 50), --port=<n> (default 4300; nginx uses n+1).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { chromiumPath } from '../tests/support/chromium.ts'

const root = join(import.meta.dirname, '..')
const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=')
    return [key!, value ?? 'true'] as const
  }),
)
const duration = Number(args.get('duration') ?? 10)
const connections = Number(args.get('connections') ?? 50)
const port = Number(args.get('port') ?? 4300)
const nginxPort = port + 1
const base = `http://127.0.0.1:${port}`

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

function startServer(dataDir: string): { child: ChildProcess; startedAt: number } {
  const startedAt = performance.now()
  const child = spawn(process.execPath, ['--max-semi-space-size=4', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SITE_URL: base, DATA_DIR: dataDir, RATE_LIMIT_SCALE: '100000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  children.add(child)
  return { child, startedAt }
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
  errors: number
  non2xx: number
}

async function load(options: autocannon.Options): Promise<Load> {
  const result = await autocannon({ connections, duration, ...options })
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}

function loadRow(name: string, measured: Load) {
  rows.push({
    metric: name,
    value: `${Math.round(measured.requestsPerSecond)} req/s, p50 ${measured.p50} ms, p99 ${measured.p99} ms${measured.errors || measured.non2xx ? `, ${measured.errors} errors, ${measured.non2xx} non-2xx` : ''}`,
  })
}

/**
 * JavaScript and CSS a first visit of a page downloads, measured in the system
 * Chromium (every script and stylesheet response until the network is idle,
 * including chunks imported at run time), each counted at gzip -9. Without a
 * Chromium, falls back to the assets the HTML names.
 */
async function firstVisitBytes(path: string): Promise<{ js: number; css: number; how: string }> {
  const assets = new Set<string>()
  const executablePath = chromiumPath()
  let how = 'Chromium'
  if (executablePath) {
    const { chromium } = await import('@playwright/test')
    const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] })
    try {
      const page = await browser.newPage()
      page.on('response', (response) => {
        const url = new URL(response.url())
        if (url.origin === base && /\.(?:js|css)$/.test(url.pathname)) assets.add(url.pathname)
      })
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' })
      // The page fetches its scripts after its first paint (ADR 0011): on a loaded machine the network
      // can be idle for half a second before that. Wait for the page to have hydrated, then for quiet.
      await page.waitForFunction(() => (window as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined, null, { timeout: 30_000 })
      await page.waitForLoadState('networkidle')
    } finally {
      await browser.close()
    }
  } else {
    how = 'HTML references (no Chromium)'
    const html = await (await fetch(`${base}${path}`)).text()
    for (const match of html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)) assets.add(match[1]!)
    for (const match of html.matchAll(/import\s*(?:[^'"]*from\s*)?["'](\/assets\/[^"']+\.js)["']/g)) assets.add(match[1]!)
  }
  let js = 0
  let css = 0
  for (const asset of assets) {
    const body = Buffer.from(await (await fetch(`${base}${asset}`)).arrayBuffer())
    const size = gzipSync(body, { level: 9 }).length
    if (asset.endsWith('.css')) css += size
    else js += size
  }
  return { js, css, how }
}

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
  await assertPortFree(port)
  await assertPortFree(nginxPort)
  if (args.get('build') !== 'false' && !args.has('no-build')) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
    if (build.status !== 0) throw new Error('build failed')
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'sei-bench-'))
  try {
    // Start-up on a new data directory (creates the database), then on the existing one.
    let server = startServer(dataDir)
    const firstStart = await waitHealthy(`${base}/api/health`, 120_000)
    await stopServer(server.child)
    server = startServer(dataDir)
    const secondStart = await waitHealthy(`${base}/api/health`, 60_000)
    rows.push({ metric: 'Start-up to a healthy /api/health, new data directory', value: `${Math.round(firstStart)} ms` })
    rows.push({ metric: 'Start-up to a healthy /api/health, existing data directory', value: `${Math.round(secondStart)} ms`, target: '<= 3000 ms' })

    // Every company loaded (the model is built on first use): a register profile and the directory in each language.
    const registerSlugs = registerOnlySlugs()
    for (const language of ['fr', 'en', 'he']) {
      await fetch(`${base}/startups/${registerSlugs[0]}`, { headers: { cookie: `lang=${language}` } }).then((response) => response.arrayBuffer())
      await fetch(`${base}/startups?page=2`, { headers: { cookie: `lang=${language}` } }).then((response) => response.arrayBuffer())
    }
    await new Promise((resolve) => setTimeout(resolve, 3000))
    const pid = server.child.pid!
    rows.push({ metric: 'Resident memory, idle, every company loaded', value: `${rssMegabytes(pid).toFixed(0)} MB`, target: '<= 350 MB' })

    // A register profile: its first render (not prerendered), then answers from the render cache.
    const coldTimes: number[] = []
    for (const slug of registerSlugs.slice(1, 21)) {
      const started = performance.now()
      await fetch(`${base}/startups/${slug}`, { headers: { 'accept-encoding': 'br, gzip' } }).then((response) => response.arrayBuffer())
      coldTimes.push(performance.now() - started)
    }
    coldTimes.sort((a, b) => a - b)
    rows.push({
      metric: 'Register profile rendered on demand, first request (20 profiles)',
      value: `median ${coldTimes[10]!.toFixed(1)} ms, max ${coldTimes[19]!.toFixed(1)} ms`,
    })

    // Filtered lists (ADR 0019): first renders of distinct filter combinations, none cached yet.
    const filteredSector = (size: string, district: string) => `/category/medtech?size=${size}&district=${district}`
    const sizes = ['1-10', '11-50', '51-200', '201-1000']
    const districts = ['tel-aviv', 'center', 'haifa', 'jerusalem', 'north']
    const firstRenders = async (paths: string[]) => {
      const times: number[] = []
      for (const path of paths) {
        const started = performance.now()
        const response = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'br, gzip' } })
        await response.arrayBuffer()
        if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`)
        times.push(performance.now() - started)
      }
      times.sort((a, b) => a - b)
      return `median ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`
    }
    const sectorPaths = sizes.flatMap((size) => districts.map((district) => filteredSector(size, district)))
    rows.push({ metric: `Sector page with two filters, first render (${sectorPaths.length} combinations, /category/medtech?size=…&district=…)`, value: await firstRenders(sectorPaths) })
    const directoryPaths = sizes.flatMap((size) => districts.map((district) => `/startups?size=${size}&district=${district}&hiring=1`))
    rows.push({ metric: `Directory with three filters, first render (${directoryPaths.length} combinations, /startups?size=…&district=…&hiring=1)`, value: await firstRenders(directoryPaths) })

    let peak = 0
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMegabytes(pid))
    }, 200)

    // Warm-up, so lazily compressed variants exist before measuring.
    await load({ url: `${base}/`, duration: 2, headers: { 'accept-encoding': 'br, gzip' } })
    await load({ url: `${base}/`, duration: 2, headers: { 'accept-encoding': 'gzip' } })

    const home = await load({ url: `${base}/`, headers: { 'accept-encoding': 'br, gzip' } })
    loadRow('Prerendered page: GET / (brotli)', home)
    loadRow(
      `Register profile from the render cache: GET /startups/${registerSlugs[1]}`,
      await load({ url: `${base}/startups/${registerSlugs[1]}`, headers: { 'accept-encoding': 'br, gzip' } }),
    )
    loadRow(
      `Sector page with two filters from the list cache: GET ${filteredSector('11-50', 'tel-aviv')}`,
      await load({ url: `${base}${filteredSector('11-50', 'tel-aviv')}`, headers: { 'accept-encoding': 'br, gzip' } }),
    )
    loadRow(
      'Sector page with two filters and a text, not cacheable (utm parameter): rendered per request',
      await load({ url: `${base}${filteredSector('11-50', 'tel-aviv')}&q=data&utm_source=bench`, headers: { 'accept-encoding': 'br, gzip' } }),
    )
    loadRow('Server-rendered page: GET /search?q=cyber', await load({ url: `${base}/search?q=cyber`, headers: { 'accept-encoding': 'br, gzip' } }))
    loadRow(
      'Sector page in Hebrew: GET /category/cybersecurity (cookie lang=he)',
      await load({ url: `${base}/category/cybersecurity`, headers: { cookie: 'lang=he', 'accept-encoding': 'br, gzip' } }),
    )
    const anon = (JSON.parse(readFileSync(join(dataDir, 'keys.json'), 'utf8')) as { anonKey: string }).anonKey
    let counter = 0
    loadRow(
      'Newsletter insert: POST /rest/v1/newsletter_subscribers',
      await load({
        url: `${base}/rest/v1/newsletter_subscribers`,
        method: 'POST',
        headers: { apikey: anon, authorization: `Bearer ${anon}`, 'content-type': 'application/json', prefer: 'return=minimal' },
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({ email: `bench-${process.pid}-${counter++}@example.net`, first_name: null, confirmation_token: crypto.randomUUID() }),
            }),
          },
        ],
      }),
    )
    clearInterval(sampler)
    rows.push({ metric: 'Resident memory, peak under load', value: `${peak.toFixed(0)} MB` })

    for (const [label, path] of [
      ['home', '/'],
      ['a sector', '/category/cybersecurity'],
      ['a long profile', '/startups/mobileye'],
      ['an AdTech profile', '/startups/cignal'],
      ['the directory', '/startups'],
      ['the search', '/search?q=cyber'],
      ['an article', '/blog/startups-prometteuses-2025'],
    ] as const) {
      const bytes = await firstVisitBytes(path)
      rows.push({
        metric: `First visit to ${label} (${path}): JavaScript / CSS, gzip (${bytes.how})`,
        value: `${(bytes.js / 1024).toFixed(1)} KB / ${(bytes.css / 1024).toFixed(1)} KB`,
        target: 'JS <= 140 KB',
      })
    }

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
      // Both servers answer the same bytes: the home page, gzip -9, from memory or disk cache.
      const ours = await load({ url: `${base}/`, headers: { 'accept-encoding': 'gzip' } })
      const reference = await load({ url: `http://127.0.0.1:${nginxPort}/`, headers: { 'accept-encoding': 'gzip' } })
      loadRow('Prerendered page: GET / (gzip)', ours)
      loadRow('nginx, the same home file (1 worker, gzip_static)', reference)
      rows.push({ metric: 'Prerendered home (gzip): our throughput / nginx', value: `${(ours.requestsPerSecond / reference.requestsPerSecond).toFixed(2)}x`, target: '>= 0.8x' })
      nginxProcess.kill('SIGTERM')
      rmSync(nginxDir, { recursive: true, force: true })
    } else {
      rows.push({ metric: 'nginx reference', value: 'not installed (apt-get install nginx-light to compare)' })
    }
    await stopServer(server.child)
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }

  const cpu = readFileSync('/proc/cpuinfo', 'utf8').match(/model name\s*:\s*(.+)/)?.[1] ?? 'unknown CPU'
  console.log(`\nMachine: ${cpu}, ${(await import('node:os')).cpus().length} cores, Node ${process.version}; autocannon ${connections} connections × ${duration} s\n`)
  console.log('| Measure | Result | Target |')
  console.log('|---|---|---|')
  for (const row of rows) console.log(`| ${row.metric} | ${row.value} | ${row.target ?? ''} |`)

  console.log('\nSite search on the server, in process (bench/search.ts; target: p95 <= 10 ms):\n')
  spawnSync(process.execPath, [join(root, 'bench', 'search.ts')], { cwd: root, stdio: 'inherit' })
}

await main()
