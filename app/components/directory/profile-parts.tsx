import { ArrowRight, ExternalLink, Info } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from '~/components/link.tsx'
import { useI18n, useT } from '~/i18n/context.tsx'
import type { ProfileFacts, SimilarCompanyView } from '~/lib/directory-data.server.ts'
import { textLanguageAttributes, type TextLanguageAttributes } from '~/lib/text-language.ts'
import { cn } from '~/lib/utils.ts'
import { buttonVariants } from '~/components/ui/button.tsx'
import { Card } from '~/components/ui/card.tsx'
import { Breadcrumbs } from './breadcrumbs.tsx'
import { FeaturedBadge, KindBadge } from './company-card.tsx'
import { CompanyLogo } from './company-logo.tsx'
import { usePaths } from '~/lib/use-paths.ts'
import { m } from '~/paraglide/messages.js'
import { IsolatedText } from '~/components/ui/isolated-text.tsx'

/**
 * The company's official website, in a new tab, without giving the opened page access to this one
 * (`rel="noopener noreferrer"`). A site the register knows only at an `http://` address is linked too, marked
 * `nofollow`: this site does not vouch for an unencrypted page (issue 33).
 */
export function OfficialSiteButton({ href, name, className }: { href: string; name: string; className?: string }) {
  const t = useT()
  return (
    <a href={href} target="_blank" rel={href.startsWith('http://') ? 'noopener nofollow' : 'noopener noreferrer'} className={cn(buttonVariants({ size: 'lg' }), className)}>
      {t(m['directory.profile.officialSite'])}
      <span className="sr-only">
        {' '}
        {name} {t(m['directory.profile.newTab'])}
      </span>
      <ExternalLink aria-hidden />
    </a>
  )
}

/** Whether a company's website is an external address, secure or not (a few companies only have an internal page). */
export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//.test(url)
}

export interface Fact {
  /** The fact of the table it shows ('founded', 'funding'...), or 'written' for a profile's own figure. */
  fact: string
  label: string
  value: ReactNode
  /** Set when the label comes from the content, in a language other than the page's, rather than the dictionary. */
  labelLanguage?: TextLanguageAttributes
}

/** Key facts as a definition list of tiles. */
export function KeyFacts({ facts, title, id }: { facts: readonly Fact[]; title: string; id: string }) {
  if (facts.length === 0) return null
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="sr-only">
        {title}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {facts.map((fact) => (
          <Card key={fact.label} data-fact={fact.fact} className="flex flex-col-reverse gap-1 p-4">
            <dt {...fact.labelLanguage} className="text-xs font-semibold uppercase tracking-wide text-muted">
              {fact.label}
            </dt>
            <dd className="text-lg font-bold text-ink">
              {/* Isolated, so that a Latin name or a number keeps its order on a right-to-left page. */}
              <bdi>{fact.value}</bdi>
            </dd>
          </Card>
        ))}
      </dl>
    </section>
  )
}

/** A card of the profile sidebar. */
export function SideCard({ id, title, children, className }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <Card as="section" aria-labelledby={id} className={cn('p-6', className)}>
      <h2 id={id} className="mb-4 text-lg font-bold text-ink">
        {title}
      </h2>
      {children}
    </Card>
  )
}

/**
 * Links to similar companies: logo tile, name and one line about each; with `rule`, first the sentence that says how
 * they were chosen (issue 35, point 8).
 */
export function SimilarCompanies({ companies, rule = false }: { companies: readonly SimilarCompanyView[]; rule?: boolean }) {
  const paths = usePaths()
  const { t, language } = useI18n()
  return (
    <>
      {rule && <p className="mb-3 text-sm text-muted">{t(m['directory.profile.similarRule'])}</p>}
      <ul className="grid gap-3">
        {companies.map((company) => (
          <li key={company.slug}>
            <Link
              to={paths.company(company.slug)}
              className="group flex items-start gap-3 rounded-xl border border-line p-3 transition hover:border-brand/40 hover:bg-brand-soft"
            >
              <CompanyLogo name={company.name} color={company.color} initials={company.initials} logo={company.logo} size="sm" />
              <span className="min-w-0">
                <span className="block font-semibold text-ink group-hover:text-brand">{company.name}</span>
                <span {...textLanguageAttributes(company.descriptionLanguage, language)} className="line-clamp-2 text-sm text-muted">
                  <IsolatedText text={company.description} language={company.descriptionLanguage} />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  )
}

/** The call to the company's sector page. */
export function SectorLinkCard({ sector }: { sector: { id: string; icon: string; name: string } }) {
  const t = useT()
  const paths = usePaths()
  return (
    <SideCard id="profile-sector" title={t(m['directory.profile.discoverSector'], { sector: sector.name })}>
      <p className="mb-4 text-sm text-muted">{t(m['directory.profile.sectorCta'], { sector: sector.name })}</p>
      <Link to={paths.sector(sector.id)} className={cn(buttonVariants({ variant: 'secondary', size: 'wrap' }), 'w-full text-center')}>
        <span aria-hidden="true">{sector.icon}</span> {t(m['directory.profile.allSectorStartups'], { sector: sector.name })}
        <ArrowRight className="rtl:rotate-180" aria-hidden />
      </Link>
    </SideCard>
  )
}


/**
 * The header of the long and generated profiles: the sector's colour, the
 * breadcrumbs, logo, sector and featured badges, the name as the page's
 * heading, then what the layout adds (`children`), then the official site.
 */
export function ProfileHeader({
  company,
  sector,
  website,
  children,
}: {
  company: { name: string; slug: string; color: string; featured?: boolean; logo?: string; kind?: string }
  sector: { id: string; name: string; icon: string; color: string }
  website: string
  children: ReactNode
}) {
  const t = useT()
  const paths = usePaths()
  return (
    <header className="border-b border-line bg-surface">
      <div className="h-1.5 bg-(--accent)" data-accent={sector.color} aria-hidden="true" />
      <div className="container-page grid gap-6 py-10 lg:py-14">
        <Breadcrumbs
          crumbs={[
            { name: t(m['nav.home']), path: paths.home() },
            { name: sector.name, path: paths.sector(sector.id) },
            { name: company.name, path: paths.company(company.slug) },
          ]}
        />
        <div className="flex flex-col gap-6 md:flex-row md:items-start">
          <CompanyLogo name={company.name} color={company.color} logo={company.logo} size="lg" />
          <div className="grid max-w-3xl gap-3">
            <div className="flex flex-wrap items-center gap-2">
              <span className="rounded-full bg-brand-soft px-2.5 py-1 text-xs font-semibold text-brand">
                <span aria-hidden="true">{sector.icon}</span> {sector.name}
              </span>
              {company.featured && <FeaturedBadge />}
              {company.kind && <KindBadge kind={company.kind} large />}
            </div>
            <h1 id="profile-name" className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
              <bdi>{company.name}</bdi>
            </h1>
            {children}
            {isExternalUrl(website) && (
              <div className="pt-2">
                <OfficialSiteButton href={website} name={company.name} />
              </div>
            )}
          </div>
        </div>
      </div>
    </header>
  )
}

/** The company's addresses elsewhere (site, careers, LinkedIn, Finder, Crunchbase), each opening in a new tab. */
/** The company's other addresses; its site is the button at the top of every profile. */
export function ProfileLinks({ facts, name }: { facts: ProfileFacts; name: string }) {
  const t = useT()
  const { links } = facts
  const entries = [
    links.careers && { href: links.careers, label: t(m['directory.profile.link.careers']) },
    links.linkedin && { href: links.linkedin, label: t(m['directory.profile.link.linkedin']) },
    links.finder && { href: links.finder, label: t(m['directory.profile.link.finder']) },
    links.crunchbase && { href: links.crunchbase, label: t(m['directory.profile.link.crunchbase']) },
  ].filter((entry): entry is { href: string; label: string } => Boolean(entry))
  if (entries.length === 0) return null
  return (
    <SideCard id="profile-links" title={t(m['directory.profile.links'])}>
      <ul className="grid gap-2">
        {entries.map((entry) => (
          <li key={entry.href}>
            <a href={entry.href} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-2 font-medium text-brand hover:underline">
              <ExternalLink className="size-4 shrink-0" aria-hidden />
              {entry.label}
              <span className="sr-only">
                {' '}
                {name} {t(m['directory.profile.newTab'])}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </SideCard>
  )
}

/** Where the page's facts come from, with a link to the sources page. */
export function SourceNote({ kind }: { kind: 'hand' | 'register' | 'readers' | 'mixed' }) {
  const t = useT()
  const paths = usePaths()
  const text = {
    register: () => t(m['directory.profile.registerNote']),
    readers: () => t(m['directory.profile.readersNote']),
    mixed: () => t(m['directory.profile.mixedNote']),
    hand: () => t(m['directory.profile.dataNote']),
  }[kind]()
  return (
    <p className="flex items-start gap-2 rounded-xl bg-canvas p-4 text-sm text-muted ring-1 ring-line">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        {text}{' '}
        <Link to={paths.sources()} className="font-medium text-brand hover:underline">
          {t(m['directory.profile.sourcesLink'])}
        </Link>
      </span>
    </p>
  )
}
