import { UserPlus } from 'lucide-react'
import { useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button.tsx'
import { useI18n } from '~/i18n/context.tsx'
import { subscribeToNewsletter } from '~/lib/auth/account-api.ts'
import { authErrorKey } from '~/lib/auth/auth-errors.ts'
import { useAuth } from '~/lib/auth/auth-provider.tsx'
import { useRootData } from '~/lib/root-data.ts'
import { toast } from '~/lib/toast.ts'
import type { SignUpValues } from '~/lib/validation/account.ts'
import { loadAccountValidation } from '~/lib/validation/load-account.ts'
import { limits } from '~/lib/validation/rules.ts'
import type { FieldErrors } from '~/lib/validation/validate.ts'
import { CheckboxField, EmailField, PasswordField, TextField } from '~/components/ui/field.tsx'
import { Spinner } from '~/components/ui/spinner.tsx'
import { focusField } from './focus-field.ts'
import { usePaths } from '~/lib/use-paths.ts'
import { m } from '~/paraglide/messages.js'

const emptySignUp: SignUpValues = { firstName: '', lastName: '', email: '', password: '', acceptTerms: false, subscribeNewsletter: false }

/**
 * Sign-up (spec sections 5, 7, 8): the errors under their fields, the service's error in a toast in the
 * visitor's language; on success the confirmation e-mail leads back to the site root, signed in.
 */
export function SignUpForm() {
  const { t, language } = useI18n()
  const paths = usePaths()
  const { getClient } = useAuth()
  const { siteUrl } = useRootData()
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState(emptySignUp)
  const [errors, setErrors] = useState<FieldErrors<SignUpValues>>({})
  const [submitting, setSubmitting] = useState(false)

  const setText = (field: 'firstName' | 'lastName' | 'email' | 'password') => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }))
  const setChecked = (field: 'acceptTerms' | 'subscribeNewsletter') => (event: { target: { checked: boolean } }) =>
    setValues((current) => ({ ...current, [field]: event.target.checked }))

  // The client loads when the visitor starts filling the form, so that submitting is quick.
  const preload = () => void getClient().catch(() => undefined)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    const { validate, signUpSchema } = await loadAccountValidation()
    const result = validate(signUpSchema, values)
    if (!result.success) {
      setErrors(result.errors)
      focusField(formRef.current, result.first.field)
      return
    }
    setErrors({})
    setSubmitting(true)
    try {
      const { email, password, firstName, lastName, subscribeNewsletter } = result.data
      const client = await getClient()
      const { data, error } = await client.auth.signUp({
        email,
        password,
        options: {
          emailRedirectTo: `${siteUrl}${paths.home()}`,
          data: { first_name: firstName, last_name: lastName, lang: language },
        },
      })
      if (error) {
        toast({ title: t(m['forms.signUp.errorTitle']), description: t(authErrorKey(error)), variant: 'destructive' })
        return
      }
      if (subscribeNewsletter) {
        // Spec section 7: the answer of this call is not read.
        subscribeToNewsletter({ email, firstName, language }).catch((subscribeError: unknown) => console.error(subscribeError))
      }
      setValues(emptySignUp)
      toast({
        title: t(m['forms.signUp.successTitle']),
        description: t(data.session ? m['forms.signUp.successSignedIn'] : m['forms.signUp.successText']),
        variant: 'success',
      })
    } catch (error) {
      console.error(error)
      toast({ title: t(m['forms.signUp.errorTitle']), description: t(authErrorKey(error)), variant: 'destructive' })
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} onFocus={preload} aria-busy={submitting} className="grid gap-4">
      <fieldset disabled={submitting} className="grid min-w-0 gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="sign-up-first-name"
            name="firstName"
            label={t(m['forms.signUp.firstName'])}
            required
            autoComplete="given-name"
            maxLength={limits.nameMax}
            value={values.firstName}
            onChange={setText('firstName')}
            error={errors.firstName && t(errors.firstName)}
          />
          <TextField
            id="sign-up-last-name"
            name="lastName"
            label={t(m['forms.signUp.lastName'])}
            required
            autoComplete="family-name"
            maxLength={limits.nameMax}
            value={values.lastName}
            onChange={setText('lastName')}
            error={errors.lastName && t(errors.lastName)}
          />
        </div>
        <EmailField
          id="sign-up-email"
          label={t(m['forms.auth.email'])}
          required
          placeholder={t(m['forms.newsletter.emailPlaceholder'])}
          value={values.email}
          onChange={setText('email')}
          error={errors.email && t(errors.email)}
        />
        <PasswordField
          id="sign-up-password"
          name="password"
          label={t(m['forms.auth.password'])}
          required
          autoComplete="new-password"
          value={values.password}
          onChange={setText('password')}
          hint={t(m['forms.auth.passwordHint'], { min: limits.passwordMin })}
          error={errors.password && t(errors.password)}
        />
        <CheckboxField
          id="sign-up-accept-terms"
          name="acceptTerms"
          required
          checked={values.acceptTerms}
          onChange={setChecked('acceptTerms')}
          error={errors.acceptTerms && t(errors.acceptTerms)}
          label={
            <>
              {t(m['forms.signUp.acceptTermsBefore'])}
              <Link to={paths.legal('conditions')} className="font-semibold text-brand underline underline-offset-2">
                {t(m['forms.auth.termsLink'])}
              </Link>
            </>
          }
        />
        <CheckboxField
          id="sign-up-newsletter"
          name="subscribeNewsletter"
          checked={values.subscribeNewsletter}
          onChange={setChecked('subscribeNewsletter')}
          label={t(m['forms.signUp.subscribeNewsletter'])}
        />
      </fieldset>
      <Button type="submit" size="lg" disabled={submitting} className="w-full">
        {submitting ? <Spinner /> : <UserPlus aria-hidden />}
        {submitting ? t(m['forms.signUp.submitting']) : t(m['forms.signUp.submit'])}
      </Button>
    </form>
  )
}
