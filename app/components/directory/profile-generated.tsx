import { useT } from '~/i18n/context.tsx'
import { IsolatedText } from '~/components/ui/isolated-text.tsx'
import { useTextLanguage } from '~/lib/text-language.ts'
import type { ProfileView } from '~/lib/directory-data.server.ts'
import { CompanyKeyFacts } from './fact-display.tsx'
import { french } from './format.ts'
import { ProfileHeader, ProfileLinks, SectorLinkCard, SideCard, SimilarCompanies, SourceNote } from './profile-parts.tsx'
import { m } from '~/paraglide/messages.js'

type GeneratedView = Extract<ProfileView, { layout: 'generated' | 'register' }>

/**
 * The profile of a company without a written profile, built from its record:
 * a hand-checked company (its French description, tags and checked facts) or
 * a company known only from the register (a factual sentence in the page's
 * language). Facts a record lacks are not shown; links and similar companies
 * make sure no company page is a dead end.
 */
export function GeneratedProfile({ view }: { view: GeneratedView }) {
  const t = useT()
  const { company, sector, similar, facts: extra } = view
  const descriptionLanguage = useTextLanguage(company.descriptionLanguage)
  return (
    <>
      <ProfileHeader company={company} sector={sector} website={view.website}>
        {extra.multinational && <p className="w-fit rounded-full bg-canvas px-3 py-1 text-sm font-medium text-ink ring-1 ring-line">{t(m['directory.profile.multinational'])}</p>}
        {company.tags.length > 0 && (
          <ul {...french} className="flex flex-wrap gap-2" aria-label={t(m['directory.tags'])}>
            {company.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-canvas px-3 py-1 text-sm font-medium text-ink ring-1 ring-line">
                {tag}
              </li>
            ))}
          </ul>
        )}
      </ProfileHeader>

      <div className="container-page grid grid-cols-1 gap-10 py-10">
        <CompanyKeyFacts facts={extra.keyFacts} />
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-3">
          <section aria-labelledby="profile-about" className="grid content-start gap-4 lg:col-span-2">
            <h2 id="profile-about" className="text-2xl font-bold text-ink">
              {t(m['directory.profile.aboutName'], { name: company.name })}
            </h2>
            <p {...descriptionLanguage} className="text-lg leading-relaxed text-ink/90">
              <IsolatedText text={company.description} language={company.descriptionLanguage} />
            </p>
            <SourceNote kind={view.layout === 'register' ? (extra.descriptionBy === 'readers' ? 'readers' : 'register') : extra.fromRegister ? 'mixed' : 'hand'} />
          </section>
          <aside className="grid content-start gap-6 lg:sticky lg:top-20 lg:self-start">
            <ProfileLinks facts={extra} name={company.name} />
            {similar.length > 0 && (
              <SideCard id="profile-similar" title={t(m['directory.profile.similarCompanies'])}>
                <SimilarCompanies companies={similar} rule />
              </SideCard>
            )}
            <SectorLinkCard sector={sector} />
          </aside>
        </div>
      </div>
    </>
  )
}
