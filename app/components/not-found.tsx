import { ArrowRight, FileQuestion } from 'lucide-react'
import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { Link } from '~/components/link.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { useT } from '~/i18n/context.tsx'
import type { NotFoundAnswer } from '~/lib/not-found.ts'
import { usePaths } from '~/lib/use-paths.ts'
import { m } from '~/paraglide/messages.js'

/**
 * A missing page, as the root's error boundary shows it (app/root.tsx), answered with HTTP 404: the page of
 * its kind with the texts its loader said (app/lib/not-found.server.ts), or the 404 page. The boundary loads
 * this module when it shows one: few visits see a missing page, and every page carries the root.
 */
export function MissingPage({ answer }: { answer: NotFoundAnswer | null }) {
  if (!answer) return <NotFound />
  return answer.kind === 'sector' ? <SectorNotFound answer={answer} /> : <EditorialNotFound answer={answer} />
}

/** The 404 page (spec section 2): heading 404, a translated message, a link back to '/'; the path is logged. */
function NotFound() {
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

/** An unknown sector: the way home, and to every sector. */
function SectorNotFound({ answer }: { answer: NotFoundAnswer }) {
  const t = useT()
  const paths = usePaths()
  return (
    <section aria-labelledby="sector-not-found" className="container-page grid place-items-center gap-4 py-24 text-center">
      <span className="text-6xl" aria-hidden="true">
        🧭
      </span>
      <h1 id="sector-not-found" className="text-3xl font-extrabold text-ink">
        {answer.title}
      </h1>
      <p className="max-w-md text-lg text-muted">{answer.description}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.home()} className={buttonVariants({ size: 'lg' })}>
          {t(m['directory.sector.backHome'])}
        </Link>
        <Link to={paths.categories()} className={buttonVariants({ size: 'lg', variant: 'secondary' })}>
          {t(m['directory.sector.allCategories'])} <ArrowRight className="rtl:rotate-180" aria-hidden />
        </Link>
      </div>
    </section>
  )
}

/** An unknown article leads back to the blog, an unknown guide home. */
function EditorialNotFound({ answer }: { answer: NotFoundAnswer }) {
  const t = useT()
  const paths = usePaths()
  const [linkTo, linkLabel] = answer.kind === 'article' ? [paths.blog(), m['editorial.article.notFoundLink']] : [paths.home(), m['notFound.backHome']]
  return (
    <section className="container-page grid place-items-center gap-4 py-24 text-center">
      <FileQuestion className="size-12 text-brand" aria-hidden />
      <h1 className="text-3xl font-extrabold text-ink">{answer.title}</h1>
      <p className="max-w-md text-muted">{answer.description}</p>
      <Link to={linkTo} className={buttonVariants({ size: 'lg' })}>
        {t(linkLabel)}
      </Link>
    </section>
  )
}
