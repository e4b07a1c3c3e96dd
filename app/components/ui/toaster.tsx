import { useEffect, useRef, useState, type ComponentType } from 'react'
import { useI18n } from '~/i18n/context.tsx'
import { useCurrentToast, type ToastMessage } from '~/lib/toast.ts'
import { m } from '~/paraglide/messages.js'

type ToastView = ComponentType<{ message: ToastMessage }>

let toastView: Promise<ToastView> | undefined

/** The toast's code, loaded once; a load that failed (network down) is tried again when next wanted. */
function loadToastView(): Promise<ToastView> {
  toastView ??= import('./toast-item.tsx').then(
    (module) => module.Toast,
    (error: unknown) => {
      toastView = undefined
      throw error
    },
  )
  return toastView
}

/**
 * The single toast region of the site (spec section 9: one at a time, 5000 ms
 * by default). The list is a polite live region, rendered from the start, so
 * a new toast is read out; an error toast is also an alert. F8 moves focus to
 * the region.
 *
 * The toast's own code is not part of the shell, which every page loads: it
 * loads with the first toast, or as soon as the visitor uses a form (where
 * toasts come from), so that a toast saying the network is gone still shows.
 */
export function Toaster() {
  const { t } = useI18n()
  const message = useCurrentToast()
  const listRef = useRef<HTMLOListElement>(null)
  const [formUsed, setFormUsed] = useState(false)
  const [Toast, setToast] = useState<ToastView | null>(null)

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'F8') listRef.current?.focus()
    }
    // The header's search form raises no toast.
    function onFormUse(event: Event) {
      if (event.target instanceof Element && event.target.closest('form:not([role="search"])')) setFormUsed(true)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('focusin', onFormUse)
    document.addEventListener('pointerdown', onFormUse)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('focusin', onFormUse)
      document.removeEventListener('pointerdown', onFormUse)
    }
  }, [])

  useEffect(() => {
    if (Toast || (!formUsed && !message)) return
    loadToastView().then(
      (view) => setToast(() => view),
      (error: unknown) => console.error('The notification could not load', error),
    )
  }, [Toast, formUsed, message])

  return (
    <section aria-label={`${t(m['toast.region'])} (F8)`}>
      <ol
        ref={listRef}
        tabIndex={-1}
        aria-live="polite"
        className="pointer-events-none fixed bottom-0 end-0 z-[90] flex w-full max-w-sm flex-col gap-2 p-4 outline-none"
      >
        {message && Toast && <Toast key={message.id} message={message} />}
      </ol>
    </section>
  )
}
