import { describe, expect, it } from 'vitest'
import { directoryData } from '../../app/lib/directory-data.ts'
import { sectorCounts } from '../../content/companies.server.ts'
import { sectors } from '../../content/index.ts'
import {
  directoryOptions,
  directorySearch,
  emptyDirectoryFilters,
  filterDirectory,
  hasActiveFilters,
  paginate,
  parseDirectoryFilters,
  roundGroupOf,
  cityKey,
  type DirectoryCompany,
} from '../../app/lib/directory-filters.ts'

const sample: DirectoryCompany[] = [
  { slug: 'b', name: 'Beta', sector: 'fintech', description: 'Paiements sécurisés', descriptionLanguage: 'fr', founded: 2015, location: 'Tel Aviv', stage: 'Private', lastRound: 'Series B', tags: ['Paiements', 'API'], featured: false },
  { slug: 'a', name: 'alpha', sector: 'cybersecurity', description: 'Sécurité du cloud', descriptionLanguage: 'fr', founded: 2020, location: 'Herzliya', stage: 'Acquired', lastRound: 'Acquired by Google', tags: ['Cloud', 'CNAPP'], featured: true },
  { slug: 'c', name: 'Éclair', sector: 'cybersecurity', description: 'Pare-feu', descriptionLanguage: 'fr', location: 'Tel Aviv', stage: 'Public', lastRound: 'IPO', tags: ['Réseau', 'Pare-feu'], featured: false },
  { slug: 'd', name: 'Delta', sector: 'fintech', description: 'Assurance en ligne', descriptionLanguage: 'fr', founded: 2009, location: 'Jérusalem', stage: 'Public', tags: ['Assurance', 'Insurtech'], featured: false },
]
const options = directoryOptions(sample, ['cybersecurity', 'fintech'])
const parse = (search: string, within = options) => parseDirectoryFilters(new URLSearchParams(search), within)
const names = (list: DirectoryCompany[]) => list.map((company) => company.name)

describe('directory options', () => {
  it('are derived from the companies', () => {
    expect(options.cities).toEqual(['Herzliya', 'Jérusalem', 'Tel Aviv'])
    expect(options.rounds).toEqual(['Series B', 'IPO', 'Acquired'])
    expect([options.minYear, options.maxYear]).toEqual([2009, 2020])
  })

  it("count every 'Acquired by X' as 'Acquired'", () => {
    expect(roundGroupOf('Acquired by Intel')).toBe('Acquired')
    expect(roundGroupOf('Series C')).toBe('Series C')
    expect(roundGroupOf(undefined)).toBeUndefined()
  })
})

describe('filters in the URL', () => {
  it('are read back from the query string, unknown values ignored', () => {
    expect(parse('sector=fintech&stage=Public&round=IPO&city=Tel+Aviv&from=2010&to=2020&sort=founded-desc&page=2&q=+pay+')).toEqual({
      q: 'pay',
      sector: 'fintech',
      stage: 'Public',
      round: 'IPO',
      city: 'Tel Aviv',
      from: 2010,
      to: 2020,
      sort: 'founded-desc',
      page: 2,
    })
    expect(parse('sector=unknown&stage=Bankrupt&city=Paris&from=20&sort=random&page=-3')).toEqual(emptyDirectoryFilters)
  })

  it('round-trip through directorySearch, without the defaults', () => {
    const filters = parse('sector=fintech&sort=founded-asc&from=2010')
    expect(directorySearch(filters)).toBe('?sector=fintech&from=2010&sort=founded-asc')
    expect(parse(directorySearch(filters).slice(1))).toEqual(filters)
    expect(directorySearch(emptyDirectoryFilters)).toBe('')
    expect(hasActiveFilters(emptyDirectoryFilters)).toBe(false)
    expect(hasActiveFilters(filters)).toBe(true)
  })
})

describe('filterDirectory', () => {
  it('sorts by name by default, accents and case aside', () => {
    expect(names(filterDirectory(sample, emptyDirectoryFilters))).toEqual(['alpha', 'Beta', 'Delta', 'Éclair'])
  })

  it('filters by sector, stage, last round and city', () => {
    expect(names(filterDirectory(sample, parse('sector=cybersecurity')))).toEqual(['alpha', 'Éclair'])
    expect(names(filterDirectory(sample, parse('stage=Public')))).toEqual(['Delta', 'Éclair'])
    expect(names(filterDirectory(sample, parse('round=Acquired')))).toEqual(['alpha'])
    expect(names(filterDirectory(sample, parse('city=Tel+Aviv')))).toEqual(['Beta', 'Éclair'])
    expect(names(filterDirectory(sample, parse('sector=fintech&city=J%C3%A9rusalem')))).toEqual(['Delta'])
  })

  it('filters by founding year range, bounds included, companies without a year left out', () => {
    expect(names(filterDirectory(sample, parse('from=2010&to=2020')))).toEqual(['alpha', 'Beta'])
    expect(names(filterDirectory(sample, parse('to=2015')))).toEqual(['Beta', 'Delta'])
    expect(names(filterDirectory(sample, parse('from=2020&to=2010')))).toEqual(['alpha', 'Beta'])
  })

  it('matches every word of the text, accent- and case-insensitively, in name, description, city and tags', () => {
    expect(names(filterDirectory(sample, parse('q=securite')))).toEqual(['alpha'])
    expect(names(filterDirectory(sample, parse('q=S%C3%89CUR')))).toEqual(['alpha', 'Beta'])
    expect(names(filterDirectory(sample, parse('q=ECLAIR')))).toEqual(['Éclair'])
    expect(names(filterDirectory(sample, parse('q=cloud+herzliya')))).toEqual(['alpha'])
    expect(filterDirectory(sample, parse('q=introuvable'))).toEqual([])
  })

  it('sorts by founding year either way, companies without a year last', () => {
    expect(names(filterDirectory(sample, parse('sort=founded-desc')))).toEqual(['alpha', 'Beta', 'Delta', 'Éclair'])
    expect(names(filterDirectory(sample, parse('sort=founded-asc')))).toEqual(['Delta', 'Beta', 'alpha', 'Éclair'])
  })
})

describe('paginate', () => {
  it('cuts the list into pages and clamps the page number', () => {
    const list = Array.from({ length: 50 }, (_, index) => index)
    expect(paginate(list, 1, 24)).toMatchObject({ page: 1, pageCount: 3, total: 50 })
    expect(paginate(list, 3, 24).items).toEqual([48, 49])
    expect(paginate(list, 9, 24).page).toBe(3)
    expect(paginate([], 1, 24)).toMatchObject({ page: 1, pageCount: 1, total: 0, items: [] })
  })
})

describe('the real directory', () => {
  const { companies, options: real } = directoryData('fr')
  const byCity = Map.groupBy(
    companies.filter((company) => company.location),
    (company) => cityKey(company.location!),
  )

  it('offers every sector that has companies, each filter finding the count of its sector', () => {
    expect(real.sectors).toEqual(sectors.map((sector) => sector.id).filter((id) => sectorCounts()[id] > 0))
    for (const id of real.sectors) expect(filterDirectory(companies, parse(`sector=${id}`, real)), id).toHaveLength(sectorCounts()[id])
    expect(filterDirectory(companies, parse('', real))).toHaveLength(companies.length)
  })

  it('offers every city once, and its filter finds every company there and no other', () => {
    expect(real.cities).toHaveLength(byCity.size)
    for (const [key, there] of byCity) {
      const filters = parse(`city=${encodeURIComponent(there[0]!.location!)}`, real)
      expect(cityKey(filters.city), there[0]!.location).toBe(key)
      const found = filterDirectory(companies, filters)
      expect(found).toHaveLength(there.length)
      expect(new Set(found)).toEqual(new Set(there))
    }
  })
})

describe('city filter', () => {
  const spelled: DirectoryCompany[] = [
    { ...sample[0]!, slug: 'x', location: 'Ra’anana' },
    { ...sample[0]!, slug: 'y', location: 'Raanana' },
    { ...sample[0]!, slug: 'z', location: 'Raanana' },
    { ...sample[0]!, slug: 'w', location: 'Hod HaSharon' },
  ]
  const spelledOptions = directoryOptions(spelled, ['fintech'])

  it('offers each city once, under its most frequent spelling, and matches every spelling', () => {
    expect(spelledOptions.cities).toEqual(['Hod HaSharon', 'Raanana'])
    const filters = parseDirectoryFilters(new URLSearchParams('city=Ra%E2%80%99anana'), spelledOptions)
    expect(filters.city).toBe('Raanana')
    expect(filterDirectory(spelled, filters).map((company) => company.slug)).toEqual(['x', 'y', 'z'])
  })
})
