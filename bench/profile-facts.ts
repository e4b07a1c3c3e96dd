/**
 * `node bench/profile-facts.ts <site URL> [language] [sample size]`: for every company of the model (or a
 * seeded sample), fetches its profile from a running server and counts, per fact, how many records have
 * the fact (available) and how many profiles show it (shown): logo, sector, size band, city. Prints a
 * table; exits 1 if a profile answers anything but 200 or a fact is available but not shown.
 */
import { allCompanies, type CompanyRecord } from '../content/companies.server.ts'
import { registerLocality } from '../content/register.server.ts'
import { sectors } from '../content/sectors.ts'
import type { Language } from '../content/schema.ts'
import { seededSample } from '../tests/support/sample.ts'

const [base = 'http://localhost:3000', languageArgument = 'fr', sampleArgument] = process.argv.slice(2)
const language = languageArgument as Language
const records = allCompanies()

// A deterministic sample (mulberry32, seed 16) when a size is given.
const chosen = sampleArgument ? seededSample(records, Number(sampleArgument), 16) : records
const facts = {
  logo: (record: CompanyRecord) => (record.logo ? `/logos/${record.logo}` : undefined),
  sector: (record: CompanyRecord) => sectors.find((sector) => sector.id === record.sector)!.name[language],
  'size band': (record: CompanyRecord) => record.sizeBand?.replace(/\d+/g, (digits) => new Intl.NumberFormat(language).format(Number(digits))),
  // A hand-checked headquarters wins over the register's address, so the register's city is expected only without one.
  city: (record: CompanyRecord) => (record.israeliLocality && !record.headquarters ? registerLocality(record.israeliLocality)?.[language] : undefined),
}
const counts = Object.fromEntries(Object.keys(facts).map((fact) => [fact, { available: 0, shown: 0, missing: [] as string[] }]))
const failures: string[] = []
const started = performance.now()
let next = 0
async function worker() {
  while (next < chosen.length) {
    const record = chosen[next++]!
    const response = await fetch(`${base}/startups/${record.slug}`, { headers: { cookie: `lang=${language}` } })
    const html = (await response.text()).replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&').replace(/&quot;/g, '"')
    if (response.status !== 200) failures.push(`${record.slug}: ${response.status}`)
    for (const [fact, valueOf] of Object.entries(facts)) {
      const value = valueOf(record)
      if (value === undefined) continue
      const entry = counts[fact]!
      entry.available++
      if (html.includes(value)) entry.shown++
      else entry.missing.push(record.slug)
    }
  }
}
await Promise.all(Array.from({ length: 4 }, worker))
console.log(`${chosen.length} profiles in ${language} in ${((performance.now() - started) / 1000).toFixed(1)} s`)
console.log('| Fact | Available | Shown |\n|---|---|---|')
for (const [fact, entry] of Object.entries(counts)) {
  console.log(`| ${fact} | ${entry.available} | ${entry.shown} |`)
  if (entry.missing.length > 0) failures.push(`${fact} not shown: ${entry.missing.slice(0, 10).join(', ')}${entry.missing.length > 10 ? ` and ${entry.missing.length - 10} more` : ''}`)
}
if (failures.length > 0) {
  console.error(failures.join('\n'))
  process.exitCode = 1
}
