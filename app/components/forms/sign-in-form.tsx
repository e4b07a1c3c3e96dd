import { LogIn } from 'lucide-react'
import { EmailField, PasswordField } from '~/components/ui/field.tsx'
import { SubmitButton } from '~/components/ui/submit-button.tsx'
import { useT } from '~/i18n/context.tsx'
import { useAuth } from '~/lib/auth/auth-provider.tsx'
import type { SignInValues } from '~/lib/validation/account.ts'
import { authFailure, loadAccountValidation } from '~/lib/validation/load-account.ts'
import { NoScriptFields } from './no-script.tsx'
import { useZodForm } from './use-zod-form.ts'
import { m } from '~/paraglide/messages.js'

const emptySignIn: SignInValues = { email: '', password: '' }

/**
 * Sign-in (spec sections 5, 7, 8). Success changes the auth state: the page then goes home, or asks for
 * the authenticator code when the account has two-factor authentication.
 */
export function SignInForm({ onForgotPassword }: { onForgotPassword: (email: string) => void }) {
  const t = useT()
  const { getClient } = useAuth()
  const form = useZodForm({
    name: 'sign-in',
    schema: () => loadAccountValidation().then((checks) => checks.signInSchema),
    initial: emptySignIn,
    failure: authFailure(m['forms.signIn.errorTitle']),
    async onValid(credentials) {
      const { error } = await (await getClient()).auth.signInWithPassword(credentials)
      if (error) throw error
    },
  })

  // The client loads when the visitor starts filling the form, so that submitting is quick.
  const preload = () => void getClient().catch(() => undefined)

  return (
    <form {...form.props} onFocus={preload} className="grid gap-4">
      <NoScriptFields {...form.noScript} />
      <fieldset disabled={form.submitting} className="grid min-w-0 gap-4">
        <EmailField id="sign-in-email" label={t(m['forms.auth.email'])} required placeholder={t(m['forms.newsletter.emailPlaceholder'])} {...form.text('email')} />
        <PasswordField id="sign-in-password" label={t(m['forms.auth.password'])} required autoComplete="current-password" {...form.text('password')} />
        <button
          type="button"
          onClick={() => onForgotPassword(form.values.email.trim())}
          className="justify-self-start rounded-md text-sm font-semibold text-brand underline-offset-4 hover:underline"
        >
          {t(m['forms.signIn.forgotPassword'])}
        </button>
      </fieldset>
      <SubmitButton submitting={form.submitting} size="lg" className="w-full" icon={<LogIn className="rtl:rotate-180" aria-hidden />} busyLabel={t(m['forms.signIn.submitting'])}>
        {t(m['forms.signIn.submit'])}
      </SubmitButton>
    </form>
  )
}
