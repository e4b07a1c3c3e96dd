/**
 * The site's short editorial texts in English and Hebrew: the topic pages' titles and
 * introductions, the home page's featured cards, the blog categories and the authors. Each collection keeps
 * its French file as the source (content/topics.ts, featured.ts, blog/categories.ts, authors.ts) and has a
 * file of translations beside it, keyed like the French entries and typed `Translated<T>`, so that a missing
 * language fails to compile; content/validate.ts checks that every French entry has one and that nothing else
 * is there. `siteTextIn` gives an entry's text in a page's language.
 */
import type { Language } from './schema.ts'

export type OtherLanguage = Exclude<Language, 'fr'>

/** A text in English and in Hebrew: both are required. */
export type Translated<T> = { readonly [language in OtherLanguage]: T }

/** The French text in French, its translation in another language. */
export function siteTextIn<T>(french: T, translations: Translated<T> | undefined, language: Language): T {
  if (language === 'fr' || !translations) return french
  return translations[language]
}
