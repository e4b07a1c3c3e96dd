import type { Route } from './+types/legal'
import { formatContentDate } from '~/components/editorial/format.ts'
import { legalHeadingId } from '~/components/editorial/legal.ts'
import { slotMarker, withSlot } from '~/components/editorial/slot.tsx'
import { useI18n } from '~/i18n/context.tsx'
import { languageInfo } from '~/i18n/languages.ts'
import { headingEntries, Markdown, parseMarkdown } from '~/lib/markdown.tsx'
import { routeMeta } from '~/lib/meta.ts'
import { textLanguageAttributes } from '~/lib/text-language.ts'
import { m } from '~/paraglide/messages.js'

export { loader } from './legal.server.ts'

export const meta: Route.MetaFunction = routeMeta(({ data: { page, canonicalPath } }) => {
  const sections = headingEntries(parseMarkdown(page.content))
    .filter((heading) => heading.level === 2)
    .map((heading) => heading.text)
  return {
    title: page.title,
    description: page.description,
    keywords: [page.title, ...sections.slice(0, 5)],
    path: canonicalPath,
    socialCard: canonicalPath,
    breadcrumbs: [{ name: page.title, path: canonicalPath }],
  }
})

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { t, language } = useI18n()
  const { page, pageLanguage } = loaderData
  const textLanguage = textLanguageAttributes(pageLanguage, language)
  const sections = headingEntries(parseMarkdown(page.content), legalHeadingId).filter((heading) => heading.level === 2)
  return (
    <>
      <header className="border-b border-line bg-surface">
        <div className="container-page max-w-5xl py-10 sm:py-12">
          <h1 {...textLanguage} className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
            {page.title}
          </h1>
          <p className="mt-3 text-sm text-muted">
            {withSlot(
              t(m['editorial.legal.updatedAt'], { date: slotMarker }),
              <time dateTime={page.updatedAt} {...textLanguage}>
                {formatContentDate(page.updatedAt, languageInfo[pageLanguage].locale)}
              </time>,
            )}
          </p>
          {language !== 'fr' && (
            <p className="mt-2 text-sm text-muted">{t(pageLanguage === 'fr' ? m['editorial.legal.frenchOnly'] : m['editorial.legal.translation'])}</p>
          )}
        </div>
      </header>
      <div className="container-page grid max-w-5xl gap-10 py-10 lg:grid-cols-[14rem_1fr]">
        <nav aria-labelledby="legal-toc" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="legal-toc" className="mb-3 text-sm font-semibold uppercase tracking-wide text-muted">
            {t(m['editorial.legal.toc'])}
          </h2>
          <ol className="grid gap-1 border-s border-line text-sm" {...textLanguage}>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="-ms-px block border-s-2 border-transparent py-1 ps-3 text-muted hover:border-brand hover:text-brand">
                  {section.text}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div {...textLanguage} className="min-w-0 max-w-3xl text-start [&>div>h2:first-child]:mt-0">
          <Markdown source={page.content} headingIdFor={legalHeadingId} />
        </div>
      </div>
    </>
  )
}
