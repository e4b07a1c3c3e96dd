/**
 * The blog listing's state (spec section 4), computed from the URL's `q` and
 * `category` parameters, identically on the server and in the browser.
 */
import type { Article, Language } from '../../../content/schema.ts'

/** An article without its text: what the listing and the cards need. */
export interface ArticleSummary {
  slug: string
  path: string
  title: string
  excerpt: string
  /** The category's name in the page's language. */
  category: string
  categorySlug: string | undefined
  tags: readonly string[]
  publishedAt: string
  readTime: number
  featured: boolean
  coverImage: Article['coverImage']
  /** The language the title, excerpt and tags are written in. */
  language: Language
}

export interface BlogCategoryEntry {
  slug: string
  name: string
  count: number
}

export type BlogHeading = { kind: 'all' } | { kind: 'search'; query: string } | { kind: 'category'; name: string }

export interface BlogView {
  query: string
  category: BlogCategoryEntry | undefined
  /** The newest featured article, shown only when no search text and no category are active. */
  featured: ArticleSummary | undefined
  /** Every other matching article, newest first. */
  grid: ArticleSummary[]
  heading: BlogHeading
  /** Why the list is empty, when it is. */
  empty: 'search' | 'category' | 'none' | undefined
}

export { blogCategoryParam, blogSearch, blogSearchParam } from './blog-search.ts'

/** Case- and accent-insensitive form of a text ('Sécurité' and 'securite' match). */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('fr')
}

/** Search matches the title, the excerpt or any tag (spec section 4). */
export function matchesSearch(article: Pick<ArticleSummary, 'title' | 'excerpt' | 'tags'>, query: string): boolean {
  const needle = foldText(query.trim())
  if (!needle) return true
  return [article.title, article.excerpt, ...article.tags].some((text) => foldText(text).includes(needle))
}

/** The category filter compares the article's category name with the category's, ignoring case. */
export function matchesCategory(article: Pick<ArticleSummary, 'category'>, category: Pick<BlogCategoryEntry, 'name'> | undefined): boolean {
  return !category || article.category.toLocaleLowerCase('fr') === category.name.toLocaleLowerCase('fr')
}

function newestFirst(articles: readonly ArticleSummary[]): ArticleSummary[] {
  return [...articles].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
}

export function blogView(
  articles: readonly ArticleSummary[],
  categories: readonly BlogCategoryEntry[],
  params: { query?: string | null; category?: string | null },
): BlogView {
  const query = (params.query ?? '').trim()
  const category = categories.find((candidate) => candidate.slug === params.category)
  const matching = newestFirst(articles.filter((article) => matchesCategory(article, category) && matchesSearch(article, query)))
  const featured = !query && !category ? newestFirst(articles).find((article) => article.featured) : undefined
  // The original hid the grid's featured articles even when the featured block was hidden,
  // so a search could show nothing at all: the grid lists every match the block does not show.
  const grid = featured ? matching.filter((article) => article.slug !== featured.slug) : matching
  const heading: BlogHeading = query ? { kind: 'search', query } : category ? { kind: 'category', name: category.name } : { kind: 'all' }
  const empty = grid.length === 0 && !featured ? (query ? 'search' : category ? 'category' : 'none') : undefined
  return { query, category, featured, grid, heading, empty }
}
