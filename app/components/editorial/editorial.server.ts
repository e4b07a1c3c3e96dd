/**
 * What the editorial loaders, the sitemap and the feed take from the content:
 * article summaries, canonical paths, the members of each topic page, the
 * dates. Server only: the browser receives the loaders' results, never the
 * whole content.
 */
import {
  blogArticles,
  blogCategories,
  findAuthor,
  findCompany,
  guidePages,
  investmentGuideArticle,
  legalPages,
  profiles,
  pushitEditorial,
  sectors,
  topics,
} from '../../../content/index.ts'
import { allCompanies, sectorCounts } from '../../../content/companies.server.ts'
import { staticContentPaths } from '../../../content/paths.ts'
import { addressOf } from '~/lib/addresses.ts'
import { registerSource } from '../../../content/register.server.ts'
import type { Article, Language, PushitEditorial, Topic } from '../../../content/schema.ts'
import {
  articleIn,
  authorIn,
  blogCategoryIn,
  blogCategoryNameIn,
  profileIn,
  pushitEditorialIn,
  topicIn,
  type InLanguage,
} from '../../../content/translations.ts'
import { parseMarkdown, headingEntries } from '~/lib/markdown.tsx'
import type { ArticleSummary, BlogCategoryEntry } from './blog-filter.ts'
import type { ArticlePageData, TopicEntry, TopicPageData } from './types.ts'

/* ---------- Paths ---------- */

/** The standalone page that shows the same article as its blog address (spec section 2). */
export const investmentGuidePath = addressOf('investmentGuide')

export function blogArticlePath(article: Pick<Article, 'slug'>): string {
  return addressOf('article', { slug: article.slug })
}

export function guidePagePath(article: Pick<Article, 'slug'>): string {
  return addressOf('guide', { slug: article.slug })
}

/**
 * The canonical address of a blog article: the investment article is also the
 * standalone page, which is the one search engines should index.
 */
export function canonicalArticlePath(article: Pick<Article, 'slug'>): string {
  return article.slug === investmentGuideArticle.slug ? investmentGuidePath : blogArticlePath(article)
}

/** The canonical address of any fixed-content path: a duplicate address gives the page's first one. */
export function canonicalPathOf(path: string): string {
  const legal = legalPages.find((page) => page.paths.includes(path))
  if (legal) return legal.paths[0] ?? path
  const article = blogArticles.find((candidate) => blogArticlePath(candidate) === path)
  if (article) return canonicalArticlePath(article)
  return path
}

/* ---------- Dates ---------- */

/** Every date the content carries: articles, guides, legal pages. */
function contentDates(): string[] {
  return [...blogArticles, ...guidePages].map((article) => article.publishedAt).concat(legalPages.map((page) => page.updatedAt))
}

/**
 * The date of the content as a whole (the newest of its dates): the last
 * modification of pages whose content carries no date of its own.
 */
export const contentDate: string = (() => {
  const newest = contentDates().sort().at(-1)
  if (!newest) throw new Error('The content carries no date')
  return newest
})()

/** The last modification of a fixed-content path, for the sitemap. */
export function lastModifiedOf(path: string): string {
  const article = [...blogArticles, ...guidePages].find(
    (candidate) => blogArticlePath(candidate) === path || guidePagePath(candidate) === path || canonicalArticlePath(candidate) === path,
  )
  if (article) return article.publishedAt
  const legal = legalPages.find((page) => page.paths.includes(path))
  if (legal) return legal.updatedAt
  if (path === addressOf('blog')) return newestFirst(blogArticles)[0]?.publishedAt ?? contentDate
  return contentDate
}

/** Every canonical fixed-content page once, with its last modification: the sitemap's entries. */
export function sitemapEntries(): { path: string; lastModified: string }[] {
  const seen = new Set<string>()
  const entries: { path: string; lastModified: string }[] = []
  for (const path of staticContentPaths()) {
    const canonical = canonicalPathOf(path)
    if (seen.has(canonical)) continue
    seen.add(canonical)
    entries.push({ path: canonical, lastModified: lastModifiedOf(canonical) })
  }
  // The profiles rendered on demand (register companies), as of the register's snapshot.
  const registerDate = registerSource().snapshot.date ?? lastModifiedOf(addressOf('directory'))
  for (const company of allCompanies()) {
    const path = addressOf('company', { slug: company.slug })
    if (seen.has(path)) continue
    seen.add(path)
    entries.push({ path, lastModified: registerDate })
  }
  return entries
}

/* ---------- Articles ---------- */

export function newestFirst<T extends Pick<Article, 'publishedAt'>>(articles: readonly T[]): T[] {
  return [...articles].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
}

function categorySlugOf(article: Article): string | undefined {
  return blogCategories.find((category) => category.name.toLowerCase() === article.category.toLowerCase())?.slug
}

/** An article without its text, in a language (its version in it, or the French one). */
export function articleSummary(french: Article, language: Language, path = blogArticlePath(french)): ArticleSummary {
  const { text: article, language: textLanguage } = articleIn(french, language)
  return {
    slug: article.slug,
    path,
    title: article.title,
    excerpt: article.excerpt,
    category: blogCategoryNameIn(article.category, language),
    categorySlug: categorySlugOf(article),
    tags: article.tags,
    publishedAt: article.publishedAt,
    readTime: article.readTime,
    featured: article.featured,
    coverImage: article.coverImage,
    language: textLanguage,
  }
}

/** The blog listing's data in a language: every article (without its text) and the categories with their counts. */
export function blogListing(language: Language): { articles: ArticleSummary[]; categories: BlogCategoryEntry[] } {
  return {
    articles: newestFirst(blogArticles).map((article) => articleSummary(article, language)),
    categories: blogCategories.map((category) => ({ slug: category.slug, name: blogCategoryIn(category, language).name, count: category.count })),
  }
}

function pageData(french: Article, canonicalPath: string, language: Language): ArticlePageData {
  const { text: article, language: textLanguage } = articleIn(french, language)
  const author = findAuthor(article.authorId)
  if (!author) throw new Error(`Article ${article.slug}: unknown author ${article.authorId}`)
  return {
    // The category is named in the page's language; the French name (which decides it) gives its slug.
    article: { ...article, category: blogCategoryNameIn(article.category, language) },
    language: textLanguage,
    author: authorIn(author, language),
    categorySlug: categorySlugOf(article),
    canonicalPath,
    related: newestFirst(blogArticles.filter((other) => other.slug !== article.slug))
      .slice(0, 2)
      .map((other) => articleSummary(other, language)),
  }
}

export function blogArticlePage(slug: string, language: Language): ArticlePageData | undefined {
  const article = blogArticles.find((candidate) => candidate.slug === slug)
  return article ? pageData(article, canonicalArticlePath(article), language) : undefined
}

export function investmentGuidePage(language: Language): ArticlePageData {
  return pageData(investmentGuideArticle, investmentGuidePath, language)
}

export function guidePage(slug: string, language: Language): ArticlePageData | undefined {
  const guide = guidePages.find((candidate) => candidate.slug === slug)
  return guide ? pageData(guide, guidePagePath(guide), language) : undefined
}

/** The Pushit Replays article in a language. */
export function pushitPage(language: Language): InLanguage<PushitEditorial> {
  return pushitEditorialIn(language)
}

/* ---------- Topic pages ---------- */

interface EditorialItem extends TopicEntry {
  category?: string
  tags: readonly string[]
  /** The item's markdown text, to find sections about a topic. */
  content: string
}

/** An editorial item in French, which decides the topics it belongs to, and as a page in `language` shows it. */
interface LocalizedItem {
  french: EditorialItem
  shown: EditorialItem
}

function editorialItems(language: Language): LocalizedItem[] {
  const fromArticle = (article: Article, kind: EditorialItem['kind'], path: string): EditorialItem => ({
    kind,
    path,
    title: article.title,
    excerpt: article.excerpt,
    category: article.category,
    tags: article.tags,
    content: article.content,
    language: 'fr',
  })
  const localized = (french: Article, kind: EditorialItem['kind'], path: string): LocalizedItem => {
    const { text, language: textLanguage } = articleIn(french, language)
    return { french: fromArticle(french, kind, path), shown: { ...fromArticle(text, kind, path), language: textLanguage } }
  }
  const fromPushit = (page: PushitEditorial, textLanguage: Language): EditorialItem => ({
    kind: 'dossier',
    path: addressOf('pushit'),
    title: page.title,
    excerpt: page.intro,
    tags: page.keywords,
    content: page.content,
    language: textLanguage,
  })
  const pushit = pushitEditorialIn(language)
  return [
    ...newestFirst(blogArticles).map((article) =>
      localized(article, article.slug === investmentGuideArticle.slug ? 'guide' : 'article', canonicalArticlePath(article)),
    ),
    ...guidePages.map((guide) => localized(guide, 'guide', guidePagePath(guide))),
    { french: fromPushit(pushitEditorial, 'fr'), shown: fromPushit(pushit.text, pushit.language) },
  ]
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
const hasTag = (item: EditorialItem, pattern: RegExp) => item.tags.some((tag) => pattern.test(fold(tag)))

/**
 * Which content belongs to each topic page, decided from the items' blog
 * category and tags (and, for events, from their section headings):
 * - startups-israeliennes: the 'Startups' category, or any tag about startups
 *   ('Startup Nation', 'Startups 2025', 'startup israélienne'…);
 * - startups: the 'Startups' category, and company portraits (features);
 * - innovation-israel: the innovation system itself — tags naming the Israel
 *   Innovation Authority, incubators, R&D or research;
 * - innovation: technology themes — tags naming a technology sector
 *   (cybersecurity, AI, HealthTech, AgTech, deep tech, FinTech, sports tech);
 * - events: items with a section about the ecosystem's events (a heading
 *   mentioning 'événement'); the entry links to that section.
 */
const topicRules: Record<Topic['slug'], (item: EditorialItem) => TopicEntry | undefined> = {
  'startups-israeliennes': (item) => (item.category === 'Startups' || hasTag(item, /startup/) ? item : undefined),
  startups: (item) => (item.category === 'Startups' || item.kind === 'dossier' ? item : undefined),
  'innovation-israel': (item) => (hasTag(item, /innovation authority|incubat|r&d|recherche/) ? item : undefined),
  innovation: (item) =>
    hasTag(item, /cybersecurite|intelligence artificielle|healthtech|agtech|deep tech|fintech|technologie sportive/) ? item : undefined,
  events: (item) => {
    const section = sectionHeadings(item.content).find((heading) => /evenement/.test(fold(heading.text)))
    return section ? { ...item, path: `${item.path}#${section.id}`, section: section.text } : undefined
  },
}

/** The level-2 headings of a markdown text, with their anchors. */
function sectionHeadings(content: string) {
  return headingEntries(parseMarkdown(content)).filter((heading) => heading.level === 2)
}

/**
 * A topic's entry as a page in another language shows it: the item's text in that language and, for an entry
 * that leads to a section, the same section of that text (the versions keep the French text's sections, in
 * its order; where they do not, the entry leads to the top of the text).
 */
function shownEntry(entry: TopicEntry, { french, shown }: LocalizedItem): TopicEntry {
  const base: TopicEntry = { kind: shown.kind, path: shown.path, title: shown.title, excerpt: shown.excerpt, language: shown.language }
  if (!entry.section) return base
  if (shown.content === french.content) return { ...base, path: entry.path, section: entry.section }
  const frenchSections = sectionHeadings(french.content)
  const shownSections = sectionHeadings(shown.content)
  const index = frenchSections.findIndex((heading) => heading.text === entry.section)
  const section = frenchSections.length === shownSections.length ? shownSections[index] : undefined
  return section ? { ...base, path: `${shown.path}#${section.id}`, section: section.text } : base
}

/** The entries of a topic page, in a language: chosen from the French texts, shown in the page's language. */
export function topicEntries(slug: Topic['slug'], language: Language = 'fr'): TopicEntry[] {
  const rule = topicRules[slug]
  return editorialItems(language).flatMap((item) => {
    const entry = rule(item.french)
    return entry ? [shownEntry(entry, item)] : []
  })
}

export function topicPage(slug: string, language: Language): TopicPageData | undefined {
  const french = topics.find((candidate) => candidate.slug === slug)
  if (!french) return undefined
  const topic = topicIn(french, language)
  const showSectors = topic.slug === 'startups-israeliennes' || topic.slug === 'innovation'
  const entries = topicEntries(topic.slug, language)
  const items = editorialItems(language)
    .map((item) => item.shown)
    .filter((item) => entries.some((entry) => entry.path.split('#')[0] === item.path))
  return {
    topic,
    keywords: [...new Set([topic.title, ...items.flatMap((item) => item.tags)])].slice(0, 8),
    entries,
    sectors: showSectors
      ? sectors.map((sector) => ({ id: sector.id, icon: sector.icon, name: sector.name, count: sectorCounts()[sector.id] }))
      : [],
    profiles:
      topic.slug === 'startups'
        ? profiles.flatMap((profile) => {
            const company = findCompany(profile.slug)
            const written = profileIn(profile, language)
            return company ? [{ slug: profile.slug, name: company.name, tagline: written.text.tagline, language: written.language }] : []
          })
        : [],
  }
}
