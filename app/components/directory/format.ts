import { useI18n } from '~/i18n/context.tsx'
import type { Translate, TranslationValues } from '~/i18n/translate.ts'
import type { MessageKey } from '~/i18n/messages/index.ts'

/** The '.one' or '.other' form of a counted message ('.zero' too when the dictionary has one). */
export function countLabel(t: Translate, base: string, count: number, withZero = false, values: TranslationValues = {}): string {
  const form = withZero && count === 0 ? 'zero' : count === 1 ? 'one' : 'other'
  return t(`${base}.${form}` as MessageKey, { ...values, count })
}

/** Spec section 4: licorne shows 'Licorne', scale-up shows 'Scale-up', anything else 'Early-stage'. */
export function statusLabel(t: Translate, status: string): string {
  if (status === 'licorne') return t('directory.status.licorne')
  if (status === 'scale-up') return t('directory.status.scaleUp')
  return t('directory.status.earlyStage')
}

export function stageLabel(t: Translate, stage: string): string {
  return t(`directory.stage.${stage}` as MessageKey)
}

/** 'Series B' → 'Série B', 'Acquired by Intel' → 'Rachetée par Intel'. */
export function roundLabel(t: Translate, round: string): string {
  const series = /^Series ([A-Z])$/.exec(round)
  if (series) return t('directory.round.series', { letter: series[1]! })
  const acquiredBy = /^Acquired by (.+)$/.exec(round)
  if (acquiredBy) return t('directory.round.acquiredBy', { buyer: acquiredBy[1]! })
  if (round === 'Seed' || round === 'IPO' || round === 'Acquired') return t(`directory.round.${round}`)
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
export const french = { lang: 'fr', dir: 'auto' } as const

/** A headcount or size band in the page's number format: '1001-5000' → '1 001-5 000' in French, '5000+' → '5 000+'. */
export function useFormatBand() {
  const { locale } = useI18n()
  const format = new Intl.NumberFormat(locale)
  return (value: string) => value.replace(/\d+/g, (digits) => format.format(Number(digits)))
}
