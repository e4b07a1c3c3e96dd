import type { DirectorySearchKey } from '../fr/directory-search.ts'

/** The Hebrew strings of the `directory-search` part: exactly the French keys (ADR 0004). */
export const directorySearch = {
  'directory.search.title': 'תוצאות חיפוש',
  'directory.search.metaTitleQuery': 'חיפוש "{query}"',
  'directory.search.metaDescription': 'חפשו סטארטאפ ישראלי, תחום, מדריך או מאמר בכל התוכן של האתר Startups en Israël.',
  'directory.search.metaKeywords': 'חיפוש סטארטאפים ישראליים, מציאת סטארטאפ, תחומי הייטק בישראל',
  'directory.search.count': '{count} תוצאות עבור "{query}"',
  'directory.search.type.category': 'תחום',
  'directory.search.type.startup': 'סטארטאפ',
  'directory.search.type.guide': 'מדריך',
  'directory.search.type.article': 'מאמר',
  'directory.search.type.topic': 'נושא',
  'directory.search.more': 'לפרטים נוספים',
  'directory.search.emptyTitle': 'לא נמצאו תוצאות',
  'directory.search.emptyHint': 'נסו מילות מפתח אחרות או עיינו בקטגוריות שלנו.',
  'directory.search.backHome': 'חזרה לדף הבית',
  'directory.search.browseCategories': 'לעיון בקטגוריות',
  'directory.search.startTitle': 'התחילו לחפש',
  'directory.search.startText': 'הקלידו שם של סטארטאפ, תחום או טכנולוגיה, למשל "סייבר" או "Wix".',
} as const satisfies Record<DirectorySearchKey, string>
