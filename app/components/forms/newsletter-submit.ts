import type { SupabaseClient } from '@supabase/supabase-js'
import type { Language } from '~/i18n/languages.ts'
import type { NewsletterSubscription } from '~/lib/validation/newsletter.ts'

export type NewsletterOutcome = { kind: 'subscribed' } | { kind: 'duplicate' } | { kind: 'failed'; error: unknown }

/** Spec section 3: the confirmation token is a random unique id made in the browser. */
export function newConfirmationToken(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  // randomUUID exists only in secure contexts; the same version-4 layout from getRandomValues otherwise.
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * Spec section 7: one row into newsletter_subscribers with email, first_name (or null) and
 * confirmation_token; the answer is read only for an error and its code (23505: already subscribed).
 * The page's language goes along so that the confirmation e-mail is written in it.
 */
export async function insertSubscriber(client: SupabaseClient, subscription: NewsletterSubscription, language: Language): Promise<NewsletterOutcome> {
  const { error } = await client
    .from('newsletter_subscribers')
    .insert({ email: subscription.email, first_name: subscription.firstName, confirmation_token: newConfirmationToken() })
    .setHeader('Accept-Language', language)
  if (!error) return { kind: 'subscribed' }
  if (error.code === '23505') return { kind: 'duplicate' }
  return { kind: 'failed', error }
}
