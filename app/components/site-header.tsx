import { Menu, X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { useState } from 'react'
import { NavLink } from 'react-router'
import { useI18n } from '~/i18n/context.tsx'
import type { MessageKey } from '~/i18n/messages/index.ts'
import { cn } from '~/lib/utils.ts'
import { AuthArea } from './auth-area.tsx'
import { LanguageButtons, LanguageMenu } from './language-menu.tsx'
import { Logo } from './logo.tsx'
import { SearchForm } from './search-form.tsx'

/** Header links of spec section 2, in order. */
export const headerLinks: readonly { to: string; label: MessageKey; end?: boolean }[] = [
  { to: '/', label: 'nav.home', end: true },
  { to: '/categories', label: 'nav.categories' },
  { to: '/blog', label: 'nav.blog' },
  { to: '/contact', label: 'nav.contact' },
]

function navLinkClass({ isActive }: { isActive: boolean }) {
  return cn(
    'rounded-md px-3 py-2 text-sm font-semibold transition-colors hover:bg-brand-soft hover:text-brand',
    isActive ? 'text-brand' : 'text-ink',
  )
}

export function SiteHeader() {
  const { t } = useI18n()
  return (
    <header className="sticky top-0 z-50 border-b border-line bg-surface/95 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Logo />
        <nav aria-label={t('nav.main')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {headerLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className={navLinkClass}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 lg:flex">
          <SearchForm className="w-48 xl:w-60" />
          <LanguageMenu />
          <AuthArea />
        </div>
        <div className="flex items-center gap-1 lg:hidden">
          <LanguageMenu />
          <MobileDrawer />
        </div>
      </div>
    </header>
  )
}

/**
 * The small-screen menu (spec sections 2, 4, 9): a side drawer that slides in
 * from the inline end (the right in French and English), 500 ms opening and
 * 300 ms closing; closes on its button or an outside click; focus returns to
 * the trigger (Radix Dialog).
 */
function MobileDrawer() {
  const { t, dir } = useI18n()
  const [open, setOpen] = useState(false)
  const close = () => setOpen(false)
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-brand-soft" aria-label={t('header.openMenu')}>
        <Menu className="size-6" aria-hidden />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="drawer-overlay fixed inset-0 z-[60] bg-ink/50" data-testid="drawer-overlay" />
        <Dialog.Content
          dir={dir}
          className="drawer-panel fixed inset-y-0 end-0 z-[61] flex w-[85vw] max-w-sm flex-col gap-6 overflow-y-auto bg-surface p-6 shadow-xl focus:outline-none"
          aria-describedby={undefined}
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold">{t('header.menuTitle')}</Dialog.Title>
            <Dialog.Close className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-brand-soft" aria-label={t('header.closeMenu')}>
              <X className="size-6" aria-hidden />
            </Dialog.Close>
          </div>
          <SearchForm onSearch={close} />
          <nav aria-label={t('nav.main')}>
            <ul className="grid gap-1">
              {headerLinks.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.end} onClick={close} className={(state) => cn(navLinkClass(state), 'block text-base')}>
                    {t(link.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="grid gap-2">
            <p className="text-sm font-semibold text-muted">{t('header.language')}</p>
            <LanguageButtons className="flex flex-wrap gap-1 text-ink [&_button:hover]:bg-brand-soft" />
          </div>
          <AuthArea layout="drawer" onNavigate={close} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
