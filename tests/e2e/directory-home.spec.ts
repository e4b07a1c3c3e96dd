import { expect, test, type Page } from '@playwright/test'
import { allCompanies, companyBySlug, sectorIds15 } from '../support/directory-data.ts'
import { submitBlankThen } from '../support/search-e2e.ts'

/** Hydration done: React has attached its handlers. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined)
}

const featuredSlugs = ['mobileye', 'cyberark', 'monday-com', 'gong', 'wix', 'jfrog', 'innoviz', 'cheq', 'pushit-replays']

test.describe('home page', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test("shows the spec's sections in order, from the hero to the newsletter and the footer", async ({ page }) => {
    await page.goto('/')
    const main = page.getByRole('main')
    const headings = [
      main.getByRole('heading', { level: 1 }),
      main.getByRole('heading', { name: 'Explorez par secteur' }),
      main.getByRole('heading', { name: 'Pourquoi Israël ?' }),
      main.getByRole('heading', { name: 'Startups à la une' }),
      main.getByRole('heading', { name: 'Guides pratiques' }),
      main.getByRole('heading', { name: 'Questions fréquentes' }),
      main.getByRole('heading', { name: 'La newsletter de la tech israélienne' }),
    ]
    const tops: number[] = []
    for (const heading of headings) {
      await expect(heading).toBeVisible()
      tops.push((await heading.boundingBox())!.y)
    }
    expect([...tops].sort((a, b) => a - b)).toEqual(tops)
    const footerTop = (await page.getByRole('contentinfo').boundingBox())!.y
    expect(footerTop).toBeGreaterThan(tops.at(-1)!)
  })

  test('the hero has the startup search box, the figures counted from the data and the 2024 funding mention', async ({ page }) => {
    await page.goto('/')
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) })
    await expect(hero.getByRole('searchbox')).toBeVisible()
    // Each figure above its label, counted from the directory's data (ADR 0049): no '500+' or '$12B+' claim.
    const figures = hero.getByRole('definition')
    await expect(figures).toHaveText([String(allCompanies().length).replace(/\B(?=(\d{3})+$)/g, '\u202f'), String(sectorIds15.length)])
    await expect(hero.getByRole('term')).toHaveText(["entreprises dans l'annuaire", 'secteurs'])
    await expect(hero).not.toContainText('500+')
    await expect(hero).not.toContainText('$12B+')
    await expect(hero.getByText(/En 2024/)).toBeVisible()
  })

  test('the hero search goes to /search with the URL-encoded query, and an empty query does nothing', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) })
    const { requested, navigated } = await submitBlankThen(page, hero.getByRole('searchbox'), '  IA & données ')
    // The blank query, submitted first, went nowhere and asked the server for nothing.
    expect(navigated).toEqual([`/search?q=${encodeURIComponent('IA & données')}`])
    expect(requested).toEqual([expect.stringMatching(/^\/search\.data\?q=IA\+%26\+donn%C3%A9es(&|$)/)])
    await expect(page.getByRole('heading', { level: 1, name: 'Résultats de recherche' })).toBeVisible()
  })

  test('the sector grid shows 10 sectors with at most 2 featured companies each', async ({ page }) => {
    await page.goto('/')
    const grid = page.locator('section', { has: page.getByRole('heading', { name: 'Explorez par secteur' }) })
    const cards = grid.getByTestId('sector-card')
    await expect(cards).toHaveCount(10)
    for (const card of await cards.all()) {
      const companyLinks = card.locator('a[href^="/startups/"]')
      expect(await companyLinks.count()).toBeLessThanOrEqual(2)
      await expect(card.locator('a[href^="/category/"]')).toHaveCount(1)
    }
    await expect(cards.first().getByRole('link', { name: 'Cybersécurité' })).toHaveAttribute('href', '/category/cybersecurity')
  })

  test("the 'why Israel' block gives three reasons: resilience, investment, technology", async ({ page }) => {
    await page.goto('/')
    const block = page.locator('section', { has: page.getByRole('heading', { name: 'Pourquoi Israël ?' }) })
    await expect(block.getByRole('heading', { level: 3 })).toHaveText(['Résilience', 'Investissement', 'Technologie'])
  })

  test('nine featured startups, each with what it is (not an unsourced "Licorne"), its logo and a link to its own profile', async ({ page }) => {
    await page.goto('/')
    const cards = page.getByTestId('featured-startup')
    await expect(cards).toHaveCount(9)
    const hrefs = await cards.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(hrefs).toEqual(featuredSlugs.map((slug) => `/startups/${slug}`))
    // Issue 35, points 5 and 7 (ADR 0057): the company's kind, as its own profile says it, and its logo when it has one.
    await expect(cards.getByText('Licorne', { exact: true })).toHaveCount(0)
    for (const [index, slug] of featuredSlugs.entries()) {
      const company = companyBySlug(slug)!
      if (company.kind && company.kind !== 'unknown') await expect(cards.nth(index).getByTestId('kind-badge')).toHaveAttribute('data-kind', company.kind)
      if (company.logo) await expect(cards.nth(index).getByTestId('company-logo')).toHaveAttribute('src', `/logos/${company.logo}`)
    }
    await expect(cards.getByTestId('kind-badge').filter({ hasText: 'Cotée en Bourse' })).not.toHaveCount(0)
    await expect(cards.nth(8)).toContainText('Pushit Replays')
    await cards.nth(6).getByRole('link').click()
    await expect(page).toHaveURL('/startups/innoviz')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Innoviz')
  })

  test('three guides with their read times, not labelled premium: they are free to all', async ({ page }) => {
    await page.goto('/')
    const guides = page.getByTestId('guide-card')
    await expect(guides).toHaveCount(3)
    await expect(guides.getByText('Premium', { exact: true })).toHaveCount(0)
    for (const [index, minutes] of [8, 12, 15].entries()) await expect(guides.nth(index)).toContainText(`${minutes} min de lecture`)
    await expect(guides.nth(0).getByRole('link')).toHaveAttribute('href', '/comment-investir-startup-israelienne')
  })

  test('the FAQ opens one item at a time, and the open one can be closed', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const faq = page.locator('section', { has: page.getByRole('heading', { name: 'Questions fréquentes' }) })
    const questions = faq.getByRole('button')
    await expect(questions).toHaveCount(5)
    await questions.nth(0).click()
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true')
    await questions.nth(1).click()
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true')
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false')
    await questions.nth(1).click()
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false')
    await expect(faq.getByRole('region')).toHaveCount(0)
  })

  test('the newsletter call to action shows its frequency and language, no unmeasured figure, with the sign-up form', async ({ page }) => {
    await page.goto('/')
    const cta = page.locator('section', { has: page.getByRole('heading', { name: 'La newsletter de la tech israélienne' }) })
    for (const text of ['Hebdomadaire', 'Français']) await expect(cta.getByText(text, { exact: true })).toBeVisible()
    for (const claim of ['12,000+', '98%']) await expect(cta).not.toContainText(claim)
    const form = cta.getByRole('form', { name: 'Inscription à la newsletter' })
    await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toBeVisible()
    await expect(form.getByRole('button', { name: "S'inscrire" })).toBeVisible()
  })

  test('publishes its title, description, keywords and the FAQ as FAQPage structured data', async ({ request }) => {
    const html = await (await request.get('/')).text()
    expect(html).toContain('<title>Startups en Israël\u00a0: Découvrez les secteurs innovants</title>')
    expect(html).toMatch(/<meta name="description" content="Découvrez les startups israéliennes/)
    expect(html).toMatch(/<meta name="keywords" content="startups israéliennes/)
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!))
    const faq = blocks.find((block) => block['@type'] === 'FAQPage')
    expect(faq.mainEntity).toHaveLength(5)
    expect(faq.mainEntity[0].name).toBe('Pourquoi Israël est-il surnommé la «\u202fStart-up Nation\u202f»\u202f?')
  })
})

test('home on a small screen keeps every section readable without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expect(page.getByTestId('featured-startup')).toHaveCount(9)
})
