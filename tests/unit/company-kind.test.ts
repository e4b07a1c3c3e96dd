/**
 * Issue 33: every company shown for what it is. The kind rule and the best known size (content/company-kind.ts),
 * on made-up facts and on the real model; sector pages and the directory opening on what matters (ADR 0050); the
 * origins' agreement with the blind readings.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { directoryPageData, sectorPageData, sectorSummary } from '../../app/lib/directory-data.server.ts'
import { allCompanies, companyBySlug } from '../../content/companies.server.ts'
import { bestSizeOf, companyKinds, israeliKinds, kindOf } from '../../content/company-kind.ts'
import { sectorIds15 } from '../../content/sector-ids.ts'
import { compareNames } from '../../content/compare-names.ts'
import { openDataRow } from '../../content/companies.server.ts'
import { originAgreement, originAgreementJson } from '../../scripts/register/origin-agreement.ts'

describe('the kind rule', () => {
  it('reads the origin first, then the status, then age and size, and never guesses', () => {
    expect(kindOf({ origin: 'multinational-site', stage: 'Public', founded: 2020 })).toBe('multinational-site')
    expect(kindOf({ origin: 'not-tech', size: bestSizeOf({ sizeBand: '1-10' }) })).toBe('not-tech')
    expect(kindOf({ size: bestSizeOf({ sizeBand: '1-10' }) })).toBe('unknown')
    expect(kindOf({ origin: 'israeli', stage: 'Public', founded: 2021 })).toBe('listed')
    expect(kindOf({ origin: 'israeli', stage: 'Private', acquisition: { acquirer: 'Google' } })).toBe('acquired')
    expect(kindOf({ origin: 'israeli', founded: 2016, size: bestSizeOf({ sizeBand: '51-200' }) })).toBe('startup')
    expect(kindOf({ origin: 'israeli', founded: 2015, size: bestSizeOf({ sizeBand: '11-50' }) })).toBe('growth')
    expect(kindOf({ origin: 'israeli', founded: 2022, size: bestSizeOf({ sizeBand: '201-1000' }) })).toBe('growth')
    expect(kindOf({ origin: 'israeli', size: bestSizeOf({ sizeBand: '11-50' }) })).toBe('startup')
    expect(kindOf({ origin: 'israeli', founded: 2024 })).toBe('startup')
    expect(kindOf({ origin: 'israeli' })).toBe('unknown')
  })

  it('gives every company of the model a kind, and every register company an origin read by the readers', () => {
    const records = allCompanies()
    expect(records.filter((record) => !record.kind || !companyKinds.includes(record.kind)).map((record) => record.slug)).toEqual([])
    const unread = records.filter((record) => record.origin === undefined).map((record) => record.slug)
    // A company no reader has read (a later snapshot's) would be 'unknown'; today every company has an origin.
    expect(unread).toEqual([])
    expect(companyBySlug('intel')?.kind).toBe('multinational-site')
    expect(companyBySlug('check-point')?.kind).toBe('listed')
  })

  it('publishes origin, kind, size and its source in the open data', () => {
    const row = openDataRow(companyBySlug('amdocs')!)
    expect(row).toMatchObject({ origin: 'israeli', kind: 'listed', size: '1001+', sizeSource: 'sourced-worldwide', headcountWorldwide: 25000 })
    expect(openDataRow(companyBySlug('intel')!)).toMatchObject({ origin: 'multinational-site', kind: 'multinational-site', sizeSource: 'register' })
  })
})

describe('the best known size', () => {
  it('is the largest lower bound the facts give, with its source', () => {
    expect(bestSizeOf({ sizeBand: '201-1000', employees: '5000+' })).toEqual({ band: '1001+', figure: 5000, source: 'hand' })
    expect(bestSizeOf({ sizeBand: '201-1000', headcountWorldwide: 25000 })).toEqual({ band: '1001+', figure: 25000, source: 'sourced-worldwide' })
    expect(bestSizeOf({ sizeBand: '1001+', headcountIsrael: 300, headcountWorldwide: 1367 })).toEqual({ band: '1001+', figure: 1367, source: 'sourced-worldwide' })
    expect(bestSizeOf({ sizeBand: '11-50' })).toEqual({ band: '11-50', figure: 11, source: 'register' })
    expect(bestSizeOf({})).toBeUndefined()
  })

  it('orders the size sort: no company of the largest employers behind a smaller figure', () => {
    const { companies } = directoryPageData('fr', new URLSearchParams('sort=size'))
    const figures = companies.items.map((company) => company.size!.figure)
    expect(figures).toEqual([...figures].sort((a, b) => b - a))
    // The largest sourced headcount comes first, not the register's band order (888, Adenza, Agoda...).
    const top = Math.max(...allCompanies().map((record) => record.size?.figure ?? 0))
    expect(companies.items[0]!.size!.figure).toBe(top)
    expect(top).toBeGreaterThan(1001)
  })

  it('gives each company of the largest-employers list its sourced headcount where one was found', () => {
    const rows = readFileSync(join('content', 'register', 'largest-employers.tsv'), 'utf8').trim().split('\n').slice(1)
    const sourced = rows.map((row) => companyBySlug(row.split('\t')[2]!)!).filter((record) => record.headcountWorldwide !== undefined || record.headcountIsrael !== undefined)
    expect(sourced.length).toBeGreaterThan(10)
    for (const record of sourced) {
      // The best known size is never below a sourced headcount, and the headcount keeps its page and date.
      expect(record.size!.figure, record.slug).toBeGreaterThanOrEqual(Math.max(record.headcountWorldwide ?? 0, record.headcountIsrael ?? 0))
      expect(record.citations.headcountWorldwide ?? record.citations.headcountIsrael, record.slug).toBeDefined()
    }
    expect(sourced.filter((record) => record.size!.source.startsWith('sourced-')).length).toBeGreaterThan(10)
  })
})

describe('lists that open on what matters (ADR 0050)', () => {
  it.each([...sectorIds15])("opens the %s page on 'Phare' companies, all Israeli, within its first 12 cards", (sector) => {
    const page = sectorPageData(sector, 'fr')!
    const first = page.companies.items.slice(0, 12)
    expect(first.some((company) => company.featured)).toBe(true)
    expect(first[0]!.featured).toBe(true)
    for (const company of page.companies.items.filter((item) => item.featured)) expect(israeliKinds.has(company.kind!), company.slug).toBe(true)
    // The leaders a sector card names are Israeli too.
    for (const { slug } of sectorSummary(sector, 'fr', 6).featured) expect(israeliKinds.has(companyBySlug(slug)!.kind!), slug).toBe(true)
    // The whole list by name stays one click away.
    const byName = sectorPageData(sector, 'fr', new URLSearchParams('sort=name'))!.companies.items.map((company) => company.name)
    expect(byName).toEqual([...byName].sort(compareNames))
  })

  it('opens the directory on Phare and hand-checked companies, then larger Israeli ones, never a foreign group first', () => {
    const { companies } = directoryPageData('fr', new URLSearchParams())
    expect(companies.items[0]!.featured).toBe(true)
    expect(companies.items.every((company) => company.kind && israeliKinds.has(company.kind))).toBe(true)
  })
})

describe('the origins against blind readings (issue 33 acceptance)', () => {
  it('are committed as the script computes them', () => {
    expect(readFileSync(join('content', 'register', 'reading', 'review', 'origin-agreement.json'), 'utf8')).toBe(originAgreementJson())
  })

  it('agree at least 95% with a blind reading of 200 companies drawn at random, and recall 90% of sites and non-tech among the largest', () => {
    const { random, largest } = originAgreement()
    expect(random.companies).toBeGreaterThanOrEqual(200)
    expect(random.agree / random.companies).toBeGreaterThanOrEqual(0.95)
    for (const origin of ['multinational-site', 'not-tech'] as const) {
      const { found, of } = largest.recall[origin]
      expect(of, origin).toBeGreaterThan(20)
      expect(found / of, origin).toBeGreaterThanOrEqual(0.9)
    }
  })
})
