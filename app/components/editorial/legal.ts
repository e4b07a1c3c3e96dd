/**
 * The footer's GDPR link is /privacy#rgpd, in every language: the privacy
 * policy's section about the rights under the GDPR (the heading that names
 * 'RGPD', or 'GDPR' in a translation) carries that id, unless the content
 * gives the heading an explicit `{#id}`.
 */
export function legalHeadingId(text: string): string | undefined {
  return /\b(?:RGPD|GDPR)\b/.test(text) ? 'rgpd' : undefined
}
