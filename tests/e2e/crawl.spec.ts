import { expect, test } from '@playwright/test'
import { CrawlScope, allCompanies, pageCountOf, sectorCounts, sectorIds15 } from '../support/directory-data.ts'

/** Internal links of a page, from its raw HTML (fragments dropped, entities decoded). */
function internalLinks(html: string, origin: string): string[] {
  const links = new Set<string>()
  for (const match of html.matchAll(/<a\s[^>]*?href="([^"]+)"/g)) {
    const href = match[1]!.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"')
    if (href.startsWith('mailto:') || href.startsWith('tel:')) continue
    const url = new URL(href, `${origin}/`)
    if (url.origin !== origin) continue
    links.add(url.pathname + url.search)
  }
  return [...links]
}

/**
 * Plain fetch rather than Playwright's request context: the crawl reads hundreds of pages, and fetch
 * (no cookie jar, no tracing of every response) reads them several times faster. It starts from the given
 * pages and stays within the scope's sample of the long tail.
 */
async function crawl(origin: string, starts: readonly string[], scope: CrawlScope, limit: number) {
  const seen = new Set<string>(starts)
  const queue = [...starts]
  const broken: string[] = []
  const statuses = new Map<string, number>()
  while (queue.length > 0) {
    const batch = queue.splice(0, 8)
    await Promise.all(
      batch.map(async (path) => {
        const response = await fetch(`${origin}${path}`)
        statuses.set(path, response.status)
        if (response.status === 404 || response.status >= 500) {
          broken.push(`${path} → ${response.status}`)
          await response.body?.cancel()
          return
        }
        if (!(response.headers.get('content-type') ?? '').includes('text/html')) {
          await response.body?.cancel()
          return
        }
        for (const link of internalLinks(await response.text(), origin)) {
          if (seen.has(link) || seen.size >= limit || !scope.admits(link)) continue
          seen.add(link)
          queue.push(link)
        }
      }),
    )
  }
  return { seen, broken, statuses }
}

test('every link reachable from the home page and the profiles answers, none with 404 or 500, on a seeded sample of the long tail', async ({ baseURL }) => {
  test.setTimeout(300_000)
  const scope = new CrawlScope()
  const handChecked = allCompanies().filter((company) => company.handChecked)
  const starts = ['/', ...handChecked.map((company) => `/startups/${company.slug}`), ...scope.registerSample]
  const { seen, broken, statuses } = await crawl(baseURL!, starts, scope, 3000)
  expect(broken).toEqual([])
  expect(seen.size).toBeLessThan(3000)
  const paths = [...seen]
  // The crawl reached every sector with its second and last pages, the directory and its pages.
  const counts = sectorCounts()
  for (const id of sectorIds15) {
    expect(statuses.get(`/category/${id}`), id).toBe(200)
    const last = pageCountOf(counts[id])
    if (last > 1) expect(statuses.get(`/category/${id}?page=2`), `${id} page 2`).toBe(200)
    if (last > 2) expect(statuses.get(`/category/${id}?page=${last}`), `${id} page ${last}`).toBe(200)
  }
  expect(paths).toContain('/startups')
  expect(statuses.get('/startups?page=2')).toBe(200)
  expect(statuses.get(`/startups?page=${pageCountOf(allCompanies().length)}`)).toBe(200)
  // Every hand-checked profile and the sample of the register profiles answered.
  for (const path of [...handChecked.map((company) => `/startups/${company.slug}`), ...scope.registerSample]) expect(statuses.get(path), path).toBe(200)
  // The long tail was sampled, not visited whole.
  expect(scope.skipped.size).toBeGreaterThan(0)
})
