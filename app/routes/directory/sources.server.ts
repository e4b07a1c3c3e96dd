import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { sourcesPage } from '../../../content/sources.ts'
import { registerFolder } from '../../../content/register.server.ts'
import type { Route } from './+types/sources'
import { sourceCounts } from '~/lib/directory-data.server.ts'
import { languageOfRequest } from '~/lib/paths.ts'

/** The agreement of the readers' origins with the blind readings (scripts/register/origin-agreement.ts). */
interface OriginAgreement {
  random: { companies: number; agree: number }
  largest: {
    companies: number
    agree: number
    recall: Record<'multinational-site' | 'not-tech', { found: number; of: number }>
    disagreementsJudged: number
    readersRight: number
    blindRight: number
  }
}

let agreement: OriginAgreement | undefined
function originAgreement(): OriginAgreement {
  agreement ??= JSON.parse(readFileSync(join(registerFolder(), 'reading', 'review', 'origin-agreement.json'), 'utf8')) as OriginAgreement
  return agreement
}

/** Every count the page's text names, computed from the data. */
export function sourcesFigures(): Record<string, number> {
  const counts = sourceCounts()
  const { random, largest } = originAgreement()
  return {
    ...counts,
    randomCount: random.companies,
    randomAgree: random.agree,
    largestCount: largest.companies,
    largestAgree: largest.agree,
    // Each disagreement settled for the second reading was corrected: the first measure had that many fewer.
    firstAgree: largest.agree - largest.blindRight,
    multinationalOf: largest.recall['multinational-site'].of,
    multinationalFound: largest.recall['multinational-site'].found,
    notTechOf: largest.recall['not-tech'].of,
    notTechFound: largest.recall['not-tech'].found,
    judged: largest.disagreementsJudged,
    readersRight: largest.readersRight,
    blindRight: largest.blindRight,
  }
}

/** The page's text in the request's language, its counts of companies written in. */
export function loader({ request }: Route.LoaderArgs) {
  const language = languageOfRequest(request)
  const figures = sourcesFigures()
  const numbers = new Intl.NumberFormat(language)
  const content = sourcesPage.content[language].replace(/\{([a-zA-Z]+)\}/g, (whole, key: string) => {
    const figure = figures[key]
    if (figure === undefined) throw new Error(`The sources page names an unknown figure ${whole}`)
    return numbers.format(figure)
  })
  return { title: sourcesPage.title[language], description: sourcesPage.description[language], content }
}
