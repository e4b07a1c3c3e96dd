import { Hourglass } from 'lucide-react'
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
      <div role="status" className="grid place-items-center gap-3 rounded-card border border-dashed border-line bg-surface px-6 py-14 text-center">
        <Hourglass className="size-8 text-muted" aria-hidden />
        <p className="text-xl font-bold text-ink">{t(m['directory.sector.emptyTitle'])}</p>
        <p className="max-w-md text-muted">{t(m['directory.sector.emptyText'])}</p>
      </div>
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
