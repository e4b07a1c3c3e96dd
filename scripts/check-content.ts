/** Build-time content check: the build fails on any content problem (content/validate.ts). */
import { allCompanies } from '../content/companies.server.ts'
import { registerText } from '../content/register-texts.server.ts'
import { validateContent } from '../content/validate.ts'

const problems = validateContent()
if (problems.length > 0) {
  console.error(`Content check failed with ${problems.length} problem(s):\n- ${problems.join('\n- ')}`)
  process.exit(1)
}
console.log('Content check passed.')

// What the company texts are made of (issue 32): a company a later snapshot adds has no reader's text yet.
const registerOnly = allCompanies().filter((record) => !record.handChecked)
const unread = registerOnly.filter((record) => !record.registryNumber || !registerText(record.registryNumber, 'fr'))
console.log(
  `Company texts: ${allCompanies().length - registerOnly.length} written by hand, ${registerOnly.length - unread.length} by the readers; ` +
    `${unread.length} not read yet get the generated sentence${unread.length > 0 ? ` (e.g. ${unread.slice(0, 3).map((record) => record.slug).join(', ')})` : ''}.`,
)
