import { expect, test } from '@playwright/test'
import { hydrated, toastWith } from '../support/forms-e2e.ts'

/**
 * The messages are compiled into the modules that show them (Paraglide JS):
 * a page, a client-side navigation or a shell toast never shows a
 * key for want of a dictionary chunk.
 */
const key = /(directory|editorial|forms)\.\w+\.\w/

test('pages show their strings, not their keys, after hydrating', async ({ page }) => {
  for (const path of ['/categories', '/blog', '/contact', '/newsletter']) {
    await page.goto(path)
    await hydrated(page)
    await expect(page.getByText(key)).toHaveCount(0)
  }
})

test('a client-side navigation shows the next page\'s strings, not their keys', async ({ page }) => {
  await page.goto('/blog')
  await hydrated(page)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click()
  await expect(page).toHaveURL('/contact')
  await expect(page.getByRole('main').getByLabel('Prénom')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Envoyer le message' })).toBeVisible()
  await page.getByRole('banner').getByRole('link', { name: 'Catégories' }).first().click()
  await expect(page).toHaveURL('/categories')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Les secteurs de la tech israélienne')
  await expect(page.getByText(key)).toHaveCount(0)
})

test('an e-mail link that failed is announced in words on a page without a form', async ({ page }) => {
  await page.goto('/categories#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired')
  await expect(toastWith(page, 'Lien invalide')).toBeVisible()
})
