import { useActionData } from 'react-router'
import type { Route } from './+types/home'
import { FaqAccordion } from '~/components/faq-accordion.tsx'
import { NewsletterForm } from '~/components/forms/newsletter-form.tsx'
import { NoScriptSubmissionProvider, type NoScriptSubmission } from '~/components/forms/no-script.tsx'
import { SearchForm } from '~/components/search-form.tsx'
import { useT } from '~/i18n/context.tsx'
import { absoluteUrl, brandName, routeMeta } from '~/lib/meta.ts'
import { faqPageData } from '~/lib/structured-data.ts'
import { deferredModule } from '~/on-demand/deferred.ts'
import { StaticContent } from '~/on-demand/static-content.tsx'
import { m } from '~/paraglide/messages.js'

export { loader } from './home.server.ts'
/** A form sent before the page's script ran: the page again, with what was typed (no-script.server.ts). */
export { noScriptAction as action } from '~/components/forms/no-script.server.ts'

// The kept sections' code loads only when the browser renders them: never on a first visit.
const { SectionHeading } = deferredModule(() => import('~/components/directory/section-heading.tsx'))
const { HomeSectors, HomeWhyIsrael, HomeFeatured, HomeGuides, HomeHeroText, HomeHeroBrowse, HomeHeroFigures } = deferredModule(
  () => import('~/components/directory/home-sections.tsx'),
)
const { NewsletterCallToActionText, NewsletterCallToActionFigures } = deferredModule(() => import('~/components/directory/newsletter-call-to-action-parts.tsx'))

export const meta: Route.MetaFunction = routeMeta(({ data, siteUrl, paths }) => ({
  title: m['meta.default.title'],
  socialCard: '/',
  description: m['directory.home.metaDescription'],
  keywords: m['directory.home.metaKeywords'],
  structuredData: [
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: brandName,
      url: absoluteUrl(siteUrl, paths.home()),
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(siteUrl, paths.search())}?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
    faqPageData(data.faq),
  ],
}))

export default function Home({ loaderData: data }: Route.ComponentProps) {
  const t = useT()
  const submitted = useActionData<NoScriptSubmission>()
  return (
    <>
      <Hero companyCount={data.companyCount} sectorCount={data.sectorCount} />

      <StaticContent as="section" aria-labelledby="home-sectors" className="container-page py-16">
        <HomeSectors sectors={data.sectors} />
      </StaticContent>

      <StaticContent as="section" aria-labelledby="home-why" className="border-y border-line bg-surface">
        <HomeWhyIsrael />
      </StaticContent>

      <StaticContent as="section" aria-labelledby="home-featured" className="container-page py-16">
        <HomeFeatured featured={data.featured} />
      </StaticContent>

      <StaticContent as="section" aria-labelledby="home-guides" className="border-y border-line bg-surface">
        <HomeGuides guides={data.guides} />
      </StaticContent>

      <section aria-labelledby="home-faq" className="container-page max-w-4xl py-16">
        <StaticContent>
          <SectionHeading id="home-faq" title={t(m['directory.home.faqTitle'])} />
        </StaticContent>
        <FaqAccordion items={data.faq} />
      </section>

      <section aria-labelledby="newsletter-cta-title" className="bg-gradient-to-br from-brand to-brand-strong text-white">
        <div className="container-page grid gap-10 py-16 lg:grid-cols-2 lg:items-center">
          <div className="grid gap-4">
            <StaticContent className="grid gap-4">
              <NewsletterCallToActionText />
            </StaticContent>
            <NoScriptSubmissionProvider value={submitted}>
              <NewsletterForm variant="compact" />
            </NoScriptSubmissionProvider>
          </div>
          <StaticContent as="dl" className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2">
            <NewsletterCallToActionFigures />
          </StaticContent>
        </div>
      </section>
    </>
  )
}

function Hero({ companyCount, sectorCount }: { companyCount: number; sectorCount: number }) {
  const t = useT()
  return (
    <section aria-labelledby="home-title" className="relative overflow-hidden bg-gradient-to-br from-brand-strong via-brand to-sky-700 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -end-24 -top-24 size-96 rounded-full bg-white/10 blur-3xl"
      />
      <div className="container-page relative grid gap-10 py-16 lg:grid-cols-[1.3fr_1fr] lg:items-center lg:py-24">
        <div className="grid gap-5">
          <StaticContent className="grid gap-5">
            <HomeHeroText />
          </StaticContent>
          <SearchForm size="lg" placeholder={t(m['directory.home.searchPlaceholder'])} className="max-w-2xl" inputClassName="border-white/30 shadow-lg" />
          <StaticContent>
            <HomeHeroBrowse companyCount={companyCount} />
          </StaticContent>
        </div>
        <StaticContent className="grid gap-3">
          <HomeHeroFigures companyCount={companyCount} sectorCount={sectorCount} />
        </StaticContent>
      </div>
    </section>
  )
}
