/**
 * Filters, sorting and pages of the full directory (/startups) and of the
 * sector pages (/category/<id>), read from and written to the URL so a
 * filtered view can be shared, reloaded and cached. Pure functions,
 * run by the server (first HTML, no JavaScript needed) and by the browser
 * (reading the address back into the form once hydrated).
 */
import type { DistrictId } from '../../content/localities.ts'
import type { Language, SectorId, Stage } from '../../content/schema.ts'
import { sizeBands, type SizeBand } from '../../content/size-bands.ts'
import { compareNames } from '../../content/compare-names.ts'
import { normalizeSearchText } from './search.ts'

/** What a directory card and the filters need of a company (one language's view of its record). */
export interface DirectoryCompany {
  slug: string
  name: string
  sector: SectorId
  /** The French text written for the site, or the factual sentence in the page's language. */
  description: string
  /** The language of `description`. */
  descriptionLanguage: Language
  founded?: number
  /** Worldwide headcount, as a hand-checked record gives it. */
  employees?: string
  /** Staff in Israel, as the register counts it. */
  sizeBand?: string
  /** Headquarters (may be abroad) or else the Israeli city, in the page's language. */
  location?: string
  /** The Israeli centre when the headquarters is abroad. */
  israeliCentre?: string
  /** The district of the company's Israeli place (its register locality, or else its hand-checked one). */
  district?: DistrictId
  /** The company has a careers page. */
  hiring?: boolean
  funding?: string
  lastRound?: string
  stage?: Stage
  tags: string[]
  featured: boolean
  /** The register's logo (a file name under /logos/). */
  logo?: string
}

export const directorySorts = ['name', 'size', 'founded-desc', 'founded-asc'] as const
export type DirectorySort = (typeof directorySorts)[number]

export const directoryStages = ['Public', 'Private', 'Acquired'] as const
export type DirectoryStage = (typeof directoryStages)[number]

/** Last-round filter values; every 'Acquired by X' counts as 'Acquired'. */
export const roundGroups = ['Seed', 'Series A', 'Series B', 'Series C', 'Series D', 'Series E', 'Series F', 'Series G', 'IPO', 'Acquired'] as const
export type RoundGroup = (typeof roundGroups)[number]

export const directoryPageSize = 24

export interface DirectoryFilters {
  q: string
  sector: SectorId | ''
  size: SizeBand | ''
  district: DistrictId | ''
  city: string
  stage: DirectoryStage | ''
  round: RoundGroup | ''
  from: number | null
  to: number | null
  hiring: boolean
  sort: DirectorySort
  page: number
}

export const emptyDirectoryFilters: DirectoryFilters = {
  q: '',
  sector: '',
  size: '',
  district: '',
  city: '',
  stage: '',
  round: '',
  from: null,
  to: null,
  hiring: false,
  sort: 'name',
  page: 1,
}

/** Facts the register does not give: known for the hand-checked companies only. */
export const sparseFacts = ['founded', 'stage', 'round'] as const
export type SparseFact = (typeof sparseFacts)[number]

/** A fact known for fewer than this share of a list's companies is a sparse one: its filter says how many have it. */
export const sparseShare = 0.05

/** The values a filter may take, derived from the companies of a list. */
export interface DirectoryOptions {
  sectors: readonly SectorId[]
  sizeBands: readonly SizeBand[]
  districts: readonly DistrictId[]
  cities: readonly string[]
  rounds: readonly RoundGroup[]
  minYear: number
  maxYear: number
  /** The companies of the list. */
  total: number
  /** How many of them have each fact that may be sparse. */
  known: Readonly<Record<SparseFact, number>>
}

export function roundGroupOf(lastRound: string | undefined): RoundGroup | undefined {
  if (!lastRound) return undefined
  if (lastRound.startsWith('Acquired')) return 'Acquired'
  return (roundGroups as readonly string[]).includes(lastRound) ? (lastRound as RoundGroup) : undefined
}

/** One key per city whatever its spelling: 'Ra’anana' and 'Raanana', 'Hod HaSharon' and 'Hod Hasharon'. */
export function cityKey(city: string): string {
  return normalizeSearchText(city).replace(/['\s-]/g, '')
}

/** The cities of the companies, each once, under its most frequent spelling. */
function distinctCities(companies: readonly DirectoryCompany[]): string[] {
  const spellings = new Map<string, Map<string, number>>()
  for (const { location } of companies) {
    if (!location) continue
    const key = cityKey(location)
    const counts = spellings.get(key) ?? new Map<string, number>()
    counts.set(location, (counts.get(location) ?? 0) + 1)
    spellings.set(key, counts)
  }
  return [...spellings.values()]
    .map((counts) => [...counts].sort((a, b) => b[1] - a[1] || compareNames(a[0], b[0]))[0]![0])
    .sort(compareNames)
}

/** The options of a list; `districtOrder` and `sectorOrder` give the order of the menus. */
export function directoryOptions(
  companies: readonly DirectoryCompany[],
  sectorOrder: readonly SectorId[],
  districtOrder: readonly DistrictId[] = [],
): DirectoryOptions {
  const present = <T>(values: Iterable<T | undefined>) => new Set([...values].filter((value) => value !== undefined))
  const sectorsPresent = present(companies.map((company) => company.sector))
  const bandsPresent = present(companies.map((company) => company.sizeBand))
  const districtsPresent = present(companies.map((company) => company.district))
  const roundsPresent = present(companies.map((company) => roundGroupOf(company.lastRound)))
  const years = companies.map((company) => company.founded).filter((year): year is number => year !== undefined)
  return {
    sectors: sectorOrder.filter((id) => sectorsPresent.has(id)),
    sizeBands: sizeBands.filter((band) => bandsPresent.has(band)),
    districts: districtOrder.filter((id) => districtsPresent.has(id)),
    cities: distinctCities(companies),
    rounds: roundGroups.filter((round) => roundsPresent.has(round)),
    minYear: years.length ? Math.min(...years) : 1950,
    maxYear: years.length ? Math.max(...years) : 2026,
    total: companies.length,
    known: {
      founded: years.length,
      stage: companies.filter((company) => company.stage !== undefined).length,
      round: companies.filter((company) => company.lastRound !== undefined).length,
    },
  }
}

/** How many companies have a fact, when it is known for fewer than 5% of the list (the filter then says so); otherwise undefined. */
export function sparseCount(options: DirectoryOptions, fact: SparseFact): number | undefined {
  const count = options.known[fact]
  return count < options.total * sparseShare ? count : undefined
}

function parseYear(value: string | null): number | null {
  if (!value || !/^\d{4}$/.test(value.trim())) return null
  return Number(value.trim())
}

/** The page a list's URL asks for: `?page=N`, 1 when absent or not a whole number above 1. */
export function pageFromSearch(params: URLSearchParams): number {
  const page = Number(params.get('page'))
  return Number.isInteger(page) && page > 1 ? page : 1
}

/** Reads the filters from the URL; unknown values are ignored rather than failing the page. */
export function parseDirectoryFilters(params: URLSearchParams, options: DirectoryOptions): DirectoryFilters {
  const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | '' =>
    value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : ''
  const cityParam = cityKey(params.get('city') ?? '')
  const city = cityParam ? (options.cities.find((candidate) => cityKey(candidate) === cityParam) ?? '') : ''
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    sector: pick(params.get('sector'), options.sectors),
    size: pick(params.get('size'), options.sizeBands),
    district: pick(params.get('district'), options.districts),
    city,
    stage: pick(params.get('stage'), directoryStages),
    round: pick(params.get('round'), options.rounds),
    from: parseYear(params.get('from')),
    to: parseYear(params.get('to')),
    hiring: params.get('hiring') === '1',
    sort: pick(params.get('sort'), directorySorts) || 'name',
    page: pageFromSearch(params),
  }
}

/** The query string of a filtered view, without its defaults: '?sector=fintech&sort=founded-desc'. */
export function directorySearch(filters: Partial<DirectoryFilters>): string {
  const params = new URLSearchParams()
  if (filters.q) params.set('q', filters.q)
  if (filters.sector) params.set('sector', filters.sector)
  if (filters.size) params.set('size', filters.size)
  if (filters.district) params.set('district', filters.district)
  if (filters.city) params.set('city', filters.city)
  if (filters.stage) params.set('stage', filters.stage)
  if (filters.round) params.set('round', filters.round)
  if (filters.from) params.set('from', String(filters.from))
  if (filters.to) params.set('to', String(filters.to))
  if (filters.hiring) params.set('hiring', '1')
  if (filters.sort && filters.sort !== 'name') params.set('sort', filters.sort)
  if (filters.page && filters.page > 1) params.set('page', String(filters.page))
  const search = params.toString()
  return search ? `?${search}` : ''
}

export function hasActiveFilters(filters: DirectoryFilters): boolean {
  return Boolean(
    filters.q ||
      filters.sector ||
      filters.size ||
      filters.district ||
      filters.city ||
      filters.stage ||
      filters.round ||
      filters.from ||
      filters.to ||
      filters.hiring,
  )
}

/** Each company's text, normalised once (the views live as long as the process). */
const haystacks = new WeakMap<DirectoryCompany, string>()
function haystackOf(company: DirectoryCompany): string {
  let haystack = haystacks.get(company)
  if (haystack === undefined) {
    haystack = normalizeSearchText([company.name, company.description, company.location ?? '', company.israeliCentre ?? '', ...company.tags].join(' \u0001 '))
    haystacks.set(company, haystack)
  }
  return haystack
}

function matchesText(company: DirectoryCompany, words: readonly string[]): boolean {
  if (words.length === 0) return true
  const haystack = haystackOf(company)
  return words.every((word) => haystack.includes(word))
}

/** Each list sorted by name once: a list of views is built once per language and kept. */
const byNameCache = new WeakMap<readonly DirectoryCompany[], readonly DirectoryCompany[]>()
function sortedByName<T extends DirectoryCompany>(companies: readonly T[]): readonly T[] {
  let sorted = byNameCache.get(companies)
  if (!sorted) {
    sorted = [...companies].sort((a, b) => compareNames(a.name, b.name))
    byNameCache.set(companies, sorted)
  }
  return sorted as readonly T[]
}

/**
 * A kept list's companies of one sector, in name order: a view filtered by sector reads its few hundred
 * companies, not all eight thousand.
 */
const bySectorCache = new WeakMap<readonly DirectoryCompany[], ReadonlyMap<string, readonly DirectoryCompany[]>>()
function sectorByName<T extends DirectoryCompany>(companies: readonly T[], sector: string): readonly T[] {
  let sectors = bySectorCache.get(companies)
  if (!sectors) {
    const grouped = new Map<string, DirectoryCompany[]>()
    for (const company of sortedByName(companies)) {
      const group = grouped.get(company.sector)
      if (group) group.push(company)
      else grouped.set(company.sector, [company])
    }
    sectors = grouped
    bySectorCache.set(companies, sectors)
  }
  return (sectors.get(sector) ?? []) as readonly T[]
}

const sizeRank = (company: DirectoryCompany) => (company.sizeBand ? (sizeBands as readonly string[]).indexOf(company.sizeBand) : -1)

/**
 * The companies a filtered view shows, sorted; ties and companies without the
 * sorted fact (size, founding year) come last, by name.
 */
export function filterDirectory<T extends DirectoryCompany>(companies: readonly T[], filters: DirectoryFilters): T[] {
  const words = normalizeSearchText(filters.q).split(' ').filter(Boolean)
  const [from, to] = filters.from && filters.to && filters.from > filters.to ? [filters.to, filters.from] : [filters.from, filters.to]
  const wantedCity = filters.city ? cityKey(filters.city) : ''
  const candidates = filters.sector ? sectorByName(companies, filters.sector) : sortedByName(companies)
  const result = candidates.filter((company) => {
    if (filters.size && company.sizeBand !== filters.size) return false
    if (filters.district && company.district !== filters.district) return false
    if (filters.hiring && !company.hiring) return false
    if (filters.stage && company.stage !== filters.stage) return false
    if (filters.round && roundGroupOf(company.lastRound) !== filters.round) return false
    if (wantedCity && cityKey(company.location ?? '') !== wantedCity) return false
    if ((from || to) && company.founded === undefined) return false
    if (from && company.founded !== undefined && company.founded < from) return false
    if (to && company.founded !== undefined && company.founded > to) return false
    return matchesText(company, words)
  })
  // The list is in name order and sort() is stable: equal keys stay by name.
  if (filters.sort === 'size') return result.sort((a, b) => sizeRank(b) - sizeRank(a))
  if (filters.sort === 'name') return result
  const direction = filters.sort === 'founded-asc' ? 1 : -1
  return result.sort((a, b) => {
    if (a.founded === undefined || b.founded === undefined) return a.founded === b.founded ? 0 : a.founded === undefined ? 1 : -1
    return (a.founded - b.founded) * direction
  })
}

export interface DirectoryPage<T> {
  items: T[]
  page: number
  pageCount: number
  total: number
}

export function paginate<T>(companies: readonly T[], page: number, pageSize = directoryPageSize): DirectoryPage<T> {
  const pageCount = Math.max(1, Math.ceil(companies.length / pageSize))
  const current = Math.min(Math.max(1, page), pageCount)
  return {
    items: companies.slice((current - 1) * pageSize, current * pageSize),
    page: current,
    pageCount,
    total: companies.length,
  }
}
