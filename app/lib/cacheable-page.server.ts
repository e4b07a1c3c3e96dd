import { createContext, type RouterContextProvider } from 'react-router'

/**
 * Whether the page rendered for a request may be kept by the server's render cache, and under which
 * canonical query (its valid parameters, defaults left out; '' for none): set by the page's loader on the
 * request's context, read by the server once the page is rendered (server/page-renderer.ts). The server
 * keeps such a 200 page under its path (which names its language) and that query, and answers every
 * equivalent address (other order, unknown or invalid parameters) from the same entry. Null: not kept.
 */
export const keptPageContext = createContext<string | null>(null)

/** Lets the server keep the page this loader renders under its canonical query; null leaves it rendered per request. */
export function keepPageUnder(context: Readonly<RouterContextProvider>, canonicalQuery: string | null): void {
  context.set(keptPageContext, canonicalQuery === null ? null : canonicalQuery.replace(/^\?/, ''))
}

/** Parameters that say what their absence says: a list's first page and its default sort. */
const defaultParameters = new Set(['sort=selection', 'page=1'])

/**
 * A query string as the render cache keys it: empty parameters and defaults
 * dropped, the others sorted by name ('?b=2&sort=selection&a=1&c=' → 'a=1&b=2');
 * null when a name repeats (such an address is rendered, never kept).
 */
export function normalisedQuery(search: string): string | null {
  const params = new URLSearchParams(search)
  const kept: [string, string][] = []
  const names = new Set<string>()
  for (const [name, value] of params) {
    if (names.has(name)) return null
    names.add(name)
    if (value !== '' && !defaultParameters.has(`${name}=${value}`)) kept.push([name, value])
  }
  kept.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
  return new URLSearchParams(kept).toString()
}
