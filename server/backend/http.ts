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
  const error = new AuthError(429, code, message)
  if (retryAfterSeconds !== undefined) error.retryAfter = Math.max(1, Math.ceil(retryAfterSeconds))
  return error
}

export function weakPassword(message: string, reasons: string[]): AuthError {
  const error = new AuthError(422, 'weak_password', message)
  error.weakPasswordReasons = reasons
  return error
}

/** The API version the client asked for: 2024-01-01 when its header names that date or a later one. */
export function apiVersionOf(c: Context): '2024-01-01' | null {
  const asked = c.req.header(API_VERSION_HEADER)
  if (!asked || !/^\d{4}-\d{2}-\d{2}$/.test(asked)) return null
  const date = Date.parse(`${asked}T00:00:00Z`)
  return Number.isFinite(date) && date >= API_VERSION_2024 ? '2024-01-01' : null
}

export function authErrorResponse(c: Context, error: AuthError | OAuthError): Response {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (error instanceof OAuthError) {
    return new Response(JSON.stringify({ error: error.error, error_description: error.description }), { status: 400, headers })
  }
  const version = apiVersionOf(c)
  if (version) headers[API_VERSION_HEADER] = version
  if (error.retryAfter !== undefined) headers['Retry-After'] = String(error.retryAfter)
  let body: Record<string, unknown>
  if (error.code === 'weak_password') {
    const reasons = error.weakPasswordReasons ?? []
    if (version) {
      body = { code: error.code, message: error.message, weak_password: { reasons } }
    } else {
      headers['x-sb-error-code'] = error.code
      body = { code: error.status, error_code: error.code, msg: error.message, weak_password: { reasons } }
    }
  } else {
    headers['x-sb-error-code'] = error.code
    body = version ? { code: error.code, message: error.message } : { code: error.status, error_code: error.code, msg: error.message }
  }
  return new Response(JSON.stringify(body), { status: error.status, headers })
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
export function parseJson(body: Buffer): unknown {
  const text = body.toString('utf8')
  if (text.trim() === '') throw new JsonSyntaxError('unexpected end of JSON input')
  let depth = 0
  let maxDepth = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const character = text.charCodeAt(index)
    if (inString) {
      if (character === 92) index++ // backslash
      else if (character === 34) inString = false
      continue
    }
    if (character === 34) inString = true
    else if (character === 123 || character === 91) {
      depth++
      if (depth > maxDepth) maxDepth = depth
    } else if (character === 125 || character === 93) depth--
  }
  if (maxDepth > MAX_DEPTH) throw new JsonSyntaxError(`exceeded max depth of ${MAX_DEPTH}`)
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    const message = error instanceof Error ? error.message : 'invalid JSON'
    throw new JsonSyntaxError(message.includes('end of JSON') ? 'unexpected end of JSON input' : `invalid character: ${message}`)
  }
  if (containsNul(value)) throw new JsonSyntaxError('invalid character \\u0000 in string')
  return value
}

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (Array.isArray(value)) return value.some(containsNul)
  if (value && typeof value === 'object') return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item))
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

function jsonTypeName(value: unknown): string {
  if (Array.isArray(value)) return 'array'
  if (value === null) return 'null'
  if (typeof value === 'object') return 'object'
  if (typeof value === 'boolean') return 'bool'
  return typeof value
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_RE.test(value)
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
  return decodeValue(parseJsonBody(body), structName, spec)
}

/** A request body's JSON, or GoTrue's bad_json error. */
export function parseJsonBody(body: Buffer): unknown {
  try {
    return parseJson(body)
  } catch (error) {
    throw badRequest('bad_json', `Could not parse request body as JSON: ${error instanceof Error ? error.message : 'invalid JSON'}`)
  }
}

export function decodeValue<S extends Record<string, FieldType>>(value: unknown, structName: string, spec: S): Decoded<S> {
  const decoded: Record<string, unknown> = {}
  if (value !== null && (typeof value !== 'object' || Array.isArray(value))) {
    throw badRequest(
      'bad_json',
      `Could not parse request body as JSON: json: cannot unmarshal ${jsonTypeName(value)} into Go value of type api.${structName}`,
    )
  }
  const fields = (value ?? {}) as Record<string, unknown>
  for (const [key, type] of Object.entries(spec)) {
    const field = Object.prototype.hasOwnProperty.call(fields, key) ? fields[key] : undefined
    const mismatch = () =>
      badRequest(
        'bad_json',
        `Could not parse request body as JSON: json: cannot unmarshal ${jsonTypeName(field)} into Go struct field ${structName}.${key} of type ${GO_TYPES[type]}`,
      )
    if (field === undefined || field === null) {
      decoded[key] =
        type === 'bool' ? false : type === 'number' ? 0 : type === 'object' ? {} : type === 'optobject' || type === 'optstring' ? null : ''
      continue
    }
    switch (type) {
      case 'string':
      case 'optstring':
        if (typeof field !== 'string') throw mismatch()
        decoded[key] = field
        break
      case 'uuid':
        if (typeof field !== 'string') throw mismatch()
        if (!UUID_RE.test(field)) {
          throw badRequest('bad_json', `Could not parse request body as JSON: uuid: incorrect UUID format in string ${JSON.stringify(field)}`)
        }
        decoded[key] = field.toLowerCase()
        break
      case 'bool':
        if (typeof field !== 'boolean') throw mismatch()
        decoded[key] = field
        break
      case 'number':
        if (typeof field !== 'number') throw mismatch()
        decoded[key] = field
        break
      case 'object':
      case 'optobject':
        if (typeof field !== 'object' || Array.isArray(field)) throw mismatch()
        decoded[key] = field
        break
    }
  }
  return decoded as Decoded<S>
}

/** The client's IP address: the socket's, or the first X-Forwarded-For entry behind a trusted proxy. */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwardedFor = c.req.header('x-forwarded-for')
    const first = forwardedFor?.split(',')[0]?.trim()
    if (first) return first
  }
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined
  return env?.incoming?.socket?.remoteAddress ?? 'unknown'
}

export function json(data: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json', ...headers } })
}
