/**
 * Filters, sorting and pages of the full directory (/startups) and of the
 * sector pages (/category/<id>), read from and written to the URL so a
 * filtered view can be shared, reloaded and cached. Pure functions,
 * run by the server (first HTML, no JavaScript needed) and by the browser
 * (reading the address back into the form once hydrated).
 */
import {
  factFilters,
  factSorts,
  roundGroupOf,
  roundGroups,
  stages,
  type CompanyFactTable,
  type DirectoryFactKey,
  type FactKey,
  type FactValue,
  type RoundGroup,
} from '../../content/company-facts.ts'
import type { Language, SectorId } from '../../content/schema.ts'
import { compareNames } from '../../content/compare-names.ts'
import { normalizeSearchText } from './search.ts'

export { roundGroupOf, roundGroups, type RoundGroup }

/** What a directory card and the filters need of a company (one language's view of its record). */
export type DirectoryCompany = {
  slug: string
  name: string
  sector: SectorId
  /** The French text written for the site, or the factual sentence in the page's language. */
  description: string
  /** The language of `description`. */
  descriptionLanguage: Language
  /** Headquarters (may be abroad) or else the Israeli city, in the page's language. */
  location?: string
  /** The locality the city filter files the company under when `location` is a place that is not one (Airport City). */
  city?: string
  /** The Israeli centre when the headquarters is abroad. */
  israeliCentre?: string
  tags: string[]
  featured: boolean
  /** The register's logo (a file name under /logos/). */
  logo?: string
  /** A company of the hand-checked layer. */
  handChecked?: true
} & { [K in DirectoryFactKey]?: FactValue<K> }

/* ---------- The filters and sorts, from the table of facts (content/company-facts.ts) ---------- */

type FilterOf<K extends FactKey> = CompanyFactTable[K] extends { readonly filter: infer F } ? F : never
type ParamsOf<F> = F extends { readonly param: infer P extends string } ? P : F extends { readonly params: readonly [infer A extends string, infer B extends string] } ? A | B : never
/** Every filter's URL parameter: 'sector', 'size', 'city', 'from', 'to', 'hiring'... */
export type FilterParam = { [K in FactKey]: ParamsOf<FilterOf<K>> }[FactKey]
/** The parameters of menus (choice filters). */
type ChoiceParamOf<F> = F extends { readonly kind: 'choice'; readonly param: infer P extends string } ? P : never
export type ChoiceParam = { [K in FactKey]: ChoiceParamOf<FilterOf<K>> }[FactKey]
type SortsOf<K extends FactKey> = CompanyFactTable[K] extends { readonly sorts: infer S } ? keyof S & string : never
/**
 * 'selection', the default (not written in the address), puts first what a page says matters (ADR 0050): a sector
 * page its 'Phare' companies, the directory its 'Phare' and hand-checked companies then its larger Israeli ones;
 * 'name' is the whole list by name.
 */
export type DirectorySort = 'selection' | 'name' | { [K in FactKey]: SortsOf<K> }[FactKey]

export const directorySorts = ['selection', 'name', ...factSorts.map((sort) => sort.id)] as readonly DirectorySort[]
export const directoryStages = stages
export type DirectoryStage = (typeof stages)[number]

export const directoryPageSize = 24

/**
 * The filters of a view as its address gives them: the text, every filter's parameter as text ('' when unset:
 * '2015' for a year, '1' for a box), the sort and the page.
 */
export type DirectoryFilters = { q: string; sort: DirectorySort; page: number } & Record<FilterParam, string>

/** Every filter's URL parameter, in the order the canonical query writes them. */
export const filterParams = factFilters.flatMap(({ filter }) => ('params' in filter ? [...filter.params] : [filter.param])) as FilterParam[]

export const emptyDirectoryFilters: DirectoryFilters = {
  q: '',
  ...(Object.fromEntries(filterParams.map((param) => [param, ''])) as Record<FilterParam, string>),
  sort: 'selection',
  page: 1,
}

/** A fact known for fewer than this share of a list's companies is a sparse one: its filter says how many have it. */
export const sparseShare = 0.05

/** The values a filter may take, derived from the companies of a list. */
export interface DirectoryOptions {
  /** Each menu's choices, in its order. */
  choices: Readonly<Record<ChoiceParam, readonly string[]>>
  cities: readonly string[]
  /** The bounds of each year filter's fact. */
  years: { min: number; max: number }
  /** The companies of the list. */
  total: number
  /** How many of them have each sparse fact. */
  known: Readonly<Partial<Record<FactKey, number>>>
}

/** One key per city whatever its spelling: 'Ra’anana' and 'Raanana', 'Hod HaSharon' and 'Hod Hasharon'. */
export function cityKey(city: string): string {
  return normalizeSearchText(city).replace(/['\s-]/g, '')
}

/** The cities of the companies, each once, under its most frequent spelling. */
function distinctCities(companies: readonly DirectoryCompany[]): string[] {
  const spellings = new Map<string, Map<string, number>>()
  for (const { location: shown, city } of companies) {
    const location = city ?? shown
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

/** A company's value of a fact the directory's view carries. */
function factOf(company: DirectoryCompany, key: FactKey): unknown {
  return (company as Record<string, unknown>)[key]
}

/** The choice a company falls in for a menu. */
function choiceOf(company: DirectoryCompany, key: FactKey, filter: { choiceOf?: (value: never) => string | undefined }): string | undefined {
  const value = factOf(company, key)
  if (value === undefined) return undefined
  return filter.choiceOf ? filter.choiceOf(value as never) : String(value)
}

/** The options of a list; `menuOrders` gives the order of the menus whose order the table does not fix (sectors, districts). */
export function directoryOptions(companies: readonly DirectoryCompany[], menuOrders: Partial<Record<ChoiceParam, readonly string[]>> = {}): DirectoryOptions {
  const choices: Record<string, readonly string[]> = {}
  const known: Partial<Record<FactKey, number>> = {}
  let years = { min: 1950, max: 2026 }
  for (const { key, filter, sparse } of factFilters) {
    if (sparse) known[key] = companies.filter((company) => factOf(company, key) !== undefined).length
    if (filter.kind === 'choice') {
      const present = new Set(companies.map((company) => choiceOf(company, key, filter)))
      const order = filter.order ?? menuOrders[filter.param as ChoiceParam]
      choices[filter.param] = filter.choices ?? (order ? order.filter((choice) => present.has(choice)) : [...present].filter((choice) => choice !== undefined).sort(compareNames))
    } else if (filter.kind === 'years') {
      const values = companies.map((company) => factOf(company, key)).filter((year): year is number => typeof year === 'number')
      if (values.length) years = { min: Math.min(...values), max: Math.max(...values) }
    }
  }
  return { choices: choices as Record<ChoiceParam, readonly string[]>, cities: distinctCities(companies), years, total: companies.length, known }
}

/** How many companies have a fact, when it is known for fewer than 5% of the list (the filter then says so); otherwise undefined. */
export function sparseCount(options: DirectoryOptions, fact: FactKey): number | undefined {
  const count = options.known[fact]
  return count !== undefined && count < options.total * sparseShare ? count : undefined
}

function parseYear(value: string | null): string {
  return value && /^\d{4}$/.test(value.trim()) ? value.trim() : ''
}

/** The page a list's URL asks for: `?page=N`, 1 when absent or not a whole number above 1. */
export function pageFromSearch(params: URLSearchParams): number {
  const page = Number(params.get('page'))
  return Number.isInteger(page) && page > 1 ? page : 1
}

/** Reads the filters from the URL; unknown values are ignored rather than failing the page. */
export function parseDirectoryFilters(params: URLSearchParams, options: DirectoryOptions): DirectoryFilters {
  const filters: Record<string, string | number> = { q: (params.get('q') ?? '').trim().slice(0, 100) }
  for (const { filter } of factFilters) {
    if (filter.kind === 'choice') {
      const value = params.get(filter.param)
      filters[filter.param] = value !== null && (options.choices[filter.param as ChoiceParam] ?? []).includes(value) ? value : ''
    } else if (filter.kind === 'years') {
      for (const param of filter.params) filters[param] = parseYear(params.get(param))
    } else if (filter.kind === 'flag') {
      filters[filter.param] = params.get(filter.param) === '1' ? '1' : ''
    } else {
      const wanted = cityKey(params.get(filter.param) ?? '')
      filters[filter.param] = wanted ? (options.cities.find((candidate) => cityKey(candidate) === wanted) ?? '') : ''
    }
  }
  const sort = params.get('sort')
  filters.sort = sort !== null && (directorySorts as readonly string[]).includes(sort) ? sort : 'selection'
  filters.page = pageFromSearch(params)
  return filters as DirectoryFilters
}

/** The query string of a filtered view, without its defaults: '?sector=fintech&sort=founded-desc'. */
export function directorySearch(filters: Partial<DirectoryFilters>): string {
  const params = new URLSearchParams()
  if (filters.q) params.set('q', filters.q)
  for (const param of filterParams) {
    const value = filters[param]
    if (value) params.set(param, value)
  }
  if (filters.sort && filters.sort !== 'selection') params.set('sort', filters.sort)
  if (filters.page && filters.page > 1) params.set('page', String(filters.page))
  const search = params.toString()
  return search ? `?${search}` : ''
}

export function hasActiveFilters(filters: DirectoryFilters): boolean {
  return Boolean(filters.q) || filterParams.some((param) => filters[param] !== '')
}

/**
 * The companies a text query finds, by slug: the site search's engine (app/lib/site-search.server.ts), so that
 * the directory's text filter and the site search are one search behaviour (issue 32, ADR 0046). Given by the
 * server; this module stays free of the index.
 */
export type TextMatcher = (query: string) => ReadonlySet<string>

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

/** Whether a company passes one filter of the table. */
function passes(company: DirectoryCompany, { key, filter }: (typeof factFilters)[number], filters: DirectoryFilters): boolean {
  if (filter.kind === 'choice') {
    const wanted = filters[filter.param as FilterParam]
    return !wanted || choiceOf(company, key, filter) === wanted
  }
  if (filter.kind === 'flag') return !filters[filter.param as FilterParam] || factOf(company, key) !== undefined
  if (filter.kind === 'place') {
    const wanted = filters[filter.param as FilterParam]
    return !wanted || cityKey(company.city ?? company.location ?? '') === cityKey(wanted)
  }
  const bounds = filter.params.map((param) => Number(filters[param as FilterParam]) || undefined)
  const [from, to] = bounds[0] && bounds[1] && bounds[0] > bounds[1] ? [bounds[1], bounds[0]] : bounds
  if (!from && !to) return true
  const value = factOf(company, key)
  if (typeof value !== 'number') return false
  return (!from || value >= from) && (!to || value <= to)
}

/** How a list orders its default view ('selection'): a company's rank, lower first, ties by name. */
export type SelectionRank = (company: DirectoryCompany) => number

/** Kinds of Israeli technology companies (content/company-kind.ts `israeliKinds`). */
const israeliKinds: ReadonlySet<string> = new Set(['startup', 'growth', 'listed', 'acquired'])

/** A sector page's selection: its 'Phare' companies, then the whole list by name. */
export const phareFirst: SelectionRank = (company) => (company.featured ? 0 : 1)

/**
 * The directory's selection: 'Phare' companies, then hand-checked ones, then Israeli companies of 201 staff or more
 * by their best known size (largest first), then every other company by name.
 */
export const leadingFirst: SelectionRank = (company) => {
  if (company.featured) return 0
  if (company.handChecked) return 1
  const figure = company.size?.figure
  if (figure !== undefined && figure >= 201 && company.kind !== undefined && israeliKinds.has(company.kind)) return 2 + 1 / figure
  return 3
}

/**
 * The companies a filtered view shows, sorted; ties and companies without the
 * sorted fact (size, founding year) come last, by name. The default sort ('selection') ranks with `selection`.
 */
export function filterDirectory<T extends DirectoryCompany>(companies: readonly T[], filters: DirectoryFilters, textMatches?: TextMatcher, selection: SelectionRank = phareFirst): T[] {
  if (filters.q && !textMatches) throw new Error('A text query needs the site search (textMatches)')
  const found = filters.q ? textMatches!(filters.q) : undefined
  // The sector filter picks from the list kept by sector, in name order; the others are checked one by one.
  const candidates = filters.sector ? sectorByName(companies, filters.sector) : sortedByName(companies)
  const active = factFilters.filter(({ key }) => key !== 'sector')
  const result = candidates.filter((company) => (!found || found.has(company.slug)) && active.every((filter) => passes(company, filter, filters)))
  // The list is in name order and sort() is stable: equal keys stay by name.
  if (filters.sort === 'selection') {
    const ranks = new Map(result.map((company) => [company, selection(company)]))
    return result.sort((a, b) => ranks.get(a)! - ranks.get(b)!)
  }
  const sort = factSorts.find((candidate) => candidate.id === filters.sort)
  if (!sort) return result
  const direction = sort.direction === 'asc' ? 1 : -1
  const rankOf = (company: T) => {
    const value = factOf(company, sort.key)
    return value === undefined ? undefined : sort.rank(value)
  }
  return result.sort((a, b) => {
    const [rankA, rankB] = [rankOf(a), rankOf(b)]
    if (rankA === undefined || rankB === undefined) return rankA === rankB ? 0 : rankA === undefined ? 1 : -1
    return (rankA - rankB) * direction
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
