import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentPropsWithoutRef, ElementType } from 'react'
import { cn } from '~/lib/utils.ts'

/**
 * The look of a card: a rounded surface with a border, raised by a shadow unless flat. A link that looks
 * like a card takes `cardVariants()` as its class, as a link that looks like a button takes `buttonVariants()`.
 */
export const cardVariants = cva('rounded-card border', {
  variants: {
    surface: { surface: 'bg-surface', canvas: 'bg-canvas' },
    /** A dashed border says "nothing here" (an empty list); a tinted one, a danger zone. */
    outline: { line: 'border-line', dashed: 'border-dashed border-line', danger: 'border-danger/30' },
    elevation: { raised: 'shadow-sm', flat: '' },
    /**
     * A card whose link covers it (the link's `after:absolute after:inset-0`): it rises when pointed at and
     * shows the link's focus around the whole card.
     */
    linked: { true: 'relative hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand' },
  },
  defaultVariants: { surface: 'surface', outline: 'line', elevation: 'raised' },
})

type CardProps<Tag extends ElementType> = { as?: Tag } & VariantProps<typeof cardVariants> & Omit<ComponentPropsWithoutRef<Tag>, 'as'>

/** A card (shadcn/ui's, with the site's look); `as` renders it as another element (`section`, `article`, `li`…). */
export function Card<Tag extends ElementType = 'div'>({ as, className, surface, outline, elevation, linked, ...props }: CardProps<Tag>) {
  const Element: ElementType = as ?? 'div'
  return <Element data-slot="card" className={cn(cardVariants({ surface, outline, elevation, linked }), className)} {...props} />
}
