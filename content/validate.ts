/**
 * Checks the whole content: every collection against its schema, every
 * cross-reference, counts against the announced numbers, internal links,
 * read times, images, and a scan for placeholder text. Returns the problems
 * found (an empty list when the content is sound).
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import * as content from './index.ts'
import { genericSectorFaq, sectorFaq } from './faq.ts'
import { isKnownPath } from './paths.ts'
import {
  articleSchema,
  authorSchema,
  blogCategorySchema,
  companySchema,
  featuredCardSchema,
  guideSchema,
  legalPageSchema,
  localizedFaqItemSchema,
  profileSchema,
  pushitEditorialSchema,
  sectorIds,
  sectorSchema,
  themeSchema,
  topicSchema,
} from './schema.ts'

const publicDir = join(import.meta.dirname, '..', 'public')

/** Words a reader reads per minute: a read time must match the text within this range. */
export const readingSpeed = { min: 180, max: 250 } as const

function schemaProblems(label: string, schema: z.ZodType, values: readonly unknown[], key: (value: unknown, index: number) => string) {
  const problems: string[] = []
  values.forEach((value, index) => {
    const result = schema.safeParse(value)
    if (!result.success) {
      for (const issue of result.error.issues) {
        problems.push(`${label} ${key(value, index)}: ${issue.path.join('.') || '(root)'} ${issue.message}`)
      }
    }
  })
  return problems
}

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>()
  const repeated = new Set<string>()
  for (const value of values) {
    if (seen.has(value)) repeated.add(value)
    seen.add(value)
  }
  return [...repeated]
}

/** Every string inside a value, with its path, for link and placeholder scans. */
function strings(value: unknown, path: string, out: { path: string; text: string }[] = []) {
  if (typeof value === 'string') out.push({ path, text: value })
  else if (Array.isArray(value)) value.forEach((item, index) => strings(item, `${path}[${index}]`, out))
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) strings(item, `${path}.${key}`, out)
  }
  return out
}

export function wordCount(markdown: string): number {
  const text = markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`-]/g, ' ')
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}

const placeholderPattern = /\blorem\b|\bipsum\b|\bTODO\b|\bTBD\b|\bFIXME\b|\bplaceholder\b|\bxxx+\b|example\.(?:com|org)|\bfoo\b|\bbar baz\b|Acme/i

const keyOf = (value: unknown, index: number) => {
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    return String(record.slug ?? record.id ?? index)
  }
  return String(index)
}

/** Everything the validator reads; tests pass an altered copy to prove each check bites. */
export function contentBundle() {
  return {
    sectors: content.sectors,
    themes: content.themes,
    homeSectorIds: content.homeSectorIds,
    companies: content.companies,
    profiles: content.profiles,
    featuredCards: content.featuredCards,
    authors: content.authors,
    blogArticles: content.blogArticles,
    blogCategories: content.blogCategories,
    guidePages: content.guidePages,
    guides: content.guides,
    legalPages: content.legalPages,
    topics: content.topics,
    pushitEditorial: content.pushitEditorial,
    homeFaq: content.homeFaq,
    sectorFaq,
    genericSectorFaq,
  }
}
export type ContentBundle = ReturnType<typeof contentBundle>

export function validateContent(bundle: ContentBundle = contentBundle()): string[] {
  const {
    sectors,
    themes,
    homeSectorIds,
    companies,
    profiles,
    featuredCards,
    authors,
    blogArticles,
    blogCategories,
    guidePages,
    guides,
    legalPages,
    topics,
    pushitEditorial,
    homeFaq,
    sectorFaq,
    genericSectorFaq,
  } = bundle
  const problems: string[] = []
  const localizedFaq = z.array(localizedFaqItemSchema)

  problems.push(
    ...schemaProblems('sector', sectorSchema, sectors, keyOf),
    ...schemaProblems('theme', themeSchema, themes, keyOf),
    ...schemaProblems('company', companySchema, companies, keyOf),
    ...schemaProblems('profile', profileSchema, profiles, keyOf),
    ...schemaProblems('featured card', featuredCardSchema, featuredCards, keyOf),
    ...schemaProblems('author', authorSchema, authors, keyOf),
    ...schemaProblems('article', articleSchema, [...blogArticles, ...guidePages], keyOf),
    ...schemaProblems('blog category', blogCategorySchema, blogCategories.map(({ count: _count, ...category }) => category), keyOf),
    ...schemaProblems('guide', guideSchema, guides, keyOf),
    ...schemaProblems('legal page', legalPageSchema, legalPages, keyOf),
    ...schemaProblems('topic', topicSchema, topics, keyOf),
    ...schemaProblems('pushit editorial', pushitEditorialSchema, [pushitEditorial], keyOf),
    ...schemaProblems('home FAQ', localizedFaq, [homeFaq], () => 'home'),
    ...schemaProblems('sector FAQ', localizedFaq, [...Object.values(sectorFaq), genericSectorFaq], (_value, index) => String(index)),
  )

  // Sectors: the 13 ids, each with as many companies as its card announces, two featured at least.
  const ids = sectors.map((sector) => sector.id)
  if (ids.length !== sectorIds.length || sectorIds.some((id) => !ids.includes(id))) {
    problems.push(`sectors: expected the 13 ids ${sectorIds.join(', ')}, got ${ids.join(', ')}`)
  }
  for (const dup of duplicates(ids)) problems.push(`sectors: duplicate id ${dup}`)
  for (const sector of sectors) {
    const sectorCompanies = companies.filter((company) => company.sector === sector.id)
    if (sectorCompanies.length !== sector.announcedCount) {
      problems.push(`sector ${sector.id}: ${sectorCompanies.length} companies, the card announces ${sector.announcedCount}`)
    }
    if (sectorCompanies.filter((company) => company.featured).length < 2) {
      problems.push(`sector ${sector.id}: fewer than two featured companies`)
    }
  }
  for (const theme of themes) {
    if (!ids.includes(theme.nearestSector)) problems.push(`theme ${theme.id}: unknown nearest sector ${theme.nearestSector}`)
  }
  if (homeSectorIds.length !== 10) problems.push(`home sector grid: ${homeSectorIds.length} sectors instead of 10`)
  for (const id of homeSectorIds) if (!ids.includes(id)) problems.push(`home sector grid: unknown sector ${id}`)
  for (const dup of duplicates(homeSectorIds)) problems.push(`home sector grid: duplicate ${dup}`)

  // Companies and profiles.
  const companySlugs = companies.map((company) => company.slug)
  for (const dup of duplicates(companySlugs)) problems.push(`companies: duplicate slug ${dup}`)
  for (const dup of duplicates(companies.map((company) => company.name.toLowerCase()))) problems.push(`companies: duplicate name ${dup}`)
  for (const dup of duplicates(profiles.map((profile) => profile.slug))) problems.push(`profiles: duplicate slug ${dup}`)
  for (const profile of profiles) {
    if (!companySlugs.includes(profile.slug)) problems.push(`profile ${profile.slug}: no company with that slug`)
    for (const similar of profile.similar) {
      if (!companySlugs.includes(similar)) problems.push(`profile ${profile.slug}: similar startup ${similar} does not exist`)
      if (similar === profile.slug) problems.push(`profile ${profile.slug}: lists itself as similar`)
    }
  }
  if (featuredCards.length !== 9) problems.push(`home featured startups: ${featuredCards.length} cards instead of 9`)
  for (const card of featuredCards) {
    if (!companySlugs.includes(card.slug)) problems.push(`featured card ${card.slug}: no company with that slug`)
  }

  // Articles, authors, categories, guides.
  const articleSlugs = [...blogArticles, ...guidePages].map((article) => article.slug)
  for (const dup of duplicates(articleSlugs)) problems.push(`articles: duplicate slug ${dup}`)
  for (const article of [...blogArticles, ...guidePages]) {
    if (!authors.some((author) => author.id === article.authorId)) problems.push(`article ${article.slug}: unknown author ${article.authorId}`)
    const words = wordCount(article.content)
    const minimum = article.readTime * readingSpeed.min
    const maximum = article.readTime * readingSpeed.max
    if (words < minimum || words > maximum) {
      problems.push(`article ${article.slug}: ${words} words do not take ${article.readTime} min to read (${minimum}–${maximum} words)`)
    }
    if (!existsSync(join(publicDir, article.coverImage.src))) problems.push(`article ${article.slug}: missing cover ${article.coverImage.src}`)
  }
  for (const article of blogArticles) {
    if (!blogCategories.some((category) => category.name === article.category)) {
      problems.push(`article ${article.slug}: unknown blog category ${article.category}`)
    }
  }
  for (const author of authors) {
    if (!existsSync(join(publicDir, author.avatar))) problems.push(`author ${author.id}: missing avatar ${author.avatar}`)
  }
  if (guides.length !== 3) problems.push(`guides: ${guides.length} instead of 3`)
  for (const guide of guides) if (!isKnownPath(guide.path)) problems.push(`guide ${guide.id}: page ${guide.path} does not exist`)
  for (const dup of duplicates(legalPages.flatMap((page) => page.paths))) problems.push(`legal pages: path ${dup} used twice`)

  // Internal links and placeholder text anywhere in the content.
  const everything = strings(
    { sectors, themes, companies, profiles, featuredCards, authors, blogArticles, guidePages, guides, legalPages, topics, pushitEditorial, homeFaq, sectorFaq, genericSectorFaq },
    'content',
  )
  for (const { path, text } of everything) {
    for (const match of text.matchAll(/\]\((\/[^)\s]*)\)/g)) {
      const link = match[1] ?? ''
      if (!isKnownPath(link)) problems.push(`${path}: internal link ${link} leads to no page`)
    }
    const placeholder = placeholderPattern.exec(text)
    if (placeholder) problems.push(`${path}: placeholder text "${placeholder[0]}"`)
  }
  for (const company of companies) {
    if (typeof company.website === 'string' && company.website.startsWith('/') && !isKnownPath(company.website)) {
      problems.push(`company ${company.slug}: website ${company.website} leads to no page`)
    }
  }
  return problems
}
