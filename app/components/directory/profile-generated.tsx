import { Info } from 'lucide-react'
import { useT } from '~/i18n/context.tsx'
import type { ProfileView } from '~/lib/directory-data.ts'
import { Breadcrumbs } from './breadcrumbs.tsx'
import { CompanyLogo } from './company-logo.tsx'
import { FeaturedBadge } from './company-card.tsx'
import { french, roundLabel, stageLabel } from './format.ts'
import { isExternalUrl, KeyFacts, OfficialSiteButton, SectorLinkCard, SideCard, SimilarCompanies, useFormatEmployees, type Fact } from './profile-parts.tsx'

type GeneratedView = Extract<ProfileView, { layout: 'generated' }>

/**
 * The profile of a company without a written profile, built from its
 * directory data: facts, description, tags, sector, official site and other
 * companies of the same sector, so that no company link is a dead end.
 */
export function GeneratedProfile({ view }: { view: GeneratedView }) {
  const t = useT()
  const formatEmployees = useFormatEmployees()
  const { company, sector, similar } = view
  const facts: Fact[] = [
    ...(company.founded ? [{ label: t('directory.profile.founded'), value: company.founded }] : []),
    ...(company.employees ? [{ label: t('directory.profile.employees'), value: <bdi>{formatEmployees(company.employees)}</bdi> }] : []),
    { label: t('directory.profile.headquarters'), value: <span dir="auto">{company.location}</span> },
    ...(company.funding ? [{ label: t('directory.profile.funding'), value: <bdi>{company.funding}</bdi> }] : []),
    ...(company.lastRound ? [{ label: t('directory.profile.lastRound'), value: roundLabel(t, company.lastRound) }] : []),
    { label: t('directory.profile.stage'), value: stageLabel(t, company.stage) },
  ]
  return (
    <article data-layout="generated" aria-labelledby="profile-name">
      <header className="border-b border-line bg-surface">
        <div className="h-1.5" style={{ backgroundColor: sector.color }} aria-hidden="true" />
        <div className="container-page grid gap-6 py-10 lg:py-14">
          <Breadcrumbs
            crumbs={[
              { name: t('nav.home'), path: '/' },
              { name: sector.name, path: `/category/${sector.id}` },
              { name: company.name, path: `/startups/${company.slug}` },
            ]}
          />
          <div className="flex flex-col gap-6 md:flex-row md:items-start">
            <CompanyLogo name={company.name} color={company.color} size="lg" />
            <div className="grid max-w-3xl gap-3">
              <div className="flex flex-wrap items-center gap-2">
                <span className="rounded-full bg-brand-soft px-2.5 py-1 text-xs font-semibold text-brand">
                  <span aria-hidden="true">{sector.icon}</span> {sector.name}
                </span>
                {company.featured && <FeaturedBadge />}
              </div>
              <h1 id="profile-name" className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
                {company.name}
              </h1>
              <ul {...french} className="flex flex-wrap gap-2" aria-label={t('directory.tags')}>
                {company.tags.map((tag) => (
                  <li key={tag} className="rounded-full bg-canvas px-3 py-1 text-sm font-medium text-ink ring-1 ring-line">
                    {tag}
                  </li>
                ))}
              </ul>
              {isExternalUrl(view.website) && (
                <div className="pt-2">
                  <OfficialSiteButton href={view.website} name={company.name} />
                </div>
              )}
            </div>
          </div>
        </div>
      </header>

      <div className="container-page grid grid-cols-1 gap-10 py-10">
        <KeyFacts id="profile-facts" title={t('directory.profile.keyFacts')} facts={facts} />
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-3">
          <section aria-labelledby="profile-about" className="grid content-start gap-4 lg:col-span-2">
            <h2 id="profile-about" className="text-2xl font-bold text-ink">
              {t('directory.profile.aboutName', { name: company.name })}
            </h2>
            <p {...french} className="text-lg leading-relaxed text-ink/90">
              {company.description}
            </p>
            <p className="flex items-start gap-2 rounded-xl bg-canvas p-4 text-sm text-muted ring-1 ring-line">
              <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
              {t('directory.profile.dataNote')}
            </p>
          </section>
          <aside className="grid content-start gap-6 lg:sticky lg:top-20 lg:self-start">
            {similar.length > 0 && (
              <SideCard id="profile-similar" title={t('directory.profile.sameSector')}>
                <SimilarCompanies companies={similar} />
              </SideCard>
            )}
            <SectorLinkCard sector={sector} />
          </aside>
        </div>
      </div>
    </article>
  )
}
