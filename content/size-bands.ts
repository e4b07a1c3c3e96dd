/** Staff in Israel, as the register counts it, smallest first. Without zod so that a browser module may import it. */
export const sizeBands = ['1-10', '11-50', '51-200', '201-1000', '1001+'] as const
export type SizeBand = (typeof sizeBands)[number]

export function isSizeBand(value: string): value is SizeBand {
  return (sizeBands as readonly string[]).includes(value)
}
