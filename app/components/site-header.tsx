import { Menu, Search, X } from 'lucide-react'
import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'
import { Link, NavLink } from '~/components/link.tsx'
import { useI18n } from '~/i18n/context.tsx'
import type { Message } from '~/i18n/translate.ts'
import type { Paths } from '~/lib/paths.ts'
import { cn } from '~/lib/utils.ts'
import { AuthArea } from './auth-area.tsx'
import { LanguageButtons, LanguageMenu } from './language-menu.tsx'
import { Logo } from './logo.tsx'
import { SearchForm } from './search-form.tsx'
import { usePaths } from '~/lib/use-paths.ts'
import { m } from '~/paraglide/messages.js'

/** Header links of spec section 2, in order, with the directory second (issue 35, point 1; ADR 0053). */
export const headerLinks: readonly { to: (paths: Paths) => string; label: Message; end?: boolean }[] = [
  { to: (paths) => paths.home(), label: m['nav.home'], end: true },
  { to: (paths) => paths.directory(), label: m['nav.directory'] },
  { to: (paths) => paths.categories(), label: m['nav.categories'] },
  { to: (paths) => paths.blog(), label: m['nav.blog'] },
  { to: (paths) => paths.contact(), label: m['nav.contact'] },
]

function navLinkClass({ isActive }: { isActive: boolean }) {
  return cn(
    'rounded-md px-2.5 py-2 text-sm font-semibold xl:px-3 transition-colors hover:bg-brand-soft hover:text-brand',
    isActive ? 'text-brand' : 'text-ink',
  )
}

export function SiteHeader() {
  const { t } = useI18n()
  const paths = usePaths()
  return (
    <header className="sticky top-0 z-50 border-b border-line bg-surface/95 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Logo />
        <nav aria-label={t(m['nav.main'])} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {headerLinks.map((link) => (
              <li key={link.to(paths)}>
                <NavLink to={link.to(paths)} end={link.end} className={navLinkClass}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 lg:flex">
          {/* From 1024 to 1279 px the box gives way to a link to the search page, so the row fits (issue 35, point 1). */}
          <div className="hidden xl:block">
            <SearchForm className="w-60" />
          </div>
          <Link
            to={paths.search()}
            className="inline-flex size-10 items-center justify-center rounded-lg text-ink hover:bg-brand-soft hover:text-brand xl:hidden"
            aria-label={t(m['header.searchSubmit'])}
          >
            <Search className="size-5" aria-hidden />
          </Link>
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

/** Spec section 9: the drawer opens in 500 ms and closes in 300 ms (app.css). */
const drawerCloseMs = 300

/**
 * The small-screen menu (spec sections 2, 4, 9): a side drawer that slides in
 * from the inline end (the right in French and English), 500 ms opening and
 * 300 ms closing; closes on its button, Escape or an outside click; focus
 * returns to the trigger. A native modal <dialog> keeps focus inside and the
 * page inert while it is open.
 */
function MobileDrawer() {
  const { t, dir } = useI18n()
  const paths = usePaths()
  const [state, setState] = useState<'closed' | 'open' | 'closing'>('closed')
  const dialogRef = useRef<HTMLDialogElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const closeTimer = useRef(0)
  const titleId = useId()

  function open() {
    window.clearTimeout(closeTimer.current)
    dialogRef.current?.showModal()
    setState('open')
  }

  function close() {
    if (state !== 'open') return
    setState('closing')
    closeTimer.current = window.setTimeout(() => dialogRef.current?.close(), drawerCloseMs)
  }

  /** The dialog closed (after the animation, or at once when the browser insisted): back to the trigger. */
  function onClosed() {
    window.clearTimeout(closeTimer.current)
    setState('closed')
    triggerRef.current?.focus()
  }

  /**
   * Tab wraps inside the drawer (WAI-ARIA dialog pattern): a modal <dialog>
   * makes the page inert, but the browser would still let Tab leave for its
   * own interface after the last control.
   */
  function onDialogKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab') return
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])')].filter(
      (element) => element.getClientRects().length > 0,
    )
    const first = focusable[0]
    const last = focusable.at(-1)
    if (!first || !last) return
    const active = document.activeElement
    if (event.shiftKey && (active === first || active === event.currentTarget)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && active === last) {
      event.preventDefault()
      first.focus()
    }
  }

  /** A click on the backdrop lands on the dialog itself, outside its box. */
  function onDialogClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target !== event.currentTarget) return
    const box = event.currentTarget.getBoundingClientRect()
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom
    if (!inside) close()
  }

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={state === 'open'}
        onClick={open}
        className="inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-brand-soft"
        aria-label={t(m['header.openMenu'])}
      >
        <Menu className="size-6" aria-hidden />
      </button>
      <dialog
        ref={dialogRef}
        dir={dir}
        aria-labelledby={titleId}
        data-state={state === 'open' ? 'open' : 'closed'}
        onClick={onDialogClick}
        onKeyDown={onDialogKeyDown}
        onCancel={(event) => {
          // Escape: close with the animation.
          event.preventDefault()
          close()
        }}
        onClose={onClosed}
        className="drawer-panel fixed inset-y-0 end-0 start-auto z-[61] m-0 h-full max-h-none w-[85vw] max-w-sm overflow-y-auto bg-surface p-0 text-ink shadow-xl focus:outline-none"
      >
        {state !== 'closed' && (
          <div className="flex min-h-full flex-col gap-6 p-6">
            <div className="flex items-center justify-between">
              <h2 id={titleId} className="text-lg font-bold">
                {t(m['header.menuTitle'])}
              </h2>
              <button
                type="button"
                onClick={close}
                className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-brand-soft"
                aria-label={t(m['header.closeMenu'])}
              >
                <X className="size-6" aria-hidden />
              </button>
            </div>
            <SearchForm onSearch={close} />
            <nav aria-label={t(m['nav.main'])}>
              <ul className="grid gap-1">
                {headerLinks.map((link) => (
                  <li key={link.to(paths)}>
                    <NavLink to={link.to(paths)} end={link.end} onClick={close} className={(linkState) => cn(navLinkClass(linkState), 'block text-base')}>
                      {t(link.label)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="grid gap-2">
              <p className="text-sm font-semibold text-muted">{t(m['header.language'])}</p>
              <LanguageButtons className="flex flex-wrap gap-1 text-ink [&_a:hover]:bg-brand-soft" />
            </div>
            <AuthArea layout="drawer" onNavigate={close} />
          </div>
        )}
      </dialog>
    </>
  )
}
