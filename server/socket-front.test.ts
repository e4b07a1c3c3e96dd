import { describe, expect, it } from 'vitest'
import { mayBecomePlain, readPlainRequest } from './socket-front.ts'

const read = (text: string, from = 0) => readPlainRequest(Buffer.from(text, 'latin1'), from)
const get = (lines: string[]) => `GET /startups HTTP/1.1\r\n${lines.map((line) => `${line}\r\n`).join('')}\r\n`

describe('readPlainRequest: the requests the socket front may answer itself', () => {
  it('reads a GET or HEAD with its target, host, forwarded host and accepted encodings, and where the next request starts', () => {
    const text = 'GET /he/startups?page=2 HTTP/1.1\r\nHost: startups.example.org\r\nAccept-Encoding: gzip, br\r\nX-Forwarded-Host: www.example.org\r\nUser-Agent: a\r\nConnection: Keep-Alive\r\n\r\n'
    expect(read(text)).toEqual({
      request: { method: 'GET', target: '/he/startups?page=2', host: 'startups.example.org', forwardedHost: 'www.example.org', acceptEncoding: 'gzip, br' },
      next: text.length,
    })
    expect(read('HEAD / HTTP/1.1\r\nhost: a\r\n\r\n')?.request).toEqual({ method: 'HEAD', target: '/', host: 'a', forwardedHost: undefined, acceptEncoding: undefined })
  })

  it('reads pipelined requests one after the other', () => {
    const first = 'GET /a HTTP/1.1\r\nHost: h\r\n\r\n'
    const second = 'GET /b HTTP/1.1\r\nHost: h\r\n\r\n'
    const one = read(first + second)!
    expect(one.next).toBe(first.length)
    expect(read(first + second, one.next)).toEqual({ request: expect.objectContaining({ target: '/b' }), next: first.length + second.length })
  })

  it.each([
    ['an incomplete head', 'GET / HTTP/1.1\r\nHost: h\r\n'],
    ['another method', 'POST / HTTP/1.1\r\nHost: h\r\n\r\n'],
    ['HTTP/1.0', 'GET / HTTP/1.0\r\nHost: h\r\n\r\n'],
    ['an absolute target', 'GET http://h/ HTTP/1.1\r\nHost: h\r\n\r\n'],
    ['no Host', 'GET / HTTP/1.1\r\nAccept: */*\r\n\r\n'],
    ['two Hosts', get(['Host: a', 'Host: b'])],
    ['two Accept-Encoding', get(['Host: a', 'Accept-Encoding: gzip', 'Accept-Encoding: br'])],
    ['a body (Content-Length)', get(['Host: a', 'Content-Length: 0'])],
    ['a body (Transfer-Encoding)', get(['Host: a', 'Transfer-Encoding: chunked'])],
    ['a condition', get(['Host: a', 'If-None-Match: "x"'])],
    ['a date condition', get(['Host: a', 'If-Modified-Since: Sat, 28 Nov 2026 09:00:00 GMT'])],
    ['a range', get(['Host: a', 'Range: bytes=0-10'])],
    ['Connection: close', get(['Host: a', 'Connection: close'])],
    ['Proxy-Connection: close', get(['Host: a', 'Proxy-Connection: close'])],
    ['an upgrade', get(['Host: a', 'Upgrade: websocket'])],
    ['a folded header', get(['Host: a', 'X-A: b', ' c'])],
    ['a header without a colon', get(['Host: a', 'Broken'])],
    ['a space before the colon', get(['Host : a'])],
    ['a bare LF inside the head', 'GET / HTTP/1.1\r\nHost: a\nX: b\r\n\r\n'],
    ['a NUL byte', get(['Host: a', 'X: b\0c'])],
    ['a byte above 0x7E', get(['Host: a', 'X: caf\u00e9'])],
    ['a control character in the target', 'GET /a\u0001 HTTP/1.1\r\nHost: a\r\n\r\n'],
    ['a head over 8 KB', get(['Host: a', `X: ${'b'.repeat(9000)}`])],
  ])('leaves to Node\'s HTTP server a request with %s', (_, text) => {
    expect(read(text)).toBeUndefined()
  })
})

describe('mayBecomePlain: a head cut by a chunk\'s end that the front keeps reading', () => {
  it.each(['G', 'GET', 'GET /a HTTP/1.1\r', 'GET /a HTTP/1.1\r\nHost: h\r\nX-A: b', 'HEAD / HTTP/1.1\r\n'])('keeps %j', (text) => {
    expect(mayBecomePlain(Buffer.from(text, 'latin1'))).toBe(true)
  })
  it.each([
    ['another method', 'POST / HTTP/1.1\r\n'],
    ['a bare LF', 'GET / HTTP/1.1\nHost: h'],
    ['a CR not followed by LF', 'GET / HTTP/1.1\rHost: h'],
    ['a NUL byte', 'GET /\0'],
    ['a byte above 0x7E', 'GET /caf\u00e9'],
  ])('gives Node\'s parser at once a head with %s', (_, text) => {
    expect(mayBecomePlain(Buffer.from(text, 'latin1'))).toBe(false)
  })
})
