import { languages, type Language } from '../../content/languages.ts'

export { languages, type Language }

export const defaultLanguage: Language = 'fr'

/** Languages declared once, with their direction and labels (ADR 0004). */
export const languageInfo = {
  fr: { dir: 'ltr', htmlLang: 'fr', label: 'Français', short: 'FR', locale: 'fr-FR' },
  en: { dir: 'ltr', htmlLang: 'en', label: 'English', short: 'EN', locale: 'en-GB' },
  he: { dir: 'rtl', htmlLang: 'he', label: 'עברית', short: 'HE', locale: 'he-IL' },
} as const satisfies Record<Language, { dir: 'ltr' | 'rtl'; htmlLang: string; label: string; short: string; locale: string }>

/** Key of the choice in localStorage, and name of the cookie that mirrors it. */
export const languageStorageKey = 'language'
export const languageCookieName = 'lang'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value)
}

/** Reads the language from a Cookie header; French when absent or invalid. */
export function languageFromCookieHeader(cookieHeader: string | null | undefined): Language {
  if (!cookieHeader) return defaultLanguage
  for (const part of cookieHeader.split(';')) {
    const [rawName, ...rest] = part.split('=')
    if (rawName?.trim() === languageCookieName) {
      const value = rest.join('=').trim()
      return isLanguage(value) ? value : defaultLanguage
    }
  }
  return defaultLanguage
}

/** The cookie that mirrors the choice: one year, whole site, readable by the server. */
export function languageCookie(language: Language, secure: boolean): string {
  return `${languageCookieName}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`
}
