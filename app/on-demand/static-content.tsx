import { useState, useSyncExternalStore, type ElementType, type HTMLAttributes, type MouseEvent, type ReactNode } from 'react'
import { useLocation, useNavigate, type NavigateFunction } from 'react-router'
import { useI18n } from '~/i18n/context.tsx'

const subscribeToNothing = () => () => {}

/**
 * Server-rendered content that hydration leaves as it is.
 *
 * A page's prose, cards and lists never change once rendered for a URL and a
 * language; hydrating them only rebuilds React's view of markup the browser
 * already shows, and on a phone that is most of the main thread's work after
 * the first paint. Wrapped in StaticContent, such a section is hydrated as one
 * element whose children React does not visit (React keeps the server's
 * markup under an element rendered with `dangerouslySetInnerHTML`).
 *
 * - On the server, and whenever the section mounts in the browser outside
 *   hydration (a client-side navigation), its children render normally.
 * - A section kept from the server renders its children as soon as the URL's
 *   path or query or the language changes (only the language for
 *   `scope="language"`), so it never shows stale content, and keeps rendering
 *   them from then on, even back on the first URL.
 * - Links in a kept section are plain anchors; a click on one is routed like a
 *   `<Link>` click (client-side navigation), unless it is modified, targeted,
 *   cross-origin or a download, which the browser handles as usual.
 *
 * Only content that depends on nothing but the URL and the language belongs
 * here: no buttons, forms, state or signed-in details.
 */
export function StaticContent<T extends ElementType = 'div'>({
  as,
  scope = 'page',
  children,
  ...props
}: {
  as?: T
  /** What the content depends on: the page (path, query and language, the default) or only the language (the footer). */
  scope?: 'page' | 'language'
  children: ReactNode
} & Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'>) {
  const Tag: ElementType = as ?? 'div'
  const { language } = useI18n()
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const identity = scope === 'language' ? language : `${language} ${pathname}${search}`
  // True while hydrating (and on the server), false in a client-only render.
  const hydrating = useSyncExternalStore(subscribeToNothing, () => false, () => true)
  const [keptFor, setKeptFor] = useState(() => (hydrating && typeof document !== 'undefined' ? identity : null))

  if (keptFor !== identity) {
    // Once the section has rendered its children, the server's markup is gone:
    // coming back to the first URL must render again, not keep an empty element.
    if (keptFor !== null) setKeptFor(null)
    return (
      <Tag key="rendered" {...props}>
        {children}
      </Tag>
    )
  }

  return <Tag key="kept" {...props} onClick={(event: MouseEvent<HTMLElement>) => routeLinkClick(event, navigate)} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
}

/**
 * A click on a link in kept markup, routed like a `<Link>` click (client-side
 * navigation), unless it is modified, targeted, cross-origin or a download,
 * which the browser handles as usual.
 */
export function routeLinkClick(event: MouseEvent<HTMLElement>, navigate: NavigateFunction) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return
  const url = new URL(anchor.href, window.location.href)
  if (url.origin !== window.location.origin) return
  event.preventDefault()
  void navigate(`${url.pathname}${url.search}${url.hash}`)
}
