import type { Route } from './+types/blog-article'
import { articleHead } from '~/components/editorial/article-meta.ts'
import { ArticleView } from '~/components/editorial/article-view.tsx'
import { routeMeta } from '~/lib/meta.ts'

export { loader } from './blog-article.server.ts'

export const meta: Route.MetaFunction = routeMeta((page) => articleHead(page.data.page, 'blog', page))

export default function BlogArticlePage({ loaderData }: Route.ComponentProps) {
  return <ArticleView data={loaderData.page} />
}
