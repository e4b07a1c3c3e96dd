// What every route module receives: configuration, keys, storage, mailer and
// rate limiter.

import type { Context } from 'hono'
import type { Config, RateLimit } from './config.ts'
import type { Db } from './db.ts'
import type { KeyMaterial } from './keys.ts'
import type { Mailer } from './mailer.ts'
import type { RateLimiter } from './ratelimit.ts'
import { clientIp } from './http.ts'

export interface Core {
  config: Config
  keys: KeyMaterial
  /** the database; routes run only after it is ready */
  db(): Db
  mailer: Mailer
  limiter: RateLimiter
  log: (line: string) => void
}

export function ipOf(core: Core, c: Context): string {
  return clientIp(c, core.config.trustProxy)
}

/** Seconds a refused request should wait, by request (read when the 429 is answered). */
const retryAfter = new WeakMap<Request, number>()

/** Counts `hits` requests of the rule for this client; false when over the limit (the wait is noted for Retry-After). */
export async function allow(core: Core, c: Context, rule: string, limit: RateLimit, hits = 1): Promise<boolean> {
  const verdict = await core.limiter.count(`${rule}:${ipOf(core, c)}`, limit, hits)
  if (!verdict.allowed) noteRetryAfter(c, verdict.retryAfterSeconds)
  return verdict.allowed
}

/** Records how long the client must wait before this request could succeed. */
export function noteRetryAfter(c: Context, seconds: number): void {
  retryAfter.set(c.req.raw, Math.max(1, Math.ceil(seconds)))
}

/** The wait noted for this request, if a rate limit refused it. */
export function retryAfterOf(c: Context): number | undefined {
  return retryAfter.get(c.req.raw)
}
