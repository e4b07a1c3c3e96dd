/**
 * The 150 largest Israeli employers among the register's companies (issue 33), by a written rule, so that each
 * gets a headcount read on a public page, or says that none was found:
 *
 * 1. Candidates: the companies of the directory with a register record in band 1,001+ or 201-1,000 that are Israeli
 *    companies: hand-checked, or read as `israeli` by the reading pass (a foreign group's site and a company that
 *    does not develop technology are left out).
 * 2. Order: the hand-checked headcount band where there is one (5,000+ first), then the register's band (1,001+
 *    first), then the average number of open positions a month over the jobs snapshot's last twelve months (a
 *    company hiring more is, other things equal, larger), then the name.
 * 3. The first 150.
 *
 *   node scripts/register/largest-employers.ts > content/register/largest-employers.tsv
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { headcounts } from '../../content/company-facts.ts'
import { allCompanies, type CompanyRecord } from '../../content/companies.server.ts'
import { compareNames } from '../../content/compare-names.ts'
import { readReadings } from './readings.ts'

export const largestEmployersCount = 150

/** Average open positions a month, by registry number, over the last twelve months of the committed jobs data. */
function recentOpenings(): Map<string, number> {
  const rows = readFileSync(fileURLToPath(new URL('../../content/register/jobs/openings.tsv', import.meta.url)), 'utf8').trim().split('\n').slice(1)
  const months = [...new Set(rows.map((row) => row.split('\t')[0]!))].sort().slice(-12)
  const recent = new Set(months)
  const totals = new Map<string, number>()
  for (const row of rows) {
    const [month, number, openings] = row.split('\t') as [string, string, string]
    if (!recent.has(month)) continue
    const count = openings.split(' ').reduce((sum, pair) => sum + Number(pair.split('=')[1]), 0)
    totals.set(number, (totals.get(number) ?? 0) + count)
  }
  return new Map([...totals].map(([number, total]) => [number, Math.round((total / months.length) * 10) / 10]))
}

export interface Employer {
  rank: number
  record: CompanyRecord
  openings: number
}

export function largestEmployers(): Employer[] {
  const readings = readReadings()
  const openings = recentOpenings()
  const candidates = allCompanies().filter(
    (record) =>
      record.registryNumber !== undefined &&
      (record.sizeBand === '1001+' || record.sizeBand === '201-1000') &&
      (record.handChecked || readings.get(record.registryNumber)?.origin === 'israeli'),
  )
  const headcountRank = (record: CompanyRecord) => (record.employees ? headcounts.indexOf(record.employees) : -1)
  return candidates
    .map((record) => ({ record, openings: openings.get(record.registryNumber!) ?? 0 }))
    .sort(
      (a, b) =>
        headcountRank(b.record) - headcountRank(a.record) ||
        Number(b.record.sizeBand === '1001+') - Number(a.record.sizeBand === '1001+') ||
        b.openings - a.openings ||
        compareNames(a.record.name, b.record.name),
    )
    .slice(0, largestEmployersCount)
    .map((entry, index) => ({ rank: index + 1, ...entry }))
}

export function largestEmployersTsv(): string {
  const lines = ['rank\tregistryNumber\tslug\tname\tregisterBand\thandHeadcount\topeningsPerMonth']
  for (const { rank, record, openings } of largestEmployers()) {
    lines.push([rank, record.registryNumber, record.slug, record.name, record.sizeBand, record.employees ?? '', openings].join('\t'))
  }
  return lines.join('\n') + '\n'
}

if (import.meta.main) process.stdout.write(largestEmployersTsv())
