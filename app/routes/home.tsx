import { pageSocialImage } from '~/components/editorial/social-image.ts'
import { ArrowRight, BookOpen, Clock, Cpu, Crown, ShieldCheck, TrendingUp } from 'lucide-react'
import { Link } from 'react-router'
import type { Route } from './+types/home'
import { FaqAccordion } from '~/components/faq-accordion.tsx'
import { SearchForm } from '~/components/search-form.tsx'
import { StaticContent } from '~/components/static-content.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { FeaturedStartupCard } from '~/components/directory/featured-startup-card.tsx'
import { NewsletterCallToAction } from '~/components/directory/newsletter-call-to-action.tsx'
import { NewsletterForm } from '~/components/forms/newsletter-form.tsx'
import { SectionHeading } from '~/components/directory/section-heading.tsx'
import { SectorCard } from '~/components/directory/sector-card.tsx'
import { useT } from '~/i18n/context.tsx'
import { languageFromCookieHeader } from '~/i18n/languages.ts'
import { translate } from '~/i18n/translate.ts'
import { homeData } from '~/lib/directory-data.ts'
import { absoluteUrl, brandName, pageMeta } from '~/lib/meta.ts'
import { rootDataFromMatches } from '~/lib/root-data.ts'
import { faqPageData } from '~/lib/structured-data.ts'
import { cn } from '~/lib/utils.ts'
import { formsHandle } from '~/i18n/load-messages.ts'

/** This page renders a form: its strings load with it (ADR 0011). */
export const handle = formsHandle

/** The hero's figures (spec section 9): static claims about the ecosystem, not counts of this site's data. */
const heroClaims = { startups: '500+', funding: '$12B+' } as const

export function loader({ request }: Route.LoaderArgs) {
  return homeData(languageFromCookieHeader(request.headers.get('cookie')))
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const { language, siteUrl } = rootDataFromMatches(matches)
  return pageMeta({
    title: translate(language, 'meta.default.title'),
    image: pageSocialImage('/', translate(language, 'meta.default.title')),
    description: translate(language, 'directory.home.metaDescription'),
    keywords: translate(language, 'directory.home.metaKeywords'),
    path: location.pathname,
    siteUrl,
    language,
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: brandName,
        url: absoluteUrl(siteUrl, '/'),
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(siteUrl, '/search')}?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
      ...(loaderData ? [faqPageData(loaderData.faq)] : []),
    ],
  })
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const data = loaderData
  return (
    <>
      <Hero companyCount={data.companyCount} sectorAndThemeCount={data.sectorAndThemeCount} />

      <StaticContent as="section" aria-labelledby="home-sectors" className="container-page py-16">
        <SectionHeading
          id="home-sectors"
          title={t('directory.home.sectorsTitle')}
          subtitle={t('directory.home.sectorsSubtitle')}
          action={
            <Link to="/categories" className={buttonVariants({ variant: 'secondary' })}>
              {t('directory.home.allSectors')} <ArrowRight className="rtl:rotate-180" aria-hidden />
            </Link>
          }
        />
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
          {data.sectors.map((sector) => (
            <li key={sector.id}>
              <SectorCard sector={sector} compact />
            </li>
          ))}
        </ul>
      </StaticContent>

      <WhyIsrael />

      <StaticContent as="section" aria-labelledby="home-featured" className="container-page py-16">
        <SectionHeading
          id="home-featured"
          title={t('directory.home.featuredTitle')}
          subtitle={t('directory.home.featuredSubtitle')}
          action={
            <Link to="/startups" className={buttonVariants({ variant: 'secondary' })}>
              {t('directory.home.allStartups')} <ArrowRight className="rtl:rotate-180" aria-hidden />
            </Link>
          }
        />
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {data.featured.map((startup) => (
            <li key={startup.slug}>
              <FeaturedStartupCard startup={startup} />
            </li>
          ))}
        </ul>
      </StaticContent>

      <StaticContent as="section" aria-labelledby="home-guides" className="border-y border-line bg-surface">
        <div className="container-page py-16">
          <SectionHeading id="home-guides" title={t('directory.home.guidesTitle')} subtitle={t('directory.home.guidesSubtitle')} />
          <ul className="grid gap-5 md:grid-cols-3">
            {data.guides.map((guide) => (
              <li key={guide.id}>
                <article
                  data-testid="guide-card"
                  className="group relative flex h-full flex-col gap-3 rounded-card border border-line bg-canvas p-6 transition hover:border-brand/40 hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand"
                >
                  <div className="flex items-center justify-between gap-3">
                    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900">
                      <Crown className="size-3.5" aria-hidden /> {t('directory.premium')}
                    </span>
                    <span className="inline-flex items-center gap-1 text-xs text-muted">
                      <Clock className="size-3.5" aria-hidden /> {t('directory.home.readTime', { minutes: guide.readTime })}
                    </span>
                  </div>
                  <h3 className="text-lg font-bold leading-snug text-ink group-hover:text-brand">{guide.title}</h3>
                  <p className="text-sm leading-relaxed text-muted">{guide.description}</p>
                  <Link
                    to={guide.path}
                    className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-semibold text-brand outline-none after:absolute after:inset-0 after:rounded-card after:content-['']"
                  >
                    <BookOpen className="size-4" aria-hidden />
                    {t('directory.home.readGuide')}
                    <span className="sr-only">: {guide.title}</span>
                  </Link>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </StaticContent>

      <section aria-labelledby="home-faq" className="container-page max-w-4xl py-16">
        <SectionHeading id="home-faq" title={t('directory.home.faqTitle')} />
        <FaqAccordion items={data.faq} />
      </section>

      <NewsletterCallToAction form={<NewsletterForm variant="compact" />} />
    </>
  )
}

function Hero({ companyCount, sectorAndThemeCount }: { companyCount: number; sectorAndThemeCount: number }) {
  const t = useT()
  const stats = [
    { value: heroClaims.startups, label: t('directory.home.statStartups') },
    { value: heroClaims.funding, label: t('directory.home.statFunding') },
    { value: String(sectorAndThemeCount), label: t('directory.home.statSectors') },
  ]
  return (
    <section aria-labelledby="home-title" className="relative overflow-hidden bg-gradient-to-br from-brand-strong via-brand to-sky-700 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -end-24 -top-24 size-96 rounded-full bg-white/10 blur-3xl"
      />
      <div className="container-page relative grid gap-10 py-16 lg:grid-cols-[1.3fr_1fr] lg:items-center lg:py-24">
        <div className="grid gap-5">
          <p className="text-sm font-semibold uppercase tracking-wider text-blue-100">{t('directory.home.eyebrow')}</p>
          <h1 id="home-title" className="text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">
            {t('directory.home.title')}
          </h1>
          <p className="max-w-2xl text-lg text-blue-50">{t('directory.home.subtitle')}</p>
          <SearchForm size="lg" placeholder={t('directory.home.searchPlaceholder')} className="max-w-2xl" inputClassName="border-white/30 shadow-lg" />
          <Link
            to="/startups"
            className="inline-flex w-fit items-center gap-1 rounded text-sm font-semibold text-white underline decoration-white/50 underline-offset-4 hover:decoration-white"
          >
            {t('directory.home.browseDirectory', { count: companyCount })}
            <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
          </Link>
        </div>
        <div className="grid gap-3">
          <dl className="grid grid-cols-3 gap-3">
            {stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse gap-1 rounded-card bg-white/10 p-4 text-center ring-1 ring-white/20 backdrop-blur">
                <dt className="text-xs text-blue-50 sm:text-sm">{stat.label}</dt>
                <dd className="text-2xl font-extrabold sm:text-4xl" dir="ltr">
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
          <p className="text-xs text-blue-100">{t('directory.home.statsNote')}</p>
          <p className="flex items-start gap-2 rounded-card bg-white/10 p-4 text-sm text-blue-50 ring-1 ring-white/20">
            <TrendingUp className="mt-0.5 size-4 shrink-0" aria-hidden />
            {t('directory.home.funding2024')}
          </p>
        </div>
      </div>
    </section>
  )
}

function WhyIsrael() {
  const t = useT()
  const reasons = [
    { key: 'resilience', icon: ShieldCheck, title: t('directory.home.whyResilienceTitle'), text: t('directory.home.whyResilienceText'), tone: 'bg-sky-100 text-sky-900' },
    { key: 'investment', icon: TrendingUp, title: t('directory.home.whyInvestmentTitle'), text: t('directory.home.whyInvestmentText'), tone: 'bg-emerald-100 text-emerald-900' },
    { key: 'technology', icon: Cpu, title: t('directory.home.whyTechnologyTitle'), text: t('directory.home.whyTechnologyText'), tone: 'bg-violet-100 text-violet-900' },
  ]
  return (
    <StaticContent as="section" aria-labelledby="home-why" className="border-y border-line bg-surface">
      <div className="container-page py-16">
        <SectionHeading id="home-why" title={t('directory.home.whyTitle')} subtitle={t('directory.home.whySubtitle')} />
        <ul className="grid gap-5 md:grid-cols-3">
          {reasons.map((reason) => (
            <li key={reason.key} className="rounded-card border border-line bg-canvas p-6">
              <span className={cn('inline-flex size-12 items-center justify-center rounded-xl', reason.tone)} aria-hidden="true">
                <reason.icon className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-bold text-ink">{reason.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">{reason.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </StaticContent>
  )
}
