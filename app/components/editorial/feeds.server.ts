/**
 * The sitemap, robots.txt and the blog's RSS feed, built from the content and
 * the site's public origin (SITE_URL).
 */
import { blogArticles, findAuthor } from '../../../content/index.ts'
import { articleIn, authorIn, blogCategoryNameIn } from '../../../content/translations.ts'
import { languageInfo, languages, type Language } from '~/i18n/languages.ts'
import { translate } from '~/i18n/translate.ts'
import { addressOf, crawlerAddresses, privatePages } from '~/lib/addresses.ts'
import { absoluteUrl } from '~/lib/meta.ts'
import { localizePath, pathsOf } from '~/lib/paths.ts'
import { canonicalArticlePath, newestFirst, sitemapEntries } from './editorial.server.ts'
import { m } from '~/paraglide/messages.js'

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char)
}

const sitemaps = new Map<string, string>()

/**
 * Every public page, once per language at its canonical address (French, then
 * English, then Hebrew), with its last modification date. The pages declare
 * their alternates in their heads. Made once per origin: the content does not
 * change while the server runs.
 */
export function sitemapXml(siteUrl: string): string {
  let xml = sitemaps.get(siteUrl)
  if (xml === undefined) {
    const entries = sitemapEntries()
    const urls = languages.flatMap((language) =>
      entries.map(
        (entry) =>
          `  <url>\n    <loc>${escapeXml(absoluteUrl(siteUrl, localizePath(entry.path, language)))}</loc>\n    <lastmod>${entry.lastModified}</lastmod>\n  </url>`,
      ),
    )
    xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
    sitemaps.set(siteUrl, xml)
  }
  return xml
}

/**
 * Paths kept out of search engines: the private pages (app/lib/addresses.ts: the account pages, the
 * internal search results, the newsletter's token links) in every language, and the API.
 */
export function robotsTxt(siteUrl: string): string {
  const pages = privatePages.flatMap((name) => languages.map((language) => localizePath(addressOf(name), language)))
  return ['User-agent: *', 'Allow: /', ...[...pages, '/api/'].map((path) => `Disallow: ${path}`), '', `Sitemap: ${absoluteUrl(siteUrl, crawlerAddresses.sitemap)}`, ''].join('\n')
}

/** RFC 822 date of a content date (midnight UTC), as RSS 2.0 wants. */
export function rssDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString().replace('GMT', '+0000')
}

/**
 * The blog as an RSS 2.0 feed in a language, newest article first, each linking to its page in that language,
 * with its title, summary and date in that language (its French ones where it has no version in it, marked
 * with `xml:lang`).
 */
export function blogRss(siteUrl: string, language: Language): string {
  const articles = newestFirst(blogArticles)
  const paths = pathsOf(language)
  const feedUrl = absoluteUrl(siteUrl, paths.rss())
  const items = articles.map((french) => {
    const { text: article, language: textLanguage } = articleIn(french, language)
    const url = absoluteUrl(siteUrl, paths.page(canonicalArticlePath(article)))
    const author = findAuthor(article.authorId)
    return [
      textLanguage === language ? '    <item>' : `    <item xml:lang="${languageInfo[textLanguage].htmlLang}">`,
      `      <title>${escapeXml(article.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${rssDate(article.publishedAt)}</pubDate>`,
      ...(author ? [`      <dc:creator>${escapeXml(authorIn(author, language).name)}</dc:creator>`] : []),
      `      <category>${escapeXml(blogCategoryNameIn(article.category, language))}</category>`,
      `      <description>${escapeXml(article.excerpt)}</description>`,
      '    </item>',
    ].join('\n')
  })
  const newest = articles[0]?.publishedAt
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(translate(language, m['editorial.rss.title']))}</title>`,
    `    <link>${escapeXml(absoluteUrl(siteUrl, paths.blog()))}</link>`,
    `    <description>${escapeXml(translate(language, m['editorial.rss.description']))}</description>`,
    `    <language>${languageInfo[language].locale}</language>`,
    ...(newest ? [`    <lastBuildDate>${rssDate(newest)}</lastBuildDate>`] : []),
    `    <atom:link href="${escapeXml(feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}
