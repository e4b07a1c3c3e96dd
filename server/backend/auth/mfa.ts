// /auth/v1/factors — multi-factor authentication with TOTP.

import { Hono, type Context } from 'hono'
import { randomUUID } from 'node:crypto'
import type { Core } from '../core.ts'
import { allow, ipOf } from '../core.ts'
import { AuthError, badRequest, decodeParams, forbidden, isUuid, json, notFound, tooMany, unprocessable } from '../http.ts'
import { decryptSecret, encryptSecret } from '../crypto.ts'
import { newTotpSecret, totpStep, totpUri } from '../totp.ts'
import { qrSvg } from '../qr.ts'
import { authenticate, body, handle, type Authenticated } from './guard.ts'
import { addAmrClaim, insertRefreshToken, refreshTokenFor, tokenResponse, type FactorRow } from './model.ts'

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
      const db = core.db()
      const challenges = await db.query<{ id: string; ip_address: string; verified_at: Date | null; created_at: Date }>(
        'select id, ip_address, verified_at, created_at from app_auth.mfa_challenges where id = $1 and factor_id = $2',
        [p.challenge_id === '' ? '00000000-0000-0000-0000-000000000000' : p.challenge_id, factor.id],
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
      const secret = decryptSecret(core.keys.encryptionKey, factor.secret, factor.id)
      const step = totpStep(secret, p.code)
      const invalid = () => unprocessable('mfa_verification_failed', 'Invalid TOTP code entered')
      if (step === null) throw invalid()
      const token = await db.tx(async (q) => {
        // RFC 6238 section 5.2: a code is accepted once. The factor's last accepted step moves forward
        // in the same transaction as the session's upgrade; a code of that step or an earlier one is
        // refused, from any session and on any challenge (a concurrent verification waits for the row).
        const advanced = await q.query(
          'update app_auth.mfa_factors set last_totp_step = $2 where id = $1 and (last_totp_step is null or last_totp_step < $2) returning id',
          [factor.id, step],
        )
        if (advanced.length === 0) throw invalid()
        await q.query('update app_auth.mfa_challenges set verified_at = now() where id = $1', [challenge.id])
        await q.query("update app_auth.mfa_factors set status = 'verified', updated_at = now() where id = $1", [factor.id])
        await addAmrClaim(q, session.id, 'totp')
        await q.query("update app_auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1", [session.id, factor.id])
        // A new refresh token: the one issued at aal1 cannot give aal2 sessions.
        const active = await q.query<{ id: string }>(
          'select id from app_auth.refresh_tokens where session_id = $1 and not revoked order by created_at desc limit 1',
          [session.id],
        )
        await q.query('update app_auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked', [session.id])
        const refresh = await insertRefreshToken(core, q, auth.user.id, session.id, active[0]?.id ?? null)
        // Sessions still at aal1 end, as do other unverified factors of the type.
        await q.query("delete from app_auth.sessions where user_id = $1 and aal = 'aal1' and id <> $2", [auth.user.id, session.id])
        await q.query(
          "delete from app_auth.mfa_factors where user_id = $1 and factor_type = $2 and status = 'unverified' and id <> $3",
          [auth.user.id, factor.factor_type, factor.id],
        )
        return tokenResponse(core, q, auth.user.id, session.id, refresh)
      })
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

/** Deletes a factor and brings the sessions it had raised back to aal1. */
export async function deleteFactor(q: { query: (sql: string, params?: unknown[]) => Promise<unknown[]> }, factorId: string): Promise<void> {
  const sessions = (await q.query('select id from app_auth.sessions where factor_id = $1', [factorId])) as { id: string }[]
  for (const s of sessions) {
    await q.query("delete from app_auth.mfa_amr_claims where session_id = $1 and authentication_method = 'totp'", [s.id])
  }
  await q.query("update app_auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1", [factorId])
  await q.query('delete from app_auth.mfa_factors where id = $1', [factorId])
}

export { refreshTokenFor }
