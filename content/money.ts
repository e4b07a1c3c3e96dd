/**
 * Money as the data holds it, a number and its currency, and one way to write it in each language.
 * Zod-free and without Intl, so that a browser module may import it: building an Intl.NumberFormat costs a
 * phone tens of milliseconds while it hydrates a page (see app/components/directory/format.ts).
 */
import type { Language } from './languages.ts'

export const currencies = ['USD', 'EUR', 'GBP', 'ILS'] as const
export type Currency = (typeof currencies)[number]

export interface Money {
  /** The amount in the currency's units (dollars, not cents): 1_900_000_000. */
  readonly amount: number
  readonly currency: Currency
  /** The source gives a lower bound ('more than $1.9B'). */
  readonly atLeast?: true
}

/** '$1.9B+' → 1.9 billion dollars, at least. Reads the short form written by hand; undefined when it is not one. */
export function parseMoney(text: string): Money | undefined {
  const match = /^\$(\d+(?:\.\d+)?)([KMB])(\+?)$/.exec(text.trim())
  if (!match) return undefined
  const scale = { K: 1e3, M: 1e6, B: 1e9 }[match[2] as 'K' | 'M' | 'B']
  return { amount: Math.round(Number(match[1]) * scale), currency: 'USD', ...(match[3] ? { atLeast: true as const } : {}) }
}

const symbols: Readonly<Record<Currency, string>> = { USD: '$', EUR: '€', GBP: '£', ILS: '₪' }
const hebrewCurrencyNames: Readonly<Record<Currency, string>> = { USD: 'דולר', EUR: 'אירו', GBP: 'ליש״ט', ILS: 'ש״ח' }

/** The scale a reader expects: billions, millions, thousands, or units. */
const scales = [
  { size: 1e9, fr: 'Md', en: 'B', he: 'מיליארד' },
  { size: 1e6, fr: 'M', en: 'M', he: 'מיליון' },
  { size: 1e3, fr: 'k', en: 'K', he: 'אלף' },
] as const

/** At most one decimal, none when it is zero: 1.9, 580, 7.3. */
function shortNumber(value: number, decimalSeparator: string): string {
  const rounded = Math.round(value * 10) / 10
  const [whole, decimals] = String(rounded).split('.')
  return decimals ? `${whole}${decimalSeparator}${decimals}` : whole!
}

const nbsp = '\u00a0'

/**
 * An amount as a reader of the language writes it: '1,9 Md$' in French (a no-break space before the unit),
 * '$1.9B' in English, '1.9 מיליארד דולר' in Hebrew; 'plus de', 'over', 'מעל' before a lower bound.
 */
export function formatMoney(money: Money, language: Language): string {
  const scale = scales.find((candidate) => Math.abs(money.amount) >= candidate.size)
  const value = scale ? money.amount / scale.size : money.amount
  let text: string
  if (language === 'fr') text = `${shortNumber(value, ',')}${nbsp}${scale?.fr ?? ''}${symbols[money.currency]}`
  else if (language === 'en') text = `${symbols[money.currency]}${shortNumber(value, '.')}${scale?.en ?? ''}`
  else text = [shortNumber(value, '.'), scale?.he, hebrewCurrencyNames[money.currency]].filter(Boolean).join(' ')
  if (!money.atLeast) return text
  return { fr: `plus de ${text}`, en: `over ${text}`, he: `מעל ${text}` }[language]
}
