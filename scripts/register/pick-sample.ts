/**
 * Draws the hold-out sample for the sector labels: the active companies of a register snapshot,
 * minus those of the two earlier label files (sector-tuning.json and sector-sample.json), registry numbers
 * sorted as strings, 200 of them drawn with mulberry32 seed 17 and a partial Fisher-Yates shuffle. It prints
 * what a labeller reads for each company: registry number, name, register category, description, website.
 * The same snapshot always gives the same sample.
 *
 *   node scripts/register/pick-sample.ts [snapshot] [--json]
 *
 * The snapshot defaults to ../shared/register/techmap-c6e9777a.tar.gz (a .tar.gz or an unpacked folder).
 * The descriptions it prints are for reading only: they are not ours to republish (see the register's README).
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { seededSample } from '../../tests/support/sample.ts'
import { readSnapshot, type Snapshot } from './tar.ts'

export const holdoutSeed = 17
export const holdoutSize = 200
const defaultSnapshot = '../shared/register/techmap-c6e9777a.tar.gz'
const earlierSamples = ['sector-tuning.json', 'sector-sample.json']

export interface Candidate {
  readonly registryNumber: string
  readonly name: string
  readonly registerCategory: string
  readonly description: string
  readonly website: string
}

interface RawCompany {
  name?: unknown
  description?: unknown
  categoryId?: unknown
  websiteUrl?: unknown
  isActive?: unknown
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : ''
}

/** Registry numbers already labelled in the earlier samples, which the hold-out must not reuse. */
export function earlierRegistryNumbers(): Set<string> {
  const numbers = new Set<string>()
  for (const file of earlierSamples) {
    const path = fileURLToPath(new URL(`../../content/register/${file}`, import.meta.url))
    const sample = JSON.parse(readFileSync(path, 'utf8')) as { companies: { registryNumber: string }[] }
    for (const company of sample.companies) numbers.add(company.registryNumber)
  }
  return numbers
}

export function pickHoldout(snapshot: Snapshot, excluded: ReadonlySet<string>): Candidate[] {
  const categoriesFile = snapshot.files.get('categories.json')
  if (!categoriesFile) throw new Error('The snapshot has no categories.json')
  const categories = JSON.parse(categoriesFile.toString('utf8')) as Record<string, string>
  const candidates: Candidate[] = []
  for (const [path, body] of snapshot.files) {
    const match = /^companies\/(\d+)\.json$/.exec(path)
    if (!match) continue
    const registryNumber = match[1]!
    if (excluded.has(registryNumber)) continue
    const raw = JSON.parse(body.toString('utf8')) as RawCompany
    if (raw.isActive !== true) continue
    candidates.push({
      registryNumber,
      name: text(raw.name),
      registerCategory: categories[String(raw.categoryId)] ?? '',
      description: text(raw.description),
      website: text(raw.websiteUrl),
    })
  }
  // Code-unit order, as the earlier samples were drawn (registry numbers sorted as strings).
  candidates.sort((a, b) => (a.registryNumber < b.registryNumber ? -1 : a.registryNumber > b.registryNumber ? 1 : 0))
  return seededSample(candidates, holdoutSize, holdoutSeed)
}

function main(args: string[]) {
  const json = args.includes('--json')
  const path = args.find((arg) => !arg.startsWith('--')) ?? defaultSnapshot
  const sample = pickHoldout(readSnapshot(path), earlierRegistryNumbers())
  if (json) {
    process.stdout.write(`${JSON.stringify(sample, null, 2)}\n`)
    return
  }
  sample.forEach((company, index) => {
    process.stdout.write(
      `#${index + 1} ${company.registryNumber} | ${company.name} | ${company.registerCategory}\n` +
        `   ${company.description || '(no description)'}\n   ${company.website || '(no website)'}\n\n`,
    )
  })
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main(process.argv.slice(2))
