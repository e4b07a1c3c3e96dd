/**
 * The reading pass's outputs (ADR 0045, content/register/reading/out/*.jsonl): for each register company read,
 * its origin and its texts in the three languages. The importer turns them into one file of texts per language
 * (content/register/texts/); a company a later snapshot adds has no reading and keeps the generated sentence
 * until it is read.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { z } from 'zod'

import { languages, type Language } from '../../content/languages.ts'

const folder = fileURLToPath(new URL('../../content/register/reading/out/', import.meta.url))

/** A text is one line of a TSV: no tab, no line break, and a sentence's length (the readers' guide: 6 to 60 words). */
const text = z
  .string()
  .trim()
  .min(20)
  .max(600)
  .refine((value) => !/[\t\r\n]/.test(value), 'a text holds no tab or line break')

export const readingSchema = z.strictObject({
  registryNumber: z.string().regex(/^\d+$/),
  origin: z.enum(['israeli', 'multinational-site', 'not-tech']),
  confidence: z.enum(['high', 'low']),
  note: z.string().optional(),
  fr: text,
  en: text,
  he: text,
})
export type Reading = z.infer<typeof readingSchema>

/** Every committed reading, by registry number; a company read twice is an error. */
export function readReadings(from = folder): Map<string, Reading> {
  const readings = new Map<string, Reading>()
  for (const file of readdirSync(from).filter((name) => name.endsWith('.jsonl')).sort()) {
    readFileSync(join(from, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (line.trim() === '') return
        const parsed = readingSchema.safeParse(JSON.parse(line))
        if (!parsed.success) throw new Error(`${file} line ${index + 1}: ${parsed.error.message}`)
        if (readings.has(parsed.data.registryNumber)) throw new Error(`${file} line ${index + 1}: ${parsed.data.registryNumber} is read twice`)
        readings.set(parsed.data.registryNumber, parsed.data)
      })
  }
  return readings
}

/** The header line of each texts file. */
export const textsHeader = 'registryNumber\ttext'

/** The texts of one language as the committed TSV: a header, then one company a line, by registry number. */
export function textsTsv(readings: Iterable<Reading>, language: Language): string {
  const rows = [...readings].sort((a, b) => (a.registryNumber < b.registryNumber ? -1 : a.registryNumber > b.registryNumber ? 1 : 0))
  return [textsHeader, ...rows.map((reading) => `${reading.registryNumber}\t${reading[language]}`)].join('\n') + '\n'
}

export { languages }
