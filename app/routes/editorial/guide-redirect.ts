import { redirect } from 'react-router'
import type { Route } from './+types/guide-redirect'
import { notFound } from '~/lib/not-found.server.ts'
import { guideRedirects } from '~/lib/redirects.server.ts'
import { languageOfRequest, localizePath } from '~/lib/paths.ts'

/** /guide/:id → the guide page, the old address never stays in the history (301 for a direct request). */
export function loader({ params, request }: Route.LoaderArgs) {
  const target = guideRedirects.get(params.guideId)
  if (!target) notFound(request)
  throw redirect(localizePath(target, languageOfRequest(request)), 301)
}
