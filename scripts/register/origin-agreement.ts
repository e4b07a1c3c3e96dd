/**
 * How far the reading pass's origins (content/register/reading/out/) agree with independent blind readings
 * (issue 33, acceptance): the 200 companies drawn at random for the pilot (review/pilot-blind.jsonl), and every
 * register-only company of the bands 201-1,000 and 1,001+ (review/bands-blind.jsonl, read blind by four readers;
 * review/bands-adjudication.jsonl says who was right where they differ). Writes
 * review/origin-agreement.json, which the sources page shows:
 *
 *   node scripts/register/origin-agreement.ts
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { origins, type Origin } from '../../content/company-kind.ts'
import { readReadings } from './readings.ts'

const review = fileURLToPath(new URL('../../content/register/reading/review/', import.meta.url))
export const agreementFile = `${review}origin-agreement.json`

interface BlindLine {
  registryNumber: string
  origin: Origin
}

function readBlind(file: string): BlindLine[] {
  return readFileSync(`${review}${file}`, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as BlindLine)
}

/** Agreement of the readers' origins with a blind reading, and the recall of each origin (the blind reading as reference). */
export function agreement(blind: readonly BlindLine[], readers: ReadonlyMap<string, Origin>) {
  const missing = blind.filter((line) => !readers.has(line.registryNumber)).map((line) => line.registryNumber)
  if (missing.length) throw new Error(`Blind readings of companies the readers did not read: ${missing.join(', ')}`)
  const agree = blind.filter((line) => readers.get(line.registryNumber) === line.origin).length
  const recall = Object.fromEntries(
    origins.map((origin) => {
      const reference = blind.filter((line) => line.origin === origin)
      return [origin, { found: reference.filter((line) => readers.get(line.registryNumber) === origin).length, of: reference.length }]
    }),
  ) as Record<Origin, { found: number; of: number }>
  return { companies: blind.length, agree, recall }
}

export function originAgreement() {
  const readers = new Map([...readReadings()].map(([number, reading]) => [number, reading.origin]))
  const adjudicated = readBlind('bands-adjudication.jsonl') as (BlindLine & { right: 'A' | 'B' | 'neither' })[]
  return {
    random: agreement(readBlind('pilot-blind.jsonl'), readers),
    largest: {
      ...agreement(readBlind('bands-blind.jsonl'), readers),
      disagreementsJudged: adjudicated.length,
      readersRight: adjudicated.filter((line) => line.right === 'A').length,
      blindRight: adjudicated.filter((line) => line.right === 'B').length,
    },
  }
}

export function originAgreementJson(): string {
  return `${JSON.stringify(originAgreement(), null, 1)}\n`
}

if (import.meta.main) {
  writeFileSync(agreementFile, originAgreementJson())
  console.log(originAgreementJson())
}
