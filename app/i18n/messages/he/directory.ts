import type { DirectoryKey } from '../fr/directory.ts'

/** The Hebrew strings of the `directory` part: exactly the French keys (ADR 0004). */
export const directory = {
  'directory.breadcrumb': 'פירורי לחם',
  'directory.featuredBadge': 'מובילה',
  'directory.premium': 'פרימיום',
  'directory.status.licorne': 'חד-קרן',
  'directory.status.scaleUp': 'סקייל-אפ',
  'directory.status.earlyStage': 'שלב מוקדם',
  'directory.stage.Public': 'נסחרת בבורסה',
  'directory.stage.Private': 'פרטית',
  'directory.stage.Acquired': 'נרכשה',
  'directory.round.Seed': 'סיד',
  'directory.round.series': 'סבב {letter}',
  'directory.round.IPO': 'הנפקה',
  'directory.round.Acquired': 'רכישה',
  'directory.round.acquiredBy': 'נרכשה על ידי {buyer}',
  'directory.companies.one': '{count} חברה',
  'directory.companies.other': '{count} חברות',
  'directory.foundedIn': 'נוסדה ב-{year}',
  'directory.employees': '{count} עובדים',
  'directory.israeliCentre': 'בישראל: {city}',
  'directory.featuredCompanies': 'חברות מובילות',
  'directory.moreCompanies': '+{count}',
  'directory.moreCompaniesLabel': 'ועוד {count} חברות',
  'directory.tags': 'תגיות',
  'directory.seeSector': 'לעמוד התחום',
} as const satisfies Record<DirectoryKey, string>
