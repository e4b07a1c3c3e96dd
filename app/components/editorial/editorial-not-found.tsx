import { FileQuestion } from 'lucide-react'
import { Link } from '~/components/link.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'

/** The page of an unknown article or guide (answered with HTTP 404 by its loader). */
export function EditorialNotFound({ title, text, linkTo, linkLabel }: { title: string; text: string; linkTo: string; linkLabel: string }) {
  return (
    <section className="container-page grid place-items-center gap-4 py-24 text-center">
      <FileQuestion className="size-12 text-brand" aria-hidden />
      <h1 className="text-3xl font-extrabold text-ink">{title}</h1>
      <p className="max-w-md text-muted">{text}</p>
      <Link to={linkTo} className={buttonVariants({ size: 'lg' })}>
        {linkLabel}
      </Link>
    </section>
  )
}
