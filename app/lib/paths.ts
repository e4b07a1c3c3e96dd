/**
 * Every internal address of the site, in each language:
 * French at the root (`/startups/wix`), English under `/en`, Hebrew under
 * `/he` (`/he/startups/wix`). Components build links with `usePaths()`
 * (lib/use-paths.ts), loaders and meta functions with `pathsOf(language)`; content that names a
 * page (a guide's path, a link inside an article) names it in its
 * language-neutral form, the French one, and `paths.page()` places it.
 */
import { defaultLanguage, isLanguage, languages, type Language } from '../i18n/languages.ts'

/** The first segment of a page's address in each language; French has none. */
export const languagePrefix: Record<Language, string> = { fr: '', en: '/en', he: '/he' }

/**
 * The language of an address and the address without its language:
 * '/he/startups/wix' → he, '/startups/wix'; '/en' → en, '/'; '/startups' → fr, '/startups'.
 */
export function splitLanguage(pathname: string): { language: Language; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(pathname)
  const candidate = match?.[1]
  if (candidate && candidate !== defaultLanguage && isLanguage(candidate)) {
    return { language: candidate, path: pathname.slice(3) || '/' }
  }
  return { language: defaultLanguage, path: pathname }
}

/**
 * The language of a request, from its address only (never a cookie: pages do
 * not vary on one). A client navigation's data request names the page with
 * '.data' appended ('/en.data', '/he/blog.data').
 */
export function languageOfRequest(request: Request): Language {
  return splitLanguage(new URL(request.url).pathname.replace(/\.data$/, '')).language
}

/**
 * A site address in a language: '/startups/wix' → '/en/startups/wix', '/' → '/en'.
 * An address that already names a language is moved to this one. Query and
 * fragment are kept; anything but a site path ('#top', 'https://…') is left as it is.
 */
export function localizePath(address: string, language: Language): string {
  if (!address.startsWith('/')) return address
  const at = address.search(/[?#]/)
  const pathname = at === -1 ? address : address.slice(0, at)
  const rest = at === -1 ? '' : address.slice(at)
  const { path } = splitLanguage(pathname)
  const prefix = languagePrefix[language]
  if (!prefix) return `${path}${rest}`
  return `${path === '/' ? prefix : `${prefix}${path}`}${rest}`
}

/** The same page in every language, French first. */
export function alternatesOf(address: string): { language: Language; path: string }[] {
  return languages.map((language) => ({ language, path: localizePath(address, language) }))
}

export type LegalPageName = 'privacy' | 'confidentialite' | 'terms' | 'conditions' | 'legal-notice' | 'mentions-legales' | 'cookies'

/** The address builders of one language. Queries (`?…`) are given already encoded, with their `?`. */
export function pathsFor(language: Language) {
  const at = (path: string) => localizePath(path, language)
  return {
    language,
    /** A language-neutral site address from content or data ('/blog/x', '/category/fintech?size=m'). */
    page: at,
    home: () => at('/'),
    categories: () => at('/categories'),
    sector: (id: string, query = '') => at(`/category/${id}${query}`),
    topic: (slug: string) => at(`/categories/${slug}`),
    directory: (query = '') => at(`/startups${query}`),
    company: (slug: string) => at(`/startups/${slug}`),
    search: (query?: string) => at(query === undefined ? '/search' : `/search?q=${encodeURIComponent(query)}`),
    blog: (query = '') => at(`/blog${query}`),
    article: (slug: string) => at(`/blog/${slug}`),
    rss: () => at('/blog/rss.xml'),
    investmentGuide: () => at('/comment-investir-startup-israelienne'),
    guide: (slug: string) => at(`/guides/${slug}`),
    pushit: () => at('/pushit-replays'),
    contact: () => at('/contact'),
    newsletter: () => at('/newsletter'),
    auth: (query = '') => at(`/auth${query}`),
    profile: () => at('/profile'),
    sources: () => at('/sources'),
    legal: (page: LegalPageName, fragment = '') => at(`/${page}${fragment}`),
  }
}

export type Paths = ReturnType<typeof pathsFor>

const builders = Object.fromEntries(languages.map((language) => [language, pathsFor(language)])) as Record<Language, Paths>

/** The address builders of a language, made once (components use `usePaths()`, lib/use-paths.ts). */
export function pathsOf(language: Language): Paths {
  return builders[language]
}
