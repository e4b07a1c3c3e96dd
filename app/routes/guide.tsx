import { data } from 'react-router'
import type { Route } from './+types/guide'
import { articleRouteMeta } from '~/components/editorial/article-meta.ts'
import { ArticleView } from '~/components/editorial/article-view.tsx'
import { EditorialNotFound } from '~/components/editorial/editorial-not-found.tsx'
import { guidePage } from '~/components/editorial/editorial.server.ts'
import { useT } from '~/i18n/context.tsx'
import { languageOfRequest } from '~/lib/paths.ts'
import { usePaths } from '~/lib/use-paths.ts'
import { m } from '~/paraglide/messages.js'

/** The two guides written for this site (/guides/:slug); an unknown slug answers 404. */
export function loader({ params, request }: Route.LoaderArgs) {
  const page = guidePage(params.slug, languageOfRequest(request))
  return page ? { page } : data({ page: null }, { status: 404 })
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  articleRouteMeta(
    { page: loaderData?.page, matches, pathname: location.pathname },
    { trail: 'home', notFoundTitle: m['editorial.guide.notFoundTitle'], notFoundText: m['editorial.guide.notFoundText'] },
  )

export default function GuidePage({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const paths = usePaths()
  if (!loaderData.page) {
    return (
      <EditorialNotFound
        title={t(m['editorial.guide.notFoundTitle'])}
        text={t(m['editorial.guide.notFoundText'])}
        linkTo={paths.home()}
        linkLabel={t(m['notFound.backHome'])}
      />
    )
  }
  return <ArticleView data={loaderData.page} premium />
}
