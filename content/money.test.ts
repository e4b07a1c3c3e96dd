import { describe, expect, it } from 'vitest'
import { formatMoney, parseMoney } from './money.ts'

describe('money', () => {
  it('is written as a reader of each language writes it', () => {
    const money = { amount: 1_900_000_000, currency: 'USD' } as const
    expect(formatMoney(money, 'fr')).toBe('1,9\u00a0Md$')
    expect(formatMoney(money, 'en')).toBe('$1.9B')
    expect(formatMoney(money, 'he')).toBe('1.9 מיליארד דולר')
    expect(formatMoney({ amount: 580_000_000, currency: 'USD' }, 'fr')).toBe('580\u00a0M$')
    expect(formatMoney({ amount: 7_250_000_000, currency: 'EUR' }, 'en')).toBe('€7.3B')
    expect(formatMoney({ amount: 40_000_000, currency: 'ILS' }, 'he')).toBe('40 מיליון ש״ח')
    expect(formatMoney({ amount: 1_000_000_000, currency: 'USD', atLeast: true }, 'fr')).toBe('plus de 1\u00a0Md$')
    expect(formatMoney({ amount: 150_000_000, currency: 'USD', atLeast: true }, 'he')).toBe('מעל 150 מיליון דולר')
  })

  it('is read from the short form written by hand', () => {
    expect(parseMoney('$1.9B+')).toEqual({ amount: 1_900_000_000, currency: 'USD', atLeast: true })
    expect(parseMoney('$580M')).toEqual({ amount: 580_000_000, currency: 'USD' })
    expect(parseMoney('1.9 billion')).toBeUndefined()
  })
})
