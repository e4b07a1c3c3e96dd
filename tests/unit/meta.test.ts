import { describe, expect, it } from 'vitest'
import { pageMeta, withBrand } from '../../app/lib/meta.ts'

describe('page metadata', () => {
  it('adds the brand suffix unless the title already contains the brand', () => {
    expect(withBrand('Catégories')).toBe('Catégories | Startups en Israël')
    expect(withBrand('Startups en Israël : Découvrez les secteurs innovants')).toBe('Startups en Israël : Découvrez les secteurs innovants')
  })

  it('builds the canonical address from the site origin and the path, with OpenGraph and a large-image card', () => {
    const meta = pageMeta({
      title: 'Blog',
      description: 'Analyses et actualités de la tech israélienne, pour investisseurs.',
      keywords: ['blog', 'tech'],
      path: '/blog',
      siteUrl: 'https://startups.example.org',
      language: 'fr',
    })
    expect(meta).toContainEqual({ title: 'Blog | Startups en Israël' })
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://startups.example.org/blog' })
    expect(meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' })
    expect(meta).toContainEqual({ property: 'og:url', content: 'https://startups.example.org/blog' })
    expect(meta).toContainEqual({ name: 'keywords', content: 'blog, tech' })
  })
  it("publishes the page's place below home as a BreadcrumbList in the page's language", () => {
    const meta = pageMeta({
      title: 'צור קשר',
      description: 'כתבו לנו.',
      keywords: ['קשר'],
      path: '/he/contact',
      siteUrl: 'https://startups.example.org',
      language: 'he',
      breadcrumbs: [{ name: 'צור קשר', path: '/he/contact' }],
    })
    const lists = meta.flatMap((descriptor) => ('script:ld+json' in descriptor ? [descriptor['script:ld+json'] as { '@type': string; itemListElement: unknown[] }] : []))
    const breadcrumbs = lists.filter((data) => data['@type'] === 'BreadcrumbList')
    expect(breadcrumbs).toHaveLength(1)
    expect(breadcrumbs[0]!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'דף הבית', item: 'https://startups.example.org/he' },
      { '@type': 'ListItem', position: 2, name: 'צור קשר', item: 'https://startups.example.org/he/contact' },
    ])
    expect(pageMeta({ title: 'Blog', description: 'd', keywords: [], path: '/blog', siteUrl: 'https://startups.example.org', language: 'fr' }).some((descriptor) => 'script:ld+json' in descriptor)).toBe(false)
  })
})
