import { expect, test, type Page } from '@playwright/test'
import { answerConsent, expectToast, hydrated, passwordGrant, signInThroughForm, createConfirmedUser, uniqueEmail } from '../support/forms-e2e.ts'
import { waitForMail } from '../support/mail.ts'

test.beforeEach(async ({ page }) => {
  await answerConsent(page)
})

function signUpForm(page: Page) {
  const form = page.getByRole('main').locator('form')
  return {
    firstName: form.getByRole('textbox', { name: 'Prénom', exact: true }),
    lastName: form.getByRole('textbox', { name: 'Nom', exact: true }),
    email: form.getByRole('textbox', { name: 'Email', exact: true }),
    password: form.getByLabel('Mot de passe', { exact: true }),
    terms: form.getByRole('checkbox', { name: "J'accepte les conditions d'utilisation" }),
    newsletter: form.getByRole('checkbox', { name: 'Je souhaite recevoir la newsletter hebdomadaire' }),
    submit: form.getByRole('button', { name: 'Créer mon compte' }),
    error: (message: string) => form.getByText(message, { exact: true }),
  }
}

async function openSignUp(page: Page) {
  await page.goto('/auth')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Créer un compte' })).toBeVisible()
  return signUpForm(page)
}

test.describe('sign-up (spec sections 2, 5, 7, 8)', () => {
  test('full journey: sign-up, confirmation link, signed in at the root, account menu, profile, sign-out', async ({ page, baseURL }) => {
    const form = await openSignUp(page)
    const email = uniqueEmail('signup')
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/auth/v1/signup**', async (route) => {
      await held
      await route.continue()
    })
    await form.firstName.fill('Noa')
    await form.lastName.fill('Levi')
    await form.email.fill(email)
    await form.password.fill('secret-123')
    await form.terms.check()
    await form.newsletter.check()
    await form.submit.click()
    const submitting = page.getByRole('button', { name: 'Inscription en cours...' })
    await expect(submitting).toBeDisabled()
    for (const field of [form.firstName, form.lastName, form.email, form.password, form.terms, form.newsletter]) await expect(field).toBeDisabled()
    release()
    await expectToast(page, 'Inscription réussie', 'Vérifiez votre email pour confirmer votre compte.', 'success')
    await expect(form.email).toHaveValue('')
    await expect(form.terms).not.toBeChecked()

    // The box was ticked: the newsletter's own double opt-in e-mail goes out too.
    await waitForMail({ to: email, kind: 'newsletter_confirmation' })
    const confirmation = await waitForMail({ to: email, kind: 'signup' })
    expect(confirmation.subject).toContain('Confirmez votre inscription')
    const link = confirmation.links.find((candidate) => candidate.includes('/auth/v1/verify'))
    expect(link).toBeTruthy()

    await page.goto(link!)
    await expect(page).toHaveURL(new RegExp(`^${baseURL}/#?$`))
    const account = page.getByRole('button', { name: 'Mon compte', exact: true })
    await expect(account).toBeVisible()
    await account.click()
    await expect(page.getByRole('menu').getByText(email)).toBeVisible()
    await page.getByRole('menuitem', { name: 'Mon profil' }).click()
    await expect(page).toHaveURL('/profile')
    await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible()
    await expect(page.getByTestId('profile-name')).toHaveText('Noa Levi')
    await expect(page.getByTestId('profile-email')).toHaveText(email)

    await page.getByRole('button', { name: 'Mon compte', exact: true }).click()
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click()
    await expectToast(page, 'Déconnexion', 'Vous avez été déconnecté avec succès.')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Se connecter' })).toBeVisible()
    // The profile is for signed-in users only.
    await expect(page).toHaveURL(/\/auth$/)
  })

  test('each validation message, with whitespace-only values counted as empty', async ({ page }) => {
    const requests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/auth/v1/signup')) requests.push(request.url())
    })
    const form = await openSignUp(page)
    await form.submit.click()
    for (const message of [
      'Le prénom est obligatoire',
      'Le nom est obligatoire',
      "L'email est obligatoire",
      'Le mot de passe est obligatoire',
      "Vous devez accepter les conditions d'utilisation",
    ]) {
      await expect(form.error(message)).toBeVisible()
    }
    await expect(form.firstName).toBeFocused()
    await form.firstName.fill('   ')
    await form.lastName.fill('\t ')
    await form.email.fill('  ')
    await form.password.fill('      ')
    await form.submit.click()
    for (const message of ['Le prénom est obligatoire', 'Le nom est obligatoire', "L'email est obligatoire", 'Le mot de passe est obligatoire']) {
      await expect(form.error(message)).toBeVisible()
    }
    await form.firstName.fill('Noa')
    await form.lastName.fill('Levi')
    await form.email.fill('noa@example')
    await form.password.fill('1234567')
    await form.terms.check()
    await form.submit.click()
    await expect(form.error("Format d'email invalide")).toBeVisible()
    await expect(form.error('Le mot de passe doit contenir au moins 8 caractères')).toBeVisible()
    for (const message of ['Le prénom est obligatoire', 'Le nom est obligatoire', "Vous devez accepter les conditions d'utilisation"]) {
      await expect(form.error(message)).toHaveCount(0)
    }
    await expect(form.email).toBeFocused()
    expect(requests).toEqual([])
  })

  test('the password rule is said before typing, under the field and tied to it (issue 30, point 6)', async ({ page }) => {
    const form = await openSignUp(page)
    await expect(form.password).toHaveAccessibleDescription('Au moins 8 caractères. Les mots de passe les plus répandus (comme « 12345678 ») sont refusés.')
    await page.goto('/he/auth')
    await hydrated(page)
    await expect(page.getByRole('main').getByLabel('סיסמה', { exact: true })).toHaveAccessibleDescription('לפחות 8 תווים. הסיסמאות הנפוצות ביותר (כמו 12345678) נדחות.')
  })

  test('a password among the most common is refused by the service, which the form says under the field', async ({ page }) => {
    const form = await openSignUp(page)
    await form.firstName.fill('Noa')
    await form.lastName.fill('Levi')
    await form.email.fill(uniqueEmail('signup-common'))
    await form.password.fill('12345678')
    await form.terms.check()
    await form.submit.click()
    await expect(form.error('Ce mot de passe fait partie des plus répandus : choisissez-en un autre, plus difficile à deviner.')).toBeVisible()
    await expect(form.password).toBeFocused()
    await expect(form.password).toHaveAttribute('aria-invalid', 'true')
    await expect(form.email).not.toHaveValue('')
  })

  test("a service error: 'Erreur d'inscription' with the service's message in the visitor's language", async ({ page }) => {
    const form = await openSignUp(page)
    await page.route('**/auth/v1/signup**', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        headers: { 'x-supabase-api-version': '2024-01-01' },
        body: JSON.stringify({ code: 'user_already_exists', error_code: 'user_already_exists', msg: 'User already registered' }),
      }),
    )
    await form.firstName.fill('Noa')
    await form.lastName.fill('Levi')
    await form.email.fill(uniqueEmail('signup-error'))
    await form.password.fill('secret-123')
    await form.terms.check()
    await form.submit.click()
    await expectToast(page, "Erreur d'inscription", 'Un compte existe déjà avec cette adresse email.', 'destructive')
    await expect(form.firstName).toHaveValue('Noa')
    await expect(form.submit).toBeEnabled()
  })

  test('password visibility toggle, legal links, and the switch to sign-in', async ({ page }) => {
    const form = await openSignUp(page)
    await form.password.fill('secret-123')
    await expect(form.password).toHaveAttribute('type', 'password')
    await page.getByRole('button', { name: 'Afficher le mot de passe' }).click()
    await expect(form.password).toHaveAttribute('type', 'text')
    await expect(page.getByRole('button', { name: 'Masquer le mot de passe' })).toHaveAttribute('aria-pressed', 'true')
    await page.getByRole('button', { name: 'Masquer le mot de passe' }).click()
    await expect(form.password).toHaveAttribute('type', 'password')

    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: "conditions d'utilisation" }).first()).toHaveAttribute('href', '/conditions')
    await expect(main.getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute('href', '/confidentialite')

    await page.getByRole('group', { name: 'Inscription ou connexion' }).getByRole('button', { name: 'Connexion' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Se connecter' })).toBeVisible()
    await expect(page).toHaveURL('/auth?mode=signin')
    await page.getByRole('main').getByRole('button', { name: 'Créer un compte' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Créer un compte' })).toBeVisible()
  })

  test('shows a spinner while the auth state loads, and sends a signed-in visitor to /', async ({ page, request, baseURL }) => {
    // The first HTML, before the auth state is known, carries the spinner.
    const html = await (await request.get('/auth')).text()
    expect(html).toContain('data-testid="auth-spinner"')
    const user = await createConfirmedUser(baseURL!, 'auth-redirect')
    await signInThroughForm(page, user)
    await page.goto('/auth')
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('button', { name: 'Mon compte', exact: true })).toBeVisible()
    expect((await passwordGrant(baseURL!, user.email, user.password)).status).toBe(200)
  })
})
