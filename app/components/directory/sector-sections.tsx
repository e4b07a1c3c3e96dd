import { SlidersHorizontal } from 'lucide-react'
import { Link } from '~/components/link.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { Breadcrumbs } from '~/components/directory/breadcrumbs.tsx'
import { useCountLabel } from '~/components/directory/format.ts'
import { SectionHeading } from '~/components/directory/section-heading.tsx'
import { SectorCompanyList } from '~/components/directory/sector-company-list.tsx'
import { DirectoryEmpty, DirectoryPagination } from '~/components/directory/directory-sections.tsx'
import { useT } from '~/i18n/context.tsx'
import type { sectorPageData } from '~/lib/directory-data.server.ts'
import { directorySearch, hasActiveFilters, type DirectoryFilters } from '~/lib/directory-filters.ts'
import { cn } from '~/lib/utils.ts'
import { usePaths } from '~/lib/use-paths.ts'
import { m } from '~/paraglide/messages.js'

/**
 * A sector page's kept sections: rendered by the server, and in the browser only after a client-side
 * navigation or a language change, so a first visit never downloads this module.
 */
type SectorPage = NonNullable<ReturnType<typeof sectorPageData>>

export function SectorHeader({ sector, companyCount }: { sector: SectorPage['sector']; companyCount: number }) {
  const t = useT()
  const counted = useCountLabel()
  const paths = usePaths()
  return (
    <>
      <div className="h-1.5 bg-(--accent)" data-accent={sector.color} aria-hidden="true" />
      <div className="container-page grid gap-5 py-10 lg:py-14">
        <Breadcrumbs
          crumbs={[
            { name: t(m['nav.home']), path: paths.home() },
            { name: t(m['nav.categories']), path: paths.categories() },
            { name: sector.name, path: paths.sector(sector.id) },
          ]}
        />
        <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
          <span
            className="inline-flex size-20 shrink-0 items-center justify-center rounded-2xl bg-canvas text-5xl ring-1 ring-line"
            role="img"
            aria-label={sector.name}
          >
            {sector.icon}
          </span>
          <div className="grid gap-2">
            <h1 id="sector-title" className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
              {sector.name}
            </h1>
            <p className="w-fit rounded-full bg-brand-soft px-3 py-1 text-sm font-semibold text-brand">
              {counted({ one: m['directory.sector.count.one'], other: m['directory.sector.count.other'] }, companyCount)}
            </p>
          </div>
        </div>
        <p className="max-w-3xl text-lg leading-relaxed text-muted">{sector.description}</p>
        {companyCount > 0 && (
          <Link to={paths.directory(directorySearch({ sector: sector.id }))} className={cn(buttonVariants({ variant: 'secondary', size: 'wrap' }), 'w-fit')}>
            <SlidersHorizontal aria-hidden /> {t(m['directory.sector.filterInDirectory'])}
          </Link>
        )}
      </div>
    </>
  )
}

/** The heading of a sector's list, with the page it shows. */
export function SectorCompaniesHeading({ companies, filters }: { companies: SectorPage['companies']; filters: DirectoryFilters }) {
  const t = useT()
  return (
    <SectionHeading
      id="sector-companies"
      title={t(m['directory.sector.companiesTitle'])}
      subtitle={companies.total > 0 && !hasActiveFilters(filters) && filters.sort === 'selection' ? t(m['directory.sector.sortedByName']) : undefined}
      action={
        companies.pageCount > 1 ? (
          <p className="text-sm font-semibold text-muted">{t(m['directory.startups.pageStatus'], { page: companies.page, count: companies.pageCount })}</p>
        ) : undefined
      }
    />
  )
}

/** A sector's companies as the filters choose and sort them, with page links keeping the filters. */
export function SectorCompanies({ sectorId, companies, filters }: { sectorId: string; companies: SectorPage['companies']; filters: DirectoryFilters }) {
  const path = usePaths().sector(sectorId)
  return (
    <>
      {hasActiveFilters(filters) && companies.total === 0 ? <DirectoryEmpty resetTo={path} /> : <SectorCompanyList companies={companies.items} />}
      <DirectoryPagination page={companies.page} pageCount={companies.pageCount} filters={filters} path={path} />
    </>
  )
}
