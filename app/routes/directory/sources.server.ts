import { sourcesPage } from '../../../content/sources.ts'
import type { Route } from './+types/sources'
import { sourceCounts } from '~/lib/directory-data.server.ts'
import { languageOfRequest } from '~/lib/paths.ts'

/** The page's text in the request's language, its counts of companies written in. */
export function loader({ request }: Route.LoaderArgs) {
  const language = languageOfRequest(request)
  const counts = sourceCounts()
  const numbers = new Intl.NumberFormat(language)
  const content = sourcesPage.content[language].replace(/\{(total|handChecked|register|readers|generated)\}/g, (_, key: keyof typeof counts) => numbers.format(counts[key]))
  return { title: sourcesPage.title[language], description: sourcesPage.description[language], content }
}
