import { Mail } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useT } from '~/i18n/context.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { cn } from '~/lib/utils.ts'

/** The newsletter's figures (spec section 9): static claims of the product. */
export const newsletterFigures = { subscribers: '12,000+', openRate: '98%' } as const

/**
 * The home page's newsletter call to action: title, text, the three figures
 * (subscribers, weekly, open rate) and a way to subscribe. The slot `form`
 * takes the sign-up form when it is given one; without it, a prominent link
 * leads to the /newsletter page, where the form is.
 */
export function NewsletterCallToAction({ form, className }: { form?: ReactNode; className?: string }) {
  const t = useT()
  const figures = [
    { value: newsletterFigures.subscribers, label: t('directory.newsletter.subscribers') },
    { value: t('directory.newsletter.weekly'), label: t('directory.newsletter.frequency') },
    { value: newsletterFigures.openRate, label: t('directory.newsletter.openRate') },
  ]
  return (
    <section aria-labelledby="newsletter-cta-title" className={cn('bg-gradient-to-br from-brand to-brand-strong text-white', className)}>
      <div className="container-page grid gap-10 py-16 lg:grid-cols-2 lg:items-center">
        <div className="grid gap-4">
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-white/15" aria-hidden="true">
            <Mail className="size-6" />
          </span>
          <h2 id="newsletter-cta-title" className="text-3xl font-bold tracking-tight">
            {t('directory.newsletter.title')}
          </h2>
          <p className="max-w-xl text-lg text-blue-50">{t('directory.newsletter.text')}</p>
          {form ?? (
            <div>
              <Link to="/newsletter" className={buttonVariants({ variant: 'inverse', size: 'lg' })}>
                {t('directory.newsletter.cta')}
              </Link>
            </div>
          )}
        </div>
        <dl className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-3">
          {figures.map((figure) => (
            <div
              key={figure.label}
              className="flex items-center justify-between gap-3 rounded-card bg-white/10 px-4 py-3 ring-1 ring-white/20 min-[480px]:flex-col-reverse min-[480px]:justify-end min-[480px]:py-4 min-[480px]:text-center"
            >
              <dt className="text-sm text-blue-50">{figure.label}</dt>
              <dd className="text-2xl font-extrabold lg:text-3xl">
                <bdi>{figure.value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
