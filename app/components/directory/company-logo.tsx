import { cn } from '~/lib/utils.ts'
import { companyInitials } from './format.ts'

const sizes = {
  sm: 'size-10 text-sm rounded-lg',
  md: 'size-12 text-base rounded-xl',
  lg: 'size-20 text-2xl rounded-2xl',
} as const

/** The tile's side in CSS pixels, for the image's intrinsic size (no layout shift). */
const pixels = { sm: 40, md: 48, lg: 80 } as const

/**
 * A company's logo: the register's image when it has one (served by this site
 * from /logos/, never hot-linked), otherwise its initials on the colour of its
 * sector. The name is always written next to it, so it is decorative.
 */
export function CompanyLogo({
  name,
  color,
  initials,
  size = 'md',
  className,
  logo,
}: {
  name: string
  color: string
  initials?: string
  size?: keyof typeof sizes
  className?: string
  /** The register's logo file (content-hashed name). */
  logo?: string | undefined
}) {
  if (logo) {
    return (
      <img
        src={`/logos/${logo}`}
        alt=""
        width={pixels[size]}
        height={pixels[size]}
        loading="lazy"
        decoding="async"
        data-testid="company-logo"
        className={cn('shrink-0 bg-white object-contain ring-1 ring-line', sizes[size], className)}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      data-testid="company-logo"
      data-accent={color}
      className={cn('inline-flex shrink-0 select-none items-center justify-center bg-(--accent) font-bold tracking-tight text-white shadow-sm', sizes[size], className)}
    >
      {initials ?? companyInitials(name)}
    </span>
  )
}
