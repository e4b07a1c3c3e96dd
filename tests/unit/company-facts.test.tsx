import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { AdtechProfile } from '../../app/components/directory/profile-adtech.tsx'
import { GeneratedProfile } from '../../app/components/directory/profile-generated.tsx'
import { LongProfileFacts } from '../../app/components/directory/profile-long-sections.tsx'
import { I18nProvider } from '../../app/i18n/context.tsx'
import { languages, type Language } from '../../app/i18n/languages.ts'
import { directoryData, profileData, type ProfileView } from '../../app/lib/directory-data.server.ts'
import { directorySearch, filterDirectory, parseDirectoryFilters } from '../../app/lib/directory-filters.ts'
import { factProblems } from '../../content/company-fact-schemas.ts'
import { companyFacts, factFilters, keyFactsOf } from '../../content/company-facts.ts'
import { allCompanies, buildCompanyModel, companyBySlug, openDataRow, type CompanyRecord } from '../../content/companies.server.ts'
import type { RegisterCompany } from '../../content/register-schema.ts'
import type { Company } from '../../content/schema.ts'

function render(element: React.ReactElement, language: Language) {
  return renderToStaticMarkup(
    <MemoryRouter>
      <I18nProvider language={language}>{element}</I18nProvider>
    </MemoryRouter>,
  )
}

/** The facts a rendered profile lists among its key facts, in order. */
const shownFacts = (html: string) => [...html.matchAll(/data-fact="([a-zA-Z]+)"/g)].map((match) => match[1]!)

function renderLayout(view: ProfileView, language: Language): string {
  if (view.layout === 'long') return render(<LongProfileFacts view={view} />, language)
  if (view.layout === 'adtech') return render(<AdtechProfile view={view} />, language)
  return render(<GeneratedProfile view={view} />, language)
}

describe('the key facts of a profile', () => {
  const handChecked = allCompanies().filter((record) => record.handChecked)

  it('are the record’s key facts, in the table’s order, whatever the layout, in every language', () => {
    expect(handChecked.length).toBeGreaterThan(300)
    for (const language of languages) {
      for (const record of handChecked) {
        const view = profileData(record.slug, language)!
        const shown = shownFacts(renderLayout(view, language)).filter((fact) => fact !== 'written')
        expect(shown, `${record.slug} (${view.layout}, ${language})`).toEqual(keyFactsOf(record))
      }
    }
  })

  it('are the same in a written layout as in the layout built from the record alone', () => {
    const written = handChecked.map((record) => profileData(record.slug, 'fr')!).filter((view) => view.layout === 'long' || view.layout === 'adtech')
    expect(written.filter((view) => view.layout === 'adtech')).toHaveLength(6)
    for (const view of written) {
      const asGenerated: ProfileView = { layout: 'generated', company: view.company, sector: view.sector, similar: view.similar, website: view.website, facts: view.facts }
      const inLayout = shownFacts(renderLayout(view, 'fr')).filter((fact) => fact !== 'written')
      expect(inLayout, view.company.slug).toEqual(shownFacts(renderLayout(asGenerated, 'fr')))
    }
  })

  it('show the funding and last round a record holds on every layout (Gong, CHEQ)', () => {
    for (const slug of ['gong', 'cheq']) {
      const view = profileData(slug, 'fr')!
      const html = renderLayout(view, 'fr')
      expect(shownFacts(html), slug).toEqual(expect.arrayContaining(['funding', 'lastRound']))
    }
    expect(renderLayout(profileData('gong', 'fr')!, 'fr')).toContain('plus de 580\u00a0M$')
    expect(renderLayout(profileData('gong', 'en')!, 'en')).toContain('over $580M')
  })

  it('leave out a register city beside a hand-checked place, which may be another office', () => {
    expect(keyFactsOf({ headquarters: 'New York', israeliLocality: 'tel-aviv' })).toEqual(['headquarters'])
    expect(keyFactsOf({ israeliLocality: 'tel-aviv' })).toEqual(['israeliLocality'])
  })
})

describe('the company model, from the table of facts', () => {
  const hand = {
    slug: 'acme',
    name: 'Acme',
    sector: 'fintech',
    description: 'Une entreprise fictive qui sert de cas d’essai au modèle des entreprises.',
    website: 'https://acme.example',
    founded: 2015,
    location: 'Tel Aviv',
    stage: 'Private',
    tags: ['Paiements', 'API'],
    featured: false,
  } satisfies Company
  const register = {
    registryNumber: '515000001',
    slug: 'acme',
    name: 'ACME Ltd',
    sector: 'fintech',
    registerCategory: 'Fintech',
    size: '11-50',
    multinational: false,
    locality: 'herzliya',
    lat: null,
    lon: null,
    website: 'https://acme.example',
    careers: 'https://acme.example/jobs',
    linkedin: null,
    crunchbase: null,
    finder: null,
    logo: null,
  } as RegisterCompany

  it('takes each fact from the first source of its precedence, and keeps where a researched fact was read', () => {
    const sourced = {
      acme: {
        founded: { value: 2014, sourceUrl: 'https://news.example/acme', sourceDate: '2024-05-02', checkedAt: '2026-11-29', evidence: 'Acme, founded in 2014' },
        funding: { value: { amount: 12_000_000, currency: 'USD' as const }, sourceUrl: 'https://news.example/round', sourceDate: '2025-01-10', checkedAt: '2026-11-29', evidence: 'raised $12 million' },
      },
    }
    const { records } = buildCompanyModel([hand], [register], { acme: '515000001' }, sourced)
    const acme = records[0]!
    // The hand-checked year wins over the researched one; the researched funding fills a fact the others lack.
    expect([acme.founded, acme.sources.founded]).toEqual([2015, 'hand'])
    expect([acme.funding, acme.sources.funding]).toEqual([{ amount: 12_000_000, currency: 'USD' }, 'sourced'])
    expect(acme.citations).toEqual({ funding: { sourceUrl: 'https://news.example/round', sourceDate: '2025-01-10', checkedAt: '2026-11-29' } })
    // The district reads the register's locality first (its precedence), the name the hand-checked record.
    expect([acme.name, acme.district, acme.sources.district, acme.careers]).toEqual(['Acme', 'tel-aviv', 'register', 'https://acme.example/jobs'])
  })

  it('holds facts that each pass their schema, for every company', () => {
    const problems = allCompanies().flatMap((record: CompanyRecord) => factProblems(record).map((problem) => `${record.slug}: ${problem}`))
    expect(problems).toEqual([])
    expect(factProblems({ founded: 1066, funding: { amount: -1, currency: 'USD' } as never })).toHaveLength(2)
  })

  it('declares a filter parameter once, and every sparse fact with a filter', () => {
    const params = factFilters.flatMap(({ filter }) => ('params' in filter ? [...filter.params] : [filter.param]))
    expect(new Set(params).size).toBe(params.length)
    for (const [key, entry] of Object.entries(companyFacts)) if ('sparse' in entry) expect('filter' in entry, key).toBe(true)
  })
})

describe('a fact added through the table: headquarters abroad', () => {
  it('marks the hand-checked companies headquartered outside Israel, and filters the directory on them', () => {
    const abroad = allCompanies().filter((record) => record.headquartersAbroad)
    const slugs = abroad.map((record) => record.slug)
    expect(slugs).toEqual(expect.arrayContaining(['fireblocks', 'jfrog', 'rapyd']))
    expect(slugs).not.toContain('wix')
    expect(abroad.every((record) => record.handChecked && record.sources.headquartersAbroad === 'hand')).toBe(true)
    const { companies, options } = directoryData('fr')
    const filters = parseDirectoryFilters(new URLSearchParams('abroad=1&sort=size'), options)
    expect(directorySearch(filters)).toBe('?abroad=1&sort=size')
    expect(filterDirectory(companies, filters).map((company) => company.slug).sort()).toEqual([...slugs].sort())
    expect(openDataRow(companyBySlug('jfrog')!).headquartersAbroad).toBe(true)
    expect(openDataRow(companyBySlug('wix')!).headquartersAbroad).toBeNull()
  })
})
