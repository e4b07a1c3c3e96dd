/**
 * The reading pass's committed outputs (ADR 0045): every line a company of the register, read once, with an
 * origin and a text in each language that follows the guide's mechanical rules. The register's descriptions are
 * not committed; the overlap with them is checked by the readers' script against the snapshot.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const folder = join(import.meta.dirname, '..', '..', 'content', 'register', 'reading', 'out')
const registerNames = new Map(
  readFileSync(join(import.meta.dirname, '..', '..', 'content', 'register', 'companies.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { registryNumber: string; name: string })
    .map((company) => [company.registryNumber, company.name] as const),
)
// A record merged into another (content/register/merges.tsv) has left companies.jsonl; its reading stays, unused.
for (const row of readFileSync(join(import.meta.dirname, '..', '..', 'content', 'register', 'merged-records.tsv'), 'utf8').trim().split('\n').slice(1)) {
  const [registryNumber, , name, kept] = row.split('\t') as [string, string, string, string]
  if (registryNumber !== kept) registerNames.set(registryNumber, name)
}

interface Reading {
  registryNumber: string
  origin: string
  confidence: string
  note?: string
  fr: string
  en: string
  he: string
}

const readings: (Reading & { file: string })[] = readdirSync(folder)
  .filter((file) => file.endsWith('.jsonl'))
  .sort()
  .flatMap((file) =>
    readFileSync(join(folder, file), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => ({ ...(JSON.parse(line) as Reading), file })),
  )

const words = (text: string) => text.split(/\s+/).filter(Boolean).length
// Hebrew words are matched whole (מוביל, "leading", is also the start of מוביליות, "mobility").
const marketing = /\b(?:leading|innovative|cutting-edge|revolutionary|world-class|révolutionnaire|innovante?s?|de pointe)\b|(?<![\u0590-\u05ff])(?:מוביל(?:ה|ים|ות)?|חדשני(?:ת|ים|ות)?)(?![\u0590-\u05ff])/i

describe('the reading pass', () => {
  it('reads each register company once, with a valid origin and confidence', () => {
    expect(readings.length).toBeGreaterThanOrEqual(200)
    const seen = new Set<string>()
    for (const reading of readings) {
      const where = `${reading.file}: ${reading.registryNumber}`
      expect(registerNames.has(reading.registryNumber), where).toBe(true)
      expect(seen.has(reading.registryNumber), `${where} read twice`).toBe(false)
      seen.add(reading.registryNumber)
      expect(['israeli', 'multinational-site', 'not-tech'], where).toContain(reading.origin)
      expect(['high', 'low'], where).toContain(reading.confidence)
      expect(Object.keys(reading).filter((key) => !['registryNumber', 'origin', 'confidence', 'note', 'fr', 'en', 'he', 'file'].includes(key)), where).toEqual([])
    }
  })

  it('writes each text in the site’s own words: 6 to 60 words, not opening on the name, no marketing words', () => {
    for (const reading of readings) {
      const name = registerNames.get(reading.registryNumber)!.toLowerCase()
      for (const language of ['fr', 'en', 'he'] as const) {
        const text = reading[language]
        const where = `${reading.file}: ${reading.registryNumber} (${language})`
        expect(words(text), where).toBeGreaterThanOrEqual(6)
        expect(words(text), where).toBeLessThanOrEqual(60)
        // The name as a word: 'SY' is not the start of 'Systèmes'.
        const opensOnName = text.toLowerCase().startsWith(name) && !/^[\p{L}\p{N}]/u.test(text.slice(name.length))
        expect(opensOnName, `${where} opens on the name`).toBe(false)
        expect(marketing.test(text), `${where} uses a marketing word`).toBe(false)
      }
      // A Hebrew text never opens on a Latin word: the browser would lay the line out left to right.
      expect(/^[\u0590-\u05ff]/.test(reading.he), `${reading.registryNumber} (he) opens on a Latin word`).toBe(true)
      // French typography: a no-break space before ; : ! ?
      expect(/ [;:!?]/.test(reading.fr), `${reading.registryNumber} (fr) has an ordinary space before a high sign`).toBe(false)
    }
  })

  it('keeps openings and long phrases from repeating across companies (issue 32: 2 % and 1 %)', () => {
    for (const language of ['fr', 'en', 'he'] as const) {
      const normal = readings.map((reading) => reading[language].toLowerCase().replace(/[^\p{L}\p{N}\s]/gu, ' ').split(/\s+/).filter(Boolean))
      const openings = new Map<string, number>()
      for (const text of normal) openings.set(text.slice(0, 5).join(' '), (openings.get(text.slice(0, 5).join(' ')) ?? 0) + 1)
      const sharing = [...openings.values()].filter((count) => count > 1).reduce((sum, count) => sum + count, 0)
      expect(sharing / normal.length, `${language}: share of texts sharing their first five words`).toBeLessThanOrEqual(0.02)
      const sequences = new Map<string, number>()
      for (const text of normal) for (const sequence of new Set(text.map((_, i) => text.slice(i, i + 6).join(' ')).filter((_, i) => i + 6 <= text.length))) sequences.set(sequence, (sequences.get(sequence) ?? 0) + 1)
      const most = Math.max(...sequences.values())
      expect(most / normal.length, `${language}: the most repeated 6-word sequence`).toBeLessThanOrEqual(0.01)
    }
  })
})
