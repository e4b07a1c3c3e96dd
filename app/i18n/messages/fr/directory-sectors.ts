/**
 * Strings of the sectors list and the sector pages. French is the source; en and he must have the same keys
 * (ADR 0004). One part of the dictionary (app/i18n/areas.ts, ADR 0012).
 */
export const directorySectors = {
  // Categories
  'directory.categories.metaTitle': 'Les secteurs de la tech israélienne',
  'directory.categories.metaDescription':
    "Les {count} secteurs de la tech israélienne : cybersécurité, IA, MedTech, FinTech, AgTech, mobilité, énergie… Nombre d'entreprises et acteurs phares de chacun.",
  'directory.categories.metaKeywords':
    'secteurs tech Israël, startups israéliennes par secteur, cybersécurité, IA, MedTech, FinTech, AgTech, startup nation',
  'directory.categories.title': 'Les secteurs de la tech israélienne',
  'directory.categories.count': '{count} secteurs à explorer',
  'directory.categories.subtitle':
    "Chaque secteur rassemble les entreprises israéliennes de l'annuaire, leurs acteurs phares et les réponses aux questions les plus fréquentes.",
  // Sector page
  'directory.sector.metaTitle': '{sector} : les startups israéliennes du secteur',
  'directory.sector.metaDescription': '{description} {count} entreprises israéliennes référencées.',
  'directory.sector.metaKeywords': '{sector}, startups israéliennes {sector}, {sector} Israël, entreprises israéliennes, startup nation',
  'directory.sector.count.one': '{count} entreprise référencée',
  'directory.sector.count.other': '{count} entreprises référencées',
  'directory.sector.companiesTitle': 'Les entreprises du secteur',
  'directory.sector.sortedByName': 'Classées par ordre alphabétique ; les entreprises phares portent un badge.',
  'directory.sector.filterInDirectory': "Filtrer ce secteur dans l'annuaire",
  'directory.sector.faqTitle': 'Questions fréquentes : {sector}',
  'directory.sector.notFoundTitle': 'Catégorie introuvable',
  'directory.sector.notFoundMessage': "La catégorie demandée n'existe pas.",
  'directory.sector.backHome': "Retour à l'accueil",
  'directory.sector.allCategories': 'Voir toutes les catégories',
  'directory.sector.emptyTitle': 'Bientôt disponible',
  'directory.sector.emptyText': 'Les entreprises de ce secteur sont en cours de référencement.',
} as const

export type DirectorySectorsKey = keyof typeof directorySectors
