import type { Session, User } from '@supabase/supabase-js'

/**
 * What the header and the pages need to know of a session, read without the Supabase client (this module
 * has no runtime import of it, so the root bundle stays light).
 */

/** Key of the session in localStorage; supabase.client.ts configures the client with it. */
export const authStorageKey = 'sei-auth'

/** Whether a session may exist: one is stored, or an e-mail link just landed with tokens (or an error) in the fragment. */
export function mayHaveSession(storage: Pick<Storage, 'getItem'> | null, hash: string): boolean {
  try {
    if (storage?.getItem(authStorageKey)) return true
  } catch {
    // Storage may be unavailable (privacy settings): only the fragment can tell.
  }
  return /(?:^|[#&])(?:access_token|error_description|error_code)=/.test(hash)
}

/** A password-recovery link lands with `type=recovery` next to the tokens (spec section 4: PASSWORD_RECOVERY). */
export function isRecoveryLanding(hash: string): boolean {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  return params.has('access_token') && params.get('type') === 'recovery'
}

/** The error code carried by an e-mail link that failed (`#error_code=otp_expired&error_description=…`). */
export function linkErrorFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  if (!params.has('error_description') && !params.has('error_code')) return null
  return params.get('error_code') ?? params.get('error') ?? 'unexpected_failure'
}

/** The notice of a link that was accepted without signing in (first half of a secure e-mail change). */
export function linkNoticeFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  return params.has('access_token') ? null : params.get('message')
}

/** The authenticator assurance level in an access token ('aal1' after a password, 'aal2' after a second factor). */
export function assuranceLevel(accessToken: string): string | null {
  const payload = accessToken.split('.')[1]
  if (!payload) return null
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '=')
    const claims = JSON.parse(atob(base64)) as { aal?: unknown }
    return typeof claims.aal === 'string' ? claims.aal : null
  } catch {
    return null
  }
}

export function verifiedTotpFactor(user: User | null) {
  return user?.factors?.find((factor) => factor.factor_type === 'totp' && factor.status === 'verified') ?? null
}

/** Signed in with a password while a verified factor asks for a code: the session is not complete (aal1 → aal2). */
export function isMfaPending(session: Session | null): boolean {
  if (!session || !verifiedTotpFactor(session.user)) return false
  return assuranceLevel(session.access_token) !== 'aal2'
}
