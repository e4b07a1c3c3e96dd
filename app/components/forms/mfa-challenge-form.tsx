import { ShieldCheck } from 'lucide-react'
import { useRef, useState, type FormEvent } from 'react'
import { Button } from '~/components/ui/button.tsx'
import { useT } from '~/i18n/context.tsx'
import type { Message } from '~/i18n/translate.ts'
import { authErrorKey } from '~/lib/auth/auth-errors.ts'
import { useAuth } from '~/lib/auth/auth-provider.tsx'
import { verifiedTotpFactor } from '~/lib/auth/session-state.ts'
import { useSignOut } from '~/lib/auth/use-sign-out.ts'
import { toast } from '~/lib/toast.ts'
import { loadAccountValidation } from '~/lib/validation/load-account.ts'
import { TextField } from '~/components/ui/field.tsx'
import { Spinner } from '~/components/ui/spinner.tsx'
import { focusField } from './focus-field.ts'
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
  const formRef = useRef<HTMLFormElement>(null)
  const [code, setCode] = useState('')
  const [error, setError] = useState<Message | undefined>()
  const [submitting, setSubmitting] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    const { validate, totpCodeSchema } = await loadAccountValidation()
    const result = validate(totpCodeSchema, { code })
    if (!result.success) {
      setError(result.first.message)
      focusField(formRef.current, 'code')
      return
    }
    setError(undefined)
    const factor = verifiedTotpFactor(user)
    if (!factor) return
    setSubmitting(true)
    try {
      const client = await getClient()
      const { error: verifyError } = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: result.data.code })
      if (verifyError) {
        setCode('')
        toast({ title: t(errorTitle), description: t(authErrorKey(verifyError)), variant: 'destructive' })
        return
      }
      onVerified?.()
    } catch (caught) {
      console.error(caught)
      toast({ title: t(errorTitle), description: t(authErrorKey(caught)), variant: 'destructive' })
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={submitting} className="grid gap-4">
      <fieldset disabled={submitting} className="grid min-w-0 gap-4">
        <TotpCodeField id="mfa-challenge-code" label={t(m['forms.mfa.code'])} value={code} onChange={setCode} error={error && t(error)} />
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? <Spinner /> : <ShieldCheck aria-hidden />}
          {submitting ? t(m['forms.mfa.verifying']) : t(m['forms.mfa.verify'])}
        </Button>
        <Button type="button" variant="ghost" size="lg" disabled={submitting} onClick={() => void signOut()}>
          {t(m['forms.mfa.cancel'])}
        </Button>
      </div>
    </form>
  )
}
