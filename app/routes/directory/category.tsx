import type { Route } from './+types/category'
import { DirectorySortSelect, FiltersAside } from '~/components/directory/directory-filters-form.tsx'
import { groupThousands, useCountLabel, type CountedMessage } from '~/components/directory/format.ts'
import { useFilterForm } from '~/components/directory/use-filter-form.ts'
import { FaqAccordion } from '~/components/faq-accordion.tsx'
import { useT } from '~/i18n/context.tsx'
import { hasActiveFilters } from '~/lib/directory-filters.ts'
import { routeMeta } from '~/lib/meta.ts'
import { faqPageData } from '~/lib/structured-data.ts'
import { usePaths } from '~/lib/use-paths.ts'
import { deferredModule } from '~/on-demand/deferred.ts'
import { StaticContent } from '~/on-demand/static-content.tsx'
import { m } from '~/paraglide/messages.js'

export { loader } from './category.server.ts'

const startupCount: CountedMessage = {
  zero: m['directory.startups.count.zero'],
  one: m['directory.startups.count.one'],
  other: m['directory.startups.count.other'],
}

// The kept sections' code loads only when the browser renders them: never on a first visit.
const { SectionHeading } = deferredModule(() => import('~/components/directory/section-heading.tsx'))
const { SectorHeader, SectorCompanies, SectorCompaniesHeading } = deferredModule(() => import('~/components/directory/sector-sections.tsx'))

export const meta: Route.MetaFunction = routeMeta(({ data: { sector, sectorCount, faq }, t, language, paths, pathname }) => ({
  title: t(m['directory.sector.metaTitle'], { sector: sector.name }),
  socialCard: pathname,
  description: t(m['directory.sector.metaDescription'], { description: sector.description, count: groupThousands(String(sectorCount), language) }),
  keywords: t(m['directory.sector.metaKeywords'], { sector: sector.name }),
  structuredData: [faqPageData(faq)],
  breadcrumbs: [
    { name: m['nav.categories'], path: paths.categories() },
    { name: sector.name, path: pathname },
  ],
}))

export default function Category({ loaderData }: Route.ComponentProps) {
  const { sector, sectorCount, companies, filters, options, faq } = loaderData
  const t = useT()
  const counted = useCountLabel()
  const paths = usePaths()
  const form = useFilterForm(options)
  return (
    <>
      <StaticContent as="section" aria-labelledby="sector-title" className="border-b border-line bg-surface">
        <SectorHeader sector={sector} companyCount={sectorCount} />
      </StaticContent>

      <section aria-labelledby="sector-companies" className="container-page grid gap-8 py-12 lg:grid-cols-[18rem_1fr]">
        <FiltersAside form={form} action={paths.sector(sector.id)} filters={filters} options={options} />
        <div className="min-w-0">
          <StaticContent>
            <SectorCompaniesHeading companies={companies} filters={filters} />
          </StaticContent>
          {sectorCount > 0 && (
            <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              {/* The count of a filtered list; the sector's whole count is in its header. */}
              <p role="status" aria-live="polite" aria-atomic="true" data-testid="directory-count" className="text-lg font-semibold text-ink">
                {hasActiveFilters(filters) ? counted(startupCount, companies.total) : ''}
              </p>
              <DirectorySortSelect sort={filters.sort} form={form} />
            </div>
          )}
          <StaticContent>
            <SectorCompanies sectorId={sector.id} companies={companies} filters={filters} />
          </StaticContent>
        </div>
      </section>

      <section aria-labelledby="sector-faq" className="border-t border-line bg-surface">
        <div className="container-page max-w-4xl py-12">
          <StaticContent>
            <SectionHeading id="sector-faq" title={t(m['directory.sector.faqTitle'], { sector: sector.name })} />
          </StaticContent>
          <FaqAccordion items={faq} />
        </div>
      </section>
    </>
  )
}
