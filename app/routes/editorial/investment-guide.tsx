import type { Route } from './+types/investment-guide'
import { articleHead } from '~/components/editorial/article-meta.ts'
import { ArticleView } from '~/components/editorial/article-view.tsx'
import { routeMeta } from '~/lib/meta.ts'

export { loader } from './investment-guide.server.ts'

export const meta: Route.MetaFunction = routeMeta((page) => articleHead(page.data.page, 'blog', page))

/**
 * The standalone investment guide (spec section 2): the rich article with its
 * alternative title, 5-question FAQ, Article and FAQPage structured data, the
 * call to action to /categories, tags and the way back to the blog.
 */
export default function InvestmentGuidePage({ loaderData }: Route.ComponentProps) {
  return <ArticleView data={loaderData.page} />
}
