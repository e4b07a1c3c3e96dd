import { Clock, Mail, MessageSquare } from 'lucide-react'
import { useActionData } from 'react-router'
import type { Route } from './+types/contact'
import { BackLink } from '~/components/editorial/back-link.tsx'
import { ContactForm } from '~/components/forms/contact-form.tsx'
import { NoScriptSubmissionProvider, type NoScriptSubmission } from '~/components/forms/no-script.tsx'
import { Card } from '~/components/ui/card.tsx'
import { useT } from '~/i18n/context.tsx'
import type { Message } from '~/i18n/translate.ts'
import { routeMeta } from '~/lib/meta.ts'
import { useRootData } from '~/lib/root-data.ts'
import { usePaths } from '~/lib/use-paths.ts'
import { m } from '~/paraglide/messages.js'

export { noScriptAction as action } from '~/components/forms/no-script.server.ts'

export const meta: Route.MetaFunction = routeMeta(({ paths }) => ({
  title: m['forms.contact.metaTitle'],
  description: m['forms.contact.metaDescription'],
  keywords: m['forms.contact.metaKeywords'],
  breadcrumbs: [{ name: m['nav.contact'], path: paths.contact() }],
}))

/** Spec sections 2 and 9: Monday to Friday 9h00-18h00, Saturday 10h00-16h00, Sunday closed. */
const openingHours: readonly Message[] = [m['forms.contact.hours.weekdays'], m['forms.contact.hours.saturday'], m['forms.contact.hours.sunday']]

export default function Contact() {
  const submitted = useActionData<NoScriptSubmission>()
  const t = useT()
  const paths = usePaths()
  const { contactEmail } = useRootData()
  return (
    <>
      <section aria-labelledby="contact-title" className="border-b border-line bg-surface">
        <div className="container-page grid gap-4 py-10 lg:py-14">
          <BackLink to={paths.home()}>{t(m['notFound.backHome'])}</BackLink>
          <h1 id="contact-title" className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
            {t(m['forms.contact.title'])}
          </h1>
          <p className="max-w-2xl text-lg text-muted">{t(m['forms.contact.intro'])}</p>
        </div>
      </section>
      <div className="container-page grid gap-8 py-10 lg:grid-cols-3 lg:py-14">
        <aside className="grid content-start gap-5" aria-label={t(m['forms.contact.infoLabel'])}>
          {/* Hidden when the server has no address to show (an empty mailto:): the prerendered page is the same. */}
          <Card className="grid gap-3 p-6 has-[a[href='mailto:']]:hidden">
            <h2 className="flex items-center gap-2 text-lg font-bold text-ink">
              <Mail className="size-5 text-brand" aria-hidden /> {t(m['forms.contact.emailTitle'])}
            </h2>
            <p className="text-sm text-muted">{t(m['forms.contact.emailText'])}</p>
            <a href={`mailto:${contactEmail}`} className="break-all font-semibold text-brand underline-offset-4 hover:underline" dir="ltr">
              {contactEmail}
            </a>
          </Card>
          <Card className="grid gap-3 p-6">
            <h2 className="flex items-center gap-2 text-lg font-bold text-ink">
              <Clock className="size-5 text-brand" aria-hidden /> {t(m['forms.contact.hoursTitle'])}
            </h2>
            <ul className="grid gap-1.5 text-ink">
              {openingHours.map((message) => (
                <li key={t(message)}>{t(message)}</li>
              ))}
            </ul>
          </Card>
        </aside>
        <Card as="section" aria-labelledby="contact-form-title" className="grid gap-5 p-5 sm:p-8 lg:col-span-2">
          <h2 id="contact-form-title" className="flex items-center gap-2 text-xl font-bold text-ink">
            <MessageSquare className="size-5 text-brand" aria-hidden /> {t(m['forms.contact.formTitle'])}
          </h2>
          <div>
            <NoScriptSubmissionProvider value={submitted}>
              <ContactForm />
            </NoScriptSubmissionProvider>
          </div>
        </Card>
      </div>
    </>
  )
}
