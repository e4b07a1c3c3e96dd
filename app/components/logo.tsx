import { Link } from '~/components/link.tsx'
import { useT } from '~/i18n/context.tsx'
import { usePaths } from '~/lib/use-paths.ts'
import { m } from '~/paraglide/messages.js'

/** The site's mark: a star of connected nodes, drawn inline so it needs no request. */
export function Logo() {
  const t = useT()
  const paths = usePaths()
  return (
    <Link to={paths.home()} className="flex items-center gap-2 rounded-md font-bold text-ink" aria-label={t(m['brand.name'])}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#0b3ea8" />
        <path d="M16 6l8.66 15H7.34z M16 26L7.34 11h17.32z" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      <span className="whitespace-nowrap text-base leading-tight sm:text-lg">{t(m['brand.name'])}</span>
    </Link>
  )
}
