// HTTP helpers shared by the auth, REST and newsletter routes: GoTrue-shaped
// errors, bounded body reading, Go-like JSON parameter decoding, client IP.

import type { Context } from 'hono'

export const API_VERSION_HEADER = 'X-Supabase-Api-Version'
const API_VERSION_2024 = Date.parse('2024-01-01T00:00:00Z')

/** An error answered in GoTrue's shape. */
export class AuthError extends Error {
  status: number
  code: string
  weakPasswordReasons?: string[]
  /** seconds to wait (a 429's Retry-After) */
  retryAfter?: number
  constructor(status: number, code: string, message: string) {
    super(message)
    this.status = status
    this.code = code
  }
}

/** GoTrue's OAuth-style errors ({error, error_description}, always 400). */
export class OAuthError extends Error {
  error: string
  description: string
  constructor(error: string, description: string) {
    super(`${error}: ${description}`)
    this.error = error
    this.description = description
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message)
export const forbidden = (code: string, message: string) => new AuthError(403, code, message)
export const notFound = (code: string, message: string) => new AuthError(404, code, message)
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message)
export const tooMany = (code: string, message: string, retryAfterSeconds?: number) => {
  const e = new AuthError(429, code, message)
  if (retryAfterSeconds !== undefined) e.retryAfter = Math.max(1, Math.ceil(retryAfterSeconds))
  return e
}

export function weakPassword(message: string, reasons: string[]): AuthError {
  const e = new AuthError(422, 'weak_password', message)
  e.weakPasswordReasons = reasons
  return e
}

/** The API version the client asked for: 2024-01-01 when its header names that date or a later one. */
export function apiVersionOf(c: Context): '2024-01-01' | null {
  const v = c.req.header(API_VERSION_HEADER)
  if (!v || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return null
  const t = Date.parse(`${v}T00:00:00Z`)
  return Number.isFinite(t) && t >= API_VERSION_2024 ? '2024-01-01' : null
}

export function authErrorResponse(c: Context, err: AuthError | OAuthError): Response {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (err instanceof OAuthError) {
    return new Response(JSON.stringify({ error: err.error, error_description: err.description }), { status: 400, headers })
  }
  const version = apiVersionOf(c)
  if (version) headers[API_VERSION_HEADER] = version
  if (err.retryAfter !== undefined) headers['Retry-After'] = String(err.retryAfter)
  let body: Record<string, unknown>
  if (err.code === 'weak_password') {
    const reasons = err.weakPasswordReasons ?? []
    if (version) {
      body = { code: err.code, message: err.message, weak_password: { reasons } }
    } else {
      headers['x-sb-error-code'] = err.code
      body = { code: err.status, error_code: err.code, msg: err.message, weak_password: { reasons } }
    }
  } else {
    headers['x-sb-error-code'] = err.code
    body = version ? { code: err.code, message: err.message } : { code: err.status, error_code: err.code, msg: err.message }
  }
  return new Response(JSON.stringify(body), { status: err.status, headers })
}

export class BodyTooLarge extends Error {
  limit: number
  constructor(limit: number) {
    super(`Request body too large (max ${limit} bytes)`)
    this.limit = limit
  }
}

/** Reads the request body, at most `limit` bytes, without buffering more than that. */
export async function readBody(c: Context, limit: number): Promise<Buffer> {
  const declared = Number(c.req.header('content-length'))
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLarge(limit)
  const stream = c.req.raw.body
  if (!stream) return Buffer.alloc(0)
  const reader = stream.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > limit) {
      await reader.cancel().catch(() => {})
      throw new BodyTooLarge(limit)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

export class JsonSyntaxError extends Error {}

const MAX_DEPTH = 32

/** JSON.parse with a nesting limit, and no NUL characters (PostgreSQL refuses them in text). */
export function parseJson(buf: Buffer): unknown {
  const text = buf.toString('utf8')
  if (text.trim() === '') throw new JsonSyntaxError('unexpected end of JSON input')
  let depth = 0
  let maxDepth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    if (inString) {
      if (ch === 92) i++ // backslash
      else if (ch === 34) inString = false
      continue
    }
    if (ch === 34) inString = true
    else if (ch === 123 || ch === 91) {
      depth++
      if (depth > maxDepth) maxDepth = depth
    } else if (ch === 125 || ch === 93) depth--
  }
  if (maxDepth > MAX_DEPTH) throw new JsonSyntaxError(`exceeded max depth of ${MAX_DEPTH}`)
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (e) {
    const msg = e instanceof Error ? e.message : 'invalid JSON'
    throw new JsonSyntaxError(msg.includes('end of JSON') ? 'unexpected end of JSON input' : `invalid character: ${msg}`)
  }
  if (containsNul(value)) throw new JsonSyntaxError('invalid character \\u0000 in string')
  return value
}

function containsNul(v: unknown): boolean {
  if (typeof v === 'string') return v.includes('\u0000')
  if (Array.isArray(v)) return v.some(containsNul)
  if (v && typeof v === 'object') return Object.entries(v).some(([k, x]) => k.includes('\u0000') || containsNul(x))
  return false
}

type FieldType = 'string' | 'bool' | 'object' | 'number' | 'uuid' | 'optstring' | 'optobject'

const GO_TYPES: Record<FieldType, string> = {
  string: 'string',
  optstring: 'string',
  bool: 'bool',
  object: 'map[string]interface {}',
  optobject: 'map[string]interface {}',
  number: 'float64',
  uuid: 'uuid.UUID',
}

function jsonTypeName(v: unknown): string {
  if (Array.isArray(v)) return 'array'
  if (v === null) return 'null'
  if (typeof v === 'object') return 'object'
  if (typeof v === 'boolean') return 'bool'
  return typeof v
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function isUuid(s: unknown): s is string {
  return typeof s === 'string' && UUID_RE.test(s)
}

type Decoded<S extends Record<string, FieldType>> = {
  [K in keyof S]: S[K] extends 'string' | 'uuid'
    ? string
    : S[K] extends 'optstring'
      ? string | null
      : S[K] extends 'bool'
        ? boolean
        : S[K] extends 'number'
          ? number
          : S[K] extends 'optobject'
            ? Record<string, unknown> | null
            : Record<string, unknown>
}

/**
 * Decodes a JSON body into named, typed parameters the way Go's json.Unmarshal
 * fills GoTrue's parameter structs: absent or null fields take the zero value,
 * unknown fields are ignored, a field of the wrong type is a bad_json error.
 */
export function decodeParams<S extends Record<string, FieldType>>(body: Buffer, structName: string, spec: S): Decoded<S> {
  let value: unknown
  try {
    value = parseJson(body)
  } catch (e) {
    throw badRequest('bad_json', `Could not parse request body as JSON: ${e instanceof Error ? e.message : 'invalid JSON'}`)
  }
  return decodeValue(value, structName, spec)
}

export function decodeValue<S extends Record<string, FieldType>>(value: unknown, structName: string, spec: S): Decoded<S> {
  const out: Record<string, unknown> = {}
  if (value !== null && (typeof value !== 'object' || Array.isArray(value))) {
    throw badRequest(
      'bad_json',
      `Could not parse request body as JSON: json: cannot unmarshal ${jsonTypeName(value)} into Go value of type api.${structName}`,
    )
  }
  const obj = (value ?? {}) as Record<string, unknown>
  for (const [key, type] of Object.entries(spec)) {
    const v = Object.prototype.hasOwnProperty.call(obj, key) ? obj[key] : undefined
    const mismatch = () =>
      badRequest(
        'bad_json',
        `Could not parse request body as JSON: json: cannot unmarshal ${jsonTypeName(v)} into Go struct field ${structName}.${key} of type ${GO_TYPES[type]}`,
      )
    if (v === undefined || v === null) {
      out[key] =
        type === 'bool' ? false : type === 'number' ? 0 : type === 'object' ? {} : type === 'optobject' || type === 'optstring' ? null : ''
      continue
    }
    switch (type) {
      case 'string':
      case 'optstring':
        if (typeof v !== 'string') throw mismatch()
        out[key] = v
        break
      case 'uuid':
        if (typeof v !== 'string') throw mismatch()
        if (!UUID_RE.test(v)) {
          throw badRequest('bad_json', `Could not parse request body as JSON: uuid: incorrect UUID format in string ${JSON.stringify(v)}`)
        }
        out[key] = v.toLowerCase()
        break
      case 'bool':
        if (typeof v !== 'boolean') throw mismatch()
        out[key] = v
        break
      case 'number':
        if (typeof v !== 'number') throw mismatch()
        out[key] = v
        break
      case 'object':
      case 'optobject':
        if (typeof v !== 'object' || Array.isArray(v)) throw mismatch()
        out[key] = v
        break
    }
  }
  return out as Decoded<S>
}

/** The client's IP address: the socket's, or the first X-Forwarded-For entry behind a trusted proxy. */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const xff = c.req.header('x-forwarded-for')
    const first = xff?.split(',')[0]?.trim()
    if (first) return first
  }
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined
  return env?.incoming?.socket?.remoteAddress ?? 'unknown'
}

export function json(data: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json', ...headers } })
}
