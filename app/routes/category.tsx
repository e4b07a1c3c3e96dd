import { pageSocialImage } from '~/components/editorial/social-image.ts'
import { data } from 'react-router'
import type { Route } from './+types/category'
import { DirectorySortSelect, FiltersAside } from '~/components/directory/directory-filters-form.tsx'
import { countLabel, type CountedMessage } from '~/components/directory/format.ts'
import { useFilterForm } from '~/components/directory/use-filter-form.ts'
import { FaqAccordion } from '~/components/faq-accordion.tsx'
import { useT } from '~/i18n/context.tsx'
import { languageOfRequest, pathsOf } from '~/lib/paths.ts'
import { translate } from '~/i18n/translate.ts'
import { cacheableHeaders } from '~/lib/cacheable-page.server.ts'
import { sectorPageData } from '~/lib/directory-data.server.ts'
import { hasActiveFilters } from '~/lib/directory-filters.ts'
import { pageMeta } from '~/lib/meta.ts'
import { rootDataFromMatches } from '~/lib/root-data.ts'
import { breadcrumbData, faqPageData } from '~/lib/structured-data.ts'
import { StaticContent } from '~/on-demand/static-content.tsx'
import { deferred } from '~/on-demand/deferred.ts'
import { usePaths } from '~/lib/use-paths.ts'
import { m } from '~/paraglide/messages.js'

const startupCount: CountedMessage = {
  zero: m['directory.startups.count.zero'],
  one: m['directory.startups.count.one'],
  other: m['directory.startups.count.other'],
}

// The FAQ's heading is a kept section: its code loads only when the browser renders it.
const SectionHeading = deferred(() => import('~/components/directory/section-heading.tsx').then((module) => module.SectionHeading)).Component

// The kept sections' code loads only when the browser renders them: never on a first visit.
const sectorSections = () => import('~/components/directory/sector-sections.tsx')
const SectorHeader = deferred(() => sectorSections().then((module) => module.SectorHeader)).Component
const SectorCompanies = deferred(() => sectorSections().then((module) => module.SectorCompanies)).Component
const SectorCompaniesHeading = deferred(() => sectorSections().then((module) => module.SectorCompaniesHeading)).Component
const SectorNotFound = deferred(() => sectorSections().then((module) => module.SectorNotFound)).Component

export function loader({ params, request }: Route.LoaderArgs) {
  const page = sectorPageData(params.categoryId, languageOfRequest(request), new URL(request.url).searchParams)
  if (!page) return data({ found: false as const }, { status: 404 })
  // A page past the last one is no page of the list.
  if (page.pastTheEnd) return data({ found: false as const }, { status: 404 })
  const { canonicalQuery, pastTheEnd: _, ...shown } = page
  // A filtered page is kept by the render cache under its canonical query.
  return data({ found: true as const, ...shown }, { headers: cacheableHeaders(canonicalQuery) })
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const { language, siteUrl } = rootDataFromMatches(matches)
  const common = { path: location.pathname, siteUrl, language }
  if (!loaderData?.found) {
    return pageMeta({
      ...common,
      title: translate(language, m['directory.sector.notFoundTitle']),
      description: translate(language, m['directory.sector.notFoundMessage']),
      keywords: translate(language, m['meta.default.keywords']),
      noindex: true,
    })
  }
  const { sector, faq } = loaderData
  return pageMeta({
    ...common,
    title: translate(language, m['directory.sector.metaTitle'], { sector: sector.name }),
    image: pageSocialImage(location.pathname, translate(language, m['directory.sector.metaTitle'], { sector: sector.name })),
    description: translate(language, m['directory.sector.metaDescription'], { description: sector.description, count: loaderData.sectorCount }),
    keywords: translate(language, m['directory.sector.metaKeywords'], { sector: sector.name }),
    structuredData: [
      breadcrumbData(siteUrl, [
        { name: translate(language, m['nav.home']), path: pathsOf(language).home() },
        { name: translate(language, m['nav.categories']), path: pathsOf(language).categories() },
        { name: sector.name, path: location.pathname },
      ], language),
      faqPageData(faq),
    ],
  })
}

export default function Category({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <SectorNotFound />
  return <SectorPage {...loaderData} />
}

function SectorPage({ sector, sectorCount, companies, filters, options, faq }: Extract<Route.ComponentProps['loaderData'], { found: true }>) {
  const t = useT()
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
                {hasActiveFilters(filters) ? countLabel(t, startupCount, companies.total) : ''}
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
