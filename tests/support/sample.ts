/**
 * Seeded samples of the long tail: the directory holds about 8,000 companies, and the tests that visit
 * company pages read a fixed, reproducible part of them (the same seed gives the same sample), so that a
 * run stays short while a failure can be reproduced.
 */

/** A pseudo-random generator (mulberry32) giving numbers in [0, 1) from a 32-bit seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let mixed = Math.imul(state ^ (state >>> 15), state | 1)
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61)
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296
  }
}

/** `size` distinct items of `items` (all of them when there are fewer), chosen by the seed, in the list's order. */
export function seededSample<T>(items: readonly T[], size: number, seed: number): T[] {
  const random = seededRandom(seed)
  const indexes = items.map((_, index) => index)
  // A partial Fisher-Yates shuffle: the first `size` positions receive the sample.
  const count = Math.min(size, items.length)
  for (let position = 0; position < count; position++) {
    const pick = position + Math.floor(random() * (indexes.length - position))
    ;[indexes[position], indexes[pick]] = [indexes[pick]!, indexes[position]!]
  }
  return indexes
    .slice(0, count)
    .sort((a, b) => a - b)
    .map((index) => items[index]!)
}
