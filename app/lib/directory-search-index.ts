/**
 * The search index of the whole site (spec section 2, search): every sector,
 * every company and the editorial pages, in the visitor's language where the
 * content has one. Built once per language on the server; only the results
 * of a query reach the browser.
 */
import {
  blogArticles,
  companies,
  guidePages,
  investmentGuideArticle,
  pushitEditorial,
  sectorById,
  sectors,
  topics,
} from '../../content/index.ts'
import { languages, type Language } from '../../content/languages.ts'
import type { SearchIndexItem } from './search.ts'

function buildIndex(language: Language): SearchIndexItem[] {
  const otherNames = (name: Record<Language, string>) => languages.filter((code) => code !== language).map((code) => name[code])
  const items: SearchIndexItem[] = []

  for (const sector of sectors) {
    items.push({
      id: `sector-${sector.id}`,
      title: sector.name[language],
      description: sector.description[language],
      type: 'category',
      url: `/category/${sector.id}`,
      aliases: [sector.id, ...otherNames(sector.name)],
    })
  }
  for (const company of companies) {
    items.push({
      id: `startup-${company.slug}`,
      title: company.name,
      description: company.description,
      type: 'startup',
      url: `/startups/${company.slug}`,
      category: sectorById(company.sector).name[language],
      tags: company.tags,
      lang: 'fr',
    })
  }
  items.push({
    id: `guide-${investmentGuideArticle.slug}`,
    title: investmentGuideArticle.title,
    description: investmentGuideArticle.excerpt,
    type: 'guide',
    url: `/${investmentGuideArticle.slug}`,
    tags: investmentGuideArticle.tags,
    aliases: investmentGuideArticle.alternativeTitle ? [investmentGuideArticle.alternativeTitle] : [],
    lang: 'fr',
  })
  for (const guide of guidePages) {
    items.push({
      id: `guide-${guide.slug}`,
      title: guide.title,
      description: guide.excerpt,
      type: 'guide',
      url: `/guides/${guide.slug}`,
      tags: guide.tags,
      lang: 'fr',
    })
  }
  // The investment article is also a blog post; it is listed once, as the guide above.
  for (const article of blogArticles.filter((candidate) => candidate.slug !== investmentGuideArticle.slug)) {
    items.push({
      id: `article-${article.slug}`,
      title: article.title,
      description: article.excerpt,
      type: 'article',
      url: `/blog/${article.slug}`,
      tags: article.tags,
      lang: 'fr',
    })
  }
  items.push({
    id: 'article-pushit-replays',
    title: pushitEditorial.title,
    description: pushitEditorial.intro,
    type: 'article',
    url: '/pushit-replays',
    tags: pushitEditorial.keywords,
    lang: 'fr',
  })
  for (const topic of topics) {
    items.push({
      id: `topic-${topic.slug}`,
      title: topic.title,
      description: topic.description,
      type: 'topic',
      url: `/categories/${topic.slug}`,
      lang: 'fr',
    })
  }
  return items
}

const cache = new Map<Language, SearchIndexItem[]>()

export function searchIndexFor(language: Language): SearchIndexItem[] {
  let index = cache.get(language)
  if (!index) {
    index = buildIndex(language)
    cache.set(language, index)
  }
  return index
}
