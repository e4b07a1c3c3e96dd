import { KeyRound, LogIn, ShieldCheck, UserPlus } from 'lucide-react'
import { Suspense, useEffect, useState } from 'react'
import { useActionData, useNavigate, useSearchParams } from 'react-router'
import { Link } from '~/components/link.tsx'
import type { Route } from './+types/auth'
import { LoadingState } from '~/components/ui/spinner.tsx'
import { Card } from '~/components/ui/card.tsx'
import { SignInForm } from '~/components/forms/sign-in-form.tsx'
import { SignUpForm } from '~/components/forms/sign-up-form.tsx'
import { NoScriptSubmissionProvider, type NoScriptSubmission } from '~/components/forms/no-script.tsx'
import { useT } from '~/i18n/context.tsx'
import type { Message } from '~/i18n/translate.ts'
import { useAuth } from '~/lib/auth/auth-provider.tsx'
import { routeMeta } from '~/lib/meta.ts'
import { cn } from '~/lib/utils.ts'
import { usePaths } from '~/lib/use-paths.ts'
import { deferredModule } from '~/on-demand/deferred.ts'
import { m } from '~/paraglide/messages.js'

export { noScriptAction as action } from '~/components/forms/no-script.server.ts'

// The steps a visitor reaches only from sign-in (a forgotten password, a second factor, a recovery link)
// load their forms, and those forms' strings, when reached: a first visit to /auth stays within the
// first-visit budget.
const { ForgotPasswordForm, NewPasswordForm } = deferredModule(() => import('~/components/forms/password-recovery.tsx'))
const { MfaChallengeForm } = deferredModule(() => import('~/components/forms/mfa-challenge-form.tsx'))

export const meta: Route.MetaFunction = routeMeta({
  title: m['forms.auth.metaTitle'],
  description: m['forms.auth.metaDescription'],
  keywords: m['forms.auth.metaKeywords'],
  noindex: true,
})

type Mode = 'signup' | 'signin' | 'forgot'

/** `?mode=signin` opens the sign-in form; sign-up is the default (spec section 2). */
function modeFromParam(value: string | null): Mode {
  return value === 'signin' || value === 'forgot' ? value : value === 'recovery' ? 'forgot' : 'signup'
}

const headings: Record<Mode | 'recovery' | 'mfa', { title: Message; text: Message; icon: typeof LogIn }> = {
  signup: { title: m['forms.auth.signUpTitle'], text: m['forms.auth.signUpText'], icon: UserPlus },
  signin: { title: m['forms.auth.signInTitle'], text: m['forms.auth.signInText'], icon: LogIn },
  forgot: { title: m['forms.recovery.requestTitle'], text: m['forms.recovery.requestIntro'], icon: KeyRound },
  recovery: { title: m['forms.recovery.newTitle'], text: m['forms.recovery.newText'], icon: KeyRound },
  mfa: { title: m['forms.mfa.title'], text: m['forms.mfa.intro'], icon: ShieldCheck },
}

/**
 * Sign-up and sign-in (spec sections 2, 4, 5, 6): a spinner while the auth state loads; a signed-in
 * visitor goes to '/', unless a recovery link or a second factor still needs something from them.
 */
export default function Auth() {
  const submitted = useActionData<NoScriptSubmission>()
  const t = useT()
  const paths = usePaths()
  const { user, loading, passwordRecovery, mfaPending, endPasswordRecovery } = useAuth()
  const navigate = useNavigate()
  const [searchParams, setSearchParams] = useSearchParams()
  const mode = modeFromParam(searchParams.get('mode'))
  const [forgotEmail, setForgotEmail] = useState('')

  const signedInAndDone = !loading && user !== null && !passwordRecovery && !mfaPending
  useEffect(() => {
    if (signedInAndDone) void navigate(paths.home(), { replace: true })
  }, [signedInAndDone, navigate, paths])

  const setMode = (next: Mode) =>
    setSearchParams(next === 'signup' ? {} : { mode: next }, { replace: true, preventScrollReset: true })

  const step: Mode | 'recovery' | 'mfa' | 'busy' = loading || signedInAndDone ? 'busy' : user ? (mfaPending ? 'mfa' : 'recovery') : mode

  const heading = step === 'busy' ? null : headings[step]

  return (
    <div className="container-page flex justify-center py-10 lg:py-16">
      <div className="grid w-full max-w-lg gap-6">
        {step === 'busy' || !heading ? (
          <LoadingState label={t(m['generic.loading'])} />
        ) : (
          <Card as="section" aria-labelledby="auth-title" className="grid gap-6 p-5 sm:p-8">
            {(step === 'signup' || step === 'signin') && (
              <div role="group" aria-label={t(m['forms.auth.modeLabel'])} className="grid grid-cols-2 gap-1 rounded-xl bg-canvas p-1">
                {(['signup', 'signin'] as const).map((option) => (
                  <button
                    key={option}
                    type="button"
                    aria-pressed={step === option}
                    onClick={() => setMode(option)}
                    className={cn(
                      'rounded-lg px-3 py-2 text-sm font-semibold transition-colors',
                      step === option ? 'bg-surface text-brand shadow-sm' : 'text-muted hover:text-ink',
                    )}
                  >
                    {t(option === 'signup' ? m['forms.auth.signUpTab'] : m['forms.auth.signInTab'])}
                  </button>
                ))}
              </div>
            )}
            <header className="grid gap-2">
              <h1 id="auth-title" className="flex items-center gap-2 text-2xl font-extrabold tracking-tight text-ink">
                <heading.icon className={cn('size-6 text-brand', step === 'signin' && 'rtl:rotate-180')} aria-hidden />
                {t(heading.title)}
              </h1>
              <p className="text-muted">{t(heading.text)}</p>
            </header>
            <NoScriptSubmissionProvider value={submitted}>
              {step === 'signup' && <SignUpForm />}
              {step === 'signin' && (
                <SignInForm
                  onForgotPassword={(email) => {
                    setForgotEmail(email)
                    setMode('forgot')
                  }}
                />
              )}
              <Suspense fallback={<LoadingState label={t(m['generic.loading'])} />}>
                {step === 'forgot' && <ForgotPasswordForm initialEmail={forgotEmail} onDone={() => setMode('signin')} />}
                {step === 'mfa' && <MfaChallengeForm />}
                {step === 'recovery' && (
                  <NewPasswordForm
                    idPrefix="recovery"
                    size="lg"
                    submitLabel={t(m['forms.recovery.save'])}
                    onDone={() => {
                      endPasswordRecovery()
                      void navigate(paths.home(), { replace: true })
                    }}
                  />
                )}
              </Suspense>
            </NoScriptSubmissionProvider>
            {(step === 'signup' || step === 'signin') && (
              <p className="text-center text-sm text-muted">
                {t(step === 'signup' ? m['forms.auth.haveAccount'] : m['forms.auth.noAccount'])}{' '}
                <button type="button" onClick={() => setMode(step === 'signup' ? 'signin' : 'signup')} className="font-semibold text-brand underline-offset-4 hover:underline">
                  {t(step === 'signup' ? m['forms.auth.switchToSignIn'] : m['forms.auth.switchToSignUp'])}
                </button>
              </p>
            )}
          </Card>
        )}
        <p className="text-center text-xs text-muted">
          {t(m['forms.auth.legalBefore'])}
          <Link to={paths.legal('conditions')} className="font-semibold text-brand underline underline-offset-2">
            {t(m['forms.auth.termsLink'])}
          </Link>
          {t(m['forms.auth.legalBetween'])}
          <Link to={paths.legal('confidentialite')} className="font-semibold text-brand underline underline-offset-2">
            {t(m['forms.auth.privacyLink'])}
          </Link>
          {t(m['forms.auth.legalAfter'])}
        </p>
      </div>
    </div>
  )
}
