import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { answerConsent, expectToast, hydrated, serviceRows, uniqueEmail } from '../support/forms-e2e.ts'
import { localizePath } from '../../app/lib/paths.ts'

test.beforeEach(async ({ page }) => {
  await answerConsent(page)
})

const fr = {
  firstName: 'Prénom',
  lastName: 'Nom',
  email: 'Email',
  subject: 'Sujet',
  message: 'Message',
  submit: 'Envoyer le message',
}

function fields(page: Page) {
  const form = page.locator('form').filter({ has: page.getByRole('textbox', { name: fr.message, exact: true }) })
  return {
    firstName: form.getByRole('textbox', { name: fr.firstName, exact: true }),
    lastName: form.getByRole('textbox', { name: fr.lastName, exact: true }),
    email: form.getByRole('textbox', { name: fr.email, exact: true }),
    subject: form.getByRole('combobox', { name: fr.subject, exact: true }),
    message: form.getByRole('textbox', { name: fr.message, exact: true }),
    submit: form.getByRole('button', { name: fr.submit }),
  }
}

async function openContact(page: Page) {
  await page.goto('/contact')
  await hydrated(page)
  return fields(page)
}

test.describe('contact page (spec sections 2, 5, 8)', () => {
  test('shows the back link, the e-mail link, the opening hours and the form with its required fields', async ({ page }) => {
    const form = await openContact(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Contactez-nous' })).toBeVisible()
    await expect(page.getByRole('link', { name: "Retour à l'accueil" }).first()).toHaveAttribute('href', '/')
    const mail = page.getByRole('main').getByRole('link', { name: /^contact@/ })
    await expect(mail).toHaveAttribute('href', /^mailto:contact@/)
    for (const line of ['Lundi - Vendredi : 9h00 - 18h00', 'Samedi : 10h00 - 16h00', 'Dimanche : Fermé']) {
      await expect(page.getByText(line, { exact: true })).toBeVisible()
    }
    for (const field of [form.firstName, form.lastName, form.email, form.subject, form.message]) await expect(field).toBeVisible()
    for (const field of [form.firstName, form.lastName, form.email, form.subject, form.message]) {
      await expect(field).toHaveAttribute('required', '')
    }
    await expect(form.subject.locator('option:not([value=""])')).toHaveText([
      "Demande d'information",
      'Support technique',
      'Nouveau projet',
      'Autre',
    ])
    expect(await form.subject.locator('option:not([value=""])').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).toEqual([
      'info',
      'support',
      'project',
      'other',
    ])
    const counter = page.getByTestId('contact-message-counter')
    await expect(counter).toHaveText('0/10')
    await form.message.fill('Bonjour !')
    await expect(counter).toHaveText('9/10')
    await expect(page.locator('input[name="website"]')).toHaveCount(1)
    await expect(page.locator('input[name="website"]')).not.toBeInViewport()
  })

  test('checks the rules in order, each failure a toast titled "Erreur de validation", without sending anything', async ({ page }) => {
    const requests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/')) requests.push(request.url())
    })
    const form = await openContact(page)
    const expectRule = async (message: string) => {
      await form.submit.click()
      await expectToast(page, 'Erreur de validation', message)
    }
    await expectRule('Le prénom doit contenir au moins 2 caractères.')
    await form.firstName.fill('   ')
    await expectRule('Le prénom doit contenir au moins 2 caractères.')
    await form.firstName.fill(' A ')
    await expectRule('Le prénom doit contenir au moins 2 caractères.')
    await expect(form.firstName).toBeFocused()
    await form.firstName.fill('Ada')
    await expectRule('Le nom doit contenir au moins 2 caractères.')
    await form.lastName.fill(' L ')
    await expectRule('Le nom doit contenir au moins 2 caractères.')
    await form.lastName.fill('Lovelace')
    await expectRule('Veuillez entrer une adresse email valide.')
    for (const invalid of ['ada', 'ada@example', 'ada lovelace@example.com', '@example.com', 'ada@.com']) {
      await form.email.fill(invalid)
      await expectRule('Veuillez entrer une adresse email valide.')
    }
    await form.email.fill('ada@example.com')
    await expectRule('Veuillez sélectionner un sujet.')
    await form.subject.selectOption('project')
    await expectRule('Le message doit contenir au moins 10 caractères.')
    await form.message.fill('   court   ')
    await expectRule('Le message doit contenir au moins 10 caractères.')
    expect(requests).toEqual([])
  })

  test('sends: fields and button disabled while sending, then the form is cleared and the row stored trimmed and lowercased', async ({ page, baseURL }) => {
    const form = await openContact(page)
    const email = uniqueEmail('contact-trim')
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/rest/v1/contact_messages**', async (route) => {
      await held
      await route.continue()
    })
    await form.firstName.fill('  Ada  ')
    await form.lastName.fill(' Lovelace ')
    await form.email.fill(`  ${email.toUpperCase()}  `)
    await form.subject.selectOption('info')
    await form.message.fill('   Bonjour, je voudrais des informations sur la cybersécurité.   ')
    await form.submit.click()
    const sending = page.getByRole('button', { name: 'Envoi en cours...' })
    await expect(sending).toBeDisabled()
    for (const field of [form.firstName, form.lastName, form.email, form.subject, form.message]) await expect(field).toBeDisabled()
    release()
    await expectToast(page, 'Message envoyé !', 'Votre message a bien été envoyé. Nous vous répondrons rapidement.', 'success')
    for (const field of [form.firstName, form.lastName, form.email, form.message]) await expect(field).toHaveValue('')
    await expect(form.subject).toHaveValue('')
    await expect(form.submit).toBeEnabled()

    const rows = await serviceRows(baseURL!, 'contact_messages', { email })
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email,
      subject: 'info',
      message: 'Bonjour, je voudrais des informations sur la cybersécurité.',
    })
  })

  test('a filled honeypot: the visitor sees the normal success, nothing is stored', async ({ page, baseURL }) => {
    const form = await openContact(page)
    const email = uniqueEmail('honeypot')
    const sent: unknown[] = []
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/contact_messages') && request.method() === 'POST') sent.push(request.postDataJSON())
    })
    await form.firstName.fill('Robot')
    await form.lastName.fill('Spammer')
    await form.email.fill(email)
    await form.subject.selectOption('other')
    await form.message.fill('Achetez nos liens, offre exceptionnelle !')
    await page.locator('input[name="website"]').fill('https://spam.example', { force: true })
    await form.submit.click()
    await expectToast(page, 'Message envoyé !', 'Votre message a bien été envoyé. Nous vous répondrons rapidement.')
    expect(sent).toEqual([expect.objectContaining({ website: 'https://spam.example', email })])
    expect(await serviceRows(baseURL!, 'contact_messages', { email })).toEqual([])
  })

  test('a send failure keeps the fields, logs the error and shows "Erreur d\'envoi"', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    const form = await openContact(page)
    await page.route('**/rest/v1/contact_messages**', (route) => route.abort())
    await form.firstName.fill('Ada')
    await form.lastName.fill('Lovelace')
    await form.email.fill('ada@example.com')
    await form.subject.selectOption('support')
    await form.message.fill('Le formulaire doit garder ce texte.')
    await form.submit.click()
    await expectToast(page, "Erreur d'envoi", "Une erreur est survenue lors de l'envoi de votre message. Veuillez réessayer.", 'destructive')
    await expect(form.firstName).toHaveValue('Ada')
    await expect(form.lastName).toHaveValue('Lovelace')
    await expect(form.email).toHaveValue('ada@example.com')
    await expect(form.subject).toHaveValue('support')
    await expect(form.message).toHaveValue('Le formulaire doit garder ce texte.')
    await expect(form.submit).toBeEnabled()
    expect(errors.some((text) => text.includes('Contact message not sent'))).toBe(true)
  })

  test('with the server stopped, the send fails and the fields are kept', async ({ page, baseURL }) => {
    test.setTimeout(180_000)
    // A server of its own, so that stopping it does not disturb the other tests.
    const port = new URL(baseURL!).port === '' ? 5173 : Number(new URL(baseURL!).port) + 1000
    const origin = `http://localhost:${port}`
    const dataDir = mkdtempSync(join(tmpdir(), 'sei-contact-stopped-'))
    const server = spawn(join(process.cwd(), 'node_modules/.bin/node'), ['server/main.ts'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SITE_URL: origin, DATA_DIR: dataDir },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let serverErrors = ''
    server.stderr?.on('data', (chunk: Buffer) => (serverErrors += chunk.toString()))
    try {
      await expect
        .poll(async () => (await fetch(`${origin}/api/health`).catch(() => null))?.status ?? 0, { timeout: 120_000, message: `server: ${serverErrors}` })
        .toBe(200)
      await page.goto(`${origin}/contact`)
      await hydrated(page)
      const form = fields(page)
      await form.firstName.fill('Ada')
      await form.lastName.fill('Lovelace')
      await form.email.fill('ada@example.com')
      await form.subject.selectOption('project')
      await form.message.fill('Un message qui doit survivre à la panne.')
      // The client is loaded by now (the visitor used the form); then the server goes away.
      await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('supabase.client')))).toBe(true)
      server.kill('SIGTERM')
      await expect.poll(async () => (await fetch(`${origin}/api/health`).catch(() => null))?.status ?? 0).toBe(0)
      await form.submit.click()
      await expectToast(page, "Erreur d'envoi", "Une erreur est survenue lors de l'envoi de votre message. Veuillez réessayer.", 'destructive')
      await expect(form.firstName).toHaveValue('Ada')
      await expect(form.message).toHaveValue('Un message qui doit survivre à la panne.')
      await expect(form.subject).toHaveValue('project')
    } finally {
      server.kill('SIGKILL')
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})

test.describe('contact page in Hebrew', () => {
  test('translated page, rules and success', async ({ page, baseURL }) => {
    await page.goto(localizePath('/contact', 'he'))
    await hydrated(page)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1, name: 'צרו איתנו קשר' })).toBeVisible()
    for (const line of ['שני - שישי: 9:00 - 18:00', 'שבת: 10:00 - 16:00', 'ראשון: סגור']) {
      await expect(page.getByText(line, { exact: true })).toBeVisible()
    }
    const submit = page.getByRole('button', { name: 'שליחת ההודעה' })
    await submit.click()
    await expectToast(page, 'שגיאת אימות', 'השם הפרטי חייב להכיל לפחות 2 תווים.')
    await page.getByRole('textbox', { name: 'שם פרטי', exact: true }).fill('נועה')
    await page.getByRole('textbox', { name: 'שם משפחה', exact: true }).fill('לוי')
    await submit.click()
    await expectToast(page, 'שגיאת אימות', 'נא להזין כתובת אימייל תקינה.')
    const email = uniqueEmail('contact-he')
    await page.getByRole('textbox', { name: 'אימייל', exact: true }).fill(email)
    await submit.click()
    await expectToast(page, 'שגיאת אימות', 'נא לבחור נושא.')
    await page.getByRole('combobox', { name: 'נושא', exact: true }).selectOption({ label: 'פרויקט חדש' })
    await submit.click()
    await expectToast(page, 'שגיאת אימות', 'ההודעה חייבת להכיל לפחות 10 תווים.')
    await page.getByRole('textbox', { name: 'הודעה', exact: true }).fill('שלום, אשמח לשמוע עוד על המיזם.')
    await submit.click()
    await expectToast(page, 'ההודעה נשלחה!', 'ההודעה שלכם נשלחה בהצלחה. נחזור אליכם במהירות.')
    expect(await serviceRows(baseURL!, 'contact_messages', { email })).toEqual([expect.objectContaining({ first_name: 'נועה', subject: 'project' })])
  })
})
