import type { Route } from './+types/rss'
import { blogRss } from '~/components/editorial/feeds.server.ts'
import { appConfigContext } from '~/lib/app-context.ts'
import { languageOfRequest } from '~/lib/paths.ts'

/** /blog/rss.xml, /en/blog/rss.xml, /he/blog/rss.xml: the blog as an RSS 2.0 feed in each language, linked from every page's head (lib/meta.ts). */
export function loader({ context, request }: Route.LoaderArgs) {
  return new Response(blogRss(context.get(appConfigContext).siteUrl, languageOfRequest(request)), {
    headers: { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  })
}
