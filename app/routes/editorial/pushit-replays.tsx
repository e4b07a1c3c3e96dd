import { ArrowRight, Mail } from 'lucide-react'
import type { Route } from './+types/pushit-replays'
import { BackLink } from '~/components/editorial/back-link.tsx'
import { Link } from '~/components/link.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { useI18n } from '~/i18n/context.tsx'
import { Markdown } from '~/lib/markdown.tsx'
import { routeMeta } from '~/lib/meta.ts'
import { pageSocialImage } from '~/lib/social-image.ts'
import { useTextLanguage } from '~/lib/text-language.ts'
import { usePaths } from '~/lib/use-paths.ts'
import { m } from '~/paraglide/messages.js'

export { loader } from './pushit-replays.server.ts'

export const meta: Route.MetaFunction = routeMeta(({ data: { page }, paths }) => ({
  title: page.metaTitle,
  description: page.metaDescription,
  keywords: page.keywords,
  path: paths.pushit(),
  type: 'article',
  image: pageSocialImage(paths.pushit(), page.title),
  breadcrumbs: [
    { name: m['nav.blog'], path: paths.blog() },
    { name: page.title, path: paths.pushit() },
  ],
}))

export default function PushitReplaysPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n()
  const paths = usePaths()
  const { page } = loaderData
  // The article in the page's language; a French fallback is marked as such.
  const written = useTextLanguage(loaderData.language)
  return (
    <article className="pb-16">
      <header className="border-b border-line bg-gradient-to-b from-brand-soft to-surface">
        <div className="container-page max-w-4xl py-10 sm:py-14">
          <BackLink to={paths.blog()}>{t(m['editorial.article.backToBlog'])}</BackLink>
          <p className="mt-6 text-xs font-bold uppercase tracking-wider text-accent">{t(m['editorial.pushit.kicker'])}</p>
          <div {...written} className="text-start">
            <h1 className="mt-3 text-3xl font-extrabold leading-tight tracking-tight text-ink sm:text-4xl lg:text-5xl">{page.title}</h1>
            <p className="mt-5 text-lg leading-relaxed text-muted">{page.intro}</p>
          </div>
        </div>
      </header>
      <div className="container-page max-w-4xl">
        <div {...written} className="mt-6 max-w-3xl text-start">
          <Markdown source={page.content} />
        </div>
        <div className="mt-12 flex max-w-3xl flex-col gap-3 sm:flex-row">
          <Link to={paths.company('pushit-replays')} className={buttonVariants({ size: 'lg' })}>
            {t(m['editorial.pushit.profileLink'])}
            <ArrowRight className="rtl:rotate-180" aria-hidden />
          </Link>
          <Link to={paths.contact()} className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
            <Mail aria-hidden />
            {t(m['editorial.pushit.contactLink'])}
          </Link>
        </div>
      </div>
    </article>
  )
}
