import { expect, test, type Page } from '@playwright/test'
import { submitBlankThen } from '../support/search-e2e.ts'
import { frenchResultCount } from '../support/directory-data.ts'

async function hydrated(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined)
}

const results = (page: Page) => page.getByTestId('search-result')

test('without a query: the title and an invitation to search', async ({ page }) => {
  await page.goto('/search')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Résultats de recherche')
  await expect(page.getByRole('heading', { name: 'Commencez votre recherche' })).toBeVisible()
  await expect(results(page)).toHaveCount(0)
  await page.goto('/search?q=%20%20')
  await expect(page.getByRole('heading', { name: 'Commencez votre recherche' })).toBeVisible()
})

/** The total the count line gives: 'N résultats pour « q »', N grouped by thousands (issue 35, point 6). */
async function countedTotal(page: Page, query: string): Promise<number> {
  const text = await page.getByTestId('search-count').textContent()
  const match = new RegExp(`^([\\d\u202f]+) résultats? pour «\u202f${query}\u202f»$`).exec(text ?? '')
  expect(match, text ?? '').not.toBeNull()
  const total = Number(match![1]!.replaceAll('\u202f', ''))
  expect(text).toBe(frenchResultCount(total, query))
  return total
}

test('results: count, type badge, logo, title, description on 3 lines, at most 3 tags and a Voir plus link', async ({ page }) => {
  await page.goto('/search?q=cyber')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Résultats de recherche')
  const total = await countedTotal(page, 'cyber')
  // Every company of the sector is found: hundreds, 24 to a page.
  expect(total).toBeGreaterThan(100)
  await expect(results(page)).toHaveCount(24)
  await expect(page.getByTestId('search-page-status')).toHaveText(`· Page 1 sur ${Math.ceil(total / 24)}`)
  const first = results(page).first()
  await expect(first.getByTestId('result-type')).toHaveText('Secteur')
  await expect(first.getByRole('heading')).toHaveText('Cybersécurité')
  await expect(first.getByRole('link', { name: /^Voir plus/ })).toHaveAttribute('href', '/category/cybersecurity')
  for (const result of await results(page).all()) {
    expect(await result.getByRole('listitem').count()).toBeLessThanOrEqual(3)
    await expect(result.getByTestId('result-description')).toHaveCSS('-webkit-line-clamp', '3')
    await expect(result.getByTestId('result-type')).toHaveText(/^(Secteur|Startup|Guide|Article|Dossier)$/)
  }
  // A company's card shows its logo or its initials, as on the directory's cards.
  const startup = results(page).filter({ has: page.getByTestId('result-type').filter({ hasText: 'Startup' }) }).first()
  await expect(startup.getByTestId('company-logo')).toBeVisible()
  await page.goto('/search?q=cyberark')
  const cyberark = results(page).first()
  await expect(cyberark.getByTestId('result-type')).toHaveText('Startup')
  await cyberark.getByRole('link', { name: /^Voir plus/ }).click()
  await expect(page).toHaveURL('/startups/cyberark')
})

test('page links: 24 results a page, the next page by its link, the count unchanged', async ({ page }) => {
  await page.goto('/search?q=fintech')
  await hydrated(page)
  const total = await countedTotal(page, 'fintech')
  const firstPage = await results(page).getByRole('heading').allTextContents()
  expect(firstPage).toHaveLength(24)
  await page.getByRole('navigation', { name: 'Pages de résultats' }).getByRole('link', { name: 'Page suivante' }).click()
  await expect(page).toHaveURL('/search?q=fintech&page=2')
  await expect(page.getByTestId('search-page-status')).toHaveText(`· Page 2 sur ${Math.ceil(total / 24)}`)
  expect(await countedTotal(page, 'fintech')).toBe(total)
  const secondPage = await results(page).getByRole('heading').allTextContents()
  expect(secondPage).toHaveLength(24)
  expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([])
  await expect(page.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page')
})

test('a typo is tolerated: mobilye finds Mobileye', async ({ page }) => {
  await page.goto('/search?q=mobilye')
  const titles = await results(page).getByRole('heading').allTextContents()
  expect(titles.slice(0, 3)).toContain('Mobileye')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the search form and the page links work as plain links and GET forms', async ({ page }) => {
    await page.goto('/search')
    const box = page.getByRole('main').getByRole('searchbox')
    await box.fill('medtech')
    await box.press('Enter')
    await expect(page).toHaveURL('/search?q=medtech')
    await expect(results(page).first().getByRole('heading')).toHaveText('MedTech')
    await expect(results(page)).toHaveCount(24)
    await page.getByRole('navigation', { name: 'Pages de résultats' }).getByRole('link', { name: 'Page suivante' }).click()
    await expect(page).toHaveURL('/search?q=medtech&page=2')
    await expect(results(page)).toHaveCount(24)
  })
})

test('a name match ranks before a description match', async ({ page }) => {
  await page.goto('/search?q=mobileye')
  const titles = await results(page).getByRole('heading').allTextContents()
  expect(titles[0]).toBe('Mobileye')
  // Moovit only mentions Mobileye in its description.
  expect(titles.indexOf('Moovit')).toBeGreaterThan(0)
  await page.goto('/search?q=wix')
  await expect(results(page).first().getByRole('heading')).toHaveText('Wix')
})

test("matching ignores accents: 'securite' finds 'sécurité'", async ({ page }) => {
  await page.goto('/search?q=securite')
  await expect(page.getByTestId('search-count')).toHaveText(/^[\d\u202f]+ résultats? pour «\u202fsecurite\u202f»$/)
  await expect(results(page).first().getByRole('heading')).toHaveText('Cybersécurité')
  await expect(results(page).filter({ hasText: /sécurité/i }).first()).toBeVisible()
})

test('searches every company and the editorial pages, not a fixed list', async ({ page }) => {
  await page.goto('/search?q=due%20diligence')
  const guide = results(page).filter({ has: page.locator('a[href="/guides/evaluer-startup-israelienne"]') })
  await expect(guide.getByTestId('result-type')).toHaveText('Guide')
  await page.goto('/search?q=pushit')
  await expect(results(page).filter({ has: page.locator('a[href="/pushit-replays"]') }).getByTestId('result-type')).toHaveText('Article')
  await expect(results(page).filter({ has: page.locator('a[href="/startups/pushit-replays"]') }).getByTestId('result-type')).toHaveText('Startup')
  // A company far from the original fixed list of 15 items, and one known only from the register.
  await page.goto('/search?q=Netafim')
  await expect(results(page).first().getByRole('heading')).toHaveText('Netafim')
  await page.goto('/search?q=Clicko-Brick')
  await expect(results(page).first().getByRole('heading')).toHaveText('Clicko-Brick')
})

test('no result: the message, the hint and a link home', async ({ page }) => {
  await page.goto('/search?q=zzqqxxyy')
  await expect(page.getByTestId('search-count')).toHaveText(frenchResultCount(0, 'zzqqxxyy'))
  await expect(page.getByRole('heading', { name: 'Aucun résultat trouvé' })).toBeVisible()
  await expect(page.getByText("Essayez avec d'autres mots-clés ou parcourez nos catégories.")).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: "Retour à l'accueil" }).click()
  await expect(page).toHaveURL('/')
})

test('results are in the server HTML, so a shared link works without JavaScript', async ({ request }) => {
  const html = await (await request.get('/search?q=mobileye')).text()
  expect(html).toMatch(/\d+ résultats? pour «\u202fmobileye\u202f»/)
  expect(html).toContain('href="/startups/mobileye"')
  expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>')
})

test('the header search submits a trimmed, URL-encoded query and ignores an empty one', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/categories')
  await hydrated(page)
  const box = page.getByRole('banner').getByRole('searchbox')
  const { requested, navigated } = await submitBlankThen(page, box, ' santé & IA ')
  // The blank query, submitted first, went nowhere and asked the server for nothing.
  expect(navigated).toEqual([`/search?q=${encodeURIComponent('santé & IA')}`])
  expect(requested).toEqual([expect.stringMatching(/^\/search\.data\?q=sant%C3%A9\+%26\+IA(&|$)/)])
  await expect(page.getByTestId('search-count')).toContainText('pour «\u202fsanté & IA\u202f»')
  // The search page's own box starts from the query and searches again.
  const own = page.getByRole('main').getByRole('searchbox')
  await expect(own).toHaveValue('santé & IA')
  await own.fill('fintech')
  await own.press('Enter')
  await expect(page).toHaveURL('/search?q=fintech')
  await expect(results(page).first().getByRole('heading')).toHaveText('FinTech')
})
