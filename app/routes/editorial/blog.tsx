import { Rss, Search } from 'lucide-react'
import { useId, useState } from 'react'
import { useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router'
import type { Route } from './+types/blog'
import { blogCategoryParam, blogSearch, blogSearchParam, blogView, type BlogCategoryEntry, type BlogView } from '~/components/editorial/blog-filter.ts'
import { slotMarker, withSlot } from '~/components/editorial/slot.tsx'
import { Form, Link } from '~/components/link.tsx'
import { Card } from '~/components/ui/card.tsx'
import { useI18n } from '~/i18n/context.tsx'
import { routeMeta } from '~/lib/meta.ts'
import { usePaths } from '~/lib/use-paths.ts'
import { cn } from '~/lib/utils.ts'
import { deferredModule } from '~/on-demand/deferred.ts'
import { StaticContent } from '~/on-demand/static-content.tsx'
import { m } from '~/paraglide/messages.js'

export { loader } from './blog.server.ts'

// The article cards are kept sections: their code loads only when the browser renders them.
const { ArticleCard, FeaturedArticle } = deferredModule(() => import('~/components/editorial/article-card.tsx'))

/** The listing's data does not depend on the search text or the category: filtering happens on the page. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false
  return defaultShouldRevalidate
}

export const meta: Route.MetaFunction = routeMeta(({ paths }) => ({
  title: m['editorial.blog.metaTitle'],
  description: m['editorial.blog.metaDescription'],
  keywords: m['editorial.blog.keywords'],
  path: paths.blog(),
  socialCard: '/blog',
  breadcrumbs: [{ name: m['nav.blog'], path: paths.blog() }],
}))

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n()
  const paths = usePaths()
  const [searchParams] = useSearchParams()
  const view = blogView(loaderData.articles, loaderData.categories, {
    query: searchParams.get(blogSearchParam),
    category: searchParams.get(blogCategoryParam),
  })
  const shownCount = view.grid.length + (view.featured ? 1 : 0)

  return (
    <>
      <header className="border-b border-line bg-gradient-to-b from-brand-soft to-surface">
        <div className="container-page py-10 sm:py-14">
          <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{t(m['editorial.blog.title'])}</h1>
          <p className="mt-3 max-w-2xl text-lg text-muted">{t(m['editorial.blog.subtitle'])}</p>
          <BlogSearchForm className="mt-6 max-w-xl" view={view} />
        </div>
      </header>

      <div className="container-page grid gap-8 py-10 lg:grid-cols-[15rem_1fr] lg:gap-10">
        <CategorySidebar categories={loaderData.categories} total={loaderData.articles.length} view={view} />

        <div className="min-w-0">
          {view.featured && (
            <StaticContent as="section" aria-labelledby="blog-featured" className="mb-10">
              <h2 id="blog-featured" className="sr-only">
                {t(m['editorial.blog.featured'])}
              </h2>
              <FeaturedArticle article={view.featured} />
            </StaticContent>
          )}

          <section aria-labelledby="blog-list">
            <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="blog-list" className="text-2xl font-bold text-ink">
                {view.heading.kind === 'search'
                  ? withSlot(t(m['editorial.blog.headingSearch'], { query: slotMarker }), <bdi>{view.heading.query}</bdi>)
                  : view.heading.kind === 'category'
                    ? withSlot(t(m['editorial.blog.headingCategory'], { category: slotMarker }), <bdi lang="fr">{view.heading.name}</bdi>)
                    : t(m['editorial.blog.headingAll'])}
              </h2>
              <p className="text-sm text-muted" role="status">
                {shownCount === 1 ? t(m['editorial.blog.countOne']) : t(m['editorial.blog.countOther'], { count: shownCount })}
              </p>
            </div>

            {view.empty ? (
              <EmptyState view={view} />
            ) : (
              <StaticContent className="grid gap-6 md:grid-cols-2">
                {view.grid.map((article) => (
                  <ArticleCard key={article.slug} article={article} />
                ))}
              </StaticContent>
            )}
          </section>

          <a href={paths.rss()} className="mt-10 inline-flex items-center gap-2 text-sm font-semibold text-brand underline-offset-4 hover:underline">
            <Rss className="size-4" aria-hidden />
            {t(m['editorial.blog.rss'])}
          </a>
        </div>
      </div>
    </>
  )
}

/**
 * The search field: the text lives in the URL (`?q=`), so a search can be
 * shared and is rendered by the server; typing filters at once (the address
 * is replaced, not pushed). Without JavaScript it is a plain GET form.
 */
function BlogSearchForm({ view, className }: { view: BlogView; className?: string }) {
  const { t } = useI18n()
  const paths = usePaths()
  const id = useId()
  const [searchParams, setSearchParams] = useSearchParams()
  const urlQuery = searchParams.get(blogSearchParam) ?? ''
  const [text, setText] = useState(urlQuery)
  const [syncedQuery, setSyncedQuery] = useState(urlQuery)
  // The address changed by another way (back button, a category link): follow it.
  if (urlQuery !== syncedQuery) {
    setSyncedQuery(urlQuery)
    setText(urlQuery)
  }

  function onChange(value: string) {
    setText(value)
    setSyncedQuery(value)
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (value) next.set(blogSearchParam, value)
        else next.delete(blogSearchParam)
        return next
      },
      { replace: true, preventScrollReset: true },
    )
  }

  return (
    <Form method="get" action={paths.blog()} role="search" className={cn('relative flex items-center', className)} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} className="sr-only">
        {t(m['editorial.blog.searchLabel'])}
      </label>
      <Search className="pointer-events-none absolute start-4 size-5 text-muted" aria-hidden />
      <input
        id={id}
        name={blogSearchParam}
        type="search"
        value={text}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t(m['editorial.blog.searchPlaceholder'])}
        autoComplete="off"
        className="h-14 w-full rounded-xl border border-line bg-surface ps-12 pe-32 text-base text-ink shadow-sm placeholder:text-muted focus:border-brand focus:outline-none focus-visible:ring-2 focus-visible:ring-brand/40"
      />
      {view.category && <input type="hidden" name={blogCategoryParam} value={view.category.slug} />}
      <button type="submit" className="absolute end-2 h-10 rounded-lg bg-brand px-4 text-sm font-semibold text-white hover:bg-brand-strong">
        {t(m['editorial.blog.searchSubmit'])}
      </button>
    </Form>
  )
}

/** 'All articles' and one entry per category, each with its number of articles. */
function CategorySidebar({ categories, total, view }: { categories: readonly BlogCategoryEntry[]; total: number; view: BlogView }) {
  const { t } = useI18n()
  const paths = usePaths()
  const entries = [
    { key: 'all', label: t(m['editorial.blog.allArticles']), count: total, to: paths.blog(blogSearch({ query: view.query })), active: !view.category, lang: undefined },
    ...categories.map((category) => ({
      key: category.slug,
      label: category.name,
      count: category.count,
      to: paths.blog(blogSearch({ query: view.query, category: category.slug })),
      active: view.category?.slug === category.slug,
      lang: 'fr',
    })),
  ]
  return (
    <nav aria-labelledby="blog-categories" className="lg:sticky lg:top-24 lg:self-start">
      <h2 id="blog-categories" className="mb-3 text-sm font-semibold uppercase tracking-wide text-muted">
        {t(m['editorial.blog.categories'])}
      </h2>
      <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
        {entries.map((entry) => (
          <li key={entry.key}>
            <Link
              to={entry.to}
              preventScrollReset
              aria-current={entry.active ? 'page' : undefined}
              className={cn(
                'flex items-center justify-between gap-3 rounded-full border px-4 py-2 text-sm font-medium transition-colors lg:rounded-lg lg:border-transparent',
                entry.active ? 'border-brand bg-brand text-white' : 'border-line bg-surface text-ink hover:bg-brand-soft hover:text-brand lg:bg-transparent',
              )}
            >
              <span lang={entry.lang}>{entry.label}</span>
              <span className="sr-only"> ({entry.count})</span>
              <span aria-hidden className={cn('rounded-full px-2 text-xs font-semibold tabular-nums', entry.active ? 'bg-white/20 text-white' : 'bg-canvas text-muted')}>
                {entry.count}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function EmptyState({ view }: { view: BlogView }) {
  const { t } = useI18n()
  const paths = usePaths()
  return (
    <Card outline="dashed" elevation="flat" className="px-6 py-14 text-center">
      <Search className="mx-auto size-10 text-muted" aria-hidden />
      <p className="mt-4 text-lg font-semibold text-ink">{t(m['editorial.blog.emptyTitle'])}</p>
      {view.empty !== 'none' && (
        <p className="mt-2 text-muted">{view.empty === 'search' ? t(m['editorial.blog.emptySearch']) : t(m['editorial.blog.emptyCategory'])}</p>
      )}
      <Link to={paths.blog()} className="mt-6 inline-flex font-semibold text-brand underline-offset-4 hover:underline">
        {t(m['editorial.blog.showAll'])}
      </Link>
    </Card>
  )
}
