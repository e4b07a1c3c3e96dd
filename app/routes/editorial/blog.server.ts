import type { Route } from './+types/blog'
import { blogListing } from '~/components/editorial/editorial.server.ts'
import { languageOfRequest } from '~/lib/paths.ts'

/** Every article without its text, and the categories with their derived counts. */
export function loader({ request }: Route.LoaderArgs) {
  return blogListing(languageOfRequest(request))
}
