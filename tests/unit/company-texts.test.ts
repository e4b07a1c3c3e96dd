/**
 * What each register company does, in the site's own words (issue 32, ADR 0046): every register company has
 * its readers' text in the three languages, used wherever it appears instead of the template sentence; no
 * English text shares six consecutive words with the register's description (checked against the snapshot when
 * ../shared is there, against the committed salted hashes otherwise); openings and long phrases do not repeat
 * across companies.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { companyCard, profileData } from '../../app/lib/directory-data.server.ts'
import { companySentence } from '../../content/company-sentence.ts'
import { allCompanies } from '../../content/companies.server.ts'
import { languages } from '../../content/languages.ts'
import { registerLocality } from '../../content/register.server.ts'
import { parseRegisterTexts, registerText, registerTexts } from '../../content/register-texts.server.ts'
import { hashesFile, overlapWordsOf, parseHashesFile, sequenceHashes, sharedSequences } from '../../scripts/register/overlap.ts'
import { readReadings, textsTsv } from '../../scripts/register/readings.ts'
import { readSnapshot } from '../../scripts/register/tar.ts'

const texts = join('content', 'register', 'texts')
const registerOnly = allCompanies().filter((record) => !record.handChecked && record.registryNumber)

describe('the company texts', () => {
  it('give every register company its text in French, English and Hebrew', () => {
    expect(registerOnly.length).toBeGreaterThan(7_500)
    const missing = languages.flatMap((language) => registerOnly.filter((record) => !registerText(record.registryNumber!, language)).map((record) => `${language} ${record.slug}`))
    expect(missing.length, `without a text: ${missing.slice(0, 10).join(', ')}`).toBe(0)
  })

  it('replace the template sentence on every card, profile and meta description', () => {
    const templated: string[] = []
    for (const record of allCompanies()) {
      const locality = record.israeliLocality ? registerLocality(record.israeliLocality) : undefined
      for (const language of languages) {
        const template = companySentence({ sector: record.sector, size: record.sizeBand, city: locality }, language)
        if (companyCard(record.slug, language)!.description === template) templated.push(`${language} ${record.slug}`)
      }
    }
    expect(templated.length, `still the template: ${templated.slice(0, 10).join(', ')}`).toBe(0)
    // The profile's about section and its meta description read the card's text.
    const sample = registerOnly[0]!
    for (const language of languages) {
      const view = profileData(sample.slug, language)!
      expect(view.company.description).toBe(registerText(sample.registryNumber!, language))
      expect(view.facts.descriptionBy).toBe('readers')
    }
  })

  it('reach a profile page one by one: its own text and those of the companies it shows beside it, no other', () => {
    for (const record of registerOnly.filter((_, index) => index % 1_000 === 0)) {
      for (const language of languages) {
        const view = profileData(record.slug, language)!
        const data = JSON.stringify(view)
        const all = [...registerTexts(language).values()]
        const carried = all.filter((text) => data.includes(JSON.stringify(text).slice(1, -1)))
        expect(carried.length, `${record.slug} ${language}`).toBe(1 + view.similar.filter((other) => all.includes(other.description)).length)
        expect(carried).toContain(registerText(record.registryNumber!, language))
      }
    }
  })

  it('are the readers’ texts of the register companies, one file per language, as the importer writes them', () => {
    const readings = readReadings()
    const numbers = new Set(allCompanies().flatMap((record) => record.registryNumber ?? []))
    const read = [...readings.values()].filter((reading) => numbers.has(reading.registryNumber))
    for (const language of languages) {
      const committed = readFileSync(join(texts, `${language}.tsv`), 'utf8')
      expect(committed === textsTsv(read, language), `${language}.tsv`).toBe(true)
      expect(parseRegisterTexts(committed).size).toBe(read.length)
    }
  })

  it('keep openings and long phrases from repeating: at most 2 % share their first five words, no 6-word sequence in over 1 %', () => {
    const names = new Map(allCompanies().flatMap((record) => (record.registryNumber ? [[record.registryNumber, record.name] as const] : [])))
    for (const language of languages) {
      const rows = [...parseRegisterTexts(readFileSync(join(texts, `${language}.tsv`), 'utf8'))]
      // Each text's words once its company's name is removed.
      const words = rows.map(([number, text]) => {
        const name = overlapWordsOf(names.get(number) ?? '').join(' ')
        const normal = overlapWordsOf(text).join(' ')
        return (name ? normal.split(name).join(' ') : normal).split(' ').filter(Boolean)
      })
      const openings = new Map<string, number>()
      for (const text of words) openings.set(text.slice(0, 5).join(' '), (openings.get(text.slice(0, 5).join(' ')) ?? 0) + 1)
      const sharing = [...openings.values()].filter((count) => count > 1).reduce((sum, count) => sum + count, 0)
      expect(sharing / words.length, `${language}: texts sharing their first five words`).toBeLessThanOrEqual(0.02)
      const sequences = new Map<string, number>()
      for (const text of words) {
        const seen = new Set<string>()
        for (let start = 0; start + 6 <= text.length; start++) seen.add(text.slice(start, start + 6).join(' '))
        for (const sequence of seen) sequences.set(sequence, (sequences.get(sequence) ?? 0) + 1)
      }
      const [worst, count] = [...sequences].sort((a, b) => b[1] - a[1])[0]!
      expect(count / words.length, `${language}: "${worst}" is in ${count} texts`).toBeLessThanOrEqual(0.01)
    }
  })
})

const snapshotPath = join('..', 'shared', 'register', 'techmap-c6e9777a.tar.gz')
const haveSnapshot = existsSync(snapshotPath)

describe('the English texts and the register descriptions', () => {
  const english = parseRegisterTexts(readFileSync(join(texts, 'en.tsv'), 'utf8'))
  const committedHashes = parseHashesFile(readFileSync(join(texts, 'description-hashes.txt'), 'utf8'))

  it('the comparison finds six shared words, ignoring case, accents and punctuation, and not five', () => {
    const description = 'Acme builds AI-driven acoustic sensors for leak detection in water pipes.'
    const hashes = new Set(sequenceHashes(description))
    expect(sharedSequences('Finds leaks: acme BUILDS ai driven acoustic sensors, in cities.', hashes)).toEqual(['acme builds ai driven acoustic sensors'])
    expect(sharedSequences('Its AI-driven acoustic sensors for finding leaks.', hashes)).toEqual([])
    expect(sharedSequences('Café: acmé builds AI—driven acoustic sensors.', hashes)).toEqual(['acme builds ai driven acoustic sensors'])
  })

  it('share no six consecutive words, over every company read (the committed hashes)', () => {
    expect(committedHashes.size).toBe(english.size)
    const copied: string[] = []
    for (const [number, text] of english) {
      const hashes = committedHashes.get(number)
      expect(hashes, `${number} has no hashes`).toBeDefined()
      const shared = sharedSequences(text, hashes!)
      if (shared.length > 0) copied.push(`${number}: ${shared[0]}`)
    }
    expect(copied).toEqual([])
  })

  it.skipIf(!haveSnapshot)('share no six consecutive words with the snapshot’s descriptions, which the committed hashes are made from', () => {
    const snapshot = readSnapshot(snapshotPath)
    const descriptions = new Map<string, string>()
    for (const number of english.keys()) {
      const file = snapshot.files.get(`companies/${number}.json`)
      expect(file, number).toBeDefined()
      descriptions.set(number, (JSON.parse(file!.toString('utf8')) as { description?: string | null }).description ?? '')
    }
    const copied: string[] = []
    for (const [number, text] of english) {
      const shared = sharedSequences(text, new Set(sequenceHashes(descriptions.get(number)!)))
      if (shared.length > 0) copied.push(`${number}: ${shared[0]}`)
    }
    expect(copied).toEqual([])
    expect(hashesFile(descriptions) === readFileSync(join(texts, 'description-hashes.txt'), 'utf8'), 'description-hashes.txt').toBe(true)
  }, 60_000)
})
