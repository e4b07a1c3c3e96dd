import type { Route } from './+types/guide'
import { guidePage } from '~/components/editorial/editorial.server.ts'
import { notFound } from '~/lib/not-found.server.ts'
import { languageOfRequest } from '~/lib/paths.ts'

/** The two guides written for this site (/guides/:slug); an unknown slug is the 'Guide introuvable' page. */
export function loader({ params, request }: Route.LoaderArgs) {
  const page = guidePage(params.slug, languageOfRequest(request))
  if (!page) notFound(request, 'guide')
  return { page }
}
