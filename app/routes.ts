import { index, route, type RouteConfig } from '@react-router/dev/routes'

/** The route table of spec section 2, plus the pages the issues add (ADR 0003). */
export default [
  index('routes/home.tsx'),
  route('categories', 'routes/categories.tsx'),
  route('category/:categoryId', 'routes/category.tsx'),
  route('categories/:topic', 'routes/topic.tsx'),
  route('startups', 'routes/startups.tsx'),
  route('startups/:slug', 'routes/startup-profile.tsx'),
  route('search', 'routes/search.tsx'),
  route('blog', 'routes/blog.tsx'),
  route('blog/:slug', 'routes/blog-article.tsx'),
  route('comment-investir-startup-israelienne', 'routes/investment-guide.tsx'),
  route('guides/:slug', 'routes/guide.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('newsletter', 'routes/newsletter.tsx'),
  route('newsletter/confirm', 'routes/newsletter-confirm.tsx'),
  route('newsletter/unsubscribe', 'routes/newsletter-unsubscribe.tsx'),
  route('auth', 'routes/auth.tsx'),
  route('profile', 'routes/profile.tsx'),
  route('pushit-replays', 'routes/pushit-replays.tsx'),
  route('sources', 'routes/sources.tsx'),
  ...['privacy', 'confidentialite', 'terms', 'conditions', 'legal-notice', 'mentions-legales', 'cookies'].map((path) =>
    route(path, 'routes/legal.tsx', { id: `legal-${path}` }),
  ),
  route('guide/:guideId', 'routes/guide-redirect.ts'),
  route('startup/:startupId', 'routes/startup-redirect.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('blog/rss.xml', 'routes/rss.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
