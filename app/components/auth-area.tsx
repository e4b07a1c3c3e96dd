import { ChevronDown, LogOut, User as UserIcon } from 'lucide-react'
import { DropdownMenu } from 'radix-ui'
import { Link } from 'react-router'
import { useI18n } from '~/i18n/context.tsx'
import { useAuth } from '~/lib/auth/auth-provider.tsx'
import { useSignOut } from '~/lib/auth/use-sign-out.ts'
import { buttonVariants } from './ui/button.tsx'

/**
 * Header account area (spec section 2): a pulsing placeholder while the auth
 * state loads, 'My account' for a signed-in user, 'Sign in' and 'Newsletter'
 * for a visitor.
 */
export function AuthArea({ layout = 'header', onNavigate }: { layout?: 'header' | 'drawer'; onNavigate?: () => void }) {
  const { user, loading } = useAuth()
  const { t, dir } = useI18n()
  const signOut = useSignOut()

  if (loading) {
    return (
      <div
        role="status"
        aria-label={t('header.loadingAccount')}
        data-testid="auth-loading"
        className={layout === 'header' ? 'h-10 w-44 animate-pulse rounded-lg bg-line' : 'h-24 w-full animate-pulse rounded-lg bg-line'}
      />
    )
  }

  if (user) {
    if (layout === 'drawer') {
      return (
        <div className="grid gap-2">
          <Link to="/profile" onClick={onNavigate} className={buttonVariants({ variant: 'secondary' })}>
            <UserIcon aria-hidden /> {t('header.myProfile')}
          </Link>
          <button type="button" onClick={() => void signOut().then(onNavigate)} className={buttonVariants({ variant: 'ghost' })}>
            <LogOut aria-hidden /> {t('header.signOut')}
          </button>
        </div>
      )
    }
    return (
      <DropdownMenu.Root dir={dir} modal={false}>
        <DropdownMenu.Trigger className={buttonVariants({ variant: 'secondary', size: 'md' })}>
          <UserIcon aria-hidden /> {t('header.myAccount')} <ChevronDown aria-hidden />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={6} className="z-[70] min-w-48 rounded-xl border border-line bg-surface p-1 shadow-lg">
            <DropdownMenu.Label className="truncate px-2 py-1.5 text-xs text-muted">{user.email}</DropdownMenu.Label>
            <DropdownMenu.Item asChild className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm outline-none data-[highlighted]:bg-brand-soft">
              <Link to="/profile">
                <UserIcon className="size-4" aria-hidden /> {t('header.myProfile')}
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item
              onSelect={() => void signOut()}
              className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm outline-none data-[highlighted]:bg-brand-soft"
            >
              <LogOut className="size-4" aria-hidden /> {t('header.signOut')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    )
  }

  return (
    <div className={layout === 'header' ? 'flex items-center gap-2' : 'grid gap-2'}>
      <Link to="/auth" onClick={onNavigate} className={buttonVariants({ variant: layout === 'header' ? 'ghost' : 'secondary' })}>
        {t('header.signIn')}
      </Link>
      <Link to="/newsletter" onClick={onNavigate} className={buttonVariants({ variant: 'primary' })}>
        {t('header.newsletter')}
      </Link>
    </div>
  )
}
