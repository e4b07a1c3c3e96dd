import type { Route } from './+types/search'
import { keepPageUnder } from '~/lib/cacheable-page.server.ts'
import { pageFromSearch, paginate } from '~/lib/directory-filters.ts'
import { notFound } from '~/lib/not-found.server.ts'
import { languageOfRequest } from '~/lib/paths.ts'
import { cleanQuery } from '~/lib/search.ts'
import { searchResultView } from '~/lib/search-index.server.ts'
import { siteSearch } from '~/lib/site-search.server.ts'

/** Results per page, as the directory's lists. */
const searchPageSize = 24

/**
 * The search runs on the server: `?q=` the query, `?page=` the page
 * of 24 results, as the directory reads it; a page past the last one is no
 * page (404), as on the sector pages.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const query = cleanQuery(params.get('q'))
  const requested = pageFromSearch(params)
  if (!query) {
    if (requested > 1) notFound(request)
    return { query, total: 0, page: 1, pageCount: 1, results: [] }
  }
  const language = languageOfRequest(request)
  const shown = paginate(siteSearch().search(query), requested, searchPageSize)
  if (requested > shown.pageCount) notFound(request)
  // A results page depends on its query and page alone: the render cache keeps it under them.
  keepPageUnder(context, new URLSearchParams({ q: query, ...(shown.page > 1 ? { page: String(shown.page) } : {}) }).toString())
  return {
    query,
    total: shown.total,
    page: shown.page,
    pageCount: shown.pageCount,
    results: shown.items.map((hit) => searchResultView(hit.document, language)),
  }
}
