import type { Route } from './+types/sources'
import { useI18n } from '~/i18n/context.tsx'
import { Markdown } from '~/lib/markdown.tsx'
import { routeMeta } from '~/lib/meta.ts'

export { loader } from './sources.server.ts'

export const meta: Route.MetaFunction = routeMeta(({ data: { title, description }, paths }) => ({
  title,
  description,
  keywords: [title, 'ODbL', 'Israeli Tech Map', 'CSV', 'JSON'],
  socialCard: paths.sources(),
  breadcrumbs: [{ name: title, path: paths.sources() }],
}))

/** Where the directory's facts come from, and the open-data downloads. */
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
