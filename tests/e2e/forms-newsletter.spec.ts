import { expect, test, type Page } from '@playwright/test'
import { answerConsent, expectToast, hydrated, serviceRows, uniqueEmail } from '../support/forms-e2e.ts'
import { linkStartingWith, waitForMail } from '../support/mail.ts'
import { localizePath } from '../../app/lib/paths.ts'

test.beforeEach(async ({ page }) => {
  await answerConsent(page)
})

async function openNewsletter(page: Page) {
  await page.goto('/newsletter')
  await hydrated(page)
  const form = page.getByRole('main').locator('form')
  return {
    form,
    email: form.getByRole('textbox', { name: 'Email', exact: true }),
    firstName: form.getByRole('textbox', { name: 'Prénom (optionnel)', exact: true }),
    privacy: form.getByRole('checkbox', { name: "J'accepte la politique de confidentialité" }),
    submit: form.getByRole('button', { name: "S'inscrire" }),
  }
}

test.describe('newsletter page (spec sections 2, 4, 5, 8)', () => {
  test('a standalone card: back link, weekly description, its frequency and language and the form', async ({ page }) => {
    const form = await openNewsletter(page)
    await expect(page.getByRole('main').getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/')
    await expect(page.getByRole('heading', { level: 1, name: 'La newsletter de la tech israélienne' })).toBeVisible()
    await expect(page.getByText(/Chaque semaine/).first()).toBeVisible()
    // No subscriber count or open rate nobody measured (ADR 0049).
    await expect(page.getByRole('main')).not.toContainText('12,000+')
    await expect(page.getByRole('main')).not.toContainText('98%')
    for (const [value, label] of [
      ['Hebdomadaire', 'fréquence'],
      ['Français', 'langue'],
    ]) {
      await expect(page.getByRole('main').getByRole('definition').filter({ hasText: value })).toBeVisible()
      await expect(page.getByRole('main').getByRole('term').filter({ hasText: label })).toBeVisible()
    }
    await expect(form.email).toHaveAttribute('required', '')
    await expect(form.firstName).not.toHaveAttribute('required', '')
    await expect(form.privacy).toHaveAttribute('required', '')
    await expect(form.form.getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute('href', '/confidentialite')
  })

  test('validation messages: e-mail required, then its format; privacy required', async ({ page }) => {
    const form = await openNewsletter(page)
    await form.submit.click()
    await expect(form.form.getByText("L'email est obligatoire", { exact: true })).toBeVisible()
    await expect(form.form.getByText('Vous devez accepter la politique de confidentialité', { exact: true })).toBeVisible()
    await expect(form.email).toBeFocused()
    await expect(form.email).toHaveAttribute('aria-invalid', 'true')
    await form.email.fill('   ')
    await form.submit.click()
    await expect(form.form.getByText("L'email est obligatoire", { exact: true })).toBeVisible()
    await form.email.fill('noa levi@example.com')
    await form.privacy.check()
    await form.submit.click()
    await expect(form.form.getByText("Format d'email invalide", { exact: true })).toBeVisible()
    await expect(form.form.getByText('Vous devez accepter la politique de confidentialité', { exact: true })).toHaveCount(0)
  })

  test('success: "Inscription...", the confirmation card and toast, then after 3000 ms an empty idle form; the row is stored', async ({ page, baseURL }) => {
    const form = await openNewsletter(page)
    const email = uniqueEmail('newsletter-ok')
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/rest/v1/newsletter_subscribers**', async (route) => {
      await held
      await route.continue()
    })
    await form.email.fill(email)
    await form.firstName.fill('  Noa ')
    await form.privacy.check()
    await form.submit.click()
    await expect(page.getByRole('button', { name: 'Inscription...' })).toBeDisabled()
    release()
    const card = page.getByRole('main').getByRole('status').filter({ hasText: 'Inscription confirmée !' })
    await expect(card).toBeVisible()
    const shownAt = Date.now()
    await expectToast(page, 'Inscription réussie !', 'Vous recevrez bientôt un email de confirmation.', 'success')
    await expect(form.submit).toBeVisible({ timeout: 6_000 })
    const elapsed = Date.now() - shownAt
    expect(elapsed).toBeGreaterThan(2_000)
    expect(elapsed).toBeLessThan(4_500)
    await expect(card).toHaveCount(0)
    await expect(form.email).toHaveValue('')
    await expect(form.firstName).toHaveValue('')
    await expect(form.privacy).not.toBeChecked()
    await expect(form.submit).toBeEnabled()

    const rows = await serviceRows(baseURL!, 'newsletter_subscribers', { email })
    expect(rows).toEqual([expect.objectContaining({ email, first_name: 'Noa', lang: 'fr', confirmed_at: null, unsubscribed_at: null })])
  })

  test('a duplicate address (23505): destructive "Email déjà inscrit", the form is kept', async ({ page }) => {
    const email = uniqueEmail('newsletter-dup')
    // This site's server answers a known address as a new one (it tells nobody which addresses are known);
    // a Supabase project answers PostgreSQL's unique violation, which the form must still say as spec section 8 does.
    await page.route('**/rest/v1/newsletter_subscribers**', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ code: '23505', details: null, hint: null, message: 'duplicate key value violates unique constraint "newsletter_subscribers_email_key"' }),
      }),
    )
    const form = await openNewsletter(page)
    await form.email.fill(email)
    await form.firstName.fill('Noa')
    await form.privacy.check()
    await form.submit.click()
    await expectToast(page, 'Email déjà inscrit', 'Cette adresse email est déjà inscrite à notre newsletter.', 'destructive')
    await expect(page.getByText('Inscription confirmée !')).toHaveCount(0)
    await expect(form.email).toHaveValue(email)
    await expect(form.firstName).toHaveValue('Noa')
    await expect(form.privacy).toBeChecked()
    await expect(form.submit).toBeEnabled()
  })

  test('another error: "Erreur", logged, the form is kept', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    const form = await openNewsletter(page)
    await page.route('**/rest/v1/newsletter_subscribers**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ code: '57P01', message: 'terminating connection', details: null, hint: null }) }),
    )
    await form.email.fill('noa@example.com')
    await form.privacy.check()
    await form.submit.click()
    await expectToast(page, 'Erreur', 'Une erreur est survenue. Veuillez réessayer.', 'destructive')
    await expect(form.email).toHaveValue('noa@example.com')
    expect(errors.some((text) => text.includes('Newsletter subscription failed'))).toBe(true)
  })

  test("the e-mail's links: confirmation on a page that says so, then unsubscription", async ({ page, baseURL }) => {
    const form = await openNewsletter(page)
    const email = uniqueEmail('newsletter-links')
    await form.email.fill(email)
    await form.privacy.check()
    await form.submit.click()
    await expectToast(page, 'Inscription réussie !', 'Vous recevrez bientôt un email de confirmation.')
    const mail = await waitForMail({ to: email, kind: 'newsletter_confirmation' })

    await page.goto(linkStartingWith(mail, `${baseURL}/newsletter/confirm?token=`))
    await expect(page.getByRole('heading', { level: 1, name: 'Inscription confirmée !' })).toBeVisible()
    await expect(page.getByText(`L'adresse ${email} est confirmée : vous recevrez la newsletter chaque semaine.`)).toBeVisible()
    await expect.poll(async () => (await serviceRows(baseURL!, 'newsletter_subscribers', { email }))[0]?.confirmed_at).not.toBeNull()

    await page.goto(linkStartingWith(mail, `${baseURL}/newsletter/unsubscribe?token=`))
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Se désinscrire de la newsletter' })).toBeVisible()
    // Opening the link alone unsubscribes nobody (mail scanners open links).
    expect((await serviceRows(baseURL!, 'newsletter_subscribers', { email }))[0]?.unsubscribed_at).toBeNull()
    await page.getByRole('button', { name: 'Confirmer la désinscription' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Vous êtes désinscrit' })).toBeVisible()
    expect((await serviceRows(baseURL!, 'newsletter_subscribers', { email }))[0]?.unsubscribed_at).not.toBeNull()
  })

  test('a confirmation or unsubscribe link that is unknown says so', async ({ page }) => {
    await page.goto('/newsletter/confirm?token=6f1c1f5e-2d1b-4c55-9a3e-000000000000')
    await expect(page.getByRole('heading', { level: 1, name: 'Lien invalide ou expiré' })).toBeVisible()
    await page.goto('/newsletter/confirm')
    await expect(page.getByRole('heading', { level: 1, name: 'Lien invalide ou expiré' })).toBeVisible()
    await page.goto('/newsletter/unsubscribe?token=6f1c1f5e-2d1b-4c55-9a3e-000000000000')
    await hydrated(page)
    await page.getByRole('button', { name: 'Confirmer la désinscription' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Lien de désinscription invalide' })).toBeVisible()
  })

  test("the confirmation e-mail is written in the page's language, whatever the browser's", async ({ page, baseURL }) => {
    await page.goto(localizePath('/newsletter', 'he'))
    await hydrated(page)
    const form = page.getByRole('main').locator('form')
    const email = uniqueEmail('newsletter-he')
    await form.getByRole('textbox', { name: 'אימייל', exact: true }).fill(email)
    await form.getByRole('checkbox', { name: 'אני מסכים/ה למדיניות הפרטיות' }).check()
    await form.getByRole('button', { name: 'הרשמה' }).click()
    await expectToast(page, 'ההרשמה הצליחה!', 'בקרוב תקבלו אימייל אישור.')
    expect(await serviceRows(baseURL!, 'newsletter_subscribers', { email })).toEqual([expect.objectContaining({ lang: 'he' })])
    expect((await waitForMail({ to: email, kind: 'newsletter_confirmation' })).subject).toContain('אשרו את ההרשמה לניוזלטר')
  })
})
