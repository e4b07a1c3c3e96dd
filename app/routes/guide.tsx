import { data } from 'react-router'
import type { Route } from './+types/guide'
import { articlePageMeta } from '~/components/editorial/article-meta.ts'
import { ArticleView } from '~/components/editorial/article-view.tsx'
import { EditorialNotFound } from '~/components/editorial/editorial-not-found.tsx'
import { guidePage } from '~/components/editorial/editorial.server.ts'
import { useT } from '~/i18n/context.tsx'
import { translate } from '~/i18n/translate.ts'
import { pageMeta } from '~/lib/meta.ts'
import { rootDataFromMatches } from '~/lib/root-data.ts'

/** The two guides written for this site (/guides/:slug, ADR 0006); an unknown slug answers 404. */
export function loader({ params }: Route.LoaderArgs) {
  const page = guidePage(params.slug)
  return page ? { page } : data({ page: null }, { status: 404 })
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const { language, siteUrl } = rootDataFromMatches(matches)
  const page = loaderData?.page
  if (!page) {
    return pageMeta({
      title: translate(language, 'editorial.guide.notFoundTitle'),
      description: translate(language, 'editorial.guide.notFoundText'),
      keywords: translate(language, 'editorial.blog.keywords'),
      path: location.pathname,
      siteUrl,
      language,
      noindex: true,
    })
  }
  return articlePageMeta({ data: page, siteUrl, language, trail: 'home' })
}

export default function GuidePage({ loaderData }: Route.ComponentProps) {
  const t = useT()
  if (!loaderData.page) {
    return (
      <EditorialNotFound
        title={t('editorial.guide.notFoundTitle')}
        text={t('editorial.guide.notFoundText')}
        linkTo="/"
        linkLabel={t('notFound.backHome')}
      />
    )
  }
  return <ArticleView data={loaderData.page} premium />
}
