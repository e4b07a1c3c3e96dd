// Fixed-window request counters kept in memory, per key (usually a rule name
// and the client IP). Each server process counts on its own; see ADR 0005.

import type { RateLimit } from './config.ts'

export class RateLimiter {
  #windows = new Map<string, { count: number; resetAt: number }>()
  /** The clock, in milliseconds (tests may replace it to move past a window without waiting). */
  now: () => number

  constructor(now: () => number = () => Date.now()) {
    this.now = now
  }

  /** Counts one hit; false when the limit is already reached. */
  hit(key: string, limit: RateLimit, now = this.now()): boolean {
    if (limit.max <= 0) return false
    let w = this.#windows.get(key)
    if (!w || w.resetAt <= now) {
      if (this.#windows.size > 50_000) this.#sweep(now)
      w = { count: 0, resetAt: now + limit.windowSeconds * 1000 }
      this.#windows.set(key, w)
    }
    if (w.count >= limit.max) return false
    w.count++
    return true
  }

  /** Whole seconds until the key's current window ends (at least 1): the Retry-After of a refused request. */
  retryAfterSeconds(key: string, limit: RateLimit, now = this.now()): number {
    const w = this.#windows.get(key)
    const ms = w && w.resetAt > now ? w.resetAt - now : limit.windowSeconds * 1000
    return Math.max(1, Math.ceil(ms / 1000))
  }

  #sweep(now: number): void {
    for (const [k, w] of this.#windows) if (w.resetAt <= now) this.#windows.delete(k)
  }

  clear(): void {
    this.#windows.clear()
  }
}
