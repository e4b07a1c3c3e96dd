/**
 * Strings shared by the directory screens (badges, labels, cards). French is the source; en and he must have the same keys
 * (ADR 0004). One part of the dictionary (app/i18n/areas.ts, ADR 0012).
 */
export const directory = {
  // Shared
  'directory.breadcrumb': "Fil d'Ariane",
  'directory.featuredBadge': 'Phare',
  'directory.premium': 'Premium',
  'directory.status.licorne': 'Licorne',
  'directory.status.scaleUp': 'Scale-up',
  'directory.status.earlyStage': 'Early-stage',
  'directory.stage.Public': 'Cotée en Bourse',
  'directory.stage.Private': 'Privée',
  'directory.stage.Acquired': 'Rachetée',
  'directory.round.Seed': 'Amorçage (Seed)',
  'directory.round.series': 'Série {letter}',
  'directory.round.IPO': 'Introduction en Bourse',
  'directory.round.Acquired': 'Rachat',
  'directory.round.acquiredBy': 'Rachetée par {buyer}',
  'directory.companies.one': '{count} entreprise',
  'directory.companies.other': '{count} entreprises',
  'directory.foundedIn': 'Fondée en {year}',
  'directory.employees': '{count} employés',
  'directory.staffInIsrael': '{size} personnes en Israël',
  'directory.israeliCentre': 'En Israël : {city}',
  'directory.featuredCompanies': 'Entreprises phares',
  'directory.moreCompanies': '+{count}',
  'directory.moreCompaniesLabel': 'et {count} autres entreprises',
  'directory.tags': 'Mots-clés',
  'directory.seeSector': 'Voir le secteur',
} as const

export type DirectoryKey = keyof typeof directory
