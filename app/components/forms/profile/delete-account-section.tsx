import { Trash2, TriangleAlert } from 'lucide-react'
import { useRef } from 'react'
import { useNavigate } from 'react-router'
import { AlertDialog, type AlertDialogHandle } from '~/components/ui/alert-dialog.tsx'
import { Button } from '~/components/ui/button.tsx'
import { Spinner } from '~/components/ui/spinner.tsx'
import { useT } from '~/i18n/context.tsx'
import { deleteAccount } from '~/lib/auth/account-api.ts'
import { useAuth } from '~/lib/auth/auth-provider.tsx'
import { useRootData } from '~/lib/root-data.ts'
import { toast } from '~/lib/toast.ts'
import { ProfileSection } from './profile-section.tsx'
import { useBusyAction } from './use-busy-action.ts'
import { usePaths } from '~/lib/use-paths.ts'
import { m } from '~/paraglide/messages.js'

/** Deletes the account after a confirmation dialog; the local session goes with it. */
export function DeleteAccountSection() {
  const t = useT()
  const paths = usePaths()
  const { session, getClient } = useAuth()
  const { supabaseAnonKey } = useRootData()
  const navigate = useNavigate()
  const { busy, run } = useBusyAction()
  const dialog = useRef<AlertDialogHandle>(null)

  async function confirmDeletion() {
    if (!session) return
    await run(async () => {
      await deleteAccount(session, supabaseAnonKey)
      const client = await getClient()
      // The server no longer knows the session: its 401/403/404 answer is ignored, the local session is removed.
      await client.auth.signOut({ scope: 'local' })
      dialog.current?.close()
      toast({ title: t(m['forms.profile.delete.doneTitle']), description: t(m['forms.profile.delete.doneText']), variant: 'success' })
      await navigate(paths.home(), { replace: true })
    }, t(m['forms.profile.errorTitle']))
  }

  return (
    <ProfileSection id="profile-delete" icon={TriangleAlert} tone="danger" title={t(m['forms.profile.delete.title'])} description={t(m['forms.profile.delete.text'])}>
      <Button type="button" variant="danger" className="justify-self-start" aria-haspopup="dialog" onClick={(event) => dialog.current?.open(event.currentTarget)}>
        <Trash2 aria-hidden /> {t(m['forms.profile.delete.open'])}
      </Button>
      <AlertDialog
        ref={dialog}
        title={t(m['forms.profile.delete.confirmTitle'])}
        description={t(m['forms.profile.delete.confirmText'])}
        cancelLabel={t(m['forms.profile.cancel'])}
        busy={busy}
      >
        <Button type="button" variant="danger" disabled={busy} onClick={() => void confirmDeletion()}>
          {busy ? <Spinner /> : <Trash2 aria-hidden />} {t(m['forms.profile.delete.confirm'])}
        </Button>
      </AlertDialog>
    </ProfileSection>
  )
}
