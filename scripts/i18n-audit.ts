/**
 * `npm run i18n:audit`: the share of French words on every English and Hebrew page kind (see
 * scripts/i18n-audit/audit.ts). Prints a table per page kind and the Hebrew texts whose Latin names or numbers
 * are not isolated; exits with 1 when a kind is above 5% or a page does not answer. Needs a build.
 */
import { auditFailures, auditTable, auditThreshold, runAudit } from './i18n-audit/audit.ts'

const started = performance.now()
const result = await runAudit()
console.log(auditTable(result))
const reference = result.frenchReference
console.log(`\nReference: on the French pages ${reference.paths.join(', ')}, the lists count ${reference.french} of ${reference.words} words (${(reference.share * 100).toFixed(1)}%) as French.`)

const byRegion = new Map<string, { count: number; examples: Set<string> }>()
for (const found of result.unisolated) {
  const entry = byRegion.get(found.region) ?? { count: 0, examples: new Set<string>() }
  entry.count++
  if (entry.examples.size < 6) entry.examples.add(`${found.address}: "${found.text.slice(0, 40)}"`)
  byRegion.set(found.region, entry)
}
console.log(`\nHebrew pages: Latin names and numbers not isolated (<bdi> or dir) in company cards, key facts and profile headers: ${result.unisolated.length}`)
for (const [region, entry] of byRegion) console.log(`  ${region}: ${entry.count}, e.g. ${[...entry.examples].join('; ')}`)

const failures = auditFailures(result)
console.log(`\n${Math.round((performance.now() - started) / 1000)} s`)
if (failures.length > 0) {
  console.error(`\n✘ Above ${auditThreshold * 100}% French or not answering:\n  ${failures.join('\n  ')}`)
  process.exit(1)
}
console.log(`✔ Every English and Hebrew page kind is at or under ${auditThreshold * 100}% French.`)
process.exit(0)
