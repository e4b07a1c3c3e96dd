import { Info } from 'lucide-react'
import { useT } from '~/i18n/context.tsx'
import type { ProfileView } from '~/lib/directory-data.ts'
import { french, roundLabel, stageLabel } from './format.ts'
import { KeyFacts, placeFacts, ProfileHeader, SectorLinkCard, SideCard, SimilarCompanies, useFormatEmployees, type Fact } from './profile-parts.tsx'

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
    ...placeFacts(t, company),
    ...(company.funding ? [{ label: t('directory.profile.funding'), value: <bdi>{company.funding}</bdi> }] : []),
    ...(company.lastRound ? [{ label: t('directory.profile.lastRound'), value: roundLabel(t, company.lastRound) }] : []),
    { label: t('directory.profile.stage'), value: stageLabel(t, company.stage) },
  ]
  return (
    <>
      <ProfileHeader company={company} sector={sector} website={view.website}>
        <ul {...french} className="flex flex-wrap gap-2" aria-label={t('directory.tags')}>
          {company.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-canvas px-3 py-1 text-sm font-medium text-ink ring-1 ring-line">
              {tag}
            </li>
          ))}
        </ul>
      </ProfileHeader>

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
    </>
  )
}
