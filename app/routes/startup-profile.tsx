import { pageSocialImage } from '~/components/editorial/social-image.ts'
import { data } from 'react-router'
import type { Route } from './+types/startup-profile'
import { NotFound } from '~/components/not-found.tsx'
import { deferred } from '~/on-demand/deferred.ts'
import { StaticContent } from '~/on-demand/static-content.tsx'
import { LongProfile } from '~/components/directory/profile-long.tsx'
import { languageOfRequest, pathsOf } from '~/lib/paths.ts'
import { translate } from '~/i18n/translate.ts'
import { profileData } from '~/lib/directory-data.server.ts'
import { absoluteUrl, notFoundMeta, pageMeta } from '~/lib/meta.ts'
import { rootDataFromMatches } from '~/lib/root-data.ts'
import { breadcrumbData, faqPageData, organizationData } from '~/lib/structured-data.ts'
import { m } from '~/paraglide/messages.js'

// The AdTech and generated layouts are kept whole: their code loads only when the browser renders
// them, never on a first visit.
const AdtechProfile = deferred(() => import('~/components/directory/profile-adtech.tsx').then((module) => module.AdtechProfile)).Component
const GeneratedProfile = deferred(() => import('~/components/directory/profile-generated.tsx').then((module) => module.GeneratedProfile)).Component

export function loader({ params, request }: Route.LoaderArgs) {
  const view = profileData(params.slug, languageOfRequest(request))
  if (!view) {
    console.warn(`404 ${new URL(request.url).pathname}`)
    return data({ found: false as const }, { status: 404 })
  }
  return { found: true as const, view }
}

/** A meta description of at most about 160 characters, cut at a word. */
function shortDescription(text: string, max = 160): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const { language, siteUrl } = rootDataFromMatches(matches)
  const common = { path: location.pathname, siteUrl, language }
  if (!loaderData?.found) {
    return notFoundMeta(common)
  }
  const { view } = loaderData
  const { company, sector } = view
  const seo =
    view.layout === 'generated' || view.layout === 'register'
      ? {
          title: translate(language, m['directory.profile.metaTitle'], { name: company.name, sector: sector.name }),
          description: shortDescription(company.description),
          keywords: translate(language, m['directory.profile.metaKeywords'], { name: company.name, sector: sector.name, tags: company.tags.join(', ') }).replace(/, $/, ''),
        }
      : view.profile.seo
  const pageUrl = absoluteUrl(siteUrl, pathsOf(language).company(company.slug))
  const website = /^https:\/\//.test(view.website) ? view.website : undefined
  return pageMeta({
    ...common,
    title: seo.title,
    // Title cards are drawn for the prerendered profiles only (hand-checked); the others show their sector's.
    image: view.layout === 'register' ? pageSocialImage(pathsOf(language).sector(sector.id), seo.title) : pageSocialImage(location.pathname, seo.title),
    description: seo.description,
    keywords: seo.keywords,
    type: 'profile',
    structuredData: [
      organizationData({
        name: company.name,
        url: website,
        description: view.layout === 'generated' || view.layout === 'register' ? company.description : view.profile.tagline,
        foundingYear: company.founded,
        location: company.location,
        israeliCentre: company.israeliCentre,
        pageUrl,
        logo: company.logo ? absoluteUrl(siteUrl, `/logos/${company.logo}`) : undefined,
        sameAs: [view.facts.links.linkedin, view.facts.links.crunchbase, view.facts.links.finder].filter((link): link is string => link !== undefined),
      }),
      breadcrumbData(siteUrl, [
        { name: translate(language, m['nav.home']), path: pathsOf(language).home() },
        { name: sector.name, path: pathsOf(language).sector(sector.id) },
        { name: company.name, path: pathsOf(language).company(company.slug) },
      ], language),
      ...(view.layout === 'long' ? [faqPageData(view.profile.faq)] : []),
    ],
  })
}

export default function StartupProfile({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <NotFound />
  const { view } = loaderData
  if (view.layout === 'long') return <LongProfile view={view} />
  return (
    <StaticContent as="article" data-layout={view.layout} aria-labelledby="profile-name">
      {view.layout === 'adtech' ? <AdtechProfile view={view} /> : <GeneratedProfile view={view} />}
    </StaticContent>
  )
}
