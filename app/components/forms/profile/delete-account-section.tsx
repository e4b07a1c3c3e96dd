import { Trash2, TriangleAlert } from 'lucide-react'
import { AlertDialog } from 'radix-ui'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Button, buttonVariants } from '~/components/ui/button.tsx'
import { useI18n } from '~/i18n/context.tsx'
import { deleteAccount } from '~/lib/auth/account-api.ts'
import { authErrorKey } from '~/lib/auth/auth-errors.ts'
import { useAuth } from '~/lib/auth/auth-provider.tsx'
import { useRootData } from '~/lib/root-data.ts'
import { toast } from '~/lib/toast.ts'
import { Spinner } from '../fields.tsx'
import { ProfileSection } from './profile-section.tsx'

/** Deletes the account after a confirmation dialog; the local session goes with it. */
export function DeleteAccountSection() {
  const { t, dir } = useI18n()
  const { session, getClient } = useAuth()
  const { supabaseAnonKey } = useRootData()
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)

  async function confirmDeletion() {
    if (!session) return
    setBusy(true)
    try {
      await deleteAccount(session, supabaseAnonKey)
      const client = await getClient()
      // The server no longer knows the session: its 401/403/404 answer is ignored, the local session is removed.
      await client.auth.signOut({ scope: 'local' })
      setOpen(false)
      toast({ title: t('forms.profile.delete.doneTitle'), description: t('forms.profile.delete.doneText'), variant: 'success' })
      await navigate('/', { replace: true })
    } catch (error) {
      console.error(error)
      toast({ title: t('forms.profile.errorTitle'), description: t(authErrorKey(error)), variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <ProfileSection id="profile-delete" icon={TriangleAlert} tone="danger" title={t('forms.profile.delete.title')} description={t('forms.profile.delete.text')}>
      <AlertDialog.Root open={open} onOpenChange={(next) => !busy && setOpen(next)}>
        <AlertDialog.Trigger asChild>
          <Button type="button" variant="danger" className="justify-self-start">
            <Trash2 aria-hidden /> {t('forms.profile.delete.open')}
          </Button>
        </AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="drawer-overlay fixed inset-0 z-[80] bg-ink/50" />
          <AlertDialog.Content
            dir={dir}
            className="fixed start-1/2 top-1/2 z-[81] grid w-[calc(100vw-2rem)] max-w-md -translate-y-1/2 gap-4 rounded-card bg-surface p-6 shadow-xl ltr:-translate-x-1/2 rtl:translate-x-1/2"
          >
            <AlertDialog.Title className="text-lg font-bold text-ink">{t('forms.profile.delete.confirmTitle')}</AlertDialog.Title>
            <AlertDialog.Description className="text-sm text-muted">{t('forms.profile.delete.confirmText')}</AlertDialog.Description>
            <div className="flex flex-wrap justify-end gap-3">
              <AlertDialog.Cancel className={buttonVariants({ variant: 'ghost' })} disabled={busy}>
                {t('forms.profile.cancel')}
              </AlertDialog.Cancel>
              <Button
                type="button"
                variant="danger"
                disabled={busy}
                onClick={(event) => {
                  event.preventDefault()
                  void confirmDeletion()
                }}
              >
                {busy ? <Spinner /> : <Trash2 aria-hidden />} {t('forms.profile.delete.confirm')}
              </Button>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </ProfileSection>
  )
}
