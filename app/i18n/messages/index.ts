import type { Language } from '../languages.ts'
import { common } from './common.ts'
import { directory } from './directory.ts'
import { editorial } from './editorial.ts'
import { forms } from './forms.ts'

/**
 * Every area of the interface owns one module with its fr/en/he strings; they
 * are merged here. French is the source of the key type.
 */
const areas = [common, directory, editorial, forms] as const

type Area = (typeof areas)[number]
type UnionToIntersection<U> = (U extends unknown ? (arg: U) => void : never) extends (arg: infer I) => void ? I : never
type SourceMessages = UnionToIntersection<Area['fr']>

export type MessageKey = keyof SourceMessages
export type Messages = Record<MessageKey, string>

function mergeLanguage(language: Language): Messages {
  return Object.assign({}, ...areas.map((area) => area[language])) as Messages
}

export const dictionaries: Record<Language, Messages> = {
  fr: mergeLanguage('fr'),
  en: mergeLanguage('en'),
  he: mergeLanguage('he'),
}
