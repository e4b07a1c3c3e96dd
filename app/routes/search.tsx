import { Search as SearchIcon, SearchX } from 'lucide-react'
import { data } from 'react-router'
import { Link } from '~/components/link.tsx'
import type { Route } from './+types/search'
import { NotFound } from '~/components/not-found.tsx'
import { SearchForm } from '~/components/search-form.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { useT } from '~/i18n/context.tsx'
import { languageOfRequest } from '~/lib/paths.ts'
import { translate } from '~/i18n/translate.ts'
import { pageFromSearch, paginate } from '~/lib/directory-filters.ts'
import { pageMeta } from '~/lib/meta.ts'
import { cacheableHeaders } from '~/lib/cacheable-page.server.ts'
import { rootDataFromMatches } from '~/lib/root-data.ts'
import { cleanQuery, type SearchResultView } from '~/lib/search.ts'
import { searchResultView } from '~/lib/search-index.server.ts'
import { siteSearch } from '~/lib/site-search.server.ts'
import { StaticContent } from '~/on-demand/static-content.tsx'
import { deferred } from '~/on-demand/deferred.ts'
import { usePaths } from '~/lib/use-paths.ts'
import { m } from '~/paraglide/messages.js'

// The results are a kept section: their code loads only when the browser renders them.
const SearchResultList = deferred(() => import('~/components/directory/search-sections.tsx').then((module) => module.SearchResultList)).Component

/** Results per page, as the directory's lists. */
export const searchPageSize = 24

/**
 * The search runs on the server: `?q=` the query, `?page=` the page
 * of 24 results, as the directory reads it; a page past the last one is no
 * page (404), as on the sector pages.
 */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const query = cleanQuery(params.get('q'))
  const requested = pageFromSearch(params)
  const none = { found: true as const, query, total: 0, page: 1, pageCount: 1, results: [] as SearchResultView[] }
  if (!query) return requested > 1 ? data({ ...none, found: false as const }, { status: 404 }) : none
  const language = languageOfRequest(request)
  const shown = paginate(siteSearch().search(query), requested, searchPageSize)
  if (requested > shown.pageCount) return data({ ...none, found: false as const }, { status: 404 })
  const page = {
    found: true as const,
    query,
    total: shown.total,
    page: shown.page,
    pageCount: shown.pageCount,
    results: shown.items.map((hit) => searchResultView(hit.document, language)),
  }
  // A results page depends on its query and page alone: the render cache keeps it under them.
  const canonical = new URLSearchParams({ q: query, ...(shown.page > 1 ? { page: String(shown.page) } : {}) })
  return data(page, { headers: cacheableHeaders(canonical.toString()) })
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const { language, siteUrl } = rootDataFromMatches(matches)
  const query = loaderData?.query ?? ''
  return pageMeta({
    title: query ? translate(language, m['directory.search.metaTitleQuery'], { query }) : translate(language, m['directory.search.title']),
    description: translate(language, m['directory.search.metaDescription']),
    keywords: translate(language, m['directory.search.metaKeywords']),
    path: location.pathname,
    siteUrl,
    language,
    // Result pages are for visitors, not for search engines.
    noindex: Boolean(query) || loaderData?.found === false,
  })
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const paths = usePaths()
  if (!loaderData.found) return <NotFound />
  const { query, total, page, pageCount, results } = loaderData
  return (
    <>
      <section aria-labelledby="search-title" className="border-b border-line bg-surface">
        <div className="container-page grid gap-5 py-10 lg:py-14">
          <h1 id="search-title" className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
            {t(m['directory.search.title'])}
          </h1>
          <SearchForm key={query} defaultValue={query} size="lg" placeholder={t(m['directory.home.searchPlaceholder'])} className="max-w-2xl" />
          {query && (
            <p role="status" className="text-lg text-muted">
              <bdi data-testid="search-count">{t(m['directory.search.count'], { count: total, query })}</bdi>
              {pageCount > 1 && (
                <span data-testid="search-page-status">
                  {' · '}
                  {t(m['directory.startups.pageStatus'], { page, count: pageCount })}
                </span>
              )}
            </p>
          )}
        </div>
      </section>

      <div className="container-page py-10">
        {!query ? (
          <div className="grid place-items-center gap-3 py-12 text-center">
            <SearchIcon className="size-10 text-muted" aria-hidden />
            <h2 className="text-2xl font-bold text-ink">{t(m['directory.search.startTitle'])}</h2>
            <p className="max-w-lg text-muted">{t(m['directory.search.startText'])}</p>
          </div>
        ) : results.length === 0 ? (
          <div className="grid place-items-center gap-3 py-12 text-center">
            <SearchX className="size-10 text-muted" aria-hidden />
            <h2 className="text-2xl font-bold text-ink">{t(m['directory.search.emptyTitle'])}</h2>
            <p className="max-w-lg text-muted">{t(m['directory.search.emptyHint'])}</p>
            <div className="mt-2 flex flex-wrap justify-center gap-3">
              <Link to={paths.home()} className={buttonVariants()}>
                {t(m['directory.search.backHome'])}
              </Link>
              <Link to={paths.categories()} className={buttonVariants({ variant: 'secondary' })}>
                {t(m['directory.search.browseCategories'])}
              </Link>
            </div>
          </div>
        ) : (
          <StaticContent>
            <SearchResultList query={query} results={results} page={page} pageCount={pageCount} />
          </StaticContent>
        )}
      </div>
    </>
  )
}
