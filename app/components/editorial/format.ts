/**
 * Dates of the editorial content, in the long format of a locale: fr-FR as the specification asks for
 * (sections 2 and 9), and the page's own for the articles' English and Hebrew versions.
 *
 * The three locales of the site are written out rather than asked of Intl.DateTimeFormat: the first Intl
 * object a page builds loads ICU's data, 35 to 90 ms of a fresh page's main thread on a 2-core machine,
 * in the middle of hydrating the blog (tests/unit/editorial-translations.test.ts checks the result against Intl).
 */
const months: Readonly<Record<string, readonly string[]>> = {
  'fr-FR': ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  'en-GB': ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  'he-IL': ['בינואר', 'בפברואר', 'במרץ', 'באפריל', 'במאי', 'ביוני', 'ביולי', 'באוגוסט', 'בספטמבר', 'באוקטובר', 'בנובמבר', 'בדצמבר'],
}

const longDates = new Map<string, Intl.DateTimeFormat>()

/** '2025-01-08' → '8 janvier 2025' ('8 January 2025' in en-GB), whatever the visitor's time zone. */
export function formatContentDate(isoDate: string, locale = 'fr-FR'): string {
  const date = new Date(`${isoDate}T00:00:00Z`)
  const names = months[locale]
  if (names && !Number.isNaN(date.getTime())) return `${date.getUTCDate()} ${names[date.getUTCMonth()]} ${date.getUTCFullYear()}`
  let format = longDates.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })
    longDates.set(locale, format)
  }
  return format.format(date)
}
