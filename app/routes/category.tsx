import { pageSocialImage } from '~/components/editorial/social-image.ts'
import { data } from 'react-router'
import type { Route } from './+types/category'
import { FaqAccordion } from '~/components/faq-accordion.tsx'
import { useT } from '~/i18n/context.tsx'
import { languageFromCookieHeader } from '~/i18n/languages.ts'
import { translate } from '~/i18n/translate.ts'
import { sectorPageData } from '~/lib/directory-data.ts'
import { pageFromSearch } from '~/lib/directory-filters.ts'
import { pageMeta } from '~/lib/meta.ts'
import { rootDataFromMatches } from '~/lib/root-data.ts'
import { breadcrumbData, faqPageData } from '~/lib/structured-data.ts'
import { StaticContent } from '~/components/static-content.tsx'
import { deferred } from '~/lib/deferred.ts'
import { messagesHandle } from '~/i18n/load-messages.ts'

// The FAQ's heading is a kept section (ADR 0011): its code loads only when the browser renders it (ADR 0012).
const SectionHeading = deferred(() => import('~/components/directory/section-heading.tsx').then((module) => module.SectionHeading)).Component

// The kept sections' code (ADR 0011) loads only when the browser renders them: never on a first visit (ADR 0012).
const sectorSections = () => import('~/components/directory/sector-sections.tsx')
const SectorHeader = deferred(() => sectorSections().then((module) => module.SectorHeader)).Component
const SectorCompanies = deferred(() => sectorSections().then((module) => module.SectorCompanies)).Component
const SectorNotFound = deferred(() => sectorSections().then((module) => module.SectorNotFound)).Component

/** The parts of the dictionary this page uses beyond `common` load with it (ADRs 0011 and 0012). */
export const handle = messagesHandle('directory', 'directory-sectors', 'directory-startups')

export function loader({ params, request }: Route.LoaderArgs) {
  const requested = pageFromSearch(new URL(request.url).searchParams)
  const page = sectorPageData(params.categoryId, languageFromCookieHeader(request.headers.get('cookie')), requested)
  if (!page) return data({ found: false as const }, { status: 404 })
  // A page past the last one is no page of the list.
  if (requested > page.companies.pageCount) return data({ found: false as const }, { status: 404 })
  return { found: true as const, ...page }
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const { language, siteUrl } = rootDataFromMatches(matches)
  const common = { path: location.pathname, siteUrl, language }
  if (!loaderData?.found) {
    return pageMeta({
      ...common,
      title: translate(language, 'directory.sector.notFoundTitle'),
      description: translate(language, 'directory.sector.notFoundMessage'),
      keywords: translate(language, 'meta.default.keywords'),
      noindex: true,
    })
  }
  const { sector, companies, faq } = loaderData
  return pageMeta({
    ...common,
    title: translate(language, 'directory.sector.metaTitle', { sector: sector.name }),
    image: pageSocialImage(location.pathname, translate(language, 'directory.sector.metaTitle', { sector: sector.name })),
    description: translate(language, 'directory.sector.metaDescription', { description: sector.description, count: companies.total }),
    keywords: translate(language, 'directory.sector.metaKeywords', { sector: sector.name }),
    structuredData: [
      breadcrumbData(siteUrl, [
        { name: translate(language, 'nav.home'), path: '/' },
        { name: translate(language, 'nav.categories'), path: '/categories' },
        { name: sector.name, path: location.pathname },
      ]),
      faqPageData(faq),
    ],
  })
}

export default function Category({ loaderData }: Route.ComponentProps) {
  const t = useT()
  if (!loaderData.found) return <SectorNotFound />
  const { sector, companies, faq } = loaderData
  return (
    <>
      <StaticContent as="section" aria-labelledby="sector-title" className="border-b border-line bg-surface">
        <SectorHeader sector={sector} companyCount={companies.total} />
      </StaticContent>

      <StaticContent as="section" aria-labelledby="sector-companies" className="container-page py-12">
        <SectorCompanies sectorId={sector.id} companies={companies} />
      </StaticContent>

      <section aria-labelledby="sector-faq" className="border-t border-line bg-surface">
        <div className="container-page max-w-4xl py-12">
          <StaticContent>
            <SectionHeading id="sector-faq" title={t('directory.sector.faqTitle', { sector: sector.name })} />
          </StaticContent>
          <FaqAccordion items={faq} />
        </div>
      </section>
    </>
  )
}
