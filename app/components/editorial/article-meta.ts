import type { MetaDescriptor } from 'react-router'
import { languageInfo } from '~/i18n/languages.ts'
import { absoluteUrl, type HeadContext, type PageHead } from '~/lib/meta.ts'
import { coverSocialImage } from '~/lib/social-image.ts'
import { articleData, faqPageData } from '~/lib/structured-data.ts'
import type { ArticlePageData } from './types.ts'
import { m } from '~/paraglide/messages.js'

/**
 * What an article page says of itself in its head (app/lib/meta.ts `routeMeta`): title, description and
 * keywords from the article, its canonical address (the investment article's is its standalone page), the
 * social preview of its cover, the OpenGraph article properties, and Article, FAQPage (when it has a FAQ)
 * and BreadcrumbList structured data.
 */
export function articleHead(
  data: ArticlePageData,
  /** The trail shown to search engines, the page itself last. */
  trail: 'blog' | 'home',
  { siteUrl, paths }: Pick<HeadContext<unknown>, 'siteUrl' | 'paths'>,
): PageHead {
  const { article, author, canonicalPath } = data
  const image = coverSocialImage(article.coverImage)
  const more: MetaDescriptor[] = [
    { property: 'article:published_time', content: article.publishedAt },
    { property: 'article:author', content: author.name },
    { property: 'article:section', content: article.category },
    ...article.tags.map((tag) => ({ property: 'article:tag', content: tag })),
  ]
  return {
    title: article.metaTitle,
    description: article.metaDescription,
    keywords: article.tags,
    path: canonicalPath,
    image,
    type: 'article',
    structuredData: [
      articleData({
        headline: article.title,
        ...(article.alternativeTitle ? { alternativeHeadline: article.alternativeTitle } : {}),
        description: article.metaDescription,
        pageUrl: absoluteUrl(siteUrl, canonicalPath),
        imageUrl: absoluteUrl(siteUrl, image.src),
        datePublished: article.publishedAt,
        authorName: author.name,
        keywords: article.tags,
        siteUrl,
        section: article.category,
        inLanguage: languageInfo[data.language].locale,
      }),
      ...(article.faq && article.faq.length > 0 ? [faqPageData(article.faq)] : []),
    ],
    breadcrumbs: [...(trail === 'blog' ? [{ name: m['nav.blog'], path: paths.blog() }] : []), { name: article.title, path: canonicalPath }],
    more,
  }
}
