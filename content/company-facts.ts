/**
 * The company facts, declared once (ADR 0040). Each entry says what a fact's value is, where it is read and which
 * source wins, its open-data columns, whether a profile lists it among the key facts, and whether and how the
 * directory filters and sorts on it. The company model and its merge (content/companies.server.ts), the open data,
 * the directory's filters, sorts and form (app/lib/directory-filters.ts, directory-filters-form.tsx) and the key
 * facts of every profile layout are derived from this table: adding a fact is one entry here, its messages
 * (app/components/directory/fact-display.tsx), its data and a test.
 *
 * Browser-safe: no zod, no server module (the directory's form imports it); the schemas are derived from the value
 * kinds in content/company-fact-schemas.ts, and the readers receive what they need from the server as arguments.
 */
import { companyKinds, origins, type BestSize, type CompanyKind, type Origin } from './company-kind.ts'
import type { DistrictId } from './localities.ts'
import type { Money } from './money.ts'
import type { RegisterCompany } from './register-schema.ts'
import type { Company } from './schema.ts'
import { sectorIds15, type SectorId15 } from './sector-ids.ts'
import { sizeBands, type SizeBand } from './size-bands.ts'

/** Where a fact's value comes from: the hand-checked layer, a researched source (sourced-fact.ts), the register. */
export type FactSource = 'hand' | 'sourced' | 'register'

/** What a fact's value is, from which content/company-fact-schemas.ts derives its schema. */
export type ValueKind =
  | 'text'
  | 'texts'
  | 'url'
  | 'site'
  | 'year'
  | 'money'
  | 'flag'
  | 'registry-number'
  | 'slug'
  | 'logo-file'
  /** Who bought the company (content/company-facts.ts `Acquisition`). */
  | 'acquisition'
  /** A number of people: a headcount. */
  | 'count'
  /** A company's best known size (content/company-kind.ts). */
  | 'best-size'
  | { readonly oneOf: readonly string[] }

/** What the readers need from the server: place lookups, so that this module needs no table of localities. */
export interface ReadContext {
  districtOfLocality(locality: string): DistrictId | undefined
  districtOfPlace(place: string): DistrictId | undefined
}

export type OpenDataCell = string | number | boolean | null

/** What the open data's writers need from the server. */
export interface OpenDataContext {
  /** A register locality's English name and district. */
  locality(id: string): { en: string; district: DistrictId } | undefined
}

/** A filter of the directory on one fact. Every filter is in the URL, read and written by the same code. */
export type FactFilter<V> =
  /** A menu: the choice a company's value falls in; `choices` fixes the menu, otherwise the list's values in `order`. */
  | { readonly kind: 'choice'; readonly param: string; readonly choiceOf?: (value: V) => string | undefined; readonly choices?: readonly string[]; readonly order?: readonly string[] }
  /** Two years, from and to. */
  | { readonly kind: 'years'; readonly params: readonly [from: string, to: string] }
  /** A box: only companies that have the fact. */
  | { readonly kind: 'flag'; readonly param: string }
  /** A place typed or suggested, matched on the place a card shows (headquarters, or else the Israeli city). */
  | { readonly kind: 'place'; readonly param: string }

export interface FactEntry<V> {
  readonly value: ValueKind
  /** The readers of each source; where several have a value, the first of `precedence` wins. */
  readonly read: {
    readonly hand?: (company: Company, context: ReadContext) => V | undefined
    readonly register?: (record: RegisterCompany, context: ReadContext) => V | undefined
  }
  /**
   * A fact derived from the others once every source has been read, by the rule of that name
   * (content/companies.server.ts `derivations`: the best known size, the kind), in table order: a derived fact may
   * use those above it. A derived fact has no source of its own. Named rather than given, so that the rules stay on
   * the server: the browser imports this table for the directory's form.
   */
  readonly derive?: 'best-size' | 'kind'
  /** Defaults to hand-checked, then researched, then register. */
  readonly precedence?: readonly FactSource[]
  /** Columns of the open data, in order, and how each writes the value. Absent: not published. */
  readonly openData?: Readonly<Record<string, (value: V, context: OpenDataContext) => OpenDataCell>>
  /** Listed among a profile's key facts, in the order of this table; `unless`: not beside that fact (a register city beside a hand-checked place may be another office). */
  readonly keyFact?: true | { readonly unless: string }
  /** Carried by the directory's card view (a filter or sort reads it there, or the card shows it). */
  readonly inDirectory?: true
  readonly filter?: FactFilter<V>
  /** Sorts of the directory on this fact, by URL value: the direction, and the rank of a value (higher first for 'desc'). */
  readonly sorts?: Readonly<Record<string, 'asc' | 'desc'>>
  readonly rank?: (value: V) => number
  /** Few companies have it: its filter says for how many the fact is known. */
  readonly sparse?: true
}

/**
 * An entry of the table: `fact<V>()({...})` checks the entry against the value type V and keeps its literal shape,
 * so that the types below can ask which facts are key facts or filter.
 */
function fact<V>() {
  return <const E extends FactEntry<V>>(entry: E): E & { readonly valueType?: V } => entry
}

const same = <V extends OpenDataCell>(value: V): OpenDataCell => value

export const stages = ['Public', 'Private', 'Acquired'] as const
export type CompanyStage = (typeof stages)[number]

/** Last-round menu values: funding rounds and the listing, never an acquisition (its own fact, issue 33). */
export const roundGroups = ['Seed', 'Series A', 'Series B', 'Series C', 'Series D', 'Series E', 'Series F', 'Series G', 'IPO'] as const
export type RoundGroup = (typeof roundGroups)[number]

export function roundGroupOf(lastRound: string | undefined): RoundGroup | undefined {
  if (!lastRound) return undefined
  return (roundGroups as readonly string[]).includes(lastRound) ? (lastRound as RoundGroup) : undefined
}

/** An acquisition: who bought the company, and, where a source gives them, the year it was announced and the price. */
export interface Acquisition {
  readonly acquirer: string
  readonly year?: number
  readonly amount?: Money
}

export const headcounts = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1001-5000', '5000+'] as const
export type Headcount = (typeof headcounts)[number]

/**
 * The table. Its order is the order of the key facts on a profile and of the open data's columns (after the slug
 * and whether the company is hand-checked). The directory's filters follow it too, in three groups: the facts most
 * companies have, then the sparse ones (with their hint), then the boxes ('?sector=fintech&size=11-50&hiring=1').
 */
export const companyFacts = {
  name: fact<string>()({ value: 'text', read: { hand: (company) => company.name, register: (record) => record.name }, openData: { name: same } }),
  sector: fact<SectorId15>()({
    value: { oneOf: sectorIds15 },
    read: { hand: (company) => company.sector, register: (record) => record.sector },
    openData: { sector: same },
    filter: { kind: 'choice', param: 'sector' },
  }),
  /** Where the company comes from: read per register company by the reading pass (ADR 0045); the hand-checked companies are Israeli ones. */
  origin: fact<Origin>()({
    value: { oneOf: origins },
    read: { hand: () => 'israeli', register: (record) => record.origin ?? undefined },
    openData: { origin: same },
  }),
  registryNumber: fact<string>()({ value: 'registry-number', read: { register: (record) => record.registryNumber }, openData: { registryNumber: same } }),
  /** The French text written for this site (the register's description is not ours to publish). */
  description: fact<string>()({ value: 'text', read: { hand: (company) => company.description } }),
  tags: fact<readonly string[]>()({ value: 'texts', read: { hand: (company) => company.tags } }),
  /** The official site; for a hand-checked company without a site of its own, an internal page ('/pushit-replays'). */
  website: fact<string>()({
    value: 'site',
    read: { hand: (company) => company.website, register: (record) => record.website ?? undefined },
    openData: { website: (site) => (site.startsWith('http') ? site : null) },
  }),
  linkedin: fact<string>()({ value: 'url', read: { register: (record) => record.linkedin ?? undefined }, openData: { linkedin: same } }),
  crunchbase: fact<string>()({ value: 'url', read: { register: (record) => record.crunchbase ?? undefined }, openData: { crunchbase: same } }),
  finder: fact<string>()({ value: 'url', read: { register: (record) => record.finder ?? undefined }, openData: { finder: same } }),
  founded: fact<number>()({
    value: 'year',
    read: { hand: (company) => company.founded },
    openData: { founded: same },
    keyFact: true,
    inDirectory: true,
    filter: { kind: 'years', params: ['from', 'to'] },
    sorts: { 'founded-desc': 'desc', 'founded-asc': 'asc' },
    rank: (year) => year,
    sparse: true,
  }),
  /** Worldwide headcount, as the hand-checked record gives it. */
  employees: fact<Headcount>()({
    value: { oneOf: headcounts },
    read: { hand: (company) => company.employees },
    openData: { employees: same },
    // A worldwide headcount read on a dated page says more than the hand-checked band: the profile shows that one.
    keyFact: { unless: 'headcountWorldwide' },
    inDirectory: true,
  }),
  /** Staff in Israel, from a source read for the largest employers (content/register/employer-headcounts/). */
  headcountIsrael: fact<number>()({ value: 'count', read: {}, openData: { headcountIsrael: same }, keyFact: true }),
  /** Staff worldwide, from a source read for the largest employers. */
  headcountWorldwide: fact<number>()({ value: 'count', read: {}, openData: { headcountWorldwide: same }, keyFact: true }),
  /** The register's estimate of the company's size (a band of total staff, not a count of staff in Israel: issue 33). */
  sizeBand: fact<SizeBand>()({
    value: { oneOf: sizeBands },
    read: { register: (record) => record.size ?? undefined },
    openData: { sizeBand: same },
    keyFact: true,
    inDirectory: true,
  }),
  /** The best known size (content/company-kind.ts): the size filter and sort use it. */
  size: fact<BestSize>()({
    value: 'best-size',
    read: {},
    derive: 'best-size',
    openData: { size: (size) => size.band, sizeFigure: (size) => size.figure, sizeSource: (size) => size.source },
    inDirectory: true,
    filter: { kind: 'choice', param: 'size', choiceOf: (size) => size.band, order: sizeBands },
    sorts: { size: 'desc' },
    rank: (size) => size.figure,
  }),
  /** What the company is (ADR 0050): derived from its origin, status, age and size. */
  kind: fact<CompanyKind>()({
    value: { oneOf: companyKinds },
    read: {},
    derive: 'kind',
    openData: { kind: same },
    inDirectory: true,
    filter: { kind: 'choice', param: 'kind', order: companyKinds },
  }),
  /** The district of the company's Israeli place: its register locality, or else its hand-checked place in Israel. */
  district: fact<DistrictId>()({
    value: 'slug',
    read: {
      register: (record, context) => (record.locality ? context.districtOfLocality(record.locality) : undefined),
      hand: (company, context) => context.districtOfPlace(company.israeliCentre ?? company.location),
    },
    precedence: ['register', 'hand'],
    openData: { district: same },
    inDirectory: true,
    filter: { kind: 'choice', param: 'district' },
  }),
  /** Headquarters as the hand-checked record gives it (may be abroad). */
  headquarters: fact<string>()({
    value: 'text',
    read: { hand: (company) => company.location },
    openData: { headquarters: same },
    keyFact: true,
    filter: { kind: 'place', param: 'city' },
  }),
  /** The Israeli city of the R&D centre or main office, when the headquarters is abroad. */
  israeliCentre: fact<string>()({ value: 'text', read: { hand: (company) => company.israeliCentre }, openData: { israeliCentre: same }, keyFact: true }),
  /** The Israeli locality of the register (a content/register/localities.json id); a profile shows it when no hand-checked place does. */
  israeliLocality: fact<string>()({ value: 'slug', read: { register: (record) => record.locality ?? undefined }, openData: { israeliLocality: same, city: (id, context) => context.locality(id)?.en ?? null }, keyFact: { unless: 'headquarters' } }),
  stage: fact<CompanyStage>()({
    value: { oneOf: stages },
    read: { hand: (company) => company.stage },
    openData: { stage: same },
    keyFact: { unless: 'acquisition' },
    inDirectory: true,
    filter: { kind: 'choice', param: 'stage', choices: stages },
    sparse: true,
  }),
  lastRound: fact<string>()({
    value: 'text',
    read: { hand: (company) => company.lastRound },
    openData: { lastRound: same },
    keyFact: true,
    inDirectory: true,
    filter: { kind: 'choice', param: 'round', choiceOf: roundGroupOf, order: roundGroups },
    sparse: true,
  }),
  /** Who bought the company: a researched source (with its year and price) or the hand-checked record. */
  acquisition: fact<Acquisition>()({
    value: 'acquisition',
    read: { hand: (company) => (company.acquiredBy ? { acquirer: company.acquiredBy } : undefined) },
    precedence: ['sourced', 'hand'],
    openData: { acquirer: (deal) => deal.acquirer, acquisitionYear: (deal) => deal.year ?? null },
    keyFact: true,
    inDirectory: true,
  }),
  /** Total funding raised, in the currency the source gives. */
  funding: fact<Money>()({
    value: 'money',
    read: { hand: (company) => company.funding },
    openData: { fundingAmount: (money) => money.amount, fundingCurrency: (money) => money.currency, fundingAtLeast: (money) => money.atLeast === true },
    keyFact: true,
    inDirectory: true,
  }),
  /** The hand-checked headquarters is outside Israel (its Israeli site is then `israeliCentre`). */
  headquartersAbroad: fact<true>()({
    value: 'flag',
    read: { hand: (company, context) => (company.location !== 'Israël' && !context.districtOfPlace(company.location) ? true : undefined) },
    openData: { headquartersAbroad: same },
    inDirectory: true,
    filter: { kind: 'flag', param: 'abroad' },
  }),
  careers: fact<string>()({
    value: 'url',
    read: { register: (record) => record.careers ?? undefined },
    openData: { careers: same },
    inDirectory: true,
    filter: { kind: 'flag', param: 'hiring' },
  }),
  /** The register's flag, published as the register gives it (known to be unreliable: `origin` is read per company instead). */
  multinational: fact<boolean>()({ value: 'flag', read: { register: (record) => record.multinational }, openData: { multinational: same } }),
  /** Logo file name under content/register/logos/. */
  logo: fact<string>()({ value: 'logo-file', read: { register: (record) => record.logo ?? undefined } }),
}

export type CompanyFactTable = typeof companyFacts
export type FactKey = keyof CompanyFactTable
export type FactValue<K extends FactKey> = NonNullable<CompanyFactTable[K]['valueType']>
/** A company's facts, each present only when a source has it. */
export type CompanyFactValues = { readonly [K in FactKey]?: FactValue<K> }

export const factKeys = Object.keys(companyFacts) as FactKey[]
const entries = Object.entries(companyFacts) as [FactKey, FactEntry<unknown>][]

/** The facts a profile lists, in table order. */
export const keyFactKeys = entries.filter(([, entry]) => entry.keyFact).map(([key]) => key) as KeyFactKey[]

/** The key facts a company's facts give, in table order (a fact absent, or hidden by its `unless`, is left out). */
export function keyFactsOf(facts: CompanyFactValues): KeyFactKey[] {
  return keyFactKeys.filter((key) => {
    const rule = (companyFacts[key] as FactEntry<unknown>).keyFact as true | { unless: FactKey }
    return facts[key] !== undefined && (rule === true || facts[rule.unless] === undefined)
  })
}
export type KeyFactKey = { [K in FactKey]: CompanyFactTable[K] extends { readonly keyFact: object | true } ? K : never }[FactKey]

/** The facts the directory's card view carries. */
export type DirectoryFactKey = { [K in FactKey]: CompanyFactTable[K] extends { readonly inDirectory: true } ? K : never }[FactKey]
export const directoryFactKeys = entries.filter(([, entry]) => entry.inDirectory).map(([key]) => key) as DirectoryFactKey[]

/** Every filter, with its fact: those on facts most companies have, then the sparse ones, then the boxes. */
const filterGroup = (filter: FactFilter<unknown>, sparse: boolean) => (filter.kind === 'flag' ? 2 : sparse ? 1 : 0)
export const factFilters = entries
  .flatMap(([key, entry]) => (entry.filter ? [{ key, filter: entry.filter, sparse: entry.sparse === true }] : []))
  .sort((a, b) => filterGroup(a.filter, a.sparse) - filterGroup(b.filter, b.sparse))

/** Every sort but the name order, with its fact, direction and ranking. */
export const factSorts = entries.flatMap(([key, entry]) =>
  Object.entries(entry.sorts ?? {}).map(([id, direction]) => ({ id, key, direction, rank: entry.rank as (value: unknown) => number })),
)

/** The open data's fact columns, in order, with the fact each writes. */
export const openDataFactColumns = entries.flatMap(([key, entry]) => Object.entries(entry.openData ?? {}).map(([column, write]) => ({ column, key, write })))

export const defaultPrecedence: readonly FactSource[] = ['hand', 'sourced', 'register']
