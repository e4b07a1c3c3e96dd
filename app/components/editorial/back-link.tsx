import { ArrowLeft } from 'lucide-react'
import { Link } from '~/components/link.tsx'
import { cn } from '~/lib/utils.ts'

/** A link back to a parent page, its arrow pointing to the inline start (mirrored in Hebrew). */
export function BackLink({ to, children, className }: { to: string; children: React.ReactNode; className?: string }) {
  return (
    <Link
      to={to}
      className={cn('inline-flex items-center gap-2 rounded-md text-sm font-semibold text-brand underline-offset-4 hover:underline', className)}
    >
      <ArrowLeft className="size-4 shrink-0 rtl:rotate-180" aria-hidden />
      {children}
    </Link>
  )
}
