import { ArrowRight } from 'lucide-react'
import { Link } from '~/components/link.tsx'
import { Card } from '~/components/ui/card.tsx'
import { useT } from '~/i18n/context.tsx'
import type { FeaturedStartupView } from '~/lib/directory-data.server.ts'
import { CardFact, KindBadge } from './company-card.tsx'
import { useFormatBand } from './format.ts'
import { CompanyLogo } from './company-logo.tsx'
import { usePaths } from '~/lib/use-paths.ts'
import { m } from '~/paraglide/messages.js'

/** A home 'featured startup' card: it links to the company's own profile. */
export function FeaturedStartupCard({ startup }: { startup: FeaturedStartupView }) {
  const t = useT()
  const formatBand = useFormatBand()
  const paths = usePaths()
  return (
    <Card as="article" data-testid="featured-startup" linked className="group flex h-full flex-col gap-4 p-6 transition hover:-translate-y-0.5">
      <div className="flex items-start justify-between gap-3">
        <CompanyLogo name={startup.name} color={startup.color} logo={startup.logo} />
        {startup.kind && <KindBadge kind={startup.kind} large />}
      </div>
      <h3 className="text-lg font-bold text-ink group-hover:text-brand">{startup.name}</h3>
      <p className="text-sm leading-relaxed text-muted">
        {startup.pitch}
      </p>
      <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
        <CardFact icon="map-pin">
          <bdi>{startup.location}</bdi>
        </CardFact>
        {startup.israeliCentre && (
          <CardFact icon="building-complex">
            <bdi>{t(m['directory.israeliCentre'], { city: startup.israeliCentre })}</bdi>
          </CardFact>
        )}
        {startup.employees && (
          <CardFact icon="users">
            <bdi>{t(m['directory.employees'], { count: formatBand(startup.employees) })}</bdi>
          </CardFact>
        )}
      </ul>
      <Link
        to={paths.company(startup.slug)}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand outline-none after:absolute after:inset-0 after:rounded-card after:content-['']"
      >
        {t(m['directory.home.viewProfile'], { name: startup.name })}
        <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
      </Link>
    </Card>
  )
}
