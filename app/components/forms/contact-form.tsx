import { Send } from 'lucide-react'
import { EmailField, SelectField, TextAreaField } from '~/components/ui/field.tsx'
import { SubmitButton } from '~/components/ui/submit-button.tsx'
import { useT } from '~/i18n/context.tsx'
import type { Message } from '~/i18n/translate.ts'
import { useAuth } from '~/lib/auth/auth-provider.tsx'
import { toast } from '~/lib/toast.ts'
import type { ContactValues } from '~/lib/validation/contact.ts'
import { contactSubjects, limits, type ContactSubject } from '~/lib/validation/rules.ts'
import { NameFields } from './name-fields.tsx'
import { NoScriptFields } from './no-script.tsx'
import { useZodForm } from './use-zod-form.ts'
import { m } from '~/paraglide/messages.js'

const emptyContact: ContactValues & { website: string } = { firstName: '', lastName: '', email: '', subject: '', message: '', website: '' }

export const contactSubjectLabels: Record<ContactSubject, Message> = {
  info: m['forms.contact.subjects.info'],
  support: m['forms.contact.subjects.support'],
  project: m['forms.contact.subjects.project'],
  other: m['forms.contact.subjects.other'],
}

const contactNameLabels = { firstName: m['forms.contact.firstName'], lastName: m['forms.contact.lastName'] }

/** The same schema the server's database mirrors, fetched on first use of the form. */
const loadContactChecks = () => import('~/lib/validation/contact.ts')

/**
 * The contact form (spec sections 4, 5, 7, 8): the rules checked in order, each failure a toast; while
 * sending, every field and the button are disabled; success clears the form, failure keeps it.
 */
export function ContactForm() {
  const t = useT()
  const { getClient } = useAuth()
  const form = useZodForm({
    name: 'contact',
    schema: () => loadContactChecks().then((checks) => checks.contactSchema),
    initial: emptyContact,
    invalidTitle: m['forms.validation.title'],
    failure: () => ({ title: m['forms.contact.errorTitle'], description: m['forms.contact.errorText'] }),
    log: 'Contact message not sent',
    async onValid(message, { values, reset }) {
      const { contactRow } = await loadContactChecks()
      const { error } = await (await getClient()).from('contact_messages').insert(contactRow(message, values.website))
      if (error) throw error
      reset()
      toast({ title: t(m['forms.contact.successTitle']), description: t(m['forms.contact.successText']), variant: 'success' })
    },
  })
  const submitting = form.submitting

  // The client and the checks (zod) load when the visitor starts using the form, not with the page.
  const preload = () => {
    void getClient().catch(() => undefined)
    void loadContactChecks().catch(() => undefined)
  }

  return (
    <form {...form.props} onFocus={preload} onPointerDown={preload} className="relative grid gap-5">
      <NoScriptFields {...form.noScript} />
      <div className="grid gap-5 sm:grid-cols-2">
        <NameFields idPrefix="contact" form={form} labels={contactNameLabels} disabled={submitting} />
      </div>
      <EmailField
        id="contact-email"
        label={t(m['forms.contact.email'])}
        required
        placeholder={t(m['forms.contact.emailPlaceholder'])}
        {...form.text('email')}
        disabled={submitting}
      />
      <SelectField
        id="contact-subject"
        label={t(m['forms.contact.subject'])}
        required
        {...form.text('subject')}
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
        label={t(m['forms.contact.message'])}
        required
        rows={6}
        maxLength={limits.messageMax}
        placeholder={t(m['forms.contact.messagePlaceholder'])}
        {...form.text('message')}
        disabled={submitting}
        hint={
          <span className="flex justify-end" data-testid="contact-message-counter">
            {t(m['forms.contact.counter'], { count: form.values.message.length, min: limits.messageMin })}
          </span>
        }
      />
      {/* Honeypot: invisible to people, filled by robots; the server discards such messages. */}
      <div aria-hidden="true" className="absolute -start-[10000px] top-auto size-px overflow-hidden">
        <label htmlFor="contact-website">{t(m['forms.contact.honeypot'])}</label>
        <input
          id="contact-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={form.values.website}
          onChange={(event) => form.setValues((current) => ({ ...current, website: event.target.value }))}
        />
      </div>
      <p className="text-sm text-muted">{t(m['forms.requiredLegend'])}</p>
      <SubmitButton submitting={submitting} size="lg" className="w-full sm:w-auto sm:justify-self-start" icon={<Send aria-hidden />} busyLabel={t(m['forms.contact.submitting'])}>
        {t(m['forms.contact.submit'])}
      </SubmitButton>
    </form>
  )
}
