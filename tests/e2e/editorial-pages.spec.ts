import { expect, test, type Page } from '@playwright/test'
import { groupedCount, sectorCounts, sectorIds15 } from '../support/directory-data.ts'
import { localizePath } from '../../app/lib/paths.ts'

async function hydrated(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined)
}

test.use({ viewport: { width: 1280, height: 900 } })

test.describe('legal pages', () => {
  const pages = [
    { paths: ['/privacy', '/confidentialite'], title: 'Politique de confidentialité', section: 'Responsable du traitement', updated: '26 novembre 2026' },
    { paths: ['/terms', '/conditions'], title: "Conditions d'utilisation", section: 'Objet du site', updated: '15 janvier 2025' },
    { paths: ['/legal-notice', '/mentions-legales'], title: 'Mentions légales', section: 'Éditeur du site', updated: '15 janvier 2025' },
    { paths: ['/cookies'], title: 'Politique de cookies', section: "Qu'est-ce qu'un cookie ?", updated: '26 novembre 2026' },
  ]

  for (const legal of pages) {
    test(`${legal.title} answers at ${legal.paths.join(' and ')}, canonical ${legal.paths[0]}`, async ({ page, request, baseURL }) => {
      for (const path of legal.paths) {
        const response = await page.goto(path)
        expect(response?.status(), path).toBe(200)
        await expect(page.getByRole('heading', { level: 1, name: legal.title })).toBeVisible()
        await expect(page.getByText(`Dernière mise à jour : ${legal.updated}`)).toBeVisible()
        await expect(page.getByRole('heading', { level: 2, name: legal.section })).toBeVisible()
        await expect(page.getByRole('navigation', { name: 'Sommaire' }).getByRole('link', { name: legal.section })).toHaveAttribute('href', /^#/)
        const html = await (await request.get(path)).text()
        expect(html).toContain(`<link rel="canonical" href="${baseURL}${legal.paths[0]}"/>`)
      }
    })
  }

  test('the footer’s GDPR link leads to the GDPR section of the privacy policy', async ({ page, request }) => {
    await page.goto('/terms')
    await hydrated(page)
    await page.getByRole('button', { name: 'Accepter' }).click()
    await page.getByRole('contentinfo').getByRole('link', { name: 'RGPD' }).click()
    await expect(page).toHaveURL('/privacy#rgpd')
    const section = page.locator('#rgpd')
    await expect(section).toHaveCount(1)
    await expect(section).toHaveText('Vos droits au titre du RGPD')
    await expect(section).toBeInViewport()
    // The section is in the server's HTML too (a shared link works before hydration).
    const html = await (await request.get('/privacy')).text()
    expect(html).toMatch(/<h2 id="rgpd"[^>]*>Vos droits au titre du RGPD<\/h2>/)
  })

  test('the table of contents leads to each section', async ({ page }) => {
    await page.goto('/cookies')
    await hydrated(page)
    await page.getByRole('button', { name: 'Accepter' }).click()
    await page.getByRole('navigation', { name: 'Sommaire' }).getByRole('link', { name: 'Comment les supprimer ?' }).click()
    await expect(page).toHaveURL('/cookies#comment-les-supprimer')
    await expect(page.getByRole('heading', { level: 2, name: 'Comment les supprimer ?' })).toBeInViewport()
  })

  test('in Hebrew the page is its Hebrew version, right to left, and says the French one is authoritative', async ({ page }) => {
    await page.goto(localizePath('/mentions-legales', 'he'))
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByText('זהו תרגום; הנוסח הצרפתי הוא המחייב.')).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'תוכן העניינים' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'המו״ל של האתר' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Éditeur du site' })).toHaveCount(0)
  })
})

test.describe('topic pages', () => {
  test('list the articles, guides and features of their topic', async ({ page }) => {
    await page.goto('/categories/startups')
    await expect(page.getByRole('heading', { level: 1, name: 'Startups' })).toBeVisible()
    const entries = page.getByRole('region', { name: 'Articles et guides' })
    await expect(entries.getByRole('link', { name: 'Les startups israéliennes les plus prometteuses en 2025' })).toHaveAttribute('href', '/blog/startups-prometteuses-2025')
    await expect(entries.getByRole('link', { name: /^Pushit Replays/ })).toHaveAttribute('href', '/pushit-replays')
    await expect(entries.getByRole('link', { name: 'Les secteurs de la tech israélienne les plus résilients face aux crises' })).toHaveCount(0)
    await expect(page.getByRole('region', { name: 'Nos fiches détaillées' }).getByRole('link', { name: /Mobileye/ })).toHaveAttribute('href', '/startups/mobileye')
    await expect(page.getByRole('link', { name: "Voir l'annuaire complet des startups" })).toHaveAttribute('href', '/startups')
  })

  test('the page on Israeli startups shows the sectors with the company counts of the data', async ({ page }) => {
    await page.goto('/categories/startups-israeliennes')
    await expect(page.getByRole('heading', { level: 1, name: 'Startups israéliennes' })).toBeVisible()
    const sectors = page.getByRole('region', { name: 'Les secteurs', exact: true })
    await expect(sectors.getByRole('link')).toHaveCount(sectorIds15.length)
    const counts = sectorCounts()
    for (const id of sectorIds15) {
      await expect(sectors.locator(`a[href="/category/${id}"]`), id).toContainText(new RegExp(`(?<![0-9\u202f])${groupedCount(counts[id], 'fr')} entreprises`))
    }
  })

  test('the events page leads to the sections about events', async ({ page }) => {
    await page.goto('/categories/events')
    await expect(page.getByRole('heading', { level: 1, name: "Événements de l'écosystème tech israélien" })).toBeVisible()
    const link = page.getByRole('region', { name: 'Articles et guides' }).getByRole('link').first()
    await expect(link).toHaveAttribute('href', /^\/guides\/entreprendre-en-israel#/)
    await hydrated(page)
    await page.getByRole('button', { name: 'Accepter' }).click()
    await link.click()
    await expect(page.getByRole('heading', { level: 2, name: /événements/ })).toBeInViewport()
  })

  test('the other topics have content too', async ({ page }) => {
    for (const [path, title] of [
      ['/categories/innovation-israel', 'Innovation en Israël'],
      ['/categories/innovation', 'Innovation'],
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      expect(await page.getByRole('region', { name: 'Articles et guides' }).getByRole('listitem').count()).toBeGreaterThan(0)
    }
  })

  test('an unknown topic answers 404', async ({ page }) => {
    const response = await page.goto('/categories/sujet-inconnu')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible()
  })
})

test.describe('Pushit Replays article', () => {
  test('shows the editorial article with its links to the profile and to the contact page', async ({ page }) => {
    await page.goto('/pushit-replays')
    await expect(page.getByRole('heading', { level: 1, name: 'Pushit Replays : le replay instantané arrive sur les terrains de sport amateurs' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Le calcul économique pour les exploitants' })).toBeVisible()
    await expect(page.getByText(/augmenter leur chiffre d'affaires de 20 %/)).toBeVisible()
    await expect(page.getByRole('link', { name: 'applications et services mobiles' })).toHaveAttribute('href', '/category/mobile')
    await expect(page.getByRole('link', { name: 'Voir la fiche de Pushit Replays' })).toHaveAttribute('href', '/startups/pushit-replays')
    await expect(page.getByRole('link', { name: 'Contacter la rédaction' })).toHaveAttribute('href', '/contact')
    await expect(page).toHaveTitle('Pushit Replays : le replay instantané pour les complexes sportifs | Startups en Israël')
  })
})
