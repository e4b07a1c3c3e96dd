import type { Route } from './+types/startup-profile'
import { profileData } from '~/lib/directory-data.server.ts'
import { notFound } from '~/lib/not-found.server.ts'
import { languageOfRequest } from '~/lib/paths.ts'

/** A company's profile in one of its layouts; an unknown slug is the 404 page. */
export function loader({ params, request }: Route.LoaderArgs) {
  const view = profileData(params.slug, languageOfRequest(request))
  if (!view) notFound(request)
  return { view }
}
