/**
 * The long texts in a page's language: the written profiles, the blog articles, the
 * guide pages and the Pushit Replays article. French is the source and the fallback: a text with no version
 * in a language is given in French, and says so (`language`), so the page can mark it with `lang` and `dir`.
 * Used by loaders and server modules only, like the French content. The short editorial texts (topic pages,
 * featured cards, blog categories, authors) are always translated (content/site-texts.i18n.ts).
 */
import { authorTranslations } from './authors.i18n.ts'
import { blogCategories } from './blog/categories.ts'
import { blogCategoryTranslations, type BlogCategoryText } from './blog/categories.i18n.ts'
import { blogArticleTranslations } from './blog/i18n/index.ts'
import { featuredPitchTranslations } from './featured.i18n.ts'
import { guidePageTranslations } from './guides/i18n/index.ts'
import { legalPageTranslations } from './legal/i18n/index.ts'
import { profiles } from './profiles/index.ts'
import { profileTranslations, profileWithText } from './profiles/i18n/index.ts'
import { pushitEditorialTranslations } from './pushit-page.i18n/index.ts'
import { pushitEditorial } from './index.ts'
import type { Article, Author, BlogCategory, FeaturedCard, Language, LegalPage, Profile, PushitEditorial, Topic } from './schema.ts'
import { siteTextIn } from './site-texts.i18n.ts'
import { topicTranslations } from './topics.i18n.ts'

/** A text and the language it is written in: the page's, or French when it has no version in the page's. */
export interface InLanguage<T> {
  text: T
  language: Language
}

export type TranslatedLanguage = Exclude<Language, 'fr'>
export const translatedLanguages: readonly TranslatedLanguage[] = ['en', 'he']

function bySlug<T extends { slug: string }>(files: Readonly<Record<TranslatedLanguage, readonly T[]>>) {
  return {
    en: new Map(files.en.map((text) => [text.slug, text])),
    he: new Map(files.he.map((text) => [text.slug, text])),
  }
}

/** Each language's texts over the French profile's facts; a text with no French profile to render is left out (content/validate.ts reports it). */
function translatedProfiles(language: TranslatedLanguage): Profile[] {
  return profileTranslations[language].flatMap((text) => {
    const french = profiles.find((profile) => profile.slug === text.slug)
    const profile = french && profileWithText(french, text)
    return profile ? [profile] : []
  })
}

const profilesBySlug = bySlug({ en: translatedProfiles('en'), he: translatedProfiles('he') })
/** A blog article and a guide page never share a slug (content/validate.ts). */
const articlesBySlug = bySlug({
  en: [...blogArticleTranslations.en, ...guidePageTranslations.en],
  he: [...blogArticleTranslations.he, ...guidePageTranslations.he],
})

function pick<T extends { slug: string }>(french: T, language: Language, versions: ReturnType<typeof bySlug<T>>): InLanguage<T> {
  const version = language === 'fr' ? undefined : versions[language].get(french.slug)
  return version ? { text: version, language } : { text: french, language: 'fr' }
}

/** A written profile in a language (the French one when it has no version in it). */
export function profileIn(profile: Profile, language: Language): InLanguage<Profile> {
  return pick(profile, language, profilesBySlug)
}

/** A blog article or a guide page in a language (the French one when it has no version in it). */
export function articleIn(article: Article, language: Language): InLanguage<Article> {
  return pick(article, language, articlesBySlug)
}

/** The Pushit Replays article in a language. */
export function pushitEditorialIn(language: Language): InLanguage<PushitEditorial> {
  return language === 'fr' ? { text: pushitEditorial, language } : { text: pushitEditorialTranslations[language], language }
}

/* ---------- The short editorial texts (content/site-texts.i18n.ts) ---------- */

/** A topic page's title, description and introduction in a language. */
export function topicIn(topic: Topic, language: Language): Topic {
  return { ...topic, ...siteTextIn<Pick<Topic, 'title' | 'description' | 'intro'>>(topic, topicTranslations[topic.slug], language) }
}

/** A featured card's pitch in a language. */
export function featuredPitchIn(card: FeaturedCard, language: Language): string {
  return siteTextIn(card.pitch, featuredPitchTranslations[card.slug], language)
}

/** A blog category's name and description in a language. */
export function blogCategoryIn(category: BlogCategory, language: Language): BlogCategoryText {
  return siteTextIn<BlogCategoryText>({ name: category.name, description: category.description }, blogCategoryTranslations[category.id], language)
}

/** The name shown in a language for an article's category, which the article gives by its French name. */
export function blogCategoryNameIn(frenchName: string, language: Language): string {
  const category = blogCategories.find((entry) => entry.name.toLowerCase() === frenchName.toLowerCase())
  return category ? blogCategoryIn(category, language).name : frenchName
}

/** An author's name and bio in a language. */
export function authorIn(author: Author, language: Language): Author {
  return { ...author, ...siteTextIn<Pick<Author, 'name' | 'bio'>>(author, authorTranslations[author.id], language) }
}

const legalPagesById = {
  en: new Map(legalPageTranslations.en.map((page) => [page.id, page])),
  he: new Map(legalPageTranslations.he.map((page) => [page.id, page])),
}

/** A legal page in a language (the French one when it has no version in it); the French stays the binding text. */
export function legalPageIn(page: LegalPage, language: Language): InLanguage<LegalPage> {
  const version = language === 'fr' ? undefined : legalPagesById[language].get(page.id)
  return version ? { text: version, language } : { text: page, language: 'fr' }
}
