import type { Route } from './+types/guide'
import { articleHead } from '~/components/editorial/article-meta.ts'
import { ArticleView } from '~/components/editorial/article-view.tsx'
import { routeMeta } from '~/lib/meta.ts'

export { loader } from './guide.server.ts'

export const meta: Route.MetaFunction = routeMeta((page) => articleHead(page.data.page, 'home', page))

export default function GuidePage({ loaderData }: Route.ComponentProps) {
  return <ArticleView data={loaderData.page} />
}
