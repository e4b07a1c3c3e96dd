/**
 * Search engines and sharing: every page's raw server HTML carries a proper
 * head (title with the brand rule, description, keywords, canonical from
 * SITE_URL, OpenGraph, Twitter, valid JSON-LD); a crawl that follows the
 * site's links finds no broken link and no indexable page missing from the
 * sitemap; every sitemap address answers 200 and is its own canonical (the
 * register's profiles by a seeded sample, the sitemap listing them all); the
 * social images exist and are 1200×630 PNGs; robots.txt and the RSS feed are
 * served.
 */
import { expect, test, type APIRequestContext } from '@playwright/test'
import { staticContentPaths } from '../../content/paths.ts'
import { brandName } from '../../app/lib/meta.ts'
import { localizePath } from '../../app/lib/paths.ts'
import { fetchPage } from '../support/http.ts'
import { languages } from '../../app/i18n/languages.ts'
import { structuredDataProblems } from '../../app/lib/structured-data.ts'
import { CrawlScope, allCompanies, registerSample, sectorCounts, sectorIds15 } from '../support/directory-data.ts'

interface PageHead {
  titles: string[]
  meta: Map<string, string[]>
  canonicals: string[]
  jsonLd: string[]
  links: string[]
}

function decode(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

function parse(html: string): PageHead {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? ''
  const meta = new Map<string, string[]>()
  for (const match of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"\/>/g)) {
    const key = match[1] ?? ''
    meta.set(key, [...(meta.get(key) ?? []), decode(match[2] ?? '')])
  }
  return {
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => decode(match[1] ?? '')),
    meta,
    canonicals: [...head.matchAll(/<link rel="canonical" href="([^"]*)"\/>/g)].map((match) => decode(match[1] ?? '')),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? ''),
    links: [...html.matchAll(/<a [^>]*?href="([^"]*)"/g)].map((match) => decode(match[1] ?? '')),
  }
}

function one(head: PageHead, key: string): string | undefined {
  const values = head.meta.get(key) ?? []
  return values.length === 1 ? values[0] : undefined
}

/** Paths robots.txt keeps crawlers away from. */
async function disallowedPaths(request: APIRequestContext): Promise<string[]> {
  const text = await (await request.get('/robots.txt')).text()
  return [...text.matchAll(/^Disallow: (\S+)$/gm)].map((match) => match[1] ?? '')
}

async function inBatches<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>) {
  for (let index = 0; index < items.length; index += size) await Promise.all(items.slice(index, index + size).map(work))
}

function pngSize(body: Buffer): { width: number; height: number } | undefined {
  if (body.length < 24 || body.toString('latin1', 1, 4) !== 'PNG' || body.toString('latin1', 12, 16) !== 'IHDR') return undefined
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) }
}

test.setTimeout(300_000)

/** The largest sector, whose list has the most pages. */
const largestSector = [...sectorIds15].sort((a, b) => sectorCounts()[b] - sectorCounts()[a])[0]!

/**
 * The pages the head checks cover: every fixed-content page, a search, a second page of a sector, and a
 * seeded sample of the register profiles rendered on demand.
 */
const checkedPaths = [...staticContentPaths(), '/search?q=x', `/category/${largestSector}?page=2`, ...registerSample(40).map((company) => `/startups/${company.slug}`)]

/** Each checked page's head (fetched once per worker), or its HTTP status when it is not a page. */
let headsOnce: Promise<Map<string, PageHead | number>> | undefined
function pageHeads(baseURL: string): Promise<Map<string, PageHead | number>> {
  headsOnce ??= (async () => {
    const heads = new Map<string, PageHead | number>()
    await inBatches(checkedPaths, 8, async (path) => {
      const response = await fetchPage(baseURL, path)
      heads.set(path, response.status() === 200 ? parse(await response.text()) : response.status())
    })
    return heads
  })()
  return headsOnce
}

test('every page’s server HTML has a complete head: title, description, keywords, canonical, OpenGraph, Twitter, valid JSON-LD', async ({ baseURL }) => {
  const siteUrl = baseURL!
  const heads = await pageHeads(siteUrl)
  const problems: string[] = []
  for (const path of checkedPaths) {
    const head = heads.get(path)
    if (head === undefined || typeof head === 'number') {
      problems.push(`${path}: HTTP ${head}`)
      continue
    }
    const fail = (message: string) => problems.push(`${path}: ${message}`)

    if (head.titles.length !== 1) fail(`${head.titles.length} <title> elements`)
    const title = head.titles[0] ?? ''
    const suffix = ` | ${brandName}`
    const titleFollowsRule = title.endsWith(suffix) ? !title.slice(0, -suffix.length).includes(brandName) && title.length > suffix.length : title.includes(brandName)
    if (!titleFollowsRule) fail(`title "${title}" does not follow the brand suffix rule`)

    const description = one(head, 'description')
    if (!description || description.length < 50) fail(`description "${description ?? ''}"`)
    if (!one(head, 'keywords')) fail('no keywords')

    if (head.canonicals.length !== 1) fail(`${head.canonicals.length} canonical links`)
    const canonical = head.canonicals[0] ?? ''
    if (!canonical.startsWith(`${siteUrl}/`) || canonical.includes('?') || canonical.includes('#')) fail(`canonical "${canonical}" is not an address of ${siteUrl} without query`)
    if (!path.includes('?') && canonical !== `${siteUrl}${path}` && !/^\/(confidentialite|conditions|mentions-legales|blog\/comment-investir-startup-israelienne)$/.test(path)) {
      fail(`canonical "${canonical}" is not the page itself`)
    }

    for (const key of ['og:title', 'og:description', 'og:type', 'og:url', 'og:image', 'og:image:width', 'og:image:height', 'og:image:alt', 'og:site_name', 'twitter:card', 'twitter:title', 'twitter:description', 'twitter:image']) {
      if (!one(head, key)) fail(`no single ${key}`)
    }
    if (one(head, 'og:title') !== title) fail('og:title differs from the title')
    if (one(head, 'og:url') !== canonical) fail('og:url differs from the canonical address')
    if (one(head, 'twitter:card') !== 'summary_large_image') fail('twitter:card is not summary_large_image')
    if (!one(head, 'og:image')?.startsWith(`${siteUrl}/`)) fail(`og:image "${one(head, 'og:image') ?? ''}" is not served by the site`)

    for (const [index, text] of head.jsonLd.entries()) {
      let data: unknown
      try {
        data = JSON.parse(text)
      } catch {
        fail(`JSON-LD #${index + 1} is not JSON`)
        continue
      }
      for (const problem of structuredDataProblems(data)) fail(`JSON-LD #${index + 1}: ${problem}`)
    }
  }
  expect(problems).toEqual([])
})

test('the social images exist, as 1200×630 PNGs (or the size the page declares)', async ({ baseURL, request }) => {
  const heads = await pageHeads(baseURL!)
  const images = new Map<string, { width: string; height: string; page: string }>()
  for (const [path, head] of heads) {
    if (typeof head === 'number') continue
    const image = one(head, 'og:image')
    if (image) images.set(image, { width: one(head, 'og:image:width') ?? '', height: one(head, 'og:image:height') ?? '', page: path })
  }
  expect(images.size).toBeGreaterThan(1)
  const problems: string[] = []
  await inBatches([...images], 8, async ([url, declared]) => {
    const response = await fetchPage(baseURL!, url, { followRedirects: true })
    if (response.status() !== 200 || response.headers()['content-type'] !== 'image/png') {
      problems.push(`${url} (${declared.page}): HTTP ${response.status()} ${response.headers()['content-type'] ?? ''}`)
      return
    }
    const size = pngSize(await response.body())
    if (!size || String(size.width) !== declared.width || String(size.height) !== declared.height) {
      problems.push(`${url}: ${size?.width}×${size?.height}, the page declares ${declared.width}×${declared.height}`)
    } else if (url.includes('/og/') && (size.width !== 1200 || size.height !== 630)) {
      problems.push(`${url}: ${size.width}×${size.height}, expected 1200×630`)
    }
  })
  expect(problems).toEqual([])
  const fallback = await request.get('/og/default.png')
  expect(pngSize(await fallback.body())).toEqual({ width: 1200, height: 630 })
})

test('a crawl of the site’s links finds no broken link, and every indexable page it reaches is in the sitemap', async ({ request, baseURL }) => {
  test.slow()
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.status()).toBe(200)
  expect(sitemap.headers()['content-type']).toContain('application/xml')
  const sitemapUrls = new Set([...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => decode(match[1] ?? '')))
  expect(sitemapUrls.size).toBeGreaterThan(0)
  const disallowed = await disallowedPaths(request)

  const scope = new CrawlScope()
  const queue = ['/', ...staticContentPaths(), ...scope.registerSample]
  const seen = new Set(queue)
  const problems: string[] = []
  const missing: string[] = []
  while (queue.length > 0) {
    const batch = queue.splice(0, 8)
    await Promise.all(
      batch.map(async (path) => {
        const response = await fetchPage(baseURL!, path)
        const status = response.status()
        if (status === 301 || status === 302 || status === 307 || status === 308) return
        if (status !== 200) {
          problems.push(`${path}: HTTP ${status}`)
          return
        }
        if (!(response.headers()['content-type'] ?? '').startsWith('text/html')) return
        const html = await response.text()
        const head = parse(html)
        const noindex = (head.meta.get('robots') ?? []).some((value) => value.includes('noindex'))
        const canonical = head.canonicals[0]
        if (!noindex && canonical && !sitemapUrls.has(canonical)) missing.push(`${path} (canonical ${canonical})`)
        for (const href of head.links) {
          if (!href.startsWith('/') || href.startsWith('//')) continue
          const target = href.replace(/#.*$/, '')
          if (!target || seen.has(target)) continue
          if (disallowed.some((prefix) => target === prefix || target.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`) || target.startsWith(`${prefix}?`))) continue
          if (!scope.admits(target)) continue
          seen.add(target)
          queue.push(target)
        }
      }),
    )
  }
  expect(problems, 'broken links').toEqual([])
  expect(missing, 'indexable pages missing from the sitemap').toEqual([])
  expect(seen.size).toBeGreaterThan(staticContentPaths().length)
  // The long tail was sampled, not visited whole.
  expect(scope.skipped.size).toBeGreaterThan(0)
})

test('every sitemap address answers 200, is its own canonical and carries a date; it lists every company, of which a sample is visited', async ({ request, baseURL }) => {
  const siteUrl = baseURL!
  const xml = await (await request.get('/sitemap.xml')).text()
  const entries = [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>\s*<lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>\s*<\/url>/g)].map((match) => ({ url: decode(match[1] ?? ''), lastmod: match[2] }))
  expect(entries.length).toBe((xml.match(/<url>/g) ?? []).length)
  // Every company's profile is listed in the three languages; of the register's, a seeded sample
  // is visited, not the whole long tail.
  const profileAddresses = (slugs: readonly string[]) =>
    slugs.flatMap((slug) => languages.map((language) => `${siteUrl}${localizePath(`/startups/${slug}`, language)}`))
  const profileUrls = new Set(entries.map((entry) => entry.url).filter((url) => /\/startups\/[^/]+$/.test(new URL(url).pathname)))
  expect(profileUrls).toEqual(new Set(profileAddresses(allCompanies().map((company) => company.slug))))
  const registerOnly = new Set(profileAddresses(allCompanies().filter((company) => !company.handChecked).map((company) => company.slug)))
  // 40 sampled companies, each visited in one of the three languages in turn.
  const sampled = new Set(registerSample(40).map((company, index) => profileAddresses([company.slug])[index % languages.length]!))
  const visited = entries.filter((entry) => !registerOnly.has(entry.url) || sampled.has(entry.url))
  expect(visited.length).toBeLessThan(entries.length)
  const problems: string[] = []
  await inBatches(visited, 8, async ({ url }) => {
    if (!url.startsWith(`${siteUrl}/`)) problems.push(`${url}: not an address of ${siteUrl}`)
    const response = await fetchPage(siteUrl, url)
    if (response.status() !== 200) {
      problems.push(`${url}: HTTP ${response.status()}`)
      return
    }
    const canonical = parse(await response.text()).canonicals[0]
    if (canonical !== url) problems.push(`${url}: canonical ${canonical}`)
  })
  expect(problems).toEqual([])
})

test('robots.txt points to the sitemap and keeps the account pages out', async ({ request, baseURL }) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('text/plain')
  const text = await response.text()
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
  expect(text).toMatch(/^Disallow: \/auth$/m)
  expect(text).toMatch(/^Disallow: \/profile$/m)
})

test('the RSS feed of the blog is linked from every page and lists the articles', async ({ request, baseURL }) => {
  const siteUrl = baseURL!
  const home = await (await request.get('/')).text()
  expect(home).toContain('<link rel="alternate" type="application/rss+xml" title="Startups en Israël — Blog" href="/blog/rss.xml"/>')
  const response = await request.get('/blog/rss.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/rss+xml')
  const xml = await response.text()
  expect(xml).toMatch(/<rss version="2.0"/)
  expect(xml).toContain(`<link>${siteUrl}/blog/secteurs-resilients-crise</link>`)
  expect(xml).toContain(`<link>${siteUrl}/comment-investir-startup-israelienne</link>`)
  expect(xml.match(/<item>/g)).toHaveLength(3)
})
