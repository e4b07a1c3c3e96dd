/**
 * WCAG 2.2 AA (axe-core, tags wcag2a to wcag22aa) on every page template and on the shell's transient
 * states, over the whole page (header, drawer, menus, consent banner, toasts, footer), in French and in
 * Hebrew (right to left), signed out and signed in, on a small and a wide screen. Zero violations.
 * Replaces directory-a11y, forms-a11y and the axe part of editorial-pages (those audited <main> only).
 */
import { axeViolations, describeVisit, expect, expectNoSidewaysScroll, openVisit, settled, test, visits, type Visit } from '../support/a11y.ts'
import { toastWith } from '../support/forms-e2e.ts'
import { localizePath } from '../../app/lib/paths.ts'

interface Template {
  name: string
  paths: string[]
  /** Pages that only exist signed out (/auth sends a signed-in visitor home) or signed in (/profile). */
  only?: 'signedOut' | 'signedIn'
}

/** Paths that answer 404 (every other one answers 200). */
const notFound = new Set(['/category/inconnue', '/une-page-qui-nexiste-pas'])

/** One path per distinct template or state (the same template with other data adds nothing to axe). */
const templates: Template[] = [
  { name: 'home (hero search, sectors, FAQ, newsletter call to action)', paths: ['/'] },
  { name: 'categories', paths: ['/categories'] },
  { name: 'sector page and unknown sector', paths: ['/category/cybersecurity', '/category/inconnue'] },
  { name: 'long profile', paths: ['/startups/mobileye'] },
  { name: 'AdTech profile', paths: ['/startups/cignal'] },
  { name: 'generated profile', paths: ['/startups/wiz'] },
  { name: 'directory, with filters applied and with no result', paths: ['/startups', '/startups?sector=cybersecurity&stage=Private&sort=founded-desc', '/startups?q=zzqqxx'] },
  { name: 'search results, no result and no query', paths: ['/search?q=cyber', '/search?q=zzqqxx', '/search'] },
  { name: 'blog and a search with no result', paths: ['/blog', '/blog?q=zzzz'] },
  { name: 'blog article and feature article', paths: ['/blog/secteurs-resilients-crise', '/pushit-replays'] },
  { name: 'investment guide (with its FAQ) and a guide', paths: ['/comment-investir-startup-israelienne', '/guides/entreprendre-en-israel'] },
  { name: 'topic page', paths: ['/categories/startups-israeliennes'] },
  { name: 'legal page', paths: ['/privacy'] },
  { name: 'contact', paths: ['/contact'] },
  { name: 'newsletter page, confirm and unsubscribe landings', paths: ['/newsletter', '/newsletter/confirm', '/newsletter/unsubscribe?token=x'] },
  { name: 'sign up, sign in and password recovery', paths: ['/auth', '/auth?mode=signin', '/auth?mode=forgot'], only: 'signedOut' },
  { name: 'profile', paths: ['/profile'], only: 'signedIn' },
  { name: '404 page', paths: ['/une-page-qui-nexiste-pas'] },
]

/** A template that exists in one state only is audited in both layouts of each language in that state. */
function visitsFor(template: Template): Visit[] {
  if (!template.only) return [...visits]
  return visits.map((visit) => ({ ...visit, signedIn: template.only === 'signedIn' }))
}

for (const template of templates) {
  test(`no WCAG 2.2 AA violation: ${template.name}`, async ({ visitPage }) => {
    test.slow()
    const violations: string[] = []
    for (const visit of visitsFor(template)) {
      const page = await visitPage(visit)
      for (const path of template.paths) {
        const label = `${path} (${describeVisit(visit)})`
        const response = await page.goto(localizePath(path, visit.language))
        expect(response?.status(), label).toBe(notFound.has(path) ? 404 : 200)
        await settled(page, visit)
        expect(new URL(page.url()).pathname, `${label} stays on its page`).toBe(localizePath(path.split('?')[0]!, visit.language))
        violations.push(...(await axeViolations(page, label)))
        await expectNoSidewaysScroll(page, visit.width, label)
      }
    }
    expect(violations).toEqual([])
  })
}

const strings = {
  fr: {
    openMenu: 'Ouvrir le menu',
    menu: 'Menu',
    language: /Choisir la langue/,
    account: 'Mon compte',
    submitContact: 'Envoyer le message',
    validation: 'Erreur de validation',
  },
  he: {
    openMenu: 'פתיחת התפריט',
    menu: 'תפריט',
    language: /בחירת שפה/,
    account: 'החשבון שלי',
    submitContact: 'שליחת ההודעה',
    validation: 'שגיאת אימות',
  },
} as const

test.describe('transient states', () => {
  test('the open drawer, signed out and signed in', async ({ browser, baseURL, account }) => {
    const violations: string[] = []
    for (const visit of visits.filter((candidate) => candidate.width < 1024)) {
      const { context, page } = await openVisit(browser, baseURL!, visit, account)
      await page.goto(localizePath('/categories', visit.language))
      await settled(page, visit)
      await page.getByRole('button', { name: strings[visit.language].openMenu }).click()
      const drawer = page.getByRole('dialog', { name: strings[visit.language].menu })
      await expect(drawer).toBeVisible()
      // Its account area shows the visit's state (sign-in link, or the profile link).
      await expect(drawer.locator(`a[href="${localizePath(visit.signedIn ? '/profile' : '/auth', visit.language)}"]`)).toBeVisible()
      await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
      violations.push(...(await axeViolations(page, `drawer (${describeVisit(visit)})`)))
      await context.close()
    }
    expect(violations).toEqual([])
  })

  test('the open language menu and the open account menu', async ({ browser, baseURL, account }) => {
    const violations: string[] = []
    for (const visit of visits.filter((candidate) => candidate.width >= 1024)) {
      const { context, page } = await openVisit(browser, baseURL!, visit, account)
      await page.goto(localizePath('/blog', visit.language))
      await settled(page, visit)
      await page.getByRole('banner').getByRole('button', { name: strings[visit.language].language }).click()
      await expect(page.getByRole('menuitemradio').first()).toBeVisible()
      violations.push(...(await axeViolations(page, `language menu (${describeVisit(visit)})`)))
      await page.keyboard.press('Escape')
      await expect(page.getByRole('menuitemradio')).toHaveCount(0)
      if (visit.signedIn) {
        await page.getByRole('banner').getByRole('button', { name: strings[visit.language].account }).click()
        await expect(page.getByRole('menuitem').first()).toBeVisible()
        violations.push(...(await axeViolations(page, `account menu (${describeVisit(visit)})`)))
      }
      await context.close()
    }
    expect(violations).toEqual([])
  })

  test('forms with their errors shown, and the error and success toasts', async ({ browser, baseURL, account }) => {
    // Two visits, each with several forms and axe runs: longer than the default 30 s on a loaded machine.
    test.slow()
    const violations: string[] = []
    for (const visit of [visits[0]!, visits[1]!]) {
      const { context, page } = await openVisit(browser, baseURL!, visit, account)
      const main = page.getByRole('main')
      // Contact: the empty form is refused with a destructive toast, the first field is focused.
      await page.goto(localizePath('/contact', visit.language))
      await settled(page, visit)
      await main.getByRole('button', { name: strings[visit.language].submitContact }).click()
      await expect(toastWith(page, strings[visit.language].validation)).toBeVisible()
      await expect(main.getByRole('textbox').first()).toBeFocused()
      violations.push(...(await axeViolations(page, `/contact, empty form sent (${describeVisit(visit)})`)))
      // A success toast (the default style, shared by success and neutral toasts).
      await main.getByRole('textbox').nth(0).fill('Noa')
      await main.getByRole('textbox').nth(1).fill('Levi')
      await main.getByRole('textbox').nth(2).fill(`a11y-${visit.language}@example.com`)
      await main.getByRole('combobox').selectOption('info')
      await main.getByRole('textbox').nth(3).fill('Un message assez long pour passer la validation du formulaire.')
      await main.getByRole('button', { name: strings[visit.language].submitContact }).click()
      await expect(page.locator('li.toast[data-variant="success"]')).toBeVisible()
      violations.push(...(await axeViolations(page, `/contact, sent (${describeVisit(visit)})`)))
      // The other forms, sent empty: their inline errors or toasts.
      for (const path of ['/newsletter', '/auth', '/auth?mode=signin', '/auth?mode=forgot']) {
        await page.goto(localizePath(path, visit.language))
        await settled(page, visit)
        await main.locator('form button[type="submit"]').first().click()
        await expect(page.locator('[aria-invalid="true"], li.toast').first()).toBeVisible()
        violations.push(...(await axeViolations(page, `${path}, empty form sent (${describeVisit(visit)})`)))
      }
      await context.close()
    }
    expect(violations).toEqual([])
  })
})
