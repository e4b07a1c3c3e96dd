/**
 * Issue 32's search acceptance: words that say what companies make, and are not sector keywords, find the
 * companies whose register description is about it through the readers' texts, in the site search's top 10 and
 * in the directory's text filter (one search behaviour, ADR 0046); a company of the same sector that does not do
 * it is not found. Each company named here was checked against its register description
 * (../shared/register, e.g. Spinodal: a disposable robotic catheter for interventional cardiology).
 */
import { describe, expect, it } from 'vitest'

import { directoryPageData } from '../../app/lib/directory-data.server.ts'
import { siteSearch } from '../../app/lib/site-search.server.ts'
import { sectorTerms } from '../../app/lib/search-index.server.ts'
import { normalizeSearchText } from '../../app/lib/search.ts'
import { companyBySlug } from '../../content/companies.server.ts'
import { sectorIds15 } from '../../content/sector-ids.ts'

interface Case {
  query: string
  /** Companies whose register description is about it: each in the top 10. */
  found: readonly string[]
  /** A company of the same sector whose description is not: never among the results. */
  notFound: string
}

const cases: readonly Case[] = [
  // Solar-powered irrigation systems; irrigation products; irrigation software from remote sensing.
  { query: 'irrigation', found: ['agrosolar', 'tavlit', 'manna-irrigation'], notFound: 'gat-fertilizers' },
  // Hydrogen heavy-lift drones; drone delivery and docking.
  { query: 'drone', found: ['heven-drones', 'strix-drones', 'iron-drone'], notFound: 'tabor-electronics' },
  // A robotic catheter and 3D holographic imaging for interventional cardiology.
  { query: 'cardiologie', found: ['spinodal', 'realview-imaging'], notFound: 'silbermann' },
  // Insurance claims software; marine insurance online; risk tools for insurance markets.
  { query: 'assurance', found: ['medintec', 'breeze', 'vesttoo'], notFound: 'sivron' },
  // Lithium thionyl chloride batteries; a thermal battery; a battery-management chip.
  { query: 'batterie', found: ['tadiran-batteries', 'therma-sphera', 'evolution-bms'], notFound: 'elspec-engineering' },
  // Irrigation, asked in Hebrew.
  { query: 'השקיה', found: ['agrosolar', 'rain-tal'], notFound: 'gat-fertilizers' },
]

const slugsOf = (query: string) => siteSearch().search(query).flatMap(({ document }) => (document.type === 'startup' ? [document.id.slice('startup-'.length)] : []))

describe('searching by what companies make', () => {
  it('uses words that are no sector’s keyword', () => {
    const sectorWords = new Set(sectorIds15.flatMap((id) => sectorTerms(id)).map(normalizeSearchText))
    for (const { query } of cases) expect(sectorWords.has(normalizeSearchText(query)), query).toBe(false)
  })

  it.each(cases)('finds the companies that do it for "$query", in the top 10, and not a company of their sector that does not', ({ query, found, notFound }) => {
    const results = slugsOf(query)
    const top = siteSearch()
      .search(query)
      .slice(0, 10)
      .map(({ document }) => document.id.slice('startup-'.length))
    for (const slug of found) {
      expect(companyBySlug(slug), slug).toBeDefined()
      expect(top, `${slug} in the top 10 for ${query}`).toContain(slug)
    }
    const other = companyBySlug(notFound)!
    expect(other.sector).toBe(companyBySlug(found[0]!)!.sector)
    expect(results).not.toContain(notFound)
  })

  it.each(cases)('finds them in the directory’s text filter too, in every language, for "$query"', ({ query, found, notFound }) => {
    for (const language of ['fr', 'en', 'he'] as const) {
      const sector = companyBySlug(found[0]!)!.sector
      const listed = directoryPageData(language, new URLSearchParams({ q: query, sector })).companies
      const slugs = new Set<string>()
      for (let page = 1; page <= listed.pageCount; page++) {
        for (const company of directoryPageData(language, new URLSearchParams({ q: query, sector, page: String(page) })).companies.items) slugs.add(company.slug)
      }
      for (const slug of found.filter((candidate) => companyBySlug(candidate)!.sector === sector)) expect(slugs.has(slug), `${language} ${slug}`).toBe(true)
      expect(slugs.has(notFound), `${language} ${notFound}`).toBe(false)
    }
  })
})
