import { AtSign, Send } from 'lucide-react'
import { EmailField } from '~/components/ui/field.tsx'
import { SubmitButton } from '~/components/ui/submit-button.tsx'
import { useT } from '~/i18n/context.tsx'
import { useAuth } from '~/lib/auth/auth-provider.tsx'
import { useRootData } from '~/lib/root-data.ts'
import { toast } from '~/lib/toast.ts'
import { authFailure, loadAccountValidation } from '~/lib/validation/load-account.ts'
import { NoScriptFields } from '../no-script.tsx'
import { Address, RichText } from '../rich-text.tsx'
import { useZodForm } from '../use-zod-form.ts'
import { ProfileSection } from './profile-section.tsx'
import { usePaths } from '~/lib/use-paths.ts'
import { m } from '~/paraglide/messages.js'

/**
 * Changing the e-mail address: the service writes to the new address and to the current one; the change
 * applies once both links are followed (they lead back to /profile).
 */
export function EmailSection() {
  const t = useT()
  const paths = usePaths()
  const { user, getClient } = useAuth()
  const { siteUrl } = useRootData()
  const pending = user?.new_email
  const form = useZodForm({
    name: 'profile-email',
    schema: () => loadAccountValidation().then((checks) => checks.emailChangeSchema),
    initial: { email: '' },
    failure: authFailure(m['forms.profile.errorTitle']),
    async onValid({ email }, { reset, setError }) {
      if (email === user?.email) return setError('email', m['forms.profile.email.same'])
      const { error } = await (await getClient()).auth.updateUser({ email }, { emailRedirectTo: `${siteUrl}${paths.profile()}` })
      if (error) throw error
      reset()
      toast({ title: t(m['forms.profile.email.sentTitle']), description: t(m['forms.profile.email.sentText'], { email }), variant: 'success' })
    },
  })

  return (
    <ProfileSection
      id="profile-email"
      icon={AtSign}
      title={t(m['forms.profile.email.title'])}
      description={<RichText template={t(m['forms.profile.email.current'], { email: '{email}' })} values={{ email: <Address email={user?.email ?? ''} /> }} />}
    >
      {pending && (
        <p role="status" className="rounded-lg bg-brand-soft px-4 py-3 text-sm text-ink">
          <RichText template={t(m['forms.profile.email.pending'], { email: '{email}' })} values={{ email: <Address email={pending} /> }} />
        </p>
      )}
      <form {...form.props} className="grid gap-4">
        <NoScriptFields {...form.noScript} />
        <fieldset disabled={form.submitting} className="grid min-w-0 gap-4">
          <EmailField id="profile-new-email" label={t(m['forms.profile.email.new'])} required {...form.text('email')} />
        </fieldset>
        <SubmitButton submitting={form.submitting} className="justify-self-start" icon={<Send aria-hidden />} busyLabel={t(m['forms.profile.saving'])}>
          {t(m['forms.profile.email.save'])}
        </SubmitButton>
      </form>
    </ProfileSection>
  )
}
