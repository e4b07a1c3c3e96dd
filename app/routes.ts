import { index, route, type RouteConfig } from '@react-router/dev/routes'
import { crawlerAddresses, feedAddresses, legalAddress, legalPageNames, oldAddresses, pageAddresses, type PageName } from './lib/addresses.ts'

/**
 * The module of each page (spec section 2, plus the pages the issues add), grouped by feature under
 * `routes/`; its address is declared in lib/addresses.ts. A page is declared at the root for French and
 * under `en/` and `he/` for English and Hebrew; the module is the same, the language comes from the address.
 */
const pageModules = {
  home: 'directory/home.tsx',
  categories: 'directory/categories.tsx',
  sector: 'directory/category.tsx',
  topic: 'editorial/topic.tsx',
  directory: 'directory/startups.tsx',
  company: 'directory/startup-profile.tsx',
  search: 'directory/search.tsx',
  blog: 'editorial/blog.tsx',
  article: 'editorial/blog-article.tsx',
  investmentGuide: 'editorial/investment-guide.tsx',
  guide: 'editorial/guide.tsx',
  contact: 'site/contact.tsx',
  newsletter: 'account/newsletter.tsx',
  newsletterConfirm: 'account/newsletter-confirm.tsx',
  newsletterUnsubscribe: 'account/newsletter-unsubscribe.tsx',
  auth: 'account/auth.tsx',
  profile: 'account/profile.tsx',
  pushit: 'editorial/pushit-replays.tsx',
  sources: 'directory/sources.tsx',
} satisfies Record<PageName, string>

/** Each address with its module and, where the address does not make it, its route id (tests and the prerenderer use the ids). */
const entries: readonly (readonly [address: string, file: string, id?: string])[] = [
  ...Object.entries(pageModules).map(([name, file]) => [pageAddresses[name as PageName], file, name === 'home' ? 'home' : undefined] as const),
  ...legalPageNames.map((name) => [legalAddress(name), 'editorial/legal.tsx', `legal-${name}`] as const),
  [oldAddresses.oldGuide, 'editorial/guide-redirect.ts'],
  [oldAddresses.oldStartup, 'directory/startup-redirect.ts'],
  [feedAddresses.rss, 'editorial/rss.ts'],
]

function routesOf(prefix: '' | 'en' | 'he') {
  return entries.map(([address, file, id]) => {
    const path = address.slice(1)
    const routeId = id ?? path.replace(/[/:.]+/g, '-')
    const module = `routes/${file}`
    const prefixedId = prefix ? `${prefix}-${routeId}` : routeId
    if (path === '') return prefix ? route(prefix, module, { id: prefixedId }) : index(module, { id: prefixedId })
    return route(prefix ? `${prefix}/${path}` : path, module, { id: prefixedId })
  })
}

export default [
  ...routesOf(''),
  ...routesOf('en'),
  ...routesOf('he'),
  route(crawlerAddresses.sitemap.slice(1), 'routes/site/sitemap.ts'),
  route(crawlerAddresses.robots.slice(1), 'routes/site/robots.ts'),
  // Any other address, in any language, is the 404 page in the language of its first segment.
  route('*', 'routes/site/not-found.tsx'),
] satisfies RouteConfig
