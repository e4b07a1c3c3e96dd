import { useEffect } from 'react'
import { useActionData, useNavigate } from 'react-router'
import type { Route } from './+types/profile'
import { Card } from '~/components/ui/card.tsx'
import { LoadingState } from '~/components/ui/spinner.tsx'
import { DeleteAccountSection } from '~/components/forms/profile/delete-account-section.tsx'
import { EmailSection } from '~/components/forms/profile/email-section.tsx'
import { NoScriptSubmissionProvider, type NoScriptSubmission } from '~/components/forms/no-script.tsx'
import { NameSection } from '~/components/forms/profile/name-section.tsx'
import { NewsletterSection } from '~/components/forms/profile/newsletter-section.tsx'
import { PasswordSection } from '~/components/forms/profile/password-section.tsx'
import { userDisplayName } from '~/components/forms/profile/profile-section.tsx'
import { SessionsSection } from '~/components/forms/profile/sessions-section.tsx'
import { TwoFactorSection } from '~/components/forms/profile/two-factor-section.tsx'
import { useT } from '~/i18n/context.tsx'
import { useAuth } from '~/lib/auth/auth-provider.tsx'
import { routeMeta } from '~/lib/meta.ts'
import { usePaths } from '~/lib/use-paths.ts'
import { m } from '~/paraglide/messages.js'

export { noScriptAction as action } from '~/components/forms/no-script.server.ts'

export const meta: Route.MetaFunction = routeMeta({
  title: m['forms.profile.metaTitle'],
  description: m['forms.profile.metaDescription'],
  keywords: m['forms.profile.metaKeywords'],
  noindex: true,
})

function initials(name: string, email: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0])
    .join('')
  return (letters || email[0] || '?').slice(0, 2).toUpperCase()
}

/**
 * The signed-in user's profile (spec sections 2, 6): others are sent to /auth, as is a session that still
 * owes its second factor.
 */
export default function Profile() {
  const submitted = useActionData<NoScriptSubmission>()
  const t = useT()
  const paths = usePaths()
  const { user, loading, mfaPending } = useAuth()
  const navigate = useNavigate()
  const mustSignIn = !loading && (!user || mfaPending)

  useEffect(() => {
    if (mustSignIn) void navigate(paths.auth(), { replace: true })
  }, [mustSignIn, navigate, paths])

  if (loading || !user || mfaPending) {
    return (
      <div className="container-page py-10">
        <LoadingState label={t(m['generic.loading'])} />
      </div>
    )
  }

  const name = userDisplayName(user.user_metadata)
  const email = user.email ?? ''
  return (
    <div className="container-page grid max-w-3xl gap-6 py-10 lg:py-14">
      <Card as="header" className="flex items-center gap-4 p-5 sm:p-6">
        <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-brand text-lg font-bold text-white" aria-hidden="true">
          {initials(name, email)}
        </span>
        <div className="grid min-w-0 gap-0.5">
          <h1 className="text-2xl font-extrabold tracking-tight text-ink">{t(m['forms.profile.title'])}</h1>
          {name && (
            <p className="truncate font-semibold text-ink" data-testid="profile-name">
              {name}
            </p>
          )}
          <p className="truncate text-muted" data-testid="profile-email">
            <bdi>{email}</bdi>
          </p>
        </div>
      </Card>
      <NoScriptSubmissionProvider value={submitted}>
        <NameSection key={`name-${user.id}`} />
        <EmailSection />
        <PasswordSection />
        <TwoFactorSection />
        <NewsletterSection />
        <SessionsSection />
        <DeleteAccountSection />
      </NoScriptSubmissionProvider>
    </div>
  )
}
