import type { DirectorySectorsKey } from '../fr/directory-sectors.ts'

/** The English strings of the `directory-sectors` part: exactly the French keys (ADR 0004). */
export const directorySectors = {
  'directory.categories.metaTitle': 'The sectors of Israeli tech',
  'directory.categories.metaDescription':
    'The {count} sectors of Israeli tech: cybersecurity, AI, MedTech, FinTech, AgTech, mobility, energy… Number of companies and flagship players in each.',
  'directory.categories.metaKeywords':
    'Israel tech sectors, Israeli startups by sector, cybersecurity, AI, MedTech, FinTech, AgTech, startup nation',
  'directory.categories.title': 'The sectors of Israeli tech',
  'directory.categories.count': '{count} sectors to explore',
  'directory.categories.subtitle':
    'Each sector brings together the Israeli companies of the directory, their flagship players and answers to the most frequent questions.',
  'directory.sector.metaTitle': '{sector}: the Israeli startups of the sector',
  'directory.sector.metaDescription': '{description} {count} Israeli companies listed.',
  'directory.sector.metaKeywords': '{sector}, Israeli {sector} startups, {sector} Israel, Israeli companies, startup nation',
  'directory.sector.count.one': '{count} company listed',
  'directory.sector.count.other': '{count} companies listed',
  'directory.sector.companiesTitle': 'Companies in this sector',
  'directory.sector.sortedByName': 'Sorted alphabetically; flagship companies carry a badge.',
  'directory.sector.filterInDirectory': 'Filter this sector in the directory',
  'directory.sector.faqTitle': 'Frequently asked questions: {sector}',
  'directory.sector.notFoundTitle': 'Category not found',
  'directory.sector.notFoundMessage': 'The requested category does not exist.',
  'directory.sector.backHome': 'Back to home',
  'directory.sector.allCategories': 'See all categories',
  'directory.sector.emptyTitle': 'Coming soon',
  'directory.sector.emptyText': 'The companies of this sector are being added.',
} as const satisfies Record<DirectorySectorsKey, string>
