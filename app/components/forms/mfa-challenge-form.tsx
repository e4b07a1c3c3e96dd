import { ShieldCheck } from 'lucide-react'
import { Button } from '~/components/ui/button.tsx'
import { TextField } from '~/components/ui/field.tsx'
import { SubmitButton } from '~/components/ui/submit-button.tsx'
import { useT } from '~/i18n/context.tsx'
import type { Message } from '~/i18n/translate.ts'
import { useAuth } from '~/lib/auth/auth-provider.tsx'
import { verifiedTotpFactor } from '~/lib/auth/session-state.ts'
import { useSignOut } from '~/lib/auth/use-sign-out.ts'
import { authFailure, loadAccountValidation } from '~/lib/validation/load-account.ts'
import { useZodForm } from './use-zod-form.ts'
import { m } from '~/paraglide/messages.js'

/** A 6-digit code input: an authenticator app's, or one sent by e-mail. */
export function TotpCodeField({
  id,
  value,
  onChange,
  error,
  label,
  hint,
}: {
  id: string
  value: string
  onChange: (code: string) => void
  error?: string
  label: string
  hint?: string
}) {
  return (
    <TextField
      id={id}
      name="code"
      label={label}
      hint={hint}
      required
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={6}
      dir="ltr"
      className="max-w-48"
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
      error={error}
    />
  )
}

/**
 * The second step of a sign-in on an account with two-factor authentication: the code of the
 * authenticator app raises the session to aal2 (MFA_CHALLENGE_VERIFIED).
 */
export function MfaChallengeForm({ onVerified, errorTitle = m['forms.signIn.errorTitle'] }: { onVerified?: () => void; errorTitle?: Message }) {
  const t = useT()
  const { getClient, user } = useAuth()
  const signOut = useSignOut()
  const form = useZodForm({
    schema: () => loadAccountValidation().then((checks) => checks.totpCodeSchema),
    initial: { code: '' },
    failure: authFailure(errorTitle),
    async onValid({ code }, { reset }) {
      const factor = verifiedTotpFactor(user)
      if (!factor) return
      const { error } = await (await getClient()).auth.mfa.challengeAndVerify({ factorId: factor.id, code })
      if (error) {
        reset()
        throw error
      }
      onVerified?.()
    },
  })

  return (
    <form {...form.props} className="grid gap-4">
      <fieldset disabled={form.submitting} className="grid min-w-0 gap-4">
        <TotpCodeField id="mfa-challenge-code" label={t(m['forms.mfa.code'])} value={form.values.code} onChange={(code) => form.setValues({ code })} error={form.error('code')} />
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <SubmitButton submitting={form.submitting} size="lg" icon={<ShieldCheck aria-hidden />} busyLabel={t(m['forms.mfa.verifying'])}>
          {t(m['forms.mfa.verify'])}
        </SubmitButton>
        <Button type="button" variant="ghost" size="lg" disabled={form.submitting} onClick={() => void signOut()}>
          {t(m['forms.mfa.cancel'])}
        </Button>
      </div>
    </form>
  )
}
