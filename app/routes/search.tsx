import { Search as SearchIcon, SearchX } from 'lucide-react'
import { Link } from 'react-router'
import type { SearchResultView } from '~/components/directory/search-result-card.tsx'
import type { Route } from './+types/search'
import { SearchForm } from '~/components/search-form.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { useT } from '~/i18n/context.tsx'
import { languageFromCookieHeader } from '~/i18n/languages.ts'
import { translate } from '~/i18n/translate.ts'
import { searchIndexFor } from '~/lib/directory-search-index.ts'
import { pageMeta } from '~/lib/meta.ts'
import { rootDataFromMatches } from '~/lib/root-data.ts'
import { cleanQuery, searchItems } from '~/lib/search.ts'
import { StaticContent } from '~/components/static-content.tsx'
import { deferred } from '~/lib/deferred.ts'
import { messagesHandle } from '~/i18n/load-messages.ts'

// The result cards are a kept section (ADR 0011): their code loads only when the browser renders them (ADR 0012).
const SearchResultCard = deferred(() => import('~/components/directory/search-result-card.tsx').then((module) => module.SearchResultCard)).Component

/** Results shown at once; the count still gives the total. */
const shownResults = 60

/** The parts of the dictionary this page uses beyond `common` load with it (ADRs 0011 and 0012). */
export const handle = messagesHandle('directory', 'directory-home', 'directory-search')

export function loader({ request }: Route.LoaderArgs) {
  const query = cleanQuery(new URL(request.url).searchParams.get('q'))
  if (!query) return { query, total: 0, results: [] as SearchResultView[] }
  const matches = searchItems(searchIndexFor(languageFromCookieHeader(request.headers.get('cookie'))), query)
  return {
    query,
    total: matches.length,
    results: matches.slice(0, shownResults).map(
      ({ id, title, description, type, url, category, tags, lang }): SearchResultView => ({
        id,
        title,
        description,
        type,
        url,
        ...(category ? { category } : {}),
        ...(tags ? { tags: tags.slice(0, 3) } : {}),
        ...(lang ? { lang } : {}),
      }),
    ),
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const { language, siteUrl } = rootDataFromMatches(matches)
  const query = loaderData?.query ?? ''
  return pageMeta({
    title: query ? translate(language, 'directory.search.metaTitleQuery', { query }) : translate(language, 'directory.search.title'),
    description: translate(language, 'directory.search.metaDescription'),
    keywords: translate(language, 'directory.search.metaKeywords'),
    path: location.pathname,
    siteUrl,
    language,
    // Result pages are for visitors, not for search engines.
    noindex: Boolean(query),
  })
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { query, total, results } = loaderData
  return (
    <>
      <section aria-labelledby="search-title" className="border-b border-line bg-surface">
        <div className="container-page grid gap-5 py-10 lg:py-14">
          <h1 id="search-title" className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
            {t('directory.search.title')}
          </h1>
          <SearchForm key={query} defaultValue={query} size="lg" placeholder={t('directory.home.searchPlaceholder')} className="max-w-2xl" />
          {query && (
            <p role="status" className="text-lg text-muted" data-testid="search-count">
              <bdi>{t('directory.search.count', { count: total, query })}</bdi>
            </p>
          )}
        </div>
      </section>

      <div className="container-page py-10">
        {!query ? (
          <div className="grid place-items-center gap-3 py-12 text-center">
            <SearchIcon className="size-10 text-muted" aria-hidden />
            <h2 className="text-2xl font-bold text-ink">{t('directory.search.startTitle')}</h2>
            <p className="max-w-lg text-muted">{t('directory.search.startText')}</p>
          </div>
        ) : results.length === 0 ? (
          <div className="grid place-items-center gap-3 py-12 text-center">
            <SearchX className="size-10 text-muted" aria-hidden />
            <h2 className="text-2xl font-bold text-ink">{t('directory.search.emptyTitle')}</h2>
            <p className="max-w-lg text-muted">{t('directory.search.emptyHint')}</p>
            <div className="mt-2 flex flex-wrap justify-center gap-3">
              <Link to="/" className={buttonVariants()}>
                {t('directory.search.backHome')}
              </Link>
              <Link to="/categories" className={buttonVariants({ variant: 'secondary' })}>
                {t('directory.search.browseCategories')}
              </Link>
            </div>
          </div>
        ) : (
          <>
            <StaticContent as="ul" className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
              {results.map((result) => (
                <li key={result.id}>
                  <SearchResultCard result={result} />
                </li>
              ))}
            </StaticContent>
            {total > results.length && <p className="mt-8 text-center text-muted">{t('directory.search.limited', { shown: results.length })}</p>}
          </>
        )}
      </div>
    </>
  )
}
