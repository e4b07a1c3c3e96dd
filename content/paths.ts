/**
 * Every public page whose content is fixed, derived from the content: the
 * prerenderer renders them, the sitemap lists them, the validator checks
 * every internal link against them.
 */
import { blogArticles, companies, guidePages, sectors, topics } from './index.ts'

export const legalPaths = ['/privacy', '/confidentialite', '/terms', '/conditions', '/legal-notice', '/mentions-legales', '/cookies'] as const

/** Pages with fixed content, one entry per canonical path. */
export function staticContentPaths(): string[] {
  return [
    '/',
    '/categories',
    ...sectors.map((sector) => `/category/${sector.id}`),
    ...topics.map((topic) => `/categories/${topic.slug}`),
    '/startups',
    ...companies.map((company) => `/startups/${company.slug}`),
    '/blog',
    ...blogArticles.map((article) => `/blog/${article.slug}`),
    '/comment-investir-startup-israelienne',
    ...guidePages.map((guide) => `/guides/${guide.slug}`),
    '/pushit-replays',
    '/contact',
    '/newsletter',
    '/sources',
    ...legalPaths,
  ]
}

/** Pages rendered once per language at build time. */
export function prerenderPaths(): string[] {
  return [...staticContentPaths(), '/auth']
}

const otherRoutes = new Set([
  '/search',
  '/auth',
  '/profile',
  '/blog/rss.xml',
  '/sitemap.xml',
  '/robots.txt',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/data/companies.csv',
  '/data/companies.json',
  ...sectors.map((sector) => `/category/${sector.id}`),
  '/guide/1',
  '/guide/2',
  '/guide/3',
  ...[1, 2, 3, 4, 5, 6].map((id) => `/startup/${id}`),
])

/** Whether an internal link (path, optional query and fragment) leads to a page that exists. */
export function isKnownPath(link: string): boolean {
  const path = link.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1')
  return otherRoutes.has(path) || staticContentPaths().includes(path)
}
