import { redirect } from 'react-router'
import type { Route } from './+types/startup-profile'
import { profileData } from '~/lib/directory-data.server.ts'
import { movedCompanySlug } from '~/lib/moved-companies.server.ts'
import { notFound } from '~/lib/not-found.server.ts'
import { languageOfRequest, pathsOf } from '~/lib/paths.ts'

/**
 * A company's profile in one of its layouts; the address of a record merged into another answers 301 to that
 * company's profile in the same language; an unknown slug is the 404 page.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const language = languageOfRequest(request)
  const view = profileData(params.slug, language)
  if (view) return { view }
  const moved = movedCompanySlug(params.slug)
  if (moved) throw redirect(pathsOf(language).company(moved), 301)
  notFound(request)
}
