import { ChevronRight } from 'lucide-react'
import { Link } from '~/components/link.tsx'
import { useT } from '~/i18n/context.tsx'
import { usePaths } from '~/lib/use-paths.ts'
import { m } from '~/paraglide/messages.js'

export interface Crumb {
  name: string
  path: string
}

/** The visible breadcrumb trail; the last crumb is the current page. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const t = useT()
  const paths = usePaths()
  return (
    <nav aria-label={t(m['directory.breadcrumb'])} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-muted">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1
          return (
            <li key={crumb.path} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-medium text-ink">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <Link to={paths.page(crumb.path)} className="rounded hover:text-brand hover:underline">
                    {crumb.name}
                  </Link>
                  <ChevronRight className="size-4 shrink-0 rtl:rotate-180" aria-hidden />
                </>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
