/**
 * Places that are not localities (issue 33, point 7): a company registered at Airport City, Tefen or Misgav is shown
 * at that place, on its card and in its profile's key facts, while its nearest locality still files it for the city
 * filter and the map (content/named-places.ts, scripts/register/build.ts, app/lib/directory-data.server.ts).
 */
import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { localities, placesResolvedByCoordinates, resolvePlace } from '../../content/localities.ts'
import { namedPlaceById, namedPlaceOf, namedPlaces } from '../../content/named-places.ts'
import { placeNames } from '../../content/place-names.ts'
import type { RegisterCompany } from '../../content/register-schema.ts'
import { companyCard, directoryData, profileData } from '../../app/lib/directory-data.server.ts'
import { filterDirectory, parseDirectoryFilters } from '../../app/lib/directory-filters.ts'

const committed = readFileSync('content/register/companies.jsonl', 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as RegisterCompany)

describe('the table of named places', () => {
  it('names each place the register gives that is not a locality, in the three languages', () => {
    for (const raw of placesResolvedByCoordinates) expect(namedPlaceOf(raw), raw).toBeDefined()
    for (const place of namedPlaces) {
      expect(place.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
      expect(place.he, place.id).toMatch(/^[\u05d0-\u05ea][\u05d0-\u05ea\s"'()-]*$/)
      expect(place.en, place.id).not.toMatch(/[àâçéèêëîïôûùüÿœ’]/i)
      expect(place.fr, place.id).not.toMatch(/'/)
      // A spelling of the place is never a locality's: the company keeps the locality nearest to its coordinates.
      for (const alias of place.aliases) expect(resolvePlace(alias), alias).toBe('coordinates')
      // The hand-checked companies name it by its French name.
      expect(placeNames[place.fr], place.fr).toEqual({ en: place.en, he: place.he })
    }
    const localityNames = new Set(localities.flatMap((locality) => [locality.fr, locality.en, locality.he]))
    for (const place of namedPlaces) for (const name of [place.fr, place.en, place.he]) expect(localityNames.has(name), name).toBe(false)
    expect(new Set(namedPlaces.map((place) => place.id)).size).toBe(namedPlaces.length)
  })
})

describe('a company registered at a place that is not a locality', () => {
  it('keeps the place in its register record, and its nearest locality for the city filter and the map', () => {
    const placed = committed.filter((company) => company.place !== null)
    expect(placed.length).toBeGreaterThanOrEqual(40)
    for (const company of placed) {
      expect(namedPlaceById(company.place!), company.registryNumber).toBeDefined()
      expect(company.locality, company.registryNumber).not.toBeNull()
    }
    expect(committed.find((company) => company.slug === 'vitalerter')).toMatchObject({ place: 'airport-city', locality: 'kfar-truman' })
    expect(committed.find((company) => company.slug === 'xsense')).toMatchObject({ place: 'tefen', locality: 'kfar-vradim' })
  })

  it('shows that place on its card and in its profile’s key facts, in each language', () => {
    for (const [language, airportCity, tefen] of [
      ['fr', 'Airport City', 'Tefen'],
      ['en', 'Airport City', 'Tefen'],
      ['he', 'איירפורט סיטי', 'תפן'],
    ] as const) {
      expect(companyCard('vitalerter', language)?.location, language).toBe(airportCity)
      expect(companyCard('xsense', language)?.location, language).toBe(tefen)
      const keyFacts = profileData('vitalerter', language)!.facts.keyFacts
      expect(keyFacts.find((fact) => fact.key === 'israeliLocality')?.value, language).toBe(airportCity)
    }
    // A company at a locality is shown at it.
    expect(companyCard('mend', 'en')?.location).toBe('Karmiel')
  })

  it('is found by the city filter under its nearest locality', () => {
    const { companies, options } = directoryData('fr')
    const inCity = (city: string) => filterDirectory(companies, parseDirectoryFilters(new URLSearchParams({ city }), options)).map((company) => company.slug)
    expect(inCity('Kfar Truman')).toEqual(expect.arrayContaining(['vitalerter', 'unitronics']))
    expect(inCity('Kfar Vradim')).toEqual(expect.arrayContaining(['xsense']))
    expect(inCity('Airport City')).not.toContain('vitalerter')
  })
})
