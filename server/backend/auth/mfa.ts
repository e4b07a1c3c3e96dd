// /auth/v1/factors — multi-factor authentication with TOTP; and what the
// recovery codes (recovery-codes.ts) share with it: the limit on wrong codes
// per factor and per account, and the raising of a session to aal2.

import { Hono, type Context } from 'hono'
import { randomUUID } from 'node:crypto'
import type { Core } from '../core.ts'
import { allow, ipOf } from '../core.ts'
import type { RateLimit } from '../config.ts'
import type { Queryable } from '../db.ts'
import { spendEmail } from '../email-budget.ts'
import { hmac } from '../keys.ts'
import { mfaLockoutMail, pickLang } from '../mailer.ts'
import { AuthError, badRequest, decodeParams, forbidden, isUuid, json, notFound, tooMany, unprocessable } from '../http.ts'
import { decryptSecret, encryptSecret } from '../crypto.ts'
import { newTotpSecret, totpStep, totpUri } from '../totp.ts'
import { qrSvg } from '../qr.ts'
import { authenticate, body, handle, type Authenticated } from './guard.ts'
import { addAmrClaim, insertRefreshToken, refreshTokenFor, tokenResponse, type FactorRow, type FullUser, type TokenResponse } from './model.ts'

const FACTOR_EXPIRY_SECONDS = 300 // unverified factors older than this are dropped on the next enrolment
const CHALLENGE_EXPIRY_SECONDS = 300
const MAX_FACTORS = 10

export function mfaRoutes(core: Core): Hono {
  const app = new Hono()
  const route = (fn: (c: Context) => Promise<Response>) => handle(core, fn)

  async function loadFactor(c: Context, auth: Authenticated): Promise<FactorRow> {
    const id = c.req.param('id') ?? ''
    if (!isUuid(id)) throw notFound('validation_failed', 'factor_id must be an UUID')
    const rows = await core.db().query<FactorRow & Record<string, unknown>>(
      'select * from app_auth.mfa_factors where id = $1 and user_id = $2',
      [id.toLowerCase(), auth.user.id],
    )
    const f = rows[0]
    if (!f) throw notFound('mfa_factor_not_found', 'Factor not found')
    return f
  }

  function requireSession(auth: Authenticated) {
    if (!auth.session) throw new AuthError(500, 'unexpected_failure', 'A valid session and a registered user are required to enroll a factor')
    return auth.session
  }

  /** The challenge a verification answers: the factor's, from this client address, not verified yet, not expired. */
  async function checkChallenge(c: Context, factorId: string, challengeId: string): Promise<string> {
    const db = core.db()
    const challenges = await db.query<{ id: string; ip_address: string; verified_at: Date | null; created_at: Date }>(
      'select id, ip_address, verified_at, created_at from app_auth.mfa_challenges where id = $1 and factor_id = $2',
      [challengeId === '' ? '00000000-0000-0000-0000-000000000000' : challengeId, factorId],
    )
    const challenge = challenges[0]
    if (!challenge) throw unprocessable('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found')
    if (challenge.verified_at || challenge.ip_address !== ipOf(core, c)) {
      throw unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.')
    }
    if (Date.now() > new Date(challenge.created_at).getTime() + CHALLENGE_EXPIRY_SECONDS * 1000) {
      await db.query('delete from app_auth.mfa_challenges where id = $1', [challenge.id])
      throw unprocessable(
        'mfa_challenge_expired',
        `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
      )
    }
    return challenge.id
  }

  app.post(
    '/',
    route(async (c) => {
      const auth = await authenticate(core, c)
      const session = requireSession(auth)
      const p = decodeParams(await body(core, c), 'EnrollFactorParams', {
        friendly_name: 'string',
        factor_type: 'string',
        issuer: 'string',
        phone: 'string',
      })
      if (p.factor_type === 'phone') throw unprocessable('mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone')
      if (p.factor_type === 'webauthn') throw unprocessable('mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn')
      if (p.factor_type !== 'totp') throw badRequest('validation_failed', 'factor_type needs to be totp, phone, or webauthn')
      if (p.friendly_name.length > 200) throw badRequest('validation_failed', 'friendly_name is too long')
      const issuer = p.issuer !== '' ? p.issuer.slice(0, 200) : new URL(core.config.siteUrl).host
      const db = core.db()
      await db.query(
        `delete from app_auth.mfa_factors where user_id = $1 and status = 'unverified' and created_at < now() - make_interval(secs => $2)`,
        [auth.user.id, FACTOR_EXPIRY_SECONDS],
      )
      const factors = await db.query<FactorRow & Record<string, unknown>>('select * from app_auth.mfa_factors where user_id = $1', [auth.user.id])
      if (p.friendly_name !== '' && factors.some((f) => f.friendly_name === p.friendly_name)) {
        throw unprocessable('mfa_factor_name_conflict', `A factor with the friendly name ${JSON.stringify(p.friendly_name)} for this user already exists`)
      }
      const verified = factors.filter((f) => f.status === 'verified').length
      if (factors.length >= MAX_FACTORS || verified >= MAX_FACTORS) {
        throw unprocessable('too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue')
      }
      if (verified > 0 && session.aal !== 'aal2') throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor')
      const id = randomUUID()
      const secret = newTotpSecret()
      const uri = totpUri(issuer, auth.user.email ?? '', secret)
      await db.query(
        `insert into app_auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret) values ($1, $2, $3, 'totp', 'unverified', $4)`,
        [id, auth.user.id, p.friendly_name === '' ? null : p.friendly_name, encryptSecret(core.keys.encryptionKey, secret, id)],
      )
      return json({ id, type: 'totp', friendly_name: p.friendly_name, totp: { qr_code: qrSvg(uri), secret, uri } })
    }),
  )

  app.post(
    '/:id/challenge',
    route(async (c) => {
      if (!(await allow(core, c, 'mfa-challenge', core.config.rateLimits.mfa))) throw tooMany('over_request_rate_limit', 'Request rate limit reached')
      const auth = await authenticate(core, c)
      const factor = await loadFactor(c, auth)
      decodeParams(await body(core, c), 'ChallengeFactorParams', { channel: 'string', webauthn: 'optobject' })
      if (factor.factor_type !== 'totp') throw badRequest('validation_failed', 'factor_type needs to be totp, phone, or webauthn')
      const id = randomUUID()
      const rows = await core.db().tx(async (q) => {
        await q.query('update app_auth.mfa_factors set last_challenged_at = now(), updated_at = now() where id = $1', [factor.id])
        return q.query<{ created_at: Date }>(
          'insert into app_auth.mfa_challenges (id, factor_id, ip_address) values ($1, $2, $3) returning created_at',
          [id, factor.id, ipOf(core, c)],
        )
      })
      const createdAt = new Date((rows[0] as { created_at: Date }).created_at).getTime()
      return json({ id, type: 'totp', expires_at: Math.floor(createdAt / 1000) + CHALLENGE_EXPIRY_SECONDS })
    }),
  )

  app.post(
    '/:id/verify',
    route(async (c) => {
      if (!(await allow(core, c, 'mfa-verify', core.config.rateLimits.mfa))) throw tooMany('over_request_rate_limit', 'Request rate limit reached')
      const auth = await authenticate(core, c)
      const session = requireSession(auth)
      const factor = await loadFactor(c, auth)
      const p = decodeParams(await body(core, c), 'VerifyFactorParams', { challenge_id: 'uuid', code: 'string', webauthn: 'optobject' })
      if (p.code === '') throw badRequest('validation_failed', 'Code needs to be non-empty')
      const challengeId = await checkChallenge(c, factor.id, p.challenge_id)
      // The lock first: a locked factor refuses even the right code, from any address. A factor being
      // enrolled is verified by whoever holds its secret, who has nothing to guess: it is not counted.
      const attempt = factor.status === 'verified' ? await countCodeAttempt(core, auth.user, factor.id) : UNCOUNTED
      const secret = decryptSecret(core.keys.encryptionKey, factor.secret, factor.id)
      const step = totpStep(secret, p.code)
      const invalid = () => unprocessable('mfa_verification_failed', 'Invalid TOTP code entered')
      if (step === null) throw await attempt.failed(invalid())
      const token = await core.db().tx(async (q) => {
        // RFC 6238 section 5.2: a code is accepted once. The factor's last accepted step moves forward
        // in the same transaction as the session's upgrade; a code of that step or an earlier one is
        // refused, from any session and on any challenge (a concurrent verification waits for the row).
        const advanced = await q.query(
          'update app_auth.mfa_factors set last_totp_step = $2 where id = $1 and (last_totp_step is null or last_totp_step < $2) returning id',
          [factor.id, step],
        )
        if (advanced.length === 0) return null
        await q.query('update app_auth.mfa_challenges set verified_at = now() where id = $1', [challengeId])
        await q.query("update app_auth.mfa_factors set status = 'verified', updated_at = now() where id = $1", [factor.id])
        // Other unverified factors of the type end (before the answer lists the user's factors).
        await q.query(
          "delete from app_auth.mfa_factors where user_id = $1 and factor_type = $2 and status = 'unverified' and id <> $3",
          [auth.user.id, factor.factor_type, factor.id],
        )
        return raiseSessionToAal2(core, q, { userId: auth.user.id, sessionId: session.id, method: 'totp', factorId: factor.id })
      })
      if (token === null) throw await attempt.failed(invalid())
      await attempt.succeeded()
      return json(token)
    }),
  )

  app.delete(
    '/:id',
    route(async (c) => {
      const auth = await authenticate(core, c)
      const session = requireSession(auth)
      const factor = await loadFactor(c, auth)
      if (factor.status === 'verified' && session.aal !== 'aal2') {
        throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor')
      }
      await core.db().tx(async (q) => {
        await deleteFactor(q, factor.id)
      })
      return json({ id: factor.id })
    }),
  )

  return app
}

/**
 * Deletes a factor and brings the sessions it had raised back to aal1. With the user's last verified
 * factor go the recovery codes, and the sessions they raised come back to aal1 too: a recovery code
 * stands in for a factor, and stands for nothing once there is none.
 */
export async function deleteFactor(q: Queryable, factorId: string): Promise<void> {
  const owners = await q.query<{ user_id: string }>('select user_id from app_auth.mfa_factors where id = $1', [factorId])
  const sessions = await q.query<{ id: string }>('select id from app_auth.sessions where factor_id = $1', [factorId])
  for (const s of sessions) {
    await q.query("delete from app_auth.mfa_amr_claims where session_id = $1 and authentication_method = 'totp'", [s.id])
  }
  await q.query("update app_auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1", [factorId])
  await q.query('delete from app_auth.mfa_factors where id = $1', [factorId])
  const userId = owners[0]?.user_id
  if (userId === undefined) return
  const verified = await q.query("select 1 from app_auth.mfa_factors where user_id = $1 and status = 'verified' limit 1", [userId])
  if (verified.length > 0) return
  await q.query('delete from app_auth.mfa_recovery_codes where user_id = $1', [userId])
  await q.query(
    `update app_auth.sessions set aal = 'aal1', updated_at = now()
      where user_id = $1 and id in (select session_id from app_auth.mfa_amr_claims where authentication_method = 'recovery_code')`,
    [userId],
  )
  await q.query(
    `delete from app_auth.mfa_amr_claims
      where authentication_method = 'recovery_code' and session_id in (select id from app_auth.sessions where user_id = $1)`,
    [userId],
  )
}

/**
 * Raises a session to aal2 once a second factor is proven (a TOTP code, or a recovery code, which
 * names no factor), in the caller's transaction, and returns the token answer: the amr claim, a new
 * refresh token (the one issued at aal1 cannot give aal2 sessions), the user's other aal1 sessions ended.
 */
export async function raiseSessionToAal2(
  core: Core,
  q: Queryable,
  proof: { userId: string; sessionId: string; method: 'totp' | 'recovery_code'; factorId: string | null },
): Promise<TokenResponse> {
  const { userId, sessionId } = proof
  await addAmrClaim(q, sessionId, proof.method)
  // A recovery code keeps the factor a TOTP code recorded, if any: deleting that factor still lowers the session.
  await q.query("update app_auth.sessions set aal = 'aal2', factor_id = coalesce($2, factor_id), updated_at = now() where id = $1", [
    sessionId,
    proof.factorId,
  ])
  const active = await q.query<{ id: string }>(
    'select id from app_auth.refresh_tokens where session_id = $1 and not revoked order by created_at desc limit 1',
    [sessionId],
  )
  await q.query('update app_auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked', [sessionId])
  const refresh = await insertRefreshToken(core, q, userId, sessionId, active[0]?.id ?? null)
  await q.query("delete from app_auth.sessions where user_id = $1 and aal = 'aal1' and id <> $2", [userId, sessionId])
  return tokenResponse(core, q, userId, sessionId, refresh)
}

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
  } catch (e) {
    core.log(`backend: MFA lockout e-mail to user ${user.id} not sent: ${e instanceof Error ? e.message : String(e)}`)
  }
}

export { refreshTokenFor }
