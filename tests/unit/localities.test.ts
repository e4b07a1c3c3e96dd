/** The hand-written localities table (content/localities.ts) and the committed localities.json. */
import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { districtIds, localities, normalisePlace, placesResolvedByCoordinates, resolvePlace } from '../../content/localities.ts'
import { companies as handCompanies } from '../../content/index.ts'
import { placeNames } from '../../content/place-names.ts'
import { placeName } from '../../app/lib/directory-data.server.ts'

const committed = JSON.parse(readFileSync('content/register/localities.json', 'utf8')) as {
  id: string
  he: string
  en: string
  fr: string
  district: string
  lat: number
  lon: number
}[]
const companies = readFileSync('content/register/companies.jsonl', 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as { locality: string | null })

function repeated(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index)
}

describe('the localities table', () => {
  it('has unique kebab-case ids', () => {
    for (const locality of localities) expect(locality.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    expect(repeated(localities.map((locality) => locality.id))).toEqual([])
  })

  it('gives Hebrew names in Hebrew script, and one spelling per city in each language', () => {
    for (const locality of localities) {
      expect(locality.he, locality.id).toMatch(/^[\u05d0-\u05ea][\u05d0-\u05ea\s"'()-]*[\u05d0-\u05ea)]$/)
      expect(locality.en, locality.id).toMatch(/^[A-Z][A-Za-z' ()-]+$/)
      expect(locality.fr, locality.id).not.toMatch(/'/)
    }
    expect(repeated(localities.map((locality) => locality.he))).toEqual([])
    expect(repeated(localities.map((locality) => locality.en))).toEqual([])
    expect(repeated(localities.map((locality) => locality.fr))).toEqual([])
  })

  it('puts every locality in one of the seven districts', () => {
    for (const locality of localities) expect(districtIds).toContain(locality.district)
  })

  it('maps every alias, Hebrew name and English name to its own locality, and no name to two', () => {
    const owners = new Map<string, string>()
    for (const locality of localities) {
      for (const name of [locality.he, locality.en, ...locality.aliases]) {
        const place = normalisePlace(name)
        expect(owners.get(place) ?? locality.id, `${name} belongs to two localities`).toBe(locality.id)
        owners.set(place, locality.id)
        const resolved = resolvePlace(name)
        expect(typeof resolved === 'object' ? resolved.id : resolved, name).toBe(locality.id)
      }
    }
  })

  it('resolves the places that are not localities by coordinates, and knows nothing of other strings', () => {
    for (const place of placesResolvedByCoordinates) expect(resolvePlace(place), place).toBe('coordinates')
    expect(resolvePlace('אופקים')).toBeUndefined()
    expect(resolvePlace('  תל  אביב ')).toMatchObject({ id: 'tel-aviv' })
  })
})

describe('the committed localities.json', () => {
  it('agrees with the table and has a centre inside Israel for each locality', () => {
    for (const row of committed) {
      const entry = localities.find((locality) => locality.id === row.id)
      expect(entry, row.id).toBeDefined()
      expect({ he: row.he, en: row.en, fr: row.fr, district: row.district }).toEqual({
        he: entry!.he,
        en: entry!.en,
        fr: entry!.fr,
        district: entry!.district,
      })
      expect(row.lat).toBeGreaterThan(29.4)
      expect(row.lat).toBeLessThan(33.4)
      expect(row.lon).toBeGreaterThan(34.2)
      expect(row.lon).toBeLessThan(35.95)
    }
    expect(committed.map((row) => row.id)).toEqual([...committed.map((row) => row.id)].sort())
  })

  it('lists every locality a company is placed in', () => {
    const ids = new Set(committed.map((row) => row.id))
    for (const company of companies) if (company.locality !== null) expect(ids.has(company.locality), company.locality).toBe(true)
  })
})

describe('the places of the hand-checked companies', () => {
  const places = [...new Set(handCompanies.flatMap((company) => [company.location, company.israeliCentre ?? []].flat()))].sort()

  it('are each a locality of the table under its one French spelling, or a place of the table of place names', () => {
    const frenchNames = new Set(localities.map((locality) => locality.fr))
    const stray = places.filter((place) => !frenchNames.has(place) && !Object.hasOwn(placeNames, place))
    expect(stray).toEqual([])
  })

  it('are named in each language: Hebrew pages in Hebrew letters, English pages without French accents', () => {
    for (const place of places) {
      expect(placeName(place, 'fr'), place).toBe(place)
      expect(placeName(place, 'he'), place).toMatch(/^[\u05d0-\u05ea][\u05d0-\u05ea\s׳״'"()-]*$/)
      expect(placeName(place, 'en'), place).not.toMatch(/[àâçéèêëîïôûùüÿœ]/i)
    }
    expect(placeName('Londres', 'en')).toBe('London')
    expect(placeName('Jérusalem', 'en')).toBe('Jerusalem')
    expect(placeName('Jérusalem', 'he')).toBe('ירושלים')
  })
})
