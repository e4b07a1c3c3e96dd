import { RotateCcw, SearchX } from 'lucide-react'
import { Link } from '~/components/link.tsx'
import { Card } from '~/components/ui/card.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { Breadcrumbs } from '~/components/directory/breadcrumbs.tsx'
import { CompanyCard } from '~/components/directory/company-card.tsx'
import { Pagination } from '~/components/directory/pagination.tsx'
import { useT } from '~/i18n/context.tsx'
import type { directoryData } from '~/lib/directory-data.server.ts'
import { directorySearch, type DirectoryFilters } from '~/lib/directory-filters.ts'
import { usePaths } from '~/lib/use-paths.ts'
import { m } from '~/paraglide/messages.js'

/**
 * The directory's kept sections: rendered by the server,
 * and in the browser only after a client-side navigation, a change of
 * filters or a language change, so a first visit never downloads this module.
 */
type DirectoryData = ReturnType<typeof directoryData>

export function DirectoryHeader() {
  const t = useT()
  const paths = usePaths()
  return (
    <div className="container-page grid gap-4 py-10 lg:py-12">
      <Breadcrumbs
        crumbs={[
          { name: t(m['nav.home']), path: paths.home() },
          { name: t(m['nav.directory']), path: paths.directory() },
        ]}
      />
      <h1 id="directory-title" className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
        {t(m['directory.startups.title'])}
      </h1>
      <p className="max-w-3xl text-lg text-muted">{t(m['directory.startups.subtitle'])}</p>
    </div>
  )
}

/** No company matches the filters; the reset link leads to the list unfiltered (the directory's unless told). */
export function DirectoryEmpty({ resetTo }: { resetTo?: string }) {
  const t = useT()
  const paths = usePaths()
  return (
    <Card outline="dashed" elevation="flat" className="grid place-items-center gap-3 px-6 py-14 text-center">
      <SearchX className="size-10 text-muted" aria-hidden />
      <h3 className="text-xl font-bold text-ink">{t(m['directory.startups.emptyTitle'])}</h3>
      <p className="max-w-md text-muted">{t(m['directory.startups.emptyText'])}</p>
      <Link to={resetTo ?? paths.directory()} className={buttonVariants({ variant: 'secondary' })}>
        <RotateCcw aria-hidden /> {t(m['directory.startups.reset'])}
      </Link>
    </Card>
  )
}

export function DirectoryResults({ items, sectors }: { items: readonly DirectoryData['companies'][number][]; sectors: DirectoryData['sectors'] }) {
  const sectorNames = new Map(sectors.map((sector) => [sector.id, sector.name]))
  return (
    <>
      {items.map((company) => (
        <li key={company.slug}>
          <CompanyCard company={company} sectorName={sectorNames.get(company.sector)} />
        </li>
      ))}
    </>
  )
}

/** Links to the pages of a filtered list (the directory unless told), each keeping the filters. */
export function DirectoryPagination({ page, pageCount, filters, path }: { page: number; pageCount: number; filters: DirectoryFilters; path?: string }) {
  const paths = usePaths()
  const base = path ?? paths.directory()
  return <Pagination page={page} pageCount={pageCount} hrefFor={(target) => `${base}${directorySearch({ ...filters, page: target })}`} />
}
