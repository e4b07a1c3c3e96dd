import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '~/lib/utils.ts'

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-brand text-white hover:bg-brand-strong',
        secondary: 'border border-line bg-surface text-ink hover:bg-brand-soft',
        ghost: 'text-ink hover:bg-brand-soft',
        danger: 'bg-danger text-white hover:bg-danger/90',
        link: 'text-brand underline-offset-4 hover:underline',
        /** On the brand-coloured newsletter band. */
        inverse: 'bg-white text-brand hover:bg-blue-50',
        /** A white button on a coloured panel. */
        surface: 'border border-transparent bg-surface text-brand hover:bg-brand-soft',
      },
      size: {
        sm: 'h-9 whitespace-nowrap px-3 text-sm',
        md: 'h-11 whitespace-nowrap px-4 text-sm',
        lg: 'h-12 whitespace-nowrap px-6 text-base',
        icon: 'size-11',
        /** A long label that may wrap: at least the height of `md`. */
        wrap: 'min-h-11 whitespace-normal px-4 py-2 text-sm',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
)

/** A button; a link that looks like one takes `buttonVariants()` as its class. */
export function Button({ className, variant, size, ...props }: ComponentProps<'button'> & VariantProps<typeof buttonVariants>) {
  return <button data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />
}
