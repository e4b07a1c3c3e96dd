import type { ComponentProps } from 'react'
import { cn } from '~/lib/utils.ts'
import { controlClass } from './input.tsx'

/** The browser's own select: its list is native on every device and needs no script. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select data-slot="select" className={cn(controlClass, 'h-11 pe-8', className)} {...props} />
}
