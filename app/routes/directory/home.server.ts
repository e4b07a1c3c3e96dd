import type { Route } from './+types/home'
import { homeData } from '~/lib/directory-data.server.ts'
import { languageOfRequest } from '~/lib/paths.ts'

export function loader({ request }: Route.LoaderArgs) {
  return homeData(languageOfRequest(request))
}
