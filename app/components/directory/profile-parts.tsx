import { ArrowRight, ExternalLink } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useI18n, useT } from '~/i18n/context.tsx'
import type { Translate } from '~/i18n/translate.ts'
import type { SimilarCompanyView } from '~/lib/directory-data.ts'
import { cn } from '~/lib/utils.ts'
import { buttonVariants } from '~/components/ui/button.tsx'
import { Breadcrumbs } from './breadcrumbs.tsx'
import { FeaturedBadge } from './company-card.tsx'
import { CompanyLogo } from './company-logo.tsx'
import { french } from './format.ts'

/**
 * The company's official website, in a new tab, without giving the opened
 * page access to this one (`rel="noopener noreferrer"`).
 */
export function OfficialSiteButton({ href, name, className }: { href: string; name: string; className?: string }) {
  const t = useT()
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={cn(buttonVariants({ size: 'lg' }), className)}>
      {t('directory.profile.officialSite')}
      <span className="sr-only">
        {' '}
        {name} {t('directory.profile.newTab')}
      </span>
      <ExternalLink aria-hidden />
    </a>
  )
}

/** Whether a company's website is an external address (a few companies only have an internal page). */
export function isExternalUrl(url: string): boolean {
  return /^https:\/\//.test(url)
}

export interface Fact {
  label: string
  value: ReactNode
  /** Set when the label comes from the French content rather than the dictionary. */
  labelLang?: 'fr'
}

/**
 * Where the company is, from its record: the headquarters (which may be abroad) and, when it
 * is abroad, the Israeli centre, as two facts.
 */
export function placeFacts(t: Translate, company: { location: string; israeliCentre?: string }): Fact[] {
  return [
    { label: t('directory.profile.headquarters'), value: <span {...french}>{company.location}</span> },
    ...(company.israeliCentre ? [{ label: t('directory.profile.israeliCentre'), value: <span {...french}>{company.israeliCentre}</span> }] : []),
  ]
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
          <div key={fact.label} className="flex flex-col-reverse gap-1 rounded-card border border-line bg-surface p-4 shadow-sm">
            <dt lang={fact.labelLang} className="text-xs font-semibold uppercase tracking-wide text-muted">
              {fact.label}
            </dt>
            <dd className="text-lg font-bold text-ink">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/** A card of the profile sidebar. */
export function SideCard({ id, title, children, className }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={cn('rounded-card border border-line bg-surface p-6 shadow-sm', className)}>
      <h2 id={id} className="mb-4 text-lg font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** Links to similar companies: logo tile, name and one line about each. */
export function SimilarCompanies({ companies }: { companies: readonly SimilarCompanyView[] }) {
  return (
    <ul className="grid gap-3">
      {companies.map((company) => (
        <li key={company.slug}>
          <Link
            to={`/startups/${company.slug}`}
            className="group flex items-start gap-3 rounded-xl border border-line p-3 transition hover:border-brand/40 hover:bg-brand-soft"
          >
            <CompanyLogo name={company.name} color={company.color} initials={company.initials} size="sm" />
            <span className="min-w-0">
              <span className="block font-semibold text-ink group-hover:text-brand">{company.name}</span>
              <span lang="fr" dir="auto" className="line-clamp-2 text-sm text-muted">
                {company.description}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** The call to the company's sector page. */
export function SectorLinkCard({ sector }: { sector: { id: string; icon: string; name: string } }) {
  const t = useT()
  return (
    <SideCard id="profile-sector" title={t('directory.profile.discoverSector', { sector: sector.name })}>
      <p className="mb-4 text-sm text-muted">{t('directory.profile.sectorCta', { sector: sector.name })}</p>
      <Link to={`/category/${sector.id}`} className={cn(buttonVariants({ variant: 'secondary', size: 'wrap' }), 'w-full text-center')}>
        <span aria-hidden="true">{sector.icon}</span> {t('directory.profile.allSectorStartups', { sector: sector.name })}
        <ArrowRight className="rtl:rotate-180" aria-hidden />
      </Link>
    </SideCard>
  )
}

/** '1001-5000' → '1 001-5 000' in French, '5000+' → '5 000+'. */
export function useFormatEmployees() {
  const { locale } = useI18n()
  const format = new Intl.NumberFormat(locale)
  return (value: string) => value.replace(/\d+/g, (digits) => format.format(Number(digits)))
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
  company: { name: string; slug: string; color: string; featured?: boolean }
  sector: { id: string; name: string; icon: string; color: string }
  website: string
  children: ReactNode
}) {
  const t = useT()
  return (
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
