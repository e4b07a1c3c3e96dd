import { createServer, type Server as NetServer, type Socket } from 'node:net'
import type { Server as HttpServer } from 'node:http'
import type { ConnectionLimits } from './connection-limits.ts'

/**
 * The socket front: the server's listening socket, in front of Node's HTTP server. It answers the commonest
 * request there is, a plain GET or HEAD of a page or file held in memory, by writing the stored answer's
 * bytes, and gives every other request to Node's HTTP server, from its first byte (ADR 0033).
 *
 * Why: Node's HTTP layer parses each request and validates and serialises each header of each answer. For a
 * prerendered page that is most of the work: Node's `http` answering one stored 29 KB page reached 0.58x
 * nginx on the same bytes, and a socket writing the same answer pre-serialised reached nginx's rate
 * (docs/performance.md).
 */

/** What the front reads of a request it may answer: nothing else in such a request changes the answer. */
export interface PlainRequest {
  method: 'GET' | 'HEAD'
  /** The request target as sent: a path, maybe with a query. */
  target: string
  host: string
  forwardedHost: string | undefined
  acceptEncoding: string | undefined
}

/** A stored answer: its headers as a flat [name, value, ...] list (made once per answer) and its body. */
export interface StoredAnswer {
  headers: readonly string[]
  payload: Buffer
}

const headEnd = Buffer.from('\r\n\r\n')
/** Longer request heads go to Node's parser, which answers them 431. */
const maxHeadBytes = 8192
const requestLine = /^(GET|HEAD) (\/[!-~]*) HTTP\/1\.1$/
const token = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/
/** Lines of visible ASCII, space and tab: anything else in a head (a bare CR or LF, NUL, bytes above 0x7E) goes to Node. */
const plainHead = /^[\t\x20-\x7e]*(?:\r\n[\t\x20-\x7e]*)*$/
/** Headers that ask for more than a stored answer: a body, a condition, a range, another protocol, a close. */
const notPlain = new Set(['content-length', 'transfer-encoding', 'connection', 'proxy-connection', 'upgrade', 'expect', 'range', 'if-range', 'if-none-match', 'if-match', 'if-modified-since', 'if-unmodified-since', 'http2-settings'])

/**
 * Reads the request that starts at `from`: a GET or HEAD in HTTP/1.1, whole in `data`, with exactly one
 * Host, no body and no header in `notPlain` (`Connection: keep-alive` excepted). Returns undefined for
 * anything else, which Node's HTTP server then reads from the same bytes. `next` is where the following
 * request starts.
 */
export function readPlainRequest(data: Buffer, from: number): { request: PlainRequest; next: number } | undefined {
  const end = data.indexOf(headEnd, from)
  if (end === -1 || end - from > maxHeadBytes) return undefined
  const head = data.toString('latin1', from, end)
  if (!plainHead.test(head)) return undefined
  let lineEnd = head.indexOf('\r\n')
  if (lineEnd === -1) lineEnd = head.length
  const first = requestLine.exec(head.slice(0, lineEnd))
  if (!first) return undefined
  let host: string | undefined
  let forwardedHost: string | undefined
  let acceptEncoding: string | undefined
  for (let at = lineEnd + 2; at < head.length; at = lineEnd + 2) {
    lineEnd = head.indexOf('\r\n', at)
    if (lineEnd === -1) lineEnd = head.length
    const colon = head.indexOf(':', at)
    if (colon === -1 || colon > lineEnd) return undefined
    const name = head.slice(at, colon)
    if (!token.test(name)) return undefined
    const value = head.slice(colon + 1, lineEnd).trim()
    const lower = name.toLowerCase()
    switch (lower) {
      case 'host':
        if (host !== undefined) return undefined
        host = value
        break
      case 'accept-encoding':
        if (acceptEncoding !== undefined) return undefined
        acceptEncoding = value
        break
      case 'x-forwarded-host':
        if (forwardedHost !== undefined) return undefined
        forwardedHost = value
        break
      case 'connection':
        if (value.toLowerCase() !== 'keep-alive') return undefined
        break
      default:
        if (notPlain.has(lower)) return undefined
    }
  }
  if (!host) return undefined
  return { request: { method: first[1] as 'GET' | 'HEAD', target: first[2]!, host, forwardedHost, acceptEncoding }, next: end + headEnd.length }
}

/** The head of an answer, as Node's HTTP server would write it, kept per header list for the current second. */
function headWriter(keepAliveSeconds: number) {
  const heads = new WeakMap<readonly string[], { second: number; head: Buffer }>()
  let second = -1
  let tail = ''
  return (headers: readonly string[]): Buffer => {
    const now = Math.floor(Date.now() / 1000)
    if (now !== second) {
      second = now
      tail = `date: ${new Date(now * 1000).toUTCString()}\r\nconnection: keep-alive\r\nkeep-alive: timeout=${keepAliveSeconds}\r\n\r\n`
    }
    let kept = heads.get(headers)
    if (kept?.second !== now) {
      let text = 'HTTP/1.1 200 OK\r\n'
      for (let index = 0; index < headers.length; index += 2) text += `${headers[index]}: ${headers[index + 1]}\r\n`
      kept = { second: now, head: Buffer.from(text + tail, 'latin1') }
      heads.set(headers, kept)
    }
    return kept.head
  }
}

/**
 * Whether `bytes`, the start of a request head not yet whole, may still become a plain request: a GET or
 * HEAD of visible ASCII in CRLF-ended lines. Anything else goes to Node's parser at once, which answers a
 * malformed head 400 without waiting for the rest.
 */
export function mayBecomePlain(bytes: Buffer): boolean {
  const text = bytes.toString('latin1', 0, Math.min(bytes.length, maxHeadBytes + 1))
  if (!('GET '.startsWith(text.slice(0, 4)) || 'HEAD '.startsWith(text.slice(0, 5)))) return false
  return plainHead.test(text.endsWith('\r') ? text.slice(0, -1) : text)
}

/** What Node's server answers to a request head not whole within its headersTimeout. */
const headTimeoutAnswer = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n'

/** What the front knows of a connection it holds. */
interface Held {
  /** When the request under way started (its first byte, or the connection's start), or null between requests. */
  headStartedAt: number | null
  /** The last time the client sent a byte or took a write of its answers. */
  activeAt: number
}

/**
 * A listening socket that answers plain requests with `answer` (undefined: not stored) and hands each
 * connection to `http` at its first other request, with the bytes not yet read put back. It bounds the
 * connections it holds as Node's server bounds its own, with the same `limits` (one sweep a second, cheaper
 * than a timer per socket refreshed at each read and write):
 * - a head not whole within headersTimeout is answered 408 and closed;
 * - an idle connection (no request under way, nothing left to send) is closed after keepAliveTimeout;
 * - answers waiting for a client that takes none of them for inactivityTimeout are dropped with the
 *   connection; a client that reads, however slowly, completes writes and stays;
 * - no further request is read while maxUnsentBytes of answers wait for the client.
 */
export function socketFront(http: HttpServer, answer: (request: PlainRequest) => StoredAnswer | undefined, limits: ConnectionLimits): NetServer & { closeIdle(): void } {
  const headFor = headWriter(Math.floor(limits.keepAliveTimeoutMs / 1000))
  const held = new Map<Socket, Held>()
  const sweep = setInterval(() => {
    const now = Date.now()
    for (const [socket, state] of held) {
      if (socket.writableLength > 0) {
        if (now - state.activeAt > limits.inactivityTimeoutMs) socket.destroy()
      } else if (state.headStartedAt !== null) {
        if (now - state.headStartedAt > limits.headersTimeoutMs) {
          held.delete(socket)
          socket.write(headTimeoutAnswer)
          socket.destroySoon()
        }
      } else if (now - state.activeAt > limits.keepAliveTimeoutMs) socket.destroy()
    }
  }, 1000)
  sweep.unref()

  const front = createServer({ noDelay: true }, (socket) => {
    const state: Held = { headStartedAt: Date.now(), activeAt: Date.now() }
    held.set(socket, state)
    const taken = () => (state.activeAt = Date.now())
    const failed = () => socket.destroy()
    const handOff = (rest: Buffer) => {
      socket.removeListener('data', read)
      socket.removeListener('error', failed)
      held.delete(socket)
      socket.pause()
      if (rest.length > 0) socket.unshift(rest)
      http.emit('connection', socket)
      socket.resume()
    }
    /** The start of a request whose head had not all arrived with the last chunk. */
    let partial: Buffer | undefined
    const read = (data: Buffer) => {
      state.activeAt = Date.now()
      state.headStartedAt ??= state.activeAt
      const chunk = partial ? Buffer.concat([partial, data]) : data
      partial = undefined
      let from = 0
      let full = false
      socket.cork()
      try {
        while (from < chunk.length) {
          if (socket.writableLength >= limits.maxUnsentBytes) {
            full = true
            break
          }
          const plain = readPlainRequest(chunk, from)
          const stored = plain && answer(plain.request)
          if (!stored) break
          const head = headFor(stored.headers)
          if (plain.request.method === 'GET') {
            socket.write(head)
            socket.write(stored.payload, taken)
          } else socket.write(head, taken)
          from = plain.next
          state.headStartedAt = from < chunk.length ? Date.now() : null
        }
      } catch {
        // An answer that failed is left to Node's server, whose error handling answers it.
      }
      socket.uncork()
      if (from >= chunk.length) return
      const rest = from === 0 ? chunk : chunk.subarray(from)
      if (full) {
        socket.pause()
        socket.once('drain', () => {
          socket.resume()
          read(rest)
        })
      } else if (rest.length <= maxHeadBytes && rest.indexOf(headEnd) === -1 && mayBecomePlain(rest)) {
        // Cut by the chunk's end (a pipelined burst, a slow sender): read with the next chunk, within the head timeout.
        partial = Buffer.from(rest)
      } else {
        handOff(rest)
      }
    }
    socket.on('data', read)
    socket.on('error', failed)
    socket.on('close', () => held.delete(socket))
  })
  front.on('close', () => clearInterval(sweep))
  return Object.assign(front, {
    /** Closes the connections the front still holds between two requests. */
    closeIdle() {
      for (const [socket, state] of held) if (state.headStartedAt === null && socket.writableLength === 0) socket.end()
    },
  })
}
