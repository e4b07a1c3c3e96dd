import { pageSocialImage } from '~/components/editorial/social-image.ts'
import type { Route } from './+types/home'
import { FaqAccordion } from '~/components/faq-accordion.tsx'
import { SearchForm } from '~/components/search-form.tsx'
import { StaticContent } from '~/on-demand/static-content.tsx'
import { NewsletterForm } from '~/components/forms/newsletter-form.tsx'
import { NoScriptSubmissionProvider } from '~/components/forms/no-script.tsx'
import { noScriptSubmission } from '~/components/forms/no-script.server.ts'
import { useActionData } from 'react-router'
import { deferred } from '~/on-demand/deferred.ts'
import { useT } from '~/i18n/context.tsx'
import { languageOfRequest } from '~/lib/paths.ts'
import { translate } from '~/i18n/translate.ts'
import { homeData } from '~/lib/directory-data.server.ts'
import { absoluteUrl, brandName, pageMeta } from '~/lib/meta.ts'
import { pathsOf } from '~/lib/paths.ts'
import { rootDataFromMatches } from '~/lib/root-data.ts'
import { faqPageData } from '~/lib/structured-data.ts'
import { m } from '~/paraglide/messages.js'

// The FAQ's heading is a kept section: its code loads only when the browser renders it.
const SectionHeading = deferred(() => import('~/components/directory/section-heading.tsx').then((module) => module.SectionHeading)).Component

// The kept sections' code loads only when the browser renders them: never on a first visit.
const homeSections = () => import('~/components/directory/home-sections.tsx')
const HomeSectors = deferred(() => homeSections().then((module) => module.HomeSectors)).Component
const HomeWhyIsrael = deferred(() => homeSections().then((module) => module.HomeWhyIsrael)).Component
const HomeFeatured = deferred(() => homeSections().then((module) => module.HomeFeatured)).Component
const HomeGuides = deferred(() => homeSections().then((module) => module.HomeGuides)).Component
const HomeHeroText = deferred(() => homeSections().then((module) => module.HomeHeroText)).Component
const HomeHeroBrowse = deferred(() => homeSections().then((module) => module.HomeHeroBrowse)).Component
const HomeHeroFigures = deferred(() => homeSections().then((module) => module.HomeHeroFigures)).Component
const ctaParts = () => import('~/components/directory/newsletter-call-to-action-parts.tsx')
const NewsletterCallToActionText = deferred(() => ctaParts().then((module) => module.NewsletterCallToActionText)).Component
const NewsletterCallToActionFigures = deferred(() => ctaParts().then((module) => module.NewsletterCallToActionFigures)).Component

// The newsletter form, its validation and its strings load when the visitor first uses it.


export function loader({ request }: Route.LoaderArgs) {
  return homeData(languageOfRequest(request))
}

/** A form sent before the page's script ran: the page again, with what was typed (no-script.server.ts). */
export async function action({ request }: Route.ActionArgs) {
  return noScriptSubmission(request)
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const { language, siteUrl } = rootDataFromMatches(matches)
  return pageMeta({
    title: translate(language, m['meta.default.title']),
    image: pageSocialImage('/', translate(language, m['meta.default.title'])),
    description: translate(language, m['directory.home.metaDescription']),
    keywords: translate(language, m['directory.home.metaKeywords']),
    path: location.pathname,
    siteUrl,
    language,
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: brandName,
        url: absoluteUrl(siteUrl, pathsOf(language).home()),
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(siteUrl, pathsOf(language).search())}?q={search_term_string}` },
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
  const submitted = useActionData<typeof action>()
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
          <StaticContent as="dl" className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-3">
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
          <HomeHeroFigures sectorCount={sectorCount} />
        </StaticContent>
      </div>
    </section>
  )
}
