import { ArrowRight, BookOpen, FileText, Newspaper } from 'lucide-react'
import type { ReactNode } from 'react'
import type { Route } from './+types/topic'
import { CategoriesCallToAction } from '~/components/editorial/article-sections.tsx'
import { BackLink } from '~/components/editorial/back-link.tsx'
import type { TopicEntry, TopicPageData } from '~/components/editorial/types.ts'
import { Link } from '~/components/link.tsx'
import { Card, cardVariants } from '~/components/ui/card.tsx'
import { groupThousands } from '~/components/directory/format.ts'
import { useI18n } from '~/i18n/context.tsx'
import type { Message } from '~/i18n/translate.ts'
import { routeMeta } from '~/lib/meta.ts'
import { textLanguageAttributes } from '~/lib/text-language.ts'
import { usePaths } from '~/lib/use-paths.ts'
import { m } from '~/paraglide/messages.js'

export { loader } from './topic.server.ts'

export const meta: Route.MetaFunction = routeMeta(({ data: { page }, paths }) => ({
  title: page.topic.title,
  description: page.topic.description,
  keywords: page.keywords,
  path: paths.topic(page.topic.slug),
  socialCard: paths.topic(page.topic.slug),
  breadcrumbs: [
    { name: m['nav.categories'], path: paths.categories() },
    { name: page.topic.title, path: paths.topic(page.topic.slug) },
  ],
}))

export default function TopicPage({ loaderData }: Route.ComponentProps) {
  return <Topic page={loaderData.page} />
}

const kindLabel: Record<TopicEntry['kind'], Message> = {
  article: m['editorial.topic.kindArticle'],
  guide: m['editorial.topic.kindGuide'],
  dossier: m['editorial.topic.kindDossier'],
}

const kindIcon = { article: Newspaper, guide: BookOpen, dossier: FileText } as const

/** A section of the topic page: its heading, then its list. */
function TopicSection({ id, title, className, children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="mb-6 text-2xl font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  )
}

function Topic({ page }: { page: TopicPageData }) {
  const { t, language } = useI18n()
  const paths = usePaths()
  const { topic, entries, sectors, profiles } = page
  return (
    <>
      <header className="border-b border-line bg-gradient-to-b from-brand-soft to-surface">
        <div className="container-page max-w-4xl py-10 sm:py-14">
          <BackLink to={paths.categories()}>{t(m['nav.categories'])}</BackLink>
          <div>
            <h1 className="mt-5 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{topic.title}</h1>
            <p className="mt-5 text-lg leading-relaxed text-muted">{topic.intro}</p>
          </div>
        </div>
      </header>

      <div className="container-page max-w-5xl py-10">
        <TopicSection id="topic-entries" title={t(m['editorial.topic.contents'])}>
          <ul className="grid gap-5 md:grid-cols-2">
            {entries.map((entry) => {
              const Icon = kindIcon[entry.kind]
              const text = textLanguageAttributes(entry.language, language)
              return (
                <Card as="li" key={entry.path} linked className="flex flex-col gap-3 p-5">
                  <span className="inline-flex items-center gap-1.5 self-start rounded-full bg-brand-soft px-3 py-1 text-xs font-semibold text-brand">
                    <Icon className="size-3.5" aria-hidden />
                    {t(kindLabel[entry.kind])}
                  </span>
                  <h3 {...text} className="text-lg font-bold leading-snug text-ink">
                    <Link to={paths.page(entry.path)} className="after:absolute after:inset-0 after:content-[''] hover:text-brand focus-visible:outline-none">
                      {entry.title}
                    </Link>
                  </h3>
                  {entry.section && (
                    <p {...text} className="text-sm font-semibold text-accent">
                      § {entry.section}
                    </p>
                  )}
                  <p {...text} className="line-clamp-3 text-sm leading-relaxed text-muted">
                    {entry.excerpt}
                  </p>
                  <span className="mt-auto inline-flex items-center gap-1 text-sm font-semibold text-brand" aria-hidden>
                    {t(m['editorial.topic.readMore'])}
                    <ArrowRight className="size-4 rtl:rotate-180" />
                  </span>
                </Card>
              )
            })}
          </ul>
        </TopicSection>

        {sectors.length > 0 && (
          <TopicSection id="topic-sectors" title={t(m['editorial.topic.sectors'])} className="mt-14">
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {sectors.map((sector) => (
                <li key={sector.id}>
                  <Link
                    to={paths.sector(sector.id)}
                    className={cardVariants({ elevation: 'flat', className: 'flex items-center gap-3 p-4 hover:border-brand hover:bg-brand-soft' })}
                  >
                    <span className="text-2xl" aria-hidden>
                      {sector.icon}
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block font-semibold text-ink">{sector.name[language]}</span>
                      <span className="block text-sm text-muted">
                        {sector.count === 1 ? t(m['editorial.topic.companyCountOne']) : t(m['editorial.topic.companyCountOther'], { count: groupThousands(String(sector.count), language) })}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </TopicSection>
        )}

        {profiles.length > 0 && (
          <TopicSection id="topic-profiles" title={t(m['editorial.topic.profiles'])} className="mt-14">
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {profiles.map((profile) => (
                <li key={profile.slug}>
                  <Link
                    to={paths.company(profile.slug)}
                    className={cardVariants({ elevation: 'flat', className: 'block h-full p-4 hover:border-brand hover:bg-brand-soft' })}
                  >
                    <span className="block font-semibold text-ink">{profile.name}</span>
                    <span {...textLanguageAttributes(profile.language, language)} className="mt-1 block text-sm text-muted">
                      {profile.tagline}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <Link to={paths.directory()} className="mt-6 inline-flex items-center gap-1 font-semibold text-brand underline-offset-4 hover:underline">
              {t(m['editorial.topic.directory'])}
              <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
            </Link>
          </TopicSection>
        )}

        <CategoriesCallToAction />
      </div>
    </>
  )
}
