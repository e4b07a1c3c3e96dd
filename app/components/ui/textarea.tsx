import type { ComponentProps } from 'react'
import { cn } from '~/lib/utils.ts'
import { controlClass } from './input.tsx'

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea data-slot="textarea" className={cn(controlClass, 'min-h-36 resize-y py-2.5', className)} {...props} />
}
