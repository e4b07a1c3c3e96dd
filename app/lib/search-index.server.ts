/**
 * What the site search covers (spec section 2, search): the 15
 * sectors, every company of the directory (hand-checked and register alike,
 * about 8,000), the guides, the blog's articles and the topic pages.
 *
 * One set of documents serves the three languages: a document holds every
 * language's names of what it describes (a sector's names, a guide's titles,
 * a city's names), so the index is built once, on first use, and a visitor
 * finds a sector by its French, English or Hebrew name whatever the page's
 * language, and an article by the words of any of its versions. A result is shown in the visitor's language (`searchResultView`),
 * only for the page of results being sent.
 */
import {
  blogArticles,
  guidePages,
  guides,
  investmentGuideArticle,
  sectorById,
  sectors,
  topics,
} from '../../content/index.ts'
import { allCompanies } from '../../content/companies.server.ts'
import { languages, type Language } from '../../content/languages.ts'
import { registerLocality } from '../../content/register.server.ts'
import { registerText } from '../../content/register-texts.server.ts'
import { sectorKeywords } from '../../content/sector-keywords.ts'
import type { SectorId15 } from '../../content/sector-ids.ts'
import { companyTranslation } from '../../content/companies/i18n/index.ts'
import { articleIn, pushitEditorialIn, topicIn } from '../../content/translations.ts'
import { companyCard } from './directory-data.server.ts'
import { normalizeSearchText, type SearchItemType, type SearchResultView } from './search.ts'
import { addressOf } from './addresses.ts'

export interface SearchDocument {
  /** Unique: 'sector-fintech', 'startup-wix', 'guide-…', 'article-…', 'topic-…'. */
  id: string
  type: SearchItemType
  url: string
  /** The names it is known by: a company's name, a sector's or a guide's titles in the three languages. */
  names: readonly string[]
  tags: readonly string[]
  description: string
  /** A company's headquarters as written by hand (may be abroad), when its Israeli city does not already say it. */
  places: readonly string[]
  /** A company's Israeli city (the register's locality), one object per city shared by its companies. */
  city?: SearchCity
  /** The sector of a company, or the sector a sector document is. */
  sector?: SectorId15
  /** A factor on the score: companies written up by hand come before others that match as well. */
  boost: number
}

/** An Israeli city: its id and its names in the three languages. */
export interface SearchCity {
  id: string
  names: readonly string[]
}

/** Every word that names a sector: its id, its names in the three languages and its synonyms, each once. */
export function sectorTerms(id: SectorId15): string[] {
  const sector = sectorById(id)
  return [...new Set([id, ...languages.map((language) => sector.name[language]), ...languages.flatMap((language) => sectorKeywords[id][language])])]
}

/** Ranking factors of companies against each other when they match a query equally well. */
const featuredBoost = 1.2
const handCheckedBoost = 1.1

type Article = typeof investmentGuideArticle

/** The editorial pages, by document id, with their article (guides, blog, the Pushit article) or topic. */
const guideEntries: readonly { article: Article; url: string }[] = [
  { article: investmentGuideArticle, url: addressOf('investmentGuide') },
  ...guidePages.map((article) => ({ article, url: addressOf('guide', { slug: article.slug }) })),
]
// The investment article is also a blog post; it is listed once, as a guide.
const blogEntries = blogArticles.filter((article) => article.slug !== investmentGuideArticle.slug)

function buildDocuments(): SearchDocument[] {
  const documents: SearchDocument[] = []
  const cities = new Map<string, SearchCity>()
  const cityOf = (id: string): SearchCity | undefined => {
    const locality = registerLocality(id)
    if (!locality) return undefined
    let city = cities.get(id)
    if (!city) {
      city = { id, names: [...new Set(languages.map((language) => locality[language]))] }
      cities.set(id, city)
    }
    return city
  }
  for (const sector of sectors) {
    documents.push({
      id: `sector-${sector.id}`,
      type: 'category',
      url: addressOf('sector', { categoryId: sector.id }),
      names: languages.map((language) => sector.name[language]),
      tags: sectorTerms(sector.id),
      description: languages.map((language) => sector.description[language]).join('\n'),
      places: [],
      sector: sector.id,
      boost: 1,
    })
  }
  const translationsOf = (slug: string) => (['en', 'he'] as const).flatMap((language) => companyTranslation(slug, language) ?? [])
  for (const record of allCompanies()) {
    const city = record.israeliLocality ? cityOf(record.israeliLocality) : undefined
    // 'Tel Aviv' written by hand is the register's 'Tel Aviv-Yafo': searched once, as the city.
    const sameCity = (place: string) => city?.names.some((name) => normalizeSearchText(name).includes(normalizeSearchText(place)))
    documents.push({
      id: `startup-${record.slug}`,
      type: 'startup',
      url: addressOf('company', { slug: record.slug }),
      names: [record.name],
      // A hand-checked company's words in the three languages (content/companies/i18n).
      tags: [...(record.tags ?? []), ...translationsOf(record.slug).flatMap((text) => text.tags)],
      // A hand-checked company's texts, or what the readers wrote of a register company (content/register/texts/),
      // in the three languages: a company is found by what it does in any of them. One not read yet is found by
      // its name, sector and city only.
      description: record.handChecked
        ? [record.description ?? '', ...translationsOf(record.slug).map((text) => text.description)].join('\n')
        : record.registryNumber
          ? languages.flatMap((language) => registerText(record.registryNumber!, language) ?? []).join('\n')
          : '',
      places: record.headquarters && !sameCity(record.headquarters) ? [record.headquarters] : [],
      ...(city ? { city } : {}),
      sector: record.sector,
      boost: record.featured ? featuredBoost : record.handChecked ? handCheckedBoost : 1,
    })
  }
  // Editorial pages: no sector, no place, no boost.
  const editorial = (type: SearchItemType, key: string, url: string, names: readonly string[], tags: readonly string[], description: string) =>
    documents.push({ id: `${type}-${key}`, type, url, names, tags, description, places: [], boost: 1 })
  // An article's title, tags and summary in each of its versions (content/translations.ts), each once.
  const versionsOf = (article: Article) => [...new Set(languages.map((language) => articleIn(article, language).text))]
  const once = (words: readonly string[]) => [...new Set(words)]
  for (const { article, url } of guideEntries) {
    const card = guides.find((guide) => guide.path === url)
    const versions = versionsOf(article)
    editorial(
      'guide',
      article.slug,
      url,
      once([
        ...versions.flatMap((version) => [version.title, ...(version.alternativeTitle ? [version.alternativeTitle] : [])]),
        ...(card ? languages.map((language) => card.title[language]) : []),
      ]),
      once(versions.flatMap((version) => version.tags)),
      once([...versions.map((version) => version.excerpt), ...(card ? languages.map((language) => card.description[language]) : [])]).join('\n'),
    )
  }
  for (const article of blogEntries) {
    const versions = versionsOf(article)
    editorial(
      'article',
      article.slug,
      addressOf('article', { slug: article.slug }),
      versions.map((version) => version.title),
      once(versions.flatMap((version) => version.tags)),
      versions.map((version) => version.excerpt).join('\n'),
    )
  }
  const pushitVersions = [...new Set(languages.map((language) => pushitEditorialIn(language).text))]
  editorial(
    'article',
    'pushit-replays',
    addressOf('pushit'),
    pushitVersions.map((version) => version.title),
    once(pushitVersions.flatMap((version) => version.keywords)),
    pushitVersions.map((version) => version.intro).join('\n'),
  )
  for (const topic of topics) {
    const versions = languages.map((language) => topicIn(topic, language))
    editorial('topic', topic.slug, addressOf('topic', { topic: topic.slug }), versions.map((version) => version.title), [], versions.map((version) => version.description).join('\n'))
  }
  return documents
}

let documents: SearchDocument[] | undefined

/** Every document of the search, built on first use and kept. */
export function searchDocuments(): readonly SearchDocument[] {
  documents ??= buildDocuments()
  return documents
}

/** A text in another language than the page's says which. */
const textOn = (text: Language, page: Language) => (text === page ? {} : { lang: text })

/** A result as the search page shows it in a language. */
export function searchResultView(document: SearchDocument, language: Language): SearchResultView {
  const base = { id: document.id, type: document.type, url: document.url }
  switch (document.type) {
    case 'category': {
      const sector = sectorById(document.sector!)
      return { ...base, title: sector.name[language], description: sector.description[language], color: sector.color }
    }
    case 'startup': {
      const card = companyCard(document.url.slice(addressOf('company', { slug: '' }).length), language)!
      return {
        ...base,
        title: card.name,
        description: card.description,
        category: sectorById(card.sector).name[language],
        ...(card.tags.length > 0 ? { tags: card.tags.slice(0, 3) } : {}),
        ...(card.descriptionLanguage !== language ? { lang: card.descriptionLanguage } : {}),
        ...(card.logo ? { logo: card.logo } : {}),
        color: card.color,
      }
    }
    case 'guide': {
      const { article: french } = guideEntries.find((entry) => entry.url === document.url)!
      const { text: article, language: textLanguage } = articleIn(french, language)
      return { ...base, title: article.title, description: article.excerpt, tags: article.tags.slice(0, 3), ...textOn(textLanguage, language) }
    }
    case 'article': {
      if (document.url === addressOf('pushit')) {
        const { text: page, language: textLanguage } = pushitEditorialIn(language)
        return { ...base, title: page.title, description: page.intro, tags: page.keywords.slice(0, 3), ...textOn(textLanguage, language) }
      }
      const french = blogEntries.find((entry) => addressOf('article', { slug: entry.slug }) === document.url)!
      const { text: article, language: textLanguage } = articleIn(french, language)
      return { ...base, title: article.title, description: article.excerpt, tags: article.tags.slice(0, 3), ...textOn(textLanguage, language) }
    }
    case 'topic': {
      const topic = topicIn(topics.find((entry) => addressOf('topic', { topic: entry.slug }) === document.url)!, language)
      return { ...base, title: topic.title, description: topic.description }
    }
  }
}
