import { expect, test } from '@playwright/test'
import { answerConsent, expectToast, hydrated, serviceRows, uniqueEmail } from '../support/forms-e2e.ts'

test.beforeEach(async ({ page }) => {
  await answerConsent(page)
})

test.describe("the home page's newsletter call to action (compact form)", () => {
  test('loads neither the client nor the validation before it is used, then subscribes', async ({ page, baseURL }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.goto('/')
    await hydrated(page)
    await page.waitForLoadState('networkidle')
    const form = page.getByRole('form', { name: 'Inscription à la newsletter' })
    await expect(form).toBeVisible()
    expect(scripts.filter((url) => /supabase\.client|\/validate-[\w-]+\.js/.test(url))).toEqual([])

    await form.getByRole('button', { name: "S'inscrire" }).click()
    await expect(form.getByText("L'email est obligatoire", { exact: true })).toBeVisible()
    await expect(form.getByText('Vous devez accepter la politique de confidentialité', { exact: true })).toBeVisible()
    expect(scripts.some((url) => url.includes('supabase.client'))).toBe(true)

    const email = uniqueEmail('home-newsletter')
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
    await form.getByRole('checkbox', { name: "J'accepte la politique de confidentialité" }).check()
    await form.getByRole('button', { name: "S'inscrire" }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Inscription confirmée !' })).toBeVisible()
    await expectToast(page, 'Inscription réussie !', 'Vous recevrez bientôt un email de confirmation.')
    expect(await serviceRows(baseURL!, 'newsletter_subscribers', { email })).toHaveLength(1)
  })
})
