import { Agent, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import { connect, type AddressInfo, type Socket } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createHttpServer, defaultConnectionLimits } from './connection-limits.ts'

// Node's HTTP server as server/connection-limits.ts makes it (listening itself here, without the socket front).

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

async function listen(listener: (request: IncomingMessage, response: ServerResponse) => void): Promise<number> {
  const server = createHttpServer(listener, defaultConnectionLimits)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  close = () => new Promise((resolve) => server.close(() => resolve()) && server.closeAllConnections())
  return (server.address() as AddressInfo).port
}

describe('createHttpServer', () => {
  it('answers pipelined requests of a connection one at a time, in order', async () => {
    let running = 0
    let most = 0
    const port = await listen((request, response) => {
      running++
      most = Math.max(most, running)
      // An answer that takes a while, as a render does.
      setTimeout(() => {
        running--
        response.end(request.url)
      }, 5)
    })
    const socket = connect(port, '127.0.0.1')
    let text = ''
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')))
    socket.write(['/a', '/b', '/c', '/d', '/e'].map((path) => `GET ${path} HTTP/1.1\r\nHost: h\r\n\r\n`).join(''))
    await new Promise((resolve) => setTimeout(resolve, 300))
    socket.destroy()
    expect(most).toBe(1)
    expect([...text.matchAll(/\r\n\r\n(\/[a-e])/g)].map((match) => match[1])).toEqual(['/a', '/b', '/c', '/d', '/e'])
  })

  it('watches a connection once, however many requests it carries', async () => {
    const sockets = new Set<Socket>()
    const port = await listen((request, response) => {
      sockets.add(request.socket)
      response.end('ok')
    })
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    for (let index = 0; index < 20; index++) {
      await new Promise<void>((resolve, reject) => {
        httpRequest({ host: '127.0.0.1', port, path: `/${index}`, agent }, (response) => {
          response.resume()
          response.on('end', () => resolve())
        })
          .on('error', reject)
          .end()
      })
    }
    agent.destroy()
    expect(sockets.size).toBe(1)
    expect([...sockets][0]!.listenerCount('resume')).toBeLessThanOrEqual(2)
  })
})
