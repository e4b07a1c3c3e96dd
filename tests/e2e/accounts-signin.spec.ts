import { expect, test, type Page } from '@playwright/test'
import { answerConsent, backendKeys, createConfirmedUser, expectToast, hydrated, uniqueEmail } from '../support/forms-e2e.ts'
import { localizePath } from '../../app/lib/paths.ts'

test.beforeEach(async ({ page }) => {
  await answerConsent(page)
})

function signInForm(page: Page, labels = { email: 'Email', password: 'Mot de passe', submit: 'Se connecter' }) {
  const form = page.getByRole('main').locator('form')
  return {
    email: form.getByRole('textbox', { name: labels.email, exact: true }),
    password: form.getByLabel(labels.password, { exact: true }),
    submit: form.getByRole('button', { name: labels.submit, exact: true }),
    error: (message: string) => form.getByText(message, { exact: true }),
  }
}

test.describe('sign-in (spec sections 5, 8)', () => {
  test('e-mail required and format-checked, password required', async ({ page }) => {
    await page.goto('/auth?mode=signin')
    await hydrated(page)
    const form = signInForm(page)
    await form.submit.click()
    await expect(form.error("L'email est obligatoire")).toBeVisible()
    await expect(form.error('Le mot de passe est obligatoire')).toBeVisible()
    await form.email.fill('noa.example.com')
    await form.password.fill('   ')
    await form.submit.click()
    await expect(form.error("Format d'email invalide")).toBeVisible()
    await expect(form.error('Le mot de passe est obligatoire')).toBeVisible()
  })

  test("wrong password, unconfirmed account: 'Erreur de connexion' with the translated service message", async ({ page, baseURL }) => {
    const user = await createConfirmedUser(baseURL!, 'signin-wrong')
    await page.goto('/auth?mode=signin')
    await hydrated(page)
    const form = signInForm(page)
    await form.email.fill(user.email)
    await form.password.fill('not-the-password')
    await form.submit.click()
    await expectToast(page, 'Erreur de connexion', 'Email ou mot de passe incorrect.', 'destructive')
    await expect(form.email).toHaveValue(user.email)

    const unconfirmed = uniqueEmail('signin-unconfirmed')
    const { serviceRoleKey } = backendKeys()
    const created = await fetch(`${baseURL}/auth/v1/admin/users`, {
      method: 'POST',
      headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: unconfirmed, password: 'secret-123', email_confirm: false }),
    })
    expect(created.status).toBe(200)
    await form.email.fill(unconfirmed)
    await form.password.fill('secret-123')
    await form.submit.click()
    await expectToast(page, 'Erreur de connexion', "Votre adresse email n'est pas encore confirmée : ouvrez le lien reçu par email.", 'destructive')
  })

  test('success: the form is disabled while it signs in, then the visitor lands on / with the account menu', async ({ page, baseURL }) => {
    const user = await createConfirmedUser(baseURL!, 'signin-ok')
    await page.goto('/auth?mode=signin')
    await hydrated(page)
    const form = signInForm(page)
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/auth/v1/token**', async (route) => {
      await held
      await route.continue()
    })
    await form.email.fill(user.email)
    await form.password.fill(user.password)
    await form.submit.click()
    await expect(page.getByRole('button', { name: 'Connexion en cours...' })).toBeDisabled()
    await expect(form.email).toBeDisabled()
    await expect(form.password).toBeDisabled()
    release()
    await expect(page).toHaveURL('/')
    await page.getByRole('button', { name: 'Mon compte', exact: true }).click()
    await expect(page.getByRole('menuitem', { name: 'Mon profil' })).toBeVisible()
    await expect(page.getByRole('menuitem', { name: 'Se déconnecter' })).toBeVisible()
    // The session is kept in local storage: a new page is still signed in.
    await page.goto('/categories')
    await expect(page.getByRole('button', { name: 'Mon compte', exact: true })).toBeVisible()
  })
})

test.describe('sign-in in Hebrew', () => {
  const he = { email: 'אימייל', password: 'סיסמה', submit: 'התחברות' }

  test('validation, translated service error, then success', async ({ page, baseURL }) => {
    const user = await createConfirmedUser(baseURL!, 'signin-he')
    await page.goto(localizePath('/auth?mode=signin', 'he'))
    await hydrated(page)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1, name: 'התחברות' })).toBeVisible()
    const form = signInForm(page, he)
    await form.submit.click()
    await expect(form.error('חובה להזין כתובת אימייל')).toBeVisible()
    await expect(form.error('חובה להזין סיסמה')).toBeVisible()
    await form.email.fill(user.email)
    await form.password.fill('wrong-password')
    await form.submit.click()
    await expectToast(page, 'שגיאה בהתחברות', 'אימייל או סיסמה שגויים.', 'destructive')
    await form.password.fill(user.password)
    await form.submit.click()
    await expect(page).toHaveURL('/he')
    await expect(page.getByRole('button', { name: 'החשבון שלי', exact: true })).toBeVisible()
  })
})
