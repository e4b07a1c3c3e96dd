// What proves, moments before a sensitive change (a new password, deleting the account), that the person
// acting holds the account and not only a session: the code e-mailed by /reauthenticate, or a session just
// opened by an e-mailed link or code, or (for deletion) a second factor just verified.

import type { Core } from '../core.ts'
import { badRequest, unprocessable } from '../http.ts'
import { safeEqual } from '../crypto.ts'
import type { FullUser } from './model.ts'
import { countWrongTokenCode, otpHash, reauthenticationToken, spendOneTimeToken } from './one-time-token-model.ts'
import { provenWithin, type AuthMethod } from './session-model.ts'

/** Sessions opened by these methods proved control of the address by e-mail (GoTrue's recovery sessions). */
export const EMAIL_PROOF_METHODS: readonly AuthMethod[] = ['otp', 'magiclink', 'recovery']
/** The second factor's methods. */
export const SECOND_FACTOR_METHODS: readonly AuthMethod[] = ['totp', 'recovery_code']
/** A proof stands for a reauthentication code this long after it was given. */
const PROOF_SECONDS = 10 * 60
/** Wrong codes after which the code is dropped (a new one must be asked for). */
const MAX_WRONG_CODES = 5

/** Whether the session proved one of `methods` within the last ten minutes. */
export async function recentlyProven(core: Core, sessionId: string | undefined, methods: readonly AuthMethod[]): Promise<boolean> {
  return sessionId ? provenWithin(core.db(), sessionId, methods, PROOF_SECONDS) : false
}

/**
 * Checks and spends the code e-mailed by /reauthenticate (GoTrue's `nonce`): 400 reauthentication_needed
 * without one, 422 reauthentication_not_valid when wrong or expired (the code is dropped after five wrong ones).
 */
export async function spendReauthenticationCode(core: Core, user: FullUser, code: string): Promise<void> {
  if (code === '') throw badRequest('reauthentication_needed', 'Password update requires reauthentication')
  const db = core.db()
  const token = await reauthenticationToken(db, user.id)
  const invalid = unprocessable('reauthentication_not_valid', 'Nonce has expired or is invalid')
  if (!token) throw invalid
  if (Date.now() > new Date(token.created_at).getTime() + core.config.otpExpirySeconds * 1000) throw invalid
  if (!safeEqual(otpHash(token.relates_to, code), token.otp_hash)) {
    await countWrongTokenCode(db, token.id, MAX_WRONG_CODES)
    throw invalid
  }
  // Spent once: a concurrent request with the same code finds nothing to delete and is refused.
  if (!(await spendOneTimeToken(db, token.id))) throw invalid
}
