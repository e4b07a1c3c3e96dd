import { KeyRound } from 'lucide-react'
import { useT } from '~/i18n/context.tsx'
import { NewPasswordForm } from '../password-recovery.tsx'
import { ProfileSection } from './profile-section.tsx'
import { m } from '~/paraglide/messages.js'

export function PasswordSection() {
  const t = useT()
  return (
    <ProfileSection id="profile-password" icon={KeyRound} title={t(m['forms.profile.password.title'])} description={t(m['forms.profile.password.text'])}>
      <NewPasswordForm idPrefix="profile-new" />
    </ProfileSection>
  )
}
