import { useId, useImperativeHandle, useRef, type ReactNode, type Ref } from 'react'
import { useI18n } from '~/i18n/context.tsx'
import { Button } from './button.tsx'

export interface AlertDialogHandle {
  /** Opens the dialog; the focus goes back to `trigger` when it closes. */
  open: (trigger: HTMLElement) => void
  close: () => void
}

/**
 * A confirmation that interrupts: a native modal <dialog> with the alertdialog
 * role. The page is inert behind it, the focus starts on Cancel and returns to
 * the trigger, Escape closes it unless `busy` (an action under way). Native,
 * because dialog libraries lock the page's scroll with an injected <style>
 * element, which the CSP refuses; app.css locks it. `children` are the actions
 * beside Cancel.
 */
export function AlertDialog({
  ref,
  title,
  description,
  cancelLabel,
  busy = false,
  children,
}: {
  ref: Ref<AlertDialogHandle>
  title: string
  description: string
  cancelLabel: string
  busy?: boolean
  children: ReactNode
}) {
  const { dir } = useI18n()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const cancelRef = useRef<HTMLButtonElement>(null)
  const triggerRef = useRef<HTMLElement | null>(null)
  const titleId = useId()
  const textId = useId()

  useImperativeHandle(ref, () => ({
    open(trigger) {
      triggerRef.current = trigger
      dialogRef.current?.showModal()
      cancelRef.current?.focus()
    },
    close() {
      dialogRef.current?.close()
    },
  }))

  return (
    <dialog
      ref={dialogRef}
      role="alertdialog"
      dir={dir}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        // Escape: not while the action is under way.
        if (busy) event.preventDefault()
      }}
      onClose={() => triggerRef.current?.focus()}
      className="confirm-dialog m-auto w-[calc(100vw-2rem)] max-w-md gap-4 rounded-card bg-surface p-6 text-ink shadow-xl open:grid"
    >
      <h2 id={titleId} className="text-lg font-bold text-ink">
        {title}
      </h2>
      <p id={textId} className="text-sm text-muted">
        {description}
      </p>
      <div className="flex flex-wrap justify-end gap-3">
        <Button ref={cancelRef} type="button" variant="ghost" disabled={busy} onClick={() => dialogRef.current?.close()}>
          {cancelLabel}
        </Button>
        {children}
      </div>
    </dialog>
  )
}
