// /auth/v1/mfa/recovery-codes — single-use codes that stand in for the second
// factor when its authenticator is lost (an extension of GoTrue's API; its
// own endpoints are unchanged). A user with a verified factor generates ten at
// aal2 and keeps them; one raises an aal1 session to aal2, once. The codes are
// stored only as a keyed hash; a wrong one counts against the account's limit
// on wrong second-factor codes (mfa.ts).

import { Hono, type Context } from 'hono'
import { randomBytes } from 'node:crypto'
import type { Core } from '../core.ts'
import { allow } from '../core.ts'
import { badRequest, decodeParams, forbidden, json, unprocessable } from '../http.ts'
import { hmac } from '../keys.ts'
import { authenticate, body, handle, type Authenticated } from './guard.ts'
import { hasVerifiedFactor, type SessionRow } from './model.ts'
import { countCodeAttempt, raiseSessionToAal2 } from './mfa.ts'
import { tooManyRequests, type Handler } from './common.ts'

const CODE_COUNT = 10
/**
 * Crockford's base32 in lower case: no i, l, o or u, so nothing reads as another character; typed
 * back, o is taken as 0 and i or l as 1. Ten characters carry 50 bits.
 */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz'
const CODE_LENGTH = 10

/** A new code, `xxxxx-xxxxx`. */
function newCode(): string {
  // 256 is a multiple of 32: each byte's low five bits are uniform.
  const characters = [...randomBytes(CODE_LENGTH)].map((byte) => ALPHABET[byte & 31])
  return `${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`
}

/** A code as typed, in its stored form: case, spaces and hyphens ignored; null if it cannot be a code. */
function normalizeCode(typed: string): string | null {
  const code = typed
    .toLowerCase()
    .replace(/[\s-]+/g, '')
    .replace(/o/g, '0')
    .replace(/[il]/g, '1')
  if (code.length !== CODE_LENGTH || [...code].some((character) => !ALPHABET.includes(character))) return null
  return code
}

/** The stored form: an HMAC under a server secret, bound to the user (a copy of the table gives no code). */
function codeHash(core: Core, userId: string, normalizedCode: string): string {
  return hmac(core.keys.refreshSecret, `mfa-recovery-code:${userId}:${normalizedCode}`).toString('hex')
}

function requireSession(auth: Authenticated): SessionRow {
  if (!auth.session) throw forbidden('session_not_found', 'A session is required to use recovery codes')
  return auth.session
}

function requireVerifiedFactor(auth: Authenticated): void {
  if (!hasVerifiedFactor(auth.user)) {
    throw unprocessable('mfa_not_enrolled', 'Recovery codes need a verified second factor: enroll and verify one first')
  }
}

export function recoveryCodeRoutes(core: Core): Hono {
  const app = new Hono()
  const route = (handler: Handler) => handle(core, handler)

  // Replaces the user's codes with new ones, shown this once.
  app.post(
    '/recovery-codes',
    route(async (c) => {
      if (!(await allow(core, c, 'mfa-recovery-codes', core.config.rateLimits.mfa))) throw tooManyRequests()
      const auth = await authenticate(core, c)
      const session = requireSession(auth)
      requireVerifiedFactor(auth)
      if (session.aal !== 'aal2') throw forbidden('insufficient_aal', 'AAL2 required to generate recovery codes')
      const codes = new Set<string>()
      while (codes.size < CODE_COUNT) codes.add(newCode())
      const hashes = [...codes].map((code) => codeHash(core, auth.user.id, normalizeCode(code) as string))
      const rows = await core.db().tx(async (q) => {
        await q.query('delete from app_auth.mfa_recovery_codes where user_id = $1', [auth.user.id])
        return q.query<{ created_at: Date }>(
          'insert into app_auth.mfa_recovery_codes (user_id, code_hash) select $1, unnest($2::text[]) returning created_at',
          [auth.user.id, hashes],
        )
      })
      return json({ codes: [...codes], created_at: new Date((rows[0] as { created_at: Date }).created_at).toISOString() })
    }),
  )

  // How many codes are left, never the codes.
  app.get(
    '/recovery-codes',
    route(async (c) => {
      const auth = await authenticate(core, c)
      const rows = await core.db().query<{ remaining: number; created_at: Date | null }>(
        'select count(*) filter (where used_at is null)::int as remaining, max(created_at) as created_at from app_auth.mfa_recovery_codes where user_id = $1',
        [auth.user.id],
      )
      const summary = rows[0]
      return json({
        remaining: summary?.remaining ?? 0,
        created_at: summary?.created_at ? new Date(summary.created_at).toISOString() : null,
      })
    }),
  )

  app.post('/recovery-codes/verify', route(verifyRecoveryCode))

  /** Spends a code and raises the session to aal2, as a TOTP code does. */
  async function verifyRecoveryCode(c: Context): Promise<Response> {
    if (!(await allow(core, c, 'mfa-recovery-verify', core.config.rateLimits.mfa))) throw tooManyRequests()
    const auth = await authenticate(core, c)
    const session = requireSession(auth)
    requireVerifiedFactor(auth)
    const params = decodeParams(await body(core, c), 'VerifyRecoveryCodeParams', { code: 'string' })
    if (params.code.trim() === '') throw badRequest('validation_failed', 'Code needs to be non-empty')
    // The lock first: a locked account refuses even a right code, from any address.
    const attempt = await countCodeAttempt(core, auth.user, null)
    const invalid = () => unprocessable('mfa_verification_failed', 'Invalid recovery code entered')
    const code = normalizeCode(params.code)
    if (code === null) throw await attempt.failed(invalid())
    const token = await core.db().tx(async (q) => {
      // Spent by a conditional update in the transaction that raises the session: of two uses of one
      // code at once, the second waits for the row and then finds it used.
      const spent = await q.query(
        'update app_auth.mfa_recovery_codes set used_at = now() where user_id = $1 and code_hash = $2 and used_at is null returning id',
        [auth.user.id, codeHash(core, auth.user.id, code)],
      )
      if (spent.length === 0) return null
      return raiseSessionToAal2(core, q, { userId: auth.user.id, sessionId: session.id, method: 'recovery_code', factorId: null })
    })
    if (token === null) throw await attempt.failed(invalid())
    await attempt.succeeded()
    return json(token)
  }

  return app
}
