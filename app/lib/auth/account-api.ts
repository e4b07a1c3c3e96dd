import type { Session } from '@supabase/supabase-js'
import type { Language } from '~/i18n/languages.ts'

/**
 * The site's own account and newsletter endpoints (server/backend, same origin). Errors carry the
 * service's `error` code (and `code`, e.g. '23505') so that authErrorKey() can translate them.
 */
export class ApiError extends Error {
  override name = 'ApiError'
  readonly status: number
  readonly error: string | undefined
  readonly code: string | undefined
  constructor(status: number, body: { error?: string; code?: string; message?: string }) {
    super(body.message ?? `HTTP ${status}`)
    this.status = status
    this.error = body.error
    this.code = body.code ?? body.error
  }
}

async function request<T>(path: string, init: RequestInit & { session?: Session; anonKey?: string }): Promise<T> {
  const headers = new Headers(init.headers)
  headers.set('accept', 'application/json')
  if (init.body) headers.set('content-type', 'application/json')
  if (init.session) headers.set('authorization', `Bearer ${init.session.access_token}`)
  if (init.anonKey) headers.set('apikey', init.anonKey)
  const response = await fetch(path, { ...init, headers })
  const text = await response.text()
  let body: unknown
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    body = null
  }
  if (!response.ok) throw new ApiError(response.status, (body ?? {}) as { error?: string; code?: string; message?: string })
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

/** Deletes the signed-in user's account, sessions and factors. */
export async function deleteAccount(session: Session, anonKey: string): Promise<void> {
  await request('/api/account', { method: 'DELETE', session, anonKey })
}

/** The confirmation and unsubscribe pages of the newsletter e-mails. */
export async function confirmNewsletter(token: string): Promise<{ email: string }> {
  return request<{ status: string; email: string }>('/api/newsletter/confirm', { method: 'POST', body: JSON.stringify({ token }) })
}

export async function unsubscribeNewsletter(token: string): Promise<void> {
  await request('/api/newsletter/unsubscribe', { method: 'POST', body: JSON.stringify({ token }) })
}
