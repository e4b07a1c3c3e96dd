import type { ReactNode } from 'react'
import { cn } from '~/lib/utils.ts'

/** Light fields on the page's surface, or inverse ones on the brand colour (the home's call to action). */
export type FieldTone = 'default' | 'inverse'

/** A field's label; the asterisk of a required field sits beside it. */
export function Label({ htmlFor, required, tone = 'default', children }: { htmlFor: string; required?: boolean; tone?: FieldTone; children: ReactNode }) {
  // The asterisk sits beside the label, not in it: the field's name stays its label, and `required`
  // tells assistive technologies what the asterisk shows.
  return (
    <span className="inline-flex items-baseline gap-0.5">
      <label data-slot="label" htmlFor={htmlFor} className={cn('text-sm font-semibold', tone === 'inverse' ? 'text-white' : 'text-ink')}>
        {children}
      </label>
      {required && (
        <span aria-hidden="true" className={cn('text-sm font-semibold', tone === 'inverse' ? 'text-white' : 'text-danger')}>
          *
        </span>
      )}
    </span>
  )
}
