/**
 * The short editorial texts in English and Hebrew (content/site-texts.i18n.ts): the topic
 * pages' titles, descriptions and introductions, the home page's featured cards, the blog categories and the
 * authors. Each French entry has both versions, with the same numbers, written in their language, and the
 * loaders, the search, the home page and the feeds of each language show them.
 */
import { describe, expect, it } from 'vitest'
import { authors, blogCategories, featuredCards, topics } from '../../content/index.ts'
import { authorTranslations } from '../../content/authors.i18n.ts'
import { blogCategoryTranslations } from '../../content/blog/categories.i18n.ts'
import { featuredPitchTranslations } from '../../content/featured.i18n.ts'
import { topicTranslations } from '../../content/topics.i18n.ts'
import { contentBundle, validateContent } from '../../content/validate.ts'
import { blogArticlePage, blogListing, guidePage, topicPage } from '../../app/components/editorial/editorial.server.ts'
import { blogRss } from '../../app/components/editorial/feeds.server.ts'
import { homeData } from '../../app/lib/directory-data.server.ts'
import { searchDocuments, searchResultView } from '../../app/lib/search-index.server.ts'
import { numbersOf } from '../support/numbers.ts'

const languages = ['en', 'he'] as const

/** Each French text and its two versions, by collection and key. */
const entries: { label: string; french: Record<string, string>; versions: Readonly<Record<(typeof languages)[number], object>> | undefined }[] = [
  ...topics.map((topic) => ({ label: `topic ${topic.slug}`, french: { title: topic.title, description: topic.description, intro: topic.intro }, versions: topicTranslations[topic.slug] })),
  ...featuredCards.map((card) => {
    const versions = featuredPitchTranslations[card.slug]
    return { label: `featured card ${card.slug}`, french: { pitch: card.pitch }, versions: versions && { en: { pitch: versions.en }, he: { pitch: versions.he } } }
  }),
  ...blogCategories.map((category) => ({ label: `blog category ${category.id}`, french: { name: category.name, description: category.description }, versions: blogCategoryTranslations[category.id] })),
  ...authors.map((author) => ({ label: `author ${author.id}`, french: { name: author.name, bio: author.bio }, versions: authorTranslations[author.id] })),
]

/** Common French words an English text would not contain. */
const frenchWords = /(?<![\p{L}])(?:les|des|une|est|avec|pour|dans|sont|aux|leur|selon|depuis|également|entreprises?|l['’]|d['’])(?![\p{L}])/iu
/** The site's name, kept in every language. */
const siteName = /Startups en Israël/g

describe('the short editorial texts in English and Hebrew', () => {
  it('every French entry has both versions, and nothing else is there', () => {
    expect(entries.filter((entry) => !entry.versions).map((entry) => entry.label)).toEqual([])
    expect(Object.keys(topicTranslations).sort()).toEqual(topics.map((topic) => topic.slug).sort())
    expect(Object.keys(featuredPitchTranslations).sort()).toEqual(featuredCards.map((card) => card.slug).sort())
    expect(Object.keys(blogCategoryTranslations).sort()).toEqual(blogCategories.map((category) => category.id).sort())
    expect(Object.keys(authorTranslations).sort()).toEqual(authors.map((author) => author.id).sort())
  })

  it('the content check refuses a missing language or entry', () => {
    expect(validateContent()).toEqual([])
    const bundle = contentBundle()
    const { he: _he, ...englishOnly } = topicTranslations.events
    const altered = { ...bundle, siteTexts: { ...bundle.siteTexts, topics: { ...topicTranslations, events: englishOnly }, authors: {} } }
    const problems = validateContent(altered)
    expect(problems.some((problem) => problem.startsWith('topic events translation') && problem.includes('he'))).toBe(true)
    expect(problems).toContain('author redaction: no English and Hebrew text')
  })

  for (const language of languages) {
    it(`${language}: every field has the French text's numbers, and is written in ${language === 'en' ? 'English' : 'Hebrew'}`, () => {
      const problems: string[] = []
      for (const { label, french, versions } of entries) {
        for (const [field, text] of Object.entries(versions![language]) as [string, string][]) {
          if (numbersOf(text).join() !== numbersOf(french[field]!).join()) problems.push(`${label} ${field}: numbers ${numbersOf(text)} ≠ ${numbersOf(french[field]!)}`)
          if (text === french[field] && /\s/.test(text)) problems.push(`${label} ${field}: the French text`)
          const rest = text.replace(siteName, '')
          if (language === 'en' && frenchWords.test(rest)) problems.push(`${label} ${field}: French words in "${rest}"`)
          if (language === 'he' && !/[\u0590-\u05ff]/.test(rest)) problems.push(`${label} ${field}: no Hebrew letters in "${rest}"`)
        }
      }
      expect(problems).toEqual([])
    })

    it(`${language}: the topic pages, home cards, blog, articles, search and feed show them`, () => {
      const events = topicPage('events', language)!
      expect(events.topic.title).toBe(topicTranslations.events[language].title)
      expect(events.topic.intro).toBe(topicTranslations.events[language].intro)
      expect(events.keywords).toContain(topicTranslations.events[language].title)

      const cards = homeData(language).featured
      expect(cards.find((card) => card.slug === 'wix')!.pitch).toBe(featuredPitchTranslations.wix![language])

      const listing = blogListing(language)
      expect(listing.categories.map((category) => category.name)).toEqual(blogCategories.map((category) => blogCategoryTranslations[category.id]![language].name))
      const investing = blogCategoryTranslations.investissement![language].name
      expect(listing.articles.filter((article) => article.categorySlug === 'investissement').map((article) => article.category)).toContain(investing)

      const article = blogArticlePage('comment-investir-startup-israelienne', language)!
      expect(article.article.category).toBe(investing)
      expect(article.categorySlug).toBe('investissement')
      expect(article.author.name).toBe(authorTranslations[article.author.id]![language].name)
      expect(article.author.bio).toBe(authorTranslations[article.author.id]![language].bio)
      const guide = guidePage('entreprendre-en-israel', language)!
      expect(guide.author.bio).toBe(authorTranslations[guide.author.id]![language].bio)

      const topicDocument = searchDocuments().find((document) => document.url === '/categories/events')!
      const result = searchResultView(topicDocument, language)
      expect(result).toMatchObject({ title: topicTranslations.events[language].title, description: topicTranslations.events[language].description })
      expect(result).not.toHaveProperty('lang')

      const feed = blogRss('https://startups.example.org', language)
      expect(feed).toContain(`<category>${investing}</category>`)
      expect(feed).not.toContain('<category>Investissement</category>')
    })
  }

  it('French pages keep the French texts', () => {
    expect(topicPage('events', 'fr')!.topic.title).toBe(topics.find((topic) => topic.slug === 'events')!.title)
    expect(homeData('fr').featured.find((card) => card.slug === 'wix')!.pitch).toBe(featuredCards.find((card) => card.slug === 'wix')!.pitch)
    expect(blogListing('fr').categories.map((category) => category.name)).toEqual(blogCategories.map((category) => category.name))
    const article = blogArticlePage('comment-investir-startup-israelienne', 'fr')!
    expect(article.article.category).toBe('Investissement')
    expect(article.author.bio).toBe(authors.find((author) => author.id === article.author.id)!.bio)
  })
})
