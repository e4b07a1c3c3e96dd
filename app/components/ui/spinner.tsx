import { LoaderCircle } from 'lucide-react'
import { cn } from '~/lib/utils.ts'

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <LoaderCircle
      className={cn('animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]', className ?? 'size-5')}
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? 'img' : undefined}
    />
  )
}

/** The page-level spinner shown while the auth state loads (spec section 2). */
export function LoadingState({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-16 text-muted" data-testid="auth-spinner">
      <Spinner className="size-8 text-brand" />
      <span>{label}</span>
    </div>
  )
}
