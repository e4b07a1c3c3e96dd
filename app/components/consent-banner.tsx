import { useState, useSyncExternalStore } from 'react'
import { Link } from '~/components/link.tsx'
import { useT } from '~/i18n/context.tsx'
import { Button } from './ui/button.tsx'
import { usePaths } from '~/lib/use-paths.ts'
import { m } from '~/paraglide/messages.js'

/** Where the visitor's answer is kept; the only thing stored before it is nothing. */
export const consentStorageKey = 'consent'
export type ConsentChoice = 'accepted' | 'declined'

const subscribeToNothing = () => () => {}

/**
 * Run in the head before the first paint (root.tsx): marks `<html data-consent>` when the visitor has
 * answered, so the banner, which every page's HTML carries, is hidden by CSS (app.css) before it is ever
 * drawn. React removes it after hydration.
 */
export const consentMarkScript = `try{var c=localStorage.getItem("${consentStorageKey}");if(c==="accepted"||c==="declined")document.documentElement.setAttribute("data-consent",c)}catch(e){}`

export function readConsent(): ConsentChoice | null {
  try {
    const value = window.localStorage.getItem(consentStorageKey)
    return value === 'accepted' || value === 'declined' ? value : null
  } catch {
    return null
  }
}

/**
 * Cookie and consent banner shown after the routes (spec section 2).
 * The site stores nothing non-essential; the answer is remembered so the
 * banner does not come back, and any future optional storage must check it.
 */
export function ConsentBanner() {
  const t = useT()
  const paths = usePaths()
  // Unknown on the server: the HTML carries the banner, so a first visit shows it with the page's first
  // paint (hidden at once by the head's mark when the visitor has answered); read from storage once hydrated.
  const storedChoice = useSyncExternalStore(
    subscribeToNothing,
    () => readConsent() ?? 'none',
    () => 'unknown',
  )
  const [answered, setAnswered] = useState(false)
  const visible = (storedChoice === 'unknown' || storedChoice === 'none') && !answered

  function answer(choice: ConsentChoice) {
    try {
      window.localStorage.setItem(consentStorageKey, choice)
    } catch {
      // Without storage the banner simply shows again next time.
    }
    setAnswered(true)
  }

  if (!visible) return null
  return (
    <section
      id="consent-banner"
      aria-labelledby="consent-title"
      className="fixed inset-x-0 bottom-0 z-[80] border-t border-line bg-surface/98 shadow-[0_-8px_24px_rgba(15,23,42,0.08)]"
    >
      <div className="container-page flex flex-col gap-3 py-4 md:flex-row md:items-center md:justify-between">
        <div className="grid gap-1">
          <h2 id="consent-title" className="text-sm font-bold">{t(m['consent.title'])}</h2>
          <p className="text-sm text-muted">
            {t(m['consent.text'])}{' '}
            <Link to={paths.legal('cookies')} className="font-semibold text-brand underline underline-offset-2">
              {t(m['consent.learnMore'])}
            </Link>
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button variant="secondary" size="sm" onClick={() => answer('declined')}>
            {t(m['consent.decline'])}
          </Button>
          <Button size="sm" onClick={() => answer('accepted')}>
            {t(m['consent.accept'])}
          </Button>
        </div>
      </div>
    </section>
  )
}
