import { ArrowRight, CalendarDays, Clock } from 'lucide-react'
import type { ImgHTMLAttributes } from 'react'
import { Link } from '~/components/link.tsx'
import { Card } from '~/components/ui/card.tsx'
import { useI18n, useT } from '~/i18n/context.tsx'
import { cn } from '~/lib/utils.ts'
import type { ArticleSummary } from './blog-filter.ts'
import { formatContentDate } from './format.ts'
import { TagList } from './tag-list.tsx'
import { usePaths } from '~/lib/use-paths.ts'
import { useTextLanguage } from '~/lib/text-language.ts'
import { m } from '~/paraglide/messages.js'

/** Category, date and reading time of an article, in one line. */
export function ArticleFacts({
  category,
  publishedAt,
  readTime,
  className,
}: {
  category?: React.ReactNode
  publishedAt: string
  readTime: number
  className?: string
}) {
  const { t, locale } = useI18n()
  return (
    <div className={cn('flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted', className)}>
      {category}
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays className="size-4 shrink-0" aria-hidden />
        {/* The date in the page's language, as the article's version is. */}
        <time dateTime={publishedAt}>{formatContentDate(publishedAt, locale)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock className="size-4 shrink-0" aria-hidden />
        {t(m['editorial.article.readTime'], { minutes: readTime })}
      </span>
    </div>
  )
}

export function CategoryBadge({ name, className }: { name: string; className?: string }) {
  return (
    <span lang="fr" dir="ltr" className={cn('inline-flex rounded-full bg-brand-soft px-3 py-1 text-xs font-semibold text-brand', className)}>
      {name}
    </span>
  )
}

/** An article's cover at its file's size, so that nothing moves when it loads; the caller gives the rest. */
export function CoverImage({
  image,
  ...attributes
}: { image: { src: string; width: number; height: number } } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height'>) {
  return <img src={image.src} width={image.width} height={image.height} {...attributes} />
}

/** A card of the blog grid: cover, category, date, reading time, title, excerpt, up to 3 tags. */
export function ArticleCard({ article, headingLevel = 3 }: { article: ArticleSummary; headingLevel?: 2 | 3 }) {
  const t = useT()
  const paths = usePaths()
  const written = useTextLanguage(article.language)
  const Heading = `h${headingLevel}` as const
  return (
    <Card as="article" linked className="group flex flex-col overflow-hidden transition-shadow has-[a:focus-visible]:ring-offset-2">
      <CoverImage image={article.coverImage} alt="" loading="lazy" decoding="async" className="aspect-[40/21] h-auto w-full bg-brand-soft object-cover" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <ArticleFacts category={<CategoryBadge name={article.category} />} publishedAt={article.publishedAt} readTime={article.readTime} />
        <Heading {...written} className="text-lg font-bold leading-snug text-ink">
          {/* The whole card is clickable through this link's stretched area. */}
          <Link to={paths.page(article.path)} className="after:absolute after:inset-0 after:content-[''] hover:text-brand focus-visible:outline-none">
            {article.title}
          </Link>
        </Heading>
        <p {...written} className="line-clamp-3 text-sm leading-relaxed text-muted">
          {article.excerpt}
        </p>
        <TagList tags={article.tags} limit={3} className="mt-auto pt-2" language={article.language} />
        <span className="inline-flex items-center gap-1 text-sm font-semibold text-brand" aria-hidden>
          {t(m['editorial.article.readArticle'])}
          <ArrowRight className="size-4 rtl:rotate-180" />
        </span>
      </div>
    </Card>
  )
}

/** The featured block: the newest featured article, large. */
export function FeaturedArticle({ article }: { article: ArticleSummary }) {
  const t = useT()
  const paths = usePaths()
  const written = useTextLanguage(article.language)
  return (
    <Card as="article" linked className="group grid overflow-hidden transition-shadow has-[a:focus-visible]:ring-offset-2 md:grid-cols-2">
      <CoverImage image={article.coverImage} alt="" fetchPriority="high" className="aspect-[40/21] h-auto w-full bg-brand-soft object-cover md:aspect-auto md:h-full" />
      <div className="flex flex-col justify-center gap-4 p-6 sm:p-8">
        <p className="text-xs font-bold uppercase tracking-wider text-accent">{t(m['editorial.blog.featured'])}</p>
        <ArticleFacts category={<CategoryBadge name={article.category} />} publishedAt={article.publishedAt} readTime={article.readTime} />
        <h3 {...written} className="text-2xl font-bold leading-tight text-ink sm:text-3xl">
          <Link to={paths.page(article.path)} className="after:absolute after:inset-0 after:content-[''] hover:text-brand focus-visible:outline-none">
            {article.title}
          </Link>
        </h3>
        <p {...written} className="leading-relaxed text-muted">
          {article.excerpt}
        </p>
        <TagList tags={article.tags} limit={3} language={article.language} />
        <span className="inline-flex items-center gap-1 font-semibold text-brand" aria-hidden>
          {t(m['editorial.article.readArticle'])}
          <ArrowRight className="size-4 rtl:rotate-180" />
        </span>
      </div>
    </Card>
  )
}
