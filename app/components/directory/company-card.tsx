import { Star } from 'lucide-react'
import type { LiHTMLAttributes, ReactNode } from 'react'
import { Link } from '~/components/link.tsx'
import { Card } from '~/components/ui/card.tsx'
import { useT } from '~/i18n/context.tsx'
import type { DirectoryCompany } from '~/lib/directory-filters.ts'
import { cn } from '~/lib/utils.ts'
import type { CardIcon } from './card-icons.ts'
import { CompanyLogo } from './company-logo.tsx'
import { kindLabel, roundLabel, stageLabel, useFormatBand } from './format.ts'
import type { Translate } from '~/i18n/translate.ts'
import type { BestSize } from '../../../content/company-kind.ts'
import { usePaths } from '~/lib/use-paths.ts'
import { useTextLanguage } from '~/lib/text-language.ts'
import { IsolatedText } from '~/components/ui/isolated-text.tsx'
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

/** A company's kind as a badge (issue 33): a foreign group's site and a company outside tech stand out. */
export function KindBadge({ kind, large = false, className }: { kind: string; large?: boolean; className?: string }) {
  const t = useT()
  const tone = kind === 'multinational-site' || kind === 'not-tech' ? 'bg-slate-200 text-slate-900' : 'bg-canvas text-ink ring-1 ring-line'
  return (
    <span data-testid="kind-badge" data-kind={kind} className={cn('rounded-full text-xs font-medium', large ? 'px-2.5 py-1' : 'px-2 py-0.5', tone, className)}>
      {kindLabel(t, kind)}
    </span>
  )
}

/**
 * A company's best known size in words: a sourced headcount says where it counts, a register band says it is the
 * register's estimate, a hand-checked band is a worldwide headcount.
 */
export function sizeText(t: Translate, formatBand: (value: string) => string, size: BestSize, employees: string | undefined): string {
  if (size.source === 'register') return t(m['directory.size.register'], { size: formatBand(size.band) })
  if (size.source === 'hand') return t(m['directory.size.worldwide'], { count: formatBand(employees ?? size.band) })
  const count = formatBand(String(size.figure))
  return t(size.source === 'sourced-israel' ? m['directory.size.israel'] : m['directory.size.worldwide'], { count })
}

/**
 * One fact of a card's list (a place, the founding year, the staff…): a small icon, drawn by CSS
 * (`card-fact`, app/app.css), then the fact.
 */
export function CardFact({ icon, children, ...attributes }: { icon: CardIcon; children: ReactNode } & LiHTMLAttributes<HTMLLIElement>) {
  return (
    <li className={`card-fact card-icon-${icon} inline-flex items-center gap-1`} {...attributes}>
      {children}
    </li>
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
  const descriptionLanguage = useTextLanguage(company.descriptionLanguage)
  const Heading = `h${headingLevel}` as const
  // Cards out of view are neither laid out nor painted until they come near it (content-visibility):
  // the directory's first layout was most of its blocking time in Lighthouse's mobile run. The size kept
  // for a card not yet laid out is its usual height in one, two and three columns (measured: 184, 184–206
  // and 206–226 px), so that the page does not move as cards come into view.
  return (
    <Card
      as="article"
      linked
      data-testid="company-card"
      className="group flex h-full flex-col gap-4 p-5 transition [contain-intrinsic-size:auto_11.5rem] [content-visibility:auto] sm:[contain-intrinsic-size:auto_12.5rem] xl:[contain-intrinsic-size:auto_14rem] hover:-translate-y-0.5 hover:border-brand/40"
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
            {company.kind && company.kind !== 'unknown' && <KindBadge kind={company.kind} />}
            {sectorName && <span className="rounded-full bg-brand-soft px-2 py-0.5 text-xs font-medium text-brand">{sectorName}</span>}
          </div>
        </div>
      </div>
      <p {...descriptionLanguage} className="line-clamp-3 text-sm leading-relaxed text-muted">
        <IsolatedText text={company.description} language={company.descriptionLanguage} />
      </p>
      <div className="mt-auto grid gap-3">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
          {company.location && (
            <CardFact icon="map-pin">
              <bdi>{company.location}</bdi>
            </CardFact>
          )}
          {company.israeliCentre && (
            <CardFact icon="building-complex">
              <bdi>{t(m['directory.israeliCentre'], { city: company.israeliCentre })}</bdi>
            </CardFact>
          )}
          {company.founded !== undefined && (
            <CardFact icon="calendar-days">
              <bdi>{t(m['directory.foundedIn'], { year: company.founded })}</bdi>
            </CardFact>
          )}
          {company.size && (
            <CardFact icon="users" data-testid="company-size">
              <bdi>{sizeText(t, formatBand, company.size, company.employees)}</bdi>
            </CardFact>
          )}
          {(company.acquisition || company.lastRound || company.stage) && (
            <CardFact icon="trending-up" data-testid="company-round">
              <bdi>{company.acquisition ? t(m['directory.acquisition.by'], { buyer: company.acquisition.acquirer }) : company.lastRound ? roundLabel(t, company.lastRound) : stageLabel(t, company.stage!)}</bdi>
            </CardFact>
          )}
        </ul>
        {company.tags.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={t(m['directory.tags'])}>
          {company.tags.slice(0, 3).map((tag) => (
            <li key={tag} {...descriptionLanguage} className="rounded-md bg-canvas px-2 py-0.5 text-xs text-muted ring-1 ring-line">
              <bdi>{tag}</bdi>
            </li>
          ))}
        </ul>
        )}
      </div>
    </Card>
  )
}
