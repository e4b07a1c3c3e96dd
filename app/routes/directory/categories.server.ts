import type { Route } from './+types/categories'
import { categoriesData } from '~/lib/directory-data.server.ts'
import { languageOfRequest } from '~/lib/paths.ts'

export function loader({ request }: Route.LoaderArgs) {
  return categoriesData(languageOfRequest(request))
}
