import { MailCheck, Trash2, TriangleAlert } from 'lucide-react'
import { useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { AlertDialog, type AlertDialogHandle } from '~/components/ui/alert-dialog.tsx'
import { Button } from '~/components/ui/button.tsx'
import { Spinner } from '~/components/ui/spinner.tsx'
import { useT } from '~/i18n/context.tsx'
import { ApiError, deleteAccount } from '~/lib/auth/account-api.ts'
import { useAuth } from '~/lib/auth/auth-provider.tsx'
import { useRootData } from '~/lib/root-data.ts'
import { toast } from '~/lib/toast.ts'
import { authFailure, loadAccountValidation } from '~/lib/validation/load-account.ts'
import { TotpCodeField } from '../mfa-challenge-form.tsx'
import { NoScriptFields } from '../no-script.tsx'
import { useZodForm } from '../use-zod-form.ts'
import { ProfileSection } from './profile-section.tsx'
import { useBusyAction } from './use-busy-action.ts'
import { usePaths } from '~/lib/use-paths.ts'
import { m } from '~/paraglide/messages.js'

/**
 * Deletes the account. As for a password change, the service first e-mails a code (reauthentication) that
 * proves the request comes from the address's owner: a button sends it, the code is typed, a last
 * confirmation, then the deletion with the code; the local session goes with the account. A wrong or expired
 * code is said under the field, which keeps what was typed.
 */
const codeFieldId = 'delete-account-code'

export function DeleteAccountSection() {
  const t = useT()
  const paths = usePaths()
  const { session, getClient } = useAuth()
  const { supabaseAnonKey } = useRootData()
  const navigate = useNavigate()
  const { busy, run } = useBusyAction()
  const [codeSent, setCodeSent] = useState(false)
  const [sending, setSending] = useState(false)
  const dialog = useRef<AlertDialogHandle>(null)

  const form = useZodForm({
    name: 'delete-account',
    schema: () => loadAccountValidation().then((checks) => checks.totpCodeSchema),
    initial: { code: '' },
    failure: authFailure(m['forms.profile.errorTitle']),
    log: 'Account not deleted',
    onValid() {
      // The focus comes back to the code when the dialog closes: cancelled, or the code refused (said under it).
      const code = document.getElementById(codeFieldId)
      if (code) dialog.current?.open(code)
    },
  })

  /** Asks the service to e-mail a reauthentication code (again). */
  async function sendCode() {
    setSending(true)
    try {
      const { error } = await (await getClient()).auth.reauthenticate()
      if (error) throw error
      setCodeSent(true)
      form.focus('code')
      toast({ title: t(m['forms.password.codeSentTitle']), description: t(m['forms.profile.delete.codeSentText']) })
    } catch (error) {
      await form.fail(error)
    } finally {
      setSending(false)
    }
  }

  function cancel() {
    setCodeSent(false)
    form.reset()
  }

  async function confirmDeletion() {
    if (!session) return
    await run(
      async () => {
        await deleteAccount(session, supabaseAnonKey, form.values.code)
        const client = await getClient()
        // The server no longer knows the session: its 401/403/404 answer is ignored, the local session is removed.
        await client.auth.signOut({ scope: 'local' })
        dialog.current?.close()
        toast({ title: t(m['forms.profile.delete.doneTitle']), description: t(m['forms.profile.delete.doneText']), variant: 'success' })
        await navigate(paths.home(), { replace: true })
      },
      t(m['forms.profile.errorTitle']),
      (error) => {
        dialog.current?.close()
        const code = error instanceof ApiError ? error.code : undefined
        if (code === 'reauthentication_not_valid') form.setError('code', m['forms.authError.reauthenticationNotValid'])
        else if (code === 'reauthentication_needed') form.setError('code', m['forms.profile.delete.codeSentText'])
        else return false
        return true
      },
    )
  }

  const blocked = busy || sending

  return (
    <ProfileSection id="profile-delete" icon={TriangleAlert} tone="danger" title={t(m['forms.profile.delete.title'])} description={t(m['forms.profile.delete.text'])}>
      {codeSent ? (
        <form {...form.props} className="grid gap-4">
          <NoScriptFields {...form.noScript} />
          {/* While the deletion runs, the dialog makes the page inert: the code stays enabled to take the focus back if it is refused. */}
          <fieldset disabled={sending} className="grid min-w-0 gap-4">
            <TotpCodeField
              id={codeFieldId}
              label={t(m['forms.password.code'])}
              hint={t(m['forms.password.codeHint'])}
              value={form.values.code}
              onChange={(code) => form.setValues({ code })}
              error={form.error('code')}
            />
          </fieldset>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="danger" aria-haspopup="dialog" disabled={blocked}>
              <Trash2 aria-hidden /> {t(m['forms.profile.delete.open'])}
            </Button>
            <Button type="button" variant="ghost" disabled={blocked} onClick={() => void sendCode()}>
              {sending ? <Spinner /> : <MailCheck aria-hidden />} {t(m['forms.password.resendCode'])}
            </Button>
            <Button type="button" variant="ghost" disabled={blocked} onClick={cancel}>
              {t(m['forms.profile.cancel'])}
            </Button>
          </div>
        </form>
      ) : (
        <Button type="button" variant="danger" className="justify-self-start" disabled={sending} onClick={() => void sendCode()}>
          {sending ? <Spinner /> : <Trash2 aria-hidden />} {t(m['forms.profile.delete.open'])}
        </Button>
      )}
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
