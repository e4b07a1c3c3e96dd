import { ArrowRight } from 'lucide-react'
import { Link } from '~/components/link.tsx'
import { Card } from '~/components/ui/card.tsx'
import { useI18n } from '~/i18n/context.tsx'
import type { SectorSummary } from '~/lib/directory-data.server.ts'
import { cn } from '~/lib/utils.ts'
import { groupThousands, useCountLabel } from './format.ts'
import { usePaths } from '~/lib/use-paths.ts'
import { m } from '~/paraglide/messages.js'

/**
 * A sector as a card (categories page and home grid): icon, name,
 * description, company count, the first featured companies and '+N' for the
 * others. The sector link covers the card; the featured companies are links
 * of their own, above it.
 */
export function SectorCard({
  sector,
  headingLevel = 3,
  compact = false,
}: {
  sector: SectorSummary
  headingLevel?: 2 | 3
  /** On the home grid, small screens leave the description out to keep the list short. */
  compact?: boolean
}) {
  const { t, language } = useI18n()
  const counted = useCountLabel()
  const paths = usePaths()
  const Heading = `h${headingLevel}` as const
  return (
    <Card as="article" data-testid="sector-card" linked className="group flex h-full flex-col overflow-hidden transition hover:-translate-y-0.5">
      <div className="h-1.5 bg-(--accent)" data-accent={sector.color} aria-hidden="true" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-center justify-between gap-3">
          <span className="text-3xl leading-none" aria-hidden="true">
            {sector.icon}
          </span>
          <span className="rounded-full bg-canvas px-2.5 py-1 text-xs font-semibold text-ink ring-1 ring-line">
            {counted({ one: m['directory.companies.one'], other: m['directory.companies.other'] }, sector.count)}
          </span>
        </div>
        <Heading className="text-lg font-bold text-ink">
          <Link
            to={paths.sector(sector.id)}
            className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-brand"
          >
            {sector.name}
          </Link>
        </Heading>
        <p className={cn('line-clamp-3 text-sm leading-relaxed text-muted', compact && 'hidden sm:block')}>{sector.description}</p>
        {sector.featured.length > 0 && (
          <div className="mt-auto grid gap-2 pt-2">
            <p className="text-xs font-semibold uppercase tracking-wide text-muted">{t(m['directory.featuredCompanies'])}</p>
            <ul className="flex flex-wrap items-center gap-1.5">
              {sector.featured.map((company) => (
                <li key={company.slug}>
                  <Link
                    to={paths.company(company.slug)}
                    className="relative z-10 inline-block rounded-md bg-brand-soft px-2 py-1 text-xs font-semibold text-brand hover:bg-brand hover:text-white"
                  >
                    {company.name}
                  </Link>
                </li>
              ))}
              {sector.moreCount > 0 && (
                <li className="px-1 text-xs font-semibold text-muted">
                  <span aria-hidden="true">{t(m['directory.moreCompanies'], { count: groupThousands(String(sector.moreCount), language) })}</span>
                  <span className="sr-only">{t(m['directory.moreCompaniesLabel'], { count: groupThousands(String(sector.moreCount), language) })}</span>
                </li>
              )}
            </ul>
          </div>
        )}
        <span className="inline-flex items-center gap-1 pt-1 text-sm font-semibold text-brand" aria-hidden="true">
          {t(m['directory.seeSector'])}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5 rtl:rotate-180 rtl:group-hover:-translate-x-0.5" />
        </span>
      </div>
    </Card>
  )
}
