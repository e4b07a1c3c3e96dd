import type { Session, SupabaseClient } from '@supabase/supabase-js'
import { ApiError, request } from './account-api.ts'

/**
 * The recovery codes of the second factor: this site's extension of GoTrue's API
 * (server/backend/auth/recovery-codes.ts), which supabase-js does not know. Ten single-use codes, shown once
 * when made, each of which raises an aal1 session to aal2 in place of the authenticator's code. Too many wrong
 * codes lock the account's second factor for a while (429 mfa_factor_locked, with Retry-After), the right code
 * included.
 */

/** Where the service is and who asks: its base address (the root data's supabaseUrl), its key, the session. */
export interface RecoveryCodesCaller {
  supabaseUrl: string
  anonKey: string
  session: Session
}

/** Codes just made, to be shown once. */
export interface NewRecoveryCodes {
  codes: string[]
  created_at: string
}

/** What is left of the codes (never the codes): `created_at` is null when none were ever made. */
export interface RecoveryCodesStatus {
  remaining: number
  created_at: string | null
}

/** The service's answer to a second factor proven: a session at aal2 (the token answer of /factors/{id}/verify). */
export interface RaisedSession {
  access_token: string
  refresh_token: string
}

function call<T>({ supabaseUrl, anonKey, session }: RecoveryCodesCaller, path: string, init: RequestInit): Promise<T> {
  // The error answers of this API version say `{ code, message }`.
  const headers = { 'X-Supabase-Api-Version': '2024-01-01' }
  return request<T>(`${supabaseUrl.replace(/\/+$/, '')}/auth/v1/mfa/recovery-codes${path}`, { ...init, headers, session, anonKey })
}

/** Makes ten new codes, the old ones no longer valid; needs an aal2 session. */
export function generateRecoveryCodes(caller: RecoveryCodesCaller): Promise<NewRecoveryCodes> {
  return call(caller, '', { method: 'POST' })
}

export function fetchRecoveryCodesStatus(caller: RecoveryCodesCaller): Promise<RecoveryCodesStatus> {
  return call(caller, '', { method: 'GET' })
}

/** Spends a code to raise the caller's aal1 session; a wrong or used one is 422 mfa_verification_failed. */
export function verifyRecoveryCode(caller: RecoveryCodesCaller, code: string): Promise<RaisedSession> {
  return call(caller, '/verify', { method: 'POST', body: JSON.stringify({ code }) })
}

/** The caller of these endpoints from the client's current session (refreshed if it had expired). */
export async function recoveryCodesCaller(client: SupabaseClient, supabaseUrl: string, anonKey: string): Promise<RecoveryCodesCaller> {
  const {
    data: { session },
    error,
  } = await client.auth.getSession()
  if (error) throw error
  if (!session) throw new ApiError(401, { error: 'session_not_found' })
  return { supabaseUrl, anonKey, session }
}
