import type { Route } from './+types/pushit-replays'
import { pushitPage } from '~/components/editorial/editorial.server.ts'
import { languageOfRequest } from '~/lib/paths.ts'

/** The editorial article on the sports replay startup (spec section 2). */
export function loader({ request }: Route.LoaderArgs) {
  const { text, language } = pushitPage(languageOfRequest(request))
  return { page: text, language }
}
