import { sourcesPage } from '../../content/sources.ts'
import type { Route } from './+types/sources'
import { pageSocialImage } from '~/components/editorial/social-image.ts'
import { useI18n } from '~/i18n/context.tsx'
import { languageOfRequest, pathsOf } from '~/lib/paths.ts'
import { sourceCounts } from '~/lib/directory-data.server.ts'
import { Markdown } from '~/lib/markdown.tsx'
import { pageMeta } from '~/lib/meta.ts'
import { rootDataFromMatches } from '~/lib/root-data.ts'

/** Where the directory's facts come from, and the open-data downloads. */
export function loader({ request }: Route.LoaderArgs) {
  const language = languageOfRequest(request)
  const counts = sourceCounts()
  const numbers = new Intl.NumberFormat(language)
  const content = sourcesPage.content[language].replace(/\{(total|handChecked|register)\}/g, (_, key: keyof typeof counts) => numbers.format(counts[key]))
  return { title: sourcesPage.title[language], description: sourcesPage.description[language], content }
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const { language, siteUrl } = rootDataFromMatches(matches)
  const title = loaderData?.title ?? sourcesPage.title[language]
  return pageMeta({
    title,
    description: loaderData?.description ?? sourcesPage.description[language],
    keywords: [title, 'ODbL', 'Israeli Tech Map', 'CSV', 'JSON'],
    path: location.pathname,
    siteUrl,
    language,
    image: pageSocialImage('/sources', title),
    breadcrumbs: [{ name: title, path: pathsOf(language).sources() }],
  })
}

export default function SourcesPage({ loaderData }: Route.ComponentProps) {
  const { language } = useI18n()
  return (
    <>
      <header className="border-b border-line bg-surface">
        <div className="container-page max-w-3xl py-10 sm:py-12">
          <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{loaderData.title}</h1>
          <p className="mt-3 text-muted">{loaderData.description}</p>
        </div>
      </header>
      <div key={language} className="container-page max-w-3xl py-10 text-start [&>div>p:first-child]:mt-0">
        <Markdown source={loaderData.content} />
      </div>
    </>
  )
}
