import type { ComponentProps } from 'react'
import { cn } from '~/lib/utils.ts'

export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      data-slot="checkbox"
      type="checkbox"
      className={cn('mt-0.5 size-5 shrink-0 cursor-pointer rounded border-line accent-brand disabled:cursor-not-allowed', className)}
      {...props}
    />
  )
}
