import { Save, UserRound } from 'lucide-react'
import { SubmitButton } from '~/components/ui/submit-button.tsx'
import { useT } from '~/i18n/context.tsx'
import { useAuth } from '~/lib/auth/auth-provider.tsx'
import { toast } from '~/lib/toast.ts'
import { authFailure, loadAccountValidation } from '~/lib/validation/load-account.ts'
import { NameFields } from '../name-fields.tsx'
import { NoScriptFields } from '../no-script.tsx'
import { useZodForm } from '../use-zod-form.ts'
import { ProfileSection } from './profile-section.tsx'
import { m } from '~/paraglide/messages.js'

function metadataText(metadata: Record<string, unknown>, key: string): string {
  const value = metadata[key]
  return typeof value === 'string' ? value : ''
}

/** The user's name (sign-up metadata first_name, last_name), editable. */
export function NameSection() {
  const t = useT()
  const { user, getClient } = useAuth()
  const metadata = user?.user_metadata ?? {}
  const form = useZodForm({
    name: 'profile-name',
    schema: () => loadAccountValidation().then((checks) => checks.profileNameSchema),
    initial: { firstName: metadataText(metadata, 'first_name'), lastName: metadataText(metadata, 'last_name') },
    failure: authFailure(m['forms.profile.errorTitle']),
    async onValid(name, { setValues }) {
      const { error } = await (await getClient()).auth.updateUser({ data: { first_name: name.firstName, last_name: name.lastName } })
      if (error) throw error
      setValues(name)
      toast({ title: t(m['forms.profile.name.savedTitle']), description: t(m['forms.profile.name.savedText']), variant: 'success' })
    },
  })

  return (
    <ProfileSection id="profile-name" icon={UserRound} title={t(m['forms.profile.name.title'])} description={t(m['forms.profile.name.text'])}>
      <form {...form.props} className="grid gap-4">
        <NoScriptFields {...form.noScript} />
        <fieldset disabled={form.submitting} className="grid min-w-0 gap-4 sm:grid-cols-2">
          <NameFields idPrefix="profile" form={form} />
        </fieldset>
        <SubmitButton submitting={form.submitting} className="justify-self-start" icon={<Save aria-hidden />} busyLabel={t(m['forms.profile.saving'])}>
          {t(m['forms.profile.name.save'])}
        </SubmitButton>
      </form>
    </ProfileSection>
  )
}
