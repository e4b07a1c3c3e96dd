// Second factors: TOTP factors, their challenges, and the recovery codes that stand in for them. Storage access.

import type { Queryable } from '../db.ts'
import type { FactorRow, Json } from './model.ts'

export interface ChallengeRow {
  id: string
  ip_address: string
  verified_at: Date | null
  created_at: Date
}

/** The user's factor of this id. */
export async function findUserFactor(db: Queryable, factorId: string, userId: string): Promise<FactorRow | null> {
  const rows = await db.query<FactorRow & Json>('select * from app_auth.mfa_factors where id = $1 and user_id = $2', [factorId, userId])
  return rows[0] ?? null
}

export async function userFactors(db: Queryable, userId: string): Promise<FactorRow[]> {
  return db.query<FactorRow & Json>('select * from app_auth.mfa_factors where user_id = $1', [userId])
}

/** Drops the user's factors left unverified for longer than `seconds` (an enrolment abandoned). */
export async function dropAbandonedFactors(db: Queryable, userId: string, seconds: number): Promise<void> {
  await db.query(`delete from app_auth.mfa_factors where user_id = $1 and status = 'unverified' and created_at < now() - make_interval(secs => $2)`, [
    userId,
    seconds,
  ])
}

/** A TOTP factor being enrolled, its secret encrypted. */
export async function insertTotpFactor(db: Queryable, factor: { id: string; userId: string; friendlyName: string | null; encryptedSecret: string }): Promise<void> {
  await db.query(`insert into app_auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret) values ($1, $2, $3, 'totp', 'unverified', $4)`, [
    factor.id,
    factor.userId,
    factor.friendlyName,
    factor.encryptedSecret,
  ])
}

export async function renameFactor(db: Queryable, factorId: string, friendlyName: string): Promise<void> {
  await db.query('update app_auth.mfa_factors set friendly_name = $2, updated_at = now() where id = $1', [factorId, friendlyName])
}

/** A challenge of the factor from a client address; returns when it was created. */
export async function insertChallenge(db: Queryable, factorId: string, challengeId: string, ip: string): Promise<Date> {
  await db.query('update app_auth.mfa_factors set last_challenged_at = now(), updated_at = now() where id = $1', [factorId])
  const rows = await db.query<{ created_at: Date }>('insert into app_auth.mfa_challenges (id, factor_id, ip_address) values ($1, $2, $3) returning created_at', [
    challengeId,
    factorId,
    ip,
  ])
  return new Date(rows[0]!.created_at)
}

export async function findChallenge(db: Queryable, challengeId: string, factorId: string): Promise<ChallengeRow | null> {
  const rows = await db.query<ChallengeRow & Json>('select id, ip_address, verified_at, created_at from app_auth.mfa_challenges where id = $1 and factor_id = $2', [
    challengeId,
    factorId,
  ])
  return rows[0] ?? null
}

export async function deleteChallenge(db: Queryable, challengeId: string): Promise<void> {
  await db.query('delete from app_auth.mfa_challenges where id = $1', [challengeId])
}

/**
 * RFC 6238 section 5.2: a code is accepted once. Moves the factor's last accepted step forward to `step`;
 * false when a code of that step or a later one was accepted already (a concurrent verification waits for the row).
 */
export async function acceptTotpStep(db: Queryable, factorId: string, step: number): Promise<boolean> {
  const advanced = await db.query(
    'update app_auth.mfa_factors set last_totp_step = $2 where id = $1 and (last_totp_step is null or last_totp_step < $2) returning id',
    [factorId, step],
  )
  return advanced.length > 0
}

/** A verified challenge: its factor verified, the user's other unverified factors of the type dropped. */
export async function markFactorVerified(db: Queryable, factor: FactorRow, challengeId: string): Promise<void> {
  await db.query('update app_auth.mfa_challenges set verified_at = now() where id = $1', [challengeId])
  await db.query("update app_auth.mfa_factors set status = 'verified', updated_at = now() where id = $1", [factor.id])
  await db.query("delete from app_auth.mfa_factors where user_id = $1 and factor_type = $2 and status = 'unverified' and id <> $3", [
    factor.user_id,
    factor.factor_type,
    factor.id,
  ])
}

/**
 * Deletes a factor and brings the sessions it had raised back to aal1. With the user's last verified
 * factor go the recovery codes, and the sessions they raised come back to aal1 too: a recovery code
 * stands in for a factor, and stands for nothing once there is none.
 */
export async function deleteFactor(db: Queryable, factorId: string): Promise<void> {
  const owners = await db.query<{ user_id: string }>('select user_id from app_auth.mfa_factors where id = $1', [factorId])
  const sessions = await db.query<{ id: string }>('select id from app_auth.sessions where factor_id = $1', [factorId])
  for (const session of sessions) {
    await db.query("delete from app_auth.mfa_amr_claims where session_id = $1 and authentication_method = 'totp'", [session.id])
  }
  await db.query("update app_auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1", [factorId])
  await db.query('delete from app_auth.mfa_factors where id = $1', [factorId])
  const userId = owners[0]?.user_id
  if (userId === undefined) return
  const verified = await db.query("select 1 from app_auth.mfa_factors where user_id = $1 and status = 'verified' limit 1", [userId])
  if (verified.length > 0) return
  await db.query('delete from app_auth.mfa_recovery_codes where user_id = $1', [userId])
  await db.query(
    `update app_auth.sessions set aal = 'aal1', updated_at = now()
      where user_id = $1 and id in (select session_id from app_auth.mfa_amr_claims where authentication_method = 'recovery_code')`,
    [userId],
  )
  await db.query(
    `delete from app_auth.mfa_amr_claims
      where authentication_method = 'recovery_code' and session_id in (select id from app_auth.sessions where user_id = $1)`,
    [userId],
  )
}

/** Replaces the user's recovery codes with these (keyed hashes); returns when they were made. */
export async function replaceRecoveryCodes(db: Queryable, userId: string, codeHashes: string[]): Promise<Date> {
  await db.query('delete from app_auth.mfa_recovery_codes where user_id = $1', [userId])
  const rows = await db.query<{ created_at: Date }>(
    'insert into app_auth.mfa_recovery_codes (user_id, code_hash) select $1, unnest($2::text[]) returning created_at',
    [userId, codeHashes],
  )
  return new Date(rows[0]!.created_at)
}

/** How many of the user's recovery codes are left unused, and when they were made (never the codes). */
export async function recoveryCodeSummary(db: Queryable, userId: string): Promise<{ remaining: number; createdAt: Date | null }> {
  const rows = await db.query<{ remaining: number; created_at: Date | null }>(
    'select count(*) filter (where used_at is null)::int as remaining, max(created_at) as created_at from app_auth.mfa_recovery_codes where user_id = $1',
    [userId],
  )
  const summary = rows[0]
  return { remaining: summary?.remaining ?? 0, createdAt: summary?.created_at ? new Date(summary.created_at) : null }
}

/**
 * Spends a recovery code by a conditional update: of two uses of one code at once, the second waits for the
 * row and then finds it used. False when no unused code has this hash.
 */
export async function spendRecoveryCode(db: Queryable, userId: string, codeHash: string): Promise<boolean> {
  const spent = await db.query('update app_auth.mfa_recovery_codes set used_at = now() where user_id = $1 and code_hash = $2 and used_at is null returning id', [
    userId,
    codeHash,
  ])
  return spent.length > 0
}
