/** The factual company sentence (content/company-sentence.ts) in French, English and Hebrew. */
import { describe, expect, it } from 'vitest'

import { companySentence, sizePhrase } from '../../content/company-sentence.ts'
import { localities } from '../../content/localities.ts'
import { sectorIds15 } from '../../content/sector-ids.ts'

const herzliya = localities.find((locality) => locality.id === 'herzliya')!
const jerusalem = localities.find((locality) => locality.id === 'jerusalem')!

describe('the company sentence', () => {
  it('says sector, size band and city in French', () => {
    expect(companySentence({ sector: 'cybersecurity', size: '51-200', city: herzliya }, 'fr')).toBe(
      'Entreprise de cybersécurité de 51 à 200 personnes, basée à Herzliya.',
    )
    expect(companySentence({ sector: 'medtech', size: '1001+', city: jerusalem }, 'fr')).toBe(
      'Entreprise de technologies médicales de plus de 1\u202f000 personnes, basée à Jérusalem.',
    )
  })

  it('says them in English', () => {
    expect(companySentence({ sector: 'cybersecurity', size: '51-200', city: herzliya }, 'en')).toBe(
      'Cybersecurity company with 51 to 200 people, based in Herzliya.',
    )
    expect(companySentence({ sector: 'fintech', size: '201-1000', city: jerusalem }, 'en')).toBe(
      'Financial technology company with 201 to 1,000 people, based in Jerusalem.',
    )
  })

  it('says them in Hebrew, with the feminine agreement of חברה and the city in Hebrew', () => {
    expect(companySentence({ sector: 'cybersecurity', size: '51-200', city: herzliya }, 'he')).toBe(
      'חברת סייבר שמעסיקה 51 עד 200 עובדים וממוקמת בהרצלייה.',
    )
    expect(companySentence({ sector: 'energy', city: jerusalem }, 'he')).toBe('חברת אנרגיה שממוקמת בירושלים.')
    expect(companySentence({ sector: 'gaming', size: '1001+' }, 'he')).toBe('חברת גיימינג שמעסיקה יותר מ־1,000 עובדים.')
  })

  it('leaves out what is unknown', () => {
    expect(companySentence({ sector: 'agtech', size: null, city: herzliya }, 'fr')).toBe(
      'Entreprise de technologies agricoles et alimentaires basée à Herzliya.',
    )
    expect(companySentence({ sector: 'agtech', size: '11-50', city: null }, 'en')).toBe(
      'Agriculture and food technology company with 11 to 50 people.',
    )
    expect(companySentence({ sector: 'telecom' }, 'fr')).toBe('Entreprise de télécommunications.')
    expect(companySentence({ sector: 'telecom' }, 'he')).toBe('חברת תקשורת.')
  })

  it('has a wording for each of the 15 sectors in each language', () => {
    for (const sector of sectorIds15) {
      for (const language of ['fr', 'en', 'he'] as const) {
        const sentence = companySentence({ sector }, language)
        expect(sentence, `${sector} ${language}`).toMatch(language === 'he' ? /^חברת [\u0590-\u05ff ]+\.$/ : /^[A-ZÉ].+\.$/)
      }
    }
  })

  it('writes size bands with each language’s numbers', () => {
    expect(sizePhrase('1-10', 'fr')).toBe('de 1 à 10 personnes')
    expect(sizePhrase('201-1000', 'fr')).toBe('de 201 à 1\u202f000 personnes')
    expect(sizePhrase('11-50', 'he')).toBe('11 עד 50 עובדים')
  })
})
