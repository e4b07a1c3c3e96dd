import type { DirectoryKey } from '../fr/directory.ts'

/** The English strings of the `directory` part: exactly the French keys (ADR 0004). */
export const directory = {
  'directory.breadcrumb': 'Breadcrumb',
  'directory.featuredBadge': 'Flagship',
  'directory.premium': 'Premium',
  'directory.status.licorne': 'Unicorn',
  'directory.status.scaleUp': 'Scale-up',
  'directory.status.earlyStage': 'Early-stage',
  'directory.stage.Public': 'Publicly listed',
  'directory.stage.Private': 'Private',
  'directory.stage.Acquired': 'Acquired',
  'directory.round.Seed': 'Seed',
  'directory.round.series': 'Series {letter}',
  'directory.round.IPO': 'IPO',
  'directory.round.Acquired': 'Acquisition',
  'directory.round.acquiredBy': 'Acquired by {buyer}',
  'directory.companies.one': '{count} company',
  'directory.companies.other': '{count} companies',
  'directory.foundedIn': 'Founded in {year}',
  'directory.employees': '{count} employees',
  'directory.israeliCentre': 'In Israel: {city}',
  'directory.featuredCompanies': 'Flagship companies',
  'directory.moreCompanies': '+{count}',
  'directory.moreCompaniesLabel': 'and {count} more companies',
  'directory.tags': 'Tags',
  'directory.seeSector': 'See the sector',
} as const satisfies Record<DirectoryKey, string>
