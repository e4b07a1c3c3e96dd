import type { Language } from './languages.ts'
import type { Messages } from './messages/index.ts'
import { hasMessages, messageAreas, provideMessages, type MessageArea } from './translate.ts'

/**
 * Four chunks per language: `common`, which every page needs (the shell's
 * strings), and `directory`, `editorial` and `forms`, which the pages whose
 * routes ask for them need (ADRs 0009, 0011 and 0012).
 */
const loaders: Record<Language, Record<MessageArea, () => Promise<Partial<Messages>>>> = {
  fr: {
    common: () => import('./messages/fr/common.ts').then(({ common }) => common),
    directory: () => import('./messages/fr/directory.ts').then(({ directory }) => directory),
    editorial: () => import('./messages/fr/editorial.ts').then(({ editorial }) => editorial),
    forms: () => import('./messages/fr/forms.ts').then(({ forms }) => forms),
  },
  en: {
    common: () => import('./messages/en/common.ts').then(({ common }) => common),
    directory: () => import('./messages/en/directory.ts').then(({ directory }) => directory),
    editorial: () => import('./messages/en/editorial.ts').then(({ editorial }) => editorial),
    forms: () => import('./messages/en/forms.ts').then(({ forms }) => forms),
  },
  he: {
    common: () => import('./messages/he/common.ts').then(({ common }) => common),
    directory: () => import('./messages/he/directory.ts').then(({ directory }) => directory),
    editorial: () => import('./messages/he/editorial.ts').then(({ editorial }) => editorial),
    forms: () => import('./messages/he/forms.ts').then(({ forms }) => forms),
  },
}

const pending = new Map<string, Promise<void>>()

function loadArea(language: Language, area: MessageArea): Promise<void> {
  if (hasMessages(language, [area])) return Promise.resolve()
  const key = `${language}:${area}`
  let loading = pending.get(key)
  if (!loading) {
    loading = loaders[language][area]().then(
      (messages) => provideMessages(language, messages, [area]),
      (error: unknown) => {
        // A chunk that failed to load (network down) may load on a later try.
        pending.delete(key)
        throw error
      },
    )
    pending.set(key, loading)
  }
  return loading
}

/** Loads parts of a language's dictionary once; resolves at once when they are already there. */
export function loadMessages(language: Language, areas: readonly MessageArea[] = ['common']): Promise<void> {
  if (hasMessages(language, areas)) return Promise.resolve()
  return Promise.all(areas.map((area) => loadArea(language, area))).then(() => undefined)
}

/**
 * The parts of the dictionary the matched routes need: `common`, and those a
 * route names (`export const handle = messagesHandle('directory')`).
 */
export function messageAreasFor(handles: readonly unknown[]): MessageArea[] {
  const named = new Set<unknown>(
    handles.flatMap((handle) =>
      typeof handle === 'object' && handle !== null && Array.isArray((handle as { messages?: unknown }).messages) ? (handle as { messages: unknown[] }).messages : [],
    ),
  )
  return messageAreas.filter((area) => area === 'common' || named.has(area))
}

/**
 * What a route exports to name the parts of the dictionary its page uses
 * beyond `common`, so they load with it (tests/unit/message-areas.test.ts
 * checks that every route names those its code uses).
 */
export function messagesHandle(...areas: Exclude<MessageArea, 'common'>[]): { messages: MessageArea[] } {
  return { messages: areas }
}
