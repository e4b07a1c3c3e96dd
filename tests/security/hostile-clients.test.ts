// Hostile and clumsy clients against the production server (`npm run serve`'s command, as a child process):
// every connection is bounded in memory and time, whether the socket front (server/socket-front.ts) or Node's
// HTTP server holds it (server/connection-limits.ts, ADR 0036). Each test fails on the code before issue 30.

import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveEnvironment, serveNodeArguments } from '../../server/serve-command.ts'
import { freshPgliteDataDir, NODE, ROOT } from '../durability/support.ts'

const port = 4731
const host = `127.0.0.1:${port}`
let server: ChildProcess
let dataDir: string

/** The process's resident memory now and at its highest so far, in MB (Linux's VmRSS and VmHWM). */
function memory(pid: number): { now: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kilobytes = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN)
  return { now: kilobytes('VmRSS') / 1024, peak: kilobytes('VmHWM') / 1024 }
}

async function healthy(): Promise<boolean> {
  try {
    return (await fetch(`http://${host}/api/health`, { signal: AbortSignal.timeout(2000) })).status === 200
  } catch {
    return false
  }
}

beforeAll(async () => {
  dataDir = await freshPgliteDataDir('hostile')
  server = spawn(NODE, [...serveNodeArguments, 'server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      ...serveEnvironment,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: `http://${host}`,
      DATA_DIR: dataDir,
      HTTP_HEADERS_TIMEOUT: '2',
      HTTP_KEEP_ALIVE_TIMEOUT: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const deadline = Date.now() + 60_000
  while (!(await healthy())) {
    if (Date.now() > deadline || server.exitCode !== null) throw new Error('the server did not start')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}, 90_000)

afterAll(() => {
  server?.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
})

/**
 * Resolves once the server answers its health check within 50 ms twice in a row (30 s at most: on a machine whose
 * cores the other test files keep busy, the server takes 10 to 20 s to drop the previous test's 2,000 answers).
 */
async function settled(): Promise<void> {
  let quick = 0
  for (const deadline = Date.now() + 30_000; quick < 2 && Date.now() < deadline; ) {
    const started = Date.now()
    quick = (await healthy()) && Date.now() - started < 50 ? quick + 1 : 0
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

function open(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket))
    socket.on('error', reject)
  })
}

function closed(socket: Socket): Promise<number> {
  const started = Date.now()
  return new Promise((resolve) => (socket.destroyed ? resolve(0) : socket.once('close', () => resolve(Date.now() - started))))
}

/** Everything the server sends on a new connection after `request`, until it closes it or `ms` pass. */
async function exchange(request: string, ms = 3000): Promise<{ text: string; closedAfter: number | null }> {
  const socket = await open()
  const chunks: Buffer[] = []
  socket.on('data', (chunk) => chunks.push(chunk))
  socket.on('error', () => {})
  const started = Date.now()
  socket.write(request)
  const closedAfter = await Promise.race([closed(socket).then(() => Date.now() - started), new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))])
  socket.destroy()
  return { text: Buffer.concat(chunks).toString('latin1'), closedAfter }
}

describe('hostile clients', () => {
  it('10 connections pipelining 2,000 requests the front declines, reading nothing: memory stays within 500 MB and another client is answered', async () => {
    // No Accept-Encoding: the front declines each request, Node's server answers the uncompressed home (about 150 KB).
    const burst = `GET / HTTP/1.1\r\nHost: ${host}\r\n\r\n`.repeat(2000)
    const sockets = await Promise.all(Array.from({ length: 10 }, open))
    for (const socket of sockets) {
      socket.pause()
      socket.on('error', () => {})
      socket.write(burst)
    }
    let peak = 0
    const sampler = setInterval(() => (peak = Math.max(peak, memory(server.pid!).now)), 50)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const started = Date.now()
    const answer = await fetch(`http://${host}/categories`, { signal: AbortSignal.timeout(10_000) })
    expect(answer.status).toBe(200)
    await answer.arrayBuffer()
    const latency = Date.now() - started
    await new Promise((resolve) => setTimeout(resolve, 1500))
    clearInterval(sampler)
    const { peak: highWater } = memory(server.pid!)
    console.log(`pipelining: another client answered in ${latency} ms; resident memory at most ${Math.round(peak)} MB sampled, ${Math.round(highWater)} MB high-water mark`)
    for (const socket of sockets) socket.destroy()
    expect(highWater).toBeLessThanOrEqual(500)
  }, 30_000)

  it('closes 200 slowloris connections once their head has taken the head timeout (2 s here), the front\'s and Node\'s alike', async () => {
    // The previous test leaves the server answering its dropped pipelined requests for a few seconds: this one
    // starts once the server answers at once again, so that it measures the head timeout, not that aftermath.
    await settled()
    // Half start like a plain GET (the front holds them), half like a POST (Node's server holds them).
    const sockets = await Promise.all(Array.from({ length: 200 }, open))
    const ends = sockets.map((socket) => closed(socket))
    sockets.forEach((socket, index) => {
      socket.on('error', () => {})
      socket.write(index % 2 === 0 ? `GET / HTTP/1.1\r\nHost: ${host}\r\nX-A: ` : `POST /api/newsletter/subscribe HTTP/1.1\r\nHost: ${host}\r\nX-A: `)
    })
    // One more byte of head every 500 ms: never idle, never whole.
    const drip = setInterval(() => {
      for (const socket of sockets) if (!socket.destroyed) socket.write('a')
    }, 500)
    const after = await Promise.all(ends.map((end) => Promise.race([end, new Promise<number>((resolve) => setTimeout(() => resolve(Number.POSITIVE_INFINITY), 8000))])))
    clearInterval(drip)
    for (const socket of sockets) socket.destroy()
    expect(after.filter((ms) => ms === Number.POSITIVE_INFINITY)).toHaveLength(0)
    expect(await healthy()).toBe(true)
  }, 60_000)

  it('answers a head with bare LF line endings 400 at once, as Node\'s server does', async () => {
    const { text, closedAfter } = await exchange(`GET / HTTP/1.1\nHost: ${host}\n\n`)
    expect(text).toMatch(/^HTTP\/1\.1 400 /)
    expect(closedAfter).not.toBeNull()
    expect(closedAfter!).toBeLessThan(1000)
  })

  it('honours Proxy-Connection: close', async () => {
    // The page ready in brotli first, so that the front could answer the request itself.
    await exchange(`GET / HTTP/1.1\r\nHost: ${host}\r\nAccept-Encoding: br\r\nConnection: close\r\n\r\n`)
    const { text, closedAfter } = await exchange(`GET / HTTP/1.1\r\nHost: ${host}\r\nAccept-Encoding: br\r\nProxy-Connection: close\r\n\r\n`)
    expect(text).toMatch(/^HTTP\/1\.1 200 /)
    expect(text).toMatch(/\r\nconnection: close\r\n/i)
    // Closed with the answer, not after the keep-alive timeout (1 s here).
    expect(closedAfter).not.toBeNull()
    expect(closedAfter!).toBeLessThan(800)
  })

  it('never cuts a client that reads its pipelined answers slowly, past the keep-alive timeout (1 s here)', async () => {
    const count = 100
    const socket = await open()
    socket.pause()
    // A warm-up answer makes sure the page is ready in brotli, so the front answers the burst itself.
    await exchange(`GET /categories HTTP/1.1\r\nHost: ${host}\r\nAccept-Encoding: br\r\nConnection: close\r\n\r\n`)
    socket.write(`GET /categories HTTP/1.1\r\nHost: ${host}\r\nAccept-Encoding: br\r\n\r\n`.repeat(count))
    let text = ''
    const started = Date.now()
    // About 24 KB every 100 ms: the answers (about 1.5 MB) take about 6 s to read, six times the keep-alive timeout.
    while (text.split('HTTP/1.1 200 OK').length - 1 < count && !socket.destroyed && Date.now() - started < 30_000) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      let chunk: Buffer | null
      let read = 0
      while (read < 24_576 && (chunk = socket.read(Math.min(16_384, socket.readableLength || 16_384)) as Buffer | null)) {
        text += chunk.toString('latin1')
        read += chunk.length
      }
    }
    socket.destroy()
    console.log(`slow reader: ${count} answers read in ${Date.now() - started} ms`)
    expect(text.split('HTTP/1.1 200 OK').length - 1).toBe(count)
  }, 40_000)
})
