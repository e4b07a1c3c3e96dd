// Fixed-window request counters kept in memory, per key (usually a rule name
// and the client IP). Each server process counts on its own; see ADR 0005.

import type { RateLimit } from './config.ts'

export class RateLimiter {
  #windows = new Map<string, { count: number; resetAt: number }>()

  /** Counts one hit; false when the limit is already reached. */
  hit(key: string, limit: RateLimit, now = Date.now()): boolean {
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

  #sweep(now: number): void {
    for (const [k, w] of this.#windows) if (w.resetAt <= now) this.#windows.delete(k)
  }

  clear(): void {
    this.#windows.clear()
  }
}
