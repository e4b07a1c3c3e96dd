import { expect, test, type Page } from '@playwright/test'
import { companyBySlug, frenchCount, groupedCount, pageCountOf, pageSize, sectorCounts, sectorIds15, sectorMatches, sectorSelection } from '../support/directory-data.ts'
import { sectors } from '../../content/sectors.ts'

async function hydrated(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined)
}

const counts = sectorCounts()
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!))
}

test.describe('categories page', () => {
  test('lists the 15 sectors with icon, name, description, the count of the data, two featured companies and +N', async ({ page }) => {
    await page.goto('/categories')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Les secteurs de la tech israélienne')
    await expect(page.getByText(`${sectorIds15.length} secteurs à explorer`)).toBeVisible()
    const cards = page.getByTestId('sector-card')
    await expect(cards).toHaveCount(sectorIds15.length)
    for (const id of sectorIds15) {
      const card = cards.filter({ has: page.locator(`a[href="/category/${id}"]`) })
      await expect(card).toHaveCount(1)
      await expect(card.getByText(`${groupedCount(counts[id], 'fr')} entreprises`, { exact: true })).toBeVisible()
      await expect(card.locator('a[href^="/startups/"]')).toHaveCount(2)
      await expect(card.getByText(`+${groupedCount(counts[id] - 2, 'fr')}`, { exact: true })).toBeVisible()
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
  test('shows icon, name, description, the count of the data, a page of companies opening on its Phare ones then by name, and the FAQ', async ({ page, request }) => {
    const listed = sectorSelection('cybersecurity')
    await page.goto('/category/cybersecurity')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cybersécurité')
    await expect(page.getByRole('img', { name: 'Cybersécurité' })).toHaveText('🛡️')
    await expect(page.getByText('Protection des réseaux, du cloud')).toBeVisible()
    await expect(page.getByText(`${groupedCount(counts.cybersecurity, 'fr')} entreprises référencées`)).toBeVisible()
    const cards = page.getByTestId('company-card')
    await expect(cards).toHaveCount(pageSize)
    const names = await cards.getByRole('heading').allTextContents()
    expect(names).toEqual(listed.slice(0, pageSize).map((company) => company.name))
    // The 'Phare' companies open the page (issue 33), then the rest in name order.
    await expect(cards.first()).toContainText('Phare')
    const others = names.slice(listed.filter((company) => company.featured).length)
    expect(others).toEqual([...others].sort(new Intl.Collator('fr', { sensitivity: 'base', numeric: true }).compare))

    // CyberArk is on the page the selection puts it, with the Phare badge of a featured company.
    const cyberarkPage = Math.floor(listed.findIndex((company) => company.slug === 'cyberark') / pageSize) + 1
    expect(companyBySlug('cyberark')?.featured).toBe(true)
    await page.goto(`/category/cybersecurity?page=${cyberarkPage}`)
    const featured = cards.filter({ hasText: 'Phare' })
    const featuredOnPage = listed.slice((cyberarkPage - 1) * pageSize, cyberarkPage * pageSize).filter((company) => company.featured)
    await expect(featured).toHaveCount(featuredOnPage.length)
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
    expect(html).toMatch(/<title>Cybersécurité\u00a0: les startups israéliennes du secteur \| Startups en Israël<\/title>/)
    expect(html).toMatch(/<meta name="keywords" content="Cybersécurité, /)
    const faqData = jsonLd(html).find((block) => block['@type'] === 'FAQPage') as { mainEntity: unknown[] }
    expect(faqData.mainEntity).toHaveLength(4)
    expect(jsonLd(html).some((block) => block['@type'] === 'BreadcrumbList')).toBe(true)
  })

  test('its pages are links of their own, and a page past the last answers 404', async ({ page }) => {
    const listed = sectorSelection('fintech')
    const pageCount = pageCountOf(counts.fintech)
    expect(pageCount).toBeGreaterThan(2)
    await page.goto('/category/fintech')
    await expect(page.getByText(`Page 1 sur ${pageCount}`)).toBeVisible()
    await page.getByRole('navigation', { name: 'Pages de résultats' }).getByRole('link', { name: 'Page suivante' }).click()
    await expect(page).toHaveURL('/category/fintech?page=2')
    await expect(page.getByText(`Page 2 sur ${pageCount}`)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByTestId('company-card').getByRole('heading')).toHaveText(listed.slice(pageSize, 2 * pageSize).map((company) => company.name))
    await page.getByRole('link', { name: `Page ${pageCount}`, exact: true }).click()
    await expect(page).toHaveURL(`/category/fintech?page=${pageCount}`)
    await expect(page.getByTestId('company-card')).toHaveCount(counts.fintech - pageSize * (pageCount - 1))

    const past = await page.goto(`/category/fintech?page=${pageCount + 1}`)
    expect(past?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Catégorie introuvable' })).toBeVisible()
  })

  test('sectors other than cybersecurity, AI and medtech share the generic FAQ', async ({ page }) => {
    await page.goto('/category/fintech')
    await expect(page.getByText(`${groupedCount(counts.fintech, 'fr')} entreprises référencées`)).toBeVisible()
    // The generic set names its sector (content/faq.ts's `{sector}`): the same questions once the name is taken out.
    const questionsOf = async (id: 'fintech' | 'telecom') =>
      (await page.getByRole('region', { name: /^Questions fréquentes/ }).getByRole('button').allTextContents()).map((question) =>
        question.replaceAll(sectors.find((sector) => sector.id === id)!.name.fr, '{sector}'),
      )
    const fintechQuestions = await questionsOf('fintech')
    await page.goto('/category/telecom')
    const telecomQuestions = await questionsOf('telecom')
    expect(fintechQuestions).toHaveLength(4)
    expect(fintechQuestions.every((question) => question.includes('{sector}'))).toBe(true)
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

  test('healthtech and cleantech are sector pages of their own, no longer redirected', async ({ request, page }) => {
    for (const [id, name] of [
      ['healthtech', 'HealthTech'],
      ['cleantech', 'CleanTech'],
    ] as const) {
      const response = await request.get(`/category/${id}`, { maxRedirects: 0 })
      expect(response.status()).toBe(200)
      await page.goto(`/category/${id}`)
      await expect(page).toHaveURL(`/category/${id}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
      await expect(page.getByText(`${groupedCount(counts[id], 'fr')} entreprises référencées`)).toBeVisible()
      // Their 'Phare' companies by the written rule (the largest Israeli ones, ADR 0050) open the page.
      await expect(page.getByTestId('company-card').getByRole('heading')).toHaveText(sectorSelection(id).slice(0, pageSize).map((company) => company.name))
      await expect(page.getByTestId('company-card').first()).toContainText('Phare')
    }
  })

  test('links to the sector filtered in the full directory', async ({ page }) => {
    await page.goto('/category/agtech')
    await page.getByRole('link', { name: "Filtrer ce secteur dans l'annuaire" }).click()
    await expect(page).toHaveURL('/startups?sector=agtech')
    await expect(page.getByTestId('directory-count')).toHaveText(`${frenchCount(counts.agtech)} · Page 1 sur ${pageCountOf(counts.agtech)}`)
  })
})

test.describe('sector page filters', () => {
  const count = (page: Page) => page.getByTestId('directory-count')
  const field = (page: Page, label: string) => page.getByRole('main').getByLabel(label, { exact: true })
  const countLine = (found: number) => frenchCount(found)

  test('size band, district, hiring and text filter the sector live, in the URL, with page links keeping them', async ({ page }) => {
    await page.goto('/category/medtech')
    await hydrated(page)
    await expect(page.getByRole('main').getByLabel('Secteur', { exact: true })).toHaveCount(0)
    await field(page, 'District').selectOption('tel-aviv')
    await expect(page).toHaveURL('/category/medtech?district=tel-aviv')
    await field(page, 'Taille estimée').selectOption('1-10')
    await expect(page).toHaveURL('/category/medtech?size=1-10&district=tel-aviv')
    const expected = sectorMatches('medtech', 'size=1-10&district=tel-aviv')
    expect(expected).toBeGreaterThan(pageSize)
    await expect(count(page)).toHaveText(countLine(expected))
    // The sector's own count stays.
    await expect(page.getByText(`${groupedCount(counts.medtech, 'fr')} entreprises référencées`)).toBeVisible()
    const next = page.getByRole('navigation', { name: 'Pages de résultats' }).getByRole('link', { name: 'Page suivante' })
    await expect(next).toHaveAttribute('href', '/category/medtech?size=1-10&district=tel-aviv&page=2')
    await next.click()
    await expect(page).toHaveURL('/category/medtech?size=1-10&district=tel-aviv&page=2')
    await expect(page.getByText(`Page 2 sur ${pageCountOf(expected)}`)).toBeVisible()

    await field(page, 'Recrute (page carrières)').check()
    await expect(page).toHaveURL('/category/medtech?size=1-10&district=tel-aviv&hiring=1')
    await expect(count(page)).toHaveText(frenchCount(sectorMatches('medtech', 'size=1-10&district=tel-aviv&hiring=1')))

    await field(page, 'Recherche').fill('zzqqxx')
    await expect(count(page)).toHaveText('Aucune entreprise trouvée')
    await page.getByRole('main').getByRole('link', { name: 'Réinitialiser les filtres' }).first().click()
    await expect(page).toHaveURL('/category/medtech')
    await expect(page.getByTestId('company-card')).toHaveCount(pageSize)
    await expect(field(page, 'District')).toHaveValue('')
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the form submits as a plain GET and the server filters and sorts the sector', async ({ page }) => {
      await page.goto('/category/cybersecurity')
      await field(page, 'Taille estimée').selectOption('201-1000')
      await field(page, 'Recrute (page carrières)').check()
      await field(page, 'Trier par').selectOption('name')
      await page.getByRole('button', { name: 'Appliquer les filtres' }).click()
      await expect(page).toHaveURL(/^[^?]*\/category\/cybersecurity\?/)
      await expect(page).toHaveURL(/size=201-1000/)
      await expect(page).toHaveURL(/hiring=1/)
      await expect(count(page)).toHaveText(countLine(sectorMatches('cybersecurity', 'size=201-1000&hiring=1')))
      await expect(field(page, 'Taille estimée')).toHaveValue('201-1000')
      for (const card of await page.getByTestId('company-card').all()) await expect(card).toContainText(/201-1\s000/)
    })
  })
})
