import { expect, test, type Page } from '@playwright/test'
import { localizePath } from '../../app/lib/paths.ts'

/** Hydration done: React has attached its handlers. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined)
}

const investTitle = 'Comment investir dans une startup israélienne'
const resilientTitle = 'Les secteurs de la tech israélienne les plus résilients face aux crises'
const promisingTitle = 'Les startups israéliennes les plus prometteuses en 2025'

test.use({ viewport: { width: 1280, height: 900 } })

test.describe('blog listing', () => {
  test('shows the header, the categories with their counts, the featured article and the others, newest first', async ({ page }) => {
    await page.goto('/blog')
    await expect(page.getByRole('heading', { level: 1, name: 'Le blog de la tech israélienne' })).toBeVisible()
    await expect(page.getByText("Analyses, sélections et guides pour comprendre l'écosystème des startups israéliennes.")).toBeVisible()
    await expect(page.getByRole('search').getByRole('searchbox', { name: 'Rechercher un article' })).toBeVisible()

    const categories = page.getByRole('navigation', { name: 'Catégories' })
    const names = ['Tous les articles (3)', 'Cybersécurité (0)', 'IA & Big Data (0)', 'FinTech (0)', 'HealthTech (0)', 'Startups (1)', 'Investissement (2)']
    await expect(categories.getByRole('link')).toHaveCount(names.length)
    for (const [index, name] of names.entries()) await expect(categories.getByRole('link').nth(index)).toHaveAccessibleName(name)
    await expect(categories.getByRole('link', { name: 'Tous les articles (3)' })).toHaveAttribute('aria-current', 'page')

    const featured = page.getByRole('region', { name: 'À la une' })
    await expect(featured.getByRole('heading', { name: investTitle })).toBeVisible()
    await expect(featured.getByText('8 janvier 2025')).toBeVisible()

    const list = page.getByRole('region', { name: 'Tous les articles' })
    await expect(list.getByRole('heading', { level: 2, name: 'Tous les articles' })).toBeVisible()
    await expect(list.getByRole('article').getByRole('heading')).toHaveText([resilientTitle, promisingTitle])
    const firstCard = list.getByRole('article').first()
    await expect(firstCard.getByText('Investissement', { exact: true }).first()).toBeVisible()
    await expect(firstCard.getByText('7 janvier 2025')).toBeVisible()
    await expect(firstCard.getByText('10 min de lecture')).toBeVisible()
    await expect(firstCard.getByRole('listitem')).toHaveCount(3)
  })

  test('a search finds an article by its excerpt, hides the featured block and shows every match', async ({ page }) => {
    await page.goto('/blog')
    await hydrated(page)
    await page.getByRole('searchbox', { name: 'Rechercher un article' }).fill('ourcrowd')
    await expect(page).toHaveURL('/blog?q=ourcrowd')
    await expect(page.getByRole('region', { name: 'À la une' })).toHaveCount(0)
    const results = page.getByRole('region', { name: 'Résultats pour « ourcrowd »' })
    await expect(results.getByRole('heading', { level: 2 })).toHaveText('Résultats pour « ourcrowd »')
    // All bundled articles are featured: the original showed nothing here.
    await expect(results.getByRole('article').getByRole('heading')).toHaveText([investTitle])
    await results.getByRole('link', { name: investTitle }).click()
    await expect(page).toHaveURL('/blog/comment-investir-startup-israelienne')
  })

  test('a search matches a tag, ignoring case, and is rendered by the server for a shared address', async ({ page, request }) => {
    const html = await (await request.get('/blog?q=ANALYSE%20SECTORIELLE')).text()
    const list = /<section aria-labelledby="blog-list">([\s\S]*?)<\/section>/.exec(html)?.[1] ?? ''
    expect(list).toMatch(/Résultats pour «\u202f<bdi>ANALYSE SECTORIELLE<\/bdi>\u202f»/)
    expect(list).toContain(resilientTitle)
    expect(list).not.toContain(promisingTitle)
    expect(html).not.toContain('aria-labelledby="blog-featured"')

    await page.goto('/blog?q=ANALYSE%20SECTORIELLE')
    await expect(page.getByRole('searchbox', { name: 'Rechercher un article' })).toHaveValue('ANALYSE SECTORIELLE')
    await expect(page.getByRole('article').getByRole('heading')).toHaveText([resilientTitle])
  })

  test('a search with no result says so and suggests other keywords', async ({ page }) => {
    await page.goto('/blog')
    await hydrated(page)
    await page.getByRole('searchbox', { name: 'Rechercher un article' }).fill('blockchain quantique')
    await expect(page.getByText('Aucun article trouvé')).toBeVisible()
    await expect(page.getByText("Essayez avec d'autres mots-clés.")).toBeVisible()
    await expect(page.getByRole('article')).toHaveCount(0)
    await page.getByRole('searchbox', { name: 'Rechercher un article' }).fill('')
    await expect(page).toHaveURL('/blog')
    await expect(page.getByRole('region', { name: 'À la une' })).toBeVisible()
  })

  test('the category filter shows the category’s articles, and “all articles” clears it', async ({ page }) => {
    await page.goto('/blog')
    await hydrated(page)
    const categories = page.getByRole('navigation', { name: 'Catégories' })
    await categories.getByRole('link', { name: 'Startups (1)' }).click()
    await expect(page).toHaveURL('/blog?category=startups')
    await expect(categories.getByRole('link', { name: 'Startups (1)' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('heading', { level: 2, name: 'Articles : Startups' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'À la une' })).toHaveCount(0)
    await expect(page.getByRole('article').getByRole('heading')).toHaveText([promisingTitle])

    await categories.getByRole('link', { name: 'Investissement (2)' }).click()
    await expect(page.getByRole('article').getByRole('heading')).toHaveText([investTitle, resilientTitle])

    await categories.getByRole('link', { name: 'Tous les articles (3)' }).click()
    await expect(page).toHaveURL('/blog')
    await expect(page.getByRole('heading', { level: 2, name: 'Tous les articles' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'À la une' })).toBeVisible()
  })

  test('a category without articles says so', async ({ page }) => {
    await page.goto('/blog')
    await hydrated(page)
    await page.getByRole('navigation', { name: 'Catégories' }).getByRole('link', { name: 'Cybersécurité (0)' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Articles : Cybersécurité' })).toBeVisible()
    await expect(page.getByText('Aucun article trouvé')).toBeVisible()
    await expect(page.getByText('Aucun article dans cette catégorie pour le moment.')).toBeVisible()
  })

  test('the empty states are translated in English and Hebrew', async ({ page }) => {
    await page.goto(localizePath('/blog?q=zzzz', 'en'))
    await expect(page.getByText('No articles found')).toBeVisible()
    await expect(page.getByText('Try with other keywords.')).toBeVisible()
    await page.goto(localizePath('/blog?category=fintech', 'en'))
    await expect(page.getByText('No articles in this category at the moment.')).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Articles in FinTech' })).toBeVisible()

    await page.goto(localizePath('/blog?category=healthtech', 'he'))
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByText('לא נמצאו מאמרים')).toBeVisible()
    await expect(page.getByText('אין כרגע מאמרים בקטגוריה זו.')).toBeVisible()
    await page.goto(localizePath('/blog?q=zzzz', 'he'))
    await expect(page.getByText('נסו מילות מפתח אחרות.')).toBeVisible()
  })

  test('works without JavaScript: the search is a plain form', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto('/blog?category=investissement')
    await page.getByRole('searchbox', { name: 'Rechercher un article' }).fill('fiscalité')
    await page.getByRole('main').getByRole('button', { name: 'Rechercher' }).click()
    await expect(page).toHaveURL('/blog?q=fiscalit%C3%A9&category=investissement')
    await expect(page.getByRole('article').getByRole('heading')).toHaveText([investTitle])
    await context.close()
  })
})
