import type { Language } from './languages.ts'

/**
 * The suggestion shown when the language the visitor chose last differs from
 * the page's. It is written in the chosen language, the one the
 * reader asked for, so these few strings exist for every pair of languages:
 * the record types make a missing one a compile error.
 */
export const languageSuggestion: Record<Language, { text: string; go: string; stay: Record<Language, string> }> = {
  fr: {
    text: 'Cette page existe en français.',
    go: 'Lire en français',
    stay: { fr: 'Rester en français', en: 'Rester en anglais', he: 'Rester en hébreu' },
  },
  en: {
    text: 'This page is also available in English.',
    go: 'Read it in English',
    stay: { fr: 'Stay in French', en: 'Stay in English', he: 'Stay in Hebrew' },
  },
  he: {
    text: 'הדף הזה זמין גם בעברית.',
    go: 'לקריאה בעברית',
    stay: { fr: 'להישאר בצרפתית', en: 'להישאר באנגלית', he: 'להישאר בעברית' },
  },
}
