import type { ComponentProps } from 'react'
import { cn } from '~/lib/utils.ts'

/** On the brand colour the site's blue focus ring would not show: a white one. */
export const inverseFocus = 'focus-visible:outline-white'

/** What inputs, text areas and selects share: the border, the invalid state, the disabled state. */
export const controlClass =
  'block w-full rounded-lg border border-line bg-surface px-3 text-base text-ink placeholder:text-muted/80 transition-colors ' +
  'hover:border-muted/50 aria-[invalid=true]:border-danger disabled:cursor-not-allowed disabled:bg-canvas disabled:opacity-70'

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input data-slot="input" className={cn(controlClass, 'h-11', className)} {...props} />
}
