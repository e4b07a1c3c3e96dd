import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Card } from '~/components/ui/card.tsx'
import { cn } from '~/lib/utils.ts'

/** One card of the profile page, labelled by its heading. */
export function ProfileSection({
  id,
  title,
  description,
  icon: Icon,
  tone = 'default',
  children,
}: {
  id: string
  title: string
  description?: ReactNode
  icon: LucideIcon
  tone?: 'default' | 'danger'
  children: ReactNode
}) {
  return (
    <Card as="section" aria-labelledby={`${id}-title`} outline={tone === 'danger' ? 'danger' : 'line'} className="grid gap-5 p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <span
          className={cn(
            'inline-flex size-10 shrink-0 items-center justify-center rounded-lg',
            tone === 'danger' ? 'bg-danger-soft text-danger' : 'bg-brand-soft text-brand',
          )}
          aria-hidden="true"
        >
          <Icon className="size-5" />
        </span>
        <div className="grid gap-1">
          <h2 id={`${id}-title`} className="text-lg font-bold text-ink">
            {title}
          </h2>
          {description && <div className="text-sm text-muted">{description}</div>}
        </div>
      </div>
      {children}
    </Card>
  )
}

export function userDisplayName(metadata: Record<string, unknown> | undefined): string {
  const first = typeof metadata?.first_name === 'string' ? metadata.first_name : ''
  const last = typeof metadata?.last_name === 'string' ? metadata.last_name : ''
  return `${first} ${last}`.trim()
}
