import type { MetaDescriptor } from 'react-router'
import type { Language } from '~/i18n/languages.ts'
import { languageInfo } from '~/i18n/languages.ts'
import { translate, translatorFor, type Message, type Translate } from '~/i18n/translate.ts'
import { alternatesOf, localizePath, pathsOf, type Paths } from './paths.ts'
import { rootDataFromMatches, type MatchLike } from './root-data.ts'
import { pageSocialImage } from './social-image.ts'
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

/** A text of a page's head: a message, said in the page's language, or a text of the loader's data. */
export type HeadText = Message | string

export interface PageMetaInput {
  title: HeadText
  description: HeadText
  keywords: HeadText | readonly string[]
  /**
   * Path of the page, e.g. '/categories', in any language ('/he/categories'
   * names the same page); the canonical is the page in `language`, beside its
   * alternates in the others (query strings are not canonical).
   */
  path: string
  siteUrl: string
  language: Language
  image?: SocialImage
  /** The path whose title card (scripts/og-images.ts) is the page's social image, captioned with its title. */
  socialCard?: string
  type?: 'website' | 'article' | 'profile'
  noindex?: boolean
  /** JSON-LD objects published in the page head. */
  structuredData?: readonly Record<string, unknown>[]
  /** The page's place below home (home itself is implied), published as a BreadcrumbList after `structuredData`. */
  breadcrumbs?: readonly { name: HeadText; path: string }[]
  /** More head elements, after the page's (an article's OpenGraph properties). */
  more?: readonly MetaDescriptor[]
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl}/`).href
}

/**
 * The whole head of a page: title, description, keywords, canonical and
 * language alternates, the blog feed of its language, OpenGraph, Twitter, JSON-LD.
 */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const text = (value: HeadText) => (typeof value === 'string' ? value : translate(input.language, value))
  const pageTitle = text(input.title)
  const title = withBrand(pageTitle)
  const description = text(input.description)
  const canonical = absoluteUrl(input.siteUrl, localizePath(input.path, input.language))
  const keywords = typeof input.keywords === 'object' ? input.keywords.join(', ') : text(input.keywords)
  const image = input.image ?? (input.socialCard === undefined ? defaultSocialImage(input.language) : pageSocialImage(input.socialCard, pageTitle))
  const imageUrl = absoluteUrl(input.siteUrl, image.src)
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
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
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:locale', content: languageInfo[input.language].locale.replace('-', '_') },
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:width', content: String(image.width) },
    { property: 'og:image:height', content: String(image.height) },
    { property: 'og:image:alt', content: image.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: imageUrl },
  ]
  if (input.noindex) descriptors.push({ name: 'robots', content: 'noindex, nofollow' })
  for (const data of input.structuredData ?? []) descriptors.push({ 'script:ld+json': data })
  if (input.breadcrumbs) {
    const crumbs = [{ name: m['nav.home'], path: pathsOf(input.language).home() }, ...input.breadcrumbs].map((crumb) => ({ name: text(crumb.name), path: crumb.path }))
    descriptors.push({ 'script:ld+json': breadcrumbData(input.siteUrl, crumbs, input.language) })
  }
  return [...descriptors, ...(input.more ?? [])]
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
  return pageMeta({ title: m['meta.default.title'], description: m['meta.default.description'], keywords: m['meta.default.keywords'], ...args })
}

/** The texts of a missing page's head; by default the 404 page's. */
export interface NotFoundTexts {
  title: string
  description: string
  keywords: string
}

/** The head of a page that does not exist (unknown address, company, sector, article…): never indexed. */
export function notFoundMeta(input: { language: Language; siteUrl: string; path: string }, texts?: NotFoundTexts): MetaDescriptor[] {
  const head = pageMeta({ title: m['generic.pageNotFound'], description: m['notFound.message'], keywords: m['meta.default.keywords'], ...texts, ...input, noindex: true })
  // An address that names nothing claims no page as its own: no canonical, no versions in other languages, no og:url
  // (issue 35, point 10).
  return head.filter((descriptor) => {
    const entry = descriptor as Record<string, unknown>
    if (entry.tagName === 'link' && (entry.rel === 'canonical' || (entry.rel === 'alternate' && 'hrefLang' in entry))) return false
    return entry.property !== 'og:url'
  })
}

/** What a page says of itself in its head (`routeMeta`): its path is by default the address asked. */
export type PageHead = Omit<PageMetaInput, 'path' | 'siteUrl' | 'language'> & { path?: string }

/** What a page's head is made from: its loader's data, and its language's origin, address builders and messages. */
export interface HeadContext<Data> {
  data: Data
  language: Language
  siteUrl: string
  /** The address asked. */
  pathname: string
  paths: Paths
  t: Translate
}

interface RouteMetaArgs {
  loaderData?: unknown
  matches: readonly MatchLike[]
  location: { pathname: string }
}

/**
 * A page's `meta` export, made from what the page says of itself: fixed texts (messages), or a function of
 * its loader's data. A page's meta runs only once its loader has answered: a missing page's head is the
 * root's (a loader throws `notFound`, app/lib/not-found.server.ts).
 */
export function routeMeta<Args extends RouteMetaArgs = RouteMetaArgs>(
  head: PageHead | ((page: HeadContext<NonNullable<Args['loaderData']>>) => PageHead),
): (args: Args) => MetaDescriptor[] {
  return ({ loaderData, matches, location }) => {
    const { language, siteUrl } = rootDataFromMatches(matches)
    const { pathname } = location
    const page = typeof head === 'function' ? head({ data: loaderData!, language, siteUrl, pathname, paths: pathsOf(language), t: translatorFor(language) }) : head
    return pageMeta({ ...page, path: page.path ?? pathname, siteUrl, language })
  }
}
