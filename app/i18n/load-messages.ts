import type { Language } from './languages.ts'
import type { Messages } from './messages/index.ts'
import { hasMessages, messageAreas, provideMessages, type MessageArea } from './translate.ts'

/**
 * One chunk per language and part of the dictionary (app/i18n/areas.ts, ADRs
 * 0009, 0011 and 0012): `common` on every page, the others on the pages whose
 * routes name them. Each module exports one object, named after its part.
 */
const dictionaryParts = import.meta.glob<Record<string, Partial<Messages>>>(['./messages/*/*.ts', '!./messages/*/index.ts'])

function loadPart(language: Language, area: MessageArea): Promise<Partial<Messages>> {
  const load = dictionaryParts[`./messages/${language}/${area}.ts`]
  if (!load) return Promise.reject(new Error(`No dictionary part ${language}/${area}`))
  const name = area.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())
  return load().then((module) => module[name] ?? {})
}

const pending = new Map<string, Promise<void>>()

function loadArea(language: Language, area: MessageArea): Promise<void> {
  if (hasMessages(language, [area])) return Promise.resolve()
  const key = `${language}:${area}`
  let loading = pending.get(key)
  if (!loading) {
    loading = loadPart(language, area).then(
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
