import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { stageLabel } from '../../app/components/directory/format.ts'
import { I18nProvider, useT } from '../../app/i18n/context.tsx'
import { languageInfo, type Language } from '../../app/i18n/languages.ts'
import { messageOf, translate, translatorFor } from '../../app/i18n/translate.ts'
import { m } from '../../app/paraglide/messages.js'
import { parityProblems } from '../../scripts/compile-messages.ts'
import { en, fr, he } from '../support/messages.ts'

describe('message files', () => {
  it('have exactly the same keys and placeholders in French, English and Hebrew, none empty', () => {
    expect(parityProblems({ fr, en, he })).toEqual([])
    expect(Object.keys(fr).length).toBeGreaterThan(500)
  })

  it('fail the compile step (typecheck, build, tests) when a language lacks a key, has an extra one or other placeholders', () => {
    const { 'footer.copyright': _missing, ...enWithout } = en
    expect(parityProblems({ fr, en: enWithout, he })).toEqual(['en: missing key footer.copyright'])
    expect(parityProblems({ fr, en, he: { ...he, 'no.such.key': 'x' } })).toEqual(['he: key no.such.key is not in French'])
    expect(parityProblems({ fr, en: { ...en, 'footer.copyright': '© {years}' }, he })).toEqual(['en: footer.copyright has {years}, French has {year}'])
    expect(parityProblems({ fr, en, he: { ...he, 'generic.loading': '' } })).toEqual(['he: generic.loading is empty'])
  })

  it('keep the specification wording of the generic labels', () => {
    expect(translate('fr', m['generic.loading'])).toBe('Chargement...')
    expect(translate('en', m['generic.pageNotFound'])).toBe('Page not found')
    expect(translate('en', m['generic.error'])).toBe('Error')
    expect(translate('en', m['generic.loading'])).toBe('Loading...')
    expect(translate('fr', m['error.unexpected'])).toBe('Unexpected Application Error!')
    // The specification's wording, with French spacing (ADR 0055).
    expect(translate('fr', m['meta.default.title'])).toBe('Startups en Israël\u00a0: Découvrez les secteurs innovants')
  })
})

describe('translate', () => {
  it('fills placeholders', () => {
    expect(translate('fr', m['footer.copyright'], { year: 2025 })).toBe('© 2025 Startups en Israël. Tous droits réservés.')
  })

  it('displays the key itself when a key computed at run time has no message (spec section 4)', () => {
    expect(translate('he', messageOf({}, 'no.such.key'))).toBe('no.such.key')
    expect(stageLabel(translatorFor('en'), 'Public')).toBe(translate('en', m['directory.stage.Public']))
    expect(stageLabel(translatorFor('he'), 'Dormant')).toBe('directory.stage.Dormant')
    // Own keys only: a key named after an Object.prototype member is missing too.
    expect(translate('fr', messageOf({}, 'constructor'))).toBe('constructor')
  })

  it('takes the language of each call, never a global one: renders in different languages interleave safely', async () => {
    function Label() {
      const t = useT()
      return <span>{t(m['generic.loading'])}</span>
    }
    const render = async (language: Language) => {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5))
      return renderToString(
        <I18nProvider language={language}>
          <Label />
        </I18nProvider>,
      )
    }
    const languages: Language[] = Array.from({ length: 60 }, (_, index) => (['fr', 'en', 'he'] as const)[index % 3]!)
    const html = await Promise.all(languages.map(render))
    html.forEach((page, index) => expect(page).toBe(`<span>${translate(languages[index]!, m['generic.loading'])}</span>`))
  })
})

describe('language', () => {
  it('is right to left for Hebrew only', () => {
    expect(languageInfo.he.dir).toBe('rtl')
    expect(languageInfo.fr.dir).toBe('ltr')
    expect(languageInfo.en.dir).toBe('ltr')
  })
})
