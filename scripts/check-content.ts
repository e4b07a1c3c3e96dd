/** Build-time content check: the build fails on any content problem (content/validate.ts). */
import { validateContent } from '../content/validate.ts'

const problems = validateContent()
if (problems.length > 0) {
  console.error(`Content check failed with ${problems.length} problem(s):\n- ${problems.join('\n- ')}`)
  process.exit(1)
}
console.log('Content check passed.')
