import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { Link } from '~/components/link.tsx'
import { useT } from '~/i18n/context.tsx'
import { buttonVariants } from './ui/button.tsx'
import { usePaths } from '~/lib/use-paths.ts'
import { m } from '~/paraglide/messages.js'

/** The 404 page (spec section 2): heading 404, a translated message, a link back to '/'. */
export function NotFound() {
  const t = useT()
  const paths = usePaths()
  const { pathname } = useLocation()
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])
  return (
    <section className="container-page grid place-items-center gap-4 py-24 text-center">
      <h1 className="text-6xl font-extrabold text-brand">404</h1>
      <p className="text-xl font-semibold">{t(m['notFound.title'])}</p>
      <p className="max-w-md text-muted">{t(m['notFound.message'])}</p>
      <Link to={paths.home()} className={buttonVariants({ size: 'lg' })}>
        {t(m['notFound.backHome'])}
      </Link>
    </section>
  )
}
