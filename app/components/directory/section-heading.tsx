import type { ReactNode } from 'react'
import { cn } from '~/lib/utils.ts'

/** The title block of a page section: an h2, an optional line under it, an optional action at the end. */
export function SectionHeading({
  id,
  title,
  subtitle,
  action,
  className,
}: {
  id: string
  title: string
  subtitle?: string
  action?: ReactNode
  className?: string
}) {
  return (
    <div className={cn('mb-8 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between', className)}>
      <div className="max-w-2xl">
        <h2 id={id} className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {title}
        </h2>
        {subtitle && <p className="mt-2 text-muted">{subtitle}</p>}
      </div>
      {action}
    </div>
  )
}
