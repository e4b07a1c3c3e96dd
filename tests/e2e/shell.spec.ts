import { expect, test, type Page } from '@playwright/test'
import { answerConsent } from '../support/forms-e2e.ts'
import { localizePath } from '../../app/lib/paths.ts'

/** Hydration done: React has attached its handlers. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined)
  await expect(page.getByTestId('auth-loading')).toHaveCount(0)
}

test.describe('redirects', () => {
  const redirects: [string, string][] = [
    ['/guide/1', '/comment-investir-startup-israelienne'],
    ['/guide/2', '/guides/evaluer-startup-israelienne'],
    ['/guide/3', '/guides/entreprendre-en-israel'],
    ['/startup/1', '/startups/mobileye'],
    ['/startup/2', '/startups/cyberark'],
    ['/startup/3', '/startups/monday-com'],
    ['/startup/4', '/startups/gong'],
    ['/startup/5', '/startups/wix'],
    ['/startup/6', '/startups/jfrog'],
  ]
  for (const [from, to] of redirects) {
    test(`${from} answers 301 to ${to} and lands there`, async ({ page, request }) => {
      const response = await request.get(from, { maxRedirects: 0 })
      expect(response.status()).toBe(301)
      expect(response.headers().location).toBe(to)
      await page.goto(from)
      await expect(page).toHaveURL(to)
    })
  }

  test('a client-side navigation to an old address leaves no entry for it in the history', async ({ page }) => {
    await page.goto('/blog')
    await hydrated(page)
    await page.evaluate(() => (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate('/startup/3'))
    await expect(page).toHaveURL('/startups/monday-com')
    await page.goBack()
    await expect(page).toHaveURL('/blog')
  })
})

test.describe('404 page', () => {
  test('shows 404, a translated message and a link home, with HTTP status 404', async ({ page }) => {
    const messages: string[] = []
    page.on('console', (message) => messages.push(message.text()))
    const response = await page.goto('/une-page-qui-nexiste-pas')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible()
    await expect(page.getByText("Oups ! La page que vous cherchez n'existe pas ou a été déplacée.")).toBeVisible()
    await hydrated(page)
    expect(messages.some((text) => text.includes('404') && text.includes('/une-page-qui-nexiste-pas'))).toBe(true)
    await page.getByRole('main').getByRole('link', { name: "Retour à l'accueil" }).click()
    await expect(page).toHaveURL('/')
  })

  test('is translated in Hebrew', async ({ page }) => {
    const response = await page.goto(localizePath('/nope', 'he'))
    expect(response?.status()).toBe(404)
    await expect(page.getByText('אופס! הדף שחיפשתם אינו קיים או שהועבר.')).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'חזרה לדף הבית' })).toHaveAttribute('href', '/he')
  })
})

/** The footer's year is the year the page was rendered (issue 35, point 10; ADR 0052), not spec §1's constant 2025. */
const thisYear = new Date().getUTCFullYear()

const shellStrings = {
  fr: { openMenu: 'Ouvrir le menu', nav: ['Accueil', 'Annuaire', 'Catégories', 'Blog', 'Contact'], signIn: 'Se connecter', newsletter: 'Newsletter', copyright: `© ${thisYear} Startups en Israël. Tous droits réservés.`, privacy: 'Politique de confidentialité', terms: "Conditions d'utilisation", notice: 'Mentions légales', gdpr: 'RGPD', sectors: ['Cybersécurité', 'IA & Big Data', 'FinTech', 'HealthTech', 'CleanTech'] },
  en: { openMenu: 'Open menu', nav: ['Home', 'Directory', 'Categories', 'Blog', 'Contact'], signIn: 'Sign in', newsletter: 'Newsletter', copyright: `© ${thisYear} Startups en Israël. All rights reserved.`, privacy: 'Privacy policy', terms: 'Terms of use', notice: 'Legal notice', gdpr: 'GDPR', sectors: ['Cybersecurity', 'AI & Big Data', 'FinTech', 'HealthTech', 'CleanTech'] },
  he: { openMenu: 'פתיחת התפריט', nav: ['דף הבית', 'מדריך החברות', 'קטגוריות', 'בלוג', 'צור קשר'], signIn: 'התחברות', newsletter: 'ניוזלטר', copyright: `© ${thisYear} Startups en Israël. כל הזכויות שמורות.`, privacy: 'מדיניות פרטיות', terms: 'תנאי שימוש', notice: 'הצהרה משפטית', gdpr: 'GDPR', sectors: [] as string[] },
} as const

test.describe('header and footer', () => {
  for (const language of ['fr', 'en', 'he'] as const) {
    test(`are complete in ${language}`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 })
      await page.goto(localizePath('/categories', language))
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'he' ? 'rtl' : 'ltr')
      const strings = shellStrings[language]
      const header = page.getByRole('banner')
      const nav = header.getByRole('navigation')
      for (const label of strings.nav) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible()
      await hydrated(page)
      await expect(header.getByRole('link', { name: strings.signIn })).toHaveAttribute('href', localizePath('/auth', language))
      await expect(header.getByRole('link', { name: strings.newsletter })).toHaveAttribute('href', localizePath('/newsletter', language))
      const footer = page.getByRole('contentinfo')
      await expect(footer.getByText(strings.copyright)).toBeVisible()
      await expect(footer.getByRole('link', { name: strings.privacy })).toHaveAttribute('href', localizePath('/privacy', language))
      await expect(footer.getByRole('link', { name: strings.terms })).toHaveAttribute('href', localizePath('/terms', language))
      await expect(footer.getByRole('link', { name: strings.notice })).toHaveAttribute('href', localizePath('/legal-notice', language))
      await expect(footer.getByRole('link', { name: strings.gdpr })).toHaveAttribute('href', localizePath('/privacy#rgpd', language))
      for (const sector of strings.sectors) await expect(footer.getByRole('link', { name: sector, exact: true })).toBeVisible()
      for (const id of ['cybersecurity', 'ai-bigdata', 'fintech', 'healthtech', 'cleantech']) {
        await expect(footer.locator(`a[href="${localizePath(`/category/${id}`, language)}"]`)).toHaveCount(1)
      }
      // The language selector: links to this page in each language.
      await expect(footer.getByRole('link', { name: 'עברית' })).toHaveAttribute('href', '/he/categories')
    })
  }

  // Issue 35, point 1 (ADR 0053): the directory is in the header and the drawer, and the header's row, the logo on
  // one line, fits from 1024 px up in every language.
  for (const language of ['fr', 'en', 'he'] as const) {
    test(`links the directory and fits on one row at 1024 and 1280 px in ${language}`, async ({ page }) => {
      const strings = shellStrings[language]
      for (const width of [1024, 1280]) {
        await page.setViewportSize({ width, height: 800 })
        await page.goto(localizePath('/categories', language))
        const header = page.getByRole('banner')
        await expect(header.getByRole('navigation').getByRole('link', { name: strings.nav[1], exact: true })).toHaveAttribute('href', localizePath('/startups', language))
        const fit = await page.evaluate(() => {
          const row = document.querySelector('header .container-page')!
          const name = document.querySelector('header a[href] span')!
          return { overflow: row.scrollWidth - row.clientWidth, pageOverflow: document.documentElement.scrollWidth - window.innerWidth, lines: Math.round(name.getBoundingClientRect().height / parseFloat(getComputedStyle(name).lineHeight)) }
        })
        expect(fit, `${language} at ${width} px`).toEqual({ overflow: 0, pageOverflow: 0, lines: 1 })
      }
      await page.setViewportSize({ width: 390, height: 800 })
      await page.goto(localizePath('/categories', language))
      await hydrated(page)
      await page.getByRole('banner').getByRole('button', { name: strings.openMenu }).click()
      await expect(page.getByRole('dialog').getByRole('link', { name: strings.nav[1], exact: true })).toHaveAttribute('href', localizePath('/startups', language))
    })
  }

  test('shows a pulsing placeholder until the auth state is known', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.route('**/assets/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400))
      await route.continue()
    })
    // Checked as soon as the document arrives: once loaded, hydration may already have settled the auth state.
    await page.goto('/categories', { waitUntil: 'commit' })
    await expect(page.getByRole('banner').getByTestId('auth-loading')).toHaveClass(/animate-pulse/)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Se connecter' })).toBeVisible()
  })

  test('footer sector links never lead to a dead end', async ({ page }) => {
    for (const id of ['cybersecurity', 'ai-bigdata', 'fintech', 'healthtech', 'cleantech']) {
      const response = await page.goto(`/category/${id}`)
      expect(response?.status(), id).toBe(200)
    }
  })
})

test.describe('side drawer on small screens', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('opens, closes on an outside click and returns focus to its trigger', async ({ page }) => {
    await page.goto('/categories')
    await hydrated(page)
    const trigger = page.getByRole('button', { name: 'Ouvrir le menu' })
    await trigger.click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    await expect(drawer.getByRole('link', { name: 'Catégories' })).toBeVisible()
    const box = await drawer.boundingBox()
    expect(box!.x + box!.width).toBeGreaterThan(385)
    await page.mouse.click(20, 400)
    await expect(drawer).toBeHidden()
    await expect(trigger).toBeFocused()
  })

  test('closes on its button, slides from the left in Hebrew, and navigates', async ({ page }) => {
    await page.goto(localizePath('/categories', 'he'))
    await hydrated(page)
    await page.getByRole('button', { name: 'פתיחת התפריט' }).click()
    const drawer = page.getByRole('dialog', { name: 'תפריט' })
    await expect(drawer).toBeVisible()
    expect((await drawer.boundingBox())!.x).toBeLessThan(5)
    await drawer.getByRole('button', { name: 'סגירת התפריט' }).click()
    await expect(drawer).toBeHidden()
    await expect(page.getByRole('button', { name: 'פתיחת התפריט' })).toBeFocused()
    await page.getByRole('button', { name: 'פתיחת התפריט' }).click()
    await page.getByRole('dialog').getByRole('link', { name: 'בלוג' }).click()
    await expect(page).toHaveURL('/he/blog')
    await expect(page.getByRole('dialog')).toBeHidden()
  })
})

test.describe('language', () => {
  test('the menu goes to the same page in the other language, whose address serves it in that language with no cookie', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/categories?x=1#top')
    await hydrated(page)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await page.getByRole('button', { name: /Choisir la langue/ }).click()
    await page.getByRole('menuitemradio', { name: /עברית/ }).click()
    await expect(page).toHaveURL('/he/categories?x=1#top')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.locator('html')).toHaveAttribute('lang', 'he')
    await expect(page.getByRole('banner').getByRole('link', { name: 'קטגוריות' })).toHaveAttribute('href', '/he/categories')
    // The choice is stored under the specification's key; no cookie is written, and the address alone says the language.
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('he')
    expect((await page.context().cookies()).find((candidate) => candidate.name === 'lang')).toBeUndefined()
    const raw = await request.get('/he/categories')
    expect(await raw.text()).toMatch(/^<!DOCTYPE html><html lang="he" dir="rtl">/)
    expect(raw.headers().vary ?? '').not.toMatch(/cookie/i)

    const reload = await page.reload()
    expect(await reload!.text()).toMatch(/<html lang="he" dir="rtl">/)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    // The footer's language links lead to the same page too (the server that writes them never sees the fragment).
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/categories?x=1')
  })

  test('a stored choice that differs from the page’s language is suggested, never imposed', async ({ page }) => {
    await page.goto('/blog')
    await page.evaluate(() => localStorage.setItem('language', 'he'))
    await page.reload()
    await hydrated(page)
    // The page stays French at its French address.
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page).toHaveURL('/blog')
    const suggestion = page.getByRole('complementary', { name: 'הדף הזה זמין גם בעברית.' })
    await expect(suggestion).toBeVisible()
    await expect(suggestion).toHaveAttribute('lang', 'he')
    await expect(suggestion).toHaveAttribute('dir', 'rtl')
    // Staying keeps French, stores it as the choice, and the suggestion does not come back.
    await suggestion.getByRole('button', { name: 'להישאר בצרפתית' }).click()
    await expect(suggestion).toBeHidden()
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('fr')
    await page.reload()
    await hydrated(page)
    await expect(page.getByRole('complementary', { name: 'הדף הזה זמין גם בעברית.' })).toHaveCount(0)

    // Taking it goes to the same page in that language.
    await page.goto('/categories')
    await page.evaluate(() => localStorage.setItem('language', 'en'))
    await page.reload()
    await hydrated(page)
    await page.getByRole('complementary', { name: 'This page is also available in English.' }).getByRole('link', { name: 'Read it in English' }).click()
    await expect(page).toHaveURL('/en/categories')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('complementary', { name: 'This page is also available in English.' })).toHaveCount(0)
  })
})

test('metadata is in the raw server HTML', async ({ request, baseURL }) => {
  const html = await (await request.get('/categories')).text()
  expect(html).toMatch(/<title>[^<]*\| Startups en Israël<\/title>/)
  expect(html).toContain('<meta name="description" content="')
  expect(html).toContain('<meta name="keywords" content="')
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/categories"/>`)
  expect(html).toContain('<meta property="og:title" content="')
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>')
})

test('the page scrolls to the top-left on every path change', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 })
  await page.goto('/comment-investir-startup-israelienne')
  await hydrated(page)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true }).click()
  await expect(page).toHaveURL('/blog')
  await expect.poll(() => page.evaluate(() => [window.scrollX, window.scrollY])).toEqual([0, 0])
})

test('a scroll made while the page loads is kept when it comes alive', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 })
  // The page's scripts are held until the visitor has scrolled down the server's HTML.
  let release: () => void = () => {}
  const scripts = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await scripts
    await route.continue()
  })
  await page.goto('/startups', { waitUntil: 'commit' })
  await expect(page.getByRole('navigation', { name: 'Pages de résultats' })).toBeAttached()
  await page.evaluate(() => window.scrollTo(0, 1500))
  expect(await page.evaluate(() => window.scrollY)).toBe(1500)
  release()
  // React Router sets this in an effect of the hydrated page, in the same pass as the path's own.
  await page.waitForFunction(() => window.history.scrollRestoration === 'manual')
  // Where the visitor was, give or take what hydration changed above it (it used to be 0).
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
  // A path change afterwards still starts at the top.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true }).click()
  await expect(page).toHaveURL('/blog')
  await expect.poll(() => page.evaluate(() => [window.scrollX, window.scrollY])).toEqual([0, 0])
})

test('the consent banner remembers the choice', async ({ page }) => {
  await page.goto('/contact')
  const banner = page.getByRole('region', { name: 'Cookies et vie privée' })
  await expect(banner).toBeVisible()
  expect(await page.evaluate(() => ({ ...localStorage }))).toEqual({})
  // The banner is in the first paint; its buttons answer once the page has hydrated.
  await hydrated(page)
  await banner.getByRole('button', { name: 'Refuser' }).click()
  await expect(banner).toBeHidden()
  await page.reload()
  await hydrated(page)
  await expect(page.getByRole('region', { name: 'Cookies et vie privée' })).toBeHidden()
})

test('the consent banner is in the first paint for a new visitor, and never drawn for one who answered', async ({ page }) => {
  // Scripts held back: what shows is the server's HTML and the head's inline mark only.
  await page.route('**/assets/*.js', () => undefined)
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  for (const path of ['/contact', '/search?q=cyber']) {
    await page.goto(path, { waitUntil: 'domcontentloaded' })
    await expect(page.getByRole('region', { name: 'Cookies et vie privée' }), path).toBeVisible()
  }
  await page.evaluate(() => window.localStorage.setItem('consent', 'declined'))
  for (const path of ['/contact', '/search?q=cyber']) {
    await page.goto(path, { waitUntil: 'domcontentloaded' })
    await expect(page.locator('html'), path).toHaveAttribute('data-consent', 'declined')
    await expect(page.getByRole('region', { name: 'Cookies et vie privée' }), path).toBeHidden()
  }
  // The mark ran under the page's CSP (a hash on the prerendered page, a nonce on the rendered one).
  expect(violations).toEqual([])
})

test.describe('code kept out of the shell', () => {
  /**
   * Strings found in no other code than that of what every page used to load with the shell: the footer's
   * kept sections (the GDPR link), the toast (its variant attribute) and the table of auth error messages.
   */
  const markers = { footer: '#rgpd', toast: 'data-variant', authErrors: 'over_email_send_rate_limit' } as const

  /** The scripts the page downloads, after it is called: which of them contain a marker. */
  function scriptsWith(page: Page): (marker: string) => Promise<string[]> {
    const scripts: Promise<{ path: string; text: string }>[] = []
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname
      if (/^\/assets\/.*\.js$/.test(path)) scripts.push(response.text().then((text) => ({ path, text }), () => ({ path, text: '' })))
    })
    return async (marker) => (await Promise.all(scripts)).filter(({ text }) => text.includes(marker)).map(({ path }) => path)
  }

  test.beforeEach(async ({ page }) => {
    await answerConsent(page)
  })

  test("a first visit downloads neither the footer's kept sections, the toast nor the auth error table; a language switch renders the footer", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    const loaded = scriptsWith(page)
    await page.goto('/categories')
    await hydrated(page)
    await page.waitForLoadState('networkidle')
    for (const marker of Object.values(markers)) expect(await loaded(marker), marker).toEqual([])
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: 'Nous contacter' })).toBeVisible()

    // The language links lead to the same page in another language; the kept sections then render from their own chunk.
    await footer.getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL('/en/categories')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(footer.getByRole('link', { name: 'Contact us' })).toBeVisible()
    await expect(footer.getByRole('navigation', { name: 'Navigation' }).getByRole('link', { name: 'Categories', exact: true })).toBeVisible()
    await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/en/privacy')
    for (const id of ['cybersecurity', 'ai-bigdata', 'fintech', 'healthtech', 'cleantech']) await expect(footer.locator(`a[href="/en/category/${id}"]`)).toHaveCount(1)
    expect(await loaded(markers.footer)).toHaveLength(1)
  })

  test("a toast's code loads with a form's first use; the toast shows in the live region that was there before it", async ({ page }) => {
    const loaded = scriptsWith(page)
    await page.goto('/contact')
    await hydrated(page)
    await page.waitForLoadState('networkidle')
    expect(await loaded(markers.toast)).toEqual([])
    const region = page.locator('ol[aria-live="polite"]')
    await expect(region).toBeAttached()
    await expect(region.locator('li')).toHaveCount(0)

    await page.getByRole('main').getByRole('button', { name: 'Envoyer le message' }).click()
    const toast = region.locator('li.toast[data-variant="destructive"]')
    await expect(toast).toContainText('Erreur de validation')
    await expect(toast.getByRole('alert')).toContainText('Le prénom doit contenir au moins 2 caractères')
    expect(await loaded(markers.toast)).toHaveLength(1)
  })

  test('a toast raised once the network is gone still shows: its code loaded when the form was first used', async ({ page, context }) => {
    const loaded = scriptsWith(page)
    await page.goto('/contact')
    await hydrated(page)
    await page.getByRole('main').getByRole('textbox', { name: 'Prénom' }).focus()
    await expect.poll(() => loaded(markers.toast)).toHaveLength(1)
    await context.setOffline(true)
    await page.getByRole('main').getByRole('button', { name: 'Envoyer le message' }).click()
    // Refused (the checks are local) or not sent (their code could not load): a destructive toast either way.
    await expect(page.locator('ol[aria-live="polite"] li.toast[data-variant="destructive"]').getByRole('alert')).toBeVisible()
  })
})
