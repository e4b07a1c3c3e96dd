/** The one company model (content/companies.server.ts): matching, merging, lookups and the open-data files. */
import { registerRecord } from '../support/register-record.ts'
import { describe, expect, it } from 'vitest'

import {
  allCompanies,
  buildCompanyModel,
  companiesBySector,
  companiesCsv,
  companiesJson,
  companyBySlug,
  companyModel,
  matchCompanies,
  normaliseName,
  sectorCounts,
  similarCompanies,
  siteDomain,
  type CompanyRecord,
} from '../../content/companies.server.ts'
import { companies as handCompanies } from '../../content/index.ts'
import { registerCompanies } from '../../content/register.server.ts'
import type { RegisterCompany } from '../../content/register-schema.ts'
import type { Company } from '../../content/schema.ts'
import { sectorIds15 } from '../../content/sector-ids.ts'

function handCompany(slug: string, name: string, website: string, extra: Partial<Company> = {}): Company {
  return {
    slug,
    name,
    sector: 'cybersecurity',
    description: `${name} protège les réseaux des entreprises contre les intrusions et les fuites de données.`,
    website,
    location: 'Tel Aviv',
    stage: 'Private',
    tags: ['Réseaux', 'Sécurité'],
    featured: false,
    ...extra,
  }
}

function registered(registryNumber: string, name: string, website: string | null, extra: Partial<RegisterCompany> = {}): RegisterCompany {
  return registerRecord(registryNumber, name, { website, ...extra })
}

describe('site domains', () => {
  it('compares the registrable domain, without www, scheme or path', () => {
    expect(siteDomain('https://www.cyberark.com/products')).toBe('cyberark.com')
    expect(siteDomain('http://cyberark.com')).toBe('cyberark.com')
    expect(siteDomain('https://www.yad2.co.il')).toBe('yad2.co.il')
    expect(siteDomain('https://careers.wix.com/positions')).toBe('wix.com')
  })

  it('says nothing for shared hosts and for what is not a site', () => {
    expect(siteDomain('https://www.linkedin.com/company/acme')).toBeUndefined()
    expect(siteDomain('https://acme.wixsite.com/home')).toBeUndefined()
    expect(siteDomain('https://sites.google.com/view/acme')).toBeUndefined()
    expect(siteDomain('https://drive.google.com/file/d/1')).toBeUndefined()
    expect(siteDomain('https://acme.github.io')).toBeUndefined()
    expect(siteDomain('/pushit-replays')).toBeUndefined()
  })

  it('normalises names without legal and generic words', () => {
    expect(normaliseName('Varonis Systems Ltd.')).toBe('varonissystems')
    expect(normaliseName('Gong.io')).toBe('gong')
    expect(normaliseName('SQream Technologies')).toBe('sqream')
  })
})

describe('matching hand-checked companies with the register', () => {
  const register = [
    registered('511111111', 'Acme Security', 'https://www.acme.io/'),
    registered('522222222', 'Acme Labs', 'https://acme-labs.com'),
    registered('533333333', 'Beta', 'https://beta.co.il'),
    registered('544444444', 'Gamma', 'https://www.linkedin.com/company/gamma'),
    registered('555555555', 'Delta', null),
    registered('566666666', 'Delta', 'https://delta-two.com'),
    registered('577777777', 'Epsilon', 'https://epsilon.example.com'),
  ]

  it('matches by registry number first, then domain, then a name no other register company has', () => {
    const hand = [
      handCompany('acme', 'Acme', 'https://acme.io', {}),
      handCompany('beta', 'Beta', 'https://www.beta.co.il/en'),
      handCompany('gamma', 'Gamma', 'https://gamma.ai'),
      handCompany('delta', 'Delta', 'https://delta.ai'),
      handCompany('epsilon', 'Epsilon', 'https://epsilon-new.com'),
    ]
    const matches = matchCompanies(hand, register, { acme: '522222222' })
    expect(matches.map((match) => [match.hand.slug, match.register?.registryNumber, match.kind])).toEqual([
      ['acme', '522222222', 'registry number'],
      ['beta', '533333333', 'domain'],
      ['gamma', '544444444', 'name'],
      ['delta', undefined, undefined],
      ['epsilon', '577777777', 'name'],
    ])
  })

  it('never gives one register record to two companies', () => {
    const hand = [handCompany('acme-one', 'Acme One', 'https://acme.io'), handCompany('acme-two', 'Acme Two', 'https://www.acme.io')]
    const matches = matchCompanies(hand, register)
    expect(matches.filter((match) => match.register).length).toBe(1)
  })

  it('does not match two companies on a shared host', () => {
    const hand = [handCompany('someone', 'Someone', 'https://www.linkedin.com/company/gamma')]
    expect(matchCompanies(hand, register)[0]!.register).toBeUndefined()
  })
})

describe('merged records', () => {
  const hand = [
    handCompany('acme', 'Acme', 'https://acme.io', { employees: '1001-5000', founded: 2012, location: 'New York', featured: true }),
    handCompany('beta', 'Beta', 'https://beta.co.il'),
  ]
  const register = [
    registered('511111111', 'Acme Security', 'https://www.acme.io/', {
      size: '201-1000',
      careers: 'https://acme.io/careers',
      logo: '0123456789abcdef.webp',
      sector: 'enterprise',
    }),
    registered('533333333', 'Zeta', 'https://zeta.com', { slug: 'beta' }),
  ]
  const model = buildCompanyModel(hand, register)

  it('lets hand-checked facts win, fills the rest from the register and says where each fact comes from', () => {
    const acme = model.bySlug.get('acme')!
    expect(acme).toMatchObject({
      name: 'Acme',
      sector: 'cybersecurity',
      handChecked: true,
      registryNumber: '511111111',
      website: 'https://acme.io',
      careers: 'https://acme.io/careers',
      employees: '1001-5000',
      sizeBand: '201-1000',
      headquarters: 'New York',
      israeliLocality: 'herzliya',
      logo: '0123456789abcdef.webp',
      featured: true,
    })
    expect(acme.sources).toMatchObject({
      name: 'hand',
      sector: 'hand',
      website: 'hand',
      employees: 'hand',
      headquarters: 'hand',
      sizeBand: 'register',
      careers: 'register',
      israeliLocality: 'register',
      logo: 'register',
      registryNumber: 'register',
    })
    expect(acme).not.toHaveProperty('linkedin')
    expect(acme.sources).not.toHaveProperty('linkedin')
  })

  it('gives a register company whose slug a hand-checked company uses a suffix from its registry number', () => {
    expect(model.bySlug.get('beta')!.name).toBe('Beta')
    expect(model.bySlug.get('beta-3333')).toMatchObject({ name: 'Zeta', handChecked: false, sources: { name: 'register' } })
  })

  it('lists every company once, sorted by name', () => {
    expect(model.records.map((item) => item.name)).toEqual(['Acme', 'Beta', 'Zeta'])
    expect(model.report).toEqual({ byRegistryNumber: 0, byDomain: 1, byName: 0, unmatched: ['beta'] })
  })
})

describe('the site’s company model', () => {
  it('holds every hand-checked company once and every register company once', () => {
    const records = allCompanies()
    const slugs = records.map((item) => item.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const company of handCompanies) expect(companyBySlug(company.slug)?.handChecked, company.slug).toBe(true)
    const numbers = records.flatMap((item) => (item.registryNumber ? [item.registryNumber] : []))
    expect(new Set(numbers).size).toBe(registerCompanies().length)
    const { report } = companyModel()
    expect(records.length).toBe(handCompanies.length + registerCompanies().length - report.byRegistryNumber - report.byDomain - report.byName)
  })

  it('counts 15 sectors from the data', () => {
    const counts = sectorCounts()
    expect(Object.keys(counts).sort()).toEqual([...sectorIds15].sort())
    expect(Object.values(counts).reduce((sum, count) => sum + count, 0)).toBe(allCompanies().length)
    for (const id of sectorIds15) expect(companiesBySector(id).length, id).toBe(counts[id])
  })

  it('keeps the specification’s fixed AdTech pairs', () => {
    const slugs = (slug: string) => similarCompanies(companyBySlug(slug)!, 2).map((item) => item.slug)
    expect(slugs('cignal')).toEqual(['anzu', 'audiodots'])
    expect(slugs('biscience')).toEqual(['cheq', 'minutely'])
    expect(slugs('audiodots')).toEqual(['anzu', 'cignal'])
    expect(slugs('minutely')).toEqual(['cheq', 'biscience'])
  })

  it('offers companies of the same sector, the nearest size band first', () => {
    const company = allCompanies().find((item) => !item.handChecked && item.sizeBand === '51-200' && item.sector === 'medtech')!
    const similar = similarCompanies(company, 5)
    expect(similar).toHaveLength(5)
    for (const item of similar) {
      expect(item.sector).toBe('medtech')
      expect(item.slug).not.toBe(company.slug)
      expect(item.sizeBand ?? item.employees).toBeDefined()
    }
    expect(similar[0]!.sizeBand === '51-200' || similar[0]!.employees === '51-200').toBe(true)
  })
})

describe('open data', () => {
  const item = (extra: Partial<CompanyRecord>): CompanyRecord => ({
    slug: 'acme',
    name: 'Acme',
    sector: 'cybersecurity',
    handChecked: false,
    featured: false,
    sources: { name: 'register', sector: 'register' },
    citations: {},
    ...extra,
  })

  it('writes RFC 4180 CSV with a header and quotes what needs quoting', () => {
    const csv = companiesCsv([
      item({ name: 'Acme, "the" company', israeliLocality: 'herzliya', district: 'tel-aviv', funding: { amount: 1_900_000_000, currency: 'USD', atLeast: true } }),
      item({ slug: 'formula', name: '=1+1' }),
    ])
    const lines = csv.split('\r\n')
    // The columns follow the table of facts (content/company-facts.ts): money as an amount and its currency.
    const header = lines[0]!.split(',')
    expect(header.slice(0, 4)).toEqual(['slug', 'handChecked', 'name', 'sector'])
    expect(header.at(-1)).toBe('sources')
    expect(header).toEqual(expect.arrayContaining(['registryNumber', 'website', 'sizeBand', 'founded', 'israeliLocality', 'city', 'district']))
    expect(header.slice(header.indexOf('fundingAmount'), header.indexOf('fundingAmount') + 3)).toEqual(['fundingAmount', 'fundingCurrency', 'fundingAtLeast'])
    expect(lines[1]!.startsWith('acme,false,"Acme, ""the"" company",cybersecurity,')).toBe(true)
    const row = Object.fromEntries(header.map((column, index) => [column, lines[1]!.replace('"Acme, ""the"" company"', 'Acme').split(',')[index]]))
    expect(row).toMatchObject({ israeliLocality: 'herzliya', city: 'Herzliya', district: 'tel-aviv', fundingAmount: '1900000000', fundingCurrency: 'USD', fundingAtLeast: 'true', founded: '', sources: 'name=register;sector=register' })
    expect(lines[2]).toContain(",'=1+1,")
    expect(csv.endsWith('\r\n')).toBe(true)
  })

  it('writes JSON with the licence and the attribution', () => {
    const json = JSON.parse(companiesJson([item({})], { licence: 'ODbL 1.0', licenceUrl: 'https://opendatacommons.org/licenses/odbl/1-0/', attribution: 'Israeli Tech Map' }))
    expect(json).toMatchObject({ licence: 'ODbL 1.0', attribution: 'Israeli Tech Map', companies: [{ slug: 'acme', name: 'Acme' }] })
  })
})
