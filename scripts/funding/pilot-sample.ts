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

/** The pilot's companies as the committed TSV lists them. */
export function pilotSampleTsv(): string {
  const records = allCompanies()
  const readings = readReadings()
  const groups: [string, CompanyRecord[]][] = [
    ['listed', records.filter((record) => record.handChecked && record.stage === 'Public')],
    ['acquired', records.filter((record) => record.handChecked && record.stage === 'Acquired')],
    ['late-stage', records.filter((record) => record.handChecked && record.stage === 'Private' && late.test(record.lastRound ?? ''))],
    [
      'early-stage',
      records.filter(
        (record) =>
          !record.handChecked &&
          (record.sizeBand === '11-50' || record.sizeBand === '51-200') &&
          readings.get(record.registryNumber ?? '')?.origin === 'israeli',
      ),
    ],
  ]
  const lines = ['group\tslug\tname']
  for (const [group, candidates] of groups) {
    for (const record of seededSample(candidates, 10, seed)) lines.push(`${group}\t${record.slug}\t${record.name}`)
  }
  return lines.join('\n') + '\n'
}

if (import.meta.main) process.stdout.write(pilotSampleTsv())
