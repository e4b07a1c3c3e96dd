import { findLegalPageByPath } from '../../../content/index.ts'
import { legalPageIn } from '../../../content/translations.ts'
import type { Route } from './+types/legal'
import { notFound } from '~/lib/not-found.server.ts'
import { splitLanguage } from '~/lib/paths.ts'

/**
 * The legal pages. Each is reachable by every path it lists (both the
 * English-style and the French-style ones, spec section 2); its canonical
 * address is the first of them.
 */
export function loader({ url, request }: Route.LoaderArgs) {
  // `url` is the page's address (a data request's `request.url` ends in '.data').
  const { path, language } = splitLanguage(url.pathname.replace(/(.)\/$/, '$1'))
  const french = findLegalPageByPath(path)
  if (!french) notFound(request)
  // The version in the page's language when there is one; the French stays the binding text (the page says so).
  const { text: page, language: pageLanguage } = legalPageIn(french, language)
  return { page, pageLanguage, canonicalPath: french.paths[0] ?? path }
}
