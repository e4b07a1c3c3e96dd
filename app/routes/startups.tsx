import { pageSocialImage } from '~/components/editorial/social-image.ts'
import { data } from 'react-router'
import type { Route } from './+types/startups'
import { DirectorySortSelect, FiltersAside } from '~/components/directory/directory-filters-form.tsx'
import { countLabel, type CountedMessage } from '~/components/directory/format.ts'
import { useFilterForm } from '~/components/directory/use-filter-form.ts'
import { useT } from '~/i18n/context.tsx'
import { languageOfRequest, pathsOf } from '~/lib/paths.ts'
import { translate } from '~/i18n/translate.ts'
import { cacheableHeaders } from '~/lib/cacheable-page.server.ts'
import { directoryPageData } from '~/lib/directory-data.server.ts'
import { pageMeta } from '~/lib/meta.ts'
import { rootDataFromMatches } from '~/lib/root-data.ts'
import { StaticContent } from '~/on-demand/static-content.tsx'
import { deferred } from '~/on-demand/deferred.ts'
import { usePaths } from '~/lib/use-paths.ts'
import { m } from '~/paraglide/messages.js'

const startupCount: CountedMessage = {
  zero: m['directory.startups.count.zero'],
  one: m['directory.startups.count.one'],
  other: m['directory.startups.count.other'],
}

// The kept sections' code loads only when the browser renders them: never on a first visit.
const directorySections = () => import('~/components/directory/directory-sections.tsx')
const DirectoryHeader = deferred(() => directorySections().then((module) => module.DirectoryHeader)).Component
const DirectoryResults = deferred(() => directorySections().then((module) => module.DirectoryResults)).Component
const DirectoryEmpty = deferred(() => directorySections().then((module) => module.DirectoryEmpty)).Component
const DirectoryPagination = deferred(() => directorySections().then((module) => module.DirectoryPagination)).Component

/**
 * Filters, sort and page are applied on the server: a page carries the 24
 * companies it shows, not the whole directory (whose cards made the HTML
 * heavy and its hydration the slowest of the site). A change of filters in
 * the browser loads the matching page's data. A page with valid filters is
 * kept by the render cache.
 */
export function loader({ request }: Route.LoaderArgs) {
  const list = directoryPageData(languageOfRequest(request), new URL(request.url).searchParams)
  // A page past the last one is no page of the list.
  if (list.pastTheEnd) throw data(null, { status: 404 })
  const { companies, directorySize, sectors, options, filters } = list
  return data({ page: companies, directorySize, sectors, options, filters }, { headers: cacheableHeaders(list.canonicalQuery) })
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const { language, siteUrl } = rootDataFromMatches(matches)
  return pageMeta({
    title: translate(language, m['directory.startups.metaTitle']),
    image: pageSocialImage('/startups', translate(language, m['directory.startups.metaTitle'])),
    description: translate(language, m['directory.startups.metaDescription'], { count: loaderData?.directorySize ?? 0 }),
    keywords: translate(language, m['directory.startups.metaKeywords']),
    path: location.pathname,
    siteUrl,
    language,
    breadcrumbs: [{ name: translate(language, m['nav.directory']), path: pathsOf(language).directory() }],
  })
}

export default function Startups({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const paths = usePaths()
  const { page, sectors, options, filters } = loaderData
  const form = useFilterForm(options)
  const countText = countLabel(t, startupCount, page.total)

  return (
    <>
      <StaticContent as="section" aria-labelledby="directory-title" className="border-b border-line bg-surface">
        <DirectoryHeader />
      </StaticContent>

      <div className="container-page grid gap-8 py-10 lg:grid-cols-[18rem_1fr]">
        <FiltersAside form={form} action={paths.directory()} filters={filters} options={options} sectors={sectors} />

        <section aria-labelledby="directory-results-title" className="min-w-0">
          <h2 id="directory-results-title" className="sr-only">
            {t(m['directory.startups.results'])}
          </h2>
          <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p role="status" aria-live="polite" aria-atomic="true" data-testid="directory-count" className="text-lg font-semibold text-ink">
              {countText}
              {page.pageCount > 1 && (
                <>
                  {' '}
                  <span className="ms-1 text-sm font-normal text-muted">
                    · {t(m['directory.startups.pageStatus'], { page: page.page, count: page.pageCount })}
                  </span>
                </>
              )}
            </p>
            <DirectorySortSelect sort={filters.sort} form={form} />
          </div>

          {page.total === 0 ? (
            <StaticContent>
              <DirectoryEmpty />
            </StaticContent>
          ) : (
            <StaticContent as="ul" className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
              <DirectoryResults items={page.items} sectors={sectors} />
            </StaticContent>
          )}

          <StaticContent>
            <DirectoryPagination page={page.page} pageCount={page.pageCount} filters={filters} />
          </StaticContent>
        </section>
      </div>
    </>
  )
}
