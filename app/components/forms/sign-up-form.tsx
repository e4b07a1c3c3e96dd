import { UserPlus } from 'lucide-react'
import { Link } from '~/components/link.tsx'
import { CheckboxField, EmailField, PasswordField } from '~/components/ui/field.tsx'
import { SubmitButton } from '~/components/ui/submit-button.tsx'
import { useI18n } from '~/i18n/context.tsx'
import { subscribeToNewsletter } from '~/lib/auth/account-api.ts'
import { useAuth } from '~/lib/auth/auth-provider.tsx'
import { useRootData } from '~/lib/root-data.ts'
import { toast } from '~/lib/toast.ts'
import type { SignUpValues } from '~/lib/validation/account.ts'
import { authErrorMessage, authFailure, loadAccountValidation } from '~/lib/validation/load-account.ts'
import { limits } from '~/lib/validation/rules.ts'
import { NameFields } from './name-fields.tsx'
import { NoScriptFields } from './no-script.tsx'
import { useZodForm } from './use-zod-form.ts'
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
  const form = useZodForm({
    name: 'sign-up',
    schema: () => loadAccountValidation().then((checks) => checks.signUpSchema),
    initial: emptySignUp,
    failure: authFailure(m['forms.signUp.errorTitle']),
    async onValid({ email, password, firstName, lastName, subscribeNewsletter }, { reset, setError }) {
      const client = await getClient()
      const { data, error } = await client.auth.signUp({
        email,
        password,
        options: {
          emailRedirectTo: `${siteUrl}${paths.home()}`,
          data: { first_name: firstName, last_name: lastName, lang: language },
        },
      })
      // A password the service refuses (too short, or among the most common) is said under its field.
      if (error?.code === 'weak_password') return setError('password', await authErrorMessage(error))
      if (error) throw error
      if (subscribeNewsletter) {
        // Spec section 7: the answer of this call is not read.
        subscribeToNewsletter({ email, firstName, language }).catch((subscribeError: unknown) => console.error(subscribeError))
      }
      reset()
      toast({
        title: t(m['forms.signUp.successTitle']),
        description: t(data.session ? m['forms.signUp.successSignedIn'] : m['forms.signUp.successText']),
        variant: 'success',
      })
    },
  })

  // The client loads when the visitor starts filling the form, so that submitting is quick.
  const preload = () => void getClient().catch(() => undefined)

  return (
    <form {...form.props} onFocus={preload} className="grid gap-4">
      <NoScriptFields {...form.noScript} />
      <fieldset disabled={form.submitting} className="grid min-w-0 gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <NameFields idPrefix="sign-up" form={form} />
        </div>
        <EmailField id="sign-up-email" label={t(m['forms.auth.email'])} required placeholder={t(m['forms.newsletter.emailPlaceholder'])} {...form.text('email')} />
        <PasswordField
          id="sign-up-password"
          label={t(m['forms.auth.password'])}
          required
          autoComplete="new-password"
          hint={t(m['forms.auth.passwordHint'], { min: limits.passwordMin })}
          {...form.text('password')}
        />
        <CheckboxField
          id="sign-up-accept-terms"
          required
          {...form.checkbox('acceptTerms')}
          label={
            <>
              {t(m['forms.signUp.acceptTermsBefore'])}
              <Link to={paths.legal('conditions')} className="font-semibold text-brand underline underline-offset-2">
                {t(m['forms.auth.termsLink'])}
              </Link>
            </>
          }
        />
        <CheckboxField id="sign-up-newsletter" {...form.checkbox('subscribeNewsletter')} label={t(m['forms.signUp.subscribeNewsletter'])} />
      </fieldset>
      <SubmitButton submitting={form.submitting} size="lg" className="w-full" icon={<UserPlus aria-hidden />} busyLabel={t(m['forms.signUp.submitting'])}>
        {t(m['forms.signUp.submit'])}
      </SubmitButton>
    </form>
  )
}
