// Newsletter subscribers, kept by address with their two tokens (confirmation, unsubscription): storage access.

import type { Queryable } from './db.ts'
import type { Lang } from './mailer.ts'

export interface SubscriberRow {
  id: string
  email: string
  first_name: string | null
  confirmation_token: string
  unsubscribe_token: string
  lang: Lang
}

/** Where a subscription stands: its confirmation and its end, if any. */
export interface SubscriptionState {
  confirmed_at: Date | null
  unsubscribed_at: Date | null
}

const SUBSCRIBER_COLUMNS = 'id, email, first_name, confirmation_token, unsubscribe_token, lang'

/** A new subscription; undefined when the address is already subscribed (the row stays as it was). */
export async function insertSubscriber(db: Queryable, subscriber: { email: string; firstName: string | null; lang: Lang }): Promise<SubscriberRow | undefined> {
  const rows = await db.query<SubscriberRow & Record<string, unknown>>(
    `insert into public.newsletter_subscribers (email, first_name, lang) values ($1, $2, $3) on conflict (email) do nothing
     returning ${SUBSCRIBER_COLUMNS}`,
    [subscriber.email, subscriber.firstName, subscriber.lang],
  )
  return rows[0]
}

/** The address's subscription when it still waits for its confirmation (and was not ended). */
export async function pendingSubscriber(db: Queryable, email: string): Promise<SubscriberRow | undefined> {
  const rows = await db.query<SubscriberRow & Record<string, unknown>>(
    `select ${SUBSCRIBER_COLUMNS} from public.newsletter_subscribers
     where email = $1 and confirmed_at is null and unsubscribed_at is null`,
    [email],
  )
  return rows[0]
}

/** Confirms the subscription of this token (once; again is harmless); its address, or undefined when none is open. */
export async function confirmSubscription(db: Queryable, confirmationToken: string): Promise<string | undefined> {
  const rows = await db.query<{ email: string }>(
    `update public.newsletter_subscribers set confirmed_at = coalesce(confirmed_at, now())
     where confirmation_token = $1 and unsubscribed_at is null returning email`,
    [confirmationToken],
  )
  return rows[0]?.email
}

/**
 * Ends a subscription (again is harmless), found by the token of its unsubscribe link or by its address; false
 * when there is none.
 */
export async function endSubscription(db: Queryable, by: 'unsubscribe_token' | 'email', value: string): Promise<boolean> {
  const rows = await db.query(`update public.newsletter_subscribers set unsubscribed_at = coalesce(unsubscribed_at, now()) where ${by} = $1 returning id`, [
    value,
  ])
  return rows.length > 0
}

export async function subscriptionOf(db: Queryable, email: string): Promise<SubscriptionState | undefined> {
  const rows = await db.query<SubscriptionState & Record<string, unknown>>(
    'select confirmed_at, unsubscribed_at from public.newsletter_subscribers where email = $1',
    [email],
  )
  return rows[0]
}
