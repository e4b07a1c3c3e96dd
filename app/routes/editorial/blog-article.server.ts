import type { Route } from './+types/blog-article'
import { blogArticlePage } from '~/components/editorial/editorial.server.ts'
import { notFound } from '~/lib/not-found.server.ts'
import { languageOfRequest } from '~/lib/paths.ts'

/** One article; an unknown slug is the 'Article non trouvé' page. */
export function loader({ params, request }: Route.LoaderArgs) {
  const page = blogArticlePage(params.slug, languageOfRequest(request))
  if (!page) notFound(request, 'article')
  return { page }
}
