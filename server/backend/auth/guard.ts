// Request guards and error handling for /auth/v1: the API key check done by
// Supabase's gateway, bearer-token authentication, admin authorisation, and
// the wrapper that turns every failure into GoTrue's error shape.

import { Hono, type Context } from 'hono'
import { jwtVerify, errors as joseErrors, type JWTPayload } from 'jose'
import type { Core } from '../core.ts'
import {
  AuthError,
  BodyTooLarge,
  OAuthError,
  authErrorResponse,
  badRequest,
  forbidden,
  isUuid,
  json,
  readBody,
} from '../http.ts'
import { isPgError } from '../db.ts'
import { safeEqual } from '../crypto.ts'
import { algorithmFor } from '../keys.ts'
import { isBanned, loadUser, type FullUser, type SessionRow } from './model.ts'
import { findUserSession } from './session-model.ts'

export interface AccessClaims extends JWTPayload {
  role?: string
  session_id?: string
  aal?: string
  email?: string
}

/** Supabase's gateway answers these before the request reaches the auth server. */
export function checkApiKey(core: Core, c: Context): Response | null {
  const key = c.req.header('apikey') ?? c.req.query('apikey')
  if (!key) {
    return json({ message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' }, 401)
  }
  if (!safeEqual(key, core.keys.anonKey) && !safeEqual(key, core.keys.serviceRoleKey)) {
    return json({ message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' }, 401)
  }
  return null
}

export function bearer(c: Context): string | null {
  const header = c.req.header('authorization') ?? ''
  const match = /^[Bb]earer (\S+)$/.exec(header.trim())
  return match ? (match[1] as string) : null
}

/** The audience of users' access tokens (GoTrue's default JWT_AUD). */
export const ACCESS_TOKEN_AUDIENCE = 'authenticated'
/** The issuer of the anon and service-role API keys (keys.ts), as in Supabase's. */
export const API_KEY_ISSUER = 'supabase'

/**
 * Verifies a token signed by this server: signature, algorithm, an expiry (required) that has not
 * passed, and who issued it for whom. `user`: a user's access token only (this server's issuer,
 * the 'authenticated' audience). `any` also takes the API keys' own form (issuer 'supabase', role
 * anon or service_role), for the admin and REST role checks.
 */
export async function verifyJwt(core: Core, token: string, accept: 'user' | 'any' = 'user'): Promise<AccessClaims> {
  let payload: AccessClaims
  try {
    ;({ payload } = await jwtVerify<AccessClaims>(token, core.keys.publicKey, {
      algorithms: [algorithmFor(core.keys.privateKey)],
      requiredClaims: ['exp'],
    }))
  } catch (error) {
    let reason = 'token is malformed'
    if (error instanceof joseErrors.JWTExpired) reason = 'token has invalid claims: token is expired'
    else if (error instanceof joseErrors.JWSSignatureVerificationFailed) reason = 'token signature is invalid: signature verification failed'
    else if (error instanceof joseErrors.JOSEAlgNotAllowed) reason = 'token signature is invalid: signing method not allowed'
    else if (error instanceof joseErrors.JWTClaimValidationFailed) reason = `token has invalid claims: ${error.message}`
    else if (error instanceof joseErrors.JWSInvalid || error instanceof joseErrors.JWTInvalid) reason = 'token is malformed: could not parse the token'
    throw badJwt(reason)
  }
  const audiences = typeof payload.aud === 'string' ? [payload.aud] : (payload.aud ?? [])
  if (payload.iss === core.config.issuer) {
    if (!audiences.includes(ACCESS_TOKEN_AUDIENCE)) throw badJwt('token has invalid claims: token has invalid audience')
    return payload
  }
  if (accept === 'any' && payload.iss === API_KEY_ISSUER && (payload.role === 'anon' || payload.role === 'service_role')) return payload
  throw badJwt('token has invalid claims: token has invalid issuer')
}

const badJwt = (reason: string) => forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`)

export interface Authenticated {
  user: FullUser
  session: SessionRow | null
  claims: AccessClaims
}

/** GoTrue's requireAuthentication: a valid access token of an existing user and session. */
export async function authenticate(core: Core, c: Context): Promise<Authenticated> {
  const token = bearer(c)
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
  const claims = await verifyJwt(core, token)
  if (!claims.sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim')
  if (!isUuid(claims.sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID')
  const db = core.db()
  const user = await loadUser(db, claims.sub)
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist')
  let session: SessionRow | null = null
  if (claims.session_id && claims.session_id !== '00000000-0000-0000-0000-000000000000') {
    if (!isUuid(claims.session_id)) throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID')
    session = await findUserSession(db, claims.session_id, user.id)
    if (!session) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist')
  }
  if (isBanned(user)) throw forbidden('user_banned', 'User is banned')
  return { user, session, claims }
}

/** GoTrue's requireAdminCredentials: a bearer token with the service_role role. */
export async function requireAdmin(core: Core, c: Context): Promise<void> {
  const token = bearer(c)
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
  if (safeEqual(token, core.keys.serviceRoleKey)) return
  const claims = await verifyJwt(core, token, 'any')
  if (claims.role !== 'service_role' && claims.role !== 'supabase_admin') throw forbidden('not_admin', 'User not allowed')
}

export async function body(core: Core, c: Context): Promise<Buffer> {
  return readBody(c, core.config.bodyLimitBytes)
}

/** A Hono handler. */
export type Handler = (c: Context) => Promise<Response>

/** An endpoint: a handler given the core it runs with. */
export type Endpoint = (core: Core, c: Context) => Promise<Response>

/** Runs a handler; answers its failures in GoTrue's error shape and never lets bad input become a 500. */
export function handle(core: Core, fn: Handler): Handler {
  return async (c) => {
    try {
      return await fn(c)
    } catch (error) {
      return errorResponse(core, c, error)
    }
  }
}

/** Mounts an endpoint: run with `core`, its failures answered in GoTrue's error shape. */
export function endpoint(core: Core, fn: Endpoint): Handler {
  return handle(core, (c) => fn(core, c))
}

/** A group's endpoints, as GoTrue's router lists them: method, path, handler. */
export type EndpointTable = readonly (readonly [method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, handler: Endpoint])[]

/** The router of a group of endpoints, each mounted with `mount` (`endpoint` unless the group needs more). */
export function endpointGroup(core: Core, endpoints: EndpointTable, mount: (core: Core, fn: Endpoint) => Handler = endpoint): Hono {
  const app = new Hono()
  for (const [method, path, handler] of endpoints) app.on(method, path, mount(core, handler))
  return app
}

export function errorResponse(core: Core, c: Context, error: unknown): Response {
  if (error instanceof AuthError || error instanceof OAuthError) return authErrorResponse(c, error)
  if (error instanceof BodyTooLarge) {
    return authErrorResponse(c, new AuthError(413, 'request_entity_too_large', `Request body too large (max ${error.limit} bytes)`))
  }
  if (isPgError(error)) {
    // Data the database refuses (bad text, out-of-range values, constraint checks) is the client's fault.
    if (error.code === '23505' && /email/.test(error.constraint ?? '')) {
      return authErrorResponse(c, new AuthError(422, 'email_exists', 'A user with this email address has already been registered'))
    }
    if (/^(22|23|54)/.test(error.code)) {
      return authErrorResponse(c, new AuthError(400, 'validation_failed', 'Invalid input: the value was refused by the database'))
    }
  }
  core.log(`backend: unexpected error on ${c.req.method} ${c.req.path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
  return authErrorResponse(c, new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'))
}
