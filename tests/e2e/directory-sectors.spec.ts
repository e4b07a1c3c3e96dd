import { expect, test, type Page } from '@playwright/test'

async function hydrated(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined)
}

/** Spec section 3: company count of each sector card. */
const specCounts: Record<string, number> = {
  adtech: 17,
  agtech: 15,
  cybersecurity: 45,
  deeptech: 19,
  energy: 18,
  enterprise: 56,
  fintech: 28,
  gaming: 20,
  'ai-bigdata': 38,
  medtech: 32,
  mobile: 42,
  mobility: 24,
  telecom: 12,
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!))
}

test.describe('categories page', () => {
  test('lists the 13 sectors with icon, name, description, count, two featured companies and +N', async ({ page }) => {
    await page.goto('/categories')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Les secteurs de la tech israélienne')
    await expect(page.getByText('13 secteurs à explorer')).toBeVisible()
    const cards = page.getByTestId('sector-card')
    await expect(cards).toHaveCount(13)
    for (const [id, count] of Object.entries(specCounts)) {
      const card = cards.filter({ has: page.locator(`a[href="/category/${id}"]`) })
      await expect(card).toHaveCount(1)
      await expect(card.getByText(`${count} entreprises`, { exact: true })).toBeVisible()
      await expect(card.locator('a[href^="/startups/"]')).toHaveCount(2)
      await expect(card.getByText(`+${count - 2}`, { exact: true })).toBeVisible()
      await expect(card.getByRole('heading', { level: 2 })).not.toBeEmpty()
      await expect(card.locator('p').first()).not.toBeEmpty()
    }
    const cyber = cards.filter({ has: page.locator('a[href="/category/cybersecurity"]') })
    await expect(cyber).toContainText('🛡️')
    await expect(cyber.getByRole('link', { name: 'Cybersécurité' })).toBeVisible()
    await cyber.getByRole('link', { name: 'Cybersécurité' }).click()
    await expect(page).toHaveURL('/category/cybersecurity')
  })
})

test.describe('sector page', () => {
  test('shows icon, name, description, count, companies sorted by name with the Phare badge, and the FAQ', async ({ page, request }) => {
    await page.goto('/category/cybersecurity')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cybersécurité')
    await expect(page.getByRole('img', { name: 'Cybersécurité' })).toHaveText('🛡️')
    await expect(page.getByText('Protection des réseaux, du cloud')).toBeVisible()
    await expect(page.getByText('45 entreprises référencées')).toBeVisible()
    const cards = page.getByTestId('company-card')
    await expect(cards).toHaveCount(45)
    const names = await cards.getByRole('heading').allTextContents()
    expect(names).toEqual([...names].sort(new Intl.Collator('fr', { sensitivity: 'base', numeric: true }).compare))
    const featured = cards.filter({ hasText: 'Phare' })
    expect(await featured.count()).toBeGreaterThan(0)
    expect(await featured.count()).toBeLessThan(45)
    await expect(featured.filter({ hasText: 'CyberArk' })).toHaveCount(1)
    await cards.filter({ hasText: 'CyberArk' }).getByRole('link').click()
    await expect(page).toHaveURL('/startups/cyberark')

    await page.goBack()
    await hydrated(page)
    const faq = page.locator('section', { has: page.getByRole('heading', { name: 'Questions fréquentes : Cybersécurité' }) })
    const questions = faq.getByRole('button')
    await expect(questions).toHaveCount(4)
    await expect(questions.first()).toHaveText('Pourquoi Israël est-il un pôle mondial de la cybersécurité ?')
    await questions.nth(2).click()
    await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'true')
    await questions.nth(3).click()
    await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'false')
    await questions.nth(3).click()
    await expect(questions.nth(3)).toHaveAttribute('aria-expanded', 'false')

    const html = await (await request.get('/category/cybersecurity')).text()
    expect(html).toMatch(/<title>Cybersécurité : les startups israéliennes du secteur \| Startups en Israël<\/title>/)
    expect(html).toMatch(/<meta name="keywords" content="Cybersécurité, /)
    const faqData = jsonLd(html).find((block) => block['@type'] === 'FAQPage') as { mainEntity: unknown[] }
    expect(faqData.mainEntity).toHaveLength(4)
    expect(jsonLd(html).some((block) => block['@type'] === 'BreadcrumbList')).toBe(true)
  })

  test('sectors other than cybersecurity, AI and medtech share the generic FAQ', async ({ page }) => {
    await page.goto('/category/fintech')
    await expect(page.getByText('28 entreprises référencées')).toBeVisible()
    const fintechQuestions = await page.getByRole('region', { name: /^Questions fréquentes/ }).getByRole('button').allTextContents()
    await page.goto('/category/telecom')
    const telecomQuestions = await page.getByRole('region', { name: /^Questions fréquentes/ }).getByRole('button').allTextContents()
    expect(fintechQuestions).toHaveLength(4)
    expect(telecomQuestions).toEqual(fintechQuestions)
    await page.goto('/category/medtech')
    expect(await page.getByRole('region', { name: /^Questions fréquentes/ }).getByRole('button').allTextContents()).not.toEqual(fintechQuestions)
  })

  test("an unknown sector answers 404 with 'Catégorie introuvable' and a way home", async ({ page }) => {
    const response = await page.goto('/category/inconnue')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Catégorie introuvable' })).toBeVisible()
    await expect(page.getByText("La catégorie demandée n'existe pas.")).toBeVisible()
    await hydrated(page)
    await page.getByRole('main').getByRole('link', { name: "Retour à l'accueil" }).click()
    await expect(page).toHaveURL('/')
  })

  test('healthtech and cleantech lead permanently to their nearest sector', async ({ request, page }) => {
    for (const [theme, sector] of [
      ['healthtech', 'medtech'],
      ['cleantech', 'energy'],
    ]) {
      const response = await request.get(`/category/${theme}`, { maxRedirects: 0 })
      expect(response.status()).toBe(301)
      expect(response.headers().location).toBe(`/category/${sector}`)
    }
    await page.goto('/category/healthtech')
    await expect(page).toHaveURL('/category/medtech')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('MedTech')
  })

  test('links to the sector filtered in the full directory', async ({ page }) => {
    await page.goto('/category/agtech')
    await page.getByRole('link', { name: "Filtrer ce secteur dans l'annuaire" }).click()
    await expect(page).toHaveURL('/startups?sector=agtech')
    await expect(page.getByTestId('directory-count')).toHaveText('15 startups trouvées')
  })
})
