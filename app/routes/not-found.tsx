import { data } from 'react-router'
import type { Route } from './+types/not-found'
import { NotFound } from '~/components/not-found.tsx'
import { rootDataFromMatches } from '~/lib/root-data.ts'
import { notFoundMeta } from '~/lib/meta.ts'

/** Any other path: the 404 page, with HTTP status 404, the attempted path logged. */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url)
  console.warn(`404 ${pathname}`)
  return data({ pathname }, { status: 404 })
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { language, siteUrl } = rootDataFromMatches(matches)
  return notFoundMeta({ language, siteUrl, path: location.pathname })
}

export default function NotFoundRoute() {
  return <NotFound />
}
