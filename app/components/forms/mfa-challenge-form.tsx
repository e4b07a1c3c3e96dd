import { LifeBuoy, ShieldCheck, Smartphone } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Button } from '~/components/ui/button.tsx'
import { TextField } from '~/components/ui/field.tsx'
import { SubmitButton } from '~/components/ui/submit-button.tsx'
import { useT } from '~/i18n/context.tsx'
import type { Message } from '~/i18n/translate.ts'
import { ApiError } from '~/lib/auth/account-api.ts'
import { useAuth } from '~/lib/auth/auth-provider.tsx'
import { recoveryCodesCaller, verifyRecoveryCode } from '~/lib/auth/recovery-codes-api.ts'
import { verifiedTotpFactor } from '~/lib/auth/session-state.ts'
import { useSignOut } from '~/lib/auth/use-sign-out.ts'
import { useRootData } from '~/lib/root-data.ts'
import { toast } from '~/lib/toast.ts'
import { authFailure, loadAccountValidation } from '~/lib/validation/load-account.ts'
import { NoScriptFields } from './no-script.tsx'
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
      // A narrow input for six digits; the hint and the error keep the form's width.
      className="[&_input]:max-w-48"
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
      error={error}
    />
  )
}

type Proof = 'app' | 'recovery'

const fieldIds: Record<Proof, string> = { app: 'mfa-challenge-code', recovery: 'mfa-recovery-code' }

interface StepProps {
  errorTitle: Message
  onVerified?: () => void
}

/**
 * The second step of a sign-in on an account with two-factor authentication: the code of the
 * authenticator app raises the session to aal2 (MFA_CHALLENGE_VERIFIED); without the app, one of the
 * recovery codes saved when it was turned on does it once.
 */
export function MfaChallengeForm({ onVerified, errorTitle = m['forms.signIn.errorTitle'] }: { onVerified?: () => void; errorTitle?: Message }) {
  const t = useT()
  const [proof, setProof] = useState<Proof>('app')
  const switched = useRef(false)

  // The button that switched is gone: the focus goes to the field that replaced it.
  useEffect(() => {
    if (switched.current) document.getElementById(fieldIds[proof])?.focus()
  }, [proof])

  const switchTo = (next: Proof) => {
    switched.current = true
    setProof(next)
  }

  return (
    <div className="grid gap-5">
      {proof === 'app' ? <AppCodeForm errorTitle={errorTitle} onVerified={onVerified} /> : <RecoveryCodeForm errorTitle={errorTitle} onVerified={onVerified} />}
      <p className="border-t border-line pt-4">
        <button
          type="button"
          onClick={() => switchTo(proof === 'app' ? 'recovery' : 'app')}
          className="inline-flex items-center gap-2 rounded-md text-sm font-semibold text-brand underline-offset-4 hover:underline"
        >
          {proof === 'app' ? <LifeBuoy className="size-4" aria-hidden /> : <Smartphone className="size-4" aria-hidden />}
          {t(proof === 'app' ? m['forms.mfa.useRecoveryCode'] : m['forms.mfa.useApp'])}
        </button>
      </p>
    </div>
  )
}

/** The verify and cancel buttons of both steps. */
function StepButtons({ submitting }: { submitting: boolean }) {
  const t = useT()
  const signOut = useSignOut()
  return (
    <div className="flex flex-wrap gap-3">
      <SubmitButton submitting={submitting} size="lg" icon={<ShieldCheck aria-hidden />} busyLabel={t(m['forms.mfa.verifying'])}>
        {t(m['forms.mfa.verify'])}
      </SubmitButton>
      <Button type="button" variant="ghost" size="lg" disabled={submitting} onClick={() => void signOut()}>
        {t(m['forms.mfa.cancel'])}
      </Button>
    </div>
  )
}

function AppCodeForm({ errorTitle, onVerified }: StepProps) {
  const t = useT()
  const { getClient, user } = useAuth()
  const form = useZodForm({
    name: 'mfa-challenge',
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
      <NoScriptFields {...form.noScript} />
      <fieldset disabled={form.submitting} className="grid min-w-0 gap-4">
        <TotpCodeField id={fieldIds.app} label={t(m['forms.mfa.code'])} value={form.values.code} onChange={(code) => form.setValues({ code })} error={form.error('code')} />
      </fieldset>
      <StepButtons submitting={form.submitting} />
    </form>
  )
}

/**
 * A recovery code instead of the app's: the service spends it and answers a session at aal2, which the client
 * then holds (setSession). A wrong or used code is said under the field, kept as typed; a lockout, with how
 * long it lasts, in the toast.
 */
function RecoveryCodeForm({ errorTitle, onVerified }: StepProps) {
  const t = useT()
  const { getClient } = useAuth()
  const { supabaseUrl, supabaseAnonKey } = useRootData()
  const form = useZodForm({
    name: 'mfa-recovery',
    schema: () => loadAccountValidation().then((checks) => checks.recoveryCodeSchema),
    initial: { code: '' },
    failure: authFailure(errorTitle),
    async onValid({ code }, { setError }) {
      const client = await getClient()
      let raised
      try {
        raised = await verifyRecoveryCode(await recoveryCodesCaller(client, supabaseUrl, supabaseAnonKey), code)
      } catch (error) {
        if (error instanceof ApiError && error.code === 'mfa_verification_failed') return setError('code', m['forms.mfa.errors.recoveryCodeRefused'])
        throw error
      }
      const { error } = await client.auth.setSession({ access_token: raised.access_token, refresh_token: raised.refresh_token })
      if (error) throw error
      toast({ title: t(m['forms.mfa.recoveryUsedTitle']), description: t(m['forms.mfa.recoveryUsedText']) })
      onVerified?.()
    },
  })

  return (
    <form {...form.props} className="grid gap-4">
      <NoScriptFields {...form.noScript} />
      <fieldset disabled={form.submitting} className="grid min-w-0 gap-4">
        <TextField
          id={fieldIds.recovery}
          label={t(m['forms.mfa.recoveryCode'])}
          hint={t(m['forms.mfa.recoveryHint'])}
          required
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={24}
          dir="ltr"
          {...form.text('code')}
        />
      </fieldset>
      <StepButtons submitting={form.submitting} />
    </form>
  )
}
