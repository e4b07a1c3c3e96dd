/**
 * What the directory screens need of the content, shaped for their loaders:
 * only the fields a page shows travel to the browser. Used by loaders only
 * (server side and at prerendering), so the content modules and the register
 * stay out of the client bundle.
 */
import {
  featuredCards,
  findCompany,
  investmentGuideArticle,
  findProfile,
  findSector,
  guidePages,
  guides,
  homeFaq,
  homeSectorIds,
  sectorById,
  sectorFaqFor,
  sectors,
} from '../../content/index.ts'
import { allCompanies, companiesBySector, companyBySlug, sectorCounts, similarCompanies, type CompanyRecord } from '../../content/companies.server.ts'
import { companySentence } from '../../content/company-sentence.ts'
import { registerText } from '../../content/register-texts.server.ts'
import { districtIds, localities, normalisePlace, resolvePlace, type LocalityEntry } from '../../content/localities.ts'
import { placeNames } from '../../content/place-names.ts'
import { companyTranslation } from '../../content/companies/i18n/index.ts'
import { articleIn, featuredPitchIn, profileIn } from '../../content/translations.ts'
import { registerCompanyByNumber, registerLocality } from '../../content/register.server.ts'
import { namedPlaceById, type NamedPlace } from '../../content/named-places.ts'
import type { AdtechProfile, Language, LongProfile, SectorId } from '../../content/schema.ts'
import { directoryFactKeys, keyFactsOf, type FactValue, type KeyFactKey } from '../../content/company-facts.ts'
import { israeliKinds } from '../../content/company-kind.ts'
import {
  directoryOptions,
  filterDirectory,
  directorySearch,
  leadingFirst,
  paginate,
  parseDirectoryFilters,
  phareFirst,
  type SelectionRank,
  type DirectoryCompany,
  type DirectoryFilters,
  type DirectoryOptions,
  type DirectoryPage,
} from './directory-filters.ts'
import { companiesMatching } from './site-search.server.ts'

export interface SectorRef {
  id: SectorId
  icon: string
  color: string
  name: string
}

export interface SectorSummary extends SectorRef {
  description: string
  count: number
  featured: { slug: string; name: string }[]
  /** Companies of the sector beyond the featured ones shown ('+N'). */
  moreCount: number
}

export interface CompanyCardData extends DirectoryCompany {
  color: string
}

export interface FaqView {
  question: string
  answer: string
}

function sectorRef(id: SectorId, language: Language): SectorRef {
  const sector = sectorById(id)
  return { id, icon: sector.icon, color: sector.color, name: sector.name[language] }
}

/* ---------- Places ---------- */

const localityByName = new Map<string, LocalityEntry>(
  localities.flatMap((locality) => [locality.fr, locality.en, locality.he].map((name) => [normalisePlace(name).toLowerCase(), locality] as const)),
)

/** The locality a hand-written place names ('Tel Aviv', 'Jérusalem'), if it is an Israeli one. */
function localityOfPlace(place: string): LocalityEntry | undefined {
  const resolved = resolvePlace(place)
  if (resolved && resolved !== 'coordinates') return resolved
  return localityByName.get(normalisePlace(place).toLowerCase())
}

/** A place in the page's language: an Israeli locality under its name in that language, another place from the table of place names. */
export function placeName(place: string, language: Language): string {
  const locality = localityOfPlace(place)
  if (locality) return locality[language]
  return language === 'fr' ? place : (placeNames[place]?.[language] ?? place)
}

/* ---------- Companies ---------- */

/** What a register company does, as the readers wrote it for the site (content/register/texts/), if it has been read. */
function readersText(record: CompanyRecord, language: Language): string | undefined {
  return !record.handChecked && record.registryNumber ? registerText(record.registryNumber, language) : undefined
}

/** Where a company's text comes from: written by hand, by the readers from the register, or generated from its facts. */
export type DescriptionSource = 'hand' | 'readers' | 'generated'

export function descriptionSource(record: CompanyRecord): DescriptionSource {
  if (record.description) return 'hand'
  return readersText(record, 'fr') ? 'readers' : 'generated'
}

/** The place a register company's address names when it is not a locality (Airport City); its nearest locality stays its city. */
function namedPlaceOf(record: CompanyRecord): NamedPlace | undefined {
  const id = record.registryNumber ? registerCompanyByNumber(record.registryNumber)?.place : undefined
  return id ? namedPlaceById(id) : undefined
}

function companyView(record: CompanyRecord, language: Language): CompanyCardData {
  const hand = record.handChecked ? findCompany(record.slug) : undefined
  const translated = hand ? companyTranslation(record.slug, language) : undefined
  const locality = record.israeliLocality ? registerLocality(record.israeliLocality) : undefined
  const place = record.headquarters ? undefined : namedPlaceOf(record)
  const headquarters = record.headquarters ? placeName(record.headquarters, language) : (place ?? locality)?.[language]
  const view: CompanyCardData = {
    slug: record.slug,
    name: record.name,
    sector: record.sector,
    description: translated?.description ?? record.description ?? readersText(record, language) ?? companySentence({ sector: record.sector, size: record.sizeBand, city: locality }, language),
    descriptionLanguage: translated || !record.description ? language : 'fr',
    tags: [...(translated?.tags ?? record.tags ?? [])],
    featured: record.featured,
    color: sectorById(record.sector).color,
    ...(record.handChecked ? { handChecked: true as const } : {}),
  }
  // The facts the directory filters, sorts or shows on a card, as the table of facts marks them.
  for (const key of directoryFactKeys) if (record[key] !== undefined) Object.assign(view, { [key]: record[key] })
  if (headquarters) view.location = headquarters
  if (place && locality) view.city = locality[language]
  if (record.israeliCentre) view.israeliCentre = placeName(record.israeliCentre, language)
  if (record.logo) view.logo = record.logo
  return view
}

/**
 * Every company as the directory shows it, in one language, built once per
 * language (about 8,000 cards) and shared by every request.
 */
interface LanguageViews {
  list: CompanyCardData[]
  bySlug: Map<string, CompanyCardData>
  bySector: Map<SectorId, CompanyCardData[]>
}
const viewsByLanguage = new Map<Language, LanguageViews>()
function companyViews(language: Language): LanguageViews {
  let views = viewsByLanguage.get(language)
  if (!views) {
    const list = allCompanies().map((record) => companyView(record, language))
    const bySector = Map.groupBy(list, (view) => view.sector)
    views = { list, bySlug: new Map(list.map((view) => [view.slug, view])), bySector }
    viewsByLanguage.set(language, views)
  }
  return views
}

/** A company's card in a language. */
export function companyCard(slug: string, language: Language): CompanyCardData | undefined {
  return companyViews(language).bySlug.get(slug)
}

/** The companies a sector card names: its featured ones, or else its largest, then by name. */
function sectorHighlights(id: SectorId, count: number): CompanyRecord[] {
  // A sector's leaders are Israeli technology companies, never a foreign group's site (issue 33).
  const inSector = companiesBySector(id).filter((record) => record.kind !== undefined && israeliKinds.has(record.kind))
  const featured = inSector.filter((record) => record.featured)
  if (featured.length >= count) return featured.slice(0, count)
  const bySize = (record: CompanyRecord) => record.size?.figure ?? -1
  const others = inSector
    .filter((record) => !record.featured)
    .map((record, index) => ({ record, index }))
    .sort((a, b) => bySize(b.record) - bySize(a.record) || a.index - b.index)
    .map(({ record }) => record)
  return [...featured, ...others].slice(0, count)
}

export function sectorSummary(id: SectorId, language: Language, featuredShown = 2): SectorSummary {
  const sector = sectorById(id)
  const count = sectorCounts()[id]
  const featured = sectorHighlights(id, featuredShown).map((record) => ({ slug: record.slug, name: record.name }))
  return {
    ...sectorRef(id, language),
    description: sector.description[language],
    count,
    featured,
    moreCount: Math.max(0, count - featured.length),
  }
}

/* ---------- Home ---------- */

/** The reading time of the guide page at `path` in a language: its version's own. */
function guideReadTime(path: string, language: Language): number | undefined {
  const article = [investmentGuideArticle, ...guidePages].find((candidate) =>
    candidate === investmentGuideArticle ? path === `/${candidate.slug}` : path === `/guides/${candidate.slug}`,
  )
  return article ? articleIn(article, language).text.readTime : undefined
}

export interface FeaturedStartupView {
  slug: string
  name: string
  pitch: string
  /** What the company is (issue 33's kind), shown instead of the unsourced 'Licorne' (issue 35, point 7; ADR 0057). */
  kind?: string
  location: string
  israeliCentre?: string
  employees?: string
  color: string
  logo?: string
}

export function homeData(language: Language) {
  const featured: FeaturedStartupView[] = featuredCards.map((card) => {
    const company = companyCard(card.slug, language)
    if (!company) throw new Error(`Featured card ${card.slug} has no company`)
    return {
      slug: card.slug,
      name: company.name,
      pitch: featuredPitchIn(card, language),
      ...(company.kind && company.kind !== 'unknown' ? { kind: company.kind } : {}),
      location: company.location ?? '',
      ...(company.israeliCentre ? { israeliCentre: company.israeliCentre } : {}),
      ...(company.employees ? { employees: company.employees } : {}),
      color: company.color,
      ...(company.logo ? { logo: company.logo } : {}),
    }
  })
  return {
    sectors: homeSectorIds.map((id) => sectorSummary(id, language)),
    /** The hero's sector figure: the directory's sectors. */
    sectorCount: sectors.length,
    companyCount: allCompanies().length,
    featured,
    guides: guides.map((guide) => ({
      id: guide.id,
      title: guide.title[language],
      description: guide.description[language],
      // The guide's own reading time in the page's language (a Hebrew text reads shorter).
      readTime: guideReadTime(guide.path, language) ?? guide.readTime,
      path: guide.path,
    })),
    faq: homeFaq.map((item) => ({ question: item.question[language], answer: item.answer[language] })) satisfies FaqView[],
  }
}

/* ---------- Categories and sector pages ---------- */

export function categoriesData(language: Language) {
  return { sectors: sectors.map((sector) => sectorSummary(sector.id, language)), companyCount: allCompanies().length }
}

/**
 * A filtered list's page and what its form needs: the filters read from the
 * URL, the options of the list, the query that says exactly what the page
 * shows (the render cache's key), and whether the page asked for is
 * past the last one.
 */
export interface FilteredList {
  companies: DirectoryPage<CompanyCardData>
  filters: DirectoryFilters
  options: DirectoryOptions
  canonicalQuery: string
  pastTheEnd: boolean
}

function filteredList(list: readonly CompanyCardData[], options: DirectoryOptions, params: URLSearchParams, selection: SelectionRank): FilteredList {
  const filters = parseDirectoryFilters(params, options)
  const companies = paginate(filterDirectory(list, filters, companiesMatching, selection), filters.page)
  return { companies, filters, options, canonicalQuery: directorySearch(filters), pastTheEnd: filters.page > companies.pageCount }
}

/** The options of a sector's list in a language (its sector filter offers nothing: the page is the sector). */
const sectorOptions = new Map<string, DirectoryOptions>()
function sectorOptionsFor(id: SectorId, language: Language, list: readonly CompanyCardData[]): DirectoryOptions {
  const key = `${language} ${id}`
  let options = sectorOptions.get(key)
  if (!options) {
    // A sector page's list is one sector: it offers no sector menu.
    options = directoryOptions(list, { sector: [], district: districtIds })
    sectorOptions.set(key, options)
  }
  return options
}

/** A sector page: the sector, one page of its companies as the URL filters and sorts them ('Phare' companies first by default, ADR 0050), and its FAQ. */
export function sectorPageData(id: string, language: Language, params = new URLSearchParams()) {
  const sector = findSector(id)
  if (!sector) return undefined
  const list = companyViews(language).bySector.get(sector.id) ?? []
  return {
    sector: {
      ...sectorRef(sector.id, language),
      description: sector.description[language],
    },
    /** Every company of the sector, whatever the filters. */
    sectorCount: list.length,
    ...filteredList(list, sectorOptionsFor(sector.id, language, list), params, phareFirst),
    // The generic FAQ names its sector with `{sector}`.
    faq: sectorFaqFor(sector.id).map((item) => ({
      question: item.question[language].replaceAll('{sector}', sector.name[language]),
      answer: item.answer[language].replaceAll('{sector}', sector.name[language]),
    })) satisfies FaqView[],
  }
}

/** The number of pages of a sector's list, for the prerenderer. */
export function sectorPageCount(id: SectorId): number {
  return paginate(companiesBySector(id), 1).pageCount
}

/* ---------- Profiles ---------- */

export interface SimilarCompanyView {
  slug: string
  name: string
  description: string
  descriptionLanguage: Language
  color: string
  sectorName: string
  /** Initials of a written AdTech profile; otherwise derived from the name. */
  initials?: string
  logo?: string
}

function similarView(record: CompanyRecord, language: Language): SimilarCompanyView {
  const profile = findProfile(record.slug)
  const card = companyCard(record.slug, language)!
  // A written profile's tagline in the page's language; a French one only where the company's own text is French too.
  const written = profile ? profileIn(profile, language) : undefined
  const tagline = written && (written.language === language || card.descriptionLanguage === 'fr') ? written : undefined
  return {
    slug: record.slug,
    name: record.name,
    description: tagline?.text.tagline ?? card.description,
    descriptionLanguage: tagline?.language ?? card.descriptionLanguage,
    color: card.color,
    sectorName: sectorById(record.sector).name[language],
    ...(profile?.layout === 'adtech' ? { initials: profile.initials } : {}),
    ...(card.logo ? { logo: card.logo } : {}),
  }
}

/** Where a company may be found beyond this site; only the links its record has. */
export interface CompanyLinks {
  website?: string
  careers?: string
  linkedin?: string
  finder?: string
  crunchbase?: string
}

/**
 * One key fact of a profile, its value ready for the page's language: places named in it, other values as the
 * data holds them (the page formats years, bands, money and stages).
 */
export type KeyFactView = { [K in KeyFactKey]: { key: K; value: K extends PlaceFact ? string : FactValue<K>; source?: FactCitation } }[KeyFactKey]

/** Where a researched fact was read: the page and its date (the profile links it beside the value). */
export interface FactCitation {
  url: string
  date: string
}
type PlaceFact = 'headquarters' | 'israeliCentre' | 'israeliLocality'

/** The facts a profile shows beside its layout's own, each with where it comes from. */
export interface ProfileFacts {
  /** The record's key facts, in the table's order: every layout lists the same ones (ADR 0040). */
  keyFacts: KeyFactView[]
  multinational?: boolean
  links: CompanyLinks
  /** Facts that come from the register (the page credits it). */
  fromRegister: boolean
  /** Who wrote the company's text: by hand, the readers from the register, or generated from its facts. */
  descriptionBy: DescriptionSource
}

type ProfileBase = { company: CompanyCardData; sector: SectorRef; similar: SimilarCompanyView[]; website: string; facts: ProfileFacts }

/** A written profile in the page's language, or in French where it has no version in it (`profileLanguage`). */
export type ProfileView =
  | ({ layout: 'long'; profile: LongProfile; profileLanguage: Language } & ProfileBase)
  | ({ layout: 'adtech'; profile: AdtechProfile; profileLanguage: Language } & ProfileBase)
  | ({ layout: 'generated' } & ProfileBase)
  | ({ layout: 'register' } & ProfileBase)

/** A company's key facts, places named in the page's language. */
export function keyFactViews(record: CompanyRecord, language: Language): KeyFactView[] {
  return keyFactsOf(record).map((key): KeyFactView => {
    if (key === 'headquarters' || key === 'israeliCentre') return { key, value: placeName(record[key]!, language) }
    if (key === 'israeliLocality') return { key, value: (namedPlaceOf(record) ?? registerLocality(record.israeliLocality!))?.[language] ?? record.israeliLocality! }
    const citation = record.citations[key]
    return { key, value: record[key], ...(citation ? { source: { url: citation.sourceUrl, date: citation.sourceDate } } : {}) } as KeyFactView
  })
}

function profileFacts(record: CompanyRecord, language: Language): ProfileFacts {
  const links: CompanyLinks = {}
  if (record.website && /^https?:\/\//.test(record.website)) links.website = record.website
  if (record.careers) links.careers = record.careers
  if (record.linkedin) links.linkedin = record.linkedin
  if (record.finder) links.finder = record.finder
  if (record.crunchbase) links.crunchbase = record.crunchbase
  return {
    keyFacts: keyFactViews(record, language),
    ...(record.multinational ? { multinational: true } : {}),
    links,
    fromRegister: Object.values(record.sources).includes('register'),
    descriptionBy: descriptionSource(record),
  }
}

export function profileData(slug: string, language: Language): ProfileView | undefined {
  const record = companyBySlug(slug)
  if (!record) return undefined
  const company = companyCard(slug, language)!
  const french = findProfile(slug)
  const written = french ? profileIn(french, language) : undefined
  const profile = written?.text
  const base = {
    company,
    sector: sectorRef(record.sector, language),
    similar: similarCompanies(record).map((other) => similarView(other, language)),
    facts: profileFacts(record, language),
  }
  if (written && profile?.layout === 'long') return { layout: 'long', ...base, profile, profileLanguage: written.language, website: record.website ?? '' }
  if (written && profile?.layout === 'adtech') return { layout: 'adtech', ...base, profile, profileLanguage: written.language, website: record.website ?? '' }
  return { layout: record.handChecked ? 'generated' : 'register', ...base, website: record.website ?? '' }
}

/** Every company's profile path, for the sitemap. */
export function companySlugs(): string[] {
  return allCompanies().map((record) => record.slug)
}

/* ---------- The full directory ---------- */

export function directoryData(language: Language): {
  companies: CompanyCardData[]
  sectors: SectorRef[]
  options: DirectoryOptions
} {
  const { list } = companyViews(language)
  return {
    companies: list,
    sectors: sectors.map((sector) => sectorRef(sector.id, language)),
    options: optionsFor(language, list),
  }
}

/** The directory (/startups) as the URL filters it, in a language. */
export function directoryPageData(language: Language, params: URLSearchParams) {
  const { companies, sectors: sectorRefs, options } = directoryData(language)
  return { ...filteredList(companies, options, params, leadingFirst), sectors: sectorRefs, directorySize: companies.length }
}

const optionsByLanguage = new Map<Language, DirectoryOptions>()
function optionsFor(language: Language, list: readonly CompanyCardData[]): DirectoryOptions {
  let options = optionsByLanguage.get(language)
  if (!options) {
    options = directoryOptions(list, { sector: sectors.map((sector) => sector.id), district: districtIds })
    optionsByLanguage.set(language, options)
  }
  return options
}

/* ---------- Sources ---------- */

/**
 * The counts the sources page gives: every company, the hand-checked ones, those with register facts, those whose
 * text the readers wrote, those still introduced by the generated sentence, the companies of each kind, and those
 * whose size is sourced.
 */
export function sourceCounts(): Record<string, number> {
  const records = allCompanies()
  const by = Map.groupBy(records, descriptionSource)
  const kinds = Map.groupBy(records, (record) => record.kind)
  const ofKind = (kind: string) => kinds.get(kind as CompanyRecord['kind'])?.length ?? 0
  return {
    total: records.length,
    handChecked: records.filter((record) => record.handChecked).length,
    register: records.filter((record) => record.registryNumber !== undefined).length,
    readers: by.get('readers')?.length ?? 0,
    generated: by.get('generated')?.length ?? 0,
    startups: ofKind('startup'),
    growth: ofKind('growth'),
    listed: ofKind('listed'),
    acquired: ofKind('acquired'),
    multinationalSites: ofKind('multinational-site'),
    notTech: ofKind('not-tech'),
    unknownKind: ofKind('unknown'),
    /** Companies whose size is a headcount read on a dated public page. */
    sizesSourced: records.filter((record) => record.size?.source === 'sourced-israel' || record.size?.source === 'sourced-worldwide' || record.headcountIsrael !== undefined).length,
  }
}

