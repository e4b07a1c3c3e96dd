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
})
