import { data } from 'react-router'
import type { Route } from './+types/blog-article'
import { articleRouteMeta } from '~/components/editorial/article-meta.ts'
import { ArticleView } from '~/components/editorial/article-view.tsx'
import { EditorialNotFound } from '~/components/editorial/editorial-not-found.tsx'
import { blogArticlePage } from '~/components/editorial/editorial.server.ts'
import { useT } from '~/i18n/context.tsx'
import { languageOfRequest } from '~/lib/paths.ts'
import { usePaths } from '~/lib/use-paths.ts'
import { m } from '~/paraglide/messages.js'

/** One article; an unknown slug answers 404 with the 'Article non trouvé' page. */
export function loader({ params, request }: Route.LoaderArgs) {
  const page = blogArticlePage(params.slug, languageOfRequest(request))
  return page ? { page } : data({ page: null }, { status: 404 })
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  // The investment article's canonical address is its standalone page (same content).
  articleRouteMeta(
    { page: loaderData?.page, matches, pathname: location.pathname },
    { trail: 'blog', notFoundTitle: m['editorial.article.notFoundTitle'], notFoundText: m['editorial.article.notFoundText'] },
  )

export default function BlogArticlePage({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const paths = usePaths()
  if (!loaderData.page) {
    return (
      <EditorialNotFound
        title={t(m['editorial.article.notFoundTitle'])}
        text={t(m['editorial.article.notFoundText'])}
        linkTo={paths.blog()}
        linkLabel={t(m['editorial.article.notFoundLink'])}
      />
    )
  }
  return <ArticleView data={loaderData.page} />
}
