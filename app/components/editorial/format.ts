/** Dates of the editorial content, in the fr-FR long format the specification asks for (sections 2 and 9). */
const longFrenchDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' })

/** '2025-01-08' → '8 janvier 2025', whatever the visitor's time zone. */
export function formatContentDate(isoDate: string): string {
  return longFrenchDate.format(new Date(`${isoDate}T00:00:00Z`))
}
