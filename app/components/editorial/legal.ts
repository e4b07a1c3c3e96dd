/**
 * The footer's GDPR link is /privacy#rgpd: the privacy policy's section about
 * the rights under the GDPR (the heading that names 'RGPD') carries that id,
 * unless the content gives the heading an explicit `{#id}`.
 */
export function legalHeadingId(text: string): string | undefined {
  return /\bRGPD\b/.test(text) ? 'rgpd' : undefined
}
