/**
 * Every public page whose content is fixed, derived from the content and from the shapes of the addresses
 * (app/lib/addresses.ts, which imports nothing but the language list: the one module of the app the content
 * reads, ADR 0041): the prerenderer renders them, the sitemap lists them, the validator checks every internal
 * link against them.
 */
import {
  addressOf,
  crawlerAddresses,
  isContentPage,
  legalAddress,
  legalPageNames,
  pageAddresses,
  perRequestPages,
  privatePages,
  type ContentPageName,
  type PageName,
} from '../app/lib/addresses.ts'
import { blogArticles, companies, guidePages, sectors, topics } from './index.ts'

export const legalPaths = legalPageNames.map(legalAddress)

/** The address of every item of the content a page with params shows: a new such page must say which. */
const contentAddresses: Record<ContentPageName, () => string[]> = {
  sector: () => sectors.map((sector) => addressOf('sector', { categoryId: sector.id })),
  topic: () => topics.map((topic) => addressOf('topic', { topic: topic.slug })),
  company: () => companies.map((company) => addressOf('company', { slug: company.slug })),
  article: () => blogArticles.map((article) => addressOf('article', { slug: article.slug })),
  guide: () => guidePages.map((guide) => addressOf('guide', { slug: guide.slug })),
}

const pageNames = Object.keys(pageAddresses) as PageName[]
const isPrivate = (name: PageName) => (privatePages as readonly PageName[]).includes(name)

/** Pages with fixed content, one entry per canonical path: every public page, in the order of app/lib/addresses.ts. */
export function staticContentPaths(): string[] {
  return [...pageNames.filter((name) => !isPrivate(name)).flatMap((name) => (isContentPage(name) ? contentAddresses[name]() : [addressOf(name)])), ...legalPaths]
}

/** Pages rendered once per language at build time: the public ones, and the private ones that are the same for everyone (sign-in). */
export function prerenderPaths(): string[] {
  const sameForEveryone = privatePages.filter((name) => !(perRequestPages as readonly PageName[]).includes(name))
  return [...staticContentPaths(), ...sameForEveryone.map((name) => addressOf(name))]
}

const otherRoutes = new Set([
  ...pageNames.filter((name) => !isContentPage(name)).map((name) => addressOf(name as Exclude<PageName, ContentPageName>)),
  addressOf('rss'),
  crawlerAddresses.sitemap,
  crawlerAddresses.robots,
  '/data/companies.csv',
  '/data/companies.json',
  ...['1', '2', '3'].map((guideId) => addressOf('oldGuide', { guideId })),
  ...['1', '2', '3', '4', '5', '6'].map((startupId) => addressOf('oldStartup', { startupId })),
])

/** Whether an internal link (path, optional query and fragment) leads to a page that exists. */
export function isKnownPath(link: string): boolean {
  const path = link.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1')
  return otherRoutes.has(path) || staticContentPaths().includes(path)
}
