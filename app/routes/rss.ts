import type { Route } from './+types/rss'
import { blogRss } from '~/components/editorial/feeds.server.ts'
import { appConfigContext } from '~/lib/app-context.ts'

/** /blog/rss.xml: the blog as an RSS 2.0 feed, linked from every page's head (root.tsx). */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(blogRss(context.get(appConfigContext).siteUrl), {
    headers: { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  })
}
