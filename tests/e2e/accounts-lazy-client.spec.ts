import { expect, test, type Page } from '@playwright/test'
import { answerConsent, createConfirmedUser, hydrated, signInThroughForm } from '../support/forms-e2e.ts'

test.beforeEach(async ({ page }) => {
  await answerConsent(page)
})

/** What loading the Supabase client shows on the network: its chunk, or a call to the auth or data API. */
function watchClient(page: Page) {
  const seen: string[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (/supabase\.client-[\w-]+\.js/.test(url) || url.includes('/auth/v1/') || url.includes('/rest/v1/')) seen.push(url)
  })
  return seen
}

async function settle(page: Page) {
  await hydrated(page)
  await page.waitForLoadState('networkidle')
}

test.describe('the Supabase client loads only where it is needed', () => {
  for (const path of ['/', '/category/cybersecurity', '/startups/mobileye', '/blog/startups-prometteuses-2025', '/contact', '/newsletter', '/auth']) {
    test(`not on ${path} for a visitor without a session`, async ({ page }) => {
      const seen = watchClient(page)
      await page.goto(path)
      await settle(page)
      // The header knows the auth state without it.
      await expect(page.getByRole('banner').getByRole('link', { name: 'Se connecter' })).toBeVisible()
      expect(seen).toEqual([])
    })
  }

  test('loads when the visitor starts using a form', async ({ page }) => {
    const seen = watchClient(page)
    await page.goto('/newsletter')
    await settle(page)
    expect(seen).toEqual([])
    await page.getByRole('main').getByRole('textbox', { name: 'Email', exact: true }).focus()
    await expect.poll(() => seen.some((url) => url.includes('supabase.client'))).toBe(true)

    seen.length = 0
    await page.goto('/contact')
    await settle(page)
    await page.getByRole('textbox', { name: 'Prénom', exact: true }).click()
    await expect.poll(() => seen.some((url) => url.includes('supabase.client'))).toBe(true)
  })

  test('loads on content pages when the visitor has a session, and the header shows the account menu', async ({ page, baseURL }) => {
    const user = await createConfirmedUser(baseURL!, 'lazy-session')
    await signInThroughForm(page, user)
    for (const path of ['/', '/startups/mobileye']) {
      const seen = watchClient(page)
      await page.goto(path)
      await expect(page.getByRole('button', { name: 'Mon compte', exact: true })).toBeVisible()
      expect(seen.some((url) => url.includes('supabase.client'))).toBe(true)
      page.removeAllListeners('request')
    }
  })

  test('the header shows a pulsing placeholder until the auth state is known', async ({ request }) => {
    const html = await (await request.get('/categories')).text()
    expect(html).toContain('data-testid="auth-loading"')
    expect(html).toContain('animate-pulse')
  })
})
