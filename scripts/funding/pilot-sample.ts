/**
 * The funding pilot's 40 companies (issue 34, ADR 0048), drawn once with a fixed seed so the choice is not ours:
 * 10 listed and 10 acquired companies of the hand-checked layer, 10 private hand-checked companies whose last round
 * is a Series C or later (late stage), and 10 register companies of 11 to 200 people read as Israeli companies
 * (early stage, the long tail). Prints one line per company: group, slug, name.
 *
 *   node scripts/funding/pilot-sample.ts > content/funding/pilot-companies.tsv
 */
import { allCompanies, type CompanyRecord } from '../../content/companies.server.ts'
import { readReadings } from '../register/readings.ts'
import { seededSample } from '../../tests/support/sample.ts'

const seed = 34
const late = /^Series [C-Z]/

export const pilotGroups = ['listed', 'acquired', 'late-stage', 'early-stage'] as const
export type PilotGroup = (typeof pilotGroups)[number]

/** The pilot group a company belongs to, or undefined. */
export function pilotGroupOf(record: CompanyRecord, readings = readReadings()): PilotGroup | undefined {
  if (record.handChecked && record.stage === 'Public') return 'listed'
  if (record.handChecked && record.stage === 'Acquired') return 'acquired'
  if (record.handChecked && record.stage === 'Private' && late.test(record.lastRound ?? '')) return 'late-stage'
  if (!record.handChecked && (record.sizeBand === '11-50' || record.sizeBand === '51-200') && readings.get(record.registryNumber ?? '')?.origin === 'israeli') return 'early-stage'
  return undefined
}

/**
 * The pilot's companies as the seeded draw gives them on today's data. The committed TSV is the draw made on the
 * data of commit eb4cf26; later merges of register duplicates moved the early-stage picks (the test says so).
 */
export function pilotSampleTsv(): string {
  const records = allCompanies()
  const readings = readReadings()
  const lines = ['group\tslug\tname']
  for (const group of pilotGroups) {
    const candidates = records.filter((record) => pilotGroupOf(record, readings) === group)
    for (const record of seededSample(candidates, 10, seed)) lines.push(`${group}\t${record.slug}\t${record.name}`)
  }
  return lines.join('\n') + '\n'
}

if (import.meta.main) process.stdout.write(pilotSampleTsv())
