// The one-time tokens e-mails carry: a link's token and a six-digit code, stored only as hashes, one per
// user and type. Storage access.

import type { Queryable } from '../db.ts'
import { randomOtp, randomToken, sha256Hex } from '../crypto.ts'

export type OttType = 'confirmation_token' | 'recovery_token' | 'email_change_token_new' | 'email_change_token_current' | 'reauthentication_token'

/** A stored token found by its link or its code. */
export interface FoundToken {
  id: string
  user_id: string
  token_type: OttType
  created_at: Date
}

/** A code's stored form: bound to the address it was sent to. */
export function otpHash(relatesTo: string, otp: string): string {
  return sha256Hex(`${relatesTo.toLowerCase()}:${otp}`)
}

/** Creates (or replaces) the user's one-time token of a type; returns the link token and the 6-digit code. */
export async function createOneTimeToken(
  db: Queryable,
  userId: string,
  type: OttType,
  relatesTo: string,
  pkce: boolean,
): Promise<{ linkToken: string; otp: string }> {
  const linkToken = (pkce ? 'pkce_' : '') + randomToken(32)
  const otp = randomOtp(6)
  await db.query(
    `insert into app_auth.one_time_tokens (user_id, token_type, token_hash, otp_hash, relates_to)
     values ($1, $2, $3, $4, $5)
     on conflict (user_id, token_type) do update
       set token_hash = excluded.token_hash, otp_hash = excluded.otp_hash, relates_to = excluded.relates_to,
           failed_attempts = 0, created_at = now()`,
    [userId, type, sha256Hex(linkToken), otpHash(relatesTo, otp), relatesTo.toLowerCase()],
  )
  return { linkToken, otp }
}

/** The token of an e-mailed link, among `types`; `lock`: held until the transaction ends (PostgreSQL). */
export async function findByLinkToken(db: Queryable, linkToken: string, types: readonly OttType[], lock: boolean): Promise<FoundToken | null> {
  const rows = await db.query<FoundToken & Record<string, unknown>>(
    `select id, user_id, token_type, created_at from app_auth.one_time_tokens
     where token_hash = $1 and token_type = any($2::text[])${lock ? ' for update' : ''}`,
    [sha256Hex(linkToken), types],
  )
  return rows[0] ?? null
}

/** The tokens of `types` sent to an address, newest first, with their codes' hashes. */
export async function tokensSentTo(
  db: Queryable,
  email: string,
  types: readonly OttType[],
  lock: boolean,
): Promise<(FoundToken & { otp_hash: string; relates_to: string })[]> {
  return db.query<FoundToken & { otp_hash: string; relates_to: string } & Record<string, unknown>>(
    `select id, user_id, token_type, created_at, otp_hash, relates_to from app_auth.one_time_tokens
     where relates_to = $1 and token_type = any($2::text[]) order by created_at desc${lock ? ' for update' : ''}`,
    [email, types],
  )
}

/** A wrong code sent to an address: counted on its tokens of `types`, which go after five. */
export async function countWrongCode(db: Queryable, email: string, types: readonly OttType[]): Promise<void> {
  await db.query('update app_auth.one_time_tokens set failed_attempts = failed_attempts + 1 where relates_to = $1 and token_type = any($2::text[])', [
    email,
    types,
  ])
  await db.query('delete from app_auth.one_time_tokens where relates_to = $1 and failed_attempts >= 5', [email])
}

export async function deleteOneTimeToken(db: Queryable, id: string): Promise<void> {
  await db.query('delete from app_auth.one_time_tokens where id = $1', [id])
}

/** Spends a token once: false when a concurrent request spent it first. */
export async function spendOneTimeToken(db: Queryable, id: string): Promise<boolean> {
  const spent = await db.query('delete from app_auth.one_time_tokens where id = $1 returning id', [id])
  return spent.length > 0
}

/**
 * Drops a user's pending tokens: all of them, all but the reauthentication code (a password change keeps the
 * code that allowed it out of reach of the sessions it ends, and spends it itself), or those of an e-mail change.
 */
export async function deleteOneTimeTokens(db: Queryable, userId: string, which: 'all' | 'all but reauthentication' | 'email change'): Promise<void> {
  if (which === 'all') await db.query('delete from app_auth.one_time_tokens where user_id = $1', [userId])
  else if (which === 'all but reauthentication') {
    await db.query("delete from app_auth.one_time_tokens where user_id = $1 and token_type <> 'reauthentication_token'", [userId])
  } else {
    await db.query(`delete from app_auth.one_time_tokens where user_id = $1 and token_type in ('email_change_token_new', 'email_change_token_current')`, [
      userId,
    ])
  }
}

/** Whether one side of the user's e-mail change still waits for its confirmation. */
export async function emailChangePending(db: Queryable, userId: string): Promise<boolean> {
  const rows = await db.query(
    `select id from app_auth.one_time_tokens where user_id = $1 and token_type in ('email_change_token_new', 'email_change_token_current')`,
    [userId],
  )
  return rows.length > 0
}

/** The user's reauthentication code, as stored. */
export async function reauthenticationToken(db: Queryable, userId: string): Promise<{ id: string; otp_hash: string; relates_to: string; created_at: Date } | null> {
  const rows = await db.query<{ id: string; otp_hash: string; relates_to: string; created_at: Date }>(
    "select id, otp_hash, relates_to, created_at from app_auth.one_time_tokens where user_id = $1 and token_type = 'reauthentication_token'",
    [userId],
  )
  return rows[0] ?? null
}

/** A wrong code for one token: counted, and the token dropped at `maxWrongCodes`. */
export async function countWrongTokenCode(db: Queryable, id: string, maxWrongCodes: number): Promise<void> {
  await db.query('update app_auth.one_time_tokens set failed_attempts = failed_attempts + 1 where id = $1', [id])
  await db.query('delete from app_auth.one_time_tokens where id = $1 and failed_attempts >= $2', [id, maxWrongCodes])
}
