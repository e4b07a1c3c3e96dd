import type { Route } from './+types/sitemap'
import { sitemapXml } from '~/components/editorial/feeds.server.ts'
import { appConfigContext } from '~/lib/app-context.ts'

/** /sitemap.xml: every public page at its canonical address with its last modification date. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(sitemapXml(context.get(appConfigContext).siteUrl), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  })
}
