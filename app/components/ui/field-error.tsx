import { CircleAlert } from 'lucide-react'
import { cn } from '~/lib/utils.ts'
import type { FieldTone } from './label.tsx'

/**
 * A field's error message, which its control names in `aria-describedby`. A module of its own, so that a
 * form outside `field.tsx` (the directory's filters) shows the same message without loading the fields.
 */
export function FieldError({ id, message, tone = 'default' }: { id: string; message?: string; tone?: FieldTone }) {
  if (!message) return null
  return (
    <p id={id} data-slot="field-error" className={cn('flex items-start gap-1.5 text-sm font-medium', tone === 'inverse' ? 'text-red-100' : 'text-danger')}>
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      {message}
    </p>
  )
}
