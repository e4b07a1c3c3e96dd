import { Trash2, TriangleAlert } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '~/components/ui/button.tsx'
import { useI18n } from '~/i18n/context.tsx'
import { deleteAccount } from '~/lib/auth/account-api.ts'
import { authErrorKey } from '~/lib/auth/auth-errors.ts'
import { useAuth } from '~/lib/auth/auth-provider.tsx'
import { useRootData } from '~/lib/root-data.ts'
import { toast } from '~/lib/toast.ts'
import { Spinner } from '../fields.tsx'
import { ProfileSection } from './profile-section.tsx'
import { usePaths } from '~/lib/use-paths.ts'
import { m } from '~/paraglide/messages.js'

/**
 * Deletes the account after a confirmation dialog; the local session goes with it.
 * The dialog is a native modal <dialog> with the alertdialog role: the page is
 * inert behind it, focus starts on Cancel and returns to the trigger, Escape
 * closes it unless the deletion is under way. (Radix's dialog injected a <style>
 * element to lock scrolling, which the CSP refuses, ADR 0016; app.css locks it.)
 */
export function DeleteAccountSection() {
  const { t, dir } = useI18n()
  const paths = usePaths()
  const { session, getClient } = useAuth()
  const { supabaseAnonKey } = useRootData()
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const dialogRef = useRef<HTMLDialogElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const cancelRef = useRef<HTMLButtonElement>(null)
  const titleId = useId()
  const textId = useId()

  function openDialog() {
    dialogRef.current?.showModal()
    cancelRef.current?.focus()
  }

  function closeDialog() {
    dialogRef.current?.close()
  }

  async function confirmDeletion() {
    if (!session) return
    setBusy(true)
    try {
      await deleteAccount(session, supabaseAnonKey)
      const client = await getClient()
      // The server no longer knows the session: its 401/403/404 answer is ignored, the local session is removed.
      await client.auth.signOut({ scope: 'local' })
      closeDialog()
      toast({ title: t(m['forms.profile.delete.doneTitle']), description: t(m['forms.profile.delete.doneText']), variant: 'success' })
      await navigate(paths.home(), { replace: true })
    } catch (error) {
      console.error(error)
      toast({ title: t(m['forms.profile.errorTitle']), description: t(authErrorKey(error)), variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <ProfileSection id="profile-delete" icon={TriangleAlert} tone="danger" title={t(m['forms.profile.delete.title'])} description={t(m['forms.profile.delete.text'])}>
      <Button ref={triggerRef} type="button" variant="danger" className="justify-self-start" aria-haspopup="dialog" onClick={openDialog}>
        <Trash2 aria-hidden /> {t(m['forms.profile.delete.open'])}
      </Button>
      <dialog
        ref={dialogRef}
        role="alertdialog"
        dir={dir}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        onCancel={(event) => {
          // Escape: not while the account is being deleted.
          if (busy) event.preventDefault()
        }}
        onClose={() => triggerRef.current?.focus()}
        className="confirm-dialog w-[calc(100vw-2rem)] max-w-md gap-4 rounded-card bg-surface p-6 text-ink shadow-xl open:grid"
      >
        <h2 id={titleId} className="text-lg font-bold text-ink">
          {t(m['forms.profile.delete.confirmTitle'])}
        </h2>
        <p id={textId} className="text-sm text-muted">
          {t(m['forms.profile.delete.confirmText'])}
        </p>
        <div className="flex flex-wrap justify-end gap-3">
          <Button ref={cancelRef} type="button" variant="ghost" disabled={busy} onClick={closeDialog}>
            {t(m['forms.profile.cancel'])}
          </Button>
          <Button
            type="button"
            variant="danger"
            disabled={busy}
            onClick={() => {
              void confirmDeletion()
            }}
          >
            {busy ? <Spinner /> : <Trash2 aria-hidden />} {t(m['forms.profile.delete.confirm'])}
          </Button>
        </div>
      </dialog>
    </ProfileSection>
  )
}
