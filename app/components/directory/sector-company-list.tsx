import { Hourglass } from 'lucide-react'
import { Card } from '~/components/ui/card.tsx'
import { useT } from '~/i18n/context.tsx'
import { CompanyCard, type CompanyCardCompany } from './company-card.tsx'
import { m } from '~/paraglide/messages.js'

/**
 * The companies of a sector page, as cards in the order given (by name), or
 * the 'Bientôt disponible' notice when the sector has none yet (spec section 2).
 */
export function SectorCompanyList({ companies }: { companies: readonly CompanyCardCompany[] }) {
  const t = useT()
  if (companies.length === 0) {
    return (
      <Card role="status" outline="dashed" elevation="flat" className="grid place-items-center gap-3 px-6 py-14 text-center">
        <Hourglass className="size-8 text-muted" aria-hidden />
        <p className="text-xl font-bold text-ink">{t(m['directory.sector.emptyTitle'])}</p>
        <p className="max-w-md text-muted">{t(m['directory.sector.emptyText'])}</p>
      </Card>
    )
  }
  return (
    <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
      {companies.map((company) => (
        <li key={company.slug}>
          <CompanyCard company={company} />
        </li>
      ))}
    </ul>
  )
}
