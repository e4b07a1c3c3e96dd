import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { companyInitials, groupThousands, roundLabel } from '../../app/components/directory/format.ts'
import { acquisitionLabel } from '../../app/components/directory/fact-display.tsx'
import { NewsletterCallToActionFigures, NewsletterCallToActionText } from '../../app/components/directory/newsletter-call-to-action-parts.tsx'
import { CompanyCard } from '../../app/components/directory/company-card.tsx'
import { GeneratedProfile } from '../../app/components/directory/profile-generated.tsx'
import { LongProfileFacts } from '../../app/components/directory/profile-long-sections.tsx'
import { SectorCompanyList } from '../../app/components/directory/sector-company-list.tsx'
import { I18nProvider } from '../../app/i18n/context.tsx'
import { languageInfo, languages, type Language } from '../../app/i18n/languages.ts'
import { translatorFor } from '../../app/i18n/translate.ts'
import { companyCard, profileData, type ProfileView } from '../../app/lib/directory-data.server.ts'
import { allCompanies } from '../../content/companies.server.ts'
import { registerLocality } from '../../content/register.server.ts'
import { registerText } from '../../content/register-texts.server.ts'

function render(element: React.ReactElement, language: Language = 'fr') {
  return renderToStaticMarkup(
    <MemoryRouter>
      <I18nProvider language={language}>{element}</I18nProvider>
    </MemoryRouter>,
  )
}

describe('SectorCompanyList', () => {
  it("shows 'Bientôt disponible' for a sector with no company (spec section 2)", () => {
    const html = render(<SectorCompanyList companies={[]} />)
    expect(html).toContain('Bientôt disponible')
    expect(html).not.toContain('<article')
  })

  it('shows one card per company, linked to its profile, with the Phare badge on featured ones', () => {
    const wix = companyCard('wix', 'fr')!
    const html = render(<SectorCompanyList companies={[{ ...wix, featured: true }, { ...wix, slug: 'other', name: 'Other', featured: false }]} />)
    expect(html).not.toContain('Bientôt disponible')
    expect(html.match(/<article/g)).toHaveLength(2)
    expect(html).toContain('href="/startups/wix"')
    expect(html).toContain('href="/startups/other"')
    expect(html.match(/Phare/g)).toHaveLength(1)
  })

  it('is translated', () => {
    expect(render(<SectorCompanyList companies={[]} />, 'he')).toContain('בקרוב')
    expect(render(<SectorCompanyList companies={[]} />, 'en')).toContain('Coming soon')
  })
})

describe('a company headquartered abroad', () => {
  /** The text of each term and definition of the key facts, in order. */
  const facts = (html: string) => [...html.matchAll(/<(?:dt|dd)[^>]*>(.*?)<\/(?:dt|dd)>/g)].map((match) => match[1]!.replace(/<[^>]+>/g, ''))
  const view = <L extends ProfileView['layout']>(slug: string, layout: L, language: Language) => {
    const found = profileData(slug, language)
    if (found?.layout !== layout) throw new Error(`${slug} has no ${layout} profile`)
    return found as Extract<ProfileView, { layout: L }>
  }

  it('shows its headquarters and its Israeli centre as two facts of the profile, in every language', () => {
    const fireblocks = facts(render(<GeneratedProfile view={view('fireblocks', 'generated', 'fr')} />))
    expect(fireblocks.join(' | ')).toContain('Siège | New York | Centre en Israël | Tel Aviv')
    const jfrog = facts(render(<LongProfileFacts view={view('jfrog', 'long', 'en')} />, 'en'))
    // The written headcount is worldwide; the register's band is shown for what it is, its estimate (issue 33).
    expect(jfrog.slice(0, 4)).toEqual(['Founded', '2008', 'Worldwide headcount', 'More than 1,000'])
    expect(jfrog).toContain('Size estimated by the register')
    expect(jfrog).not.toContain('Staff in Israel')
    expect(jfrog.join(' | ')).toContain('Headquarters | Sunnyvale | Centre in Israel | Netanya')
    expect(facts(render(<LongProfileFacts view={view('jfrog', 'long', 'he')} />, 'he'))).toContain('מרכז בישראל')
  })

  it('shows one place only when the headquarters is in Israel', () => {
    const mobileye = facts(render(<LongProfileFacts view={view('mobileye', 'long', 'fr')} />))
    expect(mobileye).toContain('Jérusalem')
    expect(mobileye).not.toContain('Centre en Israël')
  })

  it('shows both places on its directory card', () => {
    const html = render(<CompanyCard company={companyCard('rapyd', 'fr')!} />)
    expect(html).toContain('Londres')
    expect(html).toContain('En Israël\u00a0: Tel Aviv')
    expect(render(<CompanyCard company={companyCard('wix', 'fr')!} />)).not.toContain('En Israël')
  })
})

describe('a company known only from the register', () => {
  const record = allCompanies().find((item) => !item.handChecked && item.logo && item.sizeBand && item.israeliLocality)!
  const locality = registerLocality(record.israeliLocality!)!
  const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;')

  it.each([
    ['fr', 'personnes, estimation du registre'],
    ['en', 'people, the register’s estimate'],
    ['he', 'עובדים, הערכת המאגר'],
  ] as const)('has a card with its logo, its size as the register estimates it, its city and the readers’ text in %s', (language, staff) => {
    const card = companyCard(record.slug, language)!
    const html = render(<CompanyCard company={card} />, language)
    expect(html).toContain(`src="/logos/${record.logo}"`)
    expect(html).toContain(staff)
    expect(html).toContain(escaped(locality[language]))
    // What the company does, as the readers wrote it in the page's language, laid out in the page's direction.
    expect(card.descriptionLanguage).toBe(language)
    expect(card.description).toBe(registerText(record.registryNumber!, language))
    expect(html.replace(/<\/?bdi>/g, '')).toContain(escaped(card.description))
    expect(html).not.toMatch(/<p[^>]*dir="auto"/)
  })

  it('links its website even when the register knows it only at an http:// address, marked nofollow (issue 33)', () => {
    const plain = allCompanies().find((item) => !item.handChecked && item.website?.startsWith('http://'))!
    const html = render(<GeneratedProfile view={profileData(plain.slug, 'fr') as Extract<ProfileView, { layout: 'register' }>} />)
    const link = new RegExp(`<a href="${plain.website!.replace(/[.?]/g, '\\$&')}" target="_blank" rel="noopener nofollow"`)
    expect(html).toMatch(link)
    const secure = allCompanies().find((item) => !item.handChecked && item.website?.startsWith('https://'))!
    expect(render(<GeneratedProfile view={profileData(secure.slug, 'fr') as Extract<ProfileView, { layout: 'register' }>} />)).toContain(`href="${secure.website}" target="_blank" rel="noopener noreferrer"`)
  })

  it('shows the initials of its name when it has no logo', () => {
    const bare = allCompanies().find((item) => !item.handChecked && !item.logo)!
    const html = render(<CompanyCard company={companyCard(bare.slug, 'fr')!} />)
    expect(html).not.toContain('<img')
    const tile = /<span aria-hidden="true" data-testid="company-logo"[^>]*>([^<]*)<\/span>/.exec(html)
    expect(tile?.[1]).toBe(escaped(companyInitials(bare.name)))
  })
})

describe("the newsletter call to action's parts", () => {
  it('show the title, the text, the frequency and the language, and no unmeasured figure', () => {
    const html = render(
      <>
        <NewsletterCallToActionText />
        <dl>
          <NewsletterCallToActionFigures />
        </dl>
      </>,
    )
    for (const text of ['id="newsletter-cta-title"', 'Hebdomadaire', 'Français']) expect(html).toContain(text)
    for (const claim of ['12,000+', '98%']) expect(html).not.toContain(claim)
  })
})

describe('directory labels', () => {
  const t = translatorFor('fr')

  it("group a number's thousands as the language's number format does", () => {
    expect(groupThousands('1001', 'fr')).toBe('1\u202f001')
    expect(groupThousands('1001', 'he')).toBe('1,001')
    for (const language of languages) {
      const format = new Intl.NumberFormat(languageInfo[language].locale)
      for (const number of [0, 7, 10, 200, 999, 1000, 1001, 5000, 10_000, 99_999, 123_456, 1_000_001, 45_000_000]) {
        expect(groupThousands(String(number), language), `${number} in ${language}`).toBe(format.format(number))
      }
    }
  })

  it('write the last round in the language', () => {
    expect(roundLabel(t, 'Series C')).toBe('Série C')
    expect(acquisitionLabel(t, { acquirer: 'Intel' }, 'fr')).toBe('Rachetée par Intel')
    expect(acquisitionLabel(t, { acquirer: 'Intel', year: 2020, amount: { amount: 900_000_000, currency: 'USD' } }, 'fr')).toBe('Rachetée par Intel en 2020, pour 900\u00a0M$')
    expect(acquisitionLabel(translatorFor('en'), { acquirer: 'Intel', year: 2020 }, 'en')).toBe('Acquired by Intel in 2020')
    expect(roundLabel(translatorFor('en'), 'Series C')).toBe('Series C')
  })

  it('make the monogram of every company of the directory from letters and digits only', () => {
    const odd = allCompanies()
      .map((company) => `${company.name} → ${companyInitials(company.name)}`)
      .filter((line) => !/ → [\p{L}\p{N}]{1,3}$/u.test(line))
    expect(odd).toEqual([])
  })

  it('make logo initials from the name', () => {
    expect(companyInitials('Check Point Software Technologies')).toBe('CP')
    expect(companyInitials('monday.com')).toBe('M')
    expect(companyInitials('Wix')).toBe('W')
    expect(companyInitials('Pushit Replays')).toBe('PR')
  })
})
