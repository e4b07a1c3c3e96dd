import { Mail } from 'lucide-react'
import { useT } from '~/i18n/context.tsx'
import { m } from '~/paraglide/messages.js'

/*
 * The parts of the home page's newsletter call to action that are kept
 * sections, loaded only when the browser renders them.
 * The call to action itself, with its form, is in home.tsx.
 */

/** The call to action's words: its icon, title and text. */
export function NewsletterCallToActionText() {
  const t = useT()
  return (
    <>
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-white/15" aria-hidden="true">
        <Mail className="size-6" />
      </span>
      <h2 id="newsletter-cta-title" className="text-3xl font-bold tracking-tight">
        {t(m['directory.newsletter.title'])}
      </h2>
      <p className="max-w-xl text-lg text-blue-50">{t(m['directory.newsletter.text'])}</p>
    </>
  )
}

/**
 * What the newsletter is: its frequency and its language (the page's, where one subscribes). No subscriber count or
 * open rate: nobody has measured them (issue 33, ADR 0049, superseding the specification's '12,000+' and '98%').
 */
export function NewsletterCallToActionFigures() {
  const t = useT()
  const figures = [
    { value: t(m['directory.newsletter.weekly']), label: t(m['directory.newsletter.frequency']) },
    { value: t(m['directory.newsletter.languageValue']), label: t(m['directory.newsletter.language']) },
  ]
  return (
    <>
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
    </>
  )
}
