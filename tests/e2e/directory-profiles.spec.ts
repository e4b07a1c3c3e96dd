import { expect, test, type Page } from '@playwright/test'
import { companyBySlug } from '../support/directory-data.ts'

async function hydrated(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined)
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!))
}

/** The official site: the button of the header, and on a profile built from the data the first of its links too. */
async function expectOfficialSite(page: Page, href: string, count = 1) {
  const links = page.getByRole('link', { name: /^Site officiel/ })
  await expect(links).toHaveCount(count)
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('href', href)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
}

test.describe('long profile', () => {
  test('has hero, key facts, about, technologies, lists, FAQ, similar startups and the category', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/startups/mobileye')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mobileye')
    await expect(page.getByText('La vision par ordinateur au service de la sécurité routière et de la conduite autonome')).toBeVisible()
    const facts = page.getByRole('region', { name: 'Chiffres clés' })
    for (const [label, value] of [
      ['Fondation', '1999'],
      ['Effectif mondial', 'Plus de 3 000'],
      ['Rachat par Intel (2017)', '15,3 Md$'],
      ['Siège', 'Jérusalem'],
    ]) {
      await expect(facts.getByRole('definition').filter({ hasText: value })).toBeVisible()
      await expect(facts.getByRole('term').filter({ hasText: label })).toBeVisible()
    }
    await expect(page.getByRole('heading', { level: 2, name: 'À propos de Mobileye' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Technologies et produits' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 3, name: 'Puces EyeQ' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Jalons' })).toBeVisible()
    await expectOfficialSite(page, 'https://www.mobileye.com')

    // Issue 35, point 8 (ADR 0056): companies of Mobileye's sector and kind, nearest in size and place, and the rule said.
    const similar = page.getByRole('region', { name: 'Entreprises similaires' })
    await expect(similar.getByRole('link')).toHaveCount(3)
    await expect(similar.getByText('Même secteur et même type d’entreprise, puis la taille et la région les plus proches.')).toBeVisible()
    for (const href of await similar.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      const other = companyBySlug(href!.replace('/startups/', ''))!
      expect({ sector: other.sector, kind: other.kind }, href!).toEqual({ sector: 'mobility', kind: 'listed' })
    }
    await expect(similar.locator('a[href="/startups/innoviz"]')).toHaveCount(1)
    await expect(page.getByRole('link', { name: 'Voir toutes les startups Mobilité' })).toHaveAttribute('href', '/category/mobility')

    await hydrated(page)
    const faq = page.getByRole('region', { name: 'Questions fréquentes' })
    const questions = faq.getByRole('button')
    expect(await questions.count()).toBeGreaterThanOrEqual(3)
    await questions.nth(0).click()
    await expect(faq.getByRole('region')).toHaveCount(1)
    await questions.nth(1).click()
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false')
    await questions.nth(1).click()
    await expect(faq.getByRole('region')).toHaveCount(0)

    await similar.locator('a[href="/startups/innoviz"]').click()
    await expect(page).toHaveURL('/startups/innoviz')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Innoviz Technologies')
  })

  test('publishes Organization, BreadcrumbList and FAQPage structured data and its own metadata', async ({ request, baseURL }) => {
    const html = await (await request.get('/startups/mobileye')).text()
    expect(html).toContain('<title>Mobileye\u00a0: puces EyeQ, aide à la conduite et conduite autonome | Startups en Israël</title>')
    expect(html).toMatch(/<meta name="keywords" content="Mobileye, EyeQ/)
    const blocks = jsonLd(html)
    expect(blocks.find((block) => block['@type'] === 'Organization')).toMatchObject({ name: 'Mobileye', url: 'https://www.mobileye.com', foundingDate: '1999' })
    const breadcrumb = blocks.find((block) => block['@type'] === 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] }
    expect(breadcrumb.itemListElement.map((item) => item.name)).toEqual(['Accueil', 'Mobilité', 'Mobileye'])
    expect(breadcrumb.itemListElement.at(-1)!.item).toBe(`${baseURL}/startups/mobileye`)
    expect((blocks.find((block) => block['@type'] === 'FAQPage') as { mainEntity: unknown[] }).mainEntity.length).toBeGreaterThanOrEqual(3)
  })

  test("the replay startup's profile carries its marketing claims", async ({ page }) => {
    await page.goto('/startups/pushit-replays')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Pushit Replays$/i)
    await expect(page.getByText(/20 %/).first()).toBeVisible()
    await expect(page.getByText(/deux à trois heures/).first()).toBeVisible()
  })
})

test.describe('AdTech profiles', () => {
  const adtech = [
    { slug: 'cignal', specialty: 'Video Infrastructure', stage: 'Growth', similar: ['anzu', 'audiodots'] },
    { slug: 'biscience', specialty: 'Analytics BI', stage: 'Growth', similar: ['cheq', 'minutely'] },
    { slug: 'audiodots', specialty: 'Audio Ads', stage: 'Scale-up', similar: ['anzu', 'cignal'] },
    { slug: 'minutely', specialty: 'RTB & Analytics', stage: 'Growth', similar: ['cheq', 'biscience'] },
    { slug: 'cheq', specialty: 'Ad Security', stage: 'Scale-up', similar: null },
    { slug: 'anzu', specialty: null, stage: null, similar: null },
  ]
  for (const profile of adtech) {
    test(`${profile.slug}: back link, hero, about, solution, business model, official site, similar startups and information`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 })
      await page.goto(`/startups/${profile.slug}`)
      const main = page.getByRole('main')
      await expect(main.getByRole('link', { name: 'AdTech - Israël' })).toHaveAttribute('href', '/category/adtech')
      await expect(main.getByRole('link', { name: 'Voir toutes les startups AdTech' })).toHaveAttribute('href', '/category/adtech')
      const hero = main.locator('article[data-layout="adtech"] > header')
      await expect(hero.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(hero.getByTestId('company-logo')).toHaveText(/^[A-Z]{1,3}$/)
      await expect(hero.getByRole('listitem')).toHaveCount(4)
      await expect(main.getByRole('region', { name: /^À propos de / }).locator('p')).toHaveCount(2)
      await expect(main.getByRole('region', { name: 'La solution' }).getByRole('heading', { level: 3 })).toHaveCount(4)
      await expect(main.getByRole('region', { name: 'Modèle économique' }).getByRole('heading', { level: 3 })).toHaveCount(3)
      const site = main.getByRole('link', { name: /^Site officiel/ })
      await expect(site).toHaveAttribute('target', '_blank')
      await expect(site).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(site).toHaveAttribute('href', /^https:\/\//)
      const similar = main.getByRole('region', { name: 'Startups similaires' })
      await expect(similar.getByRole('link')).toHaveCount(2)
      if (profile.similar) {
        const hrefs = await similar.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
        expect(hrefs).toEqual(profile.similar.map((slug) => `/startups/${slug}`))
      }
      const information = main.getByRole('region', { name: 'Informations' })
      await expect(information.getByRole('term')).toHaveText(['Secteur', 'Pays', 'Spécialité', 'Stade'])
      const values = information.getByRole('definition')
      await expect(values.nth(0)).toHaveText('AdTech')
      await expect(values.nth(1)).toHaveText('Israël')
      if (profile.specialty) await expect(values.nth(2)).toHaveText(profile.specialty)
      if (profile.stage) await expect(values.nth(3)).toHaveText(profile.stage)

      // Three columns on large screens, the main content spanning two.
      const mainColumn = (await page.getByTestId('adtech-main').boundingBox())!
      const aside = (await page.getByTestId('adtech-aside').boundingBox())!
      expect(Math.abs(mainColumn.y - aside.y)).toBeLessThan(2)
      expect(mainColumn.width / aside.width).toBeGreaterThan(1.9)
      expect(mainColumn.width / aside.width).toBeLessThan(2.3)
    })
  }

  test('stack in one column on a small screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/startups/cignal')
    const mainColumn = (await page.getByTestId('adtech-main').boundingBox())!
    const aside = (await page.getByTestId('adtech-aside').boundingBox())!
    expect(aside.y).toBeGreaterThan(mainColumn.y + mainColumn.height - 1)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })

  test('the official site opens in a new tab', async ({ page, context }) => {
    await context.route('https://www.cignal.io/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Cignal</title>' }))
    await page.goto('/startups/cignal')
    await hydrated(page)
    const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: /^Site officiel/ }).click()])
    await expect(popup).toHaveURL(/cignal\.io/)
    expect(await popup.evaluate(() => window.opener)).toBeNull()
    await expect(page).toHaveURL('/startups/cignal')
  })
})

test.describe('profiles built from the directory data', () => {
  test('a company without a written profile still has facts, description, sector, similar companies and its site', async ({ page, request }) => {
    await page.goto('/startups/wiz')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wiz')
    const facts = page.getByRole('region', { name: 'Chiffres clés' })
    await expect(facts.getByRole('term')).toContainText(['Fondation', 'Siège', 'Statut'])
    await expect(facts.getByRole('definition').filter({ hasText: '2020' })).toBeVisible()
    await expect(page.getByText(/analyse les environnements cloud sans agent/)).toBeVisible()
    await expectOfficialSite(page, 'https://www.wiz.io')
    await expect(page.getByRole('region', { name: 'Liens' }).getByRole('link', { name: /^LinkedIn/ })).toHaveAttribute('href', 'https://www.linkedin.com/company/wizsecurity')
    const similar = page.getByRole('region', { name: 'Entreprises similaires' })
    await expect(similar.getByRole('link')).toHaveCount(3)
    for (const href of await similar.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toMatch(/^\/startups\/(?!wiz$)/)
    }
    await expect(page.getByRole('link', { name: 'Voir toutes les startups Cybersécurité' })).toHaveAttribute('href', '/category/cybersecurity')
    await expect(page.getByRole('navigation', { name: "Fil d'Ariane" }).getByRole('link', { name: 'Cybersécurité' })).toHaveAttribute('href', '/category/cybersecurity')

    const html = await (await request.get('/startups/wiz')).text()
    expect(html).toMatch(/<title>Wiz\u00a0: entreprise tech israélienne, Cybersécurité \| Startups en Israël<\/title>/)
    expect(jsonLd(html).find((block) => block['@type'] === 'Organization')).toMatchObject({ name: 'Wiz', url: 'https://www.wiz.io' })
    expect(jsonLd(html).some((block) => block['@type'] === 'BreadcrumbList')).toBe(true)
  })

  test('an unknown slug shows the 404 page with HTTP 404', async ({ page }) => {
    const response = await page.goto('/startups/nexiste-pas')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/')
  })
})
