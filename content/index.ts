/**
 * The site's content and the lookups the screens use. Every collection is
 * validated against its schema by `content/validate.ts`, which the build
 * (scripts/check-content.ts) and the tests run; it is not re-parsed in the
 * browser, so zod stays out of the client bundle. Counts are derived from the
 * data, never typed twice.
 */
import type {
  Article,
  Author,
  BlogCategory,
  Company,
  LegalPage,
  LocalizedFaqItem,
  Profile,
  Sector,
  SectorId,
} from './schema.ts'
import { authors as authorsText } from './authors.ts'
import { blogCategories as blogCategoryData } from './blog/categories.ts'
import { investArticle } from './blog/comment-investir-startup-israelienne.ts'
import { resilientSectorsArticle } from './blog/secteurs-resilients-crise.ts'
import { promisingStartupsArticle } from './blog/startups-prometteuses-2025.ts'
import { companies } from './companies/index.ts'
import { frenchTypographyDeep } from './french-typography.ts'
import { genericSectorFaq as genericSectorFaqText, homeFaq as homeFaqText, sectorFaq as sectorFaqText } from './faq.ts'
import { featuredCards as featuredCardsText } from './featured.ts'
import { guides as guidesText } from './guides.ts'
import { entreprendreEnIsraelGuide } from './guides/entreprendre-en-israel.ts'
import { evaluerStartupGuide } from './guides/evaluer-startup-israelienne.ts'
import { cookiesPage } from './legal/cookies.ts'
import { legalNoticePage } from './legal/legal-notice.ts'
import { privacyPage } from './legal/privacy.ts'
import { termsPage } from './legal/terms.ts'
import { profiles } from './profiles/index.ts'
import { pushitEditorial as pushitEditorialText } from './pushit-page.ts'
import { homeSectorIds, sectors as sectorsText } from './sectors.ts'
import { topics as topicsText } from './topics.ts'

// French spacing applied once, where the collections are made (ADR 0055); in the collections given in three languages,
// only the French text.
const authors = frenchTypographyDeep(authorsText)
const featuredCards = frenchTypographyDeep(featuredCardsText)
const guides = frenchTypographyDeep(guidesText)
const homeFaq = frenchTypographyDeep(homeFaqText)
const genericSectorFaq = frenchTypographyDeep(genericSectorFaqText)
const sectorFaq = frenchTypographyDeep(sectorFaqText)
const pushitEditorial = frenchTypographyDeep(pushitEditorialText)
const sectors = frenchTypographyDeep(sectorsText)
const topics = frenchTypographyDeep(topicsText)

export {
  authors,
  companies,
  featuredCards,
  guides,
  homeFaq,
  homeSectorIds,
  profiles,
  pushitEditorial,
  sectors,
  topics,
}

/* ---------- Sectors ---------- */

export function findSector(id: string): Sector | undefined {
  return sectors.find((sector) => sector.id === id)
}

export function sectorById(id: SectorId): Sector {
  const sector = findSector(id)
  if (!sector) throw new Error(`Unknown sector ${id}`)
  return sector
}

/** The sector FAQ: specific answers for three sectors, a generic set for the others (spec section 9). */
export function sectorFaqFor(id: SectorId): LocalizedFaqItem[] {
  if (id === 'cybersecurity' || id === 'ai-bigdata' || id === 'medtech') return sectorFaq[id]
  return genericSectorFaq
}

/* ---------- Companies ---------- */

export function findCompany(slug: string): Company | undefined {
  return companies.find((company) => company.slug === slug)
}

/** A sector's companies in the data's order (featured first, as the editors placed them). */
export function sectorCompanies(id: SectorId): Company[] {
  return companies.filter((company) => company.sector === id)
}

/* ---------- Profiles ---------- */

export function findProfile(slug: string): Profile | undefined {
  return profiles.find((profile) => profile.slug === slug)
}

/* ---------- Articles and guides ---------- */

/** The bundled blog articles, newest first. */
export const blogArticles: readonly Article[] = frenchTypographyDeep([investArticle, resilientSectorsArticle, promisingStartupsArticle]).sort(
  (a, b) => b.publishedAt.localeCompare(a.publishedAt),
)

/** Guide pages under /guides/:slug (guide 1 is the standalone investment article). */
export const guidePages: readonly Article[] = frenchTypographyDeep([evaluerStartupGuide, entreprendreEnIsraelGuide])

/** The standalone article at /comment-investir-startup-israelienne. */
export const investmentGuideArticle: Article = blogArticles.find((article) => article.id === investArticle.id)!

export function findAuthor(id: string): Author | undefined {
  return authors.find((author) => author.id === id)
}

export interface BlogCategoryWithCount extends BlogCategory {
  count: number
}

/** Blog categories with their article counts, derived from the articles. */
export const blogCategories: readonly BlogCategoryWithCount[] = blogCategoryData.map((category) => ({
  ...category,
  count: blogArticles.filter((article) => article.category.toLowerCase() === category.name.toLowerCase()).length,
}))

/* ---------- Editorial pages ---------- */

export const legalPages: readonly LegalPage[] = frenchTypographyDeep([privacyPage, termsPage, legalNoticePage, cookiesPage])

export function findLegalPageByPath(path: string): LegalPage | undefined {
  return legalPages.find((page) => page.paths.includes(path))
}

