/**
 * Issue 18's acceptance, through the HTTP server without a browser and without a cookie: every page at its
 * address in each language answers in that language (`lang` and `dir` in the first bytes of the HTML), with
 * its three alternates, an x-default in French and a canonical of its own. Checked for every URL of the
 * sitemap that is not a company profile, every hand-checked profile and 300 register profiles drawn with a
 * fixed seed. Needs a build (`npm run build`).
 */
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { languageInfo, languages, type Language } from '../../app/i18n/languages.ts'
import { localizePath, splitLanguage } from '../../app/lib/paths.ts'
import { allCompanies } from '../../content/companies.server.ts'
import { createServerApp } from '../../server/app.ts'
import { loadEnv } from '../../server/env.ts'
import { fakeBackend } from '../support/fake-backend.ts'
import { seededSample } from '../support/sample.ts'

const buildDir = join(import.meta.dirname, '..', '..', 'build')
const siteUrl = 'https://startups.example.org'
let server: Awaited<ReturnType<typeof createServerApp>>

beforeAll(async () => {
  const env = loadEnv({ SITE_URL: siteUrl, CONTACT_EMAIL: 'contact@startups.example.org' })
  server = await createServerApp({ env, backend: fakeBackend(), buildDir, log: () => {} })
})

async function get(path: string): Promise<Response> {
  return server.app.fetch(new Request(`${siteUrl}${path}`))
}

/** What is wrong with a page's answer for a page asked in `language`; empty when nothing is. */
async function problemsOf(address: string): Promise<string[]> {
  const { language, path } = splitLanguage(address)
  const response = await get(address)
  const problems: string[] = []
  if (response.status !== 200) return [`${address}: HTTP ${response.status}`]
  if (/cookie/i.test(response.headers.get('vary') ?? '')) problems.push(`${address}: varies on a cookie`)
  const html = await response.text()
  const info = languageInfo[language]
  if (!html.startsWith(`<!DOCTYPE html><html lang="${info.htmlLang}" dir="${info.dir}">`)) problems.push(`${address}: not a ${language} document (${html.slice(0, 60)})`)
  const head = html.slice(0, html.indexOf('</head>'))
  const canonicals = [...head.matchAll(/<link rel="canonical" href="([^"]+)"/g)].map((match) => match[1])
  if (canonicals.join() !== `${siteUrl}${localizePath(path, language)}`) problems.push(`${address}: canonical ${canonicals.join()}`)
  const alternates = new Map([...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((match) => [match[1], match[2]]))
  const expected = new Map<string, string>([
    ...languages.map((other): [string, string] => [languageInfo[other].htmlLang, `${siteUrl}${localizePath(path, other)}`]),
    ['x-default', `${siteUrl}${path}`],
  ])
  if (JSON.stringify([...alternates].sort()) !== JSON.stringify([...expected].sort())) problems.push(`${address}: alternates ${JSON.stringify([...alternates])}`)
  return problems
}

/** Runs `work` on every item, `size` at a time, and gathers the problems. */
async function allProblems(addresses: readonly string[], size = 16): Promise<string[]> {
  const problems: string[] = []
  for (let index = 0; index < addresses.length; index += size) {
    for (const found of await Promise.all(addresses.slice(index, index + size).map(problemsOf))) problems.push(...found)
  }
  return problems
}

const everyLanguage = (path: string) => languages.map((language) => localizePath(path, language))

describe('each page at its own address in each language', () => {
  it('/en/startups/wix and /he/startups/wix open in English and Hebrew with no cookie', async () => {
    for (const address of ['/en/startups/wix', '/he/startups/wix']) {
      expect(await problemsOf(address)).toEqual([])
    }
    const hebrew = await (await get('/he/startups/wix')).text()
    expect(hebrew).toContain(`<link rel="canonical" href="${siteUrl}/he/startups/wix"/>`)
  })

  it('every sitemap address that is not a profile, in its language', async () => {
    const sitemap = await (await get('/sitemap.xml')).text()
    const addresses = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.slice(siteUrl.length))
    const pages = addresses.filter((address) => !splitLanguage(address).path.startsWith('/startups/'))
    // Each page appears in the three languages.
    expect(pages.filter((address) => splitLanguage(address).language === 'he').length * 3).toBe(pages.length)
    expect(pages.length).toBeGreaterThan(100)
    expect(await allProblems(pages)).toEqual([])
  })

  it('every hand-checked profile, in the three languages', async () => {
    const handChecked = allCompanies().filter((company) => company.handChecked)
    expect(handChecked.length).toBeGreaterThan(300)
    expect(await allProblems(handChecked.flatMap((company) => everyLanguage(`/startups/${company.slug}`)))).toEqual([])
  })

  it('300 register profiles drawn with a fixed seed, in the three languages', async () => {
    const registerOnly = allCompanies().filter((company) => !company.handChecked)
    const sample = seededSample(registerOnly, 300, 18)
    expect(sample).toHaveLength(300)
    expect(await allProblems(sample.flatMap((company) => everyLanguage(`/startups/${company.slug}`)))).toEqual([])
    // 900 pages rendered on demand: tens of milliseconds each on a shared two-core machine.
  }, 180_000)

  it('an unknown page is a 404 in the language of its address, and an unknown first segment is no language', async () => {
    for (const [address, language] of [['/en/nothing-here', 'en'], ['/he/startups/aucune-entreprise', 'he'], ['/de/startups', 'fr'], ['/fr/startups', 'fr']] as const) {
      const response = await get(address)
      expect(response.status, address).toBe(404)
      expect(await response.text(), address).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${language}"`))
    }
  })

  it('the old addresses redirect within their language, and the French routes are unchanged', async () => {
    for (const [address, target] of [['/guide/2', '/guides/evaluer-startup-israelienne'], ['/en/guide/1', '/en/comment-investir-startup-israelienne'], ['/he/startup/5', '/he/startups/wix']]) {
      const response = await get(address!)
      expect(response.status, address).toBe(301)
      expect(response.headers.get('location'), address).toBe(target)
    }
    for (const address of ['/', '/categories', '/startups', '/blog', '/comment-investir-startup-israelienne', '/contact', '/newsletter', '/privacy', '/confidentialite']) {
      const response = await get(address)
      expect(response.status, address).toBe(200)
      expect(await response.text(), address).toMatch(/^<!DOCTYPE html><html lang="fr" dir="ltr">/)
    }
  })

  it('the blog feed exists in each language, linked from the head of every page in that language', async () => {
    for (const language of languages) {
      const feed = localizePath('/blog/rss.xml', language)
      const page = await (await get(localizePath('/categories', language))).text()
      expect(page).toContain(`type="application/rss+xml"`)
      expect(page).toContain(`href="${feed}"`)
      const response = await get(feed)
      expect(response.status, feed).toBe(200)
      expect(await response.text()).toContain(`<language>${languageInfo[language as Language].locale}</language>`)
    }
  })
})
