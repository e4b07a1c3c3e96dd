import { Save, UserRound } from 'lucide-react'
import { useRef, useState, type FormEvent } from 'react'
import { Button } from '~/components/ui/button.tsx'
import { useT } from '~/i18n/context.tsx'
import { authErrorKey } from '~/lib/auth/auth-errors.ts'
import { useAuth } from '~/lib/auth/auth-provider.tsx'
import { toast } from '~/lib/toast.ts'
import type { ProfileNameValues } from '~/lib/validation/account.ts'
import { loadAccountValidation } from '~/lib/validation/load-account.ts'
import { limits } from '~/lib/validation/rules.ts'
import type { FieldErrors } from '~/lib/validation/validate.ts'
import { TextField } from '~/components/ui/field.tsx'
import { Spinner } from '~/components/ui/spinner.tsx'
import { focusField } from '../focus-field.ts'
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
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<ProfileNameValues>({ firstName: metadataText(metadata, 'first_name'), lastName: metadataText(metadata, 'last_name') })
  const [errors, setErrors] = useState<FieldErrors<ProfileNameValues>>({})
  const [submitting, setSubmitting] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    const { validate, profileNameSchema } = await loadAccountValidation()
    const result = validate(profileNameSchema, values)
    if (!result.success) {
      setErrors(result.errors)
      focusField(formRef.current, result.first.field)
      return
    }
    setErrors({})
    setSubmitting(true)
    try {
      const client = await getClient()
      const { error } = await client.auth.updateUser({ data: { first_name: result.data.firstName, last_name: result.data.lastName } })
      if (error) {
        toast({ title: t(m['forms.profile.errorTitle']), description: t(authErrorKey(error)), variant: 'destructive' })
        return
      }
      setValues(result.data)
      toast({ title: t(m['forms.profile.name.savedTitle']), description: t(m['forms.profile.name.savedText']), variant: 'success' })
    } catch (caught) {
      console.error(caught)
      toast({ title: t(m['forms.profile.errorTitle']), description: t(authErrorKey(caught)), variant: 'destructive' })
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <ProfileSection id="profile-name" icon={UserRound} title={t(m['forms.profile.name.title'])} description={t(m['forms.profile.name.text'])}>
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={submitting} className="grid gap-4">
        <fieldset disabled={submitting} className="grid min-w-0 gap-4 sm:grid-cols-2">
          <TextField
            id="profile-first-name"
            name="firstName"
            label={t(m['forms.signUp.firstName'])}
            required
            autoComplete="given-name"
            maxLength={limits.nameMax}
            value={values.firstName}
            onChange={(event) => setValues((current) => ({ ...current, firstName: event.target.value }))}
            error={errors.firstName && t(errors.firstName)}
          />
          <TextField
            id="profile-last-name"
            name="lastName"
            label={t(m['forms.signUp.lastName'])}
            required
            autoComplete="family-name"
            maxLength={limits.nameMax}
            value={values.lastName}
            onChange={(event) => setValues((current) => ({ ...current, lastName: event.target.value }))}
            error={errors.lastName && t(errors.lastName)}
          />
        </fieldset>
        <Button type="submit" disabled={submitting} className="justify-self-start">
          {submitting ? <Spinner /> : <Save aria-hidden />}
          {submitting ? t(m['forms.profile.saving']) : t(m['forms.profile.name.save'])}
        </Button>
      </form>
    </ProfileSection>
  )
}
