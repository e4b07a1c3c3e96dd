/**
 * Dates of the editorial content, in the long format of a locale: fr-FR as the specification asks for
 * (sections 2 and 9), and the page's own for the articles' English and Hebrew versions.
 */
const longDates = new Map<string, Intl.DateTimeFormat>()

/** '2025-01-08' → '8 janvier 2025' ('8 January 2025' in en-GB), whatever the visitor's time zone. */
export function formatContentDate(isoDate: string, locale = 'fr-FR'): string {
  let format = longDates.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })
    longDates.set(locale, format)
  }
  return format.format(new Date(`${isoDate}T00:00:00Z`))
}
