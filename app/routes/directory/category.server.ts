import type { Route } from './+types/category'
import { keepPageUnder } from '~/lib/cacheable-page.server.ts'
import { sectorPageData } from '~/lib/directory-data.server.ts'
import { notFound } from '~/lib/not-found.server.ts'
import { languageOfRequest } from '~/lib/paths.ts'

/** A sector's page of its companies; an unknown sector, or a page past the last one, is no page. */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const page = sectorPageData(params.categoryId, languageOfRequest(request), new URL(request.url).searchParams)
  if (!page || page.pastTheEnd) notFound(request, 'sector')
  const { canonicalQuery, pastTheEnd: _, ...shown } = page
  // A filtered page is kept by the render cache under its canonical query.
  keepPageUnder(context, canonicalQuery)
  return shown
}
