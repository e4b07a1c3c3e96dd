/**
 * The register's open jobs, month by month (../shared/register/techmap-jobs-*.tar.gz: `YYYY-MM/<family>.csv`,
 * one row a job), turned into the project's own data: for each month, each company matched by name, its number of
 * open positions per job family. Job titles and addresses are not kept (counts and families are enough, issue 36).
 * Pure and deterministic, like the companies' import.
 *
 * Matching, in order: the register company with exactly the row's name; else the one whose name folds to the same
 * (case, accents, spaces); where several companies share it, the one with the row's size band and category. A row
 * that names no company, or several that its size and category cannot tell apart, is counted, never guessed.
 */
import type { RegisterCompany, SizeBand } from '../../content/register-schema.ts'
import type { Snapshot } from './tar.ts'

export interface JobsBuild {
  /** `month<TAB>registryNumber<TAB>family=count …`, by month, registry number. */
  readonly openingsTsv: string
  readonly sourceJson: string
  readonly report: string[]
}

const sizeCodes: Readonly<Record<string, SizeBand>> = { xs: '1-10', s: '11-50', m: '51-200', l: '201-1000', xl: '1001+' }
const columns = ['company', 'category', 'size', 'title', 'level', 'city', 'url', 'updated'] as const

function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** RFC 4180 rows: fields in double quotes may hold commas, line breaks and doubled quotes; a byte-order mark is skipped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  let index = text.charCodeAt(0) === 0xfeff ? 1 : 0
  for (; index < text.length; index++) {
    const char = text[index]!
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"'
        index++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"' && field === '') quoted = true
    else if (char === ',') {
      row.push(field)
      field = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index++
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else field += char
  }
  if (field !== '' || row.length > 0) {
    row.push(field)
    rows.push(row)
  }
  return rows.filter((cells) => !(cells.length === 1 && cells[0] === ''))
}

/** Case, accents and spacing aside: 'Wix.com ' and 'wix.com' are one name. */
export function foldName(name: string): string {
  return name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()
}

type Company = Pick<RegisterCompany, 'registryNumber' | 'name' | 'size' | 'registerCategory'>

/** The company a row names, or why none is chosen. */
export function companyMatcher(companies: readonly Company[]): (row: { company: string; size: string; category: string }) => Company | 'unknown' | 'ambiguous' {
  const exact = Map.groupBy(companies, (company) => company.name)
  const folded = Map.groupBy(companies, (company) => foldName(company.name))
  return ({ company, size, category }) => {
    const candidates = exact.get(company) ?? folded.get(foldName(company)) ?? []
    if (candidates.length === 0) return 'unknown'
    if (candidates.length === 1) return candidates[0]!
    const band = sizeCodes[size.trim()]
    const fitting = candidates.filter((candidate) => candidate.size === band && candidate.registerCategory === category.trim())
    return fitting.length === 1 ? fitting[0]! : 'ambiguous'
  }
}

interface MonthSummary {
  month: string
  commit: string | null
  rows: number
  duplicates: number
  matched: number
  unmatched: number
  ambiguous: number
  companies: number
  newestUpdate: string | null
}

export function buildJobs(snapshot: Snapshot, companies: readonly Company[]): JobsBuild {
  const commits = new Map(
    (snapshot.files.get('commits.txt')?.toString('utf8') ?? '')
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter((parts): parts is [string, string] => parts.length === 2 && /^\d{4}-\d{2}$/.test(parts[0]!)),
  )
  const files = [...snapshot.files.keys()].filter((path) => /^\d{4}-\d{2}\/[a-z0-9-]+\.csv$/.test(path)).sort(byCodeUnits)
  if (files.length === 0) throw new Error('The jobs snapshot has no YYYY-MM/<family>.csv')
  const match = companyMatcher(companies)
  const families = new Set<string>()
  const unmatchedNames = new Map<string, number>()
  // month -> registry number -> family -> job addresses (a job listed twice in one month counts once).
  const openings = new Map<string, Map<string, Map<string, Set<string>>>>()
  const summaries = new Map<string, MonthSummary>()

  for (const path of files) {
    const [month, file] = path.split('/') as [string, string]
    const family = file.slice(0, -'.csv'.length)
    families.add(family)
    const summary = summaries.get(month) ?? { month, commit: commits.get(month) ?? null, rows: 0, duplicates: 0, matched: 0, unmatched: 0, ambiguous: 0, companies: 0, newestUpdate: null }
    summaries.set(month, summary)
    const [header, ...rows] = parseCsv(snapshot.files.get(path)!.toString('utf8'))
    if (!header || columns.some((column, index) => header[index] !== column)) throw new Error(`${path}: expected the columns ${columns.join(', ')}`)
    for (const cells of rows) {
      const row = Object.fromEntries(columns.map((column, index) => [column, cells[index] ?? ''])) as Record<(typeof columns)[number], string>
      summary.rows++
      if (/^\d{4}-\d{2}-\d{2}$/.test(row.updated) && (summary.newestUpdate === null || row.updated > summary.newestUpdate)) summary.newestUpdate = row.updated
      const company = match(row)
      if (company === 'unknown' || company === 'ambiguous') {
        summary[company === 'unknown' ? 'unmatched' : 'ambiguous']++
        unmatchedNames.set(`${company}\t${row.company}`, (unmatchedNames.get(`${company}\t${row.company}`) ?? 0) + 1)
        continue
      }
      const byCompany = openings.get(month) ?? new Map<string, Map<string, Set<string>>>()
      openings.set(month, byCompany)
      const byFamily = byCompany.get(company.registryNumber) ?? new Map<string, Set<string>>()
      byCompany.set(company.registryNumber, byFamily)
      const jobs = byFamily.get(family) ?? new Set<string>()
      byFamily.set(family, jobs)
      // A row without an address is its own job; one with an address already seen this month is the same job.
      const key = row.url.trim() || `row ${summary.rows}`
      if (jobs.has(key)) summary.duplicates++
      else {
        jobs.add(key)
        summary.matched++
      }
    }
  }

  const lines: string[] = ['month\tregistryNumber\topenings']
  for (const month of [...openings.keys()].sort(byCodeUnits)) {
    const byCompany = openings.get(month)!
    summaries.get(month)!.companies = byCompany.size
    for (const number of [...byCompany.keys()].sort(byCodeUnits)) {
      const counts = [...byCompany.get(number)!].sort(([a], [b]) => byCodeUnits(a, b)).map(([family, jobs]) => `${family}=${jobs.size}`)
      lines.push(`${month}\t${number}\t${counts.join(' ')}`)
    }
  }

  const months = [...summaries.values()].sort((a, b) => byCodeUnits(a.month, b.month))
  const totals = months.reduce((sum, month) => ({ rows: sum.rows + month.rows, matched: sum.matched + month.matched, unmatched: sum.unmatched + month.unmatched, ambiguous: sum.ambiguous + month.ambiguous, duplicates: sum.duplicates + month.duplicates }), { rows: 0, matched: 0, unmatched: 0, ambiguous: 0, duplicates: 0 })
  const source = {
    snapshot: snapshot.name,
    families: [...families].sort(byCodeUnits),
    months,
    totals,
    unmatchedNames: [...unmatchedNames].sort(([a], [b]) => byCodeUnits(a, b)).map(([key, rows]) => {
      const [why, name] = key.split('\t') as [string, string]
      return { name, why, rows }
    }),
  }
  const report = [
    `Jobs snapshot ${snapshot.name}: ${months.length} months, ${families.size} job families, ${totals.rows} rows.`,
    `Matched to a company: ${totals.matched} jobs (${totals.duplicates} rows listed twice in a month counted once); no company of that name: ${totals.unmatched}; several companies of that name: ${totals.ambiguous}.`,
    ...months.map((month) => `${month.month}: ${month.rows} rows, ${month.matched} jobs at ${month.companies} companies, ${month.unmatched + month.ambiguous} unmatched`),
  ]
  return { openingsTsv: lines.join('\n') + '\n', sourceJson: `${JSON.stringify(source, null, 2)}\n`, report }
}
