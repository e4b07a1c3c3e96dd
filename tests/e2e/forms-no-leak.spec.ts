import { expect, test, type Locator, type Page } from '@playwright/test'
import { answerConsent, createConfirmedUser, hydrated, signInThroughForm } from '../support/forms-e2e.ts'
import { localizePath } from '../../app/lib/paths.ts'

/**
 * Issue 30, point 5: a form holding a visitor's data is sent before the page's script runs (pressing Enter
 * while it loads, or with JavaScript off). It must not become a GET that puts the name, the address and the
 * message in the address bar (history, logs, the Referer of the next page): it is a POST to its page, which
 * answers with the same page, a notice saying the form needs JavaScript, and what was typed.
 */

test.beforeEach(async ({ page }) => {
  await answerConsent(page)
})

const strings = {
  fr: {
    noticeTitle: 'Formulaire non envoyé',
    noticeText: 'Ce formulaire a besoin de JavaScript : activez-le, ou attendez que la page ait fini de se charger, puis renvoyez le formulaire. Votre saisie a été conservée.',
    noticeSecrets: 'Par sécurité, les mots de passe et les codes ne sont pas conservés : saisissez-les à nouveau.',
    contact: { heading: 'Contactez-nous', firstName: 'Prénom', lastName: 'Nom', email: 'Email', subject: 'Sujet', message: 'Message', project: 'Nouveau projet' },
    newsletter: { heading: 'La newsletter de la tech israélienne', block: 'Inscription à la newsletter', email: 'Email', firstName: 'Prénom (optionnel)', privacy: "J'accepte la politique de confidentialité" },
    signIn: { heading: 'Se connecter', email: 'Email', password: 'Mot de passe' },
    profile: { heading: 'Mon profil', name: 'Nom', firstName: 'Prénom', lastName: 'Nom' },
  },
  he: {
    noticeTitle: 'הטופס לא נשלח',
    noticeText: 'הטופס הזה דורש \u2068JavaScript\u2069: הפעילו אותו, או המתינו עד שהדף ייטען במלואו, ואז שלחו את הטופס שוב. מה שהקלדתם נשמר.',
    noticeSecrets: 'מטעמי אבטחה, סיסמאות וקודים אינם נשמרים: הקלידו אותם שוב.',
    contact: { heading: 'צרו איתנו קשר', firstName: 'שם פרטי', lastName: 'שם משפחה', email: 'אימייל', subject: 'נושא', message: 'הודעה', project: 'פרויקט חדש' },
    newsletter: { heading: 'הניוזלטר של ההייטק הישראלי', block: 'הרשמה לניוזלטר', email: 'אימייל', firstName: 'שם פרטי (לא חובה)', privacy: 'אני מסכים/ה למדיניות הפרטיות' },
    signIn: { heading: 'התחברות', email: 'אימייל', password: 'סיסמה' },
    profile: { heading: 'הפרופיל שלי', name: 'שם', firstName: 'שם פרטי', lastName: 'שם משפחה' },
  },
} as const

type Language = keyof typeof strings

/** Values a visitor types, each of which would be recognisable in an address. */
const typed = {
  firstName: 'Tamar',
  lastName: 'Ben-David',
  email: 'tamar.leak-check@example.com',
  message: 'Bonjour, je voudrais présenter notre startup de cybersécurité.',
}

/** The page's scripts never arrive: what the visitor has is the server's HTML. */
async function withoutScripts(page: Page) {
  await page.route('**/*.js', (route) => route.abort())
}

/** Presses Enter in a field and returns the answer the browser navigated to. */
async function pressEnter(page: Page, field: Locator) {
  const [answer] = await Promise.all([page.waitForResponse((response) => response.request().resourceType() === 'document'), field.press('Enter')])
  await page.waitForLoadState('domcontentloaded')
  return answer
}

/** Nothing typed is in the address, in any encoding the browser may use for a query: its query is the page's own. */
function expectNoValueIn(address: string, values: string[], pageQuery = '') {
  const url = new URL(address)
  expect(url.search, address).toBe(pageQuery)
  const decoded = decodeURIComponent(address.replace(/\+/g, ' '))
  for (const value of values) expect(decoded, address).not.toContain(value)
}

async function expectNotice(page: Page, language: Language, scope: Locator, secrets = false) {
  const notice = scope.getByRole('alert').filter({ hasText: strings[language].noticeTitle })
  await expect(notice).toBeVisible()
  await expect(notice.getByText(strings[language].noticeText, { exact: true })).toBeVisible()
  await expect(notice.getByText(strings[language].noticeSecrets, { exact: true })).toHaveCount(secrets ? 1 : 0)
  expect(await page.locator('html').getAttribute('dir')).toBe(language === 'he' ? 'rtl' : 'ltr')
}

for (const language of ['fr', 'he'] as const) {
  const labels = strings[language]

  test.describe(`forms in the server's HTML, scripts blocked (${language})`, () => {
    test('contact: Enter sends nothing in the address; the page answers with the notice and what was typed', async ({ page }) => {
      await withoutScripts(page)
      await page.goto(localizePath('/contact', language))
      const form = page.getByRole('main').locator('form').filter({ has: page.getByLabel(labels.contact.message, { exact: true }) })
      const fields = {
        firstName: form.getByRole('textbox', { name: labels.contact.firstName, exact: true }),
        lastName: form.getByRole('textbox', { name: labels.contact.lastName, exact: true }),
        email: form.getByRole('textbox', { name: labels.contact.email, exact: true }),
        subject: form.getByRole('combobox', { name: labels.contact.subject, exact: true }),
        message: form.getByRole('textbox', { name: labels.contact.message, exact: true }),
      }
      await fields.firstName.fill(typed.firstName)
      await fields.lastName.fill(typed.lastName)
      await fields.email.fill(typed.email)
      await fields.subject.selectOption({ label: labels.contact.project })
      await fields.message.fill(typed.message)
      const answer = await pressEnter(page, fields.email)

      expect(answer.request().method()).toBe('POST')
      expect(answer.status()).toBe(200)
      expectNoValueIn(page.url(), Object.values(typed))
      await expect(page.getByRole('heading', { level: 1, name: labels.contact.heading })).toBeVisible()
      await expectNotice(page, language, form)
      await expect(fields.firstName).toHaveValue(typed.firstName)
      await expect(fields.lastName).toHaveValue(typed.lastName)
      await expect(fields.email).toHaveValue(typed.email)
      await expect(fields.subject).toHaveValue('project')
      await expect(fields.message).toHaveValue(typed.message)
    })

    test('newsletter page: the same', async ({ page }) => {
      await withoutScripts(page)
      await page.goto(localizePath('/newsletter', language))
      const form = page.getByRole('main').locator('form').filter({ has: page.getByLabel(labels.newsletter.firstName, { exact: true }) })
      const email = form.getByRole('textbox', { name: labels.newsletter.email, exact: true })
      const firstName = form.getByRole('textbox', { name: labels.newsletter.firstName, exact: true })
      const privacy = form.getByRole('checkbox', { name: labels.newsletter.privacy })
      await email.fill(typed.email)
      await firstName.fill(typed.firstName)
      await privacy.check()
      const answer = await pressEnter(page, firstName)

      expect(answer.request().method()).toBe('POST')
      expect(answer.status()).toBe(200)
      expectNoValueIn(page.url(), [typed.email, typed.firstName])
      await expect(page.getByRole('heading', { level: 1, name: labels.newsletter.heading })).toBeVisible()
      await expectNotice(page, language, form)
      await expect(email).toHaveValue(typed.email)
      await expect(firstName).toHaveValue(typed.firstName)
      await expect(privacy).toBeChecked()
    })

    test("home page's newsletter block: the same, the answer opening at the block", async ({ page }) => {
      await withoutScripts(page)
      await page.goto(localizePath('/', language))
      const form = page.getByRole('form', { name: labels.newsletter.block })
      const email = form.getByRole('textbox', { name: labels.newsletter.email, exact: true })
      const firstName = form.getByRole('textbox', { name: labels.newsletter.firstName, exact: true })
      await email.fill(typed.email)
      await firstName.fill(typed.firstName)
      const answer = await pressEnter(page, email)

      expect(answer.request().method()).toBe('POST')
      expect(answer.status()).toBe(200)
      // The French home page is an index route: `?index` sends the form to it rather than to the layout.
      expectNoValueIn(page.url(), [typed.email, typed.firstName], language === 'fr' ? '?index' : '')
      expect(new URL(page.url()).pathname).toBe(localizePath('/', language))
      await expectNotice(page, language, form)
      // The answer's address ends with the notice's id: the browser opens the page there, not at its top.
      expect(new URL(page.url()).hash).toBe('#newsletter-notice')
      await expect(form.getByRole('alert')).toHaveId('newsletter-notice')
      await expect(email).toHaveValue(typed.email)
      await expect(firstName).toHaveValue(typed.firstName)
      await expect(form.getByRole('checkbox')).not.toBeChecked()
    })
  })

  test.describe(`account pages (${language})`, () => {
    test('hold no form in their server HTML (a spinner until the script knows the session): nothing can be sent before it runs', async ({ request }) => {
      for (const path of ['/auth', '/auth?mode=signin', '/auth?mode=forgot', '/profile']) {
        const html = await (await request.get(localizePath(path, language))).text()
        const forms = (html.match(/<form\b[^>]*>/g) ?? []).filter((tag) => !tag.includes('role="search"'))
        expect(forms, path).toEqual([])
      }
    })

    test('every page holding such a form answers a POST with the page, never 405 or 500', async ({ request, baseURL }) => {
      for (const path of ['/?index', '/contact', '/newsletter', '/auth', '/auth?mode=signin', '/profile']) {
        const address = localizePath(path, language)
        const answer = await request.post(address, {
          headers: { origin: baseURL! },
          form: { _form: 'sign-in', email: typed.email, password: 'never-echoed-1' },
        })
        expect(answer.status(), address).toBe(200)
        expect(answer.headers()['content-type'], address).toMatch(/^text\/html/)
        const html = await answer.text()
        expect(html, address).toContain(`<html lang="${language}"`)
        expect(html, address).not.toContain('never-echoed-1')
      }
    })

    test('the sign-in form, sent without its script, comes back with the address typed (not the password) and the notice', async ({ page }) => {
      await page.goto(localizePath('/auth?mode=signin', language))
      await hydrated(page)
      await expect(page.getByRole('heading', { level: 1, name: labels.signIn.heading })).toBeVisible()
      // What the browser sends when the form is submitted before the script handles it.
      const [answer] = await Promise.all([
        page.waitForResponse((response) => response.request().resourceType() === 'document'),
        page.evaluate(
          ({ email }) => {
            const form = document.querySelector<HTMLFormElement>('form#sign-in-form')!
            ;(form.elements.namedItem('email') as HTMLInputElement).value = email
            ;(form.elements.namedItem('password') as HTMLInputElement).value = 'not-kept-123'
            // submit() sends the form as the browser does without the page's handler.
            HTMLFormElement.prototype.submit.call(form)
          },
          { email: typed.email },
        ),
      ])
      expect(answer.request().method()).toBe('POST')
      expect(answer.status()).toBe(200)
      expectNoValueIn(page.url(), [typed.email, 'not-kept-123'], '?mode=signin')
      await hydrated(page)
      const main = page.getByRole('main')
      await expectNotice(page, language, main, true)
      await expect(main.getByRole('textbox', { name: labels.signIn.email, exact: true })).toHaveValue(typed.email)
      await expect(main.getByLabel(labels.signIn.password, { exact: true })).toHaveValue('')
    })

    test("a profile form sent without its script comes back with what was typed and the notice", async ({ page, baseURL }) => {
      const user = await createConfirmedUser(baseURL!, `no-leak-profile-${language}`)
      await signInThroughForm(page, user)
      await page.goto(localizePath('/profile', language))
      await hydrated(page)
      await expect(page.getByRole('heading', { level: 1, name: labels.profile.heading })).toBeVisible()
      const [answer] = await Promise.all([
        page.waitForResponse((response) => response.request().resourceType() === 'document'),
        page.evaluate(
          ({ firstName, lastName }) => {
            const form = document.querySelector<HTMLFormElement>('form#profile-name-form')!
            ;(form.elements.namedItem('firstName') as HTMLInputElement).value = firstName
            ;(form.elements.namedItem('lastName') as HTMLInputElement).value = lastName
            HTMLFormElement.prototype.submit.call(form)
          },
          typed,
        ),
      ])
      expect(answer.request().method()).toBe('POST')
      expect(answer.status()).toBe(200)
      expectNoValueIn(page.url(), [typed.firstName, typed.lastName])
      await hydrated(page)
      const names = page.getByRole('region', { name: labels.profile.name, exact: true })
      await expectNotice(page, language, names)
      await expect(names.getByRole('textbox', { name: labels.profile.firstName, exact: true })).toHaveValue(typed.firstName)
      await expect(names.getByRole('textbox', { name: labels.profile.lastName, exact: true })).toHaveValue(typed.lastName)
    })
  })
}
