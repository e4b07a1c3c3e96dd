import type { Language } from './languages.ts'
import type { Messages } from './messages/index.ts'
import { hasMessages, provideMessages } from './translate.ts'

/** One chunk per language: a page downloads only its own strings (ADR 0009). */
const loaders: Record<Language, () => Promise<{ messages: Messages }>> = {
  fr: () => import('./messages/fr/index.ts'),
  en: () => import('./messages/en/index.ts'),
  he: () => import('./messages/he/index.ts'),
}

const pending: Partial<Record<Language, Promise<void>>> = {}

/** Loads a language's dictionary once; resolves at once when it is already there. */
export function loadMessages(language: Language): Promise<void> {
  if (hasMessages(language)) return Promise.resolve()
  pending[language] ??= loaders[language]().then(
    ({ messages }) => provideMessages(language, messages),
    (error: unknown) => {
      // A chunk that failed to load (network down) may load on a later try.
      delete pending[language]
      throw error
    },
  )
  return pending[language]
}
