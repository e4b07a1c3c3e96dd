import { useI18n } from '~/i18n/context.tsx'
import type { Language } from '~/i18n/languages.ts'
import { messageOf, type MessageFunction, type Translate, type TranslationValues } from '~/i18n/translate.ts'
import { m } from '~/paraglide/messages.js'

/** The forms of a counted message: its `.one` and `.other` keys, and `.zero` where the dictionary has one. */
export interface CountedMessage {
  zero?: MessageFunction<never>
  one: MessageFunction<never>
  other: MessageFunction<never>
}

/**
 * The form of a counted message for `count` ('zero' only when the message has one), its numbers grouped as the
 * language writes them ('7 930' in French, '7,930' in English: issue 35, point 6).
 */
export function countLabel(t: Translate, language: Language, message: CountedMessage, count: number, values: TranslationValues = {}): string {
  const form = (count === 0 ? message.zero : undefined) ?? (count === 1 ? message.one : message.other)
  const grouped = Object.fromEntries(Object.entries({ ...values, count }).map(([name, value]) => [name, typeof value === 'number' ? groupThousands(String(value), language) : value]))
  return t(form as MessageFunction<TranslationValues>, grouped)
}

/** `countLabel` in the page's language. */
export function useCountLabel() {
  const { t, language } = useI18n()
  return (message: CountedMessage, count: number, values: TranslationValues = {}) => countLabel(t, language, message, count, values)
}

const stages: Readonly<Record<string, MessageFunction<never>>> = {
  'directory.stage.Public': m['directory.stage.Public'],
  'directory.stage.Private': m['directory.stage.Private'],
  'directory.stage.Acquired': m['directory.stage.Acquired'],
}

/** A company's stage; one the dictionary does not name shows its key (spec section 4). */
export function stageLabel(t: Translate, stage: string): string {
  return t(messageOf(stages, `directory.stage.${stage}`) as MessageFunction<TranslationValues>)
}

/** 'Series B' → 'Série B', 'IPO' → 'Introduction en Bourse'. */
export function roundLabel(t: Translate, round: string): string {
  const series = /^Series ([A-Z])$/.exec(round)
  if (series) return t(m['directory.round.series'], { letter: series[1]! })
  if (round === 'Seed') return t(m['directory.round.Seed'])
  if (round === 'IPO') return t(m['directory.round.IPO'])
  return round
}


/** Initials of a logo tile: the first letters of the first two words, or the first letter of a single word. */
export function companyInitials(name: string): string {
  const words = name
    .replace(/\.(com|io|ai|co)\b/gi, '')
    .split(/[\s\-_/&.]+/)
    // Letters and digits only: '(P.A.M)' → 'PA', 'Chatflow (Spike)' → 'CS'.
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((word) => word !== '')
  const letters = words.length >= 2 ? [words[0]!, words[1]!].map((word) => [...word][0]) : [[...(words[0] ?? name)][0]]
  return letters.join('').toUpperCase()
}

/** Attributes of a text written in French (company texts, profiles), shown as such in every interface language. */
export const french = { lang: 'fr', dir: 'ltr' } as const

/**
 * The thousands separator of each language's number format (the `locale` of app/i18n/languages.ts: French
 * groups with a narrow no-break space). Written out rather than asked of Intl.NumberFormat: building one in
 * the browser costs a phone tens of milliseconds, in the middle of hydrating the directory.
 */
const thousandsSeparators: Readonly<Record<Language, string>> = { fr: '\u202f', en: ',', he: ',' }

/** A whole number written in digits, grouped by thousands as the language writes it: 1001 → '1 001' in French. */
export function groupThousands(digits: string, language: Language): string {
  return String(Number(digits)).replace(/\B(?=(\d{3})+$)/g, thousandsSeparators[language])
}

/** A headcount or size band in the page's number format: '1001-5000' → '1 001-5 000' in French, '5000+' → '5 000+'. */
export function useFormatBand() {
  const { language } = useI18n()
  return (value: string) => value.replace(/\d+/g, (digits) => groupThousands(digits, language))
}

const kinds: Readonly<Record<string, MessageFunction<never>>> = {
  'directory.kind.startup': m['directory.kind.startup'],
  'directory.kind.growth': m['directory.kind.growth'],
  'directory.kind.listed': m['directory.kind.listed'],
  'directory.kind.acquired': m['directory.kind.acquired'],
  'directory.kind.multinational-site': m['directory.kind.multinational-site'],
  'directory.kind.not-tech': m['directory.kind.not-tech'],
  'directory.kind.unknown': m['directory.kind.unknown'],
}

/** A company's kind as a badge names it ('Startup', 'Site israélien d’un groupe étranger'...). */
export function kindLabel(t: Translate, kind: string): string {
  return t(messageOf(kinds, `directory.kind.${kind}`) as MessageFunction<TranslationValues>)
}

const kindNouns: Readonly<Record<string, MessageFunction<never>>> = {
  'directory.kindNoun.startup': m['directory.kindNoun.startup'],
  'directory.kindNoun.growth': m['directory.kindNoun.growth'],
  'directory.kindNoun.listed': m['directory.kindNoun.listed'],
  'directory.kindNoun.acquired': m['directory.kindNoun.acquired'],
  'directory.kindNoun.multinational-site': m['directory.kindNoun.multinational-site'],
  'directory.kindNoun.not-tech': m['directory.kindNoun.not-tech'],
  'directory.kindNoun.unknown': m['directory.kindNoun.unknown'],
}

/** A company's kind inside a title ('startup israélienne' only for a startup: issue 33). */
export function kindNoun(t: Translate, kind: string): string {
  return t(messageOf(kindNouns, `directory.kindNoun.${kind}`) as MessageFunction<TranslationValues>)
}
