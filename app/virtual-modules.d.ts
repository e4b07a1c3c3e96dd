declare module 'virtual:dictionary-modules' {
  import type { Language } from '~/i18n/languages.ts'
  import type { MessageArea } from '~/i18n/translate.ts'
  /** Browser URLs of each language's dictionary chunks (vite.config.ts, ADRs 0009 and 0011). */
  export const dictionaryModules: Record<Language, Record<MessageArea, string>>
}
