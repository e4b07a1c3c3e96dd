import type { MetaDescriptor } from 'react-router'
import type { Language } from '~/i18n/languages.ts'
import { languageInfo } from '~/i18n/languages.ts'
import { translate } from '~/i18n/translate.ts'
import { alternatesOf, localizePath, pathsOf } from './paths.ts'
import { breadcrumbData } from './structured-data.ts'
import { m } from '~/paraglide/messages.js'

export const brandName = 'Startups en Israël'

/** Spec section 1: a title receives the brand suffix unless it already contains the brand. */
export function withBrand(title: string): string {
  return title.includes(brandName) ? title : `${title} | ${brandName}`
}

export interface SocialImage {
  src: string
  width: number
  height: number
  alt: string
}

export interface PageMetaInput {
  title: string
  description: string
  keywords: string | readonly string[]
  /**
   * Path of the page, e.g. '/categories', in any language ('/he/categories'
   * names the same page); the canonical is the page in `language`, beside its
   * alternates in the others (query strings are not canonical).
   */
  path: string
  siteUrl: string
  language: Language
  image?: SocialImage
  type?: 'website' | 'article' | 'profile'
  noindex?: boolean
  /** JSON-LD objects published in the page head. */
  structuredData?: readonly Record<string, unknown>[]
  /** The page's place below home (home itself is implied), published as a BreadcrumbList after `structuredData`. */
  breadcrumbs?: readonly { name: string; path: string }[]
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl}/`).href
}

/**
 * The whole head of a page: title, description, keywords, canonical and
 * language alternates, the blog feed of its language, OpenGraph, Twitter, JSON-LD.
 */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = withBrand(input.title)
  const canonical = absoluteUrl(input.siteUrl, localizePath(input.path, input.language))
  const keywords = typeof input.keywords === 'string' ? input.keywords : input.keywords.join(', ')
  const image = input.image ?? defaultSocialImage(input.language)
  const imageUrl = absoluteUrl(input.siteUrl, image.src)
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: 'description', content: input.description },
    { name: 'keywords', content: keywords },
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...alternatesOf(input.path).map(({ language, path }) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: languageInfo[language].htmlLang,
      href: absoluteUrl(input.siteUrl, path),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(input.siteUrl, localizePath(input.path, 'fr')) },
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'application/rss+xml',
      title: `${brandName} — ${translate(input.language, m['nav.blog'])}`,
      href: pathsOf(input.language).rss(),
    },
    { property: 'og:site_name', content: brandName },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: canonical },
    { property: 'og:locale', content: languageInfo[input.language].locale.replace('-', '_') },
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:width', content: String(image.width) },
    { property: 'og:image:height', content: String(image.height) },
    { property: 'og:image:alt', content: image.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: input.description },
    { name: 'twitter:image', content: imageUrl },
  ]
  if (input.noindex) descriptors.push({ name: 'robots', content: 'noindex, nofollow' })
  for (const data of input.structuredData ?? []) descriptors.push({ 'script:ld+json': data })
  if (input.breadcrumbs) {
    const home = { name: translate(input.language, m['nav.home']), path: pathsOf(input.language).home() }
    descriptors.push({ 'script:ld+json': breadcrumbData(input.siteUrl, [home, ...input.breadcrumbs], input.language) })
  }
  return descriptors
}

export function defaultSocialImage(language: Language): SocialImage {
  return {
    src: '/og/default.png',
    width: 1200,
    height: 630,
    alt: translate(language, m['meta.default.title']),
  }
}

/** The default metadata of spec section 1, in the page's language. */
export function defaultPageMeta(args: { path: string; siteUrl: string; language: Language }): MetaDescriptor[] {
  return pageMeta({
    title: translate(args.language, m['meta.default.title']),
    description: translate(args.language, m['meta.default.description']),
    keywords: translate(args.language, m['meta.default.keywords']),
    ...args,
  })
}

/** The head of a page that does not exist (unknown address, company, topic or legal page): never indexed. */
export function notFoundMeta(input: { language: Language; siteUrl: string; path: string }): MetaDescriptor[] {
  return pageMeta({
    title: translate(input.language, m['generic.pageNotFound']),
    description: translate(input.language, m['notFound.message']),
    keywords: translate(input.language, m['meta.default.keywords']),
    path: input.path,
    siteUrl: input.siteUrl,
    language: input.language,
    noindex: true,
  })
}
