import type { Route } from './+types/not-found'
import { notFound } from '~/lib/not-found.server.ts'

/** Any other path: the 404 page (the root's error boundary renders it), with HTTP status 404, the path logged. */
export function loader({ request }: Route.LoaderArgs) {
  notFound(request)
}

/** Never rendered, since the loader always throws; a component makes this address a page, not a resource route. */
export default function NotFoundRoute() {
  return null
}
