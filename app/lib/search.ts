/**
 * Site search (spec sections 2, 4 and 5): case- and accent-insensitive
 * substring matching on title, description and tags, ranked so that a name
 * match comes before a tag match, which comes before a description match.
 * Pure functions: the index itself is built from the content on the server
 * (`directory-search-index.ts`).
 */

/** The kind of page a result leads to; 'category' and 'startup' are the specification's two types. */
export type SearchItemType = 'category' | 'startup' | 'guide' | 'article' | 'topic'

export interface SearchIndexItem {
  id: string
  title: string
  description: string
  type: SearchItemType
  url: string
  /** Sector name of a startup. */
  category?: string
  tags?: readonly string[]
  /** Other names the item is known by (a sector's name in the other languages); matched like tags, never shown. */
  aliases?: readonly string[]
  /** Language of the title and description when it differs from the interface's (company texts are French). */
  lang?: 'fr'
}

export interface SearchResult extends SearchIndexItem {
  score: number
}

/**
 * Lower case, accents and other combining marks removed, typographic
 * apostrophes and ligatures unified: 'Sécurité' → 'securite', 'Œuvre' → 'oeuvre'.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/[’‘`´]/g, "'")
    .replace(/[‐‑‒–—]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The query the search page runs: trimmed; an empty or blank query means no search (spec section 5). */
export function cleanQuery(raw: string | null | undefined): string {
  return (raw ?? '').trim().slice(0, 200)
}

const typeOrder: Record<SearchItemType, number> = { category: 0, startup: 1, guide: 2, article: 3, topic: 4 }

const startsAWord = (haystack: string, needle: string) => {
  const index = haystack.indexOf(needle)
  if (index <= 0) return index === 0
  return new RegExp(`(^|[^\\p{L}\\p{N}])${needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u').test(haystack)
}

/** How well one item matches a normalized query; 0 when it does not match. */
export function matchScore(item: SearchIndexItem, normalizedQuery: string): number {
  if (!normalizedQuery) return 0
  const title = normalizeSearchText(item.title)
  const tags = [...(item.tags ?? []), ...(item.aliases ?? [])].map(normalizeSearchText)
  const description = normalizeSearchText(item.description)

  let score = 0
  if (title === normalizedQuery) score = 1000
  else if (title.startsWith(normalizedQuery)) score = 800
  else if (startsAWord(title, normalizedQuery)) score = 600
  else if (title.includes(normalizedQuery)) score = 500
  else if (tags.some((tag) => tag === normalizedQuery)) score = 400
  else if (tags.some((tag) => tag.includes(normalizedQuery))) score = 300
  else if (description.includes(normalizedQuery)) score = startsAWord(description, normalizedQuery) ? 200 : 150

  if (score === 0) {
    // Every word of a several-word query found somewhere: a weaker match ('cyber israel').
    const words = normalizedQuery.split(' ').filter((word) => word.length > 1)
    if (words.length < 2) return 0
    const text = [title, ...tags, description].join(' ')
    if (!words.every((word) => text.includes(word))) return 0
    score = 50 + words.filter((word) => title.includes(word)).length * 10
  }
  return score
}

/**
 * The results for a query, best first: score, then type (sectors before
 * startups before editorial pages), then title.
 */
export function searchItems(items: readonly SearchIndexItem[], query: string): SearchResult[] {
  const normalizedQuery = normalizeSearchText(cleanQuery(query))
  if (!normalizedQuery) return []
  const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true })
  return items
    .map((item) => ({ ...item, score: matchScore(item, normalizedQuery) }))
    .filter((result) => result.score > 0)
    .sort((a, b) => b.score - a.score || typeOrder[a.type] - typeOrder[b.type] || collator.compare(a.title, b.title))
}
