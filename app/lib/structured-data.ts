/**
 * schema.org JSON-LD builders, published in the page head through `pageMeta({ structuredData })`.
 */
import { brandName } from './meta.ts'

type Json = Record<string, unknown>

export function faqPageData(items: readonly { question: string; answer: string }[]): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}

export function breadcrumbData(siteUrl: string, crumbs: readonly { name: string; path: string }[]): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.path, `${siteUrl}/`).href,
    })),
  }
}

export function organizationData(input: {
  name: string
  url?: string
  description: string
  foundingYear?: number
  location?: string
  pageUrl: string
}): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: input.name,
    description: input.description,
    ...(input.url ? { url: input.url, sameAs: [input.url] } : { url: input.pageUrl }),
    ...(input.foundingYear ? { foundingDate: String(input.foundingYear) } : {}),
    ...(input.location
      ? { address: { '@type': 'PostalAddress', addressLocality: input.location, addressCountry: 'IL' } }
      : { address: { '@type': 'PostalAddress', addressCountry: 'IL' } }),
  }
}

export function articleData(input: {
  headline: string
  alternativeHeadline?: string
  description: string
  pageUrl: string
  imageUrl: string
  datePublished: string
  dateModified?: string
  authorName: string
  keywords: readonly string[]
  siteUrl: string
  section?: string
}): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.headline,
    ...(input.alternativeHeadline ? { alternativeHeadline: input.alternativeHeadline } : {}),
    description: input.description,
    image: [input.imageUrl],
    datePublished: input.datePublished,
    dateModified: input.dateModified ?? input.datePublished,
    inLanguage: 'fr-FR',
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.pageUrl },
    author: { '@type': 'Organization', name: input.authorName, url: input.siteUrl },
    publisher: { '@type': 'Organization', name: brandName, url: input.siteUrl, logo: { '@type': 'ImageObject', url: new URL('/favicon.svg', `${input.siteUrl}/`).href } },
    keywords: input.keywords.join(', '),
    ...(input.section ? { articleSection: input.section } : {}),
  }
}
