import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Link } from '~/components/link.tsx'
import { useT } from '~/i18n/context.tsx'
import { cn } from '~/lib/utils.ts'
import { m } from '~/paraglide/messages.js'

/** The page numbers to show: the first, the last, and two around the current one, with gaps as null. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const pages = new Set([1, pageCount, page - 1, page, page + 1].filter((candidate) => candidate >= 1 && candidate <= pageCount))
  const sorted = [...pages].sort((a, b) => a - b)
  const result: (number | null)[] = []
  sorted.forEach((candidate, index) => {
    if (index > 0 && candidate - sorted[index - 1]! > 1) result.push(null)
    result.push(candidate)
  })
  return result
}

/** Links to the pages of a list; each page is a URL of its own (`hrefFor`). */
export function Pagination({ page, pageCount, hrefFor }: { page: number; pageCount: number; hrefFor: (page: number) => string }) {
  const t = useT()
  if (pageCount <= 1) return null
  const linkClass = 'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg border px-3 text-sm font-semibold'
  const idleClass = 'border-line bg-surface text-ink hover:bg-brand-soft'
  return (
    <nav aria-label={t(m['directory.startups.pagination'])} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link to={hrefFor(page - 1)} className={cn(linkClass, idleClass)} rel="prev">
          <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden />
          {t(m['directory.startups.previous'])}
        </Link>
      )}
      <ul className="flex flex-wrap items-center gap-2">
        {pageWindow(page, pageCount).map((candidate, index) =>
          candidate === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={candidate}>
              <Link
                to={hrefFor(candidate)}
                aria-current={candidate === page ? 'page' : undefined}
                aria-label={t(m['directory.startups.pageLabel'], { page: candidate })}
                className={cn(linkClass, candidate === page ? 'border-brand bg-brand text-white hover:bg-brand-strong' : idleClass)}
              >
                {candidate}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pageCount && (
        <Link to={hrefFor(page + 1)} className={cn(linkClass, idleClass)} rel="next">
          {t(m['directory.startups.next'])}
          <ChevronRight className="size-4 rtl:rotate-180" aria-hidden />
        </Link>
      )}
    </nav>
  )
}
