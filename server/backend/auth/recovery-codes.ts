// /auth/v1/mfa/recovery-codes — single-use codes that stand in for the second
// factor when its authenticator is lost (an extension of GoTrue's API; its
// own endpoints are unchanged). A user with a verified factor generates ten at
// aal2 and keeps them; one raises an aal1 session to aal2, once. The codes are
// stored only as a keyed hash; a wrong one counts against the account's limit
// on wrong second-factor codes (mfa.ts).

import type { Context, Hono } from 'hono'
import { randomBytes } from 'node:crypto'
import type { Core } from '../core.ts'
import { allow } from '../core.ts'
import { badRequest, decodeParams, forbidden, json, unprocessable } from '../http.ts'
import { hmac } from '../keys.ts'
import { authenticate, body, endpointGroup, type Authenticated } from './guard.ts'
import { hasVerifiedFactor, type SessionRow } from './model.ts'
import { raiseSessionToAal2 } from './session-model.ts'
import { recoveryCodeSummary, replaceRecoveryCodes, spendRecoveryCode } from './factor-model.ts'
import { countCodeAttempt } from './mfa.ts'
import { tooManyRequests } from './common.ts'

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

/** POST /mfa/recovery-codes: replaces the user's codes with new ones, shown this once. */
async function generateRecoveryCodes(core: Core, c: Context): Promise<Response> {
  if (!(await allow(core, c, 'mfa-recovery-codes', core.config.rateLimits.mfa))) throw tooManyRequests()
  const auth = await authenticate(core, c)
  const session = requireSession(auth)
  requireVerifiedFactor(auth)
  if (session.aal !== 'aal2') throw forbidden('insufficient_aal', 'AAL2 required to generate recovery codes')
  const codes = new Set<string>()
  while (codes.size < CODE_COUNT) codes.add(newCode())
  const hashes = [...codes].map((code) => codeHash(core, auth.user.id, normalizeCode(code) as string))
  const createdAt = await core.db().tx((tx) => replaceRecoveryCodes(tx, auth.user.id, hashes))
  return json({ codes: [...codes], created_at: createdAt.toISOString() })
}

/** GET /mfa/recovery-codes: how many codes are left, never the codes. */
async function recoveryCodesLeft(core: Core, c: Context): Promise<Response> {
  const auth = await authenticate(core, c)
  const summary = await recoveryCodeSummary(core.db(), auth.user.id)
  return json({ remaining: summary.remaining, created_at: summary.createdAt ? summary.createdAt.toISOString() : null })
}

/** POST /mfa/recovery-codes/verify: spends a code and raises the session to aal2, as a TOTP code does. */
async function verifyRecoveryCode(core: Core, c: Context): Promise<Response> {
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
  const token = await core.db().tx(async (tx) => {
    // Spent in the transaction that raises the session.
    if (!(await spendRecoveryCode(tx, auth.user.id, codeHash(core, auth.user.id, code)))) return null
    return raiseSessionToAal2(core, tx, { userId: auth.user.id, sessionId: session.id, method: 'recovery_code', factorId: null })
  })
  if (token === null) throw await attempt.failed(invalid())
  await attempt.succeeded()
  return json(token)
}

export const recoveryCodeRoutes = (core: Core): Hono =>
  endpointGroup(core, [
    ['POST', '/recovery-codes', generateRecoveryCodes],
    ['GET', '/recovery-codes', recoveryCodesLeft],
    ['POST', '/recovery-codes/verify', verifyRecoveryCode],
  ])
