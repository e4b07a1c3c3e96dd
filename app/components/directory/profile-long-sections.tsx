import { useT } from '~/i18n/context.tsx'
import type { ProfileView } from '~/lib/directory-data.server.ts'
import { useTextLanguage } from '~/lib/text-language.ts'
import { CompanyKeyFacts } from './fact-display.tsx'
import { Card } from '~/components/ui/card.tsx'
import { ProfileHeader, ProfileLinks, SectorLinkCard, SideCard, SimilarCompanies, SourceNote } from './profile-parts.tsx'
import { m } from '~/paraglide/messages.js'

type LongView = Extract<ProfileView, { layout: 'long' }>

/**
 * The long profile's kept parts: rendered by the
 * server, and in the browser only after a client-side navigation or a
 * language change, so a first visit never downloads this module. The written
 * text is in the page's language; a French fallback is marked as such.
 */
export function LongProfileHeader({ view }: { view: LongView }) {
  const { company, sector, profile } = view
  const text = useTextLanguage(view.profileLanguage)
  return (
    <ProfileHeader company={company} sector={sector} website={view.website}>
      <p {...text} className="text-xl font-medium text-ink">
        {profile.tagline}
      </p>
      <p {...text} className="text-lg leading-relaxed text-muted">
        {profile.intro}
      </p>
    </ProfileHeader>
  )
}

/**
 * The key facts: the record's, as on every profile (a headcount the company states, in the profile's words), then
 * the profile's written figure (a valuation, a deal, revenue) with its own label.
 */
export function LongProfileFacts({ view }: { view: LongView }) {
  const { profile } = view
  const text = useTextLanguage(view.profileLanguage)
  const { employees, value, valueLabel } = profile.keyFacts
  return (
    <CompanyKeyFacts
      facts={view.facts.keyFacts}
      written={employees ? { employees: <bdi {...text}>{employees}</bdi> } : {}}
      extra={value && valueLabel ? [{ fact: 'written', label: valueLabel, labelLanguage: text, value: <bdi {...text}>{value}</bdi> }] : []}
    />
  )
}

export function LongProfileText({ view }: { view: LongView }) {
  const t = useT()
  const { company, sector, profile } = view
  const written = useTextLanguage(view.profileLanguage)
  return (
    <>
      <section aria-labelledby="profile-about" className="grid gap-4">
        <h2 id="profile-about" className="text-2xl font-bold text-ink">
          {t(m['directory.profile.aboutName'], { name: company.name })}
        </h2>
        {profile.about.map((paragraph) => (
          <p key={paragraph.slice(0, 40)} {...written} className="leading-relaxed text-ink/90">
            {paragraph}
          </p>
        ))}
      </section>

      <section aria-labelledby="profile-technologies" className="grid gap-4">
        <h2 id="profile-technologies" {...written} className="text-2xl font-bold text-ink">
          {profile.technologies.title}
        </h2>
        <ul {...written} className="grid gap-4 sm:grid-cols-2">
          {profile.technologies.items.map((item) => (
            <Card as="li" key={item.name} elevation="flat" className="p-5">
              <h3 className="font-bold text-ink">{item.name}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">{item.description}</p>
            </Card>
          ))}
        </ul>
      </section>

      {profile.lists.map((list, index) => (
        <section key={list.title} aria-labelledby={`profile-list-${index}`} className="grid gap-4">
          <h2 id={`profile-list-${index}`} {...written} className="text-2xl font-bold text-ink">
            {list.title}
          </h2>
          <ul {...written} className="grid gap-2">
            {list.items.map((item) => (
              <li key={item} className="flex gap-3 leading-relaxed">
                <span className="mt-2.5 size-1.5 shrink-0 rounded-full bg-(--accent)" data-accent={sector.color} aria-hidden="true" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  )
}

export function LongProfileAside({ view }: { view: LongView }) {
  const t = useT()
  const { company, sector, similar } = view
  return (
    <>
      <ProfileLinks facts={view.facts} name={company.name} />
      {similar.length > 0 && (
        <SideCard id="profile-similar" title={t(m['directory.profile.similarCompanies'])}>
          <SimilarCompanies companies={similar} rule />
        </SideCard>
      )}
      <SectorLinkCard sector={sector} />
      {view.facts.fromRegister && <SourceNote kind="mixed" />}
    </>
  )
}
