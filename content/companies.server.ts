/**
 * One company model: the hand-checked companies (content/companies/) merged with the imported register
 * (content/register/), one record per company. A hand-checked company is matched to its register
 * record by registry number, then by its site's domain, then by its normalised name; hand-checked facts and
 * descriptions win, and every fact says where it comes from. Server only.
 */
import { compareNames } from './compare-names.ts'
import { handRegistryNumbers } from './hand-registry-numbers.ts'
import { companies as handCompanies, profiles } from './index.ts'
import { registerCompanies, registerLocality } from './register.server.ts'
import { sourcedFacts } from './sourced-facts.server.ts'
import { bestSizeOf, israeliKinds, kindOf, type KindFacts, type SizeFacts } from './company-kind.ts'
import {
  companyFacts,
  defaultPrecedence,
  factKeys,
  openDataFactColumns,
  type CompanyFactValues,
  type FactEntry,
  type FactKey,
  type FactSource,
  type FactValue,
  type OpenDataCell,
  type OpenDataContext,
  type ReadContext,
} from './company-facts.ts'
import { toCsv } from './csv.ts'
import { localities, normalisePlace, resolvePlace, type LocalityEntry } from './localities.ts'
import type { RegisterCompany } from './register-schema.ts'
import { sizeBands } from './register-schema.ts'
import type { Company } from './schema.ts'
import type { SourcedFact } from './sourced-fact.ts'
import { sectorIds15, type SectorId15 } from './sector-ids.ts'

export type { FactKey, FactSource }

/** One company: its facts (content/company-facts.ts), each with the source it was taken from. */
export type CompanyRecord = CompanyFactValues & {
  readonly slug: string
  readonly name: string
  readonly sector: SectorId15
  /** A company of the hand-checked layer (with or without a register record). */
  readonly handChecked: boolean
  readonly featured: boolean
  /** 'Phare' by the rule for a sector without hand-checked leaders, rather than by the editors. */
  readonly featuredBy?: 'rule'
  readonly sources: Readonly<Partial<Record<FactKey, FactSource>>>
  /** Where each researched fact was read (content/sourced-fact.ts), without its evidence. */
  readonly citations: Readonly<Partial<Record<FactKey, Citation>>>
}

/** A researched fact's source, as a profile links it: the page, its date, when it was checked. */
export type Citation = Omit<SourcedFact<unknown>, 'value' | 'evidence'>

/** Researched facts of one company, by fact (issue 34 fills this layer). */
export type SourcedCompanyFacts = { readonly [K in FactKey]?: SourcedFact<FactValue<K>> }

export type MatchKind = 'registry number' | 'domain' | 'name'

export interface MergeReport {
  readonly byRegistryNumber: number
  readonly byDomain: number
  readonly byName: number
  /** Hand-checked companies that no register record matches, by slug. */
  readonly unmatched: readonly string[]
}

/* ---------- Matching ---------- */

/**
 * Hosts where many companies have a page (a profile, a blog, a free site): a site there says nothing about
 * which company it is. A site matches an entry when its host is the entry or ends with '.' and the entry.
 */
export const sharedHosts: readonly string[] = [
  'linkedin.com',
  'facebook.com',
  'instagram.com',
  'twitter.com',
  'x.com',
  'youtube.com',
  'medium.com',
  'github.com',
  'github.io',
  'gitlab.io',
  'wixsite.com',
  'wordpress.com',
  'blogspot.com',
  'weebly.com',
  'squarespace.com',
  'webflow.io',
  'carrd.co',
  'notion.site',
  'linktr.ee',
  'wellfound.com',
  'angel.co',
  'f6s.com',
  'crunchbase.com',
  'calendly.com',
  'typeform.com',
  'bit.ly',
  'sites.google.com',
  'drive.google.com',
  'docs.google.com',
  'play.google.com',
  'apps.apple.com',
]

/** Second-level suffixes under which a registrable domain has three labels (company.co.il). */
const secondLevelSuffixes = new Set(['co.il', 'org.il', 'net.il', 'ac.il', 'gov.il', 'muni.il', 'co.uk', 'org.uk', 'com.au', 'co.jp', 'com.br', 'co.in', 'com.cn', 'co.za'])

/**
 * The registrable domain of a site ('https://www.cyberark.com/x' -> 'cyberark.com', 'https://www.yad2.co.il'
 * -> 'yad2.co.il'), or undefined for a shared host or a site that is not a web address.
 */
export function siteDomain(site: string | undefined | null): string | undefined {
  if (!site || !/^https?:\/\//.test(site)) return undefined
  let host: string
  try {
    host = new URL(site).hostname.toLowerCase().replace(/\.$/, '')
  } catch {
    return undefined
  }
  const labels = host.split('.')
  const keep = labels.length >= 3 && secondLevelSuffixes.has(labels.slice(-2).join('.')) ? 3 : 2
  const registrable = labels.slice(-keep).join('.')
  const shared = sharedHosts.some((entry) => host === entry || host.endsWith(`.${entry}`))
  return shared ? undefined : registrable
}

/** A company name reduced for comparison: ascii, lower case, without legal and generic suffix words. */
export function normaliseName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\b(?:ltd|limited|inc|corp|corporation|llc|gmbh|technologies|technology|tech|labs|group|holdings|industries|israel|global)\b/g, ' ')
    .replace(/\.(?:com|io|ai|co)\b/g, ' ')
    .replace(/[^a-z0-9]/g, '')
}

/** Among register records sharing a domain, the one whose name is closest to the hand-checked name. */
function closestByName(name: string, candidates: readonly RegisterCompany[]): RegisterCompany {
  const wanted = normaliseName(name)
  const score = (candidate: RegisterCompany) => {
    const own = normaliseName(candidate.name)
    if (own === wanted) return 0
    if (own !== '' && (wanted.startsWith(own) || own.startsWith(wanted))) return 1
    return 2
  }
  return [...candidates].sort((a, b) => score(a) - score(b) || (a.registryNumber < b.registryNumber ? -1 : 1))[0]!
}

export interface Match {
  readonly hand: Company
  readonly register: RegisterCompany | undefined
  readonly kind: MatchKind | undefined
}

/**
 * Pairs each hand-checked company with at most one register record, and no record with two companies.
 * `registryNumbers` gives the certain registry numbers of hand-checked companies, by slug.
 */
export function matchCompanies(
  hand: readonly Company[],
  register: readonly RegisterCompany[],
  registryNumbers: Readonly<Record<string, string>> = {},
): Match[] {
  const byNumber = new Map(register.map((record) => [record.registryNumber, record]))
  const byDomain = new Map<string, RegisterCompany[]>()
  const byName = new Map<string, RegisterCompany[]>()
  for (const record of register) {
    const domain = siteDomain(record.website)
    if (domain) byDomain.set(domain, [...(byDomain.get(domain) ?? []), record])
    const name = normaliseName(record.name)
    if (name) byName.set(name, [...(byName.get(name) ?? []), record])
  }
  const used = new Set<string>()
  const free = (records: readonly RegisterCompany[] | undefined) => (records ?? []).filter((record) => !used.has(record.registryNumber))
  const matches = new Map<string, Match>()
  const take = (company: Company, record: RegisterCompany, kind: MatchKind) => {
    used.add(record.registryNumber)
    matches.set(company.slug, { hand: company, register: record, kind })
  }
  // Three passes, so that a weaker match never takes a record a stronger one needs.
  for (const company of hand) {
    const number = Object.hasOwn(registryNumbers, company.slug) ? registryNumbers[company.slug] : undefined
    const record = number ? byNumber.get(number) : undefined
    if (record && !used.has(record.registryNumber)) take(company, record, 'registry number')
  }
  for (const company of hand) {
    if (matches.has(company.slug)) continue
    const domain = siteDomain(company.website)
    const candidates = domain ? free(byDomain.get(domain)) : []
    if (candidates.length > 0) take(company, closestByName(company.name, candidates), 'domain')
  }
  for (const company of hand) {
    if (matches.has(company.slug)) continue
    const name = normaliseName(company.name)
    const candidates = name ? free(byName.get(name)) : []
    // A name shared by two register companies says nothing about which one this is.
    if (candidates.length === 1 && byName.get(name)!.length === 1) take(company, candidates[0]!, 'name')
  }
  return hand.map((company) => matches.get(company.slug) ?? { hand: company, register: undefined, kind: undefined })
}

/* ---------- Records ---------- */

function present<T>(value: T | null | undefined): value is T {
  return value !== null && value !== undefined
}

/** The place lookups the table's readers need. */
const readContext: ReadContext = {
  districtOfLocality: (id) => registerLocality(id)?.district,
  districtOfPlace: (place) => {
    const resolved = resolvePlace(place)
    return resolved && resolved !== 'coordinates' ? resolved.district : localityByName().get(normalisePlace(place).toLowerCase())?.district
  },
}

let localitiesByName: Map<string, LocalityEntry> | undefined
function localityByName(): Map<string, LocalityEntry> {
  localitiesByName ??= new Map(localities.flatMap((locality) => [locality.fr, locality.en, locality.he].map((name) => [normalisePlace(name).toLowerCase(), locality] as const)))
  return localitiesByName
}

interface RecordSources {
  readonly hand?: Company
  readonly sourced?: SourcedCompanyFacts
  readonly register?: RegisterCompany
}

/** A fact's value from one source, or undefined when that source does not have it. */
function valueFrom(key: FactKey, source: FactSource, from: RecordSources): unknown {
  const entry = companyFacts[key] as FactEntry<unknown>
  if (source === 'hand') return from.hand && entry.read.hand ? entry.read.hand(from.hand, readContext) : undefined
  if (source === 'register') return from.register && entry.read.register ? entry.read.register(from.register, readContext) : undefined
  return from.sourced?.[key]?.value
}

/** The rules a derived fact of the table names (content/company-kind.ts). */
const derivations: Readonly<Record<NonNullable<FactEntry<unknown>['derive']>, (facts: Record<string, unknown>) => unknown>> = {
  'best-size': (facts) => bestSizeOf(facts as SizeFacts),
  kind: (facts) => kindOf(facts as KindFacts),
}

/** A record: for each fact of the table, the value of the first source of its precedence that has one. */
function buildRecord(base: { slug: string; handChecked: boolean; featured: boolean }, from: RecordSources): CompanyRecord {
  const values: Record<string, unknown> = { ...base }
  const sources: Partial<Record<FactKey, FactSource>> = {}
  const citations: Partial<Record<FactKey, Citation>> = {}
  for (const key of factKeys) {
    const entry = companyFacts[key] as FactEntry<unknown>
    for (const source of entry.precedence ?? defaultPrecedence) {
      const value = valueFrom(key, source, from)
      if (value === undefined || value === null) continue
      values[key] = value
      sources[key] = source
      const sourced = source === 'sourced' ? from.sourced?.[key] : undefined
      if (sourced) citations[key] = { sourceUrl: sourced.sourceUrl, sourceDate: sourced.sourceDate, checkedAt: sourced.checkedAt }
      break
    }
  }
  // Derived facts (a company's best known size, its kind), once every source has been read, in table order.
  for (const key of factKeys) {
    const derive = (companyFacts[key] as FactEntry<unknown>).derive
    const value = derive ? derivations[derive](values) : undefined
    if (value !== undefined) values[key] = value
  }
  values.sources = sources
  values.citations = citations
  return values as CompanyRecord
}

export function compareRecords(a: CompanyRecord, b: CompanyRecord): number {
  return compareNames(a.name, b.name) || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0)
}

export interface CompanyModel {
  readonly records: readonly CompanyRecord[]
  readonly bySlug: ReadonlyMap<string, CompanyRecord>
  readonly report: MergeReport
}

/** Merges hand-checked companies and register records into one sorted list of records. */
export function buildCompanyModel(
  handList: readonly Company[],
  registerList: readonly RegisterCompany[],
  registryNumbers: Readonly<Record<string, string>> = {},
  sourced: Readonly<Record<string, SourcedCompanyFacts>> = {},
): CompanyModel {
  const matches = matchCompanies(handList, registerList, registryNumbers)
  const matched = new Set(matches.flatMap((match) => (match.register ? [match.register.registryNumber] : [])))
  const records: CompanyRecord[] = matches.map((match) =>
    buildRecord({ slug: match.hand.slug, handChecked: true, featured: match.hand.featured }, { hand: match.hand, register: match.register, sourced: sourced[match.hand.slug] }),
  )
  const taken = new Set(records.map((item) => item.slug))
  for (const company of registerList) {
    if (matched.has(company.registryNumber)) continue
    // A register slug that a hand-checked company already uses takes a suffix from the registry number.
    let slug = company.slug
    if (taken.has(slug)) slug = `${company.slug}-${company.registryNumber.slice(-4)}`
    if (taken.has(slug)) slug = `${company.slug}-${company.registryNumber}`
    taken.add(slug)
    records.push(buildRecord({ slug, handChecked: false, featured: false }, { register: company, sourced: sourced[slug] }))
  }
  records.sort(compareRecords)
  markRuleFeatured(records)
  const count = (kind: MatchKind) => matches.filter((match) => match.kind === kind).length
  return {
    records,
    bySlug: new Map(records.map((item) => [item.slug, item])),
    report: {
      byRegistryNumber: count('registry number'),
      byDomain: count('domain'),
      byName: count('name'),
      unmatched: matches.filter((match) => !match.register).map((match) => match.hand.slug),
    },
  }
}

/** How many 'Phare' companies the rule gives a sector that has no hand-checked one (issue 33, ADR 0050). */
export const ruleFeaturedCount = 4

/**
 * A sector with no hand-checked 'Phare' company (healthtech and cleantech today) gets, by a written rule, its
 * largest Israeli technology companies by their best known size (ties: hand-checked first, then by name). A
 * foreign group's site or a company outside tech never leads a sector.
 */
function markRuleFeatured(records: CompanyRecord[]): void {
  for (const sector of sectorIds15) {
    const own = records.filter((record) => record.sector === sector)
    if (own.some((record) => record.featured)) continue
    const leaders = own
      .filter((record) => record.kind !== undefined && israeliKinds.has(record.kind) && record.size !== undefined)
      .sort((a, b) => b.size!.figure - a.size!.figure || Number(b.handChecked) - Number(a.handChecked) || compareRecords(a, b))
      .slice(0, ruleFeaturedCount)
    for (const leader of leaders) Object.assign(leader, { featured: true, featuredBy: 'rule' })
  }
}

let model: CompanyModel | undefined

/** The merged model of the site's data, built on first use. */
export function companyModel(): CompanyModel {
  model ??= buildCompanyModel(handCompanies, registerCompanies(), handRegistryNumbers, sourcedFacts())
  return model
}

/** Every company, sorted by name (French collation, then slug). */
export function allCompanies(): readonly CompanyRecord[] {
  return companyModel().records
}

export function companyBySlug(slug: string): CompanyRecord | undefined {
  return companyModel().bySlug.get(slug)
}

export function companiesBySector(id: SectorId15): CompanyRecord[] {
  return allCompanies().filter((item) => item.sector === id)
}

export function sectorCounts(): Record<SectorId15, number> {
  const counts = Object.fromEntries(sectorIds15.map((id) => [id, 0])) as Record<SectorId15, number>
  for (const item of allCompanies()) counts[item.sector]++
  return counts
}

/** The index of a company's best known size band (content/company-kind.ts, `bestSizeOf`: sourced, hand or register). */
function sizeIndex(item: CompanyRecord): number | undefined {
  return item.size ? sizeBands.indexOf(item.size.band) : undefined
}

/** A company of a sector as the similarity rule reads it: its kind, its size band's index and its district. */
interface SimilarityEntry {
  readonly company: CompanyRecord
  readonly size: number | undefined
}

/**
 * How far another company of the same sector is from this one (issue 35, point 8; ADR 0056): a different kind
 * counts 2, each size band apart 1 (an unknown size 2), another district 1 (an unknown one 1). Lower is closer.
 */
function similarityDistance(item: CompanyRecord, size: number | undefined, other: SimilarityEntry): number {
  const kind = item.kind !== undefined && item.kind === other.company.kind ? 0 : 2
  const apart = size === undefined || other.size === undefined ? 2 : Math.abs(size - other.size)
  const place = item.district !== undefined && item.district === other.company.district ? 0 : 1
  return kind + apart + place
}

/**
 * Companies like this one: for the AdTech profiles, the specification's fixed pairs; for every other company, `n`
 * companies of the same sector nearest by kind, size and district (`similarityDistance`), hand-checked and featured
 * companies before the others at equal distance, then by name.
 */
export function similarCompanies(item: CompanyRecord, n = 3): CompanyRecord[] {
  const written = profiles.find((profile) => profile.slug === item.slug)
  if (written?.layout === 'adtech') return written.similar.map((slug) => companyBySlug(slug)).filter(present)
  const size = sizeIndex(item)
  // One pass over the sector's companies, in the order that breaks ties: the `n` nearest are kept, an equal distance
  // never displacing a company met earlier.
  const best: { company: CompanyRecord; distance: number }[] = []
  for (const entry of similarityOrder(item.sector)) {
    if (entry.company.slug === item.slug) continue
    const distance = similarityDistance(item, size, entry)
    if (best.length === n && distance >= best[n - 1]!.distance) continue
    const at = best.findIndex((kept) => kept.distance > distance)
    best.splice(at === -1 ? best.length : at, 0, { company: entry.company, distance })
    if (best.length > n) best.pop()
  }
  return best.map(({ company }) => company)
}

/** Per sector, its companies hand-checked first, then featured, then by name, with their size index: sorted once. */
const similarityOrders = new Map<SectorId15, SimilarityEntry[]>()
function similarityOrder(sector: SectorId15): SimilarityEntry[] {
  let order = similarityOrders.get(sector)
  if (!order) {
    order = companiesBySector(sector)
      .sort((a, b) => Number(!a.handChecked) - Number(!b.handChecked) || Number(!a.featured) - Number(!b.featured) || compareRecords(a, b))
      .map((company) => ({ company, size: sizeIndex(company) }))
    similarityOrders.set(sector, order)
  }
  return order
}

/* ---------- Open data (ODbL) ---------- */

const openDataContext: OpenDataContext = { locality: (id) => registerLocality(id) }

/** The columns of the open-data download, in order: the slug, whether hand-checked, the facts' columns, the sources. */
export const openDataColumns = ['slug', 'handChecked', ...openDataFactColumns.map(({ column }) => column), 'sources'] as const
export type OpenDataColumn = (typeof openDataColumns)[number]

/** One company as a row of the download: each published fact's columns, sources as fact=source pairs. */
export function openDataRow(item: CompanyRecord): Record<string, OpenDataCell> {
  const row: Record<string, OpenDataCell> = { slug: item.slug, handChecked: item.handChecked }
  for (const { column, key, write } of openDataFactColumns) {
    const value = item[key]
    row[column] = value === undefined ? null : (write as (value: unknown, context: OpenDataContext) => OpenDataCell)(value, openDataContext)
  }
  row.sources = Object.entries(item.sources)
    .map(([fact, source]) => `${fact}=${source}`)
    .join(';')
  return row
}

/** The companies as CSV (content/csv.ts: RFC 4180, CRLF line ends, a header row). */
export function companiesCsv(items: readonly CompanyRecord[]): string {
  return toCsv(openDataColumns, items.map(openDataRow))
}

/** The companies as JSON, with the licence and attribution the ODbL asks for. */
export function companiesJson(items: readonly CompanyRecord[], notice: { licence: string; licenceUrl: string; attribution: string }): string {
  return `${JSON.stringify({ ...notice, companies: items.map(openDataRow) }, null, 1)}\n`
}
