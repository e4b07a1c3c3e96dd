import { index, route, type RouteConfig } from '@react-router/dev/routes'

/**
 * The pages of one language (spec section 2, plus the pages the issues
 * add). Each is declared at the root for French and under `en/` and
 * `he/` for English and Hebrew; the module is the same, the
 * language comes from the address.
 */
const pages: readonly [path: string | null, file: string, id?: string][] = [
  [null, 'routes/home.tsx', 'home'],
  ['categories', 'routes/categories.tsx'],
  ['category/:categoryId', 'routes/category.tsx'],
  ['categories/:topic', 'routes/topic.tsx'],
  ['startups', 'routes/startups.tsx'],
  ['startups/:slug', 'routes/startup-profile.tsx'],
  ['search', 'routes/search.tsx'],
  ['blog', 'routes/blog.tsx'],
  ['blog/:slug', 'routes/blog-article.tsx'],
  ['comment-investir-startup-israelienne', 'routes/investment-guide.tsx'],
  ['guides/:slug', 'routes/guide.tsx'],
  ['contact', 'routes/contact.tsx'],
  ['newsletter', 'routes/newsletter.tsx'],
  ['newsletter/confirm', 'routes/newsletter-confirm.tsx'],
  ['newsletter/unsubscribe', 'routes/newsletter-unsubscribe.tsx'],
  ['auth', 'routes/auth.tsx'],
  ['profile', 'routes/profile.tsx'],
  ['pushit-replays', 'routes/pushit-replays.tsx'],
  ['sources', 'routes/sources.tsx'],
  ...['privacy', 'confidentialite', 'terms', 'conditions', 'legal-notice', 'mentions-legales', 'cookies'].map(
    (path) => [path, 'routes/legal.tsx', `legal-${path}`] as [string, string, string],
  ),
  ['guide/:guideId', 'routes/guide-redirect.ts'],
  ['startup/:startupId', 'routes/startup-redirect.ts'],
  ['blog/rss.xml', 'routes/rss.ts'],
]

function routesOf(prefix: '' | 'en' | 'he') {
  return pages.map(([path, file, id]) => {
    const name = id ?? path!.replace(/[/:.]+/g, '-')
    const routeId = prefix ? `${prefix}-${name}` : name
    if (path === null) return prefix ? route(prefix, file, { id: routeId }) : index(file, { id: routeId })
    return route(prefix ? `${prefix}/${path}` : path, file, { id: routeId })
  })
}

export default [
  ...routesOf(''),
  ...routesOf('en'),
  ...routesOf('he'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  // Any other address, in any language, is the 404 page in the language of its first segment.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
