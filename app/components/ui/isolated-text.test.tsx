/** IsolatedText: the Latin runs of a Hebrew text, each in its own <bdi>; other languages untouched. */
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { IsolatedText } from './isolated-text.tsx'

const html = (text: string, language: string) => renderToStaticMarkup(<p><IsolatedText text={text} language={language} /></p>)

describe('IsolatedText', () => {
  it('isolates each Latin name, acronym or product of a Hebrew text, with what joins it', () => {
    expect(html('פלטפורמת SaaS B2B לניהול צי, בשיתוף Wix.com ו־GPT-4.', 'he')).toBe(
      '<p>פלטפורמת <bdi>SaaS B2B</bdi> לניהול צי, בשיתוף <bdi>Wix.com</bdi> ו־<bdi>GPT-4</bdi>.</p>',
    )
  })

  it('leaves a Hebrew text without Latin, and texts in other languages, as they are', () => {
    expect(html('מערכת השקיה לחקלאים.', 'he')).toBe('<p>מערכת השקיה לחקלאים.</p>')
    expect(html('סורקת ב־360 מעלות, עד 99% דיוק.', 'he')).toBe('<p>סורקת ב־<bdi>360</bdi> מעלות, עד <bdi>99%</bdi> דיוק.</p>')
    expect(html('Logiciel SaaS pour les PME.', 'fr')).toBe('<p>Logiciel SaaS pour les PME.</p>')
  })
})
