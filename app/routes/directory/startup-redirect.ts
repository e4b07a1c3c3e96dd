import { redirect } from 'react-router'
import type { Route } from './+types/startup-redirect'
import { notFound } from '~/lib/not-found.server.ts'
import { startupRedirects } from '~/lib/redirects.server.ts'
import { languageOfRequest, localizePath } from '~/lib/paths.ts'

/** /startup/1…6 → the six profiles, the old address never stays in the history (301 for a direct request). */
export function loader({ params, request }: Route.LoaderArgs) {
  const target = startupRedirects.get(params.startupId)
  if (!target) notFound(request)
  throw redirect(localizePath(target, languageOfRequest(request)), 301)
}
