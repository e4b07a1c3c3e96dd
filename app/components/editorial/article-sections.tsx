import { ArrowRight, Compass } from 'lucide-react'
import { Link } from '~/components/link.tsx'
import { Card } from '~/components/ui/card.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { useI18n } from '~/i18n/context.tsx'
import { Markdown } from '~/lib/markdown.tsx'
import { ArticleCard, ArticleFacts, CategoryBadge, CoverImage } from './article-card.tsx'
import { BackLink } from './back-link.tsx'
import { slotMarker, withSlot } from './slot.tsx'
import { blogSearch } from './blog-search.ts'
import { TagList } from './tag-list.tsx'
import type { ArticlePageData } from './types.ts'
import { usePaths } from '~/lib/use-paths.ts'
import { useTextLanguage } from '~/lib/text-language.ts'
import { m } from '~/paraglide/messages.js'

/**
 * An article's kept parts, with the Markdown renderer:
 * rendered by the server, and in the browser only after a client-side
 * navigation or a language change, so a first visit never downloads this
 * module. The article is in the page's language; where it has no
 * version in it, the French text is shown and marked with its lang and dir.
 */
export function ArticleHeader({ data }: { data: ArticlePageData }) {
  const { t, language } = useI18n()
  const paths = usePaths()
  const { article, author, categorySlug } = data
  const written = useTextLanguage(data.language)
  const category = categorySlug ? (
    <Link to={paths.blog(blogSearch({ category: categorySlug }))} className="rounded-full hover:opacity-80">
      <CategoryBadge name={article.category} />
    </Link>
  ) : (
    <CategoryBadge name={article.category} />
  )
  return (
    <div className="container-page max-w-4xl py-8 sm:py-12">
      <BackLink to={paths.blog()}>{t(m['editorial.article.backToBlog'])}</BackLink>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <ArticleFacts category={category} publishedAt={article.publishedAt} readTime={article.readTime} />
      </div>
      <div {...written} className="text-start">
        <h1 className="mt-5 text-3xl font-extrabold leading-tight tracking-tight text-ink sm:text-4xl lg:text-5xl">{article.title}</h1>
        {article.alternativeTitle && <p className="mt-3 text-xl font-semibold text-brand sm:text-2xl">{article.alternativeTitle}</p>}
        <p className="mt-5 text-lg leading-relaxed text-muted">{article.excerpt}</p>
      </div>
      <div className="mt-6 flex items-center gap-3">
        <img src={author.avatar} width={48} height={48} alt="" className="size-12 shrink-0 rounded-full" />
        <p className="text-sm font-semibold text-ink">{withSlot(t(m['editorial.article.by'], { author: slotMarker }), <bdi>{author.name}</bdi>)}</p>
      </div>
      {data.language !== language && <p className="mt-4 text-sm text-muted">{t(m['editorial.article.frenchOnly'])}</p>}
    </div>
  )
}

export function ArticleText({ data }: { data: ArticlePageData }) {
  const { article } = data
  const written = useTextLanguage(data.language)
  return (
    <>
      <figure className="mt-8">
        <CoverImage
          image={article.coverImage}
          alt={article.coverImage.alt}
          lang={written.lang}
          fetchPriority="high"
          className="h-auto w-full rounded-card border border-line bg-brand-soft"
        />
      </figure>

      <div {...written} className="mt-4 max-w-3xl text-start">
        <Markdown source={article.content} />
      </div>
    </>
  )
}

/** Tags, author, the call to explore the sectors and the way back to the blog. */
export function ArticleEnd({ data }: { data: ArticlePageData }) {
  const { t } = useI18n()
  const paths = usePaths()
  const { article, author } = data
  return (
    <>
      <section aria-labelledby="article-tags" className="mt-12">
        <h2 id="article-tags" className="mb-3 text-sm font-semibold uppercase tracking-wide text-muted">
          {t(m['editorial.article.tags'])}
        </h2>
        <TagList tags={article.tags} language={data.language} />
      </section>

      <Card as="aside" aria-labelledby="article-author" elevation="flat" className="mt-10 flex gap-4 p-5 sm:p-6">
        <img src={author.avatar} width={64} height={64} alt="" className="size-16 shrink-0 rounded-full" />
        <div>
          <h2 id="article-author" className="text-xs font-semibold uppercase tracking-wide text-muted">
            {t(m['editorial.article.aboutAuthor'])}
          </h2>
          <p lang="fr" dir="ltr" className="mt-1 font-bold text-ink">
            {author.name}
          </p>
          <p lang="fr" dir="ltr" className="mt-2 text-start text-sm leading-relaxed text-muted">
            {author.bio}
          </p>
        </div>
      </Card>

      <CategoriesCallToAction />

      <BackLink to={paths.blog()} className="mt-10">
        {t(m['editorial.article.backToBlog'])}
      </BackLink>
    </>
  )
}

export function ArticleRelated({ data }: { data: ArticlePageData }) {
  const { t } = useI18n()
  return (
    <>
      <h2 id="article-related" className="mb-6 text-2xl font-bold text-ink">
        {t(m['editorial.article.related'])}
      </h2>
      <div className="grid gap-6 md:grid-cols-2">
        {data.related.map((other) => (
          <ArticleCard key={other.slug} article={other} />
        ))}
      </div>
    </>
  )
}

/** The call to action towards the sectors (/categories). */
export function CategoriesCallToAction() {
  const { t } = useI18n()
  const paths = usePaths()
  return (
    <section aria-labelledby="cta-categories" className="mt-10 overflow-hidden rounded-card bg-brand text-white">
      <div className="flex flex-col gap-5 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div className="flex gap-4">
          <Compass className="mt-1 size-8 shrink-0 text-white/80" aria-hidden />
          <div>
            <h2 id="cta-categories" className="text-xl font-bold">
              {t(m['editorial.article.ctaTitle'])}
            </h2>
            <p className="mt-2 text-sm leading-relaxed text-white/90">{t(m['editorial.article.ctaText'])}</p>
          </div>
        </div>
        <Link to={paths.categories()} className={buttonVariants({ variant: 'surface', size: 'lg', className: 'shrink-0' })}>
          {t(m['editorial.article.ctaButton'])}
          <ArrowRight className="rtl:rotate-180" aria-hidden />
        </Link>
      </div>
    </section>
  )
}
