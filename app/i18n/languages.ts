import { languages, type Language } from '../../content/languages.ts'

export { languages, type Language }

export const defaultLanguage: Language = 'fr'

/** Languages declared once, with their direction and labels. */
export const languageInfo = {
  fr: { dir: 'ltr', htmlLang: 'fr', label: 'Français', short: 'FR', locale: 'fr-FR' },
  en: { dir: 'ltr', htmlLang: 'en', label: 'English', short: 'EN', locale: 'en-GB' },
  he: { dir: 'rtl', htmlLang: 'he', label: 'עברית', short: 'HE', locale: 'he-IL' },
} as const satisfies Record<Language, { dir: 'ltr' | 'rtl'; htmlLang: string; label: string; short: string; locale: string }>

/** Key of the visitor's choice in localStorage (spec section 4); it drives only the suggestion of another language. */
export const languageStorageKey = 'language'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value)
}
