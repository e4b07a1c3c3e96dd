import { Building2, CalendarDays, MapPin, Star, TrendingUp, Users } from 'lucide-react'
import { Link } from 'react-router'
import { useT } from '~/i18n/context.tsx'
import type { DirectoryCompany } from '~/lib/directory-filters.ts'
import { cn } from '~/lib/utils.ts'
import { CompanyLogo } from './company-logo.tsx'
import { roundLabel, stageLabel, useFormatBand } from './format.ts'
import { usePaths } from '~/lib/use-paths.ts'
import { m } from '~/paraglide/messages.js'

export type CompanyCardCompany = DirectoryCompany & { color: string }

/** The 'Phare' badge of a featured company (spec section 2, sector page). */
export function FeaturedBadge({ className }: { className?: string }) {
  const t = useT()
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900', className)}>
      <Star className="size-3 fill-current" aria-hidden />
      {t(m['directory.featuredBadge'])}
    </span>
  )
}

/**
 * A company of the directory as a card: logo tile, name (the link to its
 * profile covers the whole card), sector, description clamped to three lines,
 * headquarters (and the Israeli centre when the headquarters is abroad),
 * founding year and up to three tags.
 */
export function CompanyCard({
  company,
  sectorName,
  headingLevel = 3,
}: {
  company: CompanyCardCompany
  /** Shown as a badge when the list mixes sectors. */
  sectorName?: string
  headingLevel?: 2 | 3
}) {
  const t = useT()
  const paths = usePaths()
  const formatBand = useFormatBand()
  const Heading = `h${headingLevel}` as const
  // Cards out of view are neither laid out nor painted until they come near it (content-visibility):
  // the directory's first layout was most of its blocking time in Lighthouse's mobile run.
  return (
    <article
      data-testid="company-card"
      className="group relative flex h-full flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-sm transition [contain-intrinsic-size:auto_17rem] [content-visibility:auto] hover:-translate-y-0.5 hover:border-brand/40 hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand"
    >
      <div className="flex items-start gap-3">
        <CompanyLogo name={company.name} color={company.color} logo={company.logo} />
        <div className="min-w-0 flex-1">
          <Heading className="text-base font-bold leading-snug text-ink">
            <Link
              to={paths.company(company.slug)}
              className="outline-none after:absolute after:inset-0 after:rounded-card after:content-[''] group-hover:text-brand"
            >
              <bdi>{company.name}</bdi>
            </Link>
          </Heading>
          <div className="mt-1 flex flex-wrap items-center gap-1.5">
            {company.featured && <FeaturedBadge />}
            {sectorName && <span className="rounded-full bg-brand-soft px-2 py-0.5 text-xs font-medium text-brand">{sectorName}</span>}
          </div>
        </div>
      </div>
      <p lang={company.descriptionLanguage} dir="auto" className="line-clamp-3 text-sm leading-relaxed text-muted">
        {company.description}
      </p>
      <div className="mt-auto grid gap-3">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
          {company.location && (
            <li className="inline-flex items-center gap-1">
              <MapPin className="size-3.5" aria-hidden />
              <span dir="auto">{company.location}</span>
            </li>
          )}
          {company.israeliCentre && (
            <li className="inline-flex items-center gap-1">
              <Building2 className="size-3.5" aria-hidden />
              <span dir="auto">{t(m['directory.israeliCentre'], { city: company.israeliCentre })}</span>
            </li>
          )}
          {company.founded !== undefined && (
            <li className="inline-flex items-center gap-1">
              <CalendarDays className="size-3.5" aria-hidden />
              <bdi>{t(m['directory.foundedIn'], { year: company.founded })}</bdi>
            </li>
          )}
          {company.sizeBand && (
            <li className="inline-flex items-center gap-1">
              <Users className="size-3.5" aria-hidden />
              <bdi>{t(m['directory.staffInIsrael'], { size: formatBand(company.sizeBand) })}</bdi>
            </li>
          )}
          {(company.lastRound || company.stage) && (
            <li className="inline-flex items-center gap-1" data-testid="company-round">
              <TrendingUp className="size-3.5" aria-hidden />
              <bdi>{company.lastRound ? roundLabel(t, company.lastRound) : stageLabel(t, company.stage!)}</bdi>
            </li>
          )}
        </ul>
        {company.tags.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={t(m['directory.tags'])}>
          {company.tags.slice(0, 3).map((tag) => (
            <li key={tag} lang={company.descriptionLanguage} dir="auto" className="rounded-md bg-canvas px-2 py-0.5 text-xs text-muted ring-1 ring-line">
              {tag}
            </li>
          ))}
        </ul>
        )}
      </div>
    </article>
  )
}
