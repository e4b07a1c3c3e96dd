// Request guards and error handling for /auth/v1: the API key check done by
// Supabase's gateway, bearer-token authentication, admin authorisation, and
// the wrapper that turns every failure into GoTrue's error shape.

import type { Context } from 'hono'
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
  const h = c.req.header('authorization') ?? ''
  const m = /^[Bb]earer (\S+)$/.exec(h.trim())
  return m ? (m[1] as string) : null
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
  } catch (e) {
    let reason = 'token is malformed'
    if (e instanceof joseErrors.JWTExpired) reason = 'token has invalid claims: token is expired'
    else if (e instanceof joseErrors.JWSSignatureVerificationFailed) reason = 'token signature is invalid: signature verification failed'
    else if (e instanceof joseErrors.JOSEAlgNotAllowed) reason = 'token signature is invalid: signing method not allowed'
    else if (e instanceof joseErrors.JWTClaimValidationFailed) reason = `token has invalid claims: ${e.message}`
    else if (e instanceof joseErrors.JWSInvalid || e instanceof joseErrors.JWTInvalid) reason = 'token is malformed: could not parse the token'
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
    const rows = await db.query<SessionRow & Record<string, unknown>>('select * from app_auth.sessions where id = $1 and user_id = $2', [
      claims.session_id,
      user.id,
    ])
    session = rows[0] ?? null
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

type Handler = (c: Context) => Promise<Response>

/** Runs a handler; answers its failures in GoTrue's error shape and never lets bad input become a 500. */
export function handle(core: Core, fn: Handler): Handler {
  return async (c) => {
    try {
      return await fn(c)
    } catch (e) {
      return errorResponse(core, c, e)
    }
  }
}

export function errorResponse(core: Core, c: Context, e: unknown): Response {
  if (e instanceof AuthError || e instanceof OAuthError) return authErrorResponse(c, e)
  if (e instanceof BodyTooLarge) {
    return authErrorResponse(c, new AuthError(413, 'request_entity_too_large', `Request body too large (max ${e.limit} bytes)`))
  }
  if (isPgError(e)) {
    // Data the database refuses (bad text, out-of-range values, constraint checks) is the client's fault.
    if (e.code === '23505' && /email/.test(e.constraint ?? '')) {
      return authErrorResponse(c, new AuthError(422, 'email_exists', 'A user with this email address has already been registered'))
    }
    if (/^(22|23|54)/.test(e.code)) {
      return authErrorResponse(c, new AuthError(400, 'validation_failed', 'Invalid input: the value was refused by the database'))
    }
  }
  core.log(`backend: unexpected error on ${c.req.method} ${c.req.path}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`)
  return authErrorResponse(c, new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'))
}
