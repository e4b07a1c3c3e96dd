import { LogOut, MonitorSmartphone } from 'lucide-react'
import { useState } from 'react'
import { Button } from '~/components/ui/button.tsx'
import { useT } from '~/i18n/context.tsx'
import { useSignOut } from '~/lib/auth/use-sign-out.ts'
import { Spinner } from '~/components/ui/spinner.tsx'
import { ProfileSection } from './profile-section.tsx'
import { m } from '~/paraglide/messages.js'

/** Sign out on all devices: every session of the user ends (scope global). */
export function SessionsSection() {
  const t = useT()
  const signOut = useSignOut()
  const [busy, setBusy] = useState(false)
  return (
    <ProfileSection id="profile-sessions" icon={MonitorSmartphone} title={t(m['forms.profile.sessions.title'])} description={t(m['forms.profile.sessions.text'])}>
      <Button
        type="button"
        variant="secondary"
        className="justify-self-start"
        disabled={busy}
        onClick={() => {
          setBusy(true)
          void signOut('global').finally(() => setBusy(false))
        }}
      >
        {busy ? <Spinner /> : <LogOut className="rtl:rotate-180" aria-hidden />} {t(m['forms.profile.sessions.signOutEverywhere'])}
      </Button>
    </ProfileSection>
  )
}
