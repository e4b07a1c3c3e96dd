import { describe, expect, it } from 'vitest'
import { languageInfo, languages } from '../../app/i18n/languages.ts'
import { dictionaries, type MessageKey } from '../../app/i18n/messages/index.ts'
import { translate } from '../../app/i18n/translate.ts'

describe('dictionaries', () => {
  it('have exactly the same keys in French, English and Hebrew, none empty', () => {
    const frenchKeys = Object.keys(dictionaries.fr).sort()
    for (const language of languages) {
      expect(Object.keys(dictionaries[language]).sort()).toEqual(frenchKeys)
      for (const [key, value] of Object.entries(dictionaries[language])) {
        expect(value.trim(), `${language} ${key}`).not.toBe('')
      }
    }
  })

  it('use the same placeholders in every language', () => {
    for (const key of Object.keys(dictionaries.fr) as MessageKey[]) {
      const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
      for (const language of languages) {
        expect(placeholders(dictionaries[language][key]), `${language} ${key}`).toEqual(placeholders(dictionaries.fr[key]))
      }
    }
  })

  it('keep the specification wording of the generic labels', () => {
    expect(translate('fr', 'generic.loading')).toBe('Chargement...')
    expect(translate('en', 'generic.pageNotFound')).toBe('Page not found')
    expect(translate('en', 'generic.error')).toBe('Error')
    expect(translate('en', 'generic.loading')).toBe('Loading...')
    expect(translate('fr', 'error.unexpected')).toBe('Unexpected Application Error!')
    expect(translate('fr', 'meta.default.title')).toBe('Startups en Israël : Découvrez les secteurs innovants')
  })
})

describe('translate', () => {
  it('fills placeholders', () => {
    expect(translate('fr', 'footer.copyright', { year: 2025 })).toBe('© 2025 Startups en Israël. Tous droits réservés.')
  })

  it('displays the key itself when a translation is missing at run time', () => {
    expect(translate('he', 'no.such.key' as MessageKey)).toBe('no.such.key')
  })
})

describe('language', () => {
  it('is right to left for Hebrew only', () => {
    expect(languageInfo.he.dir).toBe('rtl')
    expect(languageInfo.fr.dir).toBe('ltr')
    expect(languageInfo.en.dir).toBe('ltr')
  })
})

describe('dictionary parts (ADRs 0011 and 0012)', () => {
  it('split every language into its parts, each key in the part its prefix names, none in two and none missing', async () => {
    const { messageAreasFor } = await import('../../app/i18n/load-messages.ts')
    const { areaOfKey, messageAreas } = await import('../../app/i18n/areas.ts')
    for (const language of languages) {
      const keys: string[] = []
      for (const area of messageAreas) {
        const name = area.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())
        const part = ((await import(`../../app/i18n/messages/${language}/${area}.ts`)) as Record<string, Record<string, string>>)[name]!
        expect(Object.keys(part).length, `${language}/${area}`).toBeGreaterThan(0)
        expect(Object.keys(part).filter((key) => areaOfKey(key) !== area), `${language}/${area}`).toEqual([])
        keys.push(...Object.keys(part))
      }
      expect(keys.sort()).toEqual(Object.keys(dictionaries[language]).sort())
    }
    expect(messageAreasFor([undefined, { messages: ['forms'] }])).toEqual(['common', 'forms'])
    expect(messageAreasFor([{ messages: ['forms', 'directory'] }, { messages: ['editorial'] }])).toEqual(['common', 'directory', 'editorial', 'forms'])
    expect(messageAreasFor([undefined, {}, null, 'forms'])).toEqual(['common'])
  })
})
