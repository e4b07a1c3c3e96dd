import { expect, type Locator, type Page } from '@playwright/test'
import { hydrated } from './forms-e2e.ts'

/**
 * Submits a blank query in a search box, then `query`, and waits for the search page of `query`. Returns the
 * pages and route data the page requested (documents and `.data` requests; the route discovery a first
 * navigation to the search page starts with, /__manifest, is not route data) and its navigations from the
 * blank submission on.
 *
 * No fixed wait: the page's script is seen taking the blank submission (a window listener runs after React's
 * handler), and a client navigation starts its requests in the same turn as the submission, so whatever
 * the blank query set off is in these lists before the second search has even started.
 */
export async function submitBlankThen(page: Page, box: Locator, query: string): Promise<{ requested: string[]; navigated: string[] }> {
  // The auth placeholder goes once the first effects have run: the search box can navigate from then on.
  await hydrated(page)
  const requested: string[] = []
  const navigated: string[] = []
  const pathOf = (url: string) => {
    const { pathname, search } = new URL(url)
    return pathname + search
  }
  page.on('request', (request) => {
    const path = pathOf(request.url())
    if (request.resourceType() === 'document' || path.split('?')[0]!.endsWith('.data')) requested.push(path)
  })
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigated.push(pathOf(frame.url()))
  })
  // A prevented submission is one the page's script handled, not one lost before hydration.
  await page.evaluate(() => {
    const seen: { query: string; prevented: boolean }[] = []
    Object.assign(window, { searchSubmissions: seen })
    window.addEventListener('submit', (event) => {
      const form = event.target as HTMLFormElement
      seen.push({ query: String(new FormData(form).get('q')), prevented: event.defaultPrevented })
    })
  })
  await box.fill('   ')
  await box.press('Enter')
  await expect.poll(() => page.evaluate(() => (window as unknown as { searchSubmissions: unknown[] }).searchSubmissions)).toEqual([{ query: '   ', prevented: true }])
  await box.fill(query)
  await box.press('Enter')
  await expect(page).toHaveURL(`/search?q=${encodeURIComponent(query.trim())}`)
  return { requested, navigated }
}
