import { data } from 'react-router'
import type { Route } from './+types/not-found'
import { NotFound } from '~/components/not-found.tsx'
import { rootDataFromMatches } from '~/lib/root-data.ts'
import { pageMeta } from '~/lib/meta.ts'
import { translate } from '~/i18n/translate.ts'
import { m } from '~/paraglide/messages.js'

/** Any other path: the 404 page, with HTTP status 404, the attempted path logged. */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url)
  console.warn(`404 ${pathname}`)
  return data({ pathname }, { status: 404 })
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { language, siteUrl } = rootDataFromMatches(matches)
  return pageMeta({
    title: translate(language, m['generic.pageNotFound']),
    description: translate(language, m['notFound.message']),
    keywords: translate(language, m['meta.default.keywords']),
    path: location.pathname,
    siteUrl,
    language,
    noindex: true,
  })
}

export default function NotFoundRoute() {
  return <NotFound />
}
