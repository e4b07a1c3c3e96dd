import { ChevronDown, LogOut, User as UserIcon } from 'lucide-react'
import { Link } from '~/components/link.tsx'
import { useI18n } from '~/i18n/context.tsx'
import { useAuth } from '~/lib/auth/auth-provider.tsx'
import { useSignOut } from '~/lib/auth/use-sign-out.ts'
import { buttonVariants } from './ui/button.tsx'
import { MenuButton, menuItemClass } from './ui/menu.tsx'
import { usePaths } from '~/lib/use-paths.ts'
import { m } from '~/paraglide/messages.js'

/**
 * Header account area (spec section 2): a pulsing placeholder while the auth
 * state loads, 'My account' for a signed-in user, 'Sign in' and 'Newsletter'
 * for a visitor.
 */
export function AuthArea({ layout = 'header', onNavigate }: { layout?: 'header' | 'drawer'; onNavigate?: () => void }) {
  const { user, loading } = useAuth()
  const { t } = useI18n()
  const paths = usePaths()
  const signOut = useSignOut()

  if (loading) {
    return (
      <div
        role="status"
        aria-label={t(m['header.loadingAccount'])}
        data-testid="auth-loading"
        className={layout === 'header' ? 'h-10 w-44 animate-pulse rounded-lg bg-line' : 'h-24 w-full animate-pulse rounded-lg bg-line'}
      />
    )
  }

  if (user) {
    if (layout === 'drawer') {
      return (
        <div className="grid gap-2">
          <Link to={paths.profile()} onClick={onNavigate} className={buttonVariants({ variant: 'secondary' })}>
            <UserIcon aria-hidden /> {t(m['header.myProfile'])}
          </Link>
          <button type="button" onClick={() => void signOut().then(onNavigate)} className={buttonVariants({ variant: 'ghost' })}>
            <LogOut aria-hidden /> {t(m['header.signOut'])}
          </button>
        </div>
      )
    }
    return (
      <MenuButton
        triggerClassName={buttonVariants({ variant: 'secondary', size: 'md' })}
        contentClassName="min-w-48"
        trigger={
          <>
            <UserIcon aria-hidden /> {t(m['header.myAccount'])} <ChevronDown aria-hidden />
          </>
        }
      >
        <div className="truncate px-2 py-1.5 text-xs text-muted">{user.email}</div>
        <Link to={paths.profile()} role="menuitem" tabIndex={-1} className={menuItemClass}>
          <UserIcon className="size-4" aria-hidden /> {t(m['header.myProfile'])}
        </Link>
        <button type="button" role="menuitem" tabIndex={-1} onClick={() => void signOut()} className={menuItemClass}>
          <LogOut className="size-4" aria-hidden /> {t(m['header.signOut'])}
        </button>
      </MenuButton>
    )
  }

  return (
    <div className={layout === 'header' ? 'flex items-center gap-2' : 'grid gap-2'}>
      <Link to={paths.auth()} onClick={onNavigate} className={buttonVariants({ variant: layout === 'header' ? 'ghost' : 'secondary' })}>
        {t(m['header.signIn'])}
      </Link>
      <Link to={paths.newsletter()} onClick={onNavigate} className={buttonVariants({ variant: 'primary' })}>
        {t(m['header.newsletter'])}
      </Link>
    </div>
  )
}
