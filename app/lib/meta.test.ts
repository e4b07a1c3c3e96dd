import { describe, expect, it } from 'vitest'
import { pageMeta, routeMeta, withBrand } from './meta.ts'
import { m } from '../paraglide/messages.js'

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

describe("a page's head made with routeMeta", () => {
  const matches = [{ id: 'root', loaderData: { language: 'en', siteUrl: 'https://startups.example.org' } }]

  it('says its messages in the language of the page, at the address asked, with its title card and breadcrumbs', () => {
    const meta = routeMeta({ title: m['nav.contact'], description: 'Write to us.', keywords: ['contact'], socialCard: '/contact', breadcrumbs: [{ name: m['nav.contact'], path: '/en/contact' }] })
    const head = meta({ matches, location: { pathname: '/en/contact' } })
    expect(head).toContainEqual({ title: 'Contact | Startups en Israël' })
    expect(head).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://startups.example.org/en/contact' })
    expect(head).toContainEqual({ property: 'og:image', content: 'https://startups.example.org/og/pages/contact.png' })
    expect(head).toContainEqual({ property: 'og:image:alt', content: 'Contact' })
    const breadcrumbs = head.flatMap((descriptor) => ('script:ld+json' in descriptor ? [descriptor['script:ld+json'] as { itemListElement: { name: string }[] }] : []))
    expect(breadcrumbs[0]!.itemListElement.map((item) => item.name)).toEqual(['Home', 'Contact'])
  })

  it("makes it from the loader's data, and ends with the page's own elements", () => {
    const meta = routeMeta<{ loaderData: { name: string }; matches: typeof matches; location: { pathname: string } }>(({ data, paths }) => ({
      title: data.name,
      description: m['nav.contact'],
      keywords: data.name,
      path: paths.company('wix'),
      more: [{ property: 'article:author', content: data.name }],
    }))
    const head = meta({ loaderData: { name: 'Wix' }, matches, location: { pathname: '/en/startups/wix?x=1' } })
    expect(head).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://startups.example.org/en/startups/wix' })
    expect(head.at(-1)).toEqual({ property: 'article:author', content: 'Wix' })
  })
})
