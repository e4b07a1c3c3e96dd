/**
 * The hand-checked layer against the checks of issue 33 (content/corrections/): no hand-checked record contradicts a
 * fact found with its source. A head office found abroad is the record's `location`, the city as the site writes it
 * (content/place-names.ts, whose English name is the source's city), with the Israeli office as `israeliCentre`; a
 * head office found in Israel is the record's `location`, an Israeli locality, with no Israeli centre; an acquisition
 * found is stage 'Acquired', and a record naming an acquirer (`acquiredBy`) names that one. Lines saying "not found" settle nothing.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { companies } from '../../content/companies/index.ts'
import { localities, type LocalityEntry } from '../../content/localities.ts'
import { placeNames } from '../../content/place-names.ts'
import type { Company } from '../../content/schema.ts'
import { readPilot, type PilotLine } from '../../scripts/funding/pilot.ts'

const folder = join('content', 'corrections')
const { lines } = readPilot(readdirSync(folder).map((file) => join(folder, file)))
const found = lines.filter((line): line is Extract<PilotLine, { found: true }> => line.found)

/** Lower case, without accents, spaces, hyphens, dots or apostrophes: 'St. Helier' and 'St Helier', 'Ra’anana' and "Ra'anana" agree. */
const folded = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')

/**
 * Spellings of Israeli places in the sources that are none of the locality's names: filings write 'Petach Tikva' and
 * 'Herzliya Pituach' (the business district of Herzliya); keyed by the source's spelling, the locality's English name.
 */
const sourceSpellings: Readonly<Record<string, string>> = {
  'Herzliya Pituach': 'Herzliya',
  'Herziliya Pituach': 'Herzliya',
  Herzeliya: 'Herzliya',
  'Petach-Tikva': 'Petah Tikva',
  'Petach Tikva': 'Petah Tikva',
  'Rosh HaAin': 'Rosh HaAyin',
  'Tel Aviv-Jaffa': 'Tel Aviv',
  Yokneam: 'Yokneam Illit',
}

const localityBySpelling = new Map<string, LocalityEntry>(
  localities.flatMap((locality) => [locality.fr, locality.en, ...locality.aliases].map((name) => [folded(name), locality] as const)),
)
const israeliLocality = (city: string) => localityBySpelling.get(folded(sourceSpellings[city] ?? city))
const frenchLocalityNames = new Set(localities.map((locality) => locality.fr))

const bySlug = new Map<string, Company>(companies.map((company) => [company.slug, company]))
function record(slug: string): Company {
  const company = bySlug.get(slug)
  expect(company, `${slug} is not a hand-checked company`).toBeDefined()
  return company!
}

/** What a hand-checked record says that contradicts one line found with a source, or nothing. */
function contradiction(line: Extract<PilotLine, { found: true }>): string | undefined {
  const company = record(line.company)
  const said = `${line.company}: ${line.source.sourceUrl} (${line.source.sourceDate})`
  if (line.fact === 'headquarters') {
    const { city, country } = line.source.value as { city: string; country: string }
    if (country !== 'Israel') {
      const english = placeNames[company.location]?.en
      if (english === undefined || folded(english) !== folded(city)) return `${said} puts the head office in ${city}, ${country}; the record in ${company.location}`
      if (company.israeliCentre === undefined || !frenchLocalityNames.has(company.israeliCentre)) return `${said}: the head office is abroad, the record names no Israeli centre`
      return undefined
    }
    const locality = israeliLocality(city)
    if (locality === undefined) return `${said}: ${city} is no locality of content/localities.ts; add its spelling to sourceSpellings`
    if (company.location !== locality.fr) return `${said} puts the head office in ${locality.fr}; the record in ${company.location}`
    if (company.israeliCentre !== undefined) return `${said}: the head office is in Israel, the record names an Israeli centre ${company.israeliCentre}`
    return undefined
  }
  if (line.fact === 'status') {
    const status = line.source.value as { kind: 'private' | 'listed' | 'acquired'; acquirer?: string }
    const stage = ({ private: 'Private', listed: 'Public', acquired: 'Acquired' } as const)[status.kind]
    if (company.stage !== stage) return `${said} says ${status.kind}; the record's stage is ${company.stage}`
    const acquirer = company.acquiredBy
    if (status.acquirer && acquirer !== undefined && folded(acquirer) !== folded(status.acquirer)) {
      return `${said} names ${status.acquirer} as the acquirer; the record ${acquirer}`
    }
    return undefined
  }
  return undefined
}

describe('the hand-checked layer and its corrections', () => {
  it('reads lines of both files, found and not found', () => {
    expect(new Set(lines.map((line) => line.fact))).toEqual(new Set(['headquarters', 'status', 'headcountWorldwide', 'fundingTotal', 'round']))
    expect(found.filter((line) => line.fact === 'headquarters').length).toBeGreaterThan(40)
    expect(found.filter((line) => line.fact === 'status').length).toBeGreaterThan(15)
  })

  it('has no record contradicting a fact found with its source', () => {
    expect(found.map(contradiction).filter((problem) => problem !== undefined)).toEqual([])
  })

  it('names each city the way the checks compare it', () => {
    expect(israeliLocality('Petach-Tikva')?.fr).toBe('Petah Tikva')
    expect(israeliLocality('Tel Aviv-Yafo')?.fr).toBe('Tel Aviv')
    expect(israeliLocality('Ra’anana')?.fr).toBe('Raanana')
    expect(israeliLocality('Jerusalem')?.fr).toBe('Jérusalem')
    expect(folded('St. Helier')).toBe(folded('St Helier'))
  })
})
