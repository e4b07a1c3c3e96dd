import type { DirectorySearchKey } from '../fr/directory-search.ts'

/** The English strings of the `directory-search` part: exactly the French keys (ADR 0004). */
export const directorySearch = {
  'directory.search.title': 'Search results',
  'directory.search.metaTitleQuery': 'Search “{query}”',
  'directory.search.metaDescription': 'Search for an Israeli startup, a sector, a guide or an article across the whole Startups en Israël site.',
  'directory.search.metaKeywords': 'search Israeli startups, find a startup, Israel tech sectors',
  'directory.search.count': '{count} result(s) for "{query}"',
  'directory.search.type.category': 'Sector',
  'directory.search.type.startup': 'Startup',
  'directory.search.type.guide': 'Guide',
  'directory.search.type.article': 'Article',
  'directory.search.type.topic': 'Topic',
  'directory.search.more': 'See more',
  'directory.search.emptyTitle': 'No results found',
  'directory.search.emptyHint': 'Try other keywords or browse our categories.',
  'directory.search.backHome': 'Back to home',
  'directory.search.browseCategories': 'Browse the categories',
  'directory.search.startTitle': 'Start your search',
  'directory.search.startText': 'Type the name of a startup, a sector or a technology, for example “cybersecurity” or “Wix”.',
} as const satisfies Record<DirectorySearchKey, string>
