import { ArrowLeft, ArrowRight } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from '~/components/link.tsx'
import { Card } from '~/components/ui/card.tsx'
import { useT } from '~/i18n/context.tsx'
import type { ProfileView } from '~/lib/directory-data.server.ts'
import { CompanyLogo } from './company-logo.tsx'
import { KindBadge } from './company-card.tsx'
import { CompanyKeyFacts } from './fact-display.tsx'
import { useTextLanguage } from '~/lib/text-language.ts'
import { OfficialSiteButton, ProfileLinks, SideCard, SimilarCompanies, SourceNote } from './profile-parts.tsx'
import { usePaths } from '~/lib/use-paths.ts'
import { m } from '~/paraglide/messages.js'

type AdtechView = Extract<ProfileView, { layout: 'adtech' }>

/** A card of the main column, with its heading. */
function MainSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby={id} className="p-6 sm:p-8">
      <h2 id={id} className="mb-4 text-2xl font-bold text-ink">
        {title}
      </h2>
      {children}
    </Card>
  )
}

/**
 * The AdTech profile layout (spec section 2): back link, hero with initials,
 * tagline and four tags; about, solution and business model in the main
 * column (two thirds on large screens); the official site, similar startups
 * and an information card in the side column.
 */
export function AdtechProfile({ view }: { view: AdtechView }) {
  const t = useT()
  const { company, sector, profile, similar } = view
  const sectorPath = usePaths().sector(sector.id)
  // The written text is in the page's language; a French fallback is marked as such.
  const written = useTextLanguage(view.profileLanguage)
  const information = [
    { label: t(m['directory.profile.sector']), value: sector.name },
    { label: t(m['directory.profile.country']), value: t(m['directory.profile.countryName']) },
    { label: t(m['directory.profile.specialty']), value: <bdi {...written}>{profile.info.specialty}</bdi> },
    { label: t(m['directory.profile.maturity']), value: profile.info.stage },
  ]
  return (
    <>
      <header className="border-b border-line bg-gradient-to-br from-surface to-brand-soft">
        <div className="container-page grid gap-6 py-10 lg:py-14">
          <Link to={sectorPath} className="inline-flex w-fit items-center gap-2 rounded text-sm font-semibold text-brand hover:underline">
            <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
            {t(m['directory.profile.backToSector'], { sector: sector.name })}
          </Link>
          <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
            <CompanyLogo name={company.name} color={company.color} initials={profile.initials} size="lg" />
            <div className="grid gap-3">
              <h1 id="profile-name" className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
                <bdi>{company.name}</bdi>
              </h1>
              {company.kind && <KindBadge kind={company.kind} large className="w-fit" />}
              <p {...written} className="text-lg text-muted">
                {profile.tagline}
              </p>
              <ul {...written} className="flex flex-wrap gap-2">
                {profile.tags.map((tag) => (
                  <li key={tag} className="rounded-full bg-surface px-3 py-1 text-sm font-medium text-ink ring-1 ring-line">
                    {tag}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </header>

      <div className="container-page grid grid-cols-1 gap-8 py-10 lg:grid-cols-3">
        {/* The record's key facts, as on every profile (ADR 0040); the specification's information card stays in the aside. */}
        <div className="lg:col-span-3">
          <CompanyKeyFacts facts={view.facts.keyFacts} />
        </div>
        <div className="grid content-start gap-8 lg:col-span-2" data-testid="adtech-main">
          <MainSection id="profile-about" title={t(m['directory.profile.aboutName'], { name: company.name })}>
            <div {...written} className="grid gap-4 leading-relaxed text-ink/90">
              {profile.about.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          </MainSection>

          <MainSection id="profile-solution" title={t(m['directory.profile.solution'])}>
            <ul {...written} className="grid gap-4 sm:grid-cols-2">
              {profile.features.map((feature) => (
                <li key={feature.name} className="rounded-xl bg-canvas p-5 ring-1 ring-line">
                  <h3 className="font-bold text-ink">{feature.name}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-muted">{feature.description}</p>
                </li>
              ))}
            </ul>
          </MainSection>

          <MainSection id="profile-business" title={t(m['directory.profile.businessModel'])}>
            <ol {...written} className="grid gap-4">
              {profile.businessModel.map((point, index) => (
                <li key={point.name} className="flex gap-4">
                  <span
                    className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-(--accent) text-sm font-bold text-white"
                    data-accent={company.color}
                    aria-hidden="true"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="font-bold text-ink">{point.name}</h3>
                    <p className="mt-1 text-sm leading-relaxed text-muted">{point.description}</p>
                  </div>
                </li>
              ))}
            </ol>
          </MainSection>
        </div>

        <aside className="grid content-start gap-6" data-testid="adtech-aside">
          <Card className="p-6">
            <OfficialSiteButton href={view.website} name={company.name} className="w-full" />
          </Card>
          <SideCard id="profile-similar" title={t(m['directory.profile.similar'])}>
            <SimilarCompanies companies={similar} />
          </SideCard>
          <ProfileLinks facts={view.facts} name={company.name} />
          {view.facts.fromRegister && <SourceNote kind="mixed" />}
          <InformationCard id="profile-information" title={t(m['directory.profile.information'])} items={information} />
        </aside>

        <div className="lg:col-span-3">
          <Link to={sectorPath} className="inline-flex items-center gap-2 rounded-lg font-semibold text-brand hover:underline">
            {t(m['directory.profile.allSectorStartups'], { sector: sector.name })}
            <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
          </Link>
        </div>
      </div>
    </>
  )
}

/** A side card of terms and values, one per row. */
function InformationCard({ id, title, items }: { id: string; title: string; items: readonly { label: string; value: ReactNode }[] }) {
  return (
    <SideCard id={id} title={title}>
      <dl className="grid gap-3 text-sm">
        {items.map((item) => (
          <div key={item.label} className="flex items-center justify-between gap-4 border-b border-line pb-3 last:border-0 last:pb-0">
            <dt className="text-muted">{item.label}</dt>
            <dd className="text-end font-semibold text-ink">
              <bdi>{item.value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </SideCard>
  )
}
