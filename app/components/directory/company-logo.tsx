import { cn } from '~/lib/utils.ts'
import { companyInitials } from './format.ts'

const sizes = {
  sm: 'size-10 text-sm rounded-lg',
  md: 'size-12 text-base rounded-xl',
  lg: 'size-20 text-2xl rounded-2xl',
} as const

/**
 * A company's logo tile: its initials on the colour of its sector. No external
 * image is loaded; the name is always written next to the tile, so the tile
 * itself is decorative.
 */
export function CompanyLogo({
  name,
  color,
  initials,
  size = 'md',
  className,
}: {
  name: string
  color: string
  initials?: string
  size?: keyof typeof sizes
  className?: string
}) {
  return (
    <span
      aria-hidden="true"
      data-testid="company-logo"
      className={cn('inline-flex shrink-0 select-none items-center justify-center font-bold tracking-tight text-white shadow-sm', sizes[size], className)}
      style={{ backgroundColor: color }}
    >
      {initials ?? companyInitials(name)}
    </span>
  )
}
