import { Send } from 'lucide-react'
import { useRef, useState, type FormEvent } from 'react'
import { Button } from '~/components/ui/button.tsx'
import { useT } from '~/i18n/context.tsx'
import type { Message } from '~/i18n/translate.ts'
import { useAuth } from '~/lib/auth/auth-provider.tsx'
import { toast } from '~/lib/toast.ts'
import type { ContactValues } from '~/lib/validation/contact.ts'
import { contactSubjects, limits, type ContactSubject } from '~/lib/validation/rules.ts'
import { EmailField, SelectField, TextAreaField, TextField } from '~/components/ui/field.tsx'
import { Spinner } from '~/components/ui/spinner.tsx'
import { focusField } from './focus-field.ts'
import { m } from '~/paraglide/messages.js'

const emptyContact: ContactValues & { website: string } = { firstName: '', lastName: '', email: '', subject: '', message: '', website: '' }

export const contactSubjectLabels: Record<ContactSubject, Message> = {
  info: m['forms.contact.subjects.info'],
  support: m['forms.contact.subjects.support'],
  project: m['forms.contact.subjects.project'],
  other: m['forms.contact.subjects.other'],
}

/**
 * The contact form (spec sections 4, 5, 7, 8): the rules checked in order, each failure a toast; while
 * sending, every field and the button are disabled; success clears the form, failure keeps it.
 */
/** The same schema the server's database mirrors, fetched on first use of the form. */
async function loadContactChecks() {
  const [{ contactRow, contactSchema }, { validate }] = await Promise.all([import('~/lib/validation/contact.ts'), import('~/lib/validation/validate.ts')])
  return { contactRow, contactSchema, validate }
}

export function ContactForm() {
  const t = useT()
  const { getClient } = useAuth()
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState(emptyContact)
  const [submitting, setSubmitting] = useState(false)

  const set = (field: keyof typeof emptyContact) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }))

  // The client and the checks (zod) load when the visitor starts using the form, not with the page (ADR 0009).
  const preload = () => {
    void getClient().catch(() => undefined)
    void loadContactChecks().catch(() => undefined)
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    let checks: Awaited<ReturnType<typeof loadContactChecks>>
    try {
      checks = await loadContactChecks()
    } catch (error) {
      console.error('Contact message not sent', error)
      toast({ title: t(m['forms.contact.errorTitle']), description: t(m['forms.contact.errorText']), variant: 'destructive' })
      return
    }
    const { contactRow, contactSchema, validate } = checks
    const result = validate(contactSchema, values)
    if (!result.success) {
      toast({ title: t(m['forms.validation.title']), description: t(result.first.message), variant: 'destructive' })
      focusField(formRef.current, result.first.field)
      return
    }
    setSubmitting(true)
    try {
      const client = await getClient()
      const { error } = await client.from('contact_messages').insert(contactRow(result.data, values.website))
      if (error) throw error
      setValues(emptyContact)
      toast({ title: t(m['forms.contact.successTitle']), description: t(m['forms.contact.successText']), variant: 'success' })
    } catch (error) {
      console.error('Contact message not sent', error)
      toast({ title: t(m['forms.contact.errorTitle']), description: t(m['forms.contact.errorText']), variant: 'destructive' })
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} onFocus={preload} onPointerDown={preload} className="relative grid gap-5" aria-busy={submitting}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="contact-first-name"
          name="firstName"
          label={t(m['forms.contact.firstName'])}
          required
          autoComplete="given-name"
          maxLength={limits.nameMax}
          value={values.firstName}
          onChange={set('firstName')}
          disabled={submitting}
        />
        <TextField
          id="contact-last-name"
          name="lastName"
          label={t(m['forms.contact.lastName'])}
          required
          autoComplete="family-name"
          maxLength={limits.nameMax}
          value={values.lastName}
          onChange={set('lastName')}
          disabled={submitting}
        />
      </div>
      <EmailField
        id="contact-email"
        label={t(m['forms.contact.email'])}
        required
        placeholder={t(m['forms.contact.emailPlaceholder'])}
        value={values.email}
        onChange={set('email')}
        disabled={submitting}
      />
      <SelectField
        id="contact-subject"
        name="subject"
        label={t(m['forms.contact.subject'])}
        required
        value={values.subject}
        onChange={set('subject')}
        disabled={submitting}
      >
        <option value="">{t(m['forms.contact.subjectPlaceholder'])}</option>
        {contactSubjects.map((subject) => (
          <option key={subject} value={subject}>
            {t(contactSubjectLabels[subject])}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        id="contact-message"
        name="message"
        label={t(m['forms.contact.message'])}
        required
        rows={6}
        maxLength={limits.messageMax}
        placeholder={t(m['forms.contact.messagePlaceholder'])}
        value={values.message}
        onChange={set('message')}
        disabled={submitting}
        hint={
          <span className="flex justify-end" data-testid="contact-message-counter">
            {t(m['forms.contact.counter'], { count: values.message.length, min: limits.messageMin })}
          </span>
        }
      />
      {/* Honeypot (ADR 0008): invisible to people, filled by robots; the server discards such messages. */}
      <div aria-hidden="true" className="absolute -start-[10000px] top-auto size-px overflow-hidden">
        <label htmlFor="contact-website">{t(m['forms.contact.honeypot'])}</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" value={values.website} onChange={set('website')} />
      </div>
      <p className="text-sm text-muted">{t(m['forms.requiredLegend'])}</p>
      <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto sm:justify-self-start">
        {submitting ? <Spinner /> : <Send aria-hidden />}
        {submitting ? t(m['forms.contact.submitting']) : t(m['forms.contact.submit'])}
      </Button>
    </form>
  )
}
