// The e-mail budget (ADR 0038), counted in the database so that servers
// sharing PostgreSQL count together:
//   - one e-mail of a kind per address per interval (GoTrue's 60 seconds),
//     a budget per recipient (no mail-bombing of one address) and a budget per
//     client address (one visitor cannot spend the service's): counted for
//     every request, whether or not an account uses the address, so that the
//     answer tells nothing about the account;
//   - the service's budget, a safety valve: charged only by an e-mail that is
//     sent, so requests for addresses without an account spend nothing of it
//     (they are refused alike only while it is spent). Account e-mails
//     (confirmation, recovery, reauthentication...) and newsletter
//     confirmations have budgets of their own: neither can starve the other.
// A refusal spends nothing. Counters use the rate limiter's clock (tests move
// it); recipients and client addresses are stored as keyed hashes only.

import type { Core } from './core.ts'
import type { RateLimit } from './config.ts'
import { hmac } from './keys.ts'

export interface EmailSpend {
  /** the recipient */
  to: string
  /** account e-mails may use the whole budget; newsletter e-mails only their share */
  kind: 'account' | 'newsletter'
  /** one e-mail of this group per address per interval (null: no such limit) */
  group: string | null
  /** the client address that asked for the e-mail (null: none, e.g. the operator) */
  client: string | null
  /**
   * false: nothing will be sent (an address without an account, on an endpoint that answers alike):
   * the address's and the client's counters count the request, the service's budget is only checked
   */
  sends?: boolean
}

export interface EmailRefusal {
  /** 'frequency': the same kind of e-mail to the same address too soon; 'budget': a budget is spent */
  reason: 'frequency' | 'budget'
  retryAfterSeconds: number
}

interface Counter {
  key: string
  limit: RateLimit
  reason: EmailRefusal['reason']
  /** only checked, not counted */
  checkOnly?: boolean
}

class Refused extends Error {
  refusal: EmailRefusal
  constructor(refusal: EmailRefusal) {
    super(refusal.reason)
    this.refusal = refusal
  }
}

function hashed(core: Core, value: string): string {
  return hmac(core.keys.refreshSecret, `email-budget:${value.toLowerCase()}`).subarray(0, 18).toString('base64url')
}

function countersFor(core: Core, spend: EmailSpend): Counter[] {
  const limits = core.config.rateLimits
  const to = hashed(core, spend.to)
  const counters: Counter[] = []
  if (spend.group !== null) {
    counters.push({ key: `freq:${spend.group}:${to}`, limit: { max: 1, windowSeconds: limits.emailFrequencySeconds }, reason: 'frequency' })
  }
  counters.push({ key: `to:${to}`, limit: limits.emailPerRecipient, reason: 'budget' })
  if (spend.client !== null) counters.push({ key: `client:${hashed(core, spend.client)}`, limit: limits.emailPerClient, reason: 'budget' })
  const service = spend.kind === 'newsletter' ? limits.emailNewsletterSent : limits.emailSent
  counters.push({ key: `total:${spend.kind}`, limit: service, reason: 'budget', checkOnly: spend.sends === false })
  return counters
}

/**
 * Counts one e-mail against every budget it falls under, all or nothing.
 * Returns null when it may be sent, otherwise why not and for how long.
 */
export async function spendEmail(core: Core, spend: EmailSpend): Promise<EmailRefusal | null> {
  const now = new Date(core.limiter.now())
  const db = core.db()
  const counters = countersFor(core, spend)
  try {
    await db.tx(async (tx) => {
      // Always in the same order (the service's counter last): concurrent spends never wait on each other in a cycle.
      for (const { key, limit, reason, checkOnly } of counters) {
        const refuse = async (): Promise<never> => {
          const rows = await tx.query<{ window_start: Date }>('select window_start from app_auth.email_budget where key = $1', [key])
          const start = rows[0] ? new Date(rows[0].window_start).getTime() : now.getTime()
          const left = start + limit.windowSeconds * 1000 - now.getTime()
          throw new Refused({ reason, retryAfterSeconds: Math.max(1, Math.ceil(left / 1000)) })
        }
        if (limit.max <= 0) await refuse()
        if (checkOnly) {
          const rows = await tx.query<{ window_start: Date; count: number }>('select window_start, count from app_auth.email_budget where key = $1', [key])
          const row = rows[0]
          const current = row && new Date(row.window_start).getTime() > now.getTime() - limit.windowSeconds * 1000 ? row.count : 0
          if (current >= limit.max) await refuse()
          continue
        }
        // A window that has passed starts again with this e-mail; otherwise it counts while under the limit.
        const counted = await tx.query(
          `insert into app_auth.email_budget as b (key, window_start, count) values ($1, $2::timestamptz, 1)
           on conflict (key) do update set
             count = case when b.window_start <= $2::timestamptz - make_interval(secs => $3) then 1 else b.count + 1 end,
             window_start = case when b.window_start <= $2::timestamptz - make_interval(secs => $3) then excluded.window_start else b.window_start end
           where b.window_start <= $2::timestamptz - make_interval(secs => $3) or b.count < $4
           returning key`,
          [key, now, limit.windowSeconds, limit.max],
        )
        if (counted.length === 0) await refuse()
      }
    })
  } catch (error) {
    if (error instanceof Refused) return error.refusal
    throw error
  }
  const longest = Math.max(...counters.map((counter) => counter.limit.windowSeconds))
  await db
    .query('delete from app_auth.email_budget where window_start < $1::timestamptz - make_interval(secs => $2)', [now, longest])
    .catch(() => {})
  return null
}
