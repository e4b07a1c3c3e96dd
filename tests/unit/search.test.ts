import { describe, expect, it } from 'vitest'
import { blogArticles, companies, guidePages, sectors, topics } from '../../content/index.ts'
import { allCompanies } from '../../content/companies.server.ts'
import { companyTranslation } from '../../content/companies/i18n/index.ts'
import { languages } from '../../content/languages.ts'
import { sectorKeywords } from '../../content/sector-keywords.ts'
import { sectorIds15 } from '../../content/sector-ids.ts'
import { searchDocuments, searchResultView, type SearchDocument } from '../../app/lib/search-index.server.ts'
import { createSiteSearch, searchTokens, siteSearch } from '../../app/lib/site-search.server.ts'
import { cleanQuery, normalizeSearchText } from '../../app/lib/search.ts'
import { seededSample } from '../support/sample.ts'

describe('normalizeSearchText', () => {
  it('ignores case, accents, Hebrew points and typographic variants', () => {
    expect(normalizeSearchText('Sécurité')).toBe('securite')
    expect(normalizeSearchText('  CYBERSÉCURITÉ  ')).toBe('cybersecurite')
    expect(normalizeSearchText('L’Œuvre')).toBe("l'oeuvre")
    expect(normalizeSearchText('Énergie   verte')).toBe('energie verte')
    expect(normalizeSearchText('סַייבֶר')).toBe('סייבר')
  })
})

describe('searchTokens', () => {
  it('splits on anything that is not a letter or a digit, a Hebrew geresh inside a word left out', () => {
    expect(searchTokens("L'IA & le Big-Data")).toEqual(['l', 'ia', 'le', 'big', 'data'])
    expect(searchTokens('monday.com')).toEqual(['monday', 'com'])
    expect(searchTokens('הלת׳טק')).toEqual(['הלתטק'])
    expect(searchTokens("הלת'טק")).toEqual(['הלתטק'])
  })
})

describe('cleanQuery', () => {
  it('trims, and an empty or blank query means no search (spec section 5)', () => {
    expect(cleanQuery('  wix ')).toBe('wix')
    expect(cleanQuery('   ')).toBe('')
    expect(cleanQuery(null)).toBe('')
  })
})

/** A document of a made-up site, for ranking cases that do not depend on the content. */
const documentOf = (overrides: Partial<SearchDocument> & { names: string[] }): SearchDocument => ({
  id: `startup-${overrides.names[0]}`,
  type: 'startup',
  url: `/startups/${overrides.names[0]}`,
  tags: [],
  description: '',
  places: [],
  boost: 1,
  ...overrides,
})

describe('ranking, on a made-up site', () => {
  const documents = [
    documentOf({ id: 'sector-cybersecurity', type: 'category', names: ['Cybersécurité', 'Cybersecurity', 'סייבר'], tags: ['cybersecurity', 'cyber', 'sécurité'], description: 'Protection des réseaux', sector: 'cybersecurity' }),
    documentOf({ id: 'sector-adtech', type: 'category', names: ['AdTech'], tags: ['adtech', 'publicité'], sector: 'adtech' }),
    documentOf({ id: 'sector-agtech', type: 'category', names: ['AgTech'], tags: ['agtech', 'agriculture'], sector: 'agtech' }),
    documentOf({ names: ['CyberArk'], description: 'Sécurité des identités', tags: ['Accès à privilèges'], sector: 'cybersecurity' }),
    documentOf({ names: ['Wix'], description: 'Créer un site web', tags: ['No-code'], sector: 'enterprise' }),
    documentOf({ names: ['Gong'], description: 'Analyse des ventes, comme Wix le fait pour les sites', sector: 'enterprise' }),
    documentOf({ names: ['Monday'], description: 'Gestion du travail', tags: ['Wix partner'], sector: 'enterprise' }),
    documentOf({ names: ['Mobileye'], description: 'Aide à la conduite', places: ['Jérusalem'], sector: 'mobility' }),
    documentOf({ names: ['Quiet Shield'], description: 'Pare-feu', places: ['Haïfa'], sector: 'cybersecurity' }),
    documentOf({ names: ['Pixel Ads'], sector: 'adtech' }),
    documentOf({ names: ['Green Field'], sector: 'agtech' }),
    documentOf({ names: ['Harbor Labs'], sector: 'deeptech', city: { id: 'haifa', names: ['Haïfa', 'Haifa', 'חיפה'] } }),
    documentOf({ names: ['Coast Works'], sector: 'deeptech', city: { id: 'haifa', names: ['Haïfa', 'Haifa', 'חיפה'] } }),
  ]
  const search = createSiteSearch(documents)
  const names = (query: string) => search.search(query).map((hit) => hit.document.names[0])

  it('finds nothing for an empty, blank or wordless query', () => {
    expect(search.search('')).toEqual([])
    expect(search.search('   ')).toEqual([])
    expect(search.search(' & — ')).toEqual([])
  })

  it('ranks a name match before a tag match before a description match', () => {
    expect(names('wix')).toEqual(['Wix', 'Monday', 'Gong'])
  })

  it('ignores case and accents, both ways', () => {
    expect(names('CYBERARK')).toEqual(['CyberArk'])
    expect(names('réseàux')).toEqual(['Cybersécurité'])
    expect(names('securite')).toEqual(names('SÉCURITÉ'))
    expect(names('haifa').sort()).toEqual(['Coast Works', 'Harbor Labs', 'Quiet Shield'])
  })

  it('finds the companies of a city by any of its names', () => {
    expect(names('חיפה')).toEqual(['Coast Works', 'Harbor Labs'])
    expect(names('HAÏFA')).toEqual(names('haifa'))
    expect(names('harbor haifa')).toEqual(['Harbor Labs'])
  })

  it('takes the last word as the start of a word, from three letters', () => {
    expect(names('mobil')).toEqual(['Mobileye'])
    expect(names('mo')).toEqual([])
  })

  it('tolerates one typo in a word of five letters or more, ranked after exact matches', () => {
    expect(names('mobilye')).toEqual(['Mobileye'])
    expect(names('cyberak')).toEqual(['CyberArk'])
    expect(names('wux')).toEqual([])
  })

  it('requires every word of the query, and falls back to any word when no document has them all', () => {
    expect(names('identités cyberark')).toEqual(['CyberArk'])
    expect(names('conduite jérusalem')).toEqual(['Mobileye'])
    expect(names('conduite zzqqxx')).toEqual(['Mobileye'])
  })

  it("finds a sector by one of its words, with every company of the sector after it, but not by a typo's neighbour", () => {
    expect(names('cyber')).toEqual(['Cybersécurité', 'CyberArk', 'Quiet Shield'])
    expect(names('סייבר')).toEqual(['Cybersécurité', 'CyberArk', 'Quiet Shield'])
    // 'adtech' is one letter from 'agtech': the AgTech sector's name may match, its companies do not.
    expect(names('adtech')).toEqual(['AdTech', 'Pixel Ads', 'AgTech'])
    expect(names('adtech')).not.toContain('Green Field')
  })

  it('drops stop words from a query that has other words, and looks for a stop word alone in names only', () => {
    expect(names('le wix')).toEqual(names('wix'))
    expect(names('le')).toEqual([])
  })
})

describe('the site search', () => {
  const documents = searchDocuments()
  const search = siteSearch()
  const urls = (query: string) => search.search(query).map((hit) => hit.document.url)

  it('covers every sector, every company and the editorial pages, not a fixed list', () => {
    const has = (url: string, type: SearchDocument['type']) => documents.some((entry) => entry.url === url && entry.type === type)
    for (const sector of sectors) expect(has(`/category/${sector.id}`, 'category')).toBe(true)
    for (const company of companies) expect(has(`/startups/${company.slug}`, 'startup')).toBe(true)
    for (const guide of guidePages) expect(has(`/guides/${guide.slug}`, 'guide')).toBe(true)
    for (const topic of topics) expect(has(`/categories/${topic.slug}`, 'topic')).toBe(true)
    expect(has('/comment-investir-startup-israelienne', 'guide')).toBe(true)
    expect(has('/pushit-replays', 'article')).toBe(true)
    for (const article of blogArticles.filter((entry) => entry.slug !== 'comment-investir-startup-israelienne')) expect(has(`/blog/${article.slug}`, 'article')).toBe(true)
    expect(new Set(documents.map((entry) => entry.id)).size).toBe(documents.length)
  })

  it('indexes every company of the directory, those known only from the register too', () => {
    const registerOnly = allCompanies().filter((company) => !company.handChecked)
    const indexed = new Set(documents.filter((entry) => entry.type === 'startup').map((entry) => entry.url))
    const missing = registerOnly.filter((company) => !indexed.has(`/startups/${company.slug}`))
    expect(missing.length, `register companies the search cannot find, e.g. ${missing.slice(0, 3).map((company) => company.name).join(', ')}`).toBe(0)
    expect(search.documentCount).toBe(documents.length)
    // And finds them by name: a seeded sample, each among the results of its own name.
    const notFound = seededSample(registerOnly, 150, 17).filter((company) => !urls(company.name).includes(`/startups/${company.slug}`))
    expect(notFound.map((company) => company.name)).toEqual([])
  })

  it.each([
    ['fintech', 'fintech'],
    ['medtech', 'medtech'],
    ['adtech', 'adtech'],
    ['cyber', 'cybersecurity'],
    ['cybersécurité', 'cybersecurity'],
    ['FINTECH', 'fintech'],
    ['Cybersecurite', 'cybersecurity'],
    ['סייבר', 'cybersecurity'],
  ] as const)("'%s' finds the %s sector first and every one of its companies", (query, sector) => {
    const found = urls(query)
    expect(found[0]).toBe(`/category/${sector}`)
    const inSector = allCompanies().filter((company) => company.sector === sector)
    expect(inSector.length).toBeGreaterThan(100)
    const shown = new Set(found)
    const missing = inSector.filter((company) => !shown.has(`/startups/${company.slug}`))
    expect(missing.map((company) => company.name)).toEqual([])
  })

  it("'mobilye' finds Mobileye first", () => {
    expect(urls('mobilye')[0]).toBe('/startups/mobileye')
  })

  it("finds a hand-checked company by the words of its English and Hebrew texts: 'community navigation', 'ניווט קהילתית'", () => {
    expect(urls('community navigation')).toContain('/startups/waze')
    expect(urls('ניווט קהילתית')).toContain('/startups/waze')
  })

  it('finds the companies of a city by its name in any language, with another word', () => {
    const inJerusalem = allCompanies().filter((company) => company.israeliLocality === 'jerusalem' && company.sector === 'medtech')
    expect(inJerusalem.length).toBeGreaterThan(10)
    const found = new Set(urls('jérusalem medtech'))
    expect(inJerusalem.filter((company) => !found.has(`/startups/${company.slug}`)).map((company) => company.name)).toEqual([])
    expect(urls('ירושלים medtech')).toEqual(urls('jerusalem medtech'))
  })

  it('puts the company named like the query first', () => {
    expect(urls('wix')[0]).toBe('/startups/wix')
    expect(urls('Netafim')[0]).toBe('/startups/netafim')
    expect(urls('checkpoint')[0]).toBe('/startups/check-point')
  })

  it('finds healthtech and cleantech as sectors of their own, and sectors by their Hebrew names with or without the geresh', () => {
    expect(urls('healthtech')[0]).toBe('/category/healthtech')
    expect(urls('cleantech')[0]).toBe('/category/cleantech')
    expect(urls('הלת׳טק')[0]).toBe('/category/healthtech')
    expect(urls('הלתטק')[0]).toBe('/category/healthtech')
    expect(urls('פינטק')[0]).toBe('/category/fintech')
  })

  it("finds 'sécurité' with 'securite', the cybersecurity sector first", () => {
    const found = urls('securite')
    expect(found.length).toBeGreaterThan(3)
    expect(found[0]).toBe('/category/cybersecurity')
  })

  it('finds the guides and articles by their words', () => {
    expect(urls('due diligence')[0]).toBe('/guides/evaluer-startup-israelienne')
    expect(urls('pushit')).toEqual(expect.arrayContaining(['/pushit-replays', '/startups/pushit-replays']))
  })

  it('finds nothing for words found nowhere', () => {
    expect(urls('zzqqxxyy')).toEqual([])
  })
})

describe('sector keywords', () => {
  it('give every sector words in the three languages, found by the search', () => {
    for (const id of sectorIds15) {
      for (const language of languages) expect(sectorKeywords[id][language].length, `${id} ${language}`).toBeGreaterThan(0)
      for (const word of sectorKeywords[id].he) expect(siteSearch().search(word).some((hit) => hit.document.url === `/category/${id}`), word).toBe(true)
    }
  })
})

describe('a result in the visitor language', () => {
  const byUrl = (url: string) => searchDocuments().find((entry) => entry.url === url)!

  it('names a sector in the visitor language', () => {
    expect(searchResultView(byUrl('/category/cybersecurity'), 'he')).toMatchObject({ title: 'סייבר', type: 'category' })
    expect(searchResultView(byUrl('/category/cybersecurity'), 'en')).toMatchObject({ title: 'Cybersecurity' })
  })

  it('gives a company its sector name, at most three tags, its colour and its text in the visitor language', () => {
    const view = searchResultView(byUrl('/startups/mobileye'), 'en')
    expect(view).toMatchObject({ title: 'Mobileye', type: 'startup', url: '/startups/mobileye', category: 'Mobility', description: companyTranslation('mobileye', 'en')!.description })
    expect(view.lang).toBeUndefined()
    expect(view.tags!.length).toBeLessThanOrEqual(3)
    expect(view.color).toMatch(/^#[0-9a-f]{6}$/i)
    expect(searchResultView(byUrl('/startups/mobileye'), 'fr').lang).toBeUndefined()
  })

  it("describes a register company in the visitor's language, with its logo when it has one", () => {
    const registered = allCompanies().find((company) => !company.handChecked && company.logo)!
    const view = searchResultView(byUrl(`/startups/${registered.slug}`), 'he')
    expect(view.lang).toBeUndefined()
    expect(view.description).toMatch(/[\u0590-\u05ff]/)
    expect(view.logo).toBe(registered.logo)
  })

  it('titles a guide in the visitor language', () => {
    expect(searchResultView(byUrl('/guides/evaluer-startup-israelienne'), 'en').title).toBe('Assessing an Israeli startup: the due diligence guide')
  })
})
