import { X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useT } from '~/i18n/context.tsx'
import { dismissToast, type ToastMessage } from '~/lib/toast.ts'
import { cn } from '~/lib/utils.ts'
import { m } from '~/paraglide/messages.js'

/** How long the closing animation lasts (app.css). */
const toastCloseMs = 150

/** One toast, in the Toaster's live region; its code loads with the first toast (toaster.tsx). */
export function Toast({ message }: { message: ToastMessage }) {
  const t = useT()
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
      <button type="button" onClick={close} aria-label={t(m['toast.close'])} className="absolute end-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100">
        <X className="size-4" aria-hidden />
      </button>
    </li>
  )
}
