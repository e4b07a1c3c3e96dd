/** Shapes of the editorial loaders' data, shared by the server module and the screens. */
import type { Article, Author, Language, LocalizedText, Topic } from '../../../content/schema.ts'
import type { ArticleSummary } from './blog-filter.ts'

export interface ArticlePageData {
  /**
   * The article in the page's language, or in French where it has no version in it; its category is named
   * in the page's language (the French name decides which it is, `categorySlug`).
   */
  article: Omit<Article, 'category'> & { category: string }
  /** The language the article is written in. */
  language: Language
  /** The author, named and presented in the page's language. */
  author: Author
  categorySlug: string | undefined
  canonicalPath: string
  /** Other articles to read next, newest first. */
  related: ArticleSummary[]
}

/** One entry of a topic page: an article, a guide or an editorial feature, with where to read it. */
export interface TopicEntry {
  kind: 'article' | 'guide' | 'dossier'
  path: string
  title: string
  excerpt: string
  /** Heading of the section the link leads to, when only a section is about the topic. */
  section?: string
  /** The language the title, excerpt and section are written in. */
  language: Language
}

export interface TopicSector {
  id: string
  icon: string
  name: LocalizedText
  count: number
}

export interface TopicProfile {
  slug: string
  name: string
  tagline: string
  /** The language the tagline is written in. */
  language: Language
}

export interface TopicPageData {
  topic: Topic
  /** The page's keywords: its title and the tags of its entries. */
  keywords: string[]
  entries: TopicEntry[]
  /** The sector grid, on the pages about startups by sector and about innovation. */
  sectors: TopicSector[]
  /** The written company profiles, on the page about startups. */
  profiles: TopicProfile[]
}
