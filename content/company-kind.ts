/**
 * What a company is (issue 33, ADR 0050): where it comes from, read per company by the reading pass (ADR 0045), and
 * its kind, derived from that and from the facts the site holds by the written rule below. Never guessed: a company
 * whose facts do not settle its kind is 'unknown'. Browser-safe (the directory's form and cards use the kinds).
 */
import { sizeBands, type SizeBand } from './size-bands.ts'

/** Where a company comes from (content/register/reading/GUIDE.md, section 2). */
export const origins = ['israeli', 'multinational-site', 'not-tech'] as const
export type Origin = (typeof origins)[number]

/** The kinds, in the order of the directory's menu. */
export const companyKinds = ['startup', 'growth', 'listed', 'acquired', 'multinational-site', 'not-tech', 'unknown'] as const
export type CompanyKind = (typeof companyKinds)[number]

/** The year the rule counts ages from: the data's year. */
export const kindYear = 2026

/** A startup is at most this many years old (founded in 2016 or later for 2026)... */
export const startupMaxAge = 10
/** ...and counts fewer staff than this by its best known figure. */
export const startupMaxStaff = 201

/** Where a company's best known size comes from. */
export const sizeSources = ['sourced-israel', 'sourced-worldwide', 'hand', 'register'] as const
export type SizeSource = (typeof sizeSources)[number]

/**
 * A company's best known size: the largest lower bound its facts give of its staff (a sourced headcount in Israel
 * or worldwide, the hand-checked worldwide band, the register's band), the band it falls in, and its source.
 */
export interface BestSize {
  readonly band: SizeBand
  /** The figure the size sort ranks on: a sourced headcount, or a band's lower bound. */
  readonly figure: number
  readonly source: SizeSource
}

const bandFloors: Readonly<Record<SizeBand, number>> = { '1-10': 1, '11-50': 11, '51-200': 51, '201-1000': 201, '1001+': 1001 }

/** The register band a number of staff falls in. */
export function bandOfStaff(staff: number): SizeBand {
  for (let index = sizeBands.length - 1; index > 0; index--) if (staff >= bandFloors[sizeBands[index]!]) return sizeBands[index]!
  return sizeBands[0]
}

/** The hand-checked worldwide headcounts (content/company-facts.ts `headcounts`), by lower bound. */
const headcountFloors: Readonly<Record<string, number>> = {
  '1-10': 1,
  '11-50': 11,
  '51-200': 51,
  '201-500': 201,
  '501-1000': 501,
  '1001-5000': 1001,
  '5000+': 5000,
}

export interface SizeFacts {
  readonly headcountIsrael?: number
  readonly headcountWorldwide?: number
  readonly employees?: string
  readonly sizeBand?: SizeBand
}

/** The best known size of a company, or undefined when no source gives one. Ties go to the better source (table order). */
export function bestSizeOf(facts: SizeFacts): BestSize | undefined {
  const candidates: { figure: number | undefined; source: SizeSource }[] = [
    { figure: facts.headcountIsrael, source: 'sourced-israel' },
    { figure: facts.headcountWorldwide, source: 'sourced-worldwide' },
    { figure: facts.employees ? headcountFloors[facts.employees] : undefined, source: 'hand' },
    { figure: facts.sizeBand ? bandFloors[facts.sizeBand] : undefined, source: 'register' },
  ]
  let best: { figure: number; source: SizeSource } | undefined
  for (const candidate of candidates) {
    if (candidate.figure !== undefined && (!best || candidate.figure > best.figure)) best = { figure: candidate.figure, source: candidate.source }
  }
  return best ? { band: bandOfStaff(best.figure), figure: best.figure, source: best.source } : undefined
}

export interface KindFacts {
  readonly origin?: Origin
  readonly stage?: string
  readonly acquisition?: { readonly acquirer: string }
  readonly founded?: number
  readonly size?: BestSize
}

/**
 * The kind of a company, by the written rule (ADR 0050), first answer wins:
 * 1. a foreign group's Israeli site, or not a technology company: its origin says so;
 * 2. no origin read: unknown;
 * 3. an Israeli company listed on a stock exchange (hand-checked stage 'Public'): listed;
 * 4. an Israeli company bought (hand-checked stage 'Acquired', or an acquisition known): acquired;
 * 5. an Israeli company older than 10 years, or of 201 staff or more by its best known size: growth;
 * 6. an Israeli company of at most 10 years with fewer than 201 staff, or of unknown age with fewer than 201 staff:
 *    startup;
 * 7. otherwise (no age, no size): unknown.
 */
export function kindOf(facts: KindFacts): CompanyKind {
  if (facts.origin === 'multinational-site' || facts.origin === 'not-tech') return facts.origin
  if (facts.origin !== 'israeli') return 'unknown'
  if (facts.stage === 'Public') return 'listed'
  if (facts.stage === 'Acquired' || facts.acquisition !== undefined) return 'acquired'
  const age = facts.founded === undefined ? undefined : kindYear - facts.founded
  const staff = facts.size?.figure
  if ((age !== undefined && age > startupMaxAge) || (staff !== undefined && staff >= startupMaxStaff)) return 'growth'
  if (staff !== undefined || age !== undefined) return 'startup'
  return 'unknown'
}

/** Kinds that are Israeli technology companies: the only ones a sector's leaders and 'Phare' companies are drawn from. */
export const israeliKinds: ReadonlySet<CompanyKind> = new Set(['startup', 'growth', 'listed', 'acquired'])
