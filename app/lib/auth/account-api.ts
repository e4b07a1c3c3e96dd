import type { Session } from '@supabase/supabase-js'
import type { Language } from '~/i18n/languages.ts'

/** An error answer: the site's endpoints say `{ error, message }`, GoTrue's `{ code, message }` or `{ error_code, msg }`. */
interface ErrorBody {
  error?: string
  code?: string | number
  error_code?: string
  message?: string
  msg?: string
}

/**
 * The site's own account and newsletter endpoints (server/backend, same origin), and the service's endpoints
 * that supabase-js does not know (recovery-codes-api.ts). Errors carry the service's code (and `code`, e.g.
 * '23505') so that authErrorKey() can translate them, and a 429's Retry-After, which says how long to wait.
 */
export class ApiError extends Error {
  override name = 'ApiError'
  readonly status: number
  readonly error: string | undefined
  readonly code: string | undefined
  readonly retryAfterSeconds: number | undefined
  constructor(status: number, body: ErrorBody, retryAfterSeconds?: number) {
    super(body.message ?? body.msg ?? `HTTP ${status}`)
    this.status = status
    this.error = body.error
    this.code = body.error_code ?? (typeof body.code === 'string' ? body.code : undefined) ?? body.error
    this.retryAfterSeconds = retryAfterSeconds
  }
}

/** Retry-After in seconds: a number of seconds, or a date (RFC 9110); undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined
  if (/^\d+$/.test(header.trim())) return Number(header.trim())
  const at = Date.parse(header)
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000))
}

export interface RequestOptions extends RequestInit {
  session?: Session
  anonKey?: string
}

/** A JSON request to the site's origin or the service's; a refusal is thrown as an ApiError. */
export async function request<T>(url: string, init: RequestOptions): Promise<T> {
  const { session, anonKey, ...fetchInit } = init
  const headers = new Headers(fetchInit.headers)
  headers.set('accept', 'application/json')
  if (fetchInit.body) headers.set('content-type', 'application/json')
  if (session) headers.set('authorization', `Bearer ${session.access_token}`)
  if (anonKey) headers.set('apikey', anonKey)
  const response = await fetch(url, { ...fetchInit, headers })
  const text = await response.text()
  let body: unknown
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    body = null
  }
  if (!response.ok) {
    const details = body !== null && typeof body === 'object' ? (body as ErrorBody) : {}
    throw new ApiError(response.status, details, retryAfterSeconds(response.headers.get('retry-after')))
  }
  return body as T
}

/** Spec section 7: POST /api/newsletter/subscribe with the address (after a sign-up with the box ticked, or from the profile). */
export async function subscribeToNewsletter(input: { email: string; firstName?: string | null; language: Language }): Promise<void> {
  await request('/api/newsletter/subscribe', {
    method: 'POST',
    body: JSON.stringify({ email: input.email, first_name: input.firstName ?? null, lang: input.language }),
  })
}

export type NewsletterStatus = 'none' | 'pending' | 'confirmed' | 'unsubscribed'

/** The newsletter status of the signed-in user's address. */
export async function fetchNewsletterStatus(session: Session, anonKey: string): Promise<NewsletterStatus> {
  const body = await request<{ status: NewsletterStatus }>('/api/account/newsletter', { method: 'GET', session, anonKey })
  return body.status
}

export async function unsubscribeAccountNewsletter(session: Session, anonKey: string): Promise<void> {
  await request('/api/account/newsletter', { method: 'DELETE', session, anonKey })
}

/**
 * Deletes the signed-in user's account, sessions, factors and recovery codes. `nonce` is the code the service
 * e-mailed on `auth.reauthenticate()`: without it the answer is 400 reauthentication_needed, with a wrong or
 * expired one 422 reauthentication_not_valid; an account with a second factor needs an aal2 session (401
 * insufficient_aal).
 */
export async function deleteAccount(session: Session, anonKey: string, nonce: string): Promise<void> {
  await request('/api/account', { method: 'DELETE', session, anonKey, body: JSON.stringify({ nonce }) })
}

/** The confirmation and unsubscribe pages of the newsletter e-mails. */
export async function confirmNewsletter(token: string): Promise<{ email: string }> {
  return request<{ status: string; email: string }>('/api/newsletter/confirm', { method: 'POST', body: JSON.stringify({ token }) })
}

export async function unsubscribeNewsletter(token: string): Promise<void> {
  await request('/api/newsletter/unsubscribe', { method: 'POST', body: JSON.stringify({ token }) })
}
