import { pageSocialImage } from '~/components/editorial/social-image.ts'
import { useMemo, useState, useSyncExternalStore } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import type { Route } from './+types/startups'
import { DirectoryFiltersForm, DirectorySortSelect, directoryFormId } from '~/components/directory/directory-filters-form.tsx'
import { countLabel } from '~/components/directory/format.ts'
import { useT } from '~/i18n/context.tsx'
import { languageFromCookieHeader } from '~/i18n/languages.ts'
import { translate } from '~/i18n/translate.ts'
import { directoryData } from '~/lib/directory-data.ts'
import { filterDirectory, paginate, parseDirectoryFilters } from '~/lib/directory-filters.ts'
import { pageMeta } from '~/lib/meta.ts'
import { rootDataFromMatches } from '~/lib/root-data.ts'
import { breadcrumbData } from '~/lib/structured-data.ts'
import { StaticContent } from '~/components/static-content.tsx'
import { deferred } from '~/lib/deferred.ts'
import { messagesHandle } from '~/i18n/load-messages.ts'

// The kept sections' code (ADR 0011) loads only when the browser renders them: never on a first visit (ADR 0012).
const directorySections = () => import('~/components/directory/directory-sections.tsx')
const DirectoryHeader = deferred(() => directorySections().then((module) => module.DirectoryHeader)).Component
const DirectoryResults = deferred(() => directorySections().then((module) => module.DirectoryResults)).Component
const DirectoryEmpty = deferred(() => directorySections().then((module) => module.DirectoryEmpty)).Component
const DirectoryPagination = deferred(() => directorySections().then((module) => module.DirectoryPagination)).Component

/**
 * Filters, sort and page are applied on the server: a page carries the 24
 * companies it shows, not the whole directory (whose 367 cards made the HTML
 * three times heavier and its hydration the slowest of the site). A change of
 * filters in the browser loads the matching page's data.
 */
/** The parts of the dictionary this page uses beyond `common` load with it (ADRs 0011 and 0012). */
export const handle = messagesHandle('directory', 'directory-startups')

export function loader({ request }: Route.LoaderArgs) {
  const { companies, sectors, options } = directoryData(languageFromCookieHeader(request.headers.get('cookie')))
  const filters = parseDirectoryFilters(new URL(request.url).searchParams, options)
  return { page: paginate(filterDirectory(companies, filters), filters.page), directorySize: companies.length, sectors, options }
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const { language, siteUrl } = rootDataFromMatches(matches)
  return pageMeta({
    title: translate(language, 'directory.startups.metaTitle'),
    image: pageSocialImage('/startups', translate(language, 'directory.startups.metaTitle')),
    description: translate(language, 'directory.startups.metaDescription', { count: loaderData?.directorySize ?? 0 }),
    keywords: translate(language, 'directory.startups.metaKeywords'),
    path: location.pathname,
    siteUrl,
    language,
    structuredData: [
      breadcrumbData(siteUrl, [
        { name: translate(language, 'nav.home'), path: '/' },
        { name: translate(language, 'nav.directory'), path: '/startups' },
      ]),
    ],
  })
}

const subscribeNothing = () => () => {}

/** False in the server HTML and during hydration, true afterwards. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  )
}

/** The query string the form's current values stand for (defaults and empty fields left out). */
function searchFromForm(form: HTMLFormElement): string {
  const params = new URLSearchParams()
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string') continue
    const trimmed = value.trim()
    if (!trimmed || (name === 'sort' && trimmed === 'name')) continue
    params.set(name, trimmed)
  }
  const search = params.toString()
  return search ? `?${search}` : ''
}

export default function Startups({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { page, sectors, options } = loaderData
  const [searchParams, setSearchParams] = useSearchParams()
  const location = useLocation()
  const hydrated = useHydrated()

  const filters = useMemo(() => parseDirectoryFilters(searchParams, options), [searchParams, options])

  // The form's fields are uncontrolled (typing must never be interrupted). When the
  // address changes from elsewhere (reset link, header link), the form is rebuilt
  // from it; changes made by the form itself keep it as it is.
  const [ownSearch, setOwnSearch] = useState<string | null>(null)
  const [formState, setFormState] = useState({ search: location.search, key: location.key })
  if (formState.search !== location.search) {
    setFormState({ search: location.search, key: location.search === ownSearch ? formState.key : location.key })
  }

  function applyForm(form: HTMLFormElement) {
    const search = searchFromForm(form)
    if (search === location.search) return
    setOwnSearch(search)
    setSearchParams(new URLSearchParams(search), { replace: true, preventScrollReset: true })
  }

  function applySort() {
    const form = document.getElementById(directoryFormId)
    if (form instanceof HTMLFormElement) applyForm(form)
  }

  const countText = countLabel(t, 'directory.startups.count', page.total, true)

  return (
    <>
      <StaticContent as="section" aria-labelledby="directory-title" className="border-b border-line bg-surface">
        <DirectoryHeader />
      </StaticContent>

      <div className="container-page grid gap-8 py-10 lg:grid-cols-[18rem_1fr]">
        <aside>
          <DirectoryFiltersForm
            key={formState.key}
            filters={filters}
            options={options}
            sectors={sectors}
            interactive={hydrated}
            onFiltersChange={applyForm}
          />
        </aside>

        <section aria-labelledby="directory-results-title" className="min-w-0">
          <h2 id="directory-results-title" className="sr-only">
            {t('directory.startups.results')}
          </h2>
          <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p role="status" aria-live="polite" aria-atomic="true" data-testid="directory-count" className="text-lg font-semibold text-ink">
              {countText}
              {page.pageCount > 1 && (
                <>
                  {' '}
                  <span className="ms-1 text-sm font-normal text-muted">
                    · {t('directory.startups.pageStatus', { page: page.page, count: page.pageCount })}
                  </span>
                </>
              )}
            </p>
            <DirectorySortSelect key={formState.key} sort={filters.sort} onSortChange={applySort} />
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
