import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { Link } from '~/components/link.tsx'
import type { Route } from './+types/newsletter-confirm'
import { LoadingState } from '~/components/ui/spinner.tsx'
import { ResultCard } from '~/components/forms/result-card.tsx'
import { Address, RichText } from '~/components/forms/rich-text.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { useT } from '~/i18n/context.tsx'
import { ApiError, confirmNewsletter } from '~/lib/auth/account-api.ts'
import { routeMeta } from '~/lib/meta.ts'
import { usePaths } from '~/lib/use-paths.ts'
import { m } from '~/paraglide/messages.js'

export const meta: Route.MetaFunction = routeMeta({
  title: m['forms.newsletterConfirm.metaTitle'],
  description: m['forms.newsletterConfirm.metaDescription'],
  keywords: m['forms.newsletterPage.metaKeywords'],
  noindex: true,
})

type State = { kind: 'working' } | { kind: 'confirmed'; email: string } | { kind: 'invalid' } | { kind: 'failed' }

/**
 * The confirmation e-mail's link (double opt-in): the page confirms the subscription with its token
 * and says so. Only a browser running the page confirms, not a mail scanner fetching the link.
 */
export default function NewsletterConfirm() {
  const t = useT()
  const paths = usePaths()
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token') ?? ''
  const [state, setState] = useState<State>({ kind: 'working' })

  useEffect(() => {
    let current = true
    const settle = (next: State) => current && setState(next)
    if (!token) {
      settle({ kind: 'invalid' })
    } else {
      confirmNewsletter(token).then(
        ({ email }) => settle({ kind: 'confirmed', email }),
        (error: unknown) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) {
            settle({ kind: 'invalid' })
          } else {
            console.error(error)
            settle({ kind: 'failed' })
          }
        },
      )
    }
    return () => {
      current = false
    }
  }, [token])

  return (
    <div className="container-page py-12 lg:py-20">
      {state.kind === 'working' && <LoadingState label={t(m['forms.newsletterConfirm.working'])} />}
      {state.kind === 'confirmed' && (
        <ResultCard tone="success" title={t(m['forms.newsletterConfirm.doneTitle'])}>
          <p className="text-muted">
            <RichText template={t(m['forms.newsletterConfirm.doneText'], { email: '{email}' })} values={{ email: <Address email={state.email} /> }} />
          </p>
          <Link to={paths.home()} className={buttonVariants({ size: 'lg' })}>
            {t(m['notFound.backHome'])}
          </Link>
        </ResultCard>
      )}
      {state.kind === 'invalid' && (
        <ResultCard tone="error" title={t(m['forms.newsletterConfirm.invalidTitle'])}>
          <p className="text-muted">{t(m['forms.newsletterConfirm.invalidText'])}</p>
          <Link to={paths.newsletter()} className={buttonVariants({ size: 'lg' })}>
            {t(m['forms.newsletterConfirm.subscribeAgain'])}
          </Link>
        </ResultCard>
      )}
      {state.kind === 'failed' && (
        <ResultCard tone="error" title={t(m['forms.newsletter.errorTitle'])}>
          <p className="text-muted">{t(m['forms.newsletter.errorText'])}</p>
          <Link to={paths.home()} className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
            {t(m['notFound.backHome'])}
          </Link>
        </ResultCard>
      )}
    </div>
  )
}
