/**
 * The shape of a fact read on a public page: its value, where it was read, the page's date, when it was checked,
 * and the evidence. Every researched fact (funding, rounds, status, headcount...) takes this shape, so that the
 * site can link each figure to its source and say when it was checked. The evidence is kept to check the fact
 * against its page; it is never displayed nor published in the open data (ADR 0040).
 */
import { z } from 'zod'

export interface SourcedFact<T> {
  readonly value: T
  /** The page the fact was read on: the company's release, a filing, a named news outlet. */
  readonly sourceUrl: string
  /** The page's own date (YYYY-MM-DD). */
  readonly sourceDate: string
  /** The day someone read the fact on that page (YYYY-MM-DD). */
  readonly checkedAt: string
  /** At most 25 words of the sentence that states the fact, as evidence only. */
  readonly evidence: string
}

export const evidenceMaxWords = 25

/** The schema of a sourced fact whose value `value` validates. */
export function sourcedFactSchema<T extends z.ZodType>(value: T) {
  return z
    .strictObject({
      value,
      sourceUrl: z.url({ protocol: /^https$/ }),
      sourceDate: z.iso.date(),
      checkedAt: z.iso.date(),
      evidence: z
        .string()
        .trim()
        .min(1)
        .refine((text) => text.split(/\s+/).length <= evidenceMaxWords, `evidence is at most ${evidenceMaxWords} words`),
    })
    .refine((fact) => fact.sourceDate <= fact.checkedAt, 'a page is read on or after its date')
}
