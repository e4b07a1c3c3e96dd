import { X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useI18n } from '~/i18n/context.tsx'
import { dismissToast, useCurrentToast, type ToastMessage } from '~/lib/toast.ts'
import { cn } from '~/lib/utils.ts'

/** How long the closing animation lasts (app.css). */
const toastCloseMs = 150

/**
 * The single toast region of the site (spec section 9: one at a time, 5000 ms
 * by default). The list is a polite live region, so a new toast is read out;
 * an error toast is also an alert. F8 moves focus to the region (ADR 0009).
 */
export function Toaster() {
  const { t } = useI18n()
  const message = useCurrentToast()
  const listRef = useRef<HTMLOListElement>(null)

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'F8') listRef.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  return (
    <section aria-label={`${t('toast.region')} (F8)`}>
      <ol
        ref={listRef}
        tabIndex={-1}
        aria-live="polite"
        className="pointer-events-none fixed bottom-0 end-0 z-[90] flex w-full max-w-sm flex-col gap-2 p-4 outline-none"
      >
        {message && <Toast key={message.id} message={message} closeLabel={t('toast.close')} />}
      </ol>
    </section>
  )
}

function Toast({ message, closeLabel }: { message: ToastMessage; closeLabel: string }) {
  const [closing, setClosing] = useState(false)
  const [paused, setPaused] = useState(false)
  const remaining = useRef(message.duration)

  function close() {
    setClosing(true)
    window.setTimeout(() => dismissToast(message.id), toastCloseMs)
  }

  // The countdown stops while the pointer or the focus is on the toast, and resumes where it was.
  useEffect(() => {
    if (paused || closing) return
    const started = Date.now()
    const timer = window.setTimeout(() => {
      setClosing(true)
      window.setTimeout(() => dismissToast(message.id), toastCloseMs)
    }, remaining.current)
    return () => {
      window.clearTimeout(timer)
      remaining.current -= Date.now() - started
    }
  }, [paused, closing, message.id])

  const destructive = message.variant === 'destructive'
  return (
    <li
      data-state={closing ? 'closed' : 'open'}
      data-variant={message.variant ?? 'default'}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false)
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close()
      }}
      className={cn(
        'toast pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pe-10 shadow-lg',
        destructive ? 'border-danger/30 bg-danger-soft text-danger' : 'border-line bg-surface text-ink',
      )}
    >
      <div className="grid gap-1" role={destructive ? 'alert' : undefined}>
        <p className="font-semibold">{message.title}</p>
        {message.description && <p className="text-sm opacity-90">{message.description}</p>}
      </div>
      <button type="button" onClick={close} aria-label={closeLabel} className="absolute end-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100">
        <X className="size-4" aria-hidden />
      </button>
    </li>
  )
}
