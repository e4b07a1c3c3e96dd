import type { Language } from './languages.ts'
import type { MessageKey, Messages } from './messages/index.ts'

export type TranslationValues = Record<string, string | number>
export type Translate = (key: MessageKey, values?: TranslationValues) => string

/**
 * The dictionaries this process holds: all three on the server
 * (messages.server.ts), only the page's language in the browser, loaded before
 * hydration and before a language switch (load-messages.ts, ADR 0009).
 */
const provided: Partial<Record<Language, Messages>> = {}

export function provideMessages(language: Language, messages: Messages) {
  provided[language] = messages
}

export function hasMessages(language: Language): boolean {
  return provided[language] !== undefined
}

/**
 * Looks a key up in the language's dictionary. A key missing at run time
 * displays the key itself (spec section 4); `{name}` placeholders are filled
 * from `values`.
 */
export function translate(language: Language, key: MessageKey, values?: TranslationValues): string {
  const template: string | undefined = provided[language]?.[key]
  if (template === undefined) return key
  if (!values) return template
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  )
}

export function translatorFor(language: Language): Translate {
  return (key, values) => translate(language, key, values)
}
