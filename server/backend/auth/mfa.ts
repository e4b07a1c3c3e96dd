// /auth/v1/factors — multi-factor authentication with TOTP; and what the
// recovery codes (recovery-codes.ts) share with it: the limit on wrong codes
// per factor and per account.

import type { Context, Hono } from 'hono'
import { randomUUID } from 'node:crypto'
import type { Core } from '../core.ts'
import { allow, ipOf } from '../core.ts'
import type { RateLimit } from '../config.ts'
import { spendEmail } from '../email-budget.ts'
import { hmac } from '../keys.ts'
import { mfaLockoutMail, pickLang } from '../mailer.ts'
import { AuthError, badRequest, decodeParams, forbidden, isUuid, json, notFound, tooMany, unprocessable } from '../http.ts'
import { decryptSecret, encryptSecret } from '../crypto.ts'
import { newTotpSecret, totpStep, totpUri } from '../totp.ts'
import { qrSvg } from '../qr.ts'
import { authenticate, body, endpointGroup, type Authenticated } from './guard.ts'
import type { FactorRow, FullUser, SessionRow } from './model.ts'
import { raiseSessionToAal2 } from './session-model.ts'
import {
  acceptTotpStep,
  deleteChallenge,
  deleteFactor,
  dropAbandonedFactors,
  findChallenge,
  findUserFactor,
  insertChallenge,
  insertTotpFactor,
  markFactorVerified,
  userFactors,
} from './factor-model.ts'
import { tooManyRequests } from './common.ts'

const FACTOR_EXPIRY_SECONDS = 300 // unverified factors older than this are dropped on the next enrolment
const CHALLENGE_EXPIRY_SECONDS = 300
const MAX_FACTORS = 10
const NO_CHALLENGE = '00000000-0000-0000-0000-000000000000'

/** The factor named in the path, the signed-in user's. */
async function factorFromPath(core: Core, c: Context, auth: Authenticated): Promise<FactorRow> {
  const id = c.req.param('id') ?? ''
  if (!isUuid(id)) throw notFound('validation_failed', 'factor_id must be an UUID')
  const factor = await findUserFactor(core.db(), id.toLowerCase(), auth.user.id)
  if (!factor) throw notFound('mfa_factor_not_found', 'Factor not found')
  return factor
}

function requireSession(auth: Authenticated): SessionRow {
  if (!auth.session) throw new AuthError(500, 'unexpected_failure', 'A valid session and a registered user are required to enroll a factor')
  return auth.session
}

/** The challenge a verification answers: the factor's, from this client address, not verified yet, not expired. */
async function checkChallenge(core: Core, c: Context, factorId: string, challengeId: string): Promise<string> {
  const challenge = await findChallenge(core.db(), challengeId === '' ? NO_CHALLENGE : challengeId, factorId)
  if (!challenge) throw unprocessable('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found')
  if (challenge.verified_at || challenge.ip_address !== ipOf(core, c)) {
    throw unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.')
  }
  if (Date.now() > new Date(challenge.created_at).getTime() + CHALLENGE_EXPIRY_SECONDS * 1000) {
    await deleteChallenge(core.db(), challenge.id)
    throw unprocessable('mfa_challenge_expired', `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`)
  }
  return challenge.id
}

/** POST /factors: a new TOTP factor, unverified until a code of it is verified; its secret shown this once. */
async function enrollFactor(core: Core, c: Context): Promise<Response> {
  const auth = await authenticate(core, c)
  const session = requireSession(auth)
  const params = decodeParams(await body(core, c), 'EnrollFactorParams', {
    friendly_name: 'string',
    factor_type: 'string',
    issuer: 'string',
    phone: 'string',
  })
  if (params.factor_type === 'phone') throw unprocessable('mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone')
  if (params.factor_type === 'webauthn') throw unprocessable('mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn')
  if (params.factor_type !== 'totp') throw badRequest('validation_failed', 'factor_type needs to be totp, phone, or webauthn')
  if (params.friendly_name.length > 200) throw badRequest('validation_failed', 'friendly_name is too long')
  const issuer = params.issuer !== '' ? params.issuer.slice(0, 200) : new URL(core.config.siteUrl).host
  const db = core.db()
  await dropAbandonedFactors(db, auth.user.id, FACTOR_EXPIRY_SECONDS)
  const factors = await userFactors(db, auth.user.id)
  if (params.friendly_name !== '' && factors.some((factor) => factor.friendly_name === params.friendly_name)) {
    throw unprocessable('mfa_factor_name_conflict', `A factor with the friendly name ${JSON.stringify(params.friendly_name)} for this user already exists`)
  }
  const verified = factors.filter((factor) => factor.status === 'verified').length
  if (factors.length >= MAX_FACTORS || verified >= MAX_FACTORS) {
    throw unprocessable('too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue')
  }
  if (verified > 0 && session.aal !== 'aal2') throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor')
  const id = randomUUID()
  const secret = newTotpSecret()
  const uri = totpUri(issuer, auth.user.email ?? '', secret)
  const friendlyName = params.friendly_name === '' ? null : params.friendly_name
  await insertTotpFactor(db, { id, userId: auth.user.id, friendlyName, encryptedSecret: encryptSecret(core.keys.encryptionKey, secret, id) })
  return json({ id, type: 'totp', friendly_name: params.friendly_name, totp: { qr_code: qrSvg(uri), secret, uri } })
}

/** POST /factors/:id/challenge: a challenge the next code answers, from this client address. */
async function challengeFactor(core: Core, c: Context): Promise<Response> {
  if (!(await allow(core, c, 'mfa-challenge', core.config.rateLimits.mfa))) throw tooManyRequests()
  const auth = await authenticate(core, c)
  const factor = await factorFromPath(core, c, auth)
  decodeParams(await body(core, c), 'ChallengeFactorParams', { channel: 'string', webauthn: 'optobject' })
  if (factor.factor_type !== 'totp') throw badRequest('validation_failed', 'factor_type needs to be totp, phone, or webauthn')
  const id = randomUUID()
  const createdAt = await core.db().tx((tx) => insertChallenge(tx, factor.id, id, ipOf(core, c)))
  return json({ id, type: 'totp', expires_at: Math.floor(createdAt.getTime() / 1000) + CHALLENGE_EXPIRY_SECONDS })
}

/** POST /factors/:id/verify: a TOTP code answering a challenge; verifies the factor and raises the session to aal2. */
async function verifyFactor(core: Core, c: Context): Promise<Response> {
  if (!(await allow(core, c, 'mfa-verify', core.config.rateLimits.mfa))) throw tooManyRequests()
  const auth = await authenticate(core, c)
  const session = requireSession(auth)
  const factor = await factorFromPath(core, c, auth)
  const params = decodeParams(await body(core, c), 'VerifyFactorParams', { challenge_id: 'uuid', code: 'string', webauthn: 'optobject' })
  if (params.code === '') throw badRequest('validation_failed', 'Code needs to be non-empty')
  const challengeId = await checkChallenge(core, c, factor.id, params.challenge_id)
  // The lock first: a locked factor refuses even the right code, from any address. A factor being
  // enrolled is verified by whoever holds its secret, who has nothing to guess: it is not counted.
  const attempt = factor.status === 'verified' ? await countCodeAttempt(core, auth.user, factor.id) : UNCOUNTED
  const step = totpStep(decryptSecret(core.keys.encryptionKey, factor.secret, factor.id), params.code)
  const invalid = () => unprocessable('mfa_verification_failed', 'Invalid TOTP code entered')
  if (step === null) throw await attempt.failed(invalid())
  const token = await core.db().tx(async (tx) => {
    // A code of the last accepted step or an earlier one is refused, from any session and on any challenge.
    if (!(await acceptTotpStep(tx, factor.id, step))) return null
    // Other unverified factors of the type end (before the answer lists the user's factors).
    await markFactorVerified(tx, factor, challengeId)
    return raiseSessionToAal2(core, tx, { userId: auth.user.id, sessionId: session.id, method: 'totp', factorId: factor.id })
  })
  if (token === null) throw await attempt.failed(invalid())
  await attempt.succeeded()
  return json(token)
}

/** DELETE /factors/:id: a verified factor only from an aal2 session. */
async function unenrollFactor(core: Core, c: Context): Promise<Response> {
  const auth = await authenticate(core, c)
  const session = requireSession(auth)
  const factor = await factorFromPath(core, c, auth)
  if (factor.status === 'verified' && session.aal !== 'aal2') {
    throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor')
  }
  await core.db().tx((tx) => deleteFactor(tx, factor.id))
  return json({ id: factor.id })
}

export const mfaRoutes = (core: Core): Hono =>
  endpointGroup(core, [
    ['POST', '/', enrollFactor],
    ['POST', '/:id/challenge', challengeFactor],
    ['POST', '/:id/verify', verifyFactor],
    ['DELETE', '/:id', unenrollFactor],
  ])

// ---------------------------------------------------------------------------
// Wrong codes, limited per factor and per account
//
// The per-address limit (rateLimits.mfa) does not stop a session that guesses
// from many addresses. These counters do: the wrong codes of one factor, and
// of one account (its factors and recovery codes together), from every
// address, in the rate limiter, which the servers of a PostgreSQL database
// share. As with the password-guessing limit, an attempt is counted before its
// code is checked and given back when the code is right. Once a counter is
// full, every attempt on it, the right code's too, is refused until its window
// ends. Only someone who holds a session, so the password, can fill one: the
// owner is told by e-mail.

/** At most one lockout e-mail per account in this time, whatever the lockouts (the e-mail budget's own spacing is a minute). */
const LOCKOUT_MAIL_INTERVAL_SECONDS = 3600

interface WrongCodeCounter {
  key: string
  limit: RateLimit
}

/** One code attempt, counted; the code is being checked. */
export interface CodeAttempt {
  /** The code was right: the attempt is given back. */
  succeeded(): Promise<void>
  /**
   * The code was wrong: it stays counted. Returns the error to answer, `wrong`, or the lockout's when
   * this code filled a counter (the owner is then told by e-mail).
   */
  failed(wrong: AuthError): Promise<AuthError>
}

const UNCOUNTED: CodeAttempt = { succeeded: () => Promise.resolve(), failed: (wrong) => Promise.resolve(wrong) }

/** A counter's key: the account or factor by a keyed hash only, as the other limits' keys. */
function counterKey(core: Core, scope: 'factor' | 'account' | 'lockout-mail', id: string): string {
  return `mfa-${scope}:${hmac(core.keys.refreshSecret, `mfa-wrong-codes:${scope}:${id}`).subarray(0, 18).toString('base64url')}`
}

export function lockedError(retryAfterSeconds: number): AuthError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  const message = `Too many wrong codes: this factor is locked, try again in ${minutes} minute${minutes === 1 ? '' : 's'}`
  return tooMany('mfa_factor_locked', message, retryAfterSeconds)
}

/**
 * Counts one code attempt against the account and, for a factor's code, the factor, before the code
 * is checked; throws the lockout error when one of them is full.
 */
export async function countCodeAttempt(core: Core, user: FullUser, factorId: string | null): Promise<CodeAttempt> {
  const limits = core.config.rateLimits
  const counters: WrongCodeCounter[] = []
  if (factorId !== null) counters.push({ key: counterKey(core, 'factor', factorId), limit: limits.mfaPerFactor })
  counters.push({ key: counterKey(core, 'account', user.id), limit: limits.mfaPerAccount })
  const counted: WrongCodeCounter[] = []
  for (const counter of counters) {
    const verdict = await core.limiter.count(counter.key, counter.limit)
    if (!verdict.allowed) {
      // The attempt is not heard: the counters that had let it through do not keep it.
      for (const earlier of counted) await core.limiter.takeBack(earlier.key)
      throw lockedError(verdict.retryAfterSeconds)
    }
    counted.push(counter)
  }
  return {
    async succeeded() {
      for (const counter of counters) await core.limiter.takeBack(counter.key)
    },
    async failed(wrong) {
      const lockedFor = await secondsLocked(core, counters)
      if (lockedFor === null) return wrong
      await warnOwner(core, user, lockedFor)
      return lockedError(lockedFor)
    },
  }
}

/** After a wrong code: the seconds until the first full counter is free again, or null when none is full. */
async function secondsLocked(core: Core, counters: WrongCodeCounter[]): Promise<number | null> {
  for (const { key, limit } of counters) {
    // The limiter only says whether a count stays within a limit: adding nothing, "within max - 1"
    // means "below max", that is, not full. (A limit of 1 is full after any wrong code.)
    const probe = await core.limiter.count(key, { max: Math.max(1, limit.max - 1), windowSeconds: limit.windowSeconds }, 0)
    if (limit.max <= 1 || !probe.allowed) return probe.retryAfterSeconds
  }
  return null
}

/**
 * Tells the owner of a lockout, at most once an hour per account and within the e-mail budget (so a
 * lockout cannot flood the owner), in the background. A refusal or a failure only leaves a log line.
 */
async function warnOwner(core: Core, user: FullUser, lockedForSeconds: number): Promise<void> {
  const to = user.email
  if (!to) return
  try {
    const interval = await core.limiter.count(counterKey(core, 'lockout-mail', user.id), { max: 1, windowSeconds: LOCKOUT_MAIL_INTERVAL_SECONDS })
    if (!interval.allowed) {
      core.log(`backend: MFA lockout e-mail to user ${user.id} not sent: one was sent less than an hour ago`)
      return
    }
    const refused = await spendEmail(core, { to, kind: 'account', group: 'mfa_lockout_sent_at', client: null })
    if (refused) {
      core.log(`backend: MFA lockout e-mail to user ${user.id} not sent: the e-mail budget refused it (${refused.reason})`)
      return
    }
    const minutes = Math.max(1, Math.ceil(lockedForSeconds / 60))
    core.mailer.sendLater(mfaLockoutMail(pickLang(user.raw_user_meta_data.lang), to, minutes), 'MFA lockout e-mail')
  } catch (error) {
    core.log(`backend: MFA lockout e-mail to user ${user.id} not sent: ${error instanceof Error ? error.message : String(error)}`)
  }
}
