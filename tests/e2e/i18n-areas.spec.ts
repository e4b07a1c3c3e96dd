import { expect, test, type Page } from '@playwright/test'
import { messageAreas } from '../../app/i18n/areas.ts'
import { hydrated, toastWith } from '../support/forms-e2e.ts'

/**
 * The dictionary is a chunk per language and part (app/i18n/areas.ts, ADRs
 * 0011 and 0012): `common` on every page, the others on the pages that use
 * them. A page has its parts before it hydrates, and a client-side navigation
 * to a page that needs another part waits for it.
 */

const areas = new Set<string>(messageAreas)

/** The dictionary chunks the page downloads: which parts, since it was called or last reset. */
function dictionaryChunks(page: Page): { parts: () => string[]; reset: () => void } {
  let seen = new Set<string>()
  page.on('response', (response) => {
    // A chunk is named after its module, then an eight-character hash.
    const match = /^\/assets\/(.+)-[\w-]{8}\.js$/.exec(new URL(response.url()).pathname)
    if (match && areas.has(match[1]!)) seen.add(match[1]!)
  })
  return { parts: () => [...seen].sort(), reset: () => (seen = new Set()) }
}

test('each page loads the parts of the dictionary it uses, before hydrating', async ({ page }) => {
  const chunks = dictionaryChunks(page)
  for (const [path, parts] of [
    ['/categories', ['common', 'directory', 'directory-sectors']],
    ['/blog', ['common', 'editorial']],
    ['/contact', ['common', 'forms-contact']],
    ['/newsletter', ['common', 'directory-home', 'forms', 'forms-newsletter']],
  ] as const) {
    chunks.reset()
    await page.goto(path)
    await hydrated(page)
    expect(chunks.parts(), path).toEqual(parts)
    await expect(page.getByText(/(directory|editorial|forms)\.\w+\.\w/)).toHaveCount(0)
  }
})

test('a client-side navigation to a page using another part shows its strings, not their keys', async ({ page }) => {
  const chunks = dictionaryChunks(page)
  await page.goto('/blog')
  await hydrated(page)
  expect(chunks.parts()).toEqual(['common', 'editorial'])
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click()
  await expect(page).toHaveURL('/contact')
  await expect(page.getByRole('main').getByLabel('Prénom')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Envoyer le message' })).toBeVisible()
  await page.getByRole('banner').getByRole('link', { name: 'Catégories' }).first().click()
  await expect(page).toHaveURL('/categories')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Les secteurs de la tech israélienne')
  await expect(page.getByText(/(directory|editorial|forms)\.\w+\.\w/)).toHaveCount(0)
  expect(chunks.parts()).toEqual(['common', 'directory', 'directory-sectors', 'editorial', 'forms', 'forms-contact'])
})

test('an e-mail link that failed is announced in words on a page without a form', async ({ page }) => {
  await page.goto('/categories#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired')
  await expect(toastWith(page, 'Lien invalide')).toBeVisible()
})
