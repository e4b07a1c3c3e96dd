/**
 * What the accessibility specs (tests/e2e/a11y-*.spec.ts) share: the WCAG 2.2 AA axe run over the
 * whole page, pages in a given language, width and sign-in state, and one signed-in account per
 * Playwright worker (its storage state is reused by every test of that worker).
 */
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { createConfirmedUser, hydrated, signInThroughForm, type TestUser } from './forms-e2e.ts'
import { localizePath } from '../../app/lib/paths.ts'

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: every axe rule with one of these tags. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * The axe violations of the whole page (not only <main>), one line each with the failing nodes.
 * Every rule of the WCAG tags runs; two settings only save time: axe runs in the page itself (legacy
 * mode: the default mode opens a second page to merge per-frame results, 2 to 3 times slower, and the
 * site has no iframe), and it reports violations only (no time spent serialising the passing nodes).
 */
export async function axeViolations(page: Page, label: string): Promise<string[]> {
  // From the top of the page, as it loads: what the fixed consent banner covers then is deterministic
  // (axe's target-size rule counts a link under it as too small, wherever the page was scrolled).
  await page.evaluate(() => window.scrollTo(0, 0))
  const results = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).withTags(wcagTags).analyze()
  return results.violations.map(
    (violation) => `${label}: ${violation.id} [${violation.impact}] ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}

export type Language = 'fr' | 'he'

export interface Visit {
  language: Language
  signedIn: boolean
  width: number
}

/** Each language in both layouts (drawer below 1024 px, full header above) and in both sign-in states. */
export const visits: readonly Visit[] = [
  { language: 'fr', signedIn: false, width: 1280 },
  { language: 'he', signedIn: false, width: 390 },
  { language: 'fr', signedIn: true, width: 390 },
  { language: 'he', signedIn: true, width: 1280 },
]

export function describeVisit(visit: Visit): string {
  return `${visit.language}, ${visit.signedIn ? 'signed in' : 'signed out'}, ${visit.width}px`
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

export interface Account {
  user: TestUser
  /** Session and answered consent in localStorage. */
  storageState: StorageState
}

/**
 * A browser context for one visit. Signed out, the visitor has not answered the consent banner, so it
 * shows on every page (and is audited with it); signed in, the worker's account session is restored and
 * consent was answered.
 */
export async function openVisit(browser: Browser, baseURL: string, visit: Visit, account: Account): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    locale: 'fr-FR',
    viewport: { width: visit.width, height: 900 },
    storageState: visit.signedIn ? account.storageState : undefined,
  })
  return { context, page: await context.newPage() }
}

/** Hydrated, auth state known, and the page really is in the visit's language and sign-in state. */
export async function settled(page: Page, visit: Visit) {
  await hydrated(page)
  // No page still loading (the profile and /auth show a spinner until the session is known).
  await expect(page.getByTestId('auth-spinner')).toHaveCount(0)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await expect(page.locator('html')).toHaveAttribute('lang', visit.language)
  if (visit.width >= 1024) {
    const header = page.getByRole('banner')
    await expect(header.locator(`a[href="${localizePath('/auth', visit.language)}"]`)).toHaveCount(visit.signedIn ? 0 : 1)
  }
  if (!visit.signedIn) await expect(page.getByRole('region', { name: visit.language === 'fr' ? 'Cookies et vie privée' : 'עוגיות ופרטיות' })).toBeVisible()
}

/** Nothing scrolls sideways (WCAG 1.4.10 reflow), on the small screen and the wide one. */
export async function expectNoSidewaysScroll(page: Page, width: number, label: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${label} scrolls sideways`).toBeLessThanOrEqual(width)
}

export const test = base.extend<object, { account: Account; visitPage: (visit: Visit) => Promise<Page> }>({
  account: [
    async ({ browser }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!
      const user = await createConfirmedUser(baseURL, `a11y-w${workerInfo.workerIndex}`)
      const context = await browser.newContext({ baseURL, locale: 'fr-FR', viewport: { width: 1280, height: 900 } })
      await context.addInitScript(() => window.localStorage.setItem('consent', 'declined'))
      const page = await context.newPage()
      await signInThroughForm(page, user)
      const storageState = await context.storageState()
      await context.close()
      await use({ user, storageState })
    },
    { scope: 'worker' },
  ],
  /**
   * One page per visit for the whole worker: the page audits only navigate, so they share it (its cache
   * stays warm, as a visitor's would). Tests that change a page's state open their own with openVisit.
   */
  visitPage: [
    async ({ browser, account }, use, workerInfo) => {
      const pages = new Map<string, Promise<{ context: BrowserContext; page: Page }>>()
      await use(async (visit) => {
        const key = describeVisit(visit)
        if (!pages.has(key)) pages.set(key, openVisit(browser, workerInfo.project.use.baseURL!, visit, account))
        return (await pages.get(key)!).page
      })
      for (const opened of pages.values()) await (await opened).context.close()
    },
    { scope: 'worker' },
  ],
})

export { expect }
