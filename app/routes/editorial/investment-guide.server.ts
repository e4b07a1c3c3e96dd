import type { Route } from './+types/investment-guide'
import { investmentGuidePage } from '~/components/editorial/editorial.server.ts'
import { languageOfRequest } from '~/lib/paths.ts'

export function loader({ request }: Route.LoaderArgs) {
  return { page: investmentGuidePage(languageOfRequest(request)) }
}
