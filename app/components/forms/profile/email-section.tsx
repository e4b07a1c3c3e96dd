import { AtSign, Send } from 'lucide-react'
import { useRef, useState, type FormEvent } from 'react'
import { Button } from '~/components/ui/button.tsx'
import { useT } from '~/i18n/context.tsx'
import { authErrorKey } from '~/lib/auth/auth-errors.ts'
import { useAuth } from '~/lib/auth/auth-provider.tsx'
import { useRootData } from '~/lib/root-data.ts'
import { toast } from '~/lib/toast.ts'
import { loadAccountValidation } from '~/lib/validation/load-account.ts'
import { EmailField } from '~/components/ui/field.tsx'
import { Spinner } from '~/components/ui/spinner.tsx'
import { focusField } from '../focus-field.ts'
import { Address, RichText } from '../rich-text.tsx'
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
  const formRef = useRef<HTMLFormElement>(null)
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [submitting, setSubmitting] = useState(false)
  const pending = user?.new_email

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    const { validate, emailChangeSchema } = await loadAccountValidation()
    const result = validate(emailChangeSchema, { email })
    if (!result.success) {
      setError(t(result.first.message))
      focusField(formRef.current, 'email')
      return
    }
    if (result.data.email === user?.email) {
      setError(t(m['forms.profile.email.same']))
      focusField(formRef.current, 'email')
      return
    }
    setError(undefined)
    setSubmitting(true)
    try {
      const client = await getClient()
      const { error: updateError } = await client.auth.updateUser({ email: result.data.email }, { emailRedirectTo: `${siteUrl}${paths.profile()}` })
      if (updateError) {
        toast({ title: t(m['forms.profile.errorTitle']), description: t(authErrorKey(updateError)), variant: 'destructive' })
        return
      }
      setEmail('')
      toast({ title: t(m['forms.profile.email.sentTitle']), description: t(m['forms.profile.email.sentText'], { email: result.data.email }), variant: 'success' })
    } catch (caught) {
      console.error(caught)
      toast({ title: t(m['forms.profile.errorTitle']), description: t(authErrorKey(caught)), variant: 'destructive' })
    } finally {
      setSubmitting(false)
    }
  }

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
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={submitting} className="grid gap-4">
        <fieldset disabled={submitting} className="grid min-w-0 gap-4">
          <EmailField
            id="profile-new-email"
            label={t(m['forms.profile.email.new'])}
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={error}
          />
        </fieldset>
        <Button type="submit" disabled={submitting} className="justify-self-start">
          {submitting ? <Spinner /> : <Send aria-hidden />}
          {submitting ? t(m['forms.profile.saving']) : t(m['forms.profile.email.save'])}
        </Button>
      </form>
    </ProfileSection>
  )
}
