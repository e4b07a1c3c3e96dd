import { Pagination } from '~/components/directory/pagination.tsx'
import { SearchResultCard } from '~/components/directory/search-result-card.tsx'
import type { Paths } from '~/lib/paths.ts'
import type { SearchResultView } from '~/lib/search.ts'
import { usePaths } from '~/lib/use-paths.ts'

/** The address of a page of a search's results: `/search?q=…`, then `&page=N` past the first. */
export function searchPagePath(paths: Paths, query: string, page: number): string {
  return `${paths.search(query)}${page > 1 ? `&page=${page}` : ''}`
}

/**
 * One page of a search's results and the links to its other pages: the search
 * page's kept section, rendered by the server, and in the
 * browser only after a client-side navigation, so a first visit never
 * downloads this module.
 */
export function SearchResultList({ query, results, page, pageCount }: { query: string; results: SearchResultView[]; page: number; pageCount: number }) {
  const paths = usePaths()
  return (
    <>
      <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {results.map((result) => (
          <li key={result.id}>
            <SearchResultCard result={result} />
          </li>
        ))}
      </ul>
      <Pagination page={page} pageCount={pageCount} hrefFor={(target) => searchPagePath(paths, query, target)} />
    </>
  )
}
