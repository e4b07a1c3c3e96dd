import type { Route } from './+types/robots'
import { robotsTxt } from '~/components/editorial/feeds.server.ts'
import { appConfigContext } from '~/lib/app-context.ts'

/** /robots.txt: points to the sitemap and keeps the account pages out of search engines. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.get(appConfigContext).siteUrl), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  })
}
