import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

async function setLanguage(page: Page, language: 'fr' | 'he') {
  await page.context().addCookies([{ name: 'lang', value: language, url: test.info().project.use.baseURL! }])
}

async function hydrated(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined)
}

const paths = [
  '/',
  '/categories',
  '/category/cybersecurity',
  '/category/inconnue',
  '/startups',
  '/startups?sector=fintech&sort=founded-desc',
  '/startups?q=zzqqxx',
  '/startups/mobileye',
  '/startups/cignal',
  '/startups/wiz',
  '/search?q=cyber',
  '/search?q=zzqqxx',
  '/search',
]

for (const language of ['fr', 'he'] as const) {
  for (const width of [390, 1280]) {
    test(`directory screens have no WCAG 2.2 AA violation (${language}, ${width}px)`, async ({ page }) => {
      test.setTimeout(120_000)
      await page.setViewportSize({ width, height: 900 })
      await setLanguage(page, language)
      const violations: string[] = []
      for (const path of paths) {
        await page.goto(path)
        await hydrated(page)
        const results = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
        violations.push(...results.violations.map((violation) => `${path}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`))
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} scrolls sideways`).toBeLessThanOrEqual(width)
      }
      expect(violations).toEqual([])
    })
  }
}
