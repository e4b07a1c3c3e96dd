import { Clock, Mail, MessageSquare } from 'lucide-react'
import { useActionData } from 'react-router'
import type { Route } from './+types/contact'
import { BackLink } from '~/components/editorial/back-link.tsx'
import { ContactForm } from '~/components/forms/contact-form.tsx'
import { NoScriptSubmissionProvider } from '~/components/forms/no-script.tsx'
import { noScriptSubmission } from '~/components/forms/no-script.server.ts'
import { useT } from '~/i18n/context.tsx'
import { translate } from '~/i18n/translate.ts'
import type { Message } from '~/i18n/translate.ts'
import { pageMeta } from '~/lib/meta.ts'
import { rootDataFromMatches, useRootData } from '~/lib/root-data.ts'
import { pathsOf } from '~/lib/paths.ts'
import { usePaths } from '~/lib/use-paths.ts'
import { m } from '~/paraglide/messages.js'

// The form, its field components and its shared strings load when the visitor first uses it.

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { language, siteUrl } = rootDataFromMatches(matches)
  return pageMeta({
    title: translate(language, m['forms.contact.metaTitle']),
    description: translate(language, m['forms.contact.metaDescription']),
    keywords: translate(language, m['forms.contact.metaKeywords']),
    path: location.pathname,
    siteUrl,
    language,
    breadcrumbs: [{ name: translate(language, m['nav.contact']), path: pathsOf(language).contact() }],
  })
}

/** A form sent before the page's script ran: the page again, with what was typed (no-script.server.ts). */
export async function action({ request }: Route.ActionArgs) {
  return noScriptSubmission(request)
}

/** Spec sections 2 and 9: Monday to Friday 9h00-18h00, Saturday 10h00-16h00, Sunday closed. */
const openingHours: readonly Message[] = [m['forms.contact.hours.weekdays'], m['forms.contact.hours.saturday'], m['forms.contact.hours.sunday']]

export default function Contact() {
  const t = useT()
  const paths = usePaths()
  const { contactEmail } = useRootData()
  const submitted = useActionData<typeof action>()
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
          <div className="grid gap-3 rounded-card border border-line bg-surface p-6 shadow-sm has-[a[href='mailto:']]:hidden">
            <h2 className="flex items-center gap-2 text-lg font-bold text-ink">
              <Mail className="size-5 text-brand" aria-hidden /> {t(m['forms.contact.emailTitle'])}
            </h2>
            <p className="text-sm text-muted">{t(m['forms.contact.emailText'])}</p>
            <a href={`mailto:${contactEmail}`} className="break-all font-semibold text-brand underline-offset-4 hover:underline" dir="ltr">
              {contactEmail}
            </a>
          </div>
          <div className="grid gap-3 rounded-card border border-line bg-surface p-6 shadow-sm">
            <h2 className="flex items-center gap-2 text-lg font-bold text-ink">
              <Clock className="size-5 text-brand" aria-hidden /> {t(m['forms.contact.hoursTitle'])}
            </h2>
            <ul className="grid gap-1.5 text-ink">
              {openingHours.map((message) => (
                <li key={t(message)}>{t(message)}</li>
              ))}
            </ul>
          </div>
        </aside>
        <section aria-labelledby="contact-form-title" className="grid gap-5 rounded-card border border-line bg-surface p-5 shadow-sm sm:p-8 lg:col-span-2">
          <h2 id="contact-form-title" className="flex items-center gap-2 text-xl font-bold text-ink">
            <MessageSquare className="size-5 text-brand" aria-hidden /> {t(m['forms.contact.formTitle'])}
          </h2>
          <div>
            <NoScriptSubmissionProvider value={submitted}>
              <ContactForm />
            </NoScriptSubmissionProvider>
          </div>
        </section>
      </div>
    </>
  )
}
