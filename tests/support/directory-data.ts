/**
 * What the end-to-end specs expect of the directory, computed from the data (the hand-checked companies
 * merged with content/register/companies.jsonl by the one company model), never copied: counts per sector,
 * the sorted lists the pages show, and seeded samples of the register companies.
 */
import { directoryData, sectorPageData } from '../../app/lib/directory-data.server.ts'
import { filterDirectory, parseDirectoryFilters, sparseCount } from '../../app/lib/directory-filters.ts'
import { companiesMatching } from '../../app/lib/site-search.server.ts'
import type { FactKey } from '../../content/company-facts.ts'
import { allCompanies, companyBySlug, sectorCounts, type CompanyRecord } from '../../content/companies.server.ts'
import { registerLocality } from '../../content/register.server.ts'
import { sectorIds15, type SectorId15 } from '../../content/sector-ids.ts'
import { seededSample } from './sample.ts'

export { allCompanies, companyBySlug, registerLocality, sectorCounts, sectorIds15, type CompanyRecord, type SectorId15 }

/** Companies per page of a sector page and of the directory. */
export const pageSize = 24

/** A count as the language writes it, from Intl ('7 930' in French with a narrow no-break space, '7,930' in English and Hebrew). */
export function groupedCount(count: number, language: 'fr' | 'en' | 'he'): string {
  return new Intl.NumberFormat({ fr: 'fr-FR', en: 'en-GB', he: 'he-IL' }[language]).format(count)
}

/**
 * The French count line of a list (issue 35, point 6): 'Aucune entreprise trouvée', '1 entreprise trouvée',
 * '7 930 entreprises trouvées' (thousands grouped by a narrow no-break space, as French writes them).
 */
export function frenchCount(count: number): string {
  if (count === 0) return 'Aucune entreprise trouvée'
  if (count === 1) return '1 entreprise trouvée'
  return `${groupedCount(count, 'fr')} entreprises trouvées`
}

/** The French count line of a search: 'Aucun résultat pour « q »', '1 résultat pour « q »', '1 204 résultats pour « q »'. */
export function frenchResultCount(count: number, query: string): string {
  const quoted = `«\u202f${query}\u202f»`
  if (count === 0) return `Aucun résultat pour ${quoted}`
  if (count === 1) return `1 résultat pour ${quoted}`
  return `${groupedCount(count, 'fr')} résultats pour ${quoted}`
}

export function pageCountOf(count: number): number {
  return Math.max(1, Math.ceil(count / pageSize))
}

/** A sector's companies in the order its pages list them (by name, French collation, then slug). */
export function sectorCompanies(id: SectorId15): CompanyRecord[] {
  return allCompanies().filter((company) => company.sector === id)
}

/** A sector's companies in the order its page opens on (ADR 0050): its 'Phare' companies, then the others, each by name. */
export function sectorSelection(id: SectorId15): CompanyRecord[] {
  const companies = sectorCompanies(id)
  return [...companies.filter((company) => company.featured), ...companies.filter((company) => !company.featured)]
}

/** The companies known only from the register (their profiles are rendered on demand). */
export function registerOnlyCompanies(): CompanyRecord[] {
  return allCompanies().filter((company) => !company.handChecked)
}

/** The seed of every sample of the long tail: the same companies on every run. */
export const sampleSeed = 16

/** A seeded sample of `size` register-only companies. */
export function registerSample(size: number): CompanyRecord[] {
  return seededSample(registerOnlyCompanies(), size, sampleSeed)
}

/** The first register-only company (by name) for which `accept` holds. */
export function firstRegisterCompany(accept: (company: CompanyRecord) => boolean): CompanyRecord {
  const found = registerOnlyCompanies().find(accept)
  if (!found) throw new Error('no register company fits')
  return found
}

/** How many companies the French directory (/startups) finds for a query string ('sector=fintech&q=wix'). */
export function directoryMatches(search: string): number {
  const { companies, options } = directoryData('fr')
  return filterDirectory(companies, parseDirectoryFilters(new URLSearchParams(search), options), companiesMatching).length
}

/** How many companies a French sector page lists for a query string ('size=11-50&hiring=1'). */
export function sectorMatches(id: SectorId15, search: string): number {
  return sectorPageData(id, 'fr', new URLSearchParams(search))!.companies.total
}

/** How many companies of the directory have a fact known for under 5% of them (undefined when it is not that sparse), and the directory's size. */
export function sparseFactCount(fact: FactKey): { count: number | undefined; total: number } {
  const { options } = directoryData('fr')
  return { count: sparseCount(options, fact), total: options.total }
}

/** How many register profiles the crawls visit, and how many pages of each paginated list beyond the first. */
export const crawledRegisterProfiles = 40
export const crawledExtraPages = 3

/**
 * What a crawl of the site visits of the long tail: every hand-checked profile, a seeded sample of the
 * register profiles (not the 8,000), and of each paginated list (a sector, the directory with its filters)
 * the first page and the first `crawledExtraPages` other pages it finds (page 2 and the last one are linked
 * from the first), in French. Everything else is visited whole.
 */
export class CrawlScope {
  readonly registerSample = registerSample(crawledRegisterProfiles).map((company) => `/startups/${company.slug}`)
  readonly #profiles = new Set([...allCompanies().filter((company) => company.handChecked).map((company) => `/startups/${company.slug}`), ...this.registerSample])
  readonly #pagesPerList = new Map<string, number>()
  /** The addresses left out. */
  readonly skipped = new Set<string>()

  /** Whether the crawl should visit a path it has not visited yet. */
  admits(target: string): boolean {
    if (this.skipped.has(target)) return false
    const url = new URL(target, 'http://crawl.invalid')
    // The crawl stays in French: every page's English and Hebrew addresses are checked, with no crawl, by
    // tests/integration/language-addresses.test.ts (the sitemap's pages and a sample of the profiles) and the i18n audit.
    const otherLanguage = /^\/(?:en|he)(?:\/|$)/.test(url.pathname)
    const admitted = otherLanguage ? false : /^\/startups\/[^/]+$/.test(url.pathname) ? this.#profiles.has(url.pathname) : this.#admitsPage(url)
    if (!admitted) this.skipped.add(target)
    return admitted
  }

  #admitsPage(url: URL): boolean {
    if (!url.searchParams.has('page')) return true
    url.searchParams.delete('page')
    const list = url.pathname + url.search
    const seen = this.#pagesPerList.get(list) ?? 0
    if (seen >= crawledExtraPages) return false
    this.#pagesPerList.set(list, seen + 1)
    return true
  }
}
