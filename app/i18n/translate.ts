import type { Language } from './languages.ts'

/**
 * A compiled message (app/paraglide/messages.js, generated from messages/*.json
 * by scripts/compile-messages.ts): one function per key, which holds
 * the key's text in the three languages. A module imports the messages it
 * shows, so a page's browser code carries only its own messages.
 *
 * The language is always passed to the call, never read from a global: the
 * server renders requests in different languages at the same time.
 */
export type MessageFunction<Inputs> = (inputs: Inputs, options: { locale: Language }) => string

/** Values of `{name}` placeholders. */
export type TranslationValues = Record<string, string | number>

/** A message without placeholders, as tables of labels hold them. */
export type Message = (inputs?: Record<string, never>, options?: { locale?: Language }) => string

/** The values a message's `{name}` placeholders take: optional when it has none (Paraglide types those inputs `{}`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type Values<Inputs> = {} extends Inputs ? [values?: Inputs] : [values: Inputs]

export type Translate = <Inputs>(message: MessageFunction<Inputs>, ...values: Values<Inputs>) => string

/** A message in a language; `{name}` placeholders are filled from `values` (French is compiled spaced: ADR 0055). */
export function translate<Inputs>(language: Language, message: MessageFunction<Inputs>, ...values: Values<Inputs>): string {
  return message((values[0] ?? {}) as Inputs, { locale: language })
}

export function translatorFor(language: Language): Translate {
  return (message, ...values) => translate(language, message, ...values)
}

/**
 * The message of a key computed at run time (a stage, a district, a search
 * result's type), from a table of the messages it may be. A key the table does
 * not have displays the key itself (spec section 4): compile-time parity
 * (scripts/compile-messages.ts) covers every key written in the code, this
 * covers those that come from data.
 */
export function messageOf<Inputs>(messages: Readonly<Record<string, MessageFunction<Inputs>>>, key: string): MessageFunction<Inputs> {
  return Object.hasOwn(messages, key) ? messages[key]! : () => key
}
