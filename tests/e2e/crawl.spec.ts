import { expect, test } from '@playwright/test'

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
 * (no cookie jar, no tracing of every response) reads them several times faster.
 */
async function crawl(origin: string, start: string, limit: number) {
  const seen = new Set<string>([start])
  const queue = [start]
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
          if (seen.has(link) || seen.size >= limit) continue
          seen.add(link)
          queue.push(link)
        }
      }),
    )
  }
  return { seen, broken, statuses }
}

test('every link reachable from the home page answers, none with 404 or 500', async ({ baseURL }) => {
  test.setTimeout(300_000)
  const { seen, broken, statuses } = await crawl(baseURL!, '/', 3000)
  expect(broken).toEqual([])
  const paths = [...seen]
  // The crawl reached every sector, the directory and its pages, and company profiles through them.
  expect(paths.filter((path) => /^\/category\/[a-z-]+$/.test(path)).length).toBeGreaterThanOrEqual(13)
  const profiles = paths.filter((path) => /^\/startups\/[a-z0-9-]+$/.test(path))
  expect(profiles.length).toBeGreaterThanOrEqual(17 + 15 + 45 + 19 + 18 + 56 + 28 + 20 + 38 + 32 + 42 + 24 + 12)
  for (const slug of ['mobileye', 'cyberark', 'monday-com', 'gong', 'wix', 'jfrog', 'pushit-replays', 'anzu', 'cheq', 'cignal', 'biscience', 'audiodots', 'minutely', 'innoviz', 'check-point']) {
    expect(statuses.get(`/startups/${slug}`), slug).toBe(200)
  }
  expect(paths).toContain('/startups')
  expect(paths).toContain('/startups?page=2')
})
