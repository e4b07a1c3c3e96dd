import type { Language } from '../languages.ts'
import { messages as en } from './en/index.ts'
import { messages as fr } from './fr/index.ts'
import { messages as he } from './he/index.ts'

/**
 * Every area of the interface owns one module per language (`fr/forms.ts`,
 * `en/forms.ts`, …); `<language>/index.ts` merges one language's areas. French
 * is the source of the key type; the others must have exactly its keys.
 *
 * This module holds all three languages: the server and the tests use it. The
 * browser loads only its page's language (app/i18n/load-messages.ts, ADR 0009).
 */
export type MessageKey = keyof typeof fr
export type Messages = Record<MessageKey, string>

export const dictionaries: Record<Language, Messages> = { fr, en, he }
