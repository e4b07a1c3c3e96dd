import { describe, expect, it } from 'vitest'
import { blogArticles, guidePages, investmentGuideArticle, legalPages, topics } from '../../content/index.ts'
import { staticContentPaths } from '../../content/paths.ts'
import { allCompanies } from '../../content/companies.server.ts'
import { registerSource } from '../../content/register.server.ts'
import {
  blogArticlePage,
  canonicalPathOf,
  contentDate,
  guidePage,
  investmentGuidePage,
  lastModifiedOf,
  sitemapEntries,
  topicEntries,
  topicPage,
} from '../../app/components/editorial/editorial.server.ts'
import { articleHead } from '../../app/components/editorial/article-meta.ts'
import { blogRss, robotsTxt, rssDate, sitemapXml } from '../../app/components/editorial/feeds.server.ts'
import { coverSocialImage, coverSourceOf, pageSocialImage } from '../../app/lib/social-image.ts'
import { pageMeta } from '../../app/lib/meta.ts'
import { pathsOf } from '../../app/lib/paths.ts'
import { articleData, breadcrumbData, faqPageData, organizationData, structuredDataProblems } from '../../app/lib/structured-data.ts'
import { languageInfo, languages } from '../../app/i18n/languages.ts'

const siteUrl = 'https://startups.example.org'

describe('canonical addresses', () => {
  it('a duplicate legal path leads to the page’s first path', () => {
    expect(canonicalPathOf('/confidentialite')).toBe('/privacy')
    expect(canonicalPathOf('/conditions')).toBe('/terms')
    expect(canonicalPathOf('/mentions-legales')).toBe('/legal-notice')
    expect(canonicalPathOf('/privacy')).toBe('/privacy')
  })

  it('the investment article’s blog address leads to the standalone page', () => {
    expect(canonicalPathOf(`/blog/${investmentGuideArticle.slug}`)).toBe('/comment-investir-startup-israelienne')
    expect(blogArticlePage(investmentGuideArticle.slug, 'fr')?.canonicalPath).toBe('/comment-investir-startup-israelienne')
    expect(investmentGuidePage('fr').canonicalPath).toBe('/comment-investir-startup-israelienne')
    expect(canonicalPathOf('/blog/secteurs-resilients-crise')).toBe('/blog/secteurs-resilients-crise')
  })
})

describe('sitemap', () => {
  it('lists every fixed-content page and every company profile once, at its canonical address', () => {
    const entries = sitemapEntries()
    const paths = entries.map((entry) => entry.path)
    expect(new Set(paths).size).toBe(paths.length)
    const profilePaths = allCompanies().map((company) => `/startups/${company.slug}`)
    expect(new Set(paths)).toEqual(new Set([...staticContentPaths().map(canonicalPathOf), ...profilePaths]))
    // The profiles rendered on demand (register companies) are dated by the register's snapshot.
    const registerOnly = allCompanies().filter((company) => !company.handChecked)
    expect(registerOnly.length).toBeGreaterThan(0)
    const dates = new Map(entries.map((entry) => [entry.path, entry.lastModified]))
    for (const company of registerOnly) expect(dates.get(`/startups/${company.slug}`)).toBe(registerSource().snapshot.date)
    expect(paths).not.toContain('/confidentialite')
    expect(paths).not.toContain(`/blog/${investmentGuideArticle.slug}`)
  })

  it('dates each page by its content: articles and legal pages by their own date, others by the newest content date', () => {
    expect(lastModifiedOf('/blog/secteurs-resilients-crise')).toBe('2025-01-07')
    expect(lastModifiedOf('/comment-investir-startup-israelienne')).toBe(investmentGuideArticle.publishedAt)
    expect(lastModifiedOf(`/guides/${guidePages[0]!.slug}`)).toBe(guidePages[0]!.publishedAt)
    expect(lastModifiedOf('/privacy')).toBe(legalPages[0]!.updatedAt)
    expect(lastModifiedOf('/blog')).toBe([...blogArticles].map((article) => article.publishedAt).sort().at(-1))
    expect(lastModifiedOf('/categories')).toBe(contentDate)
    const allDates = [...blogArticles, ...guidePages].map((article) => article.publishedAt).concat(legalPages.map((page) => page.updatedAt))
    expect(contentDate).toBe(allDates.sort().at(-1))
  })

  it('is a sitemaps.org document with absolute addresses', () => {
    const xml = sitemapXml(siteUrl)
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/)
    expect(xml).toContain(`<loc>${siteUrl}/</loc>`)
    expect(xml).toContain(`<loc>${siteUrl}/privacy</loc>\n    <lastmod>`)
    // Every page in each of the three languages.
    expect(xml.match(/<url>/g)).toHaveLength(sitemapEntries().length * 3)
    expect(xml).toContain(`<loc>${siteUrl}/en</loc>`)
    expect(xml).toContain(`<loc>${siteUrl}/he/startups/wix</loc>`)
    expect(xml).toContain(`<loc>${siteUrl}/en/privacy</loc>`)
    for (const match of xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)) expect(match[1]).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })
})

describe('robots.txt', () => {
  it('points to the sitemap and keeps the account pages out', () => {
    const text = robotsTxt(siteUrl)
    expect(text).toContain('User-agent: *')
    expect(text).toContain('Disallow: /auth\n')
    expect(text).toContain('Disallow: /profile\n')
    expect(text).toContain('Disallow: /en/auth\n')
    expect(text).toContain('Disallow: /he/search\n')
    expect(text).not.toContain('/en/api/')
    expect(text).toContain(`Sitemap: ${siteUrl}/sitemap.xml`)
    expect(text).not.toMatch(/Disallow: \/\n/)
  })
})

describe('RSS feed', () => {
  it('is RSS 2.0 with one item per article, newest first, at canonical addresses', () => {
    const xml = blogRss(siteUrl, 'fr')
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/)
    expect(xml).toContain(`<atom:link href="${siteUrl}/blog/rss.xml" rel="self" type="application/rss+xml"/>`)
    const links = [...xml.matchAll(/<item>\s*<title>[^<]*<\/title>\s*<link>([^<]+)<\/link>/g)].map((match) => match[1])
    const expected = [...blogArticles].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).map((article) => `${siteUrl}${canonicalPathOf(`/blog/${article.slug}`)}`)
    expect(links).toEqual(expected)
    expect(xml).toContain(`<pubDate>${rssDate('2025-01-07')}</pubDate>`)
    expect(rssDate('2025-01-07')).toBe('Tue, 07 Jan 2025 00:00:00 +0000')
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/)
  })

  it('exists in each language, its items linking to the pages of that language', () => {
    const hebrew = blogRss(siteUrl, 'he')
    expect(hebrew).toContain(`<atom:link href="${siteUrl}/he/blog/rss.xml" rel="self" type="application/rss+xml"/>`)
    expect(hebrew).toContain('<language>he-IL</language>')
    expect(hebrew).toContain(`<link>${siteUrl}/he/blog</link>`)
    const links = [...hebrew.matchAll(/<item>\s*<title>[^<]*<\/title>\s*<link>([^<]+)<\/link>/g)].map((match) => match[1])
    expect(links.length).toBe(blogArticles.length)
    for (const link of links) expect(link).toMatch(new RegExp(`^${siteUrl}/he/`))
    expect(blogRss(siteUrl, 'en')).toContain('<language>en-GB</language>')
  })
})

describe('social images', () => {
  it('derives title cards and cover rasters from paths', () => {
    expect(pageSocialImage('/', 'Accueil').src).toBe('/og/pages/index.png')
    expect(pageSocialImage('/categories/events', 'Événements')).toEqual({ src: '/og/pages/categories/events.png', width: 1200, height: 630, alt: 'Événements' })
    const cover = coverSocialImage({ src: '/images/blog/x.svg', width: 1200, height: 630, alt: 'Couverture' })
    expect(cover.src).toBe('/og/covers/blog/x.png')
    expect(coverSourceOf(cover.src)).toBe('/images/blog/x.svg')
    expect(coverSocialImage({ src: '/images/blog/x.png', width: 800, height: 420, alt: 'Couverture' }).src).toBe('/images/blog/x.png')
  })
})

describe('topic pages', () => {
  it.each(topics.map((topic) => topic.slug))('%s lists at least one article, guide or feature', (slug) => {
    expect(topicEntries(slug).length).toBeGreaterThan(0)
    expect(topicPage(slug, 'fr')?.keywords.length).toBeGreaterThan(1)
  })

  it('decides membership by category and tags', () => {
    const startups = topicEntries('startups').map((entry) => entry.path)
    expect(startups).toContain('/blog/startups-prometteuses-2025')
    expect(startups).toContain('/pushit-replays')
    expect(startups).not.toContain('/blog/secteurs-resilients-crise')
    const innovationIsrael = topicEntries('innovation-israel').map((entry) => entry.path)
    expect(innovationIsrael).toContain('/guides/entreprendre-en-israel')
    expect(topicEntries('innovation').map((entry) => entry.path)).toContain('/blog/secteurs-resilients-crise')
  })

  it('links the events page to the sections about events', () => {
    for (const entry of topicEntries('events')) {
      expect(entry.path).toMatch(/#[a-z0-9-]+$/)
      expect(entry.section).toMatch(/événement/i)
    }
  })

  it('answers nothing for an unknown topic', () => {
    expect(topicPage('nope', 'fr')).toBeUndefined()
    expect(guidePage('nope', 'fr')).toBeUndefined()
    expect(blogArticlePage('nope', 'fr')).toBeUndefined()
  })
})

describe('structured data', () => {
  it('a company profile with a logo and pages elsewhere gives valid Organization data (the profile pages pass them)', () => {
    const data = organizationData({
      name: 'Wix',
      url: 'https://www.wix.com',
      description: 'Création de sites.',
      location: 'Tel Aviv',
      pageUrl: `${siteUrl}/startups/wix`,
      logo: `${siteUrl}/logos/715b6bfe41915fa0.webp`,
      sameAs: ['https://www.linkedin.com/company/wix-com'],
    })
    expect(structuredDataProblems(data)).toEqual([])
    expect(data).toMatchObject({ sameAs: ['https://www.wix.com', 'https://www.linkedin.com/company/wix-com'] })
  })

  it('the builders produce valid FAQPage, Article, Organization and BreadcrumbList', () => {
    expect(structuredDataProblems(faqPageData([{ question: 'Pourquoi ?', answer: 'Parce que.' }]))).toEqual([])
    expect(structuredDataProblems(breadcrumbData(siteUrl, [{ name: 'Accueil', path: '/' }, { name: 'Blog', path: '/blog' }], 'fr'))).toEqual([])
    expect(structuredDataProblems(organizationData({ name: 'Wix', url: 'https://www.wix.com', description: 'Création de sites.', foundingYear: 2006, location: 'Tel Aviv', pageUrl: `${siteUrl}/startups/wix` }))).toEqual([])
    expect(
      structuredDataProblems(
        articleData({
          headline: 'Titre',
          description: 'Description',
          pageUrl: `${siteUrl}/blog/x`,
          imageUrl: `${siteUrl}/og/covers/blog/x.png`,
          datePublished: '2025-01-08',
          authorName: 'La rédaction',
          keywords: ['a', 'b'],
          siteUrl,
          inLanguage: 'fr-FR',
        }),
      ),
    ).toEqual([])
  })

  it.each(languages)('every article page publishes valid Article, FAQPage and BreadcrumbList data in %s', (language) => {
    const pages = [
      ...blogArticles.map((article) => blogArticlePage(article.slug, language)!),
      investmentGuidePage(language),
      ...guidePages.map((guide) => guidePage(guide.slug, language)!),
    ]
    for (const page of pages) {
      const meta = pageMeta({ path: page.canonicalPath, ...articleHead(page, 'blog', { siteUrl, paths: pathsOf(language) }), siteUrl, language })
      const data = meta.flatMap((descriptor) => ('script:ld+json' in descriptor ? [descriptor['script:ld+json'] as Record<string, unknown>] : []))
      expect(data.map((item) => item['@type'])).toEqual(page.article.faq ? ['Article', 'FAQPage', 'BreadcrumbList'] : ['Article', 'BreadcrumbList'])
      for (const item of data) expect(structuredDataProblems(item), page.article.slug).toEqual([])
      expect(data[0]).toMatchObject({ headline: page.article.title, inLanguage: languageInfo[language].locale })
    }
    const guide = investmentGuidePage('fr')
    expect(guide.article.faq).toHaveLength(5)
    expect(guide.article.alternativeTitle).toBeTruthy()
  })

  it('catches what search engines would refuse', () => {
    expect(structuredDataProblems({ '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: [] })).toContain('FAQPage: FAQPage needs mainEntity')
    expect(structuredDataProblems({ '@context': 'https://schema.org', '@type': 'Article', headline: 'x' }).length).toBeGreaterThan(0)
    expect(structuredDataProblems({ '@context': 'http://schema.org', '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', position: 2, name: 'x', item: '/relative' }] })).toEqual([
      '@context must be https://schema.org',
      'BreadcrumbList.itemListElement[0].position: expected 1',
      'BreadcrumbList.itemListElement[0].item: an absolute URL expected',
    ])
    expect(structuredDataProblems({ '@context': 'https://schema.org', '@type': 'Organization', name: 'X', colour: 'blue' })).toEqual(['Organization: Organization has no property colour'])
    expect(structuredDataProblems({ '@context': 'https://schema.org', '@type': 'Product', name: 'X' })).toEqual(['Product: no rules for @type Product'])
  })

  it('an Organization headquartered abroad: the headquarters without a country, the Israeli centre as a Place in Israel', () => {
    const data = organizationData({
      name: 'Fireblocks',
      url: 'https://www.fireblocks.com',
      description: 'Conservation d’actifs numériques.',
      location: 'New York',
      israeliCentre: 'Tel Aviv',
      pageUrl: `${siteUrl}/startups/fireblocks`,
    })
    expect(structuredDataProblems(data)).toEqual([])
    expect(data).toMatchObject({
      address: { '@type': 'PostalAddress', addressLocality: 'New York' },
      location: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Tel Aviv', addressCountry: 'IL' } },
    })
    expect((data.address as Record<string, unknown>).addressCountry).toBeUndefined()
    expect(structuredDataProblems({ '@context': 'https://schema.org', '@type': 'Organization', name: 'X', location: { '@type': 'Place', name: 'Y' } })).toEqual([
      'Organization.location: Place needs address',
      'Organization.location.address: expected an object',
    ])
  })

  it('checks a WebSite and its search action', () => {
    const website = (urlTemplate: string) => ({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Startups en Israël',
      url: `${siteUrl}/`,
      potentialAction: { '@type': 'SearchAction', target: { '@type': 'EntryPoint', urlTemplate }, 'query-input': 'required name=search_term_string' },
    })
    expect(structuredDataProblems(website(`${siteUrl}/search?q={search_term_string}`))).toEqual([])
    expect(structuredDataProblems(website('/search?q={search_term_string}'))).toHaveLength(1)
    expect(structuredDataProblems(website(`${siteUrl}/search?q={query}`))).toHaveLength(1)
  })
})
