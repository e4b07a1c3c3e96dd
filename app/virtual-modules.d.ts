declare module 'virtual:dictionary-modules' {
  import type { Language } from '~/i18n/languages.ts'
  /** Browser URL of each language's dictionary chunk (vite.config.ts, ADR 0009). */
  export const dictionaryModules: Record<Language, string>
}
