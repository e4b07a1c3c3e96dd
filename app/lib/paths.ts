/**
 * Every internal address of the site, in each language:
 * French at the root (`/startups/wix`), English under `/en`, Hebrew under
 * `/he` (`/he/startups/wix`). Components build links with `usePaths()`
 * (lib/use-paths.ts), loaders and meta functions with `pathsOf(language)`; content that names a
 * page (a guide's path, a link inside an article) names it in its
 * language-neutral form, the French one, and `paths.page()` places it.
 */
import { defaultLanguage, isLanguage, languages, type Language } from '../i18n/languages.ts'
import { addressShapes, languagePrefix, legalAddress, type AddressName, type LegalPageName } from './addresses.ts'

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

/**
 * The builder of each address of app/lib/addresses.ts: a page with a param takes it first ('wix'); every
 * builder takes a query last ('?size=m'), already encoded, with its `?`.
 */
type AddressBuilders = {
  [Name in AddressName]: (typeof addressShapes)[Name] extends `${string}:${string}` ? (param: string, query?: string) => string : (query?: string) => string
}

/** The address builders of one language: `paths.company('wix')`, `paths.sector('fintech', '?size=m')`. */
export function pathsFor(language: Language) {
  const at = (path: string) => localizePath(path, language)
  const builders = Object.fromEntries(
    Object.entries(addressShapes).map(([name, shape]) => [
      name,
      shape.includes(':') ? (param: string, query = '') => at(shape.replace(/:\w+/, () => param) + query) : (query = '') => at(shape + query),
    ]),
  ) as AddressBuilders
  return {
    ...builders,
    language,
    /** A language-neutral site address from content or data ('/blog/x', '/category/fintech?size=m'). */
    page: at,
    search: (query?: string) => at(query === undefined ? addressShapes.search : `${addressShapes.search}?q=${encodeURIComponent(query)}`),
    legal: (page: LegalPageName, fragment = '') => at(`${legalAddress(page)}${fragment}`),
  }
}

export type Paths = ReturnType<typeof pathsFor>

const builders = Object.fromEntries(languages.map((language) => [language, pathsFor(language)])) as Record<Language, Paths>

/** The address builders of a language, made once (components use `usePaths()`, lib/use-paths.ts). */
export function pathsOf(language: Language): Paths {
  return builders[language]
}
