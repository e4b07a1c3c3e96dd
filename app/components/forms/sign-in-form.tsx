import { LogIn } from 'lucide-react'
import { useRef, useState, type FormEvent } from 'react'
import { Button } from '~/components/ui/button.tsx'
import { useT } from '~/i18n/context.tsx'
import { authErrorKey } from '~/lib/auth/auth-errors.ts'
import { useAuth } from '~/lib/auth/auth-provider.tsx'
import { toast } from '~/lib/toast.ts'
import type { SignInValues } from '~/lib/validation/account.ts'
import { loadAccountValidation } from '~/lib/validation/load-account.ts'
import type { FieldErrors } from '~/lib/validation/validate.ts'
import { EmailField, PasswordField } from '~/components/ui/field.tsx'
import { Spinner } from '~/components/ui/spinner.tsx'
import { focusField } from './focus-field.ts'
import { m } from '~/paraglide/messages.js'

/**
 * Sign-in (spec sections 5, 7, 8). Success changes the auth state: the page then goes home, or asks for
 * the authenticator code when the account has two-factor authentication.
 */
export function SignInForm({ onForgotPassword }: { onForgotPassword: (email: string) => void }) {
  const t = useT()
  const { getClient } = useAuth()
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<SignInValues>({ email: '', password: '' })
  const [errors, setErrors] = useState<FieldErrors<SignInValues>>({})
  const [submitting, setSubmitting] = useState(false)

  const set = (field: keyof SignInValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }))

  // The client loads when the visitor starts filling the form, so that submitting is quick.
  const preload = () => void getClient().catch(() => undefined)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    const { validate, signInSchema } = await loadAccountValidation()
    const result = validate(signInSchema, values)
    if (!result.success) {
      setErrors(result.errors)
      focusField(formRef.current, result.first.field)
      return
    }
    setErrors({})
    setSubmitting(true)
    try {
      const client = await getClient()
      const { error } = await client.auth.signInWithPassword(result.data)
      if (error) toast({ title: t(m['forms.signIn.errorTitle']), description: t(authErrorKey(error)), variant: 'destructive' })
    } catch (error) {
      console.error(error)
      toast({ title: t(m['forms.signIn.errorTitle']), description: t(authErrorKey(error)), variant: 'destructive' })
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} onFocus={preload} aria-busy={submitting} className="grid gap-4">
      <fieldset disabled={submitting} className="grid min-w-0 gap-4">
        <EmailField
          id="sign-in-email"
          label={t(m['forms.auth.email'])}
          required
          placeholder={t(m['forms.newsletter.emailPlaceholder'])}
          value={values.email}
          onChange={set('email')}
          error={errors.email && t(errors.email)}
        />
        <PasswordField
          id="sign-in-password"
          name="password"
          label={t(m['forms.auth.password'])}
          required
          autoComplete="current-password"
          value={values.password}
          onChange={set('password')}
          error={errors.password && t(errors.password)}
        />
        <button
          type="button"
          onClick={() => onForgotPassword(values.email.trim())}
          className="justify-self-start rounded-md text-sm font-semibold text-brand underline-offset-4 hover:underline"
        >
          {t(m['forms.signIn.forgotPassword'])}
        </button>
      </fieldset>
      <Button type="submit" size="lg" disabled={submitting} className="w-full">
        {submitting ? <Spinner /> : <LogIn className="rtl:rotate-180" aria-hidden />}
        {submitting ? t(m['forms.signIn.submitting']) : t(m['forms.signIn.submit'])}
      </Button>
    </form>
  )
}
