import type { Route } from './+types/investment-guide'
import { articlePageMeta } from '~/components/editorial/article-meta.ts'
import { ArticleView } from '~/components/editorial/article-view.tsx'
import { investmentGuidePage } from '~/components/editorial/editorial.server.ts'
import { languageOfRequest } from '~/lib/paths.ts'
import { rootDataFromMatches } from '~/lib/root-data.ts'

/**
 * The standalone investment guide (spec section 2): the rich article with its
 * alternative title, 5-question FAQ, Article and FAQPage structured data, the
 * call to action to /categories, tags and the way back to the blog.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { page: investmentGuidePage(languageOfRequest(request)) }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { language, siteUrl } = rootDataFromMatches(matches)
  return loaderData ? articlePageMeta({ data: loaderData.page, siteUrl, language, trail: 'blog' }) : []
}

export default function InvestmentGuidePage({ loaderData }: Route.ComponentProps) {
  return <ArticleView data={loaderData.page} premium />
}
