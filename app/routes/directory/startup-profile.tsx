import type { Route } from './+types/startup-profile'
import { LongProfile } from '~/components/directory/profile-long.tsx'
import { absoluteUrl, routeMeta } from '~/lib/meta.ts'
import { faqPageData, organizationData } from '~/lib/structured-data.ts'
import { deferredModule } from '~/on-demand/deferred.ts'
import { StaticContent } from '~/on-demand/static-content.tsx'
import { m } from '~/paraglide/messages.js'
import { kindNoun } from '~/components/directory/format.ts'

export { loader } from './startup-profile.server.ts'

// The AdTech and generated layouts are kept whole: their code loads only when the browser renders
// them, never on a first visit.
const { AdtechProfile } = deferredModule(() => import('~/components/directory/profile-adtech.tsx'))
const { GeneratedProfile } = deferredModule(() => import('~/components/directory/profile-generated.tsx'))

/** A meta description of at most about 160 characters, cut at a word. */
function shortDescription(text: string, max = 160): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`
}

export const meta: Route.MetaFunction = routeMeta(({ data: { view }, t, paths, siteUrl, pathname }) => {
  const { company, sector } = view
  const written = view.layout === 'generated' || view.layout === 'register'
  const title = t(m['directory.profile.metaTitle'], { name: company.name, kind: kindNoun(t, company.kind ?? 'unknown'), sector: sector.name })
  const seo = written
    ? {
        title,
        // A readers' text may be a single short sentence: the title's words (name, kind, sector) complete it.
        description: shortDescription(company.description.length < 100 ? `${company.description} ${title}.` : company.description),
        keywords: t(m['directory.profile.metaKeywords'], { name: company.name, sector: sector.name, kind: kindNoun(t, company.kind ?? 'unknown'), tags: company.tags.join(', ') }).replace(/, $/, ''),
      }
    : view.profile.seo
  return {
    ...seo,
    // Title cards are drawn for the prerendered profiles only (hand-checked); the others show their sector's.
    socialCard: view.layout === 'register' ? paths.sector(sector.id) : pathname,
    type: 'profile',
    structuredData: [
      organizationData({
        name: company.name,
        url: /^https:\/\//.test(view.website) ? view.website : undefined,
        description: written ? company.description : view.profile.tagline,
        foundingYear: company.founded,
        location: company.location,
        israeliCentre: company.israeliCentre,
        pageUrl: absoluteUrl(siteUrl, paths.company(company.slug)),
        logo: company.logo ? absoluteUrl(siteUrl, `/logos/${company.logo}`) : undefined,
        sameAs: [view.facts.links.linkedin, view.facts.links.crunchbase, view.facts.links.finder].filter((link): link is string => link !== undefined),
      }),
      ...(view.layout === 'long' ? [faqPageData(view.profile.faq)] : []),
    ],
    breadcrumbs: [
      { name: sector.name, path: paths.sector(sector.id) },
      { name: company.name, path: paths.company(company.slug) },
    ],
  }
})

export default function StartupProfile({ loaderData: { view } }: Route.ComponentProps) {
  if (view.layout === 'long') return <LongProfile view={view} />
  return (
    <StaticContent as="article" data-layout={view.layout} aria-labelledby="profile-name">
      {view.layout === 'adtech' ? <AdtechProfile view={view} /> : <GeneratedProfile view={view} />}
    </StaticContent>
  )
}
