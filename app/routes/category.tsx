import { pageSocialImage } from '~/components/editorial/social-image.ts'
import { ArrowRight, SlidersHorizontal } from 'lucide-react'
import { data, Link, redirect } from 'react-router'
import type { Route } from './+types/category'
import { FaqAccordion } from '~/components/faq-accordion.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { Breadcrumbs } from '~/components/directory/breadcrumbs.tsx'
import { countLabel } from '~/components/directory/format.ts'
import { SectionHeading } from '~/components/directory/section-heading.tsx'
import { SectorCompanyList } from '~/components/directory/sector-company-list.tsx'
import { useT } from '~/i18n/context.tsx'
import { languageFromCookieHeader } from '~/i18n/languages.ts'
import { translate } from '~/i18n/translate.ts'
import { sectorPageData, themeRedirectTarget } from '~/lib/directory-data.ts'
import { directorySearch } from '~/lib/directory-filters.ts'
import { pageMeta } from '~/lib/meta.ts'
import { rootDataFromMatches } from '~/lib/root-data.ts'
import { breadcrumbData, faqPageData } from '~/lib/structured-data.ts'
import { cn } from '~/lib/utils.ts'
import { StaticContent } from '~/components/static-content.tsx'

export function loader({ params, request }: Route.LoaderArgs) {
  // healthtech and cleantech are named by the interface but have no page of their own.
  const target = themeRedirectTarget(params.categoryId)
  if (target) throw redirect(target, 301)
  const page = sectorPageData(params.categoryId, languageFromCookieHeader(request.headers.get('cookie')))
  if (!page) return data({ found: false as const }, { status: 404 })
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
    description: translate(language, 'directory.sector.metaDescription', { description: sector.description, count: companies.length }),
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
        <div className="h-1.5" style={{ backgroundColor: sector.color }} aria-hidden="true" />
        <div className="container-page grid gap-5 py-10 lg:py-14">
          <Breadcrumbs
            crumbs={[
              { name: t('nav.home'), path: '/' },
              { name: t('nav.categories'), path: '/categories' },
              { name: sector.name, path: `/category/${sector.id}` },
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
                {countLabel(t, 'directory.sector.count', companies.length)}
              </p>
            </div>
          </div>
          <p className="max-w-3xl text-lg leading-relaxed text-muted">{sector.description}</p>
          {companies.length > 0 && (
            <Link to={`/startups${directorySearch({ sector: sector.id })}`} className={cn(buttonVariants({ variant: 'secondary', size: 'wrap' }), 'w-fit')}>
              <SlidersHorizontal aria-hidden /> {t('directory.sector.filterInDirectory')}
            </Link>
          )}
        </div>
      </StaticContent>

      <StaticContent as="section" aria-labelledby="sector-companies" className="container-page py-12">
        <SectionHeading id="sector-companies" title={t('directory.sector.companiesTitle')} subtitle={companies.length > 0 ? t('directory.sector.sortedByName') : undefined} />
        <SectorCompanyList companies={companies} />
      </StaticContent>

      <section aria-labelledby="sector-faq" className="border-t border-line bg-surface">
        <div className="container-page max-w-4xl py-12">
          <SectionHeading id="sector-faq" title={t('directory.sector.faqTitle', { sector: sector.name })} />
          <FaqAccordion items={faq} />
        </div>
      </section>
    </>
  )
}

function SectorNotFound() {
  const t = useT()
  return (
    <section aria-labelledby="sector-not-found" className="container-page grid place-items-center gap-4 py-24 text-center">
      <span className="text-6xl" aria-hidden="true">
        🧭
      </span>
      <h1 id="sector-not-found" className="text-3xl font-extrabold text-ink">
        {t('directory.sector.notFoundTitle')}
      </h1>
      <p className="max-w-md text-lg text-muted">{t('directory.sector.notFoundMessage')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonVariants({ size: 'lg' })}>
          {t('directory.sector.backHome')}
        </Link>
        <Link to="/categories" className={buttonVariants({ size: 'lg', variant: 'secondary' })}>
          {t('directory.sector.allCategories')} <ArrowRight className="rtl:rotate-180" aria-hidden />
        </Link>
      </div>
    </section>
  )
}
