/**
 * The English and Hebrew versions of the long texts: the 15 written profiles, the three
 * blog articles, the two guide pages and the Pushit Replays article. Each version states every number of its
 * French text, field by field; keeps its slug, id, layout, similar companies, dates and internal links, in
 * the same order; is written in its language; and is what the loaders of its language give.
 */
import { describe, expect, it, vi } from 'vitest'

import { blogArticles, guidePages, investmentGuideArticle, legalPages, profiles, pushitEditorial } from '../../content/index.ts'
import { blogArticleTranslations } from '../../content/blog/i18n/index.ts'
import { guidePageTranslations } from '../../content/guides/i18n/index.ts'
import { legalPageTranslations } from '../../content/legal/i18n/index.ts'
import { profileTranslations, profileWithText } from '../../content/profiles/i18n/index.ts'
import { profile as anzuText } from '../../content/profiles/i18n/he/anzu.ts'
import { profile as wixText } from '../../content/profiles/i18n/en/wix.ts'
import { pushitEditorialTranslations } from '../../content/pushit-page.i18n/index.ts'
import { articleIn, blogCategoryNameIn, profileIn, pushitEditorialIn, translatedLanguages } from '../../content/translations.ts'
import { blogArticlePage, blogListing, guidePage, investmentGuidePage, pushitPage, topicEntries, topicPage } from '../../app/components/editorial/editorial.server.ts'
import { blogRss } from '../../app/components/editorial/feeds.server.ts'
import { formatContentDate } from '../../app/components/editorial/format.ts'
import { homeData, profileData } from '../../app/lib/directory-data.server.ts'
import { searchDocuments, searchResultView } from '../../app/lib/search-index.server.ts'
import { numbersOf } from '../support/numbers.ts'

/** Every string of a value with its path ('about[2]', 'faq[0].answer'), in order. */
function strings(value: unknown, path = '', out: { path: string; text: string }[] = []) {
  if (typeof value === 'string') out.push({ path, text: value })
  else if (Array.isArray(value)) value.forEach((item, index) => strings(item, `${path}[${index}]`, out))
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) strings(item, path ? `${path}.${key}` : key, out)
  return out
}

/** The internal links of every text of a value, in order. */
const linksOf = (value: unknown) => strings(value).flatMap(({ text }) => [...text.matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1]))

/** The fields a version keeps as they are in French: not prose. */
const kept = /^(?:slug|id|paths\[\d+\]|updatedAt|layout|initials|authorId|publishedAt|category|similar\[\d+\]|coverImage\.src|info\.(?:sector|country|stage))$/

/** The prose fields that must be in the version's language (names of products and tags may stay in Latin letters). */
const prose = /^(?:tagline|intro|about\[\d+\]|title|excerpt|metaTitle|metaDescription|content|alternativeTitle|coverImage\.alt|seo\.(?:title|description)|faq\[\d+\]\.(?:question|answer)|(?:technologies\.)?items\[\d+\]\.description|features\[\d+\]\.description|businessModel\[\d+\]\.description|lists\[\d+\]\.items\[\d+\])$/

/** Common French words an English text would not contain, outside the French names it quotes. */
const frenchWords = /\b(?:les|des|une|est|avec|pour|dans|sont|aux|leur|selon|depuis|également)\b/i
// French official names kept as they are, glossed in the text.
const frenchNames = /Caisse des Français de l['’]étranger|Commission nationale de l['’]informatique et des libertés/g

interface Pair {
  kind: string
  slug: string
  french: object
  version: object
}

const pairs = (language: 'en' | 'he'): Pair[] => [
  // A profile's version is its texts over the French profile's facts, as the pages get it.
  ...profileTranslations[language].map((text) => {
    const french = profiles.find((profile) => profile.slug === text.slug)
    return { kind: 'profile', slug: text.slug, french: french!, version: french ? profileIn(french, language).text : text }
  }),
  ...[...blogArticleTranslations[language], ...guidePageTranslations[language]].map((version) => ({
    kind: 'article',
    slug: version.slug,
    french: [...blogArticles, ...guidePages].find((article) => article.slug === version.slug)!,
    version,
  })),
  { kind: 'pushit', slug: 'pushit-replays', french: pushitEditorial, version: pushitEditorialTranslations[language] },
  ...legalPageTranslations[language].map((version) => ({
    kind: 'legal page',
    slug: version.id,
    french: legalPages.find((page) => page.id === version.id)!,
    version,
  })),
]

describe.each(translatedLanguages)('the %s versions of the long texts', (language) => {
  it('cover every written profile, article and guide, and no other', () => {
    expect(profileTranslations[language].map((profile) => profile.slug).sort()).toEqual(profiles.map((profile) => profile.slug).sort())
    expect(blogArticleTranslations[language].map((article) => article.slug).sort()).toEqual(blogArticles.map((article) => article.slug).sort())
    expect(guidePageTranslations[language].map((article) => article.slug).sort()).toEqual(guidePages.map((article) => article.slug).sort())
    expect(legalPageTranslations[language].map((page) => page.id).sort()).toEqual(legalPages.map((page) => page.id).sort())
    for (const pair of pairs(language)) expect(pair.french, `${pair.kind} ${pair.slug}`).toBeDefined()
  })

  it('have the French text’s fields, its slug, id, layout, similar companies, dates and links in the same order', () => {
    for (const { kind, slug, french, version } of pairs(language)) {
      const label = `${language} ${kind} ${slug}`
      const frenchFields = strings(french)
      const versionFields = strings(version)
      // Same shape: as many paragraphs, items, questions and tags as the French.
      expect(versionFields.map((field) => field.path), label).toEqual(frenchFields.map((field) => field.path))
      for (const [index, field] of frenchFields.entries()) {
        if (kept.test(field.path)) expect(versionFields[index]!.text, `${label}: ${field.path}`).toBe(field.text)
      }
      expect(linksOf(version), `${label}: internal links`).toEqual(linksOf(french))
      // The values that are not text: all but the reading time, which is the version's own.
      const { readTime: _french, ...frenchRest } = french as { readTime?: number }
      const { readTime: _version, ...versionRest } = version as { readTime?: number }
      expect(JSON.stringify(versionRest, (_key, value: unknown) => (typeof value === 'string' ? undefined : value)), label).toBe(
        JSON.stringify(frenchRest, (_key, value: unknown) => (typeof value === 'string' ? undefined : value)),
      )
    }
  })

  it('state every number of the French text, field by field', () => {
    const mismatches: string[] = []
    for (const { kind, slug, french, version } of pairs(language)) {
      const versionFields = new Map(strings(version).map((field) => [field.path, field.text]))
      for (const field of strings(french)) {
        const theirs = versionFields.get(field.path) ?? ''
        if (numbersOf(theirs).join(' ') !== numbersOf(field.text).join(' ')) {
          mismatches.push(`${kind} ${slug} ${field.path}: ${numbersOf(field.text).join(' ')} ≠ ${numbersOf(theirs).join(' ')}`)
        }
      }
    }
    expect(mismatches).toEqual([])
  })

  it('are written in the language', () => {
    const problems: string[] = []
    for (const { kind, slug, french, version } of pairs(language)) {
      const frenchFields = new Map(strings(french).map((field) => [field.path, field.text]))
      for (const field of strings(version)) {
        const label = `${kind} ${slug} ${field.path}`
        if (prose.test(field.path) && field.text === frenchFields.get(field.path)) problems.push(`${label}: the French text`)
        // 'מה זה Delaware flip?': a question about a term of art has few Hebrew letters.
        if (language === 'he' && prose.test(field.path) && !/[\u05d0-\u05ea]{2}/.test(field.text)) problems.push(`${label}: no Hebrew word`)
        const english = field.text.replace(frenchNames, '')
        if (language === 'en' && !kept.test(field.path) && frenchWords.test(english)) problems.push(`${label}: "${frenchWords.exec(english)?.[0]}"`)
      }
    }
    expect(problems).toEqual([])
  })
})

describe.each(translatedLanguages)('the pages in %s show the versions of their language', (language) => {
  it('give the profiles, the articles, the guides and the Pushit article in the language', () => {
    for (const profile of profiles) {
      const view = profileData(profile.slug, language)!
      expect(view.layout === 'long' || view.layout === 'adtech', profile.slug).toBe(true)
      if (view.layout !== 'long' && view.layout !== 'adtech') continue
      expect(view.profile).toBe(profileIn(profile, language).text)
      expect(view.profile.tagline).not.toBe(profile.tagline)
      expect(view.profileLanguage).toBe(language)
    }
    for (const article of blogArticles) {
      const page = blogArticlePage(article.slug, language)!
      expect(page.article.title, article.slug).not.toBe(article.title)
      // The version, with its category named in the page's language (content/blog/categories.i18n.ts).
      expect(page.article).toEqual({ ...articleIn(article, language).text, category: blogCategoryNameIn(article.category, language) })
      expect(page.language).toBe(language)
      for (const related of page.related) expect(related.language).toBe(language)
    }
    for (const guide of guidePages) expect(guidePage(guide.slug, language)!.article.title).toBe(articleIn(guide, language).text.title)
    expect(investmentGuidePage(language).article.title).toBe(articleIn(investmentGuideArticle, language).text.title)
    expect(investmentGuidePage(language).article.title).not.toBe(investmentGuideArticle.title)
    expect(pushitPage(language).text.title).toBe(pushitEditorialIn(language).text.title)
    expect(pushitPage(language).text.title).not.toBe(pushitEditorial.title)
  })

  it('list them in the language: blog, topic pages, home guide cards, search results, RSS', () => {
    const listing = blogListing(language)
    for (const summary of listing.articles) {
      const french = blogArticles.find((article) => article.slug === summary.slug)!
      expect(summary.title).toBe(articleIn(french, language).text.title)
      expect(summary.readTime).toBe(articleIn(french, language).text.readTime)
      expect(summary.language).toBe(language)
    }
    const entries = topicEntries('startups', language)
    expect(entries.length).toBeGreaterThan(0)
    for (const entry of entries) expect(entry.language, entry.path).toBe(language)
    expect(entries.find((entry) => entry.path === '/pushit-replays')?.title).toBe(pushitEditorialIn(language).text.title)
    // The events page leads to the same section of the version.
    for (const entry of topicEntries('events', language)) {
      expect(entry.language).toBe(language)
      expect(entry.section).not.toMatch(/événement/i)
    }
    for (const profile of topicPage('startups', language)!.profiles) {
      expect(profile.tagline).toBe(profileIn(profiles.find((candidate) => candidate.slug === profile.slug)!, language).text.tagline)
    }
    for (const guide of homeData(language).guides) {
      const article = guide.path === `/${investmentGuideArticle.slug}` ? investmentGuideArticle : guidePages.find((page) => guide.path === `/guides/${page.slug}`)!
      expect(guide.readTime, guide.path).toBe(articleIn(article, language).text.readTime)
    }
    for (const document of searchDocuments().filter((candidate) => candidate.type === 'guide' || candidate.type === 'article')) {
      const view = searchResultView(document, language)
      expect(view.lang, document.id).toBeUndefined()
      expect(document.names, document.id).toContain(view.title)
    }
    const rss = blogRss('https://startups.example.org', language)
    for (const article of blogArticles) {
      expect(rss).toContain(`<title>${articleIn(article, language).text.title.replaceAll('&', '&amp;').replaceAll("'", '&apos;').replaceAll('"', '&quot;')}</title>`)
      expect(rss).not.toContain(`<title>${article.title}`)
    }
    expect(rss).not.toContain('xml:lang')
  })
})

describe('a written profile in English or Hebrew', () => {
  it('has only its texts written in the language: the facts no language changes are the French profile’s', () => {
    for (const language of translatedLanguages) {
      for (const text of profileTranslations[language]) {
        const label = `${language} ${text.slug}`
        for (const fact of ['layout', 'initials', 'similar']) expect(text, label).not.toHaveProperty(fact)
        if ('info' in text) expect(Object.keys(text.info), label).toEqual(['specialty'])
      }
    }
  })

  it('takes its layout, initials, similar startups and AdTech sector, country and stage from the French profile', () => {
    for (const language of translatedLanguages) {
      for (const french of profiles) {
        const { text: version, language: given } = profileIn(french, language)
        const label = `${language} ${french.slug}`
        expect(given, label).toBe(language)
        expect(version.layout, label).toBe(french.layout)
        expect(version.similar, label).toEqual(french.similar)
        if (version.layout === 'adtech' && french.layout === 'adtech') {
          expect(version.initials, label).toBe(french.initials)
          expect(version.info, label).toEqual({ ...french.info, specialty: version.info.specialty })
        }
      }
    }
    // Whatever the French profile says: change its facts and the version follows.
    const anzu = profiles.find((profile) => profile.slug === 'anzu')!
    const wix = profiles.find((profile) => profile.slug === 'wix')!
    if (anzu.layout !== 'adtech' || wix.layout !== 'long') throw new Error('anzu is an AdTech profile and wix a long one')
    const changedAnzu = { ...anzu, initials: 'AZ', similar: ['cignal', 'minutely'] as [string, string], info: { ...anzu.info, stage: 'Growth' as const } }
    expect(profileWithText(changedAnzu, anzuText)).toEqual({
      ...changedAnzu,
      ...anzuText,
      info: { sector: 'AdTech', country: 'Israël', specialty: anzuText.info.specialty, stage: 'Growth' },
    })
    expect(profileWithText({ ...wix, similar: ['gong', 'jfrog'] }, wixText)).toEqual({ ...wixText, layout: 'long', similar: ['gong', 'jfrog'] })
    // Texts written for the other layout render nothing.
    expect(profileWithText(wix, anzuText)).toBeUndefined()
    expect(profileWithText(anzu, wixText)).toBeUndefined()
  })
})

describe('the date of an article', () => {
  it('is written in the page’s language: the French long format by default', () => {
    expect(formatContentDate('2025-01-07')).toBe('7 janvier 2025')
    expect(formatContentDate('2025-01-07', 'en-GB')).toBe('7 January 2025')
    expect(formatContentDate('2025-01-07', 'he-IL')).toMatch(/^7 בינואר 2025$/)
  })

  it('is what Intl writes in each language’s long format, every month, without building an Intl object', () => {
    for (const locale of ['fr-FR', 'en-GB', 'he-IL']) {
      const format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })
      for (const isoDate of ['2024-02-29', '2025-01-01', '2025-03-15', '2025-04-30', '2025-05-01', '2025-06-09', '2025-07-14', '2025-08-31', '2025-09-10', '2025-10-02', '2025-11-11', '2025-12-25']) {
        expect(formatContentDate(isoDate, locale), `${isoDate} in ${locale}`).toBe(format.format(new Date(`${isoDate}T00:00:00Z`)))
      }
    }
    const built = vi.spyOn(Intl, 'DateTimeFormat')
    formatContentDate('2025-01-07', 'he-IL')
    expect(built).not.toHaveBeenCalled()
    built.mockRestore()
  })
})

describe('a text with no version in a language', () => {
  it('is given in French, and says so', () => {
    const unwritten = { ...blogArticles[0]!, slug: 'no-version-yet' }
    expect(articleIn(unwritten, 'en')).toEqual({ text: unwritten, language: 'fr' })
    const profile = { ...profiles[0]!, slug: 'no-version-yet' }
    expect(profileIn(profile, 'he')).toEqual({ text: profile, language: 'fr' })
    expect(articleIn(blogArticles[0]!, 'fr')).toEqual({ text: blogArticles[0], language: 'fr' })
  })
})
