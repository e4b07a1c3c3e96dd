import type { Route } from './+types/startups'
import { DirectorySortSelect, FiltersAside } from '~/components/directory/directory-filters-form.tsx'
import { groupThousands, useCountLabel, type CountedMessage } from '~/components/directory/format.ts'
import { useFilterForm } from '~/components/directory/use-filter-form.ts'
import { useT } from '~/i18n/context.tsx'
import { routeMeta } from '~/lib/meta.ts'
import { usePaths } from '~/lib/use-paths.ts'
import { deferredModule } from '~/on-demand/deferred.ts'
import { StaticContent } from '~/on-demand/static-content.tsx'
import { m } from '~/paraglide/messages.js'

export { loader } from './startups.server.ts'

const startupCount: CountedMessage = {
  zero: m['directory.startups.count.zero'],
  one: m['directory.startups.count.one'],
  other: m['directory.startups.count.other'],
}

// The kept sections' code loads only when the browser renders them: never on a first visit.
const { DirectoryHeader, DirectoryResults, DirectoryEmpty, DirectoryPagination } = deferredModule(() => import('~/components/directory/directory-sections.tsx'))

export const meta: Route.MetaFunction = routeMeta(({ data, t, language, paths }) => ({
  title: m['directory.startups.metaTitle'],
  socialCard: '/startups',
  description: t(m['directory.startups.metaDescription'], { count: groupThousands(String(data.directorySize), language) }),
  keywords: m['directory.startups.metaKeywords'],
  breadcrumbs: [{ name: m['nav.directory'], path: paths.directory() }],
}))

export default function Startups({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const counted = useCountLabel()
  const paths = usePaths()
  const { page, sectors, options, filters } = loaderData
  const form = useFilterForm(options)
  const countText = counted(startupCount, page.total)

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
