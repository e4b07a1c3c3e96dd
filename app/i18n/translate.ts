import type { Language } from './languages.ts'
import { dictionaries, type MessageKey } from './messages/index.ts'

export type TranslationValues = Record<string, string | number>
export type Translate = (key: MessageKey, values?: TranslationValues) => string

/**
 * Looks a key up in the language's dictionary. A key missing at run time
 * displays the key itself (spec section 4); `{name}` placeholders are filled
 * from `values`.
 */
export function translate(language: Language, key: MessageKey, values?: TranslationValues): string {
  const template: string | undefined = dictionaries[language][key]
  if (template === undefined) return key
  if (!values) return template
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  )
}

export function translatorFor(language: Language): Translate {
  return (key, values) => translate(language, key, values)
}
