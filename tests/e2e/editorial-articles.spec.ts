import { expect, test, type Page } from '@playwright/test'
import { localizePath } from '../../app/lib/paths.ts'

async function hydrated(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined)
}

/** The JSON-LD objects of the current page, by type. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>)
}

test.use({ viewport: { width: 1280, height: 900 } })

test.describe('blog article', () => {
  const path = '/blog/secteurs-resilients-crise'
  const title = 'Les secteurs de la tech israélienne les plus résilients face aux crises'

  test('shows category, date, reading time, title, excerpt, author, cover, formatted text and tags', async ({ page }) => {
    await page.goto(path)
    const article = page.getByRole('main').getByRole('article').first()
    await expect(article.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(article.getByRole('link', { name: 'Investissement', exact: true })).toHaveAttribute('href', '/blog?category=investissement')
    await expect(article.locator('time[datetime="2025-01-07"]').first()).toHaveText('7 janvier 2025')
    await expect(article.getByText('10 min de lecture').first()).toBeVisible()
    await expect(article.getByText(/^De la bulle internet à la guerre commencée en octobre 2023/).first()).toBeVisible()
    await expect(article.getByText('Par La rédaction de Startups en Israël')).toBeVisible()
    const author = article.getByRole('complementary', { name: "À propos de l'auteur" })
    await expect(author.getByText('La rédaction de Startups en Israël')).toBeVisible()
    await expect(author.getByText(/^L'équipe éditoriale de Startups en Israël suit l'écosystème/)).toBeVisible()
    await expect(author.locator('img[src="/images/authors/redaction.svg"]')).toHaveAttribute('width', '64')

    const cover = article.locator('figure img')
    await expect(cover).toHaveAttribute('src', '/images/blog/secteurs-resilients-crise.svg')
    await expect(cover).toHaveAttribute('width', '1200')
    await expect(cover).toHaveAttribute('height', '630')
    expect(await cover.getAttribute('alt')).toBeTruthy()

    // The markdown is rendered as real formatted text, not shown as source.
    await expect(article.getByRole('heading', { level: 2, name: "Qu'est-ce qu'un secteur résilient ?" })).toBeVisible()
    await expect(article.getByRole('heading', { level: 3, name: 'La crise financière de 2008' })).toBeVisible()
    await expect(article.locator('ol > li strong', { hasText: 'Une demande non discrétionnaire.' })).toBeVisible()
    await expect(article.getByRole('link', { name: 'AdTech', exact: true })).toHaveAttribute('href', '/category/adtech')
    await expect(article.locator('blockquote')).toContainText("cet article est informatif et ne constitue pas un conseil en investissement")
    expect(await article.innerText()).not.toMatch(/\*\*|\]\(\/|^## /m)

    const tags = article.getByRole('region', { name: 'Mots-clés' })
    await expect(tags.getByRole('listitem')).toHaveText(['Résilience', 'Cybersécurité', 'SaaS', 'Défense', 'HealthTech', 'AgTech', 'Analyse sectorielle'])
    await expect(article.getByRole('link', { name: 'Explorer les secteurs' })).toHaveAttribute('href', '/categories')
    await expect(page.getByRole('region', { name: 'À lire aussi' }).getByRole('link', { name: 'Les startups israéliennes les plus prometteuses en 2025' })).toHaveAttribute(
      'href',
      '/blog/startups-prometteuses-2025',
    )
  })

  test('sets title, description, social preview and Article data from the article', async ({ page, request, baseURL }) => {
    const html = await (await request.get(path)).text()
    expect(html).toContain('<title>Tech israélienne\u00a0: les secteurs les plus résilients face aux crises | Startups en Israël</title>')
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"\/>/)
    expect(html).toContain(`<link rel="canonical" href="${baseURL}${path}"/>`)
    expect(html).toContain('<meta property="og:type" content="article"/>')
    expect(html).toContain(`<meta property="og:image" content="${baseURL}/og/covers/blog/secteurs-resilients-crise.png"/>`)
    expect(html).toContain('<meta property="article:published_time" content="2025-01-07"/>')
    await page.goto(path)
    const data = await structuredData(page)
    const article = data.find((item) => item['@type'] === 'Article')
    expect(article).toMatchObject({ headline: title, datePublished: '2025-01-07', mainEntityOfPage: { '@id': `${baseURL}${path}` } })
    const image = await request.get(`${baseURL}/og/covers/blog/secteurs-resilients-crise.png`)
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toBe('image/png')
  })

  test('“Retour au blog” leads back to the blog, and leaving the article restores the generic title', async ({ page }) => {
    await page.goto(path)
    await hydrated(page)
    await expect(page).toHaveTitle('Tech israélienne : les secteurs les plus résilients face aux crises | Startups en Israël')
    await page.getByRole('link', { name: 'Retour au blog' }).first().click()
    await expect(page).toHaveURL('/blog')
    await expect(page).toHaveTitle('Blog : analyses et actualités de la tech israélienne | Startups en Israël')
  })

  test('an unknown article says “Article non trouvé” with a link to the blog, with HTTP 404', async ({ page }) => {
    const response = await page.goto('/blog/un-article-qui-nexiste-pas')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Article non trouvé' })).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
    await page.getByRole('main').getByRole('link', { name: 'Voir tous les articles du blog' }).click()
    await expect(page).toHaveURL('/blog')
  })

  test('the investment article’s blog address declares the standalone page canonical', async ({ request, baseURL }) => {
    const html = await (await request.get('/blog/comment-investir-startup-israelienne')).text()
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/comment-investir-startup-israelienne"/>`)
    expect(html).toContain('Le guide complet pour investir dans la Startup Nation')
  })

  test('in Hebrew, the interface is right to left and the article is its Hebrew version', async ({ page }) => {
    await page.goto(localizePath(path, 'he'))
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('link', { name: 'חזרה לבלוג' }).first()).toHaveAttribute('href', '/he/blog')
    // The Hebrew version's own reading time (the French one reads in 10 minutes).
    await expect(page.getByText('8 דקות קריאה').first()).toBeVisible()
    await expect(page.getByText('המאמר כתוב בצרפתית.')).toHaveCount(0)
    const title = page.getByRole('heading', { level: 1, name: 'הענפים העמידים ביותר בהייטק הישראלי בפני משברים' })
    await expect(title).toBeVisible()
    await expect(title.locator('xpath=..')).not.toHaveAttribute('lang', /.*/)
  })
})

test.describe('investment guide', () => {
  const path = '/comment-investir-startup-israelienne'

  test('shows the rich article with its alternative title, tags, call to action and way back to the blog', async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: 'Comment investir dans une startup israélienne' })).toBeVisible()
    await expect(page.getByText('Le guide complet pour investir dans la Startup Nation')).toBeVisible()
    // Free to all: not labelled premium (issue 35, point 7; ADR 0057).
    await expect(page.getByText('Guide premium')).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 2, name: 'Les cinq voies pour investir' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Mots-clés' }).getByRole('listitem')).toHaveText(['Investissement', 'Capital-risque', 'OurCrowd', 'Due diligence', 'Fiscalité', 'Startup Nation'])
    await expect(page.getByRole('region', { name: 'Explorez les secteurs de la tech israélienne' }).getByRole('link', { name: 'Explorer les secteurs' })).toHaveAttribute('href', '/categories')
    await expect(page.getByRole('link', { name: 'Retour au blog' }).last()).toHaveAttribute('href', '/blog')
  })

  test('its FAQ accordion opens one question at a time, and the open one can be closed', async ({ page }) => {
    await page.goto(path)
    await hydrated(page)
    const faq = page.getByRole('region', { name: 'Questions fréquentes' })
    const questions = faq.getByRole('button')
    await expect(questions).toHaveCount(5)
    const first = faq.getByRole('button', { name: 'Peut-on investir dans une startup israélienne depuis la France ?' })
    const second = faq.getByRole('button', { name: 'Quel montant minimum faut-il prévoir ?' })
    await expect(first).toHaveAttribute('aria-expanded', 'false')
    await first.click()
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    await expect(faq.getByText(/^Oui\. Un investisseur résidant en France/)).toBeVisible()
    await second.click()
    await expect(second).toHaveAttribute('aria-expanded', 'true')
    await expect(first).toHaveAttribute('aria-expanded', 'false')
    await expect(faq.getByText(/^Oui\. Un investisseur résidant en France/)).toBeHidden()
    await second.click()
    await expect(second).toHaveAttribute('aria-expanded', 'false')
    await expect(faq.getByRole('button', { expanded: true })).toHaveCount(0)
  })

  test('publishes Article and FAQPage structured data', async ({ page, baseURL }) => {
    await page.goto(path)
    const data = await structuredData(page)
    const article = data.find((item) => item['@type'] === 'Article')
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      headline: 'Comment investir dans une startup israélienne',
      alternativeHeadline: 'Le guide complet pour investir dans la Startup Nation',
      datePublished: '2025-01-08',
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${baseURL}${path}` },
    })
    const faq = data.find((item) => item['@type'] === 'FAQPage') as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined
    expect(faq?.mainEntity).toHaveLength(5)
    expect(faq?.mainEntity[2]?.name).toBe('Les actions israéliennes sont-elles éligibles au PEA\u202f?')
  })
})

test.describe('guide pages', () => {
  test('show each guide with its FAQ and structured data', async ({ page }) => {
    for (const [path, title] of [
      ['/guides/evaluer-startup-israelienne', 'Évaluer une startup israélienne : le guide de la due diligence'],
      ['/guides/entreprendre-en-israel', 'Entreprendre en Israël : le guide du fondateur francophone'],
    ] as const) {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await expect(page.getByRole('region', { name: 'Questions fréquentes' }).getByRole('button').first()).toBeVisible()
      await expect(page.getByRole('link', { name: 'Explorer les secteurs' })).toHaveAttribute('href', '/categories')
      const types = (await structuredData(page)).map((item) => item['@type'])
      expect(types).toEqual(['Article', 'FAQPage', 'BreadcrumbList'])
    }
  })

  test('an unknown guide answers 404', async ({ page }) => {
    const response = await page.goto('/guides/un-guide-inconnu')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Guide introuvable' })).toBeVisible()
  })
})
