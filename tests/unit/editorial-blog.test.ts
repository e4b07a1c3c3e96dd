import { describe, expect, it } from 'vitest'
import { blogSearch, blogView, foldText, matchesCategory, matchesSearch, type ArticleSummary, type BlogCategoryEntry } from '../../app/components/editorial/blog-filter.ts'
import { blogListing } from '../../app/components/editorial/editorial.server.ts'
import { languages } from '../../content/languages.ts'

function summary(slug: string, overrides: Partial<ArticleSummary>): ArticleSummary {
  return {
    slug,
    path: `/blog/${slug}`,
    title: `Titre ${slug}`,
    excerpt: `Résumé de ${slug}`,
    category: 'Startups',
    categorySlug: 'startups',
    tags: [],
    publishedAt: '2025-01-01',
    readTime: 5,
    featured: false,
    coverImage: { src: '/images/blog/x.svg', width: 1200, height: 630, alt: 'Une illustration' },
    language: 'fr',
    ...overrides,
  }
}

const articles = [
  summary('ancien', { publishedAt: '2024-12-01', featured: true, category: 'Investissement', tags: ['Capital-risque'] }),
  summary('recent', { publishedAt: '2025-02-01', featured: true, title: 'La Cybersécurité israélienne' }),
  summary('moyen', { publishedAt: '2025-01-15', excerpt: 'Les FinTech de Tel Aviv' }),
]
const categories: BlogCategoryEntry[] = [
  { slug: 'startups', name: 'Startups', count: 2 },
  { slug: 'investissement', name: 'Investissement', count: 1 },
  { slug: 'fintech', name: 'FinTech', count: 0 },
]

describe('blog listing state', () => {
  it('by default: the newest featured article in the featured block, the others in the grid, newest first', () => {
    const view = blogView(articles, categories, {})
    expect(view.featured?.slug).toBe('recent')
    expect(view.grid.map((article) => article.slug)).toEqual(['moyen', 'ancien'])
    expect(view.heading).toEqual({ kind: 'all' })
    expect(view.empty).toBeUndefined()
  })

  it('while searching: no featured block, and the grid shows every match, featured or not', () => {
    const view = blogView(articles, categories, { query: '  cybersécurité ' })
    expect(view.featured).toBeUndefined()
    expect(view.grid.map((article) => article.slug)).toEqual(['recent'])
    expect(view.heading).toEqual({ kind: 'search', query: 'cybersécurité' })
  })

  it('search matches the title, the excerpt or any tag, ignoring case (and accents)', () => {
    expect(matchesSearch(articles[1]!, 'CYBERSECURITE')).toBe(true)
    expect(matchesSearch(articles[2]!, 'fintech')).toBe(true)
    expect(matchesSearch(articles[0]!, 'capital-RISQUE')).toBe(true)
    expect(matchesSearch(articles[0]!, 'fintech')).toBe(false)
    expect(foldText('Israël Écosystème')).toBe('israel ecosysteme')
  })

  it('filters by category name, ignoring case, and names the category in the heading', () => {
    const view = blogView(articles, categories, { category: 'startups' })
    expect(view.featured).toBeUndefined()
    expect(view.grid.map((article) => article.slug)).toEqual(['recent', 'moyen'])
    expect(view.heading).toEqual({ kind: 'category', name: 'Startups' })
    expect(matchesCategory({ category: 'Startups' }, { name: 'STARTUPS' })).toBe(true)
  })

  it('combines the category and the search; the search heading wins', () => {
    const view = blogView(articles, categories, { category: 'startups', query: 'fintech' })
    expect(view.grid.map((article) => article.slug)).toEqual(['moyen'])
    expect(view.heading.kind).toBe('search')
  })

  it('says why the list is empty: a search, or a category without articles', () => {
    expect(blogView(articles, categories, { query: 'introuvable' }).empty).toBe('search')
    expect(blogView(articles, categories, { category: 'fintech' }).empty).toBe('category')
    expect(blogView(articles, categories, { category: 'fintech', query: 'x' }).empty).toBe('search')
  })

  it('ignores an unknown category', () => {
    const view = blogView(articles, categories, { category: 'nope' })
    expect(view.category).toBeUndefined()
    expect(view.featured?.slug).toBe('recent')
  })

  it('builds shareable addresses', () => {
    expect(blogSearch({})).toBe('')
    expect(blogSearch({ query: 'IA & data', category: 'startups' })).toBe('?q=IA+%26+data&category=startups')
  })
})

describe('blog listing data', () => {
  it('counts the bundled articles per category, in every language (two in Investissement, one in Startups)', () => {
    for (const language of languages) {
      const counts = Object.fromEntries(blogListing(language).categories.map((category) => [category.slug, category.count]))
      expect(counts, language).toEqual({ cybersecurity: 0, 'ai-bigdata': 0, fintech: 0, healthtech: 0, startups: 1, investissement: 2 })
    }
  })

  it('sends the listing without the articles’ text', () => {
    const { articles: all } = blogListing('fr')
    expect(all.length).toBeGreaterThan(0)
    for (const article of all) expect(article).not.toHaveProperty('content')
  })

  it('hides no bundled article while searching (the original showed none: they are all featured)', () => {
    const { articles: all, categories: withCounts } = blogListing('fr')
    for (const article of all) {
      const view = blogView(all, withCounts, { query: article.title })
      expect(view.grid.map((found) => found.slug)).toContain(article.slug)
    }
  })
})
