import type { Route } from './+types/startups'
import { keepPageUnder } from '~/lib/cacheable-page.server.ts'
import { directoryPageData } from '~/lib/directory-data.server.ts'
import { notFound } from '~/lib/not-found.server.ts'
import { languageOfRequest } from '~/lib/paths.ts'

/**
 * Filters, sort and page are applied on the server: a page carries the 24
 * companies it shows, not the whole directory (whose cards made the HTML
 * heavy and its hydration the slowest of the site). A change of filters in
 * the browser loads the matching page's data. A page with valid filters is
 * kept by the render cache.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const list = directoryPageData(languageOfRequest(request), new URL(request.url).searchParams)
  // A page past the last one is no page of the list.
  if (list.pastTheEnd) notFound(request)
  const { companies, directorySize, sectors, options, filters } = list
  keepPageUnder(context, list.canonicalQuery)
  return { page: companies, directorySize, sectors, options, filters }
}
