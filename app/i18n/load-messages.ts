import type { Language } from './languages.ts'
import type { Messages } from './messages/index.ts'
import { hasMessages, provideMessages, type MessageArea } from './translate.ts'

/**
 * Two chunks per language: `core`, which every page needs, and `forms`, which
 * only the pages with a form need (ADRs 0009 and 0011).
 */
const loaders: Record<Language, Record<MessageArea, () => Promise<Partial<Messages>>>> = {
  fr: { core: () => import('./messages/fr/core.ts').then(({ core }) => core), forms: () => import('./messages/fr/forms.ts').then(({ forms }) => forms) },
  en: { core: () => import('./messages/en/core.ts').then(({ core }) => core), forms: () => import('./messages/en/forms.ts').then(({ forms }) => forms) },
  he: { core: () => import('./messages/he/core.ts').then(({ core }) => core), forms: () => import('./messages/he/forms.ts').then(({ forms }) => forms) },
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
export function loadMessages(language: Language, areas: readonly MessageArea[] = ['core']): Promise<void> {
  if (hasMessages(language, areas)) return Promise.resolve()
  return Promise.all(areas.map((area) => loadArea(language, area))).then(() => undefined)
}

/**
 * The parts of the dictionary the matched routes need: `core`, and `forms`
 * when a route says so (`export const handle = { messages: ['forms'] }`).
 */
export function messageAreasFor(handles: readonly unknown[]): MessageArea[] {
  const needsForms = handles.some(
    (handle) => typeof handle === 'object' && handle !== null && Array.isArray((handle as { messages?: unknown }).messages) && (handle as { messages: unknown[] }).messages.includes('forms'),
  )
  return needsForms ? ['core', 'forms'] : ['core']
}

/** What a route that renders a form exports, so its strings load with it. */
export const formsHandle = { messages: ['forms'] as MessageArea[] }
