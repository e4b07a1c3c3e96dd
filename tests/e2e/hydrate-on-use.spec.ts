import { expect, test } from '@playwright/test'
import { answerConsent, expectToast, hydrated, serviceRows, toastWith, uniqueEmail } from '../support/forms-e2e.ts'

/**
 * Code that loads when it is needed: the home page's kept sections
 * and its newsletter form are not part of a first visit's JavaScript; the form
 * loads on first use and keeps what the visitor typed meanwhile.
 */

const lazyChunk = /\/assets\/(home-sections|newsletter-form|fields|forms)-[\w-]+\.js$/

test.beforeEach(async ({ page }) => {
  await answerConsent(page)
})

test("a first visit to home downloads neither its kept sections' code nor the newsletter form's", async ({ page }) => {
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

test('what the visitor types while the form loads is kept: value, focus and caret, then the form works', async ({ page, baseURL }) => {
  // Hold the form's code until the visitor has typed, as on a slow network.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  const requested: string[] = []
  await page.route(/\/assets\/newsletter-form-[\w-]+\.js$/, async (route) => {
    requested.push(route.request().url())
    await held
    await route.continue()
  })
  await page.goto('/')
  await hydrated(page)
  const form = page.getByRole('form', { name: 'Inscription à la newsletter' })
  const email = form.getByRole('textbox', { name: 'Email', exact: true })
  const address = uniqueEmail('island')
  await email.focus()
  await expect.poll(() => requested.length).toBe(1)
  await email.pressSequentially(address)
  await page.keyboard.press('Tab')
  const firstName = form.getByRole('textbox', { name: 'Prénom' })
  await expect(firstName).toBeFocused()
  await page.keyboard.type('Noa')
  await page.keyboard.press('ArrowLeft')
  const serverInput = await email.elementHandle()
  release()

  // The live form replaces the server's markup: a new element, with the same value, focus and caret.
  await expect.poll(() => serverInput!.evaluate((input) => input.isConnected)).toBe(false)
  await expect(email).toHaveValue(address)
  await expect(firstName).toHaveValue('Noa')
  await expect(firstName).toBeFocused()
  expect(await firstName.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([2, 2])

  // React holds the value: submitting without the consent reports that one field only.
  await form.getByRole('button', { name: "S'inscrire" }).click()
  await expect(form.getByText('Vous devez accepter la politique de confidentialité', { exact: true })).toBeVisible()
  await expect(form.getByText("L'email est obligatoire", { exact: true })).toHaveCount(0)
  await form.getByRole('checkbox', { name: "J'accepte la politique de confidentialité" }).check()
  await form.getByRole('button', { name: "S'inscrire" }).click()
  await expectToast(page, 'Inscription réussie !', 'Vous recevrez bientôt un email de confirmation.')
  expect(await serviceRows(baseURL!, 'newsletter_subscribers', { email: address })).toHaveLength(1)
})

test('a submission made before the form has loaded is made again on the live form', async ({ page }) => {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/newsletter-form-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url())
  })
  await page.goto('/')
  await hydrated(page)
  const form = page.getByRole('form', { name: 'Inscription à la newsletter' })
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('pas-une-adresse')
  await form.getByRole('textbox', { name: 'Email', exact: true }).press('Enter')
  release()
  await expect(form.getByText("Format d'email invalide", { exact: true })).toBeVisible()
  // The browser did not submit the server's form itself (a page load).
  expect(documents).toHaveLength(1)
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

test('the contact form loads on first use; a keyboard visitor tabbing through it keeps the focus', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto('/contact')
  await hydrated(page)
  await page.waitForLoadState('networkidle')
  const formChunk = /\/assets\/(contact-form|fields)-[\w-]+\.js$/
  expect(scripts.filter((path) => formChunk.test(path))).toEqual([])

  const firstName = page.getByRole('main').getByLabel('Prénom')
  const serverField = await firstName.elementHandle()
  // The first field takes the focus, then the visitor tabs to the next one while the form loads.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/contact-form-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await firstName.focus()
  await page.keyboard.press('Tab')
  const lastName = page.getByRole('main').getByLabel('Nom', { exact: true })
  await expect(lastName).toBeFocused()
  release()
  await expect.poll(() => serverField!.evaluate((input) => input.isConnected)).toBe(false)
  expect(scripts.some((path) => formChunk.test(path))).toBe(true)
  // The live form has the focus where the visitor left it, and works.
  await expect(lastName).toBeFocused()
  await page.getByRole('button', { name: 'Envoyer le message' }).click()
  await expect(toastWith(page, 'Erreur de validation')).toBeVisible()
  await expect(firstName).toBeFocused()
})

test('a press on the submit button that outlasts the loading still submits (the swap waits for the click)', async ({ page }) => {
  await page.goto('/contact')
  await hydrated(page)
  const loaded = page.waitForResponse(/\/assets\/contact-form-[\w-]+\.js$/)
  const submit = page.getByRole('button', { name: 'Envoyer le message' })
  await submit.scrollIntoViewIfNeeded()
  const box = (await submit.boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  await loaded
  // The form's code is there while the button is still pressed; the markup must not change under it yet.
  await page.waitForTimeout(300)
  await page.mouse.up()
  await expect(toastWith(page, 'Erreur de validation')).toBeVisible()
})
