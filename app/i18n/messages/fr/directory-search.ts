/**
 * Strings of the search page. French is the source; en and he must have the same keys
 * (ADR 0004). One part of the dictionary (app/i18n/areas.ts, ADR 0012).
 */
export const directorySearch = {
  // Search
  'directory.search.title': 'Résultats de recherche',
  'directory.search.metaTitleQuery': 'Recherche « {query} »',
  'directory.search.metaDescription':
    'Recherchez une startup israélienne, un secteur, un guide ou un article parmi tout le contenu du site Startups en Israël.',
  'directory.search.metaKeywords': 'recherche startups israéliennes, rechercher une startup, secteurs tech Israël',
  'directory.search.count': '{count} résultat(s) pour "{query}"',
  'directory.search.type.category': 'Secteur',
  'directory.search.type.startup': 'Startup',
  'directory.search.type.guide': 'Guide',
  'directory.search.type.article': 'Article',
  'directory.search.type.topic': 'Dossier',
  'directory.search.more': 'Voir plus',
  'directory.search.emptyTitle': 'Aucun résultat trouvé',
  'directory.search.emptyHint': "Essayez avec d'autres mots-clés ou parcourez nos catégories.",
  'directory.search.backHome': "Retour à l'accueil",
  'directory.search.browseCategories': 'Parcourir les catégories',
  'directory.search.startTitle': 'Commencez votre recherche',
  'directory.search.startText': "Saisissez le nom d'une startup, un secteur ou une technologie, par exemple « cybersécurité » ou « Wix ».",
} as const

export type DirectorySearchKey = keyof typeof directorySearch
