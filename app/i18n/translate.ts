import type { MessageArea } from './areas.ts'
import type { Language } from './languages.ts'
import type { MessageKey, Messages } from './messages/index.ts'

export type TranslationValues = Record<string, string | number>
export type Translate = (key: MessageKey, values?: TranslationValues) => string

export { messageAreas, type MessageArea } from './areas.ts'

/**
 * The dictionaries this process holds: all of them on the server
 * (messages.server.ts), in the browser only the page's language and the parts
 * its pages need, loaded before hydration, before a page that needs more and
 * before a language switch (load-messages.ts, ADRs 0009 and 0011).
 */
const provided: Partial<Record<Language, Partial<Messages>>> = {}
const providedAreas: Partial<Record<Language, Set<MessageArea>>> = {}

export function provideMessages(language: Language, messages: Partial<Messages>, areas: readonly MessageArea[]) {
  provided[language] = { ...provided[language], ...messages }
  const held = (providedAreas[language] ??= new Set())
  for (const area of areas) held.add(area)
}

export function hasMessages(language: Language, areas: readonly MessageArea[] = ['common']): boolean {
  const held = providedAreas[language]
  return held !== undefined && areas.every((area) => held.has(area))
}

/** The parts of a language's dictionary this process holds. */
export function heldAreas(language: Language): MessageArea[] {
  return [...(providedAreas[language] ?? [])]
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
