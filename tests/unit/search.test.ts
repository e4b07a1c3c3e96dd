import { describe, expect, it } from 'vitest'
import { blogArticles, companies, guidePages, sectors, topics } from '../../content/index.ts'
import { searchIndexFor } from '../../app/lib/directory-search-index.ts'
import { allCompanies } from '../../content/companies.server.ts'
import { cleanQuery, normalizeSearchText, searchItems, type SearchIndexItem } from '../../app/lib/search.ts'

const item = (overrides: Partial<SearchIndexItem>): SearchIndexItem => ({
  id: overrides.title ?? 'x',
  title: 'Titre',
  description: 'Une description',
  type: 'startup',
  url: '/x',
  ...overrides,
})

describe('normalizeSearchText', () => {
  it('ignores case, accents and typographic variants', () => {
    expect(normalizeSearchText('Sécurité')).toBe('securite')
    expect(normalizeSearchText('  CYBERSÉCURITÉ  ')).toBe('cybersecurite')
    expect(normalizeSearchText('L’Œuvre')).toBe("l'oeuvre")
    expect(normalizeSearchText('Énergie   verte')).toBe('energie verte')
  })
})

describe('cleanQuery', () => {
  it('trims, and an empty or blank query means no search (spec section 5)', () => {
    expect(cleanQuery('  wix ')).toBe('wix')
    expect(cleanQuery('   ')).toBe('')
    expect(cleanQuery(null)).toBe('')
  })
})

describe('searchItems', () => {
  const items = [
    item({ title: 'Cybersécurité', type: 'category', description: 'Protection des réseaux' }),
    item({ title: 'CyberArk', description: 'Sécurité des identités', tags: ['Accès à privilèges'] }),
    item({ title: 'Wix', description: 'Créer un site web', tags: ['No-code'] }),
    item({ title: 'Gong', description: 'Analyse des ventes, comme Wix le fait pour les sites' }),
    item({ title: 'Monday', description: 'Gestion du travail', tags: ['Wix partner'] }),
  ]

  it('returns nothing for an empty or blank query', () => {
    expect(searchItems(items, '')).toEqual([])
    expect(searchItems(items, '   ')).toEqual([])
  })

  it('matches a case-insensitive substring of the title, the description or a tag', () => {
    expect(searchItems(items, 'CYBERARK').map((result) => result.title)).toEqual(['CyberArk'])
    expect(searchItems(items, 'réseaux').map((result) => result.title)).toEqual(['Cybersécurité'])
    expect(searchItems(items, 'no-code').map((result) => result.title)).toEqual(['Wix'])
  })

  it('is accent-insensitive both ways', () => {
    expect(searchItems(items, 'securite').map((result) => result.title)).toEqual(['Cybersécurité', 'CyberArk'])
    expect(searchItems(items, 'réseàux').map((result) => result.title)).toEqual(['Cybersécurité'])
  })

  it('ranks a name match before a tag match before a description match', () => {
    expect(searchItems(items, 'wix').map((result) => result.title)).toEqual(['Wix', 'Monday', 'Gong'])
  })

  it('ranks a title that starts with the query before one that only contains it', () => {
    const ranked = searchItems([item({ title: 'Hypercyber' }), item({ title: 'Cyberark' })], 'cyber')
    expect(ranked.map((result) => result.title)).toEqual(['Cyberark', 'Hypercyber'])
  })

  it('finds an item holding every word of a several-word query, after exact matches', () => {
    expect(searchItems(items, 'identités cyberark').map((result) => result.title)).toEqual(['CyberArk'])
  })
})

describe('the site search index', () => {
  const index = searchIndexFor('fr')

  it('covers every sector, every company and the editorial pages, not a fixed list', () => {
    for (const sector of sectors) expect(index.some((entry) => entry.url === `/category/${sector.id}` && entry.type === 'category')).toBe(true)
    for (const company of companies) expect(index.some((entry) => entry.url === `/startups/${company.slug}` && entry.type === 'startup')).toBe(true)
    for (const guide of guidePages) expect(index.some((entry) => entry.url === `/guides/${guide.slug}` && entry.type === 'guide')).toBe(true)
    for (const topic of topics) expect(index.some((entry) => entry.url === `/categories/${topic.slug}` && entry.type === 'topic')).toBe(true)
    expect(index.some((entry) => entry.url === '/comment-investir-startup-israelienne')).toBe(true)
    expect(index.some((entry) => entry.url === '/pushit-replays' && entry.type === 'article')).toBe(true)
    const blogPosts = blogArticles.filter((article) => article.slug !== 'comment-investir-startup-israelienne')
    for (const article of blogPosts) expect(index.some((entry) => entry.url === `/blog/${article.slug}`)).toBe(true)
    expect(index.length).toBeGreaterThan(15)
    expect(new Set(index.map((entry) => entry.id)).size).toBe(index.length)
  })

  it('indexes every company of the directory, those known only from the register too', () => {
    const registerOnly = allCompanies().filter((company) => !company.handChecked)
    const missing = registerOnly.filter((company) => !index.some((entry) => entry.url === `/startups/${company.slug}` && entry.type === 'startup'))
    expect(missing.length, `register companies the search cannot find, e.g. ${missing.slice(0, 3).map((company) => company.name).join(', ')}`).toBe(0)
  })

  it("finds 'sécurité' with 'securite', the cybersecurity sector first", () => {
    const results = searchItems(index, 'securite')
    expect(results.length).toBeGreaterThan(3)
    expect(results[0]).toMatchObject({ title: 'Cybersécurité', type: 'category' })
  })

  it('puts the company named like the query first', () => {
    expect(searchItems(index, 'wix')[0]).toMatchObject({ title: 'Wix', url: '/startups/wix' })
  })

  it('names sectors in the visitor language and also finds them by their French name', () => {
    const hebrew = searchIndexFor('he')
    expect(hebrew.find((entry) => entry.url === '/category/cybersecurity')?.title).toBe('סייבר')
    expect(searchItems(hebrew, 'cybersécurité')[0]?.url).toBe('/category/cybersecurity')
  })

  it('finds healthtech and cleantech as sectors of their own', () => {
    expect(searchItems(index, 'healthtech')[0]).toMatchObject({ type: 'category', url: '/category/healthtech' })
    expect(searchItems(index, 'cleantech')[0]).toMatchObject({ type: 'category', url: '/category/cleantech' })
  })
})
