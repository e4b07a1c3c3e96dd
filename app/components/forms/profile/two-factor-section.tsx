import { ShieldCheck, ShieldOff, Smartphone } from 'lucide-react'
import { useState } from 'react'
import { Button } from '~/components/ui/button.tsx'
import { Spinner } from '~/components/ui/spinner.tsx'
import { SubmitButton } from '~/components/ui/submit-button.tsx'
import { useT } from '~/i18n/context.tsx'
import { useAuth } from '~/lib/auth/auth-provider.tsx'
import { verifiedTotpFactor } from '~/lib/auth/session-state.ts'
import { toast } from '~/lib/toast.ts'
import { authFailure, loadAccountValidation } from '~/lib/validation/load-account.ts'
import { TotpCodeField } from '../mfa-challenge-form.tsx'
import { NoScriptFields } from '../no-script.tsx'
import { useZodForm } from '../use-zod-form.ts'
import { ProfileSection } from './profile-section.tsx'
import { RecoveryCodesPanel, useRecoveryCodes } from './recovery-codes.tsx'
import { m } from '~/paraglide/messages.js'

interface Enrolment {
  factorId: string
  /** An SVG data URL. */
  qrCode: string
  secret: string
}

/**
 * Two-factor authentication with an authenticator app (TOTP): enrolment shows a QR code and the secret,
 * a first code confirms it, and ten recovery codes are then made and shown once; from then on, sign-in asks
 * for a code (or a recovery code). Disabling, and making new recovery codes, need an aal2 session, which the
 * profile page guarantees.
 */
export function TwoFactorSection() {
  const t = useT()
  const { user, getClient } = useAuth()
  const factor = verifiedTotpFactor(user)
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null)
  const [busy, setBusy] = useState<'enrol' | 'cancel' | 'disable' | null>(null)
  const [confirmingDisable, setConfirmingDisable] = useState(false)
  const recovery = useRecoveryCodes()

  const verification = useZodForm({
    name: 'mfa-enrolment',
    schema: () => loadAccountValidation().then((checks) => checks.totpCodeSchema),
    initial: { code: '' },
    failure: authFailure(m['forms.profile.errorTitle']),
    async onValid({ code }, { reset }) {
      if (!enrolment) return
      const { error } = await (await getClient()).auth.mfa.challengeAndVerify({ factorId: enrolment.factorId, code })
      if (error) {
        reset()
        throw error
      }
      setEnrolment(null)
      toast({ title: t(m['forms.profile.mfa.enabledTitle']), description: t(m['forms.profile.mfa.enabledText']), variant: 'success' })
      // The session is at aal2 now: the recovery codes are made at once, to be saved while the app is at hand.
      await recovery.generate()
    },
  })
  const fail = verification.fail

  async function startEnrolment() {
    setBusy('enrol')
    try {
      const client = await getClient()
      // An enrolment left half-way (page closed before the code) would block a new one: drop it first.
      const { data: factors, error: listError } = await client.auth.mfa.listFactors()
      if (listError) throw listError
      for (const stale of factors.all.filter((item) => item.status === 'unverified')) {
        await client.auth.mfa.unenroll({ factorId: stale.id })
      }
      const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp' })
      if (error) throw error
      setEnrolment({ factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret })
      verification.reset()
    } catch (error) {
      await fail(error)
    } finally {
      setBusy(null)
    }
  }

  async function cancelEnrolment() {
    if (!enrolment) return
    setBusy('cancel')
    try {
      const client = await getClient()
      await client.auth.mfa.unenroll({ factorId: enrolment.factorId })
    } catch (error) {
      console.error(error)
    } finally {
      setEnrolment(null)
      setBusy(null)
    }
  }

  async function disable() {
    if (!factor) return
    setBusy('disable')
    try {
      const client = await getClient()
      const { error } = await client.auth.mfa.unenroll({ factorId: factor.id })
      if (error) throw error
      // The session drops back to aal1 and the user loses the factor: a refresh brings both into the state.
      const { error: refreshError } = await client.auth.refreshSession()
      if (refreshError) throw refreshError
      setConfirmingDisable(false)
      // The service deleted the recovery codes with the last factor.
      recovery.dismiss()
      toast({ title: t(m['forms.profile.mfa.disabledTitle']), description: t(m['forms.profile.mfa.disabledText']), variant: 'success' })
    } catch (error) {
      await fail(error)
    } finally {
      setBusy(null)
    }
  }

  return (
    <ProfileSection id="profile-mfa" icon={Smartphone} title={t(m['forms.profile.mfa.title'])} description={t(m['forms.profile.mfa.text'])}>
      <p className="flex items-center gap-2 text-sm font-semibold" data-testid="mfa-status">
        {factor ? <ShieldCheck className="size-5 text-success" aria-hidden /> : <ShieldOff className="size-5 text-muted" aria-hidden />}
        {factor ? t(m['forms.profile.mfa.statusOn']) : t(m['forms.profile.mfa.statusOff'])}
      </p>

      {factor && !confirmingDisable && (
        <Button type="button" variant="secondary" className="justify-self-start" onClick={() => setConfirmingDisable(true)}>
          <ShieldOff aria-hidden /> {t(m['forms.profile.mfa.disable'])}
        </Button>
      )}
      {factor && confirmingDisable && (
        <div className="grid gap-3 rounded-lg border border-danger/30 bg-danger-soft p-4">
          <p className="text-sm text-ink">{t(m['forms.profile.mfa.disableConfirmText'])}</p>
          <div className="flex flex-wrap gap-3">
            <Button type="button" variant="danger" disabled={busy === 'disable'} onClick={() => void disable()}>
              {busy === 'disable' ? <Spinner /> : <ShieldOff aria-hidden />}
              {t(m['forms.profile.mfa.disableConfirm'])}
            </Button>
            <Button type="button" variant="ghost" disabled={busy === 'disable'} onClick={() => setConfirmingDisable(false)}>
              {t(m['forms.profile.cancel'])}
            </Button>
          </div>
        </div>
      )}
      {factor && <RecoveryCodesPanel recovery={recovery} />}

      {!factor && !enrolment && (
        <Button type="button" className="justify-self-start" disabled={busy === 'enrol'} onClick={() => void startEnrolment()}>
          {busy === 'enrol' ? <Spinner /> : <ShieldCheck aria-hidden />}
          {t(m['forms.profile.mfa.enable'])}
        </Button>
      )}

      {!factor && enrolment && (
        <div className="grid gap-5">
          <ol className="grid list-decimal gap-2 ps-5 text-sm text-ink">
            <li>{t(m['forms.profile.mfa.step1'])}</li>
            <li>{t(m['forms.profile.mfa.step2'])}</li>
          </ol>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <img
              src={enrolment.qrCode}
              width={176}
              height={176}
              alt={t(m['forms.profile.mfa.qrAlt'])}
              className="size-44 shrink-0 rounded-lg border border-line bg-white p-2"
            />
            <div className="grid min-w-0 gap-1.5">
              <p className="text-sm font-semibold text-ink">{t(m['forms.profile.mfa.secretLabel'])}</p>
              <code dir="ltr" data-testid="mfa-secret" className="break-all rounded-lg bg-canvas px-3 py-2 font-mono text-sm text-ink select-all">
                {enrolment.secret}
              </code>
            </div>
          </div>
          <form {...verification.props} className="grid gap-4">
            <NoScriptFields {...verification.noScript} />
            <fieldset disabled={busy !== null || verification.submitting} className="grid min-w-0 gap-4">
              <TotpCodeField
                id="mfa-enrol-code"
                label={t(m['forms.mfa.code'])}
                value={verification.values.code}
                onChange={(code) => verification.setValues({ code })}
                error={verification.error('code')}
              />
            </fieldset>
            <div className="flex flex-wrap gap-3">
              <SubmitButton submitting={verification.submitting} disabled={busy !== null || verification.submitting} icon={<ShieldCheck aria-hidden />} busyLabel={t(m['forms.mfa.verifying'])}>
                {t(m['forms.profile.mfa.confirm'])}
              </SubmitButton>
              <Button type="button" variant="ghost" disabled={busy !== null || verification.submitting} onClick={() => void cancelEnrolment()}>
                {t(m['forms.profile.cancel'])}
              </Button>
            </div>
          </form>
        </div>
      )}
    </ProfileSection>
  )
}
