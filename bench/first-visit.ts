/**
 * The JavaScript and CSS a first visit downloads, for the pages named (default: the bench's six), against a server
 * already running (BASE, default http://localhost:4300): the bench's own measure (bench/run.ts `firstVisitBytes`),
 * alone, to check a change against the 140 KB budget without a whole bench run.
 *
 *   node bench/first-visit.ts [path...]
 */
import { firstVisitBytes } from './first-visit-bytes.ts'

const base = process.env.BASE ?? 'http://localhost:4300'

const paths = process.argv.slice(2)
for (const path of paths.length ? paths : ['/', '/category/cybersecurity', '/startups/101-therapeutics', '/startups', '/search?q=cyber', '/auth']) {
  const { js, css, how } = await firstVisitBytes(base, path)
  console.log(`${path}: JavaScript ${(js / 1024).toFixed(1)} KB, CSS ${(css / 1024).toFixed(1)} KB (${how})`)
}
