import { KeyRound, MailCheck, Send } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Button } from '~/components/ui/button.tsx'
import { useT } from '~/i18n/context.tsx'
import { authErrorKey } from '~/lib/auth/auth-errors.ts'
import { useAuth } from '~/lib/auth/auth-provider.tsx'
import { useRootData } from '~/lib/root-data.ts'
import { toast } from '~/lib/toast.ts'
import { cn } from '~/lib/utils.ts'
import type { NewPasswordValues } from '~/lib/validation/account.ts'
import { loadAccountValidation } from '~/lib/validation/load-account.ts'
import { limits } from '~/lib/validation/rules.ts'
import type { FieldErrors } from '~/lib/validation/validate.ts'
import { EmailField, PasswordField } from '~/components/ui/field.tsx'
import { Spinner } from '~/components/ui/spinner.tsx'
import { focusField } from './focus-field.ts'
import { TotpCodeField } from './mfa-challenge-form.tsx'
import { usePaths } from '~/lib/use-paths.ts'
import { m } from '~/paraglide/messages.js'

/** Where the recovery e-mail's link lands: /auth, which then asks for the new password (PASSWORD_RECOVERY). */
/** Where a password-recovery link lands, in the page's language. */
export const recoveryLandingQuery = '?mode=recovery'

/** 'Mot de passe oublié ?': sends the e-mail whose link opens a session in which to choose a new password. */
export function ForgotPasswordForm({ initialEmail, onDone }: { initialEmail: string; onDone: () => void }) {
  const t = useT()
  const paths = usePaths()
  const { getClient } = useAuth()
  const { siteUrl } = useRootData()
  const formRef = useRef<HTMLFormElement>(null)
  const [email, setEmail] = useState(initialEmail)
  const [error, setError] = useState<string | undefined>()
  const [submitting, setSubmitting] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    const { validate, emailChangeSchema } = await loadAccountValidation()
    const result = validate(emailChangeSchema, { email })
    if (!result.success) {
      setError(t(result.first.message))
      focusField(formRef.current, 'email')
      return
    }
    setError(undefined)
    setSubmitting(true)
    try {
      const client = await getClient()
      const { error: recoverError } = await client.auth.resetPasswordForEmail(result.data.email, { redirectTo: `${siteUrl}${paths.auth(recoveryLandingQuery)}` })
      if (recoverError) {
        toast({ title: t(m['forms.recovery.errorTitle']), description: t(authErrorKey(recoverError)), variant: 'destructive' })
        return
      }
      toast({ title: t(m['forms.recovery.sentTitle']), description: t(m['forms.recovery.sentText']), variant: 'success' })
      onDone()
    } catch (caught) {
      console.error(caught)
      toast({ title: t(m['forms.recovery.errorTitle']), description: t(authErrorKey(caught)), variant: 'destructive' })
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={submitting} className="grid gap-4">
      <fieldset disabled={submitting} className="grid min-w-0 gap-4">
        <EmailField
          id="recovery-email"
          label={t(m['forms.auth.email'])}
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error}
        />
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? <Spinner /> : <Send aria-hidden />}
          {submitting ? t(m['forms.recovery.sending']) : t(m['forms.recovery.send'])}
        </Button>
        <Button type="button" variant="ghost" size="lg" disabled={submitting} onClick={onDone}>
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
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<NewPasswordValues>({ password: '', confirmation: '' })
  const [errors, setErrors] = useState<FieldErrors<NewPasswordValues>>({})
  /** Once the service asked for it: the e-mailed code, and its error. */
  const [code, setCode] = useState<string | null>(null)
  const [codeError, setCodeError] = useState<string | undefined>()
  const [submitting, setSubmitting] = useState(false)
  const [resending, setResending] = useState(false)
  const busy = submitting || resending
  /** The code field takes the focus once the form is enabled again (it is disabled while the request runs). */
  const focusCode = useRef(false)
  useEffect(() => {
    if (focusCode.current && !busy) {
      focusCode.current = false
      focusField(formRef.current, 'code')
    }
  })

  const failed = (error: unknown) => toast({ title: t(m['forms.password.errorTitle']), description: t(authErrorKey(error)), variant: 'destructive' })

  /** Asks the service to e-mail a reauthentication code; true once it is sent. */
  async function sendCode(): Promise<boolean> {
    const client = await getClient()
    const { error } = await client.auth.reauthenticate()
    if (error) {
      failed(error)
      return false
    }
    toast({ title: t(m['forms.password.codeSentTitle']), description: t(m['forms.password.codeSentText']) })
    return true
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    const { validate, newPasswordSchema, totpCodeSchema } = await loadAccountValidation()
    const result = validate(newPasswordSchema, values)
    if (!result.success) {
      setErrors(result.errors)
      focusField(formRef.current, result.first.field)
      return
    }
    setErrors({})
    let nonce: string | undefined
    if (code !== null) {
      const checked = validate(totpCodeSchema, { code })
      if (!checked.success) {
        setCodeError(t(checked.first.message))
        focusField(formRef.current, 'code')
        return
      }
      nonce = checked.data.code
    }
    setCodeError(undefined)
    setSubmitting(true)
    try {
      const client = await getClient()
      const { error } = await client.auth.updateUser(nonce === undefined ? { password: result.data.password } : { password: result.data.password, nonce })
      if (error?.code === 'reauthentication_needed' && code === null) {
        if (await sendCode()) {
          setCode('')
          focusCode.current = true
        }
        return
      }
      if (error?.code === 'reauthentication_not_valid') {
        setCode('')
        setCodeError(t(authErrorKey(error)))
        focusCode.current = true
        return
      }
      if (error) {
        failed(error)
        return
      }
      setValues({ password: '', confirmation: '' })
      setCode(null)
      toast({ title: t(m['forms.password.changedTitle']), description: t(m['forms.password.changedText']), variant: 'success' })
      onDone?.()
    } catch (caught) {
      console.error(caught)
      failed(caught)
    } finally {
      setSubmitting(false)
    }
  }

  async function resend() {
    setResending(true)
    try {
      await sendCode()
    } catch (caught) {
      console.error(caught)
      failed(caught)
    } finally {
      setResending(false)
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={busy} className="grid gap-4">
      <fieldset disabled={busy} className={cn('grid min-w-0 gap-4', size === 'md' && 'sm:grid-cols-2')}>
        <PasswordField
          id={`${idPrefix}-password`}
          name="password"
          label={t(m['forms.password.new'])}
          required
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => setValues((current) => ({ ...current, password: event.target.value }))}
          hint={t(m['forms.auth.passwordHint'], { min: limits.passwordMin })}
          error={errors.password && t(errors.password)}
        />
        <PasswordField
          id={`${idPrefix}-confirmation`}
          name="confirmation"
          label={t(m['forms.password.confirm'])}
          required
          autoComplete="new-password"
          value={values.confirmation}
          onChange={(event) => setValues((current) => ({ ...current, confirmation: event.target.value }))}
          error={errors.confirmation && t(errors.confirmation)}
        />
        {code !== null && (
          <TotpCodeField
            id={`${idPrefix}-code`}
            label={t(m['forms.password.code'])}
            hint={t(m['forms.password.codeHint'])}
            value={code}
            onChange={setCode}
            error={codeError}
          />
        )}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size={size} disabled={busy} className={size === 'lg' ? 'w-full' : undefined}>
          {submitting ? <Spinner /> : <KeyRound aria-hidden />}
          {submitting ? t(m['forms.password.saving']) : code !== null ? t(m['forms.password.confirmChange']) : (submitLabel ?? t(m['forms.password.save']))}
        </Button>
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
