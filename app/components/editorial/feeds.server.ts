/**
 * The sitemap, robots.txt and the blog's RSS feed, built from the content and
 * the site's public origin (SITE_URL).
 */
import { blogArticles, findAuthor } from '../../../content/index.ts'
import { translate } from '~/i18n/translate.ts'
import { absoluteUrl } from '~/lib/meta.ts'
import { canonicalArticlePath, newestFirst, sitemapEntries } from './editorial.server.ts'

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char)
}

/** Every public fixed-content page, once, at its canonical address, with its last modification date. */
export function sitemapXml(siteUrl: string): string {
  const urls = sitemapEntries().map(
    (entry) => `  <url>\n    <loc>${escapeXml(absoluteUrl(siteUrl, entry.path))}</loc>\n    <lastmod>${entry.lastModified}</lastmod>\n  </url>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/**
 * Paths kept out of search engines: the account pages (sign-in and the
 * signed-in profile), the internal search results, the newsletter's token
 * links and the API.
 */
export const disallowedPaths = ['/auth', '/profile', '/search', '/newsletter/confirm', '/newsletter/unsubscribe', '/api/'] as const

export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...disallowedPaths.map((path) => `Disallow: ${path}`), '', `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`, ''].join('\n')
}

/** RFC 822 date of a content date (midnight UTC), as RSS 2.0 wants. */
export function rssDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString().replace('GMT', '+0000')
}

/** The blog as an RSS 2.0 feed, newest article first. The articles are French. */
export function blogRss(siteUrl: string): string {
  const articles = newestFirst(blogArticles)
  const feedUrl = absoluteUrl(siteUrl, '/blog/rss.xml')
  const items = articles.map((article) => {
    const url = absoluteUrl(siteUrl, canonicalArticlePath(article))
    const author = findAuthor(article.authorId)
    return [
      '    <item>',
      `      <title>${escapeXml(article.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${rssDate(article.publishedAt)}</pubDate>`,
      ...(author ? [`      <dc:creator>${escapeXml(author.name)}</dc:creator>`] : []),
      `      <category>${escapeXml(article.category)}</category>`,
      `      <description>${escapeXml(article.excerpt)}</description>`,
      '    </item>',
    ].join('\n')
  })
  const newest = articles[0]?.publishedAt
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(translate('fr', 'editorial.rss.title'))}</title>`,
    `    <link>${escapeXml(absoluteUrl(siteUrl, '/blog'))}</link>`,
    `    <description>${escapeXml(translate('fr', 'editorial.rss.description'))}</description>`,
    '    <language>fr-FR</language>',
    ...(newest ? [`    <lastBuildDate>${rssDate(newest)}</lastBuildDate>`] : []),
    `    <atom:link href="${escapeXml(feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}
