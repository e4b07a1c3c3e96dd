import type { DirectorySectorsKey } from '../fr/directory-sectors.ts'

/** The Hebrew strings of the `directory-sectors` part: exactly the French keys (ADR 0004). */
export const directorySectors = {
  'directory.categories.metaTitle': 'תחומי ההייטק הישראלי',
  'directory.categories.metaDescription':
    '{count} התחומים של ההייטק הישראלי: סייבר, בינה מלאכותית, מדטק, פינטק, אגרוטק, מוביליטי, אנרגיה… מספר החברות והשחקניות הבולטות בכל תחום.',
  'directory.categories.metaKeywords': 'תחומי הייטק בישראל, סטארטאפים ישראליים לפי תחום, סייבר, בינה מלאכותית, מדטק, פינטק, אגרוטק',
  'directory.categories.title': 'תחומי ההייטק הישראלי',
  'directory.categories.count': '{count} תחומים לגלות',
  'directory.categories.subtitle': 'כל תחום מרכז את החברות הישראליות שבמדריך, את השחקניות הבולטות ואת התשובות לשאלות הנפוצות.',
  'directory.sector.metaTitle': '{sector}: הסטארטאפים הישראליים בתחום',
  'directory.sector.metaDescription': '{description} {count} חברות ישראליות במדריך.',
  'directory.sector.metaKeywords': '{sector}, סטארטאפים ישראליים {sector}, {sector} בישראל, חברות ישראליות, אומת הסטארטאפ',
  'directory.sector.count.one': '{count} חברה במדריך',
  'directory.sector.count.other': '{count} חברות במדריך',
  'directory.sector.companiesTitle': 'החברות בתחום',
  'directory.sector.sortedByName': 'ממוינות לפי סדר האלפבית; החברות המובילות מסומנות בתג.',
  'directory.sector.filterInDirectory': 'סינון התחום במדריך החברות',
  'directory.sector.faqTitle': 'שאלות נפוצות: {sector}',
  'directory.sector.notFoundTitle': 'הקטגוריה לא נמצאה',
  'directory.sector.notFoundMessage': 'הקטגוריה המבוקשת אינה קיימת.',
  'directory.sector.backHome': 'חזרה לדף הבית',
  'directory.sector.allCategories': 'לכל הקטגוריות',
  'directory.sector.emptyTitle': 'בקרוב',
  'directory.sector.emptyText': 'החברות בתחום זה נמצאות בתהליך הוספה.',
} as const satisfies Record<DirectorySectorsKey, string>
