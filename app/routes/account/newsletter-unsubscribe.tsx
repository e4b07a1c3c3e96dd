import { MailX } from 'lucide-react'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { Link } from '~/components/link.tsx'
import type { Route } from './+types/newsletter-unsubscribe'
import { Spinner } from '~/components/ui/spinner.tsx'
import { ResultCard } from '~/components/forms/result-card.tsx'
import { Button, buttonVariants } from '~/components/ui/button.tsx'
import { useT } from '~/i18n/context.tsx'
import { ApiError, unsubscribeNewsletter } from '~/lib/auth/account-api.ts'
import { routeMeta } from '~/lib/meta.ts'
import { toast } from '~/lib/toast.ts'
import { usePaths } from '~/lib/use-paths.ts'
import { m } from '~/paraglide/messages.js'

export const meta: Route.MetaFunction = routeMeta({
  title: m['forms.newsletterUnsubscribe.metaTitle'],
  description: m['forms.newsletterUnsubscribe.metaDescription'],
  keywords: m['forms.newsletterPage.metaKeywords'],
  noindex: true,
})

/**
 * The unsubscribe link of the newsletter e-mails. The visitor confirms with one click (a link opened by
 * a mail scanner must not unsubscribe anyone; mail clients use the one-click List-Unsubscribe header).
 */
export default function NewsletterUnsubscribe() {
  const t = useT()
  const paths = usePaths()
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token') ?? ''
  const [state, setState] = useState<'ready' | 'working' | 'done' | 'invalid'>(token ? 'ready' : 'invalid')

  async function unsubscribe() {
    setState('working')
    try {
      await unsubscribeNewsletter(token)
      setState('done')
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) {
        setState('invalid')
      } else {
        console.error(error)
        setState('ready')
        toast({ title: t(m['forms.newsletter.errorTitle']), description: t(m['forms.newsletter.errorText']), variant: 'destructive' })
      }
    }
  }

  return (
    <div className="container-page py-12 lg:py-20">
      {(state === 'ready' || state === 'working') && (
        <ResultCard tone="neutral" icon={MailX} title={t(m['forms.newsletterUnsubscribe.title'])}>
          <p className="text-muted">{t(m['forms.newsletterUnsubscribe.text'])}</p>
          <Button type="button" size="lg" disabled={state === 'working'} onClick={() => void unsubscribe()}>
            {state === 'working' ? <Spinner /> : <MailX aria-hidden />}
            {state === 'working' ? t(m['forms.newsletterUnsubscribe.working']) : t(m['forms.newsletterUnsubscribe.confirm'])}
          </Button>
        </ResultCard>
      )}
      {state === 'done' && (
        <ResultCard tone="success" title={t(m['forms.newsletterUnsubscribe.doneTitle'])}>
          <p className="text-muted">{t(m['forms.newsletterUnsubscribe.doneText'])}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <Link to={paths.home()} className={buttonVariants({ size: 'lg' })}>
              {t(m['notFound.backHome'])}
            </Link>
            <Link to={paths.newsletter()} className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
              {t(m['forms.newsletterConfirm.subscribeAgain'])}
            </Link>
          </div>
        </ResultCard>
      )}
      {state === 'invalid' && (
        <ResultCard tone="error" title={t(m['forms.newsletterUnsubscribe.invalidTitle'])}>
          <p className="text-muted">{t(m['forms.newsletterUnsubscribe.invalidText'])}</p>
          <Link to={paths.home()} className={buttonVariants({ size: 'lg' })}>
            {t(m['notFound.backHome'])}
          </Link>
        </ResultCard>
      )}
    </div>
  )
}
