import type { Route } from './+types/topic'
import { topicPage } from '~/components/editorial/editorial.server.ts'
import { notFound } from '~/lib/not-found.server.ts'
import { languageOfRequest } from '~/lib/paths.ts'

/** An editorial topic page (/categories/<topic>); an unknown topic is the 404 page. */
export function loader({ params, request }: Route.LoaderArgs) {
  const page = topicPage(params.topic, languageOfRequest(request))
  if (!page) notFound(request)
  return { page }
}
