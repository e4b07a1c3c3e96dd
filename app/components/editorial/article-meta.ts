import type { MetaDescriptor } from 'react-router'
import { languageInfo, type Language } from '~/i18n/languages.ts'
import type { Message } from '~/i18n/translate.ts'
import { translate } from '~/i18n/translate.ts'
import { absoluteUrl, pageMeta } from '~/lib/meta.ts'
import { rootDataFromMatches, type MatchLike } from '~/lib/root-data.ts'
import { articleData, breadcrumbData, faqPageData } from '~/lib/structured-data.ts'
import { coverSocialImage } from './social-image.ts'
import type { ArticlePageData } from './types.ts'
import { m } from '~/paraglide/messages.js'

/**
 * The head of an article page: title, description and keywords from the
 * article, its canonical address, the social preview of its cover, the
 * OpenGraph article properties, and Article, FAQPage (when it has a FAQ) and
 * BreadcrumbList structured data.
 */
export function articlePageMeta(args: {
  data: ArticlePageData
  siteUrl: string
  language: Language
  /** The trail shown to search engines, the page itself last. */
  trail: 'blog' | 'home'
}): MetaDescriptor[] {
  const { data, siteUrl, language } = args
  const { article, author, canonicalPath } = data
  const image = coverSocialImage(article.coverImage)
  const crumbs = [
    { name: translate(language, m['nav.home']), path: '/' },
    ...(args.trail === 'blog' ? [{ name: translate(language, m['nav.blog']), path: '/blog' }] : []),
    { name: article.title, path: canonicalPath },
  ]
  const structuredData = [
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
    breadcrumbData(siteUrl, crumbs, language),
  ]
  return [
    ...pageMeta({
      title: article.metaTitle,
      description: article.metaDescription,
      keywords: article.tags,
      path: canonicalPath,
      siteUrl,
      language,
      image,
      type: 'article',
      structuredData,
    }),
    { property: 'article:published_time', content: article.publishedAt },
    { property: 'article:author', content: author.name },
    { property: 'article:section', content: article.category },
    ...article.tags.map((tag) => ({ property: 'article:tag', content: tag })),
  ]
}

/**
 * The metadata of an article route (blog article, guide): the article's own,
 * or, for an unknown slug, the not-found page's, kept out of search engines.
 */
export function articleRouteMeta(
  args: { page: ArticlePageData | null | undefined; matches: readonly MatchLike[]; pathname: string },
  options: { trail: 'blog' | 'home'; notFoundTitle: Message; notFoundText: Message },
): MetaDescriptor[] {
  const { language, siteUrl } = rootDataFromMatches(args.matches)
  if (!args.page) {
    return pageMeta({
      title: translate(language, options.notFoundTitle),
      description: translate(language, options.notFoundText),
      keywords: translate(language, m['editorial.blog.keywords']),
      path: args.pathname,
      siteUrl,
      language,
      noindex: true,
    })
  }
  return articlePageMeta({ data: args.page, siteUrl, language, trail: options.trail })
}
