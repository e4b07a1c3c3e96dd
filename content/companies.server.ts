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
import type { RegisterCompany, SizeBand } from './register-schema.ts'
import { sizeBands } from './register-schema.ts'
import type { Company, Stage } from './schema.ts'
import { sectorIds15, type SectorId15 } from './sector-ids.ts'

export type FactSource = 'hand' | 'register'

export type FactKey =
  | 'name'
  | 'sector'
  | 'registryNumber'
  | 'description'
  | 'tags'
  | 'website'
  | 'careers'
  | 'linkedin'
  | 'crunchbase'
  | 'finder'
  | 'sizeBand'
  | 'employees'
  | 'founded'
  | 'stage'
  | 'lastRound'
  | 'funding'
  | 'headquarters'
  | 'israeliLocality'
  | 'multinational'
  | 'logo'

export interface CompanyRecord {
  readonly slug: string
  readonly name: string
  readonly sector: SectorId15
  /** A company of the hand-checked layer (with or without a register record). */
  readonly handChecked: boolean
  readonly registryNumber?: string
  /** The French text written for this site, when any. */
  readonly description?: string
  readonly tags?: readonly string[]
  /** The official site; for a hand-checked company without a site of its own, an internal page ('/pushit-replays'). */
  readonly website?: string
  readonly careers?: string
  readonly linkedin?: string
  readonly crunchbase?: string
  readonly finder?: string
  /** Staff in Israel, as the register counts it. */
  readonly sizeBand?: SizeBand
  /** Worldwide headcount, as the hand-checked record gives it. */
  readonly employees?: Company['employees']
  readonly founded?: number
  readonly stage?: Stage
  readonly lastRound?: string
  readonly funding?: string
  /** Headquarters as the hand-checked record gives it (may be abroad). */
  readonly headquarters?: string
  /** The Israeli locality of the register (a content/register/localities.json id). */
  readonly israeliLocality?: string
  readonly multinational?: boolean
  /** Logo file name under content/register/logos/. */
  readonly logo?: string
  readonly featured: boolean
  readonly sources: Readonly<Partial<Record<FactKey, FactSource>>>
}

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

/** Builds a record from facts that each carry their source; a fact without a value is left out. */
function record(
  base: { slug: string; handChecked: boolean; featured: boolean },
  facts: { [K in FactKey]?: readonly [FactSource, unknown] | undefined },
): CompanyRecord {
  const values: Record<string, unknown> = { ...base }
  const sources: Partial<Record<FactKey, FactSource>> = {}
  for (const [key, fact] of Object.entries(facts) as [FactKey, readonly [FactSource, unknown] | undefined][]) {
    if (!fact || !present(fact[1])) continue
    values[key] = fact[1]
    sources[key] = fact[0]
  }
  values.sources = sources
  return values as unknown as CompanyRecord
}

const hand = (value: unknown) => ['hand', value] as const
const fromRegister = (value: unknown) => ['register', value] as const

function registerFacts(company: RegisterCompany) {
  return {
    registryNumber: fromRegister(company.registryNumber),
    careers: fromRegister(company.careers),
    linkedin: fromRegister(company.linkedin),
    crunchbase: fromRegister(company.crunchbase),
    finder: fromRegister(company.finder),
    sizeBand: fromRegister(company.size),
    israeliLocality: fromRegister(company.locality),
    multinational: fromRegister(company.multinational),
    logo: fromRegister(company.logo),
  }
}

function mergedRecord(company: Company, registered: RegisterCompany | undefined): CompanyRecord {
  return record(
    { slug: company.slug, handChecked: true, featured: company.featured },
    {
      ...(registered ? registerFacts(registered) : {}),
      name: hand(company.name),
      sector: hand(company.sector),
      description: hand(company.description),
      tags: hand(company.tags),
      website: company.website ? hand(company.website) : registered ? fromRegister(registered.website) : undefined,
      employees: hand(company.employees),
      founded: hand(company.founded),
      stage: hand(company.stage),
      lastRound: hand(company.lastRound),
      funding: hand(company.funding),
      headquarters: hand(company.location),
    },
  )
}

function registerOnlyRecord(company: RegisterCompany, slug: string): CompanyRecord {
  return record(
    { slug, handChecked: false, featured: false },
    {
      ...registerFacts(company),
      name: fromRegister(company.name),
      sector: fromRegister(company.sector),
      website: fromRegister(company.website),
    },
  )
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
): CompanyModel {
  const matches = matchCompanies(handList, registerList, registryNumbers)
  const matched = new Set(matches.flatMap((match) => (match.register ? [match.register.registryNumber] : [])))
  const records: CompanyRecord[] = matches.map((match) => mergedRecord(match.hand, match.register))
  const taken = new Set(records.map((item) => item.slug))
  for (const company of registerList) {
    if (matched.has(company.registryNumber)) continue
    // A register slug that a hand-checked company already uses takes a suffix from the registry number.
    let slug = company.slug
    if (taken.has(slug)) slug = `${company.slug}-${company.registryNumber.slice(-4)}`
    if (taken.has(slug)) slug = `${company.slug}-${company.registryNumber}`
    taken.add(slug)
    records.push(registerOnlyRecord(company, slug))
  }
  records.sort(compareRecords)
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

let model: CompanyModel | undefined

/** The merged model of the site's data, built on first use. */
export function companyModel(): CompanyModel {
  model ??= buildCompanyModel(handCompanies, registerCompanies(), handRegistryNumbers)
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

/** A hand headcount in register terms, to compare sizes when a company has no register band. */
const bandOfHeadcount: Readonly<Record<NonNullable<Company['employees']>, SizeBand>> = {
  '1-10': '1-10',
  '11-50': '11-50',
  '51-200': '51-200',
  '201-500': '201-1000',
  '501-1000': '201-1000',
  '1001-5000': '1001+',
  '5000+': '1001+',
}

function sizeIndex(item: CompanyRecord): number | undefined {
  const band = item.sizeBand ?? (item.employees ? bandOfHeadcount[item.employees] : undefined)
  return band ? sizeBands.indexOf(band) : undefined
}

/**
 * Companies like this one: the written profile's own list, whole, when it has one (the specification's
 * fixed AdTech pairs and the long profiles' links); otherwise `n` companies of the same sector, the nearest
 * size band first, hand-checked and featured companies before the others, then by name.
 */
export function similarCompanies(item: CompanyRecord, n = 3): CompanyRecord[] {
  const written = profiles.find((profile) => profile.slug === item.slug)
  if (written) return written.similar.map((slug) => companyBySlug(slug)).filter(present)
  const own = sizeIndex(item)
  const distance = (theirs: number | undefined) => {
    if (own === undefined || theirs === undefined) return own === theirs ? 0 : sizeBands.length
    return Math.abs(own - theirs)
  }
  // The sector's companies in the order that breaks ties; taking them distance by distance keeps that order.
  const candidates = similarityOrder(item.sector)
  const chosen: CompanyRecord[] = []
  for (let wanted = 0; wanted <= sizeBands.length && chosen.length < n; wanted++) {
    for (const { company, size } of candidates) {
      if (chosen.length === n) break
      if (company.slug !== item.slug && distance(size) === wanted) chosen.push(company)
    }
  }
  return chosen
}

/** Per sector, its companies hand-checked first, then featured, then by name, with their size index: sorted once. */
const similarityOrders = new Map<SectorId15, { company: CompanyRecord; size: number | undefined }[]>()
function similarityOrder(sector: SectorId15) {
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

/** The columns of the open-data download, in order: facts only, no description or tags. */
export const openDataColumns = [
  'slug',
  'name',
  'sector',
  'handChecked',
  'registryNumber',
  'website',
  'careers',
  'linkedin',
  'crunchbase',
  'finder',
  'sizeBand',
  'employees',
  'founded',
  'stage',
  'lastRound',
  'funding',
  'headquarters',
  'israeliLocality',
  'city',
  'district',
  'multinational',
  'sources',
] as const
export type OpenDataColumn = (typeof openDataColumns)[number]

/** One company as a row of the download: the locality spelled out in English, sources as fact=source pairs. */
export function openDataRow(item: CompanyRecord): Record<OpenDataColumn, string | number | boolean | null> {
  const locality = item.israeliLocality ? registerLocality(item.israeliLocality) : undefined
  return {
    slug: item.slug,
    name: item.name,
    sector: item.sector,
    handChecked: item.handChecked,
    registryNumber: item.registryNumber ?? null,
    website: item.website?.startsWith('http') ? item.website : null,
    careers: item.careers ?? null,
    linkedin: item.linkedin ?? null,
    crunchbase: item.crunchbase ?? null,
    finder: item.finder ?? null,
    sizeBand: item.sizeBand ?? null,
    employees: item.employees ?? null,
    founded: item.founded ?? null,
    stage: item.stage ?? null,
    lastRound: item.lastRound ?? null,
    funding: item.funding ?? null,
    headquarters: item.headquarters ?? null,
    israeliLocality: item.israeliLocality ?? null,
    city: locality?.en ?? null,
    district: locality?.district ?? null,
    multinational: item.multinational ?? null,
    sources: Object.entries(item.sources)
      .map(([fact, source]) => `${fact}=${source}`)
      .join(';'),
  }
}

/** A CSV field (RFC 4180); text that a spreadsheet would run as a formula is prefixed with an apostrophe. */
function csvField(value: string | number | boolean | null): string {
  if (value === null) return ''
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The companies as CSV (RFC 4180, CRLF line ends, a header row). */
export function companiesCsv(items: readonly CompanyRecord[]): string {
  const lines = [openDataColumns.join(',')]
  for (const item of items) {
    const row = openDataRow(item)
    lines.push(openDataColumns.map((column) => csvField(row[column])).join(','))
  }
  return `${lines.join('\r\n')}\r\n`
}

/** The companies as JSON, with the licence and attribution the ODbL asks for. */
export function companiesJson(items: readonly CompanyRecord[], notice: { licence: string; licenceUrl: string; attribution: string }): string {
  return `${JSON.stringify({ ...notice, companies: items.map(openDataRow) }, null, 1)}\n`
}
