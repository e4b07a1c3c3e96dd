/**
 * Filters, sorting and pages of the full directory (/startups), read from and
 * written to the URL so a filtered view can be shared and reloaded. Pure
 * functions, run by the server (first HTML, no JavaScript needed) and by the
 * browser (instant filtering once hydrated).
 */
import type { Language, SectorId, Stage } from '../../content/schema.ts'
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
  funding?: string
  lastRound?: string
  stage?: Stage
  tags: string[]
  featured: boolean
  /** The register's logo (a file name under /logos/). */
  logo?: string
}

export const directorySorts = ['name', 'founded-desc', 'founded-asc'] as const
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
  stage: DirectoryStage | ''
  round: RoundGroup | ''
  city: string
  from: number | null
  to: number | null
  sort: DirectorySort
  page: number
}

export const emptyDirectoryFilters: DirectoryFilters = {
  q: '',
  sector: '',
  stage: '',
  round: '',
  city: '',
  from: null,
  to: null,
  sort: 'name',
  page: 1,
}

/** The values a filter may take, derived from the companies. */
export interface DirectoryOptions {
  sectors: readonly SectorId[]
  cities: readonly string[]
  rounds: readonly RoundGroup[]
  minYear: number
  maxYear: number
}

export function roundGroupOf(lastRound: string | undefined): RoundGroup | undefined {
  if (!lastRound) return undefined
  if (lastRound.startsWith('Acquired')) return 'Acquired'
  return (roundGroups as readonly string[]).includes(lastRound) ? (lastRound as RoundGroup) : undefined
}

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true })

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
    .map((counts) => [...counts].sort((a, b) => b[1] - a[1] || collator.compare(a[0], b[0]))[0]![0])
    .sort(collator.compare)
}

export function directoryOptions(companies: readonly DirectoryCompany[], sectorOrder: readonly SectorId[]): DirectoryOptions {
  const present = new Set(companies.map((company) => company.sector))
  const cities = distinctCities(companies)
  const roundsPresent = new Set(companies.map((company) => roundGroupOf(company.lastRound)).filter(Boolean))
  const years = companies.map((company) => company.founded).filter((year): year is number => year !== undefined)
  return {
    sectors: sectorOrder.filter((id) => present.has(id)),
    cities,
    rounds: roundGroups.filter((round) => roundsPresent.has(round)),
    minYear: years.length ? Math.min(...years) : 1950,
    maxYear: years.length ? Math.max(...years) : 2026,
  }
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
    stage: pick(params.get('stage'), directoryStages),
    round: pick(params.get('round'), options.rounds),
    city,
    from: parseYear(params.get('from')),
    to: parseYear(params.get('to')),
    sort: pick(params.get('sort'), directorySorts) || 'name',
    page: pageFromSearch(params),
  }
}

/** The query string of a filtered view, without its defaults: '?sector=fintech&sort=founded-desc'. */
export function directorySearch(filters: Partial<DirectoryFilters>): string {
  const params = new URLSearchParams()
  if (filters.q) params.set('q', filters.q)
  if (filters.sector) params.set('sector', filters.sector)
  if (filters.stage) params.set('stage', filters.stage)
  if (filters.round) params.set('round', filters.round)
  if (filters.city) params.set('city', filters.city)
  if (filters.from) params.set('from', String(filters.from))
  if (filters.to) params.set('to', String(filters.to))
  if (filters.sort && filters.sort !== 'name') params.set('sort', filters.sort)
  if (filters.page && filters.page > 1) params.set('page', String(filters.page))
  const search = params.toString()
  return search ? `?${search}` : ''
}

export function hasActiveFilters(filters: DirectoryFilters): boolean {
  return Boolean(filters.q || filters.sector || filters.stage || filters.round || filters.city || filters.from || filters.to)
}

function matchesText(company: DirectoryCompany, normalizedQuery: string): boolean {
  if (!normalizedQuery) return true
  const haystack = normalizeSearchText([company.name, company.description, company.location ?? '', company.israeliCentre ?? '', ...company.tags].join(' \u0001 '))
  return normalizedQuery.split(' ').every((word) => haystack.includes(word))
}

/** The companies a filtered view shows, sorted; companies without a founding year come last in a year sort. */
export function filterDirectory<T extends DirectoryCompany>(companies: readonly T[], filters: DirectoryFilters): T[] {
  const normalizedQuery = normalizeSearchText(filters.q)
  const [from, to] = filters.from && filters.to && filters.from > filters.to ? [filters.to, filters.from] : [filters.from, filters.to]
  const wantedCity = filters.city ? cityKey(filters.city) : ''
  const result = companies.filter((company) => {
    if (filters.sector && company.sector !== filters.sector) return false
    if (filters.stage && company.stage !== filters.stage) return false
    if (filters.round && roundGroupOf(company.lastRound) !== filters.round) return false
    if (wantedCity && cityKey(company.location ?? '') !== wantedCity) return false
    if ((from || to) && company.founded === undefined) return false
    if (from && company.founded !== undefined && company.founded < from) return false
    if (to && company.founded !== undefined && company.founded > to) return false
    return matchesText(company, normalizedQuery)
  })
  const byName = (a: DirectoryCompany, b: DirectoryCompany) => collator.compare(a.name, b.name)
  if (filters.sort === 'name') return result.sort(byName)
  const direction = filters.sort === 'founded-asc' ? 1 : -1
  return result.sort((a, b) => {
    if (a.founded === undefined || b.founded === undefined) {
      if (a.founded === b.founded) return byName(a, b)
      return a.founded === undefined ? 1 : -1
    }
    return (a.founded - b.founded) * direction || byName(a, b)
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
