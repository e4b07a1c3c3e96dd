import { renderToStaticMarkup } from 'react-dom/server'
import { prerender } from 'react-dom/static'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ContactForm } from '../../app/components/forms/contact-form.tsx'
import { NewsletterForm } from '../../app/components/forms/newsletter-form.tsx'
import { I18nProvider } from '../../app/i18n/context.tsx'
import type { Language } from '../../app/i18n/languages.ts'
import { AuthProvider } from '../../app/lib/auth/auth-provider.tsx'
import Contact from '../../app/routes/site/contact.tsx'
import { frenchTypography } from '../../content/french-typography.ts'

/** Renders inside a data router (the root data falls back to its defaults), the i18n and auth providers. */
function stub(element: React.ReactElement, language: Language) {
  return createRoutesStub([
    {
      path: '/',
      Component: () => (
        <I18nProvider language={language}>
          <AuthProvider>{element}</AuthProvider>
        </I18nProvider>
      ),
    },
  ])
}

function render(element: React.ReactElement, language: Language = 'fr') {
  const Stub = stub(element, language)
  return renderToStaticMarkup(<Stub initialEntries={['/']} />)
}

/** The same, waiting for what suspends (code loaded on demand), as the server's render does. */
async function renderComplete(element: React.ReactElement, language: Language = 'fr') {
  const Stub = stub(element, language)
  const { prelude } = await prerender(<Stub initialEntries={['/']} />)
  return new Response(prelude).text()
}

describe('ContactForm', () => {
  const html = render(<ContactForm />)

  it('marks the five fields required and offers the four subjects in order', () => {
    expect(html.match(/required=""/g)).toHaveLength(5)
    const options = [...html.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((match) => [match[1], match[2]])
    expect(options).toEqual([
      ['', 'Sélectionnez un sujet'],
      ['info', 'Demande d&#x27;information'],
      ['support', 'Support technique'],
      ['project', 'Nouveau projet'],
      ['other', 'Autre'],
    ])
  })

  it("shows the message counter 'N/10' and the hidden honeypot named website", () => {
    expect(html).toContain('>0/10<')
    const honeypot = /<div aria-hidden="true"[^>]*>(.*?)<\/div>/.exec(html.slice(html.indexOf('contact-website') - 120))?.[1] ?? ''
    expect(honeypot).toContain('name="website"')
    expect(honeypot).toContain('tabindex="-1"')
    expect(honeypot).toContain('autoComplete="off"')
    expect(html).toContain('Envoyer le message')
  })

  it('is translated', () => {
    const hebrew = render(<ContactForm />, 'he')
    expect(hebrew).toContain('שליחת ההודעה')
    expect(hebrew).toContain('פרויקט חדש')
  })
})

describe('contact page', () => {
  it('shows the opening hours of spec section 9 in each language, and the form (loaded on demand)', async () => {
    const lines = {
      fr: ['Lundi - Vendredi : 9h00 - 18h00', 'Samedi : 10h00 - 16h00', 'Dimanche : Fermé'],
      en: ['Monday - Friday: 9:00 - 18:00', 'Saturday: 10:00 - 16:00', 'Sunday: Closed'],
      he: ['שני - שישי: 9:00 - 18:00', 'שבת: 10:00 - 16:00', 'ראשון: סגור'],
    } as const
    for (const language of ['fr', 'en', 'he'] as const) {
      const page = await renderComplete(<Contact />, language)
      for (const line of lines[language]) expect(page).toContain(`<li>${language === 'fr' ? frenchTypography(line) : line}</li>`)
      expect(page).toMatch(/href="mailto:[^"]+"/)
      expect(page.match(/required=""/g)).toHaveLength(5)
    }
  })
})

describe('NewsletterForm', () => {
  it('compact: a labelled form for the brand-coloured call to action, with the three fields', () => {
    const html = render(<NewsletterForm variant="compact" />)
    expect(html).toContain('aria-label="Inscription à la newsletter"')
    expect(html).toContain('Prénom (optionnel)')
    expect(html).toContain('href="/confidentialite"')
    expect(html).toContain('text-white')
    expect(html).toContain('S&#x27;inscrire')
  })

  it('card: the same fields on the page surface', () => {
    const html = render(<NewsletterForm />)
    expect(html).not.toContain('aria-label="Inscription à la newsletter"')
    expect(html.match(/required=""/g)).toHaveLength(2)
  })
})
