/**
 * The funding pilot's records (issue 34, ADR 0048): for each of 40 companies and each fact looked for, either the
 * fact as read on a public page (the sourced-fact shape of content/sourced-fact.ts, with the kind of publisher) or
 * a line saying it was looked for and not found, and why. The evidence, at most 25 words of the page's sentence,
 * must hold the fact's value; it is kept to check the fact and never displayed.
 *
 *   node scripts/funding/pilot.ts content/funding/pilot/*.jsonl   (checks the files, prints the hit rate per fact)
 */
import { readFileSync } from 'node:fs'

import { z } from 'zod'

import { currencies, type Money } from '../../content/money.ts'
import { sourcedFactSchema } from '../../content/sourced-fact.ts'

export const pilotFacts = ['founded', 'founders', 'fundingTotal', 'round', 'valuation', 'status', 'headcountWorldwide', 'headcountIsrael'] as const
/** The facts a research line may hold: the pilot's, and the headquarters the data-trust issue checks (issue 33). */
export const researchFacts = [...pilotFacts, 'headquarters'] as const
export type PilotFact = (typeof researchFacts)[number]

const money = z.strictObject({ amount: z.number().positive(), currency: z.enum(currencies), atLeast: z.literal(true).optional() })
const monthOrDate = z.string().regex(/^\d{4}-\d{2}(?:-\d{2})?$/)

/** Each fact's value. */
export const pilotValues = {
  founded: z.number().int().min(1900).max(2026),
  founders: z.array(z.string().min(3)).min(1),
  fundingTotal: money,
  round: z.strictObject({ type: z.string().min(2), amount: money.optional(), date: monthOrDate, leads: z.array(z.string().min(2)).optional() }),
  valuation: z.strictObject({ amount: money, date: monthOrDate }),
  status: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('private') }),
    z.strictObject({ kind: z.literal('listed'), exchange: z.string().min(2), ticker: z.string().min(1), since: monthOrDate.optional() }),
    z.strictObject({ kind: z.literal('acquired'), acquirer: z.string().min(2), amount: money.optional(), announced: monthOrDate.optional(), closed: monthOrDate.optional() }),
  ]),
  headcountWorldwide: z.number().int().positive(),
  headcountIsrael: z.number().int().positive(),
  /** Where the company's head office is: a city and its country, in English, as the page names them. */
  headquarters: z.strictObject({ city: z.string().min(2), country: z.string().min(2) }),
} as const satisfies Record<PilotFact, z.ZodType>

const publisher = z.enum(['company', 'filing', 'news', 'other'])
const base = { company: z.string().regex(/^[a-z0-9-]+$/), publisher }

/** A fact found: its value in the sourced-fact shape, and who published the page. */
const foundSchema = z.discriminatedUnion(
  'fact',
  researchFacts.map((fact) => z.strictObject({ ...base, fact: z.literal(fact), found: z.literal(true), source: sourcedFactSchema(pilotValues[fact]) })) as never,
)
/** A fact looked for and not found (or found only on pages that are not sources), and why. */
const notFoundSchema = z.strictObject({ company: base.company, fact: z.enum(researchFacts), found: z.literal(false), why: z.string().min(10), queries: z.number().int().min(1) })

export type PilotLine =
  | { company: string; fact: PilotFact; found: true; publisher: z.infer<typeof publisher>; source: { value: unknown; sourceUrl: string; sourceDate: string; checkedAt: string; evidence: string } }
  | { company: string; fact: PilotFact; found: false; why: string; queries: number }

/** The ways a page may write an amount: '$1.5 billion', '$150M', '150 million', '150,000,000', '1,5 milliard'. */
function amountSpellings({ amount }: Money): string[] {
  const spellings = [String(amount), amount.toLocaleString('en-US')]
  for (const scale of [1e9, 1e6, 1e3]) {
    if (amount < scale) continue
    const text = String(Math.round((amount / scale) * 100) / 100)
    spellings.push(text, text.replace('.', ','))
  }
  return spellings
}

const folded = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()

/** Whether the evidence holds the fact's value: the year, each founder's name, the amount, the round, the acquirer or ticker, the number. */
export function evidenceHolds(fact: PilotFact, value: unknown, evidence: string): boolean {
  const text = folded(evidence)
  const has = (part: string) => text.includes(folded(part))
  const hasNumber = (number: number) => [String(number), number.toLocaleString('en-US'), number.toLocaleString('en-US').replace(/,/g, ' ')].some(has)
  const hasMoney = (amount: Money) => amountSpellings(amount).some((spelling) => new RegExp(`(^|[^0-9.,])${spelling.replace(/[.,]/g, '[.,]')}([^0-9]|$)`).test(text))
  switch (fact) {
    case 'founded':
      return has(String(value))
    case 'founders':
      return (value as string[]).every((name) => has(name.split(' ').at(-1)!))
    case 'fundingTotal':
      return hasMoney(value as Money)
    case 'round': {
      const round = value as { type: string; amount?: Money }
      return has(round.type) && (!round.amount || hasMoney(round.amount))
    }
    case 'valuation':
      return hasMoney((value as { amount: Money }).amount)
    case 'status': {
      const status = value as { kind: string; ticker?: string; exchange?: string; acquirer?: string }
      if (status.kind === 'listed') return has(status.ticker!) || has(status.exchange!)
      if (status.kind === 'acquired') return has(status.acquirer!.split(' ')[0]!)
      return true
    }
    case 'headcountWorldwide':
    case 'headcountIsrael':
      return hasNumber(value as number)
    case 'headquarters':
      return has((value as { city: string }).city)
  }
}

/** Reads and checks pilot files: every line valid, every evidence holding its value. */
export function readPilot(files: readonly string[]): { lines: PilotLine[]; problems: string[] } {
  const lines: PilotLine[] = []
  const problems: string[] = []
  for (const file of files) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((text, index) => {
        if (text.trim() === '') return
        const where = `${file}:${index + 1}`
        let raw: unknown
        try {
          raw = JSON.parse(text)
        } catch {
          problems.push(`${where}: not JSON`)
          return
        }
        const found = (raw as { found?: unknown }).found === true
        const parsed = (found ? foundSchema : notFoundSchema).safeParse(raw)
        if (!parsed.success) {
          problems.push(`${where}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`)
          return
        }
        const line = parsed.data as PilotLine
        if (line.found && !evidenceHolds(line.fact, line.source.value, line.source.evidence)) problems.push(`${where}: the evidence does not hold the ${line.fact} value ${JSON.stringify(line.source.value)}`)
        lines.push(line)
      })
  }
  return { lines, problems }
}

/** For each fact, how many companies it was found for, of those looked at. */
export function hitRates(lines: readonly PilotLine[]): Partial<Record<PilotFact, { found: number; companies: number }>> {
  const companies = new Set(lines.map((line) => line.company))
  return Object.fromEntries(
    researchFacts.filter((fact) => lines.some((line) => line.fact === fact)).map((fact) => [fact, { found: new Set(lines.filter((line) => line.fact === fact && line.found).map((line) => line.company)).size, companies: companies.size }]),
  ) as Partial<Record<PilotFact, { found: number; companies: number }>>
}

if (import.meta.main) {
  const { lines, problems } = readPilot(process.argv.slice(2))
  for (const problem of problems) console.log(`PROBLEM ${problem}`)
  for (const [fact, { found, companies }] of Object.entries(hitRates(lines))) console.log(`${fact}: found for ${found} of ${companies} companies`)
  console.log(`${lines.length} lines, ${problems.length} problem(s)`)
  process.exit(problems.length > 0 ? 1 : 0)
}
