import { describe, expect, it } from 'vitest'
import { directoryData } from '../../app/lib/directory-data.server.ts'
import { sectorCounts } from '../../content/companies.server.ts'
import { sectors } from '../../content/index.ts'
import {
  directoryOptions,
  directorySearch,
  emptyDirectoryFilters,
  filterDirectory,
  hasActiveFilters,
  leadingFirst,
  paginate,
  parseDirectoryFilters,
  phareFirst,
  roundGroupOf,
  cityKey,
  sparseCount,
  type DirectoryCompany,
} from '../../app/lib/directory-filters.ts'
import { normalisedQuery } from '../../app/lib/cacheable-page.server.ts'
import { companiesMatching, siteSearch } from '../../app/lib/site-search.server.ts'
import { allCompanies } from '../../content/companies.server.ts'
import { districtIds } from '../../content/localities.ts'
import { registerLocality } from '../../content/register.server.ts'
import { sizeBands } from '../../content/size-bands.ts'
import { bestSizeOf, kindOf } from '../../content/company-kind.ts'

/** A card as the server gives it: its best known size and kind derived from its facts (content/company-kind.ts). */
const card = (company: DirectoryCompany): DirectoryCompany => {
  const size = bestSizeOf(company)
  return { ...company, ...(size ? { size } : {}), kind: kindOf({ ...company, origin: 'israeli', size }) }
}

const sample: DirectoryCompany[] = (
  [
  { slug: 'b', name: 'Beta', sector: 'fintech', description: 'Paiements sécurisés', descriptionLanguage: 'fr', founded: 2015, location: 'Tel Aviv', district: 'tel-aviv', sizeBand: '11-50', careers: 'https://beta.example/jobs', stage: 'Private', lastRound: 'Series B', tags: ['Paiements', 'API'], featured: false },
  { slug: 'a', name: 'alpha', sector: 'cybersecurity', description: 'Sécurité du cloud', descriptionLanguage: 'fr', founded: 2020, location: 'Herzliya', district: 'tel-aviv', sizeBand: '201-1000', stage: 'Acquired', acquisition: { acquirer: 'Google' }, tags: ['Cloud', 'CNAPP'], featured: true },
  { slug: 'c', name: 'Éclair', sector: 'cybersecurity', description: 'Pare-feu', descriptionLanguage: 'fr', location: 'Tel Aviv', district: 'tel-aviv', sizeBand: '11-50', careers: 'https://eclair.example/jobs', stage: 'Public', lastRound: 'IPO', tags: ['Réseau', 'Pare-feu'], featured: false },
  { slug: 'd', name: 'Delta', sector: 'fintech', description: 'Assurance en ligne', descriptionLanguage: 'fr', founded: 2009, location: 'Jérusalem', district: 'jerusalem', stage: 'Public', tags: ['Assurance', 'Insurtech'], featured: false },
  ] as DirectoryCompany[]
).map(card)
const options = directoryOptions(sample, { sector: ['cybersecurity', 'fintech'], district: districtIds })
const parse = (search: string, within = options) => parseDirectoryFilters(new URLSearchParams(search), within)
const names = (list: DirectoryCompany[]) => list.map((company) => company.name)

describe('directory options', () => {
  it('are derived from the companies', () => {
    expect(options.cities).toEqual(['Herzliya', 'Jérusalem', 'Tel Aviv'])
    expect(options.choices.round).toEqual(['Series B', 'IPO'])
    expect(options.choices.stage).toEqual(['Public', 'Private', 'Acquired'])
    expect(options.choices.sector).toEqual(['cybersecurity', 'fintech'])
    expect(options.years).toEqual({ min: 2009, max: 2020 })
  })

  it('hold funding rounds and the listing only: an acquisition is its own fact (issue 33)', () => {
    expect(roundGroupOf('Acquired by Intel')).toBeUndefined()
    expect(roundGroupOf('Series C')).toBe('Series C')
    expect(roundGroupOf(undefined)).toBeUndefined()
  })
})

describe('filters in the URL', () => {
  it('are read back from the query string, unknown values ignored', () => {
    expect(
      parse('sector=fintech&size=11-50&district=tel-aviv&stage=Public&round=IPO&city=Tel+Aviv&from=2010&to=2020&hiring=1&sort=founded-desc&page=2&q=+pay+'),
    ).toEqual({
      ...emptyDirectoryFilters,
      q: 'pay',
      sector: 'fintech',
      size: '11-50',
      district: 'tel-aviv',
      stage: 'Public',
      round: 'IPO',
      city: 'Tel Aviv',
      from: '2010',
      to: '2020',
      hiring: '1',
      sort: 'founded-desc',
      page: 2,
    })
    expect(parse('sector=unknown&stage=Bankrupt&city=Paris&from=20&sort=random&page=-3')).toEqual(emptyDirectoryFilters)
    // A size band or district no company of the list has, an unknown district, a hiring value other than 1.
    expect(parse('size=1001%2B&district=haifa&hiring=yes&sort=size-desc&district=atlantis')).toEqual(emptyDirectoryFilters)
    expect(parse('sort=size').sort).toBe('size')
  })

  it('round-trip through directorySearch, without the defaults', () => {
    const filters = parse('sector=fintech&sort=founded-asc&from=2010')
    expect(directorySearch(filters)).toBe('?sector=fintech&from=2010&sort=founded-asc')
    expect(parse(directorySearch(filters).slice(1))).toEqual(filters)
    expect(directorySearch(emptyDirectoryFilters)).toBe('')
    expect(hasActiveFilters(emptyDirectoryFilters)).toBe(false)
    expect(hasActiveFilters(filters)).toBe(true)
    const all = parse('hiring=1&district=jerusalem&size=11-50&q=x&sort=size&page=3')
    expect(directorySearch(all)).toBe('?q=x&size=11-50&district=jerusalem&hiring=1&sort=size&page=3')
    expect(parse(directorySearch(all).slice(1))).toEqual(all)
    expect(hasActiveFilters(parse('hiring=1'))).toBe(true)
    expect(hasActiveFilters(parse('sort=size&page=2'))).toBe(false)
  })

  it('give equivalent addresses one canonical query, the render cache key of the page they all show', () => {
    const key = (search: string) => normalisedQuery(directorySearch(parse(search)))
    const expected = 'sector=fintech&size=11-50'
    expect(key('sector=fintech&size=11-50')).toBe(expected)
    expect(key('size=11-50&sector=fintech')).toBe(expected)
    // What a form without JavaScript sends: every field, most of them empty, and the default sort.
    expect(key('q=&sector=fintech&size=11-50&district=&city=&stage=&round=&from=&to=&sort=selection&page=1')).toBe(expected)
    // The name order is no longer the default: it is a page of its own.
    expect(key('sector=fintech&sort=name')).toBe('sector=fintech&sort=name')
    // Parameters the page ignores: unknown names, invalid values.
    expect(key('sector=fintech&size=11-50&utm_source=newsletter')).toBe(expected)
    expect(key('sector=fintech&size=m&size=11-50')).toBe('sector=fintech')
    expect(key('sector=unknown&hiring=on&page=02')).toBe('page=2')
    expect(key('q=+pay&hiring=1')).toBe('hiring=1&q=pay')
  })

  it('key the render cache by their normalised query', () => {
    expect(normalisedQuery('?sort=size&q=&district=haifa&size=1-10')).toBe('district=haifa&size=1-10&sort=size')
    expect(normalisedQuery('size=1-10&district=haifa&sort=size')).toBe('district=haifa&size=1-10&sort=size')
    expect(normalisedQuery('size=1-10&sort=selection&page=1&district=haifa&q=')).toBe('district=haifa&size=1-10')
    expect(normalisedQuery('page=2&sort=founded-asc')).toBe('page=2&sort=founded-asc')
    expect(normalisedQuery('')).toBe('')
    expect(normalisedQuery('a=1&a=2')).toBeNull()
  })
})

describe('sparse facts', () => {
  it('are counted from the list, and said only under 5% of its companies', () => {
    expect(options.total).toBe(4)
    expect(options.known).toEqual({ founded: 3, stage: 4, lastRound: 2 })
    expect(sparseCount(options, 'founded')).toBeUndefined()
    const many: DirectoryCompany[] = Array.from({ length: 100 }, (_, index) => ({ ...sample[2]!, slug: `c${index}`, stage: undefined, lastRound: undefined }))
    const sparse = directoryOptions([...sample, ...many], { sector: ['cybersecurity', 'fintech'] })
    expect(sparse.total).toBe(104)
    // 3 founding years, 4 stages, 2 rounds among 104 companies: all under 5.2.
    expect([sparseCount(sparse, 'founded'), sparseCount(sparse, 'stage'), sparseCount(sparse, 'lastRound')]).toEqual([3, 4, 2])
    const notSparse = directoryOptions([...sample, ...many.slice(0, 50)], { sector: ['cybersecurity', 'fintech'] })
    // 4 stages among 54 companies is 7%.
    expect(sparseCount(notSparse, 'stage')).toBeUndefined()
  })
})

describe('filterDirectory', () => {
  it('sorts by name on request, accents and case aside', () => {
    expect(names(filterDirectory(sample, parse('sort=name')))).toEqual(['alpha', 'Beta', 'Delta', 'Éclair'])
  })

  it("opens on its selection (ADR 0050): a sector page's 'Phare' companies, then the rest by name", () => {
    const phare = sample.map((company) => (company.slug === 'c' ? { ...company, featured: true } : { ...company, featured: false }))
    expect(names(filterDirectory(phare, emptyDirectoryFilters))).toEqual(['Éclair', 'alpha', 'Beta', 'Delta'])
    expect(names(filterDirectory(phare, emptyDirectoryFilters, undefined, phareFirst))).toEqual(['Éclair', 'alpha', 'Beta', 'Delta'])
    expect(names(filterDirectory(phare, parse('sort=name')))).toEqual(['alpha', 'Beta', 'Delta', 'Éclair'])
  })

  it("opens the directory on 'Phare', then hand-checked, then larger Israeli companies by size, then the rest by name", () => {
    const big = (slug: string, name: string, staff: number, kind: string) =>
      ({ ...sample[3]!, slug, name, featured: false, handChecked: undefined, size: { band: staff > 1000 ? '1001+' : '201-1000', figure: staff, source: 'register' }, kind }) as DirectoryCompany
    const list = [
      ...sample.map((company) => ({ ...company, featured: false })),
      big('i', 'Intel', 1001, 'multinational-site'),
      big('n', 'Nice', 5000, 'listed'),
      big('t', 'Tower', 1001, 'growth'),
      { ...sample[1]!, slug: 'h', name: 'Hand', featured: false, handChecked: true as const, size: undefined, kind: 'startup' as const },
      { ...sample[0]!, slug: 'p', name: 'Phare', featured: true },
    ]
    expect(names(filterDirectory(list, emptyDirectoryFilters, undefined, leadingFirst))).toEqual(['Phare', 'Hand', 'Nice', 'Tower', 'alpha', 'Beta', 'Delta', 'Éclair', 'Intel'])
  })

  it('filters by sector, stage, last round and city', () => {
    expect(names(filterDirectory(sample, parse('sector=cybersecurity')))).toEqual(['alpha', 'Éclair'])
    expect(names(filterDirectory(sample, parse('stage=Public')))).toEqual(['Delta', 'Éclair'])
    expect(names(filterDirectory(sample, parse('stage=Acquired')))).toEqual(['alpha'])
    expect(parse('round=Acquired').round).toBe('')
    expect(names(filterDirectory(sample, parse('city=Tel+Aviv')))).toEqual(['Beta', 'Éclair'])
    expect(names(filterDirectory(sample, parse('sector=fintech&city=J%C3%A9rusalem')))).toEqual(['Delta'])
  })

  it('gives a sector its companies under every sort, and the same list on every call', () => {
    expect(names(filterDirectory(sample, parse('sector=fintech')))).toEqual(['Beta', 'Delta'])
    expect(names(filterDirectory(sample, parse('sector=fintech&sort=founded-asc')))).toEqual(['Delta', 'Beta'])
    expect(names(filterDirectory(sample, parse('sector=cybersecurity&sort=founded-desc')))).toEqual(['alpha', 'Éclair'])
    expect(names(filterDirectory(sample, parse('sector=cybersecurity&sort=size')))).toEqual(['alpha', 'Éclair'])
    // Sorting a result must not reorder what the next call reads.
    expect(names(filterDirectory(sample, parse('sector=fintech')))).toEqual(['Beta', 'Delta'])
    expect(names(filterDirectory(sample, parse('sector=cybersecurity&hiring=1')))).toEqual(['Éclair'])
  })

  it('filters by size band, district and hiring', () => {
    expect(names(filterDirectory(sample, parse('size=11-50')))).toEqual(['Beta', 'Éclair'])
    expect(names(filterDirectory(sample, parse('district=tel-aviv')))).toEqual(['alpha', 'Beta', 'Éclair'])
    expect(names(filterDirectory(sample, parse('district=jerusalem')))).toEqual(['Delta'])
    expect(names(filterDirectory(sample, parse('hiring=1')))).toEqual(['Beta', 'Éclair'])
    expect(names(filterDirectory(sample, parse('hiring=1&district=tel-aviv&q=pare'), () => new Set(['a', 'c', 'd'])))).toEqual(['Éclair'])
  })

  it('sorts by size, largest first, companies without a band last, ties by name', () => {
    expect(names(filterDirectory(sample, parse('sort=size')))).toEqual(['alpha', 'Beta', 'Éclair', 'Delta'])
  })

  it('filters by founding year range, bounds included, companies without a year left out', () => {
    expect(names(filterDirectory(sample, parse('from=2010&to=2020')))).toEqual(['alpha', 'Beta'])
    expect(names(filterDirectory(sample, parse('to=2015')))).toEqual(['Beta', 'Delta'])
    expect(names(filterDirectory(sample, parse('from=2020&to=2010')))).toEqual(['alpha', 'Beta'])
  })

  it('keeps, for a text, the companies the site search finds (its matcher), with the other filters and the chosen order', () => {
    const asked: string[] = []
    const matcher = (query: string) => {
      asked.push(query)
      return new Set(['d', 'a', 'c'])
    }
    expect(names(filterDirectory(sample, parse('q=s%C3%A9cu'), matcher))).toEqual(['alpha', 'Delta', 'Éclair'])
    expect(names(filterDirectory(sample, parse('q=s%C3%A9cu&sector=cybersecurity&sort=founded-desc'), matcher))).toEqual(['alpha', 'Éclair'])
    expect(asked).toEqual(['sécu', 'sécu'])
    expect(filterDirectory(sample, parse('q=introuvable'), () => new Set())).toEqual([])
    // No text, no search; a text without the site search is a mistake of the caller, not an empty list.
    expect(names(filterDirectory(sample, parse('sector=fintech'), () => new Set()))).toEqual(['Beta', 'Delta'])
    expect(() => filterDirectory(sample, parse('q=cloud'))).toThrow(/site search/)
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
  // The city a company is filed under: its locality, even where the card names a place that is not one (Airport City).
  const cityOf = (company: DirectoryCompany) => company.city ?? company.location
  const byCity = Map.groupBy(
    companies.filter((company) => cityOf(company)),
    (company) => cityKey(cityOf(company)!),
  )

  it('offers every sector that has companies, each filter finding the count of its sector', () => {
    expect(real.choices.sector).toEqual(sectors.map((sector) => sector.id).filter((id) => sectorCounts()[id] > 0))
    for (const id of real.choices.sector) expect(filterDirectory(companies, parse(`sector=${id}`, real)), id).toHaveLength(sectorCounts()[id as keyof ReturnType<typeof sectorCounts>])
    expect(filterDirectory(companies, parse('', real))).toHaveLength(companies.length)
  })

  it('offers every size band and district the data has, each filter finding the count of the data by the best known size', () => {
    const records = allCompanies()
    expect(real.choices.size).toEqual(sizeBands.filter((band) => records.some((record) => record.size?.band === band)))
    for (const band of real.choices.size) {
      expect(filterDirectory(companies, parse(`size=${encodeURIComponent(band)}`, real)), band).toHaveLength(records.filter((record) => record.size?.band === band).length)
    }
    // Check Point: the register says 201-1,000; its hand-checked worldwide headcount (5,000+) is the best known figure.
    expect(filterDirectory(companies, parse('size=1001%2B', real)).map((company) => company.slug)).toContain('check-point')
    // Every register locality's district counts; a hand-checked company without one may add to it.
    for (const district of real.choices.district) {
      const inRegister = records.filter((record) => record.israeliLocality && registerLocality(record.israeliLocality)?.district === district).length
      const found = filterDirectory(companies, parse(`district=${district}`, real)).length
      expect(found, district).toBeGreaterThanOrEqual(inRegister)
      expect(found, district).toBeLessThanOrEqual(inRegister + records.filter((record) => record.handChecked && !record.israeliLocality).length)
    }
    expect(real.choices.district.length).toBeGreaterThan(4)
  })

  it('finds every company with a careers page for hiring, and counts the sparse facts', () => {
    const records = allCompanies()
    expect(filterDirectory(companies, parse('hiring=1', real))).toHaveLength(records.filter((record) => record.careers).length)
    expect(real.total).toBe(records.length)
    expect(real.known).toEqual({
      founded: records.filter((record) => record.founded !== undefined).length,
      stage: records.filter((record) => record.stage !== undefined).length,
      lastRound: records.filter((record) => record.lastRound !== undefined).length,
    })
    // With the register, founding year, stage and round are known for under 5% of the companies; hiring is not sparse.
    for (const fact of ['founded', 'stage', 'lastRound'] as const) expect(sparseCount(real, fact), fact).toBe(real.known[fact])
    expect(filterDirectory(companies, parse('hiring=1', real)).length).toBeGreaterThan(records.length * 0.05)
  })

  it('finds companies by what they do, in any language and with a typo, as the site search does', () => {
    const slugs = (query: string) => new Set(filterDirectory(companies, parse(`q=${encodeURIComponent(query)}`, real), companiesMatching).map((company) => company.slug))
    const searched = (query: string) => new Set(siteSearch().search(query).flatMap(({ document }) => (document.type === 'startup' ? [document.id.slice('startup-'.length)] : [])))
    for (const query of ['irrigation', 'irigation', 'השקיה', 'drone', 'paiement B2B']) expect(slugs(query), query).toEqual(searched(query))
    expect(slugs('irrigation').size).toBeGreaterThan(10)
    // A typo finds what the word finds.
    expect([...slugs('irrigation')].filter((slug) => !slugs('irigation').has(slug))).toEqual([])
  })

  it('offers every city once, and its filter finds every company there and no other', () => {
    expect(real.cities).toHaveLength(byCity.size)
    for (const [key, there] of byCity) {
      const filters = parse(`city=${encodeURIComponent(cityOf(there[0]!)!)}`, real)
      expect(cityKey(filters.city), cityOf(there[0]!)).toBe(key)
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
  const spelledOptions = directoryOptions(spelled, { sector: ['fintech'] })

  it('offers each city once, under its most frequent spelling, and matches every spelling', () => {
    expect(spelledOptions.cities).toEqual(['Hod HaSharon', 'Raanana'])
    const filters = parseDirectoryFilters(new URLSearchParams('city=Ra%E2%80%99anana'), spelledOptions)
    expect(filters.city).toBe('Raanana')
    expect(filterDirectory(spelled, filters).map((company) => company.slug)).toEqual(['x', 'y', 'z'])
  })
})
