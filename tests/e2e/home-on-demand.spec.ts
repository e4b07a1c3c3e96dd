import { expect, test } from '@playwright/test'
import { answerConsent, hydrated } from '../support/forms-e2e.ts'

/**
 * Home's kept sections: their code is not part of a first visit's JavaScript,
 * and a client-side navigation renders them with the live newsletter form.
 */

const lazyChunk = /\/assets\/home-sections-[\w-]+\.js$/

test.beforeEach(async ({ page }) => {
  await answerConsent(page)
})

test("a first visit to home does not download its kept sections' code", async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto('/')
  await hydrated(page)
  await page.waitForLoadState('networkidle')
  expect(scripts.length).toBeGreaterThan(3)
  expect(scripts.filter((path) => lazyChunk.test(path))).toEqual([])
  // The kept sections are there all the same, from the server.
  await expect(page.getByRole('heading', { level: 2, name: 'Explorez par secteur' })).toBeVisible()
})

test('a client-side navigation to home renders its kept sections and a live form at once', async ({ page }) => {
  await page.goto('/categories')
  await hydrated(page)
  await page.getByRole('banner').getByRole('link', { name: 'Accueil' }).first().click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Explorez par secteur' })).toBeVisible()
  await expect(page.getByTestId('guide-card')).toHaveCount(3)
  const form = page.getByRole('form', { name: 'Inscription à la newsletter' })
  await form.getByRole('button', { name: "S'inscrire" }).click()
  await expect(form.getByText("L'email est obligatoire", { exact: true })).toBeVisible()
})
