import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

/**
 * What bounds one connection, in time and memory, whoever answers it: the socket front
 * (server/socket-front.ts) and Node's HTTP server read the same values (ADR 0036).
 */
export interface ConnectionLimits {
  /** From a connection's start, or a request's first byte, to the end of its head (Node's headersTimeout). */
  headersTimeoutMs: number
  /** From a request's first byte to its last (Node's requestTimeout). */
  requestTimeoutMs: number
  /** An idle connection between two requests (Node's keepAliveTimeout). */
  keepAliveTimeoutMs: number
  /**
   * A connection on which nothing was read nor taken by the client for this long (Node's socket timeout):
   * the bound on a client that stops reading its answers. A client that reads, however slowly, completes
   * writes and is never cut by it.
   */
  inactivityTimeoutMs: number
  /** A request head's largest size (Node's maxHeaderSize): larger ones are answered 431. */
  maxHeaderBytes: number
  /** Answers the socket front queues for a client before it reads that client's next request. */
  maxUnsentBytes: number
}

export const defaultConnectionLimits: ConnectionLimits = {
  headersTimeoutMs: 20_000,
  requestTimeoutMs: 60_000,
  keepAliveTimeoutMs: 5_000,
  inactivityTimeoutMs: 60_000,
  maxHeaderBytes: 16_384,
  maxUnsentBytes: 1 << 20,
}

/**
 * Node's HTTP server with the limits, answering one request of a connection at a time: a request that
 * arrives (pipelined) while an earlier answer of its connection is not yet taken by the client waits, and
 * the connection is not read further meanwhile. Node's server alone answers every request of a chunk it
 * has read at once, each answer held in memory until the client takes it: 2,000 pipelined requests from a
 * client reading nothing took the server past 2.9 GB (issue 30).
 */
export function createHttpServer(listener: RequestListener, limits: ConnectionLimits = defaultConnectionLimits): Server {
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      maxHeaderSize: limits.maxHeaderBytes,
      // Node checks the two request timeouts at this interval (30 s by default, longer than a test's timeout).
      connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs),
    },
    oneAnswerAtATime(listener),
  )
  server.timeout = limits.inactivityTimeoutMs
  // Node starts checking the head and request timeouts when its server listens; this one never does (the
  // socket front listens and hands it connections), so it is told to start as if it did.
  server.emit('listening')
  return server
}

type Exchange = [IncomingMessage, ServerResponse]

/** The requests of a connection waiting for its answer under way; a connection absent is answering none. */
const waiting = new WeakMap<Socket, Exchange[]>()
/** Connections whose resumption is watched (once each, for their whole life). */
const watched = new WeakSet<Socket>()

function oneAnswerAtATime(listener: RequestListener): RequestListener {
  function answer(request: IncomingMessage, response: ServerResponse) {
    const socket = request.socket
    response.once('close', () => {
      const queue = waiting.get(socket)
      const next = queue?.shift()
      if (next) return answer(...next)
      waiting.delete(socket)
      if (!socket.destroyed) socket.resume()
    })
    try {
      listener(request, response)
    } catch {
      socket.destroy()
    }
  }
  return (request, response) => {
    const socket = request.socket
    const queue = waiting.get(socket)
    if (!queue) {
      waiting.set(socket, [])
      if (!watched.has(socket)) {
        watched.add(socket)
        socket.on('resume', keepPausedWhileWaiting)
      }
      return answer(request, response)
    }
    queue.push([request, response])
    socket.pause()
  }
}

/** Node's server resumes a connection when a request's body is read: not while requests of it wait. */
function keepPausedWhileWaiting(this: Socket) {
  if ((waiting.get(this)?.length ?? 0) > 0) this.pause()
}
