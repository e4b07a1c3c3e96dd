// Fixed-window request counters, per key (a rule and a client address, or an
// account for the password-guessing limit). Where they live:
//   - on PostgreSQL, in the database (app_auth.rate_limits), so that every
//     server sharing it counts together: one atomic upsert per count;
//   - on the embedded database, in memory: the data directory is locked to
//     one process, so memory counts exactly as well, without a write and a
//     disk flush on every rate-limited request.

import type { RateLimit } from './config.ts'
import type { Db } from './db.ts'

/** The outcome of counting hits on a key. */
export interface Verdict {
  allowed: boolean
  /** whole seconds until the key's window ends (at least 1): the Retry-After of a refusal */
  retryAfterSeconds: number
}

/** Where the counters live. Times are milliseconds of the limiter's clock. */
interface CounterStore {
  /** Adds hits to the key's window (a new one starts, at `now`, when the last has ended); the count after, and when the window ends. */
  add(key: string, hits: number, windowSeconds: number, now: number): Promise<{ count: number; endsAt: number }>
  /** Takes one hit back from the key's current window, if it has one. */
  takeBack(key: string, now: number): Promise<void>
  clear(): Promise<void>
}

class MemoryCounters implements CounterStore {
  #windows = new Map<string, { count: number; endsAt: number }>()

  add(key: string, hits: number, windowSeconds: number, now: number) {
    let window = this.#windows.get(key)
    if (!window || window.endsAt <= now) {
      if (this.#windows.size > 50_000) this.#sweep(now)
      window = { count: 0, endsAt: now + windowSeconds * 1000 }
      this.#windows.set(key, window)
    }
    window.count += hits
    return Promise.resolve({ count: window.count, endsAt: window.endsAt })
  }

  takeBack(key: string, now: number) {
    const window = this.#windows.get(key)
    if (window && window.endsAt > now && window.count > 0) window.count--
    return Promise.resolve()
  }

  #sweep(now: number): void {
    for (const [key, window] of this.#windows) if (window.endsAt <= now) this.#windows.delete(key)
  }

  clear() {
    this.#windows.clear()
    return Promise.resolve()
  }
}

/** Windows that have ended are deleted at most this often, by each server. */
const SWEEP_INTERVAL_MS = 60_000

class DatabaseCounters implements CounterStore {
  #db: () => Db
  #lastSweep = 0

  constructor(db: () => Db) {
    this.#db = db
  }

  async add(key: string, hits: number, windowSeconds: number, now: number) {
    const at = new Date(now)
    const rows = await this.#db().tx(async (tx) => {
      // A counter lost in a database crash costs nothing worth a disk flush per request.
      await tx.query('set local synchronous_commit to off')
      return tx.query<{ count: number; window_end: Date }>(
        `insert into app_auth.rate_limits as r (key, window_start, window_end, count)
           values ($1, $2::timestamptz, $2::timestamptz + make_interval(secs => $3), $4)
         on conflict (key) do update set
           window_start = case when r.window_end <= $2::timestamptz then excluded.window_start else r.window_start end,
           window_end = case when r.window_end <= $2::timestamptz then excluded.window_end else r.window_end end,
           count = case when r.window_end <= $2::timestamptz then $4 else r.count + $4 end
         returning count, window_end`,
        [key, at, windowSeconds, hits],
      )
    })
    const row = rows[0] as { count: number; window_end: Date }
    if (now - this.#lastSweep > SWEEP_INTERVAL_MS) {
      this.#lastSweep = now
      void this.#db()
        .query('delete from app_auth.rate_limits where window_end <= $1', [at])
        .catch(() => {})
    }
    return { count: row.count, endsAt: new Date(row.window_end).getTime() }
  }

  async takeBack(key: string, now: number) {
    await this.#db().query('update app_auth.rate_limits set count = count - 1 where key = $1 and window_end > $2 and count > 0', [key, new Date(now)])
  }

  async clear() {
    await this.#db().query('delete from app_auth.rate_limits')
  }
}

export class RateLimiter {
  /** The clock, in milliseconds (tests may replace it to move past a window without waiting). */
  now: () => number
  /** true when the counters are in the database, shared by every server using it */
  readonly shared: boolean
  #store: CounterStore

  /** `db`: keep the counters in this (PostgreSQL) database; otherwise in this process's memory. */
  constructor(options: { db?: () => Db; now?: () => number } = {}) {
    this.now = options.now ?? (() => Date.now())
    this.shared = options.db !== undefined
    this.#store = options.db ? new DatabaseCounters(options.db) : new MemoryCounters()
  }

  /**
   * Counts `hits` on the key; allowed while the window's count, these hits
   * included, stays within the limit. Refused hits count too: the window's
   * end, not the count, decides when the key is heard again.
   */
  async count(key: string, limit: RateLimit, hits = 1): Promise<Verdict> {
    const now = this.now()
    if (limit.max <= 0) return { allowed: false, retryAfterSeconds: Math.max(1, limit.windowSeconds) }
    const { count, endsAt } = await this.#store.add(key, hits, limit.windowSeconds, now)
    return { allowed: count <= limit.max, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now) / 1000)) }
  }

  /** Takes back one hit counted on the key in its current window (an attempt that turned out legitimate). */
  takeBack(key: string): Promise<void> {
    return this.#store.takeBack(key, this.now())
  }

  clear(): Promise<void> {
    return this.#store.clear()
  }
}
