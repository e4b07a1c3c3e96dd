/**
 * The shapes of the site's addresses, declared once (ADR 0041): the routes (app/routes.ts), the links
 * (app/lib/paths.ts), the prerender list, the sitemap and the link check of the content (content/paths.ts)
 * and the server's rule of which pages it may keep (`isKeptPagePath`) all derive from here.
 *
 * An address is written language-neutral, as the French page's (French is at the root); English and Hebrew
 * put their prefix before it. `:name` is a segment the page reads (its route's param).
 *
 * This module imports only the language list: the server and the content's checks read it too.
 */
import { languages, type Language } from '../../content/languages.ts'

/** The first segment of a page's address in each language; French has none. */
export const languagePrefix: Record<Language, string> = { fr: '', en: '/en', he: '/he' }

/** Every page, by name. */
export const pageAddresses = {
  home: '/',
  categories: '/categories',
  sector: '/category/:categoryId',
  topic: '/categories/:topic',
  directory: '/startups',
  company: '/startups/:slug',
  search: '/search',
  blog: '/blog',
  article: '/blog/:slug',
  investmentGuide: '/comment-investir-startup-israelienne',
  guide: '/guides/:slug',
  pushit: '/pushit-replays',
  contact: '/contact',
  newsletter: '/newsletter',
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  auth: '/auth',
  profile: '/profile',
  sources: '/sources',
} as const

export type PageName = keyof typeof pageAddresses

/** The pages whose address reads params: one page per item of the content (a sector, a company…). */
export type ContentPageName = { [Name in PageName]: (typeof pageAddresses)[Name] extends `${string}:${string}` ? Name : never }[PageName]

/**
 * The legal pages: one page per name, each at `/<name>` (the English-style and the French-style names of a
 * text both answer, spec section 2; content/legal says which text each shows).
 */
export const legalPageNames = ['privacy', 'confidentialite', 'terms', 'conditions', 'legal-notice', 'mentions-legales', 'cookies'] as const

export type LegalPageName = (typeof legalPageNames)[number]

export function legalAddress(name: LegalPageName): string {
  return `/${name}`
}

/** The blog's feed, in each language. */
export const feedAddresses = { rss: '/blog/rss.xml' } as const

/** Old addresses that redirect to pages, in each language (app/lib/redirects.server.ts). */
export const oldAddresses = {
  oldGuide: '/guide/:guideId',
  oldStartup: '/startup/:startupId',
} as const

/** The site's files for crawlers, at one address whatever the language. */
export const crawlerAddresses = { sitemap: '/sitemap.xml', robots: '/robots.txt' } as const

/**
 * Pages for one visitor (an account, a search, a link from an e-mail): kept out of search engines, so out of
 * the sitemap and disallowed by robots.txt.
 */
export const privatePages = ['auth', 'profile', 'search', 'newsletterConfirm', 'newsletterUnsubscribe'] as const satisfies readonly PageName[]

/** Pages whose content depends on the visitor or the query: rendered for each request, never prerendered. */
export const perRequestPages = ['profile', 'search', 'newsletterConfirm', 'newsletterUnsubscribe'] as const satisfies readonly PageName[]

/**
 * The addresses a link may lead to, by name: every page and the feed (app/lib/paths.ts has a builder for
 * each). A shape has one param at most: the builders take it first.
 */
export const addressShapes = { ...pageAddresses, ...feedAddresses }

export type AddressName = keyof typeof addressShapes

/** Every address a language has, by name. */
const everyAddress = { ...addressShapes, ...oldAddresses }

/** The params an address shape reads: '/startups/:slug' → { slug: string }. */
export type AddressParams<Shape extends string> = Shape extends `${string}:${infer Param}/${infer Rest}`
  ? { [Name in Param]: string } & AddressParams<`/${Rest}`>
  : Shape extends `${string}:${infer Param}`
    ? { [Name in Param]: string }
    : Record<string, never>

/** The arguments of `addressOf` after the name: the params, when the shape has any. */
type ParamsArgument<Shape extends string> = Shape extends `${string}:${string}` ? [params: AddressParams<Shape>] : []

/** An address, language-neutral, with its params filled in: addressOf('company', { slug: 'wix' }) → '/startups/wix'. */
export function addressOf<Name extends keyof typeof everyAddress>(name: Name, ...[params]: ParamsArgument<(typeof everyAddress)[Name]>): string {
  const shape: string = everyAddress[name]
  return params ? shape.replace(/:(\w+)/g, (_, param: string) => (params as Record<string, string>)[param]!) : shape
}

/** Whether a page's address reads params (one page per item of the content). */
export function isContentPage(name: PageName): name is ContentPageName {
  return pageAddresses[name].includes(':')
}

/** A matcher of an address shape in any language: params match a slug's characters. */
function anyLanguageMatcher(shape: string): RegExp {
  const prefixes = languages.map((language) => languagePrefix[language]).filter(Boolean)
  return new RegExp(`^(?:${prefixes.join('|')})?${shape.replace(/:\w+/g, '[a-z0-9-]+')}$`)
}

let companyAddress: RegExp | undefined

/**
 * A company profile's address in any language ('/startups/wix', '/en/startups/wix'): a page the server may
 * keep once rendered (one per company and language, rendered on demand: ADR 0034).
 */
export function isKeptPagePath(pathname: string): boolean {
  companyAddress ??= anyLanguageMatcher(pageAddresses.company)
  return companyAddress.test(pathname)
}
