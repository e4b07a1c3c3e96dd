/**
 * The sector a reader gave each register company: `content/register/sector-labels.tsv` (every
 * active company of the snapshot outside the two earlier samples) and the labels of those samples
 * (`sector-tuning.json`, `sector-sample.json`). The hold-out sample (`sector-holdout.json`) is never read here:
 * it measures these labels. A company without a label (new in a later snapshot) falls back to the rules.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { sectorIds15, type SectorId15 } from '../../content/sector-ids.ts'

const folder = fileURLToPath(new URL('../../content/register/', import.meta.url))

function isSector(value: string): value is SectorId15 {
  return (sectorIds15 as readonly string[]).includes(value)
}

/** Registry number → sector, from the rows of a labels TSV (a header line, then `registryNumber<TAB>sector`). */
export function parseSectorLabels(tsv: string): Map<string, SectorId15> {
  const labels = new Map<string, SectorId15>()
  const [header, ...rows] = tsv.trimEnd().split('\n')
  if (header !== 'registryNumber\tsector') throw new Error('sector labels: the first line must be "registryNumber<TAB>sector"')
  for (const [index, row] of rows.entries()) {
    const [registryNumber, sector, ...rest] = row.split('\t')
    if (!registryNumber || !/^\d+$/.test(registryNumber) || !sector || !isSector(sector) || rest.length > 0) {
      throw new Error(`sector labels, line ${index + 2}: expected a registry number and one of the 15 sectors, got ${JSON.stringify(row)}`)
    }
    if (labels.has(registryNumber)) throw new Error(`sector labels, line ${index + 2}: ${registryNumber} is labelled twice`)
    labels.set(registryNumber, sector)
  }
  return labels
}

/** Every committed label: the TSV, then the two earlier samples (which the TSV does not repeat). */
export function readSectorLabels(): Map<string, SectorId15> {
  const labels = parseSectorLabels(readFileSync(`${folder}sector-labels.tsv`, 'utf8'))
  for (const file of ['sector-tuning.json', 'sector-sample.json']) {
    const sample = JSON.parse(readFileSync(`${folder}${file}`, 'utf8')) as { companies: { registryNumber: string; sector: string }[] }
    for (const { registryNumber, sector } of sample.companies) {
      if (!isSector(sector)) throw new Error(`${file}: ${registryNumber} has no valid sector`)
      if (labels.has(registryNumber)) throw new Error(`${file}: ${registryNumber} is also in sector-labels.tsv`)
      labels.set(registryNumber, sector)
    }
  }
  return labels
}
