// Users and their e-mail identities: storage access and the JSON shapes GoTrue answers with. Sessions and
// tokens are in session-model.ts, second factors in factor-model.ts, e-mailed codes in one-time-token-model.ts.

import { createHash, randomUUID } from 'node:crypto'
import type { Queryable } from '../db.ts'
import { deleteOneTimeTokens } from './one-time-token-model.ts'

export type Json = Record<string, unknown>

export interface UserRow {
  id: string
  aud: string
  role: string
  email: string | null
  encrypted_password: string | null
  email_confirmed_at: Date | null
  invited_at: Date | null
  confirmation_sent_at: Date | null
  recovery_sent_at: Date | null
  email_change: string | null
  email_change_sent_at: Date | null
  email_change_confirm_status: number
  reauthentication_sent_at: Date | null
  last_sign_in_at: Date | null
  raw_app_meta_data: Json
  raw_user_meta_data: Json
  banned_until: Date | null
  deleted_at: Date | null
  is_anonymous: boolean
  created_at: Date
  updated_at: Date
}

export interface IdentityRow {
  id: string
  provider_id: string
  user_id: string
  identity_data: Json
  provider: string
  email: string | null
  last_sign_in_at: Date | null
  created_at: Date
  updated_at: Date
}

export interface FactorRow {
  id: string
  user_id: string
  friendly_name: string | null
  factor_type: string
  status: string
  secret: string
  last_challenged_at: Date | null
  created_at: Date
  updated_at: Date
}

export interface SessionRow {
  id: string
  user_id: string
  factor_id: string | null
  aal: string
  refreshed_at: Date | null
  created_at: Date
  updated_at: Date
}

export interface FullUser extends UserRow {
  identities: IdentityRow[]
  factors: FactorRow[]
}

/** The user columns that say when an e-mail of a kind was last sent. */
export type SentAtColumn = 'confirmation_sent_at' | 'recovery_sent_at' | 'email_change_sent_at' | 'reauthentication_sent_at'

const iso = (date: Date | null | undefined): string | undefined => (date ? new Date(date).toISOString() : undefined)

function put(shape: Json, key: string, value: unknown): void {
  if (value !== undefined) shape[key] = value
}

export function serializeIdentity(identity: IdentityRow): Json {
  const shape: Json = {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
  }
  put(shape, 'last_sign_in_at', iso(identity.last_sign_in_at))
  shape.created_at = iso(identity.created_at)
  shape.updated_at = iso(identity.updated_at)
  if (identity.email) shape.email = identity.email
  return shape
}

export function serializeFactor(factor: FactorRow): Json {
  const shape: Json = { id: factor.id }
  if (factor.friendly_name) shape.friendly_name = factor.friendly_name
  shape.factor_type = factor.factor_type
  shape.status = factor.status
  shape.created_at = iso(factor.created_at)
  shape.updated_at = iso(factor.updated_at)
  shape.last_challenged_at = iso(factor.last_challenged_at) ?? null
  shape.phone = ''
  return shape
}

/** The user as GoTrue serialises it (field order included). */
export function serializeUser(user: FullUser): Json {
  const shape: Json = { id: user.id, aud: user.aud, role: user.role, email: user.email ?? '' }
  put(shape, 'email_confirmed_at', iso(user.email_confirmed_at))
  put(shape, 'invited_at', iso(user.invited_at))
  shape.phone = ''
  put(shape, 'confirmation_sent_at', iso(user.confirmation_sent_at))
  put(shape, 'confirmed_at', iso(user.email_confirmed_at))
  put(shape, 'recovery_sent_at', iso(user.recovery_sent_at))
  if (user.email_change) shape.new_email = user.email_change
  put(shape, 'email_change_sent_at', iso(user.email_change_sent_at))
  put(shape, 'reauthentication_sent_at', iso(user.reauthentication_sent_at))
  put(shape, 'last_sign_in_at', iso(user.last_sign_in_at))
  shape.app_metadata = user.raw_app_meta_data
  shape.user_metadata = user.raw_user_meta_data
  if (user.factors.length > 0) shape.factors = user.factors.map(serializeFactor)
  shape.identities = user.identities.map(serializeIdentity)
  shape.created_at = iso(user.created_at)
  shape.updated_at = iso(user.updated_at)
  put(shape, 'banned_until', iso(user.banned_until))
  put(shape, 'deleted_at', iso(user.deleted_at))
  shape.is_anonymous = user.is_anonymous
  return shape
}

export async function loadUser(db: Queryable, id: string, forUpdate = false): Promise<FullUser | null> {
  const rows = await db.query<UserRow & Json>(`select * from app_auth.users where id = $1${forUpdate ? ' for update' : ''}`, [id])
  const user = rows[0]
  return user ? withRelations(db, user) : null
}

export async function loadUserByEmail(db: Queryable, email: string): Promise<FullUser | null> {
  const rows = await db.query<UserRow & Json>('select * from app_auth.users where email = $1', [email.toLowerCase()])
  const user = rows[0]
  return user ? withRelations(db, user) : null
}

async function withRelations(db: Queryable, user: UserRow): Promise<FullUser> {
  const identities = await db.query<IdentityRow & Json>('select * from app_auth.identities where user_id = $1 order by created_at, id', [user.id])
  const factors = await db.query<FactorRow & Json>('select * from app_auth.mfa_factors where user_id = $1 order by created_at, id', [user.id])
  return { ...user, identities, factors }
}

export function isBanned(user: UserRow): boolean {
  return user.banned_until !== null && new Date(user.banned_until).getTime() > Date.now()
}

export function hasVerifiedFactor(user: FullUser): boolean {
  return user.factors.some((factor) => factor.status === 'verified')
}

/**
 * One page of users, newest first, with the count of all the users the filter (an address or a full name,
 * as a case-insensitive substring) keeps.
 */
export async function findUsersPage(db: Queryable, page: { filter: string; limit: number; offset: number }): Promise<{ total: number; ids: string[] }> {
  const where = page.filter ? `where email ilike $1 or raw_user_meta_data->>'full_name' ilike $1` : ''
  const params: unknown[] = page.filter ? [`%${page.filter.replace(/[\\%_]/g, (character) => '\\' + character)}%`] : []
  const counted = await db.query<{ total: number }>(`select count(*)::int as total from app_auth.users ${where}`, params)
  const rows = await db.query<{ id: string }>(
    `select id from app_auth.users ${where} order by created_at desc, id limit ${page.limit} offset ${page.offset}`,
    params,
  )
  return { total: counted[0]?.total ?? 0, ids: rows.map((row) => row.id) }
}

/**
 * Inserts a user with an e-mail identity; the identity data mirrors GoTrue's (sub, email,
 * email_verified, phone_verified + sign-up data). A sign-up's user metadata is that identity data;
 * the administrator's paths (`asGiven`) keep the metadata as given, plus email_verified once
 * confirmed, as GoTrue's admin create-user and generate_link do.
 */
export async function insertEmailUser(
  db: Queryable,
  user: {
    email: string
    passwordHash: string | null
    data: Json
    appMetadata?: Json
    confirmed: boolean
    role?: string
    invited?: boolean
    asGiven?: boolean
  },
): Promise<string> {
  const id = randomUUID()
  const identityClaims: Json = { email: user.email, email_verified: user.confirmed, phone_verified: false, sub: id }
  // Keys come from the request: own properties only (a 'toString' key is data, '__proto__' is not a prototype).
  const identityData: Json = Object.fromEntries([
    ...Object.entries(identityClaims),
    ...Object.entries(user.data).filter(([key]) => !Object.hasOwn(identityClaims, key)),
  ])
  const userMetadata: Json = !user.asGiven
    ? identityData
    : Object.fromEntries([...Object.entries(user.data), ...(user.confirmed ? [['email_verified', true]] : [])])
  const appMetadata: Json = { provider: 'email', providers: ['email'], ...(user.appMetadata ?? {}) }
  await db.query(
    `insert into app_auth.users (id, email, encrypted_password, raw_app_meta_data, raw_user_meta_data, email_confirmed_at, role, invited_at)
     values ($1, $2, $3, $4::jsonb, $5::jsonb, case when $6::boolean then now() end, $7, case when $8::boolean then now() end)`,
    [id, user.email, user.passwordHash, JSON.stringify(appMetadata), JSON.stringify(userMetadata), user.confirmed, user.role ?? 'authenticated', user.invited ?? false],
  )
  await db.query(
    `insert into app_auth.identities (provider_id, user_id, identity_data, provider, email, last_sign_in_at)
     values ($1::text, $1::uuid, $2::jsonb, 'email', $3, now())`,
    [id, JSON.stringify(identityData), user.email],
  )
  return id
}

/** Marks the e-mail address confirmed (GoTrue's user.Confirm) and drops the user's pending one-time tokens. */
export async function confirmUser(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `update app_auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()),
       raw_user_meta_data = raw_user_meta_data || '{"email_verified": true}'::jsonb, updated_at = now()
     where id = $1`,
    [userId],
  )
  await db.query(
    `update app_auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId],
  )
  await deleteOneTimeTokens(db, userId, 'all')
}

export async function updateUserMetadata(db: Queryable, userId: string, column: 'raw_user_meta_data' | 'raw_app_meta_data', updates: Json): Promise<void> {
  const removed = Object.entries(updates)
    .filter(([, value]) => value === null)
    .map(([key]) => key)
  const kept: Json = Object.fromEntries(Object.entries(updates).filter(([, value]) => value !== null))
  await db.query(`update app_auth.users set ${column} = (${column} || $2::jsonb) - $3::text[], updated_at = now() where id = $1`, [
    userId,
    JSON.stringify(kept),
    removed,
  ])
}

export async function setUserRole(db: Queryable, userId: string, role: string): Promise<void> {
  await db.query('update app_auth.users set role = $2, updated_at = now() where id = $1', [userId, role])
}

/** Bans the user until this date, or lifts the ban (null). */
export async function setBannedUntil(db: Queryable, userId: string, until: Date | null): Promise<void> {
  await db.query('update app_auth.users set banned_until = $2, updated_at = now() where id = $1', [userId, until])
}

/** Sets the password's hash (null: the account has no password). The caller ends the sessions it should. */
export async function setPasswordHash(db: Queryable, userId: string, passwordHash: string | null): Promise<void> {
  await db.query('update app_auth.users set encrypted_password = $2, updated_at = now() where id = $1', [userId, passwordHash])
}

/** The administrator's change of address: the user's and its e-mail identity's, confirmed or not. */
export async function setUserEmail(db: Queryable, userId: string, email: string, confirmed: boolean): Promise<void> {
  await db.query('update app_auth.users set email = $2, updated_at = now() where id = $1', [userId, email])
  await db.query(
    `update app_auth.identities set email = $2, identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', $3::boolean)
     where user_id = $1 and provider = 'email'`,
    [userId, email, confirmed],
  )
}

/** Marks an e-mail of a kind sent now (GoTrue's one timestamp per kind of token). */
export async function markEmailSent(db: Queryable, userId: string, column: SentAtColumn): Promise<void> {
  await db.query(`update app_auth.users set ${column} = now(), updated_at = now() where id = $1`, [userId])
}

/** A followed recovery link: the recovery is no longer pending. */
export async function clearRecovery(db: Queryable, userId: string): Promise<void> {
  await db.query('update app_auth.users set recovery_sent_at = null, updated_at = now() where id = $1', [userId])
}

/**
 * Records a pending change of address to `email`, not confirmed by either side yet. The codes of an earlier
 * pending change are dropped, unless `keepPendingCodes` (the same change asked for again).
 */
export async function recordEmailChange(db: Queryable, userId: string, email: string, keepPendingCodes = false): Promise<void> {
  if (!keepPendingCodes) await deleteOneTimeTokens(db, userId, 'email change')
  await db.query('update app_auth.users set email_change = $2, email_change_confirm_status = 0, updated_at = now() where id = $1', [userId, email])
}

/** The first of the two confirmations of a secure e-mail change: the other address must still confirm. */
export async function confirmEmailChangeOnce(db: Queryable, userId: string): Promise<void> {
  await db.query('update app_auth.users set email_change_confirm_status = 1, updated_at = now() where id = $1', [userId])
}

/** A confirmed change of address: the user's, its metadata's and its e-mail identity's; the change's codes dropped. */
export async function applyEmailChange(db: Queryable, userId: string, newEmail: string): Promise<void> {
  await db.query(
    `update app_auth.users set email = $2, email_change = null, email_change_sent_at = null, email_change_confirm_status = 0,
       raw_user_meta_data = case when raw_user_meta_data ? 'email' then jsonb_set(raw_user_meta_data, '{email}', to_jsonb($2::text)) else raw_user_meta_data end,
       updated_at = now()
     where id = $1`,
    [userId, newEmail],
  )
  await db.query(
    `update app_auth.identities set email = $2,
       identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true), updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId, newEmail],
  )
  await deleteOneTimeTokens(db, userId, 'email change')
}

function obfuscated(userId: string, value: string): string {
  return createHash('sha256')
    .update(userId + value)
    .digest('hex')
}

/**
 * GoTrue's soft deletion: the row stays with its address and identities obfuscated, its password, metadata,
 * codes, factors and sessions gone.
 */
export async function softDeleteUser(db: Queryable, user: UserRow): Promise<void> {
  await db.query(
    `update app_auth.users set email = $2, email_change = null, encrypted_password = null, deleted_at = now(),
       raw_user_meta_data = '{}'::jsonb, updated_at = now() where id = $1`,
    [user.id, user.email ? obfuscated(user.id, user.email) : null],
  )
  await db.query(`update app_auth.identities set provider_id = $2 || ':' || id::text, email = null, identity_data = '{}'::jsonb where user_id = $1`, [
    user.id,
    obfuscated(user.id, 'identity'),
  ])
  await deleteOneTimeTokens(db, user.id, 'all')
  await db.query('delete from app_auth.mfa_factors where user_id = $1', [user.id])
  await db.query('delete from app_auth.sessions where user_id = $1', [user.id])
}

/**
 * Deletes the user row, and with it (ON DELETE CASCADE) every user table: identities, sessions, refresh
 * tokens, AMR claims, factors, challenges, recovery codes, one-time tokens, PKCE flow states, sign-in
 * addresses. The newsletter subscription, kept by address and not by account, stays.
 */
export async function deleteUser(db: Queryable, userId: string): Promise<void> {
  await db.query('delete from app_auth.users where id = $1', [userId])
}
