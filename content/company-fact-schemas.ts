/**
 * The schema of each company fact, derived from its value kind in the table (content/company-facts.ts), which
 * stays zod-free for the browser. The build and the tests check every merged record with it.
 */
import { z } from 'zod'

import { companyFacts, type FactKey, type ValueKind } from './company-facts.ts'
import { sizeSources } from './company-kind.ts'
import { moneySchema } from './schema.ts'
import { sizeBands } from './size-bands.ts'

const currentYear = 2026

function schemaOfKind(kind: ValueKind): z.ZodType {
  if (typeof kind === 'object') return z.enum(kind.oneOf as [string, ...string[]])
  switch (kind) {
    case 'text':
      return z.string().trim().min(1)
    case 'texts':
      return z.array(z.string().trim().min(1)).min(1)
    case 'url':
      return z.string().regex(/^https?:\/\/\S+$/)
    case 'site':
      return z.union([z.string().regex(/^https?:\/\/\S+$/), z.string().regex(/^\/[a-z0-9-]+$/)])
    case 'year':
      return z.number().int().min(1800).max(currentYear)
    case 'money':
      return moneySchema
    case 'flag':
      return z.boolean()
    case 'registry-number':
      return z.string().regex(/^\d{6,12}$/)
    case 'slug':
      return z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    case 'acquisition':
      return z.strictObject({ acquirer: z.string().trim().min(2), year: z.number().int().min(1950).max(currentYear).optional(), amount: moneySchema.optional() })
    case 'count':
      return z.number().int().positive()
    case 'best-size':
      return z.strictObject({ band: z.enum(sizeBands), figure: z.number().int().positive(), source: z.enum(sizeSources) })
    case 'logo-file':
      return z.string().regex(/^[0-9a-f]{16}\.(?:webp|png|jpg|gif)$/)
  }
}

/** Each fact's schema, by key. */
export const factSchemas = Object.fromEntries(
  (Object.entries(companyFacts) as [FactKey, { value: ValueKind }][]).map(([key, entry]) => [key, schemaOfKind(entry.value)]),
) as Readonly<Record<FactKey, z.ZodType>>

/** The problems of a record's facts, one line each ('funding: ...'); empty when every fact holds. Other keys are not checked. */
export function factProblems(facts: Readonly<Partial<Record<FactKey, unknown>>>): string[] {
  return (Object.entries(facts) as [FactKey, unknown][]).flatMap(([key, value]) => {
    // A record also holds what is not a fact of the table (its slug, its sources).
    if (value === undefined || !Object.hasOwn(factSchemas, key)) return []
    const result = factSchemas[key].safeParse(value)
    return result.success ? [] : [`${key}: ${result.error.issues.map((issue) => issue.message).join('; ')}`]
  })
}
