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

/** Counts one request of the rule for this client; false when over the limit. */
export function allow(core: Core, c: Context, rule: string, limit: RateLimit): boolean {
  return core.limiter.hit(`${rule}:${ipOf(core, c)}`, limit)
}
