import { KeyRound, MailCheck, Send } from 'lucide-react'
import { useState } from 'react'
import { Button } from '~/components/ui/button.tsx'
import { EmailField, PasswordField } from '~/components/ui/field.tsx'
import { Spinner } from '~/components/ui/spinner.tsx'
import { SubmitButton } from '~/components/ui/submit-button.tsx'
import { useT } from '~/i18n/context.tsx'
import { authErrorKey } from '~/lib/auth/auth-errors.ts'
import { useAuth } from '~/lib/auth/auth-provider.tsx'
import { useRootData } from '~/lib/root-data.ts'
import { toast } from '~/lib/toast.ts'
import { cn } from '~/lib/utils.ts'
import { authErrorMessage, authFailure, loadAccountValidation } from '~/lib/validation/load-account.ts'
import { limits } from '~/lib/validation/rules.ts'
import { TotpCodeField } from './mfa-challenge-form.tsx'
import { NoScriptFields } from './no-script.tsx'
import { useZodForm } from './use-zod-form.ts'
import { usePaths } from '~/lib/use-paths.ts'
import { m } from '~/paraglide/messages.js'

/** Where the recovery e-mail's link lands: /auth, which then asks for the new password (PASSWORD_RECOVERY). */
export const recoveryLandingQuery = '?mode=recovery'

/** 'Mot de passe oublié ?': sends the e-mail whose link opens a session in which to choose a new password. */
export function ForgotPasswordForm({ initialEmail, onDone }: { initialEmail: string; onDone: () => void }) {
  const t = useT()
  const paths = usePaths()
  const { getClient } = useAuth()
  const { siteUrl } = useRootData()
  const form = useZodForm({
    name: 'forgot-password',
    schema: () => loadAccountValidation().then((checks) => checks.emailChangeSchema),
    initial: { email: initialEmail },
    failure: authFailure(m['forms.recovery.errorTitle']),
    async onValid({ email }) {
      const { error } = await (await getClient()).auth.resetPasswordForEmail(email, { redirectTo: `${siteUrl}${paths.auth(recoveryLandingQuery)}` })
      if (error) throw error
      toast({ title: t(m['forms.recovery.sentTitle']), description: t(m['forms.recovery.sentText']), variant: 'success' })
      onDone()
    },
  })

  return (
    <form {...form.props} className="grid gap-4">
      <NoScriptFields {...form.noScript} />
      <fieldset disabled={form.submitting} className="grid min-w-0 gap-4">
        <EmailField id="recovery-email" label={t(m['forms.auth.email'])} required {...form.text('email')} />
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <SubmitButton submitting={form.submitting} size="lg" icon={<Send aria-hidden />} busyLabel={t(m['forms.recovery.sending'])}>
          {t(m['forms.recovery.send'])}
        </SubmitButton>
        <Button type="button" variant="ghost" size="lg" disabled={form.submitting} onClick={onDone}>
          {t(m['forms.recovery.backToSignIn'])}
        </Button>
      </div>
    </form>
  )
}

/**
 * A new password, typed twice: ends a password recovery, or changes the password from the profile.
 * updateUser() ends the user's other sessions (the service does so on a password change). When the
 * service asks for a reauthentication (GoTrue's secure_password_change: any session but one just
 * opened by a recovery link), it e-mails a 6-digit code, which a second step asks for.
 */
export function NewPasswordForm({
  idPrefix,
  onDone,
  submitLabel,
  size = 'md',
}: {
  idPrefix: string
  onDone?: () => void
  submitLabel?: string
  size?: 'md' | 'lg'
}) {
  const t = useT()
  const { getClient } = useAuth()
  const [resending, setResending] = useState(false)

  /** Asks the service to e-mail a reauthentication code. */
  async function sendCode() {
    const { error } = await (await getClient()).auth.reauthenticate()
    if (error) throw error
    toast({ title: t(m['forms.password.codeSentTitle']), description: t(m['forms.password.codeSentText']) })
  }

  const form = useZodForm({
    name: `${idPrefix}-password`,
    schema: () => loadAccountValidation().then((checks) => checks.newPasswordSchema),
    /** `code`: once the service asked for it, the code it e-mailed. */
    initial: { password: '', confirmation: '', code: null as string | null },
    failure: authFailure(m['forms.password.errorTitle']),
    async onValid({ password }, { values: { code }, setValues, setError, focus, reset }) {
      let nonce: string | undefined
      if (code !== null) {
        const { validate, totpCodeSchema } = await loadAccountValidation()
        const checked = validate(totpCodeSchema, { code })
        if (!checked.success) return setError('code', checked.first.message)
        nonce = checked.data.code
      }
      const { error } = await (await getClient()).auth.updateUser(nonce === undefined ? { password } : { password, nonce })
      if (error?.code === 'reauthentication_needed' && code === null) {
        await sendCode()
        setValues((current) => ({ ...current, code: '' }))
        return focus('code')
      }
      if (error?.code === 'reauthentication_not_valid') {
        setValues((current) => ({ ...current, code: '' }))
        return setError('code', authErrorKey(error))
      }
      // A password the service refuses (too short, or among the most common) is said under its field.
      if (error?.code === 'weak_password') return setError('password', await authErrorMessage(error))
      if (error) throw error
      reset()
      toast({ title: t(m['forms.password.changedTitle']), description: t(m['forms.password.changedText']), variant: 'success' })
      onDone?.()
    },
  })
  const { code } = form.values
  const busy = form.submitting || resending

  async function resend() {
    setResending(true)
    try {
      await sendCode()
    } catch (caught) {
      await form.fail(caught)
    } finally {
      setResending(false)
    }
  }

  return (
    <form {...form.props} aria-busy={busy} className="grid gap-4">
      <NoScriptFields {...form.noScript} />
      <fieldset disabled={busy} className={cn('grid min-w-0 gap-4', size === 'md' && 'sm:grid-cols-2')}>
        <PasswordField
          id={`${idPrefix}-password`}
          label={t(m['forms.password.new'])}
          required
          autoComplete="new-password"
          hint={t(m['forms.auth.passwordHint'], { min: limits.passwordMin })}
          {...form.text('password')}
        />
        <PasswordField
          id={`${idPrefix}-confirmation`}
          label={t(m['forms.password.confirm'])}
          required
          autoComplete="new-password"
          {...form.text('confirmation')}
        />
        {code !== null && (
          <TotpCodeField
            id={`${idPrefix}-code`}
            label={t(m['forms.password.code'])}
            hint={t(m['forms.password.codeHint'])}
            value={code}
            onChange={(typed) => form.setValues((current) => ({ ...current, code: typed }))}
            error={form.error('code')}
          />
        )}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <SubmitButton submitting={form.submitting} size={size} disabled={busy} className={size === 'lg' ? 'w-full' : undefined} icon={<KeyRound aria-hidden />} busyLabel={t(m['forms.password.saving'])}>
          {code !== null ? t(m['forms.password.confirmChange']) : (submitLabel ?? t(m['forms.password.save']))}
        </SubmitButton>
        {code !== null && (
          <Button type="button" variant="ghost" size={size} disabled={busy} onClick={() => void resend()}>
            {resending ? <Spinner /> : <MailCheck aria-hidden />}
            {t(m['forms.password.resendCode'])}
          </Button>
        )}
      </div>
    </form>
  )
}
