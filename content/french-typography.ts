/**
 * French spacing (issue 35, point 6; ADR 0055): a no-break space before ":" and a narrow no-break space before
 * ";", "!", "?" and "»" and after "«", so that the sign never starts a line. Applied once where French text is made:
 * every interface message (when they are compiled), the content collections where they are defined, and the readers' texts, not by hand in each
 * string. Only a space already there is replaced: a colon in "9h00", a URL or an identifier has none before it.
 */
const spaceBeforeColon = / :/g
const spaceBeforeSign = / ([;!?»])/g
const spaceAfterGuillemet = /« /g

export function frenchTypography(text: string): string {
  if (!text.includes(' ')) return text
  return text.replace(spaceBeforeColon, '\u00a0:').replace(spaceBeforeSign, '\u202f$1').replace(spaceAfterGuillemet, '«\u202f')
}

/**
 * Every French string of a content value, deeply: the strings of a French collection, and only the `fr` text of a
 * text given in the three languages (`{ fr, en, he }`). Objects and arrays are copied, other values kept.
 */
export function frenchTypographyDeep<T>(value: T): T {
  if (typeof value === 'string') return frenchTypography(value) as T
  if (Array.isArray(value)) return value.map((item: unknown) => frenchTypographyDeep(item)) as T
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const localized = 'fr' in value && 'en' in value
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, !localized || key === 'fr' ? frenchTypographyDeep(item) : item]),
    ) as T
  }
  return value
}
