import { data } from 'react-router'
import { findLegalPageByPath } from '../../content/index.ts'
import type { Route } from './+types/legal'
import { formatContentDate } from '~/components/editorial/format.ts'
import { legalHeadingId } from '~/components/editorial/legal.ts'
import { slotMarker, withSlot } from '~/components/editorial/slot.tsx'
import { pageSocialImage } from '~/components/editorial/social-image.ts'
import { NotFound } from '~/components/not-found.tsx'
import { useI18n } from '~/i18n/context.tsx'
import { languageInfo } from '~/i18n/languages.ts'
import { headingEntries, Markdown, parseMarkdown } from '~/lib/markdown.tsx'
import { notFoundMeta, pageMeta } from '~/lib/meta.ts'
import { rootDataFromMatches } from '~/lib/root-data.ts'
import { splitLanguage } from '~/lib/paths.ts'
import { textLanguageAttributes } from '~/lib/text-language.ts'
import { legalPageIn } from '../../content/translations.ts'
import { m } from '~/paraglide/messages.js'

/**
 * The legal pages. Each is reachable by every path it lists (both the
 * English-style and the French-style ones, spec section 2); its canonical
 * address is the first of them.
 */
export function loader({ url }: Route.LoaderArgs) {
  // `url` is the page's address (a data request's `request.url` ends in '.data').
  const { path, language } = splitLanguage(url.pathname.replace(/(.)\/$/, '$1'))
  const french = findLegalPageByPath(path)
  if (!french) return data({ page: null, pageLanguage: 'fr' as const, canonicalPath: path }, { status: 404 })
  // The version in the page's language when there is one; the French stays the binding text (the page says so).
  const { text: page, language: pageLanguage } = legalPageIn(french, language)
  return { page, pageLanguage, canonicalPath: french.paths[0] ?? path }
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const { language, siteUrl } = rootDataFromMatches(matches)
  const page = loaderData?.page
  if (!page) {
    return notFoundMeta({ language, siteUrl, path: location.pathname })
  }
  const path = loaderData.canonicalPath
  const sections = headingEntries(parseMarkdown(page.content))
    .filter((heading) => heading.level === 2)
    .map((heading) => heading.text)
  return pageMeta({
    title: page.title,
    description: page.description,
    keywords: [page.title, ...sections.slice(0, 5)],
    path,
    siteUrl,
    language,
    image: pageSocialImage(path, page.title),
    breadcrumbs: [{ name: page.title, path }],
  })
}

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { t, language } = useI18n()
  const { page, pageLanguage } = loaderData
  const textLanguage = textLanguageAttributes(pageLanguage, language)
  if (!page) return <NotFound />
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
