/**
 * The English and Hebrew texts of the hand-checked companies (content/companies/i18n): one for every company,
 * valid, with the French text's tags count and every number of it ("every figure, date and name
 * identical — a test extracts the numbers of each version and compares them"), Hebrew in Hebrew letters, and
 * shown on the pages of their language.
 */
import { describe, expect, it } from 'vitest'

import { companies, profiles } from '../../content/index.ts'
import { companyTranslation, companyTranslationFiles } from '../../content/companies/i18n/index.ts'
import { companyTranslationSchema } from '../../content/schema.ts'
import { profileIn } from '../../content/translations.ts'
import { companyCard, profileData } from '../../app/lib/directory-data.server.ts'
import { numbersOf } from '../support/numbers.ts'

const translated = ['en', 'he'] as const

describe('the numbers of a text', () => {
  it('are its digit groups, whatever separates the thousands', () => {
    expect(numbersOf('Fondée en 2013, 1 000 salariés, 3,5 Md$')).toEqual(['1000', '2013', '3', '5'])
    expect(numbersOf('Founded in 2013, 1,000 employees, $3.5B')).toEqual(['1000', '2013', '3', '5'])
    expect(numbersOf('no figure')).toEqual([])
  })
})

describe.each(translated)('the %s texts of the hand-checked companies', (language) => {
  it('cover every company, and no other, one file per French sector file', () => {
    const slugs = Object.values(companyTranslationFiles[language]).flatMap((file) => Object.keys(file))
    expect(slugs.length).toBe(new Set(slugs).size)
    expect([...slugs].sort()).toEqual(companies.map((company) => company.slug).sort())
    for (const [sector, file] of Object.entries(companyTranslationFiles[language])) {
      const french = companies.filter((company) => company.sector === sector).map((company) => company.slug)
      expect(Object.keys(file), sector).toEqual(french)
    }
  })

  it('are valid, with as many tags as the French and every number of it', () => {
    const mismatches: string[] = []
    for (const company of companies) {
      const text = companyTranslation(company.slug, language)!
      expect(companyTranslationSchema.safeParse(text).success, company.slug).toBe(true)
      expect(text.tags.length, company.slug).toBe(company.tags.length)
      if (numbersOf(text.description).join(' ') !== numbersOf(company.description).join(' ')) {
        mismatches.push(`${company.slug}: ${numbersOf(company.description).join(' ')} ≠ ${numbersOf(text.description).join(' ')}`)
      }
    }
    expect(mismatches).toEqual([])
  })

  it('are written in the language', () => {
    for (const company of companies) {
      const text = companyTranslation(company.slug, language)!
      if (language === 'he') expect(text.description, company.slug).toMatch(/[\u05d0-\u05ea]{3}/)
      // No French word the English might have kept ('les', 'des', 'une', 'est', 'avec', 'pour', 'dans').
      else expect(text.description, company.slug).not.toMatch(/\b(?:les|des|une|est|avec|pour|dans)\b/)
      expect(text.description, company.slug).not.toBe(company.description)
    }
  })

  it('are what the cards of that language show, marked with their language', () => {
    const company = companies[0]!
    const card = companyCard(company.slug, language)!
    expect(card.description).toBe(companyTranslation(company.slug, language)!.description)
    expect(card.descriptionLanguage).toBe(language)
    expect(card.tags).toEqual(companyTranslation(company.slug, language)!.tags)
    expect(companyCard(company.slug, 'fr')!.description).toBe(company.description)
  })

  it('are what a similar company shows, or the tagline of its written profile in the same language', () => {
    // Cellebrite's similar companies (listed cybersecurity companies, ADR 0056) include Check Point and CyberArk,
    // which have written profiles (in the three languages).
    const similar = profileData('cellebrite', language)!.similar
    const written = similar.filter((entry) => profiles.some((profile) => profile.slug === entry.slug))
    expect(written.length).toBeGreaterThan(0)
    for (const entry of written) {
      const profile = profiles.find((candidate) => candidate.slug === entry.slug)!
      expect(entry.description).toBe(profileIn(profile, language).text.tagline)
      expect(entry.description).not.toBe(profile.tagline)
      expect(entry.descriptionLanguage).toBe(language)
    }
    const other = similar.filter((entry) => !profiles.some((profile) => profile.slug === entry.slug))
    for (const entry of other) expect(entry.description).toBe(companyTranslation(entry.slug, language)!.description)
    const french = profileData('cellebrite', 'fr')!.similar.filter((entry) => profiles.some((profile) => profile.slug === entry.slug))
    for (const entry of french) expect(entry.description).toBe(profiles.find((profile) => profile.slug === entry.slug)!.tagline)
  })
})
