import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { answerConsent, createConfirmedUser, hydrated, setLanguage, signInThroughForm } from '../support/forms-e2e.ts'

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

async function audit(page: Page, path: string, width: number): Promise<string[]> {
  await page.goto(path)
  await hydrated(page)
  const results = await new AxeBuilder({ page }).include('main').withTags(tags).analyze()
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} scrolls sideways`).toBeLessThanOrEqual(width)
  return results.violations.map((violation) => `${path}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)
}

test.beforeEach(async ({ page }) => {
  await answerConsent(page)
})

for (const language of ['fr', 'he'] as const) {
  for (const width of [390, 1280]) {
    test(`forms and accounts have no WCAG 2.2 AA violation (${language}, ${width}px)`, async ({ page, baseURL }) => {
      test.setTimeout(120_000)
      await page.setViewportSize({ width, height: 900 })
      await setLanguage(page, baseURL!, language)
      const violations: string[] = []
      for (const path of ['/contact', '/newsletter', '/auth', '/auth?mode=signin', '/newsletter/confirm', '/newsletter/unsubscribe?token=x']) {
        violations.push(...(await audit(page, path, width)))
      }
      // The forms with their errors shown.
      await page.goto('/auth')
      await hydrated(page)
      await page.getByRole('main').locator('form button[type="submit"]').click()
      violations.push(...(await new AxeBuilder({ page }).include('main').withTags(tags).analyze()).violations.map((violation) => `/auth (errors): ${violation.id}`))

      const user = await createConfirmedUser(baseURL!, `a11y-${language}-${width}`)
      await setLanguage(page, baseURL!, 'fr')
      await signInThroughForm(page, user)
      await setLanguage(page, baseURL!, language)
      violations.push(...(await audit(page, '/profile', width)))
      expect(violations).toEqual([])
    })
  }
}
