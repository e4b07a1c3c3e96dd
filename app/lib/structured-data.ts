/**
 * schema.org JSON-LD builders, published in the page head through `pageMeta({ structuredData })`,
 * and `structuredDataProblems`, the check the tests run on every page's JSON-LD.
 */
import type { Language } from '~/i18n/languages.ts'
import { brandName } from './meta.ts'
import { localizePath } from './paths.ts'

type Json = Record<string, unknown>

/** The publisher's logo: a PNG made at build time from the site's mark (scripts/og-images.ts). */
export const publisherLogo = { path: '/og/logo.png', width: 512, height: 512 } as const

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

/** A trail of pages, each named by its path in any language and listed in `language`. */
export function breadcrumbData(siteUrl: string, crumbs: readonly { name: string; path: string }[], language: Language): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: new URL(localizePath(crumb.path, language), `${siteUrl}/`).href,
    })),
  }
}

export function organizationData(input: {
  name: string
  url?: string
  description: string
  foundingYear?: number
  /** The headquarters' city; in Israel unless an Israeli centre is given. */
  location?: string
  /** The Israeli city of a company headquartered abroad. */
  israeliCentre?: string
  pageUrl: string
  /** The logo's absolute address. */
  logo?: string | undefined
  /** The company's pages elsewhere (LinkedIn, Crunchbase, Finder). */
  sameAs?: string[]
}): Json {
  const sameAs = [...(input.url ? [input.url] : []), ...(input.sameAs ?? [])]
  const israeliAddress = (locality?: string) => ({
    '@type': 'PostalAddress',
    ...(locality ? { addressLocality: locality } : {}),
    addressCountry: 'IL',
  })
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: input.name,
    description: input.description,
    ...(input.url ? { url: input.url } : { url: input.pageUrl }),
    ...(sameAs.length > 0 ? { sameAs } : {}),
    // The register's logos are 200×200 WebP images.
    ...(input.logo ? { logo: { '@type': 'ImageObject', url: input.logo, width: 200, height: 200 } } : {}),
    ...(input.foundingYear ? { foundingDate: String(input.foundingYear) } : {}),
    ...(input.israeliCentre
      ? {
          ...(input.location ? { address: { '@type': 'PostalAddress', addressLocality: input.location } } : {}),
          location: { '@type': 'Place', address: israeliAddress(input.israeliCentre) },
        }
      : { address: israeliAddress(input.location) }),
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
  /** The locale of the text ('fr-FR', 'en-GB', 'he-IL'). */
  inLanguage: string
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
    inLanguage: input.inLanguage,
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.pageUrl },
    author: { '@type': 'Organization', name: input.authorName, url: input.siteUrl },
    publisher: {
      '@type': 'Organization',
      name: brandName,
      url: input.siteUrl,
      logo: {
        '@type': 'ImageObject',
        url: new URL(publisherLogo.path, `${input.siteUrl}/`).href,
        width: publisherLogo.width,
        height: publisherLogo.height,
      },
    },
    keywords: input.keywords.join(', '),
    ...(input.section ? { articleSection: input.section } : {}),
  }
}

/* ---------- Validation ---------- */

/** The properties each supported type may carry (schema.org), and the ones it must carry (search engines' rich results). */
const typeRules: Record<string, { required: readonly string[]; allowed: readonly string[] }> = {
  FAQPage: { required: ['mainEntity'], allowed: ['mainEntity', 'name', 'description', 'url', 'inLanguage'] },
  Question: { required: ['name', 'acceptedAnswer'], allowed: ['name', 'acceptedAnswer', 'text'] },
  Answer: { required: ['text'], allowed: ['text'] },
  Article: {
    required: ['headline', 'image', 'datePublished', 'author', 'publisher'],
    allowed: ['headline', 'alternativeHeadline', 'description', 'image', 'datePublished', 'dateModified', 'inLanguage', 'mainEntityOfPage', 'author', 'publisher', 'keywords', 'articleSection', 'url', 'wordCount'],
  },
  Organization: {
    required: ['name'],
    allowed: ['name', 'alternateName', 'legalName', 'description', 'url', 'sameAs', 'logo', 'foundingDate', 'address', 'email', 'contactPoint', 'numberOfEmployees', 'founder', 'areaServed', 'knowsAbout', 'location'],
  },
  Place: { required: ['address'], allowed: ['name', 'address'] },
  PostalAddress: { required: [], allowed: ['addressLocality', 'addressRegion', 'addressCountry', 'postalCode', 'streetAddress'] },
  ImageObject: { required: ['url'], allowed: ['url', 'width', 'height', 'caption', 'contentUrl'] },
  WebPage: { required: ['@id'], allowed: ['@id', 'url', 'name'] },
  BreadcrumbList: { required: ['itemListElement'], allowed: ['itemListElement', 'name'] },
  WebSite: { required: ['name', 'url'], allowed: ['name', 'alternateName', 'url', 'description', 'inLanguage', 'publisher', 'potentialAction'] },
  SearchAction: { required: ['target', 'query-input'], allowed: ['target', 'query-input'] },
  EntryPoint: { required: ['urlTemplate'], allowed: ['urlTemplate'] },
  ListItem: { required: ['position', 'name'], allowed: ['position', 'name', 'item'] },
}

const isoDate = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}))?$/

function isAbsoluteUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

/**
 * What is wrong with a JSON-LD object, by schema.org's vocabulary and the
 * properties search engines require for FAQPage, Article, Organization,
 * BreadcrumbList and WebSite (with its SearchAction). An empty list means valid.
 */
export function structuredDataProblems(data: unknown): string[] {
  const problems: string[] = []
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return ['not an object']
  const root = data as Json
  if (root['@context'] !== 'https://schema.org') problems.push('@context must be https://schema.org')

  const visit = (node: unknown, path: string, expected?: readonly string[]) => {
    if (typeof node !== 'object' || node === null || Array.isArray(node)) {
      problems.push(`${path}: expected an object`)
      return
    }
    const value = node as Json
    const type = value['@type']
    if (typeof type !== 'string') {
      problems.push(`${path}: missing @type`)
      return
    }
    if (expected && !expected.includes(type)) problems.push(`${path}: @type ${type}, expected ${expected.join(' or ')}`)
    const rules = typeRules[type]
    if (!rules) {
      problems.push(`${path}: no rules for @type ${type}`)
      return
    }
    for (const key of rules.required) {
      const property = value[key]
      if (property === undefined || property === '' || (Array.isArray(property) && property.length === 0)) problems.push(`${path}: ${type} needs ${key}`)
    }
    for (const [key, property] of Object.entries(value)) {
      if (key === '@context' || key === '@type') continue
      if (!rules.allowed.includes(key)) problems.push(`${path}: ${type} has no property ${key}`)
      if (property === undefined || property === null || (typeof property === 'string' && property.trim() === '')) problems.push(`${path}.${key}: empty`)
    }

    switch (type) {
      case 'FAQPage': {
        const questions = value.mainEntity
        if (!Array.isArray(questions)) problems.push(`${path}.mainEntity: expected a list of questions`)
        else questions.forEach((question, index) => visit(question, `${path}.mainEntity[${index}]`, ['Question']))
        break
      }
      case 'Question':
        visit(value.acceptedAnswer, `${path}.acceptedAnswer`, ['Answer'])
        break
      case 'Article': {
        if (typeof value.headline !== 'string' || value.headline.length > 110) problems.push(`${path}.headline: a text of at most 110 characters`)
        const images = Array.isArray(value.image) ? value.image : [value.image]
        if (!images.every(isAbsoluteUrl)) problems.push(`${path}.image: absolute URLs expected`)
        for (const key of ['datePublished', 'dateModified']) {
          if (value[key] !== undefined && !(typeof value[key] === 'string' && isoDate.test(value[key]))) problems.push(`${path}.${key}: an ISO 8601 date expected`)
        }
        const authors = Array.isArray(value.author) ? value.author : [value.author]
        authors.forEach((author, index) => visit(author, `${path}.author[${index}]`, ['Person', 'Organization']))
        visit(value.publisher, `${path}.publisher`, ['Organization'])
        if (value.mainEntityOfPage !== undefined) visit(value.mainEntityOfPage, `${path}.mainEntityOfPage`, ['WebPage'])
        break
      }
      case 'Organization':
        if (value.url !== undefined && !isAbsoluteUrl(value.url)) problems.push(`${path}.url: an absolute URL expected`)
        if (value.sameAs !== undefined && !(Array.isArray(value.sameAs) && value.sameAs.every(isAbsoluteUrl))) problems.push(`${path}.sameAs: absolute URLs expected`)
        if (value.logo !== undefined) visit(value.logo, `${path}.logo`, ['ImageObject'])
        if (value.address !== undefined) visit(value.address, `${path}.address`, ['PostalAddress'])
        if (value.location !== undefined) visit(value.location, `${path}.location`, ['Place'])
        if (value.foundingDate !== undefined && !(typeof value.foundingDate === 'string' && /^\d{4}(?:-\d{2}(?:-\d{2})?)?$/.test(value.foundingDate))) problems.push(`${path}.foundingDate: a year or ISO date expected`)
        break
      case 'Place':
        visit(value.address, `${path}.address`, ['PostalAddress'])
        break
      case 'ImageObject':
        if (!isAbsoluteUrl(value.url)) problems.push(`${path}.url: an absolute URL expected`)
        break
      case 'WebSite':
        if (!isAbsoluteUrl(value.url)) problems.push(`${path}.url: an absolute URL expected`)
        if (value.publisher !== undefined) visit(value.publisher, `${path}.publisher`, ['Organization'])
        if (value.potentialAction !== undefined) visit(value.potentialAction, `${path}.potentialAction`, ['SearchAction'])
        break
      case 'SearchAction': {
        const target = value.target
        if (typeof target === 'object' && target !== null) visit(target, `${path}.target`, ['EntryPoint'])
        const template = typeof target === 'string' ? target : (target as Json | null)?.urlTemplate
        const input = value['query-input']
        const variable = typeof input === 'string' ? /name=(\w+)/.exec(input)?.[1] : undefined
        if (!variable || typeof template !== 'string' || !template.includes(`{${variable}}`) || !isAbsoluteUrl(template.replace(`{${variable}}`, 'x'))) {
          problems.push(`${path}: the target must be an absolute URL template holding the query-input variable`)
        }
        break
      }
      case 'WebPage':
        if (!isAbsoluteUrl(value['@id'])) problems.push(`${path}.@id: an absolute URL expected`)
        break
      case 'BreadcrumbList': {
        const items = value.itemListElement
        if (!Array.isArray(items)) {
          problems.push(`${path}.itemListElement: expected a list`)
          break
        }
        items.forEach((item, index) => {
          visit(item, `${path}.itemListElement[${index}]`, ['ListItem'])
          const listItem = item as Json
          if (listItem.position !== index + 1) problems.push(`${path}.itemListElement[${index}].position: expected ${index + 1}`)
          // Only the last crumb (the page itself) may leave out its address.
          if (!(index === items.length - 1 && listItem.item === undefined) && !isAbsoluteUrl(listItem.item)) {
            problems.push(`${path}.itemListElement[${index}].item: an absolute URL expected`)
          }
        })
        break
      }
    }
  }
  visit(root, root['@type'] ? String(root['@type']) : '(root)')
  return problems
}
