import { CalendarDays, Languages, Mail } from 'lucide-react'
import { useActionData } from 'react-router'
import type { Route } from './+types/newsletter'
import { BackLink } from '~/components/editorial/back-link.tsx'
import { NewsletterForm } from '~/components/forms/newsletter-form.tsx'
import { NoScriptSubmissionProvider, type NoScriptSubmission } from '~/components/forms/no-script.tsx'
import { Card } from '~/components/ui/card.tsx'
import { useT } from '~/i18n/context.tsx'
import { routeMeta } from '~/lib/meta.ts'
import { usePaths } from '~/lib/use-paths.ts'
import { m } from '~/paraglide/messages.js'

export { noScriptAction as action } from '~/components/forms/no-script.server.ts'

export const meta: Route.MetaFunction = routeMeta({
  title: m['forms.newsletterPage.metaTitle'],
  description: m['forms.newsletterPage.metaDescription'],
  keywords: m['forms.newsletterPage.metaKeywords'],
})

/** Spec section 2: a standalone card with a back link, the weekly description, its frequency and language (ADR 0049) and the form. */
export default function Newsletter() {
  const submitted = useActionData<NoScriptSubmission>()
  const t = useT()
  const paths = usePaths()
  // Frequency and language only: no subscriber count or open rate nobody measured (ADR 0049).
  const figures = [
    { icon: CalendarDays, value: t(m['directory.newsletter.weekly']), label: t(m['directory.newsletter.frequency']) },
    { icon: Languages, value: t(m['directory.newsletter.languageValue']), label: t(m['directory.newsletter.language']) },
  ]
  return (
    <div className="container-page grid gap-6 py-10 lg:py-14">
      <BackLink to={paths.home()}>{t(m['notFound.backHome'])}</BackLink>
      <Card as="article" aria-labelledby="newsletter-title" className="mx-auto grid w-full max-w-2xl gap-8 p-6 sm:p-10">
        <header className="grid justify-items-center gap-4 text-center">
          <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand text-white" aria-hidden="true">
            <Mail className="size-7" />
          </span>
          <h1 id="newsletter-title" className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
            {t(m['forms.newsletterPage.title'])}
          </h1>
          <p className="max-w-xl text-lg text-muted">{t(m['forms.newsletterPage.description'])}</p>
        </header>
        <dl className="grid grid-cols-2 gap-3">
          {figures.map(({ icon: Icon, value, label }) => (
            <div key={label} className="flex flex-col-reverse items-center gap-1 rounded-xl bg-brand-soft p-3 text-center sm:p-4">
              <dt className="text-xs text-muted sm:text-sm">{label}</dt>
              <dd className="flex flex-col items-center gap-1 text-lg font-extrabold text-brand sm:text-2xl">
                <Icon className="size-5" aria-hidden />
                <bdi>{value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
        <NoScriptSubmissionProvider value={submitted}>
          <NewsletterForm />
        </NoScriptSubmissionProvider>
        <p className="text-center text-sm text-muted">{t(m['forms.newsletterPage.footnote'])}</p>
      </Card>
    </div>
  )
}
