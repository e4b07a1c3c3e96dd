import { expect, test, type Page } from '@playwright/test'
import { hydrated, toastWith } from '../support/forms-e2e.ts'

/**
 * The forms' strings are a chunk of their own per language (ADR 0011): pages
 * without a form do not download them; a page with one has them before it
 * hydrates, and a client-side navigation to one waits for them.
 */

/** The dictionary chunks the page downloads, after it is called. */
function dictionaryChunks(page: Page): { forms: () => number; core: () => number } {
  const seen = { forms: 0, core: 0 }
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname
    if (/^\/assets\/forms-[\w-]+\.js$/.test(path)) seen.forms++
    if (/^\/assets\/core-[\w-]+\.js$/.test(path)) seen.core++
  })
  return { forms: () => seen.forms, core: () => seen.core }
}

test('a page without a form loads the core strings only; one with a form loads its strings before hydrating', async ({ page }) => {
  const chunks = dictionaryChunks(page)
  await page.goto('/categories')
  await hydrated(page)
  expect(chunks.core()).toBe(1)
  expect(chunks.forms()).toBe(0)

  await page.goto('/contact')
  await hydrated(page)
  expect(chunks.forms()).toBe(1)
  await expect(page.getByRole('main').getByLabel('Prénom')).toBeVisible()
})

test('a client-side navigation to a page with a form shows its strings, not their keys', async ({ page }) => {
  const chunks = dictionaryChunks(page)
  await page.goto('/categories')
  await hydrated(page)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click()
  await expect(page).toHaveURL('/contact')
  await expect(page.getByRole('main').getByLabel('Prénom')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Envoyer le message' })).toBeVisible()
  await expect(page.getByText(/forms\.\w/)).toHaveCount(0)
  expect(chunks.forms()).toBe(1)
})

test('an e-mail link that failed is announced in words on a page without a form', async ({ page }) => {
  await page.goto('/categories#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired')
  await expect(toastWith(page, 'Lien invalide')).toBeVisible()
})
