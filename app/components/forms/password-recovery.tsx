import { KeyRound, Send } from 'lucide-react'
import { useRef, useState, type FormEvent } from 'react'
import { Button } from '~/components/ui/button.tsx'
import { useT } from '~/i18n/context.tsx'
import { authErrorKey } from '~/lib/auth/auth-errors.ts'
import { useAuth } from '~/lib/auth/auth-provider.tsx'
import { useRootData } from '~/lib/root-data.ts'
import { toast } from '~/lib/toast.ts'
import { cn } from '~/lib/utils.ts'
import { emailChangeSchema, newPasswordSchema, type NewPasswordValues } from '~/lib/validation/account.ts'
import { limits } from '~/lib/validation/rules.ts'
import { validate, type FieldErrors } from '~/lib/validation/validate.ts'
import { focusField, PasswordField, Spinner, EmailField } from './fields.tsx'

/** Where the recovery e-mail's link lands: /auth, which then asks for the new password (PASSWORD_RECOVERY). */
export const recoveryLandingPath = '/auth?mode=recovery'

/** 'Mot de passe oublié ?': sends the e-mail whose link opens a session in which to choose a new password. */
export function ForgotPasswordForm({ initialEmail, onDone }: { initialEmail: string; onDone: () => void }) {
  const t = useT()
  const { getClient } = useAuth()
  const { siteUrl } = useRootData()
  const formRef = useRef<HTMLFormElement>(null)
  const [email, setEmail] = useState(initialEmail)
  const [error, setError] = useState<string | undefined>()
  const [submitting, setSubmitting] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
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
      const { error: recoverError } = await client.auth.resetPasswordForEmail(result.data.email, { redirectTo: `${siteUrl}${recoveryLandingPath}` })
      if (recoverError) {
        toast({ title: t('forms.recovery.errorTitle'), description: t(authErrorKey(recoverError)), variant: 'destructive' })
        return
      }
      toast({ title: t('forms.recovery.sentTitle'), description: t('forms.recovery.sentText'), variant: 'success' })
      onDone()
    } catch (caught) {
      console.error(caught)
      toast({ title: t('forms.recovery.errorTitle'), description: t(authErrorKey(caught)), variant: 'destructive' })
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={submitting} className="grid gap-4">
      <fieldset disabled={submitting} className="grid min-w-0 gap-4">
        <EmailField
          id="recovery-email"
          label={t('forms.auth.email')}
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error}
        />
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? <Spinner /> : <Send aria-hidden />}
          {submitting ? t('forms.recovery.sending') : t('forms.recovery.send')}
        </Button>
        <Button type="button" variant="ghost" size="lg" disabled={submitting} onClick={onDone}>
          {t('forms.recovery.backToSignIn')}
        </Button>
      </div>
    </form>
  )
}

/**
 * A new password, typed twice: ends a password recovery, or changes the password from the profile.
 * updateUser() ends the user's other sessions (the service does so on a password change).
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
  const [submitting, setSubmitting] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    const result = validate(newPasswordSchema, values)
    if (!result.success) {
      setErrors(result.errors)
      focusField(formRef.current, result.first.field)
      return
    }
    setErrors({})
    setSubmitting(true)
    try {
      const client = await getClient()
      const { error } = await client.auth.updateUser({ password: result.data.password })
      if (error) {
        toast({ title: t('forms.password.errorTitle'), description: t(authErrorKey(error)), variant: 'destructive' })
        return
      }
      setValues({ password: '', confirmation: '' })
      toast({ title: t('forms.password.changedTitle'), description: t('forms.password.changedText'), variant: 'success' })
      onDone?.()
    } catch (caught) {
      console.error(caught)
      toast({ title: t('forms.password.errorTitle'), description: t(authErrorKey(caught)), variant: 'destructive' })
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={submitting} className="grid gap-4">
      <fieldset disabled={submitting} className={cn('grid min-w-0 gap-4', size === 'md' && 'sm:grid-cols-2')}>
        <PasswordField
          id={`${idPrefix}-password`}
          name="password"
          label={t('forms.password.new')}
          required
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => setValues((current) => ({ ...current, password: event.target.value }))}
          hint={t('forms.auth.passwordHint', { min: limits.passwordMin })}
          error={errors.password && t(errors.password)}
        />
        <PasswordField
          id={`${idPrefix}-confirmation`}
          name="confirmation"
          label={t('forms.password.confirm')}
          required
          autoComplete="new-password"
          value={values.confirmation}
          onChange={(event) => setValues((current) => ({ ...current, confirmation: event.target.value }))}
          error={errors.confirmation && t(errors.confirmation)}
        />
      </fieldset>
      <Button type="submit" size={size} disabled={submitting} className={size === 'lg' ? 'w-full' : 'justify-self-start'}>
        {submitting ? <Spinner /> : <KeyRound aria-hidden />}
        {submitting ? t('forms.password.saving') : (submitLabel ?? t('forms.password.save'))}
      </Button>
    </form>
  )
}
