import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServerApp } from '../../server/app.ts'
import { loadEnv } from '../../server/env.ts'
import { socketFront } from '../../server/socket-front.ts'
import { defaultConnectionLimits } from '../../server/connection-limits.ts'
import { fakeBackend } from '../support/fake-backend.ts'

// The socket front (server/socket-front.ts) answers plain GETs and HEADs of what is in memory by itself and
// gives every other request, with the bytes it has not read, to Node's HTTP server. These tests send raw
// bytes over one connection and check which requests Node's server saw and what came back, in order.

const buildDir = join(import.meta.dirname, '..', '..', 'build')
const seenByNode: string[] = []
let front: ReturnType<typeof socketFront>
let port: number
let storedAnswer: Parameters<typeof socketFront>[1]

beforeAll(async () => {
  const env = loadEnv({ SITE_URL: 'https://startups.example.org' })
  const created = await createServerApp({ env, backend: fakeBackend(), buildDir, log: () => {} })
  const http = createServer((request: IncomingMessage, response: ServerResponse) => {
    seenByNode.push(`${request.method} ${request.url}`)
    created.listener(request, response)
  })
  storedAnswer = created.storedAnswer
  front = socketFront(http, storedAnswer, defaultConnectionLimits)
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve))
  port = (front.address() as AddressInfo).port
})

afterAll(() => new Promise<void>((resolve) => front.close(() => resolve())))

interface Answer {
  status: number
  headers: Record<string, string>
  body: Buffer
}

/** Writes `parts` one after the other on one connection (10 ms apart), and reads the answers until the server closes it. */
function exchange(parts: string[], methods: string[]): Promise<Answer[]> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () => resolve(parseAnswers(Buffer.concat(chunks), methods)))
    socket.on('connect', async () => {
      for (const part of parts) {
        socket.write(part)
        await new Promise((wait) => setTimeout(wait, 10))
      }
    })
  })
}

function parseAnswers(data: Buffer, methods: string[]): Answer[] {
  const answers: Answer[] = []
  let at = 0
  for (const method of methods) {
    const end = data.indexOf('\r\n\r\n', at)
    if (end === -1) break
    const [statusLine, ...lines] = data.toString('latin1', at, end).split('\r\n')
    const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]))
    at = end + 4
    let body: Buffer = Buffer.alloc(0)
    if (method !== 'HEAD' && headers['transfer-encoding'] === 'chunked') {
      const parts: Buffer[] = []
      for (;;) {
        const lineEnd = data.indexOf('\r\n', at)
        const size = Number.parseInt(data.toString('latin1', at, lineEnd), 16)
        at = lineEnd + 2 + size + 2
        if (size === 0) break
        parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size))
      }
      body = Buffer.concat(parts)
    } else if (method !== 'HEAD') {
      const length = Number(headers['content-length'] ?? 0)
      body = data.subarray(at, at + length)
      at += length
    }
    answers.push({ status: Number(statusLine!.split(' ')[1]), headers, body })
  }
  expect(at).toBe(data.length)
  return answers
}

const site = 'Host: startups.example.org'
const request = (method: string, target: string, ...lines: string[]) => `${method} ${target} HTTP/1.1\r\n${[site, ...lines].map((line) => `${line}\r\n`).join('')}\r\n`
const close = request('GET', '/api/health', 'Connection: close')
/** The answer without what differs from one answer to the next. */
const stable = (answer: Answer) => {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...headers } = answer.headers
  return { status: answer.status, headers, body: answer.body }
}

describe('the socket front', () => {
  it('answers GETs and HEADs of a prerendered page by itself, as Node\'s server answered the first', async () => {
    const home = request('GET', '/he/categories', 'Accept-Encoding: gzip, br')
    const head = request('HEAD', '/he/categories', 'Accept-Encoding: gzip, br')
    // The first GET of the page in brotli: compressed for it by Node's server, which then has the connection.
    seenByNode.length = 0
    const [first] = await exchange([home, close], ['GET', 'GET'])
    expect(seenByNode).toEqual(['GET /he/categories', 'GET /api/health'])
    // On a new connection, the front answers every GET and HEAD of the page until the one it leaves to Node.
    seenByNode.length = 0
    const answers = await exchange([home, home + head + home, close], ['GET', 'GET', 'HEAD', 'GET', 'GET'])
    expect(seenByNode).toEqual(['GET /api/health'])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
    const expected = stable(first!)
    expect(expected.headers['content-encoding']).toBe('br')
    expect(expected.headers['content-security-policy']).toContain("script-src 'self' 'sha256-")
    for (const index of [0, 1, 3]) expect(stable(answers[index]!)).toEqual(expected)
    expect(stable(answers[2]!)).toEqual({ ...expected, body: Buffer.alloc(0) })
    expect(answers[1]!.headers['keep-alive']).toBe('timeout=5')
    expect(Math.abs(new Date(answers[1]!.headers.date!).getTime() - Date.now())).toBeLessThan(60_000)
  })

  it('gives the connection to Node\'s server at its first other request, with the bytes it has not read', async () => {
    const home = request('GET', '/', 'Accept-Encoding: gzip')
    await exchange([home, close], ['GET', 'GET'])
    seenByNode.length = 0
    // A POST whose body arrives in two writes, between answers the front gives; then Node's server has the connection.
    const post = `POST /api/health HTTP/1.1\r\n${site}\r\nContent-Length: 10\r\n\r\nfirst`
    const answers = await exchange([home + post, 'half' + 'x', home, close], ['GET', 'POST', 'GET', 'GET'])
    expect(seenByNode).toEqual(['POST /api/health', 'GET /', 'GET /api/health'])
    expect(answers.map((answer) => answer.status)).toEqual([200, 404, 200, 200])
    expect(gunzipSync(answers[2]!.body)).toEqual(gunzipSync(answers[0]!.body))
  })

  it('leaves to Node\'s server a request on another host (redirected), a conditional one (304) and a malformed one (400)', async () => {
    const home = request('GET', '/', 'Accept-Encoding: gzip')
    const [primed] = await exchange([home, close], ['GET', 'GET'])
    seenByNode.length = 0
    const elsewhere = 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'
    const conditional = request('GET', '/', 'Accept-Encoding: gzip', `If-None-Match: ${primed!.headers.etag}`)
    const answers = await exchange([elsewhere + conditional + close], ['GET', 'GET', 'GET'])
    expect(answers.map((answer) => answer.status)).toEqual([301, 304, 200])
    expect(answers[0]!.headers.location).toBe('https://startups.example.org/')
    expect(seenByNode).toEqual(['GET /', 'GET /', 'GET /api/health'])
    const malformed = await exchange([home, 'GET / HTTP/1.1\r\nHost: a\r\nBad Header\r\n\r\n'], ['GET', 'GET'])
    expect(malformed.map((answer) => answer.status)).toEqual([200, 400])
  })

  it('closes a connection it holds once idle for the keep-alive timeout, as Node\'s server would', async () => {
    const http = createServer(() => {})
    const idleFront = socketFront(http, storedAnswer, { ...defaultConnectionLimits, keepAliveTimeoutMs: 1000 })
    await new Promise<void>((resolve) => idleFront.listen(0, '127.0.0.1', resolve))
    try {
      const socket = connect((idleFront.address() as AddressInfo).port, '127.0.0.1')
      const started = Date.now()
      const chunks: Buffer[] = []
      socket.on('data', (chunk) => chunks.push(chunk))
      socket.write(request('GET', '/', 'Accept-Encoding: gzip'))
      await new Promise((resolve) => socket.on('close', resolve))
      // Answered by the front (Node's server here answers nothing), then closed after one to two seconds.
      expect(Buffer.concat(chunks).toString('latin1')).toMatch(/^HTTP\/1\.1 200 OK\r\n[^]*keep-alive: timeout=1\r\n/)
      expect(Date.now() - started).toBeGreaterThanOrEqual(1000)
      expect(Date.now() - started).toBeLessThan(4000)
    } finally {
      await new Promise((resolve) => idleFront.close(resolve))
    }
  })

  it('reads no further requests while a connection has 1 MB of answers it has not taken, then answers them all in order', async () => {
    let answered = 0
    const http = createServer((_request, response) => response.writeHead(200, { connection: 'close' }).end('closing'))
    const counting = socketFront(
      http,
      (plain) => {
        const stored = storedAnswer(plain)
        if (stored) answered++
        return stored
      },
      defaultConnectionLimits,
    )
    await new Promise<void>((resolve) => counting.listen(0, '127.0.0.1', resolve))
    try {
      const home = request('GET', '/', 'Accept-Encoding: gzip')
      // Once answered by Node's server (through a connection of the main front), the page is ready in gzip.
      await exchange([home, close], ['GET', 'GET'])
      const count = 2000
      const socket = connect((counting.address() as AddressInfo).port, '127.0.0.1')
      socket.pause()
      // 2,000 requests (about 58 MB of answers), then one the front leaves to Node's server, which closes.
      socket.write(home.repeat(count) + close)
      await new Promise((resolve) => setTimeout(resolve, 500))
      // The client has read nothing: the front stopped well short of the 2,000.
      expect(answered).toBeGreaterThan(0)
      expect(answered).toBeLessThan(count / 2)
      const chunks: Buffer[] = []
      await new Promise((resolve) => {
        socket.on('data', (chunk) => chunks.push(chunk))
        socket.on('close', resolve)
        socket.resume()
      })
      expect(answered).toBe(count)
      const text = Buffer.concat(chunks).toString('latin1')
      expect(text.split('HTTP/1.1 200 OK\r\n').length - 1).toBe(count + 1)
      expect(text).toContain('closing')
    } finally {
      await new Promise((resolve) => counting.close(resolve))
    }
  })
})
