import { ArrowRight, Mail } from 'lucide-react'
import { Link } from '~/components/link.tsx'
import type { Route } from './+types/pushit-replays'
import { BackLink } from '~/components/editorial/back-link.tsx'
import { pushitPage } from '~/components/editorial/editorial.server.ts'
import { pageSocialImage } from '~/components/editorial/social-image.ts'
import { buttonVariants } from '~/components/ui/button.tsx'
import { useI18n } from '~/i18n/context.tsx'
import { translate } from '~/i18n/translate.ts'
import { Markdown } from '~/lib/markdown.tsx'
import { pageMeta } from '~/lib/meta.ts'
import { rootDataFromMatches } from '~/lib/root-data.ts'
import { languageOfRequest, pathsOf } from '~/lib/paths.ts'
import { useTextLanguage } from '~/lib/text-language.ts'
import { usePaths } from '~/lib/use-paths.ts'
import { m } from '~/paraglide/messages.js'

const path = '/pushit-replays'

/** The editorial article on the sports replay startup (spec section 2). */
export function loader({ request }: Route.LoaderArgs) {
  const { text, language } = pushitPage(languageOfRequest(request))
  return { page: text, language }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { language, siteUrl } = rootDataFromMatches(matches)
  if (!loaderData) return []
  const { page } = loaderData
  return pageMeta({
    title: page.metaTitle,
    description: page.metaDescription,
    keywords: page.keywords,
    path,
    siteUrl,
    language,
    type: 'article',
    image: pageSocialImage(path, page.title),
    breadcrumbs: [
      { name: translate(language, m['nav.blog']), path: pathsOf(language).blog() },
      { name: page.title, path },
    ],
  })
}

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
