/**
 * French spacing (issue 35, point 6; ADR 0055): the rule, and every French interface message through `translate`.
 */
import { describe, expect, it } from 'vitest'
import { frenchTypography, frenchTypographyDeep } from '../../content/french-typography.ts'
import { translate, type MessageFunction } from '../../app/i18n/translate.ts'
import { readMessages } from '../../scripts/compile-messages.ts'
import { m } from '../../app/paraglide/messages.js'

const loose = / [:;!?»]|« /

describe('French spacing', () => {
  it('puts a no-break space before a colon and a narrow one before ; ! ? » and after «', () => {
    expect(frenchTypography('Pourquoi Israël ?')).toBe('Pourquoi Israël\u202f?')
    expect(frenchTypography('Lundi - Vendredi : 9h00 - 18h00')).toBe('Lundi - Vendredi\u00a0: 9h00 - 18h00')
    expect(frenchTypography('Ceci est une traduction ; la version française fait foi.')).toBe('Ceci est une traduction\u202f; la version française fait foi.')
    expect(frenchTypography('par exemple « Wix » !')).toBe('par exemple «\u202fWix\u202f»\u202f!')
  })

  it('leaves what has no space before the sign: times, addresses, identifiers', () => {
    for (const text of ['9h00', 'https://startups.example.org/?q=a', 'Series A', 'a:b', '«Wix»']) expect(frenchTypography(text)).toBe(text)
  })

  it('in a text given in three languages, spaces only the French', () => {
    const value = { name: { fr: 'Pourquoi ?', en: 'Why ?', he: 'למה ?' }, answer: 'Oui !' }
    expect(frenchTypographyDeep(value)).toEqual({ name: { fr: 'Pourquoi\u202f?', en: 'Why ?', he: 'למה ?' }, answer: 'Oui\u202f!' })
  })

  it('applies to every French interface message, and to no English or Hebrew one', () => {
    const french = readMessages('fr')
    const spaced = Object.keys(french).filter((key) => loose.test(french[key]!))
    // The dictionary itself is written with plain spaces: the rule is applied when the messages are compiled.
    expect(spaced.length).toBeGreaterThan(10)
    for (const key of spaced) {
      const message = (m as unknown as Record<string, MessageFunction<Record<string, string>>>)[key]!
      const values = Object.fromEntries([...french[key]!.matchAll(/\{(\w+)\}/g)].map((match) => [match[1]!, 'x']))
      expect(translate('fr', message, values), key).not.toMatch(loose)
      const english = translate('en', message, values)
      expect(english).not.toMatch(/[\u00a0\u202f][:;!?]/)
    }
  })
})
