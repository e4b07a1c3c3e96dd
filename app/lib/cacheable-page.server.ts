/**
 * How a route tells the server that the HTML it rendered may be kept in the
 * render cache: its loader sets this header to the page's canonical
 * query (its valid parameters, defaults left out). The server keeps such a 200
 * page under its path (which names its language) and that query, answers every
 * equivalent address (other order, unknown or invalid parameters) from the same
 * entry, and never passes the header on.
 */
export const cacheablePageHeader = 'x-render-cacheable'

/** The loader's headers of a page that may be kept under this canonical query ('' for none), or not at all (null). */
export function cacheableHeaders(canonicalQuery: string | null): Record<string, string> {
  return canonicalQuery === null ? {} : { [cacheablePageHeader]: canonicalQuery.replace(/^\?/, '') || '-' }
}

/** The canonical query a route's header gives ('' for a page with none), or null when the page may not be kept. */
export function canonicalQueryOf(header: string | null): string | null {
  if (header === null) return null
  return header === '-' ? '' : normalisedQuery(header)
}

/** Parameters that say what their absence says: a list's first page and its default sort. */
const defaultParameters = new Set(['sort=name', 'page=1'])

/**
 * A query string as the render cache keys it: empty parameters and defaults
 * dropped, the others sorted by name ('?b=2&sort=name&a=1&c=' → 'a=1&b=2');
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
