import { CircleAlert, CircleCheck, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Card } from '~/components/ui/card.tsx'
import { cn } from '~/lib/utils.ts'

/** The outcome of an e-mail link (newsletter confirmation, unsubscription): a titled card with what comes next. */
export function ResultCard({
  tone,
  title,
  children,
  icon,
}: {
  tone: 'success' | 'error' | 'neutral'
  title: string
  children?: ReactNode
  icon?: LucideIcon
}) {
  const Icon = icon ?? (tone === 'error' ? CircleAlert : CircleCheck)
  return (
    <Card as="section" aria-labelledby="result-title" className="mx-auto grid w-full max-w-xl justify-items-center gap-4 p-6 text-center sm:p-10">
      <span
        className={cn(
          'inline-flex size-14 items-center justify-center rounded-full',
          tone === 'success' && 'bg-green-50 text-success',
          tone === 'error' && 'bg-danger-soft text-danger',
          tone === 'neutral' && 'bg-brand-soft text-brand',
        )}
        aria-hidden="true"
      >
        <Icon className="size-7" />
      </span>
      <h1 id="result-title" className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
        {title}
      </h1>
      {children}
    </Card>
  )
}
