/**
 * The long texts' English and Hebrew versions on the pages of their language, through
 * the HTTP server and the prerendered pages, without a browser: written profiles (long and AdTech layouts),
 * blog articles, guides, the standalone investment guide, the Pushit Replays article, the blog list and the
 * RSS feed of each language; the French pages keep the French texts. Needs a build (`npm run build`).
 */
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { blogArticles, guidePages, investmentGuideArticle, profiles, pushitEditorial } from '../../content/index.ts'
import { articleIn, profileIn, pushitEditorialIn, translatedLanguages } from '../../content/translations.ts'
import { escapeXml } from '../../app/components/editorial/feeds.server.ts'
import { formatContentDate } from '../../app/components/editorial/format.ts'
import { languageInfo, type Language } from '../../app/i18n/languages.ts'
import { withBrand } from '../../app/lib/meta.ts'
import { createServerApp } from '../../server/app.ts'
import { loadEnv } from '../../server/env.ts'
import { fakeBackend } from '../support/fake-backend.ts'

const buildDir = join(import.meta.dirname, '..', '..', 'build')
const origin = 'https://startups.example.org'
let server: Awaited<ReturnType<typeof createServerApp>>

beforeAll(async () => {
  const env = loadEnv({ SITE_URL: origin, CONTACT_EMAIL: 'contact@startups.example.org' })
  server = await createServerApp({ env, backend: fakeBackend(), buildDir, log: () => {} })
})

/** A page as a visitor with no cookie gets it: the language comes from the address only. */
async function page(path: string): Promise<string> {
  const response = await server.app.fetch(new Request(`${origin}${path}`))
  expect(response.status, path).toBe(200)
  return response.text()
}

/** Text as React writes it into HTML. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')
}

/** The page's document language and the head's title and description. */
function expectPage(html: string, language: Language, title: string, description: string) {
  expect(html).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${languageInfo[language].htmlLang}" dir="${languageInfo[language].dir}"`))
  expect(html).toContain(`<title>${escapeHtml(withBrand(title))}</title>`)
  expect(html).toContain(`<meta name="description" content="${escapeHtml(description)}"/>`)
}

const wix = profiles.find((profile) => profile.slug === 'wix')!
const anzu = profiles.find((profile) => profile.slug === 'anzu')!

describe.each(translatedLanguages)('the %s pages', (language) => {
  const prefix = `/${language}`

  it.each([wix, anzu])('a written profile ($layout layout) shows its version in the language', async (french) => {
    const { text: version } = profileIn(french, language)
    const html = await page(`${prefix}/startups/${french.slug}`)
    expectPage(html, language, version.seo.title, version.seo.description)
    expect(html).toContain(`>${escapeHtml(version.tagline)}<`)
    expect(html).not.toContain(escapeHtml(french.tagline))
    expect(html).toContain(escapeHtml(version.about[0]!))
    expect(html).not.toContain(escapeHtml(french.about[0]!))
    if (version.layout === 'long' && french.layout === 'long') {
      expect(html).toContain(escapeHtml(version.keyFacts.employees!))
      expect(html).not.toContain(escapeHtml(french.keyFacts.employees!))
    }
  })

  it.each(blogArticles.filter((article) => article !== investmentGuideArticle).map((article) => [article.slug, article] as const))(
    'the blog article %s shows its version, its head and JSON-LD in the language',
    async (_slug, french) => {
      const { text: version } = articleIn(french, language)
      const html = await page(`${prefix}/blog/${french.slug}`)
      expectPage(html, language, version.metaTitle, version.metaDescription)
      expect(html).toContain(`>${escapeHtml(version.title)}</h1>`)
      expect(html).not.toContain(escapeHtml(french.title))
      expect(html).toContain(`"inLanguage":"${languageInfo[language].locale}"`)
      expect(html).toContain(`<meta property="og:image:alt" content="${escapeHtml(version.coverImage.alt)}"/>`)
      // Its date in the language too ('7 January 2025', not '7 janvier 2025').
      expect(html).toContain(`<time dateTime="${version.publishedAt}">${escapeHtml(formatContentDate(version.publishedAt, languageInfo[language].locale))}</time>`)
    },
  )

  it.each(guidePages.map((guide) => [guide.slug, guide] as const))('the guide %s shows its version in the language', async (_slug, french) => {
    const { text: version } = articleIn(french, language)
    const html = await page(`${prefix}/guides/${french.slug}`)
    expectPage(html, language, version.metaTitle, version.metaDescription)
    expect(html).toContain(`>${escapeHtml(version.title)}</h1>`)
    expect(html).not.toContain(escapeHtml(french.title))
  })

  it('the standalone investment guide shows its version, its alternative title and FAQ in the language', async () => {
    const { text: version } = articleIn(investmentGuideArticle, language)
    const html = await page(`${prefix}/comment-investir-startup-israelienne`)
    expectPage(html, language, version.metaTitle, version.metaDescription)
    expect(html).toContain(`>${escapeHtml(version.title)}</h1>`)
    expect(html).toContain(escapeHtml(version.alternativeTitle!))
    expect(html).toContain(escapeHtml(version.faq![0]!.question))
    expect(html).not.toContain(escapeHtml(investmentGuideArticle.title))
    expect(html).not.toContain(escapeHtml(investmentGuideArticle.faq![0]!.question))
  })

  it('the Pushit Replays article shows its version in the language', async () => {
    const { text: version } = pushitEditorialIn(language)
    const html = await page(`${prefix}/pushit-replays`)
    expectPage(html, language, version.metaTitle, version.metaDescription)
    expect(html).toContain(`>${escapeHtml(version.title)}</h1>`)
    expect(html).not.toContain(escapeHtml(pushitEditorial.title))
    expect(html).not.toContain(escapeHtml(pushitEditorial.intro))
  })

  it('the blog lists the versions, and its RSS feed gives their titles and summaries', async () => {
    const html = await page(`${prefix}/blog`)
    const rss = await page(`${prefix}/blog/rss.xml`)
    for (const french of blogArticles) {
      const { text: version } = articleIn(french, language)
      expect(html).toContain(escapeHtml(version.title))
      expect(html).not.toContain(escapeHtml(french.title))
      expect(rss).toContain(`<title>${escapeXml(version.title)}</title>`)
      expect(rss).toContain(`<description>${escapeXml(version.excerpt)}</description>`)
      expect(rss).not.toContain(escapeXml(french.title))
    }
    expect(rss).toContain(`<language>${languageInfo[language].locale}</language>`)
  })
})

describe('the French pages', () => {
  it('keep the French texts', async () => {
    expect(await page('/startups/wix')).toContain(escapeHtml(wix.tagline))
    expect(await page(`/blog/${blogArticles[1]!.slug}`)).toContain(`>${escapeHtml(blogArticles[1]!.title)}</h1>`)
    expect(await page('/pushit-replays')).toContain(`>${escapeHtml(pushitEditorial.title)}</h1>`)
    const rss = await page('/blog/rss.xml')
    for (const article of blogArticles) expect(rss).toContain(`<title>${escapeXml(article.title)}</title>`)
  })
})
