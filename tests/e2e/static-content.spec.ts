import { expect, test, type Page } from '@playwright/test'
import { hydrated } from '../support/forms-e2e.ts'

/**
 * Paint first, and sections that hydration leaves as the server rendered
 * them: the page works as before, links in those sections navigate on
 * the client, and the sections follow the URL and the language.
 */

/** Counts the HTML documents the page requests (a full page load), after it is called. */
function countDocuments(page: Page): () => number {
  let documents = 0
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents++
  })
  return () => documents
}

test('the document names no script before its first paint, and hydration keeps the server-rendered sections', async ({ page }) => {
  // Hold every script until the page has been marked, so hydration happens afterwards.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await held
    await route.continue()
  })
  const response = await page.goto('/categories', { waitUntil: 'domcontentloaded' })
  const html = await response!.text()
  const head = html.slice(0, html.indexOf('</head>'))
  expect(head).not.toContain('modulepreload')
  expect(html).toContain('requestAnimationFrame')

  const cards = page.getByRole('main').getByRole('listitem')
  const count = await cards.count()
  expect(count).toBeGreaterThan(5)
  await page.evaluate(() => {
    for (const item of document.querySelectorAll('main li')) (item as HTMLElement & { serverNode?: boolean }).serverNode = true
  })
  release()
  await hydrated(page)
  // The same DOM nodes: React adopted the section without re-creating it.
  const kept = await page.evaluate(() => [...document.querySelectorAll('main li')].filter((item) => (item as HTMLElement & { serverNode?: boolean }).serverNode).length)
  expect(kept).toBe(count)
})

test('a link in a kept section navigates on the client, and the sections render again on the way back', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  const documents = countDocuments(page)
  const sectors = page.locator('section[aria-labelledby="home-sectors"]')
  const sectorCount = await sectors.getByRole('listitem').count()
  await sectors.locator('a[href="/category/cybersecurity"]').first().click()
  await expect(page).toHaveURL('/category/cybersecurity')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cybersécurité')
  // A company card of the sector page, itself kept, then the footer's contact link, kept too.
  await page.getByTestId('company-card').first().getByRole('link').click()
  await expect(page).toHaveURL(/\/startups\/[\w-]+$/)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click()
  await expect(page).toHaveURL('/contact')
  expect(documents()).toBe(0)

  await page.goBack()
  await page.goBack()
  await page.goBack()
  await expect(page).toHaveURL('/')
  await expect(sectors.getByRole('listitem')).toHaveCount(sectorCount)
  expect(documents()).toBe(0)
})

test('a modified click on a link in a kept section is left to the browser', async ({ page, context }) => {
  await page.goto('/categories')
  await hydrated(page)
  const opened = context.waitForEvent('page')
  await page.getByRole('main').locator('a[href="/category/fintech"]').first().click({ modifiers: ['ControlOrMeta'] })
  const tab = await opened
  await tab.waitForLoadState('domcontentloaded')
  expect(new URL(tab.url()).pathname).toBe('/category/fintech')
  await expect(page).toHaveURL('/categories')
})

test('a kept section follows a language switch', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/categories')
  await hydrated(page)
  const subtitle = page.getByRole('main').locator('section[aria-labelledby="categories-title"] p').last()
  const french = await subtitle.textContent()
  await page.getByRole('button', { name: /Choisir la langue/ }).click()
  await page.getByRole('menuitemradio', { name: /English/ }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('The sectors of Israeli tech')
  await expect(subtitle).not.toHaveText(french!)
  // The footer (kept for the language only) follows too.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' })).toBeVisible()
})

/** Chunks that only kept sections use: no first visit downloads them. */
const keptOnlyChunk =
  /\/assets\/(home-sections|sector-sections|profile-long-sections|profile-adtech|profile-generated|article-sections|directory-sections|search-sections|search-result-card|article-card|sector-card|breadcrumbs|company-card|company-logo|markdown)-[\w-]+\.js$/

for (const { path, kept } of [
  { path: '/category/cybersecurity', kept: 'Companies in this sector' },
  { path: '/startups/mobileye', kept: 'Key facts' },
  { path: '/startups/cignal', kept: 'Similar startups' },
  { path: '/startups/10bis', kept: 'Key facts' },
  { path: '/blog/secteurs-resilients-crise', kept: 'Read next' },
  { path: '/startups', kept: 'Directory of Israeli startups' },
  { path: '/blog', kept: 'Featured' },
  { path: '/search?q=cyber', kept: null },
]) {
  test(`${path}: a first visit loads no kept section's code, which loads when a language switch renders them`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto(path)
    await hydrated(page)
    await page.waitForLoadState('networkidle')
    expect(scripts.filter((script) => keptOnlyChunk.test(script))).toEqual([])
    const main = page.getByRole('main')
    const links = await main.getByRole('link').count()

    await page.getByRole('button', { name: /Choisir la langue/ }).click()
    await page.getByRole('menuitemradio', { name: /English/ }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    if (kept) await expect(main.getByText(kept, { exact: true }).first()).toBeAttached()
    // Rendered again in the browser, the kept sections have every link they had.
    await expect(main.getByRole('link')).toHaveCount(links)
    expect(scripts.some((script) => keptOnlyChunk.test(script))).toBe(true)
  })
}
