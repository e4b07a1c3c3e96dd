/**
 * The companies the register brings: a register-only profile in French and in Hebrew (logo served
 * by the site, sector, staff in Israel and city in the page's language, links, the note on its source), the
 * monogram of a company without a logo, a hand-checked profile completed by the register, and the credit
 * of the register in the footer and on the sources page, with the counts of the data.
 */
import { expect, test, type Locator, type Page } from '@playwright/test'
import { hydrated } from '../support/forms-e2e.ts'
import { companySentence } from '../../content/company-sentence.ts'
import { registerText } from '../../content/register-texts.server.ts'
import { sectors } from '../../content/sectors.ts'
import { languageInfo } from '../../app/i18n/languages.ts'
import { allCompanies, companyBySlug, firstRegisterCompany, registerLocality } from '../support/directory-data.ts'
import { localizePath } from '../../app/lib/paths.ts'

/** A size band as the interface writes it: its numbers in the language's format ('201-1 000'). */
function band(size: string, language: 'fr' | 'he'): string {
  const format = new Intl.NumberFormat(languageInfo[language].locale)
  return size.replace(/\d+/g, (digits) => format.format(Number(digits)))
}

const strings = {
  fr: {
    keyFacts: 'Chiffres clés',
    staff: 'Taille estimée par le registre',
    staffValue: (size: string) => `${band(size, 'fr')} personnes`,
    worldwide: 'Effectif mondial',
    city: 'Ville en Israël',
    links: 'Liens',
    officialSite: 'Site officiel',
    careers: 'Offres d’emploi',
    note: 'Les faits de cette fiche viennent du registre ouvert des entreprises tech israéliennes',
    readers: 'Le texte qui présente l’entreprise a été écrit pour ce site à partir de sa fiche au registre',
    sources: 'Sources et données ouvertes',
    credit: 'Données d’entreprises : Israeli Tech Map et ses contributeurs, sous licence ODbL.',
    sourcesTitle: 'Sources et données ouvertes',
    total: (count: string) => `L'annuaire présente ${count} entreprises.`,
    hand: (count: string) => `Pour ${count} entreprises, la rédaction a écrit la description`,
    register: (count: string) => `Les faits de ${count} entreprises actives viennent de l'Israeli Tech Map`,
  },
  he: {
    keyFacts: 'נתונים עיקריים',
    staff: 'גודל משוער לפי המאגר',
    staffValue: (size: string) => `${band(size, 'he')} עובדים`,
    worldwide: 'עובדים בעולם',
    city: 'עיר בישראל',
    links: 'קישורים',
    officialSite: 'האתר הרשמי',
    careers: 'משרות פתוחות',
    note: 'העובדות בדף זה מגיעות מהמרשם הפתוח של חברות הטכנולוגיה הישראליות',
    readers: 'הטקסט שמתאר את החברה נכתב עבור האתר על סמך הרשומה שלה במרשם',
    sources: 'מקורות ונתונים פתוחים',
    credit: 'נתוני החברות: Israeli Tech Map והתורמים לו, לפי רישיון ODbL.',
    sourcesTitle: 'מקורות ונתונים פתוחים',
    total: (count: string) => `במדריך מופיעות ${count} חברות.`,
    hand: (count: string) => `עבור ${count} חברות כתבה המערכת את התיאור`,
    register: (count: string) => `העובדות על ${count} חברות פעילות מגיעות מ-Israeli Tech Map`,
  },
} as const

/** The term and value of one key fact. */
function fact(page: Page, term: string, language: 'fr' | 'he') {
  return page.getByRole('region', { name: strings[language].keyFacts }).locator('div', { has: page.getByRole('term').filter({ hasText: term }) }).getByRole('definition')
}

/** A register-only company with every fact a profile can take from the register. */
const full = firstRegisterCompany((company) => Boolean(company.logo && company.sizeBand && company.israeliLocality && company.website?.startsWith('https://') && company.careers && company.linkedin))

test.use({ viewport: { width: 1280, height: 900 } })

for (const language of ['fr', 'he'] as const) {
  test(`a register-only profile in ${language}: logo served by the site, sector, staff in Israel, city, links and the note on its source`, async ({ page, request }) => {
    const text = strings[language]
    const locality = registerLocality(full.israeliLocality!)!
    const response = await page.goto(localizePath(`/startups/${full.slug}`, language))
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('dir', languageInfo[language].dir)
    const article = page.locator('article[data-layout="register"]')
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(full.name)

    // The logo: the register's image, served by this site as WebP, drawn by the browser.
    const logo = article.locator('header').getByTestId('company-logo')
    await expect(logo).toHaveAttribute('src', `/logos/${full.logo}`)
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
    const image = await request.get(`/logos/${full.logo}`)
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toBe('image/webp')
    expect((await image.body()).toString('latin1', 8, 12)).toBe('WEBP')

    // Sector, staff in Israel and city, in the page's language.
    const sector = sectors.find((candidate) => candidate.id === full.sector)!
    const breadcrumb = page.getByRole('navigation', { name: language === 'fr' ? "Fil d'Ariane" : 'פירורי לחם' })
    await expect(breadcrumb.getByRole('link', { name: sector.name[language] })).toHaveAttribute('href', localizePath(`/category/${full.sector}`, language))
    await expect(article.locator('header span', { has: page.locator('span[aria-hidden="true"]', { hasText: sector.icon }) })).toHaveText(`${sector.icon} ${sector.name[language]}`)
    await expect(fact(page, text.staff, language)).toHaveText(text.staffValue(full.sizeBand!))
    await expect(fact(page, text.city, language)).toHaveText(locality[language])
    // What the company does, as the readers wrote it in the page's language (issue 32), never the template sentence.
    const written = registerText(full.registryNumber!, language)!
    const about = article.locator('section[aria-labelledby="profile-about"] > p').first()
    await expect(about).toHaveText(written)
    expect(written).not.toBe(companySentence({ sector: full.sector, size: full.sizeBand, city: locality }, language))
    // The meta description is the same text, cut at a word when it is long, completed by the page's title when it
    // is short (under 100 characters).
    const meta = (await page.locator('meta[name="description"]').getAttribute('content'))!.replace(/…$/, '')
    expect(meta.length).toBeGreaterThan(20)
    expect(written.length < 100 ? meta.startsWith(`${written} `) : written.startsWith(meta)).toBe(true)
    await expect(article.locator('p', { hasText: text.readers })).toBeVisible()

    // Links, each in a new tab: the site once, as the button at the top; the careers page and LinkedIn in the links card.
    const site = page.getByRole('link', { name: new RegExp(`^${text.officialSite}`) })
    await expect(site).toHaveCount(1)
    const card = page.getByRole('region', { name: text.links })
    const expectedLinks: [Locator, string][] = [
      [site, full.website!],
      [card.getByRole('link', { name: new RegExp(`^${text.careers}`) }), full.careers!],
      [card.getByRole('link', { name: /^LinkedIn/ }), full.linkedin!],
    ]
    for (const [link, href] of expectedLinks) {
      await expect(link).toHaveAttribute('href', href)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }

    // The note on the facts' source leads to the sources page.
    const note = article.locator('p', { hasText: text.note })
    await expect(note).toBeVisible()
    await note.getByRole('link', { name: text.sources }).click()
    await expect(page).toHaveURL(localizePath('/sources', language))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.sourcesTitle)
  })
}

test('a register company without a logo shows the monogram of its name', async ({ page }) => {
  const bare = firstRegisterCompany((company) => !company.logo && /^\p{L}/u.test(company.name))
  expect((await page.goto(`/startups/${bare.slug}`))?.status()).toBe(200)
  const tile = page.locator('article[data-layout="register"] header').getByTestId('company-logo')
  await expect(tile).toHaveCount(1)
  expect(await tile.evaluate((element) => element.tagName)).toBe('SPAN')
  // Its initials: the first letter of its name, and of its second word if it has one.
  await expect(tile).toHaveText(new RegExp(`^${[...bare.name][0]!.toUpperCase()}\\S{0,2}$`))
})

test('a hand-checked profile matched to the register shows its logo, its staff in Israel beside its worldwide headcount, and the register as a source', async ({ page, request }) => {
  const wiz = companyBySlug('wiz')!
  expect(wiz.handChecked && wiz.logo && wiz.sizeBand && wiz.employees).toBeTruthy()
  await page.goto('/startups/wiz')
  const article = page.locator('article[data-layout="generated"]')
  await expect(article.locator('header').getByTestId('company-logo')).toHaveAttribute('src', `/logos/${wiz.logo}`)
  expect((await request.get(`/logos/${wiz.logo}`)).headers()['content-type']).toBe('image/webp')
  await expect(fact(page, strings.fr.staff, 'fr')).toHaveText(strings.fr.staffValue(wiz.sizeBand!))
  await expect(fact(page, strings.fr.worldwide, 'fr')).toHaveText(band(wiz.employees!, 'fr'))
  await expect(article.getByRole('link', { name: strings.fr.sources })).toHaveAttribute('href', '/sources')
})

test('a written profile matched to the register shows its staff in Israel beside its worldwide headcount (Mobileye, Wix)', async ({ page }) => {
  for (const slug of ['mobileye', 'wix']) {
    const record = companyBySlug(slug)!
    expect(record.sizeBand, slug).toBeDefined()
    await page.goto(`/startups/${slug}`)
    await expect(page.locator('header').getByTestId('company-logo').first()).toHaveAttribute('src', `/logos/${record.logo}`)
    await expect(page.getByRole('term').filter({ hasText: strings.fr.staff }), slug).toHaveCount(1)
    await expect(page.getByText(strings.fr.staffValue(record.sizeBand!), { exact: true }), slug).toBeVisible()
  }
})

for (const language of ['fr', 'he'] as const) {
  test(`the footer credits the register and leads to the sources page, which gives the counts of the data (${language})`, async ({ page }) => {
    const text = strings[language]
    const numbers = new Intl.NumberFormat(language)
    const records = allCompanies()
    await page.goto(localizePath(`/startups/${full.slug}`, language))
    await hydrated(page)
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByText(text.credit, { exact: true })).toBeVisible()
    await footer.getByRole('link', { name: text.sources, exact: true }).click()
    await expect(page).toHaveURL(localizePath('/sources', language))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.sourcesTitle)
    const main = page.getByRole('main')
    await expect(main.getByText(text.total(numbers.format(records.length)))).toBeVisible()
    await expect(main.getByText(text.hand(numbers.format(records.filter((record) => record.handChecked).length)))).toBeVisible()
    await expect(main.getByText(text.register(numbers.format(records.filter((record) => record.registryNumber !== undefined).length)))).toBeVisible()
    await expect(main.getByRole('link', { name: 'Israeli Tech Map' })).toHaveAttribute('href', 'https://github.com/mluggy/techmap')
    await expect(page.getByRole('contentinfo').getByText(text.credit, { exact: true })).toBeVisible()
  })
}
