import { Search as SearchIcon, SearchX } from 'lucide-react'
import type { Route } from './+types/search'
import { useCountLabel } from '~/components/directory/format.ts'
import { Link } from '~/components/link.tsx'
import { SearchForm } from '~/components/search-form.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { useT } from '~/i18n/context.tsx'
import { routeMeta } from '~/lib/meta.ts'
import { usePaths } from '~/lib/use-paths.ts'
import { deferredModule } from '~/on-demand/deferred.ts'
import { StaticContent } from '~/on-demand/static-content.tsx'
import { m } from '~/paraglide/messages.js'

export { loader } from './search.server.ts'

// The results are a kept section: their code loads only when the browser renders them.
const { SearchResultList } = deferredModule(() => import('~/components/directory/search-sections.tsx'))

export const meta: Route.MetaFunction = routeMeta(({ data: { query }, t }) => ({
  title: query ? t(m['directory.search.metaTitleQuery'], { query }) : m['directory.search.title'],
  description: m['directory.search.metaDescription'],
  keywords: m['directory.search.metaKeywords'],
  // Result pages are for visitors, not for search engines.
  noindex: Boolean(query),
}))

export default function SearchPage({ loaderData: { query, total, page, pageCount, results } }: Route.ComponentProps) {
  const t = useT()
  const counted = useCountLabel()
  const paths = usePaths()
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
              <bdi data-testid="search-count">{counted({ zero: m['directory.search.count.zero'], one: m['directory.search.count.one'], other: m['directory.search.count.other'] }, total, { query })}</bdi>
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
