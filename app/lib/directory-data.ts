/**
 * What the directory screens need of the content, shaped for their loaders:
 * only the fields a page shows travel to the browser. Used by loaders only
 * (server side and at prerendering), so the content modules stay out of the
 * client bundle.
 */
import {
  companies,
  featuredCards,
  findCompany,
  findProfile,
  findSector,
  findTheme,
  guides,
  homeFaq,
  homeSectorIds,
  sectorById,
  sectorCompaniesByName,
  sectorCompanyCount,
  sectorFaqFor,
  sectorFeaturedCompanies,
  sectors,
  themes,
} from '../../content/index.ts'
import type { AdtechProfile, Company, FeaturedCard, Language, LongProfile, SectorId } from '../../content/schema.ts'
import { directoryOptions, type DirectoryCompany, type DirectoryOptions } from './directory-filters.ts'

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

export function sectorSummary(id: SectorId, language: Language, featuredShown = 2): SectorSummary {
  const sector = sectorById(id)
  const count = sectorCompanyCount(id)
  const featured = sectorFeaturedCompanies(id)
    .slice(0, featuredShown)
    .map((company) => ({ slug: company.slug, name: company.name }))
  return {
    ...sectorRef(id, language),
    description: sector.description[language],
    count,
    featured,
    moreCount: Math.max(0, count - featured.length),
  }
}

export function companyCard(company: Company): CompanyCardData {
  return {
    slug: company.slug,
    name: company.name,
    sector: company.sector,
    description: company.description,
    founded: company.founded,
    employees: company.employees,
    location: company.location,
    ...(company.israeliCentre ? { israeliCentre: company.israeliCentre } : {}),
    funding: company.funding,
    lastRound: company.lastRound,
    stage: company.stage,
    tags: company.tags,
    featured: company.featured,
    color: sectorById(company.sector).color,
  }
}

/* ---------- Home ---------- */

export interface FeaturedStartupView {
  slug: string
  name: string
  pitch: string
  status: FeaturedCard['status']
  location: string
  israeliCentre?: string
  employees?: string
  color: string
}

export function homeData(language: Language) {
  const featured: FeaturedStartupView[] = featuredCards.map((card) => {
    const company = findCompany(card.slug)
    if (!company) throw new Error(`Featured card ${card.slug} has no company`)
    return {
      slug: card.slug,
      name: company.name,
      pitch: card.pitch,
      status: card.status,
      location: company.location,
      ...(company.israeliCentre ? { israeliCentre: company.israeliCentre } : {}),
      employees: company.employees,
      color: sectorById(company.sector).color,
    }
  })
  return {
    sectors: homeSectorIds.map((id) => sectorSummary(id, language)),
    /** Sectors plus the two themes the interface names: the hero's '15'. */
    sectorAndThemeCount: sectors.length + themes.length,
    companyCount: companies.length,
    featured,
    guides: guides.map((guide) => ({
      id: guide.id,
      title: guide.title[language],
      description: guide.description[language],
      readTime: guide.readTime,
      path: guide.path,
    })),
    faq: homeFaq.map((item) => ({ question: item.question[language], answer: item.answer[language] })) satisfies FaqView[],
  }
}

/* ---------- Categories and sector pages ---------- */

export function categoriesData(language: Language) {
  return { sectors: sectors.map((sector) => sectorSummary(sector.id, language)), companyCount: companies.length }
}

/** A theme key (healthtech, cleantech) leads to its nearest sector. */
export function themeRedirectTarget(id: string): string | undefined {
  const theme = findTheme(id)
  return theme ? `/category/${theme.nearestSector}` : undefined
}

export function sectorPageData(id: string, language: Language) {
  const sector = findSector(id)
  if (!sector) return undefined
  return {
    sector: {
      ...sectorRef(sector.id, language),
      description: sector.description[language],
    },
    companies: sectorCompaniesByName(sector.id).map(companyCard),
    faq: sectorFaqFor(sector.id).map((item) => ({ question: item.question[language], answer: item.answer[language] })) satisfies FaqView[],
  }
}

/* ---------- Profiles ---------- */

export interface SimilarCompanyView {
  slug: string
  name: string
  description: string
  color: string
  sectorName: string
  /** Initials of a written AdTech profile; otherwise derived from the name. */
  initials?: string
}

function similarView(company: Company, language: Language): SimilarCompanyView {
  const profile = findProfile(company.slug)
  return {
    slug: company.slug,
    name: company.name,
    description: profile?.tagline ?? company.description,
    color: sectorById(company.sector).color,
    sectorName: sectorById(company.sector).name[language],
    ...(profile?.layout === 'adtech' ? { initials: profile.initials } : {}),
  }
}

/** Companies of the same sector for a profile without written links: featured ones first, then by name. */
export function sameSectorCompanies(company: Company, limit = 3): Company[] {
  return sectorCompaniesByName(company.sector)
    .filter((candidate) => candidate.slug !== company.slug)
    .sort((a, b) => Number(b.featured) - Number(a.featured))
    .slice(0, limit)
}

function similarFromSlugs(slugs: readonly string[], language: Language): SimilarCompanyView[] {
  return slugs
    .map((slug) => findCompany(slug))
    .filter((company): company is Company => company !== undefined)
    .map((company) => similarView(company, language))
}

export type ProfileView =
  | { layout: 'long'; company: CompanyCardData; sector: SectorRef; profile: LongProfile; similar: SimilarCompanyView[]; website: string }
  | { layout: 'adtech'; company: CompanyCardData; sector: SectorRef; profile: AdtechProfile; similar: SimilarCompanyView[]; website: string }
  | { layout: 'generated'; company: CompanyCardData; sector: SectorRef; similar: SimilarCompanyView[]; website: string }

export function profileData(slug: string, language: Language): ProfileView | undefined {
  const company = findCompany(slug)
  if (!company) return undefined
  const profile = findProfile(slug)
  const base = { company: companyCard(company), sector: sectorRef(company.sector, language) }
  if (profile?.layout === 'long') {
    return { layout: 'long', ...base, profile, similar: similarFromSlugs(profile.similar, language), website: company.website }
  }
  if (profile?.layout === 'adtech') {
    return { layout: 'adtech', ...base, profile, similar: similarFromSlugs(profile.similar, language), website: company.website }
  }
  return {
    layout: 'generated',
    ...base,
    similar: sameSectorCompanies(company).map((candidate) => similarView(candidate, language)),
    website: company.website,
  }
}

/* ---------- The full directory ---------- */

export function directoryData(language: Language): {
  companies: CompanyCardData[]
  sectors: SectorRef[]
  options: DirectoryOptions
} {
  return {
    companies: companies.map(companyCard),
    sectors: sectors.map((sector) => sectorRef(sector.id, language)),
    options: directoryOptions(
      companies,
      sectors.map((sector) => sector.id),
    ),
  }
}
