/**
 * Checks the whole content: every collection against its schema, every
 * cross-reference, counts against the announced numbers, internal links,
 * read times, images, a scan for placeholder text, and that no fact is typed
 * twice in disagreement: one record per company, and the founding year,
 * headcount, number of users, headquarters and Israeli centre that the texts
 * state against the company record. The English and Hebrew versions of the
 * long texts pass the same schemas, reading-time rule, link and
 * placeholder checks, and state the French key-fact headcount. Returns the
 * problems found (an empty list when the content is sound).
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import * as content from './index.ts'
import { genericSectorFaq, sectorFaq } from './faq.ts'
import { isKnownPath } from './paths.ts'
import { blogArticleTranslations } from './blog/i18n/index.ts'
import { guidePageTranslations } from './guides/i18n/index.ts'
import { legalPageTranslations } from './legal/i18n/index.ts'
import { profileTranslations, profileWithText } from './profiles/i18n/index.ts'
import { pushitEditorialTranslations } from './pushit-page.i18n/index.ts'
import type { TranslatedLanguage } from './translations.ts'
import { authorTranslations } from './authors.i18n.ts'
import { blogCategoryTranslations } from './blog/categories.i18n.ts'
import { featuredPitchTranslations } from './featured.i18n.ts'
import { topicTranslations } from './topics.i18n.ts'
import { specificationSectorIds } from './sector-ids.ts'
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
  profileTextSchemas,
  pushitEditorialSchema,
  sectorIds,
  sectorSchema,
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
    /** The English and Hebrew versions of the long texts, by language. */
    translations: {
      profiles: profileTranslations,
      blogArticles: blogArticleTranslations,
      guidePages: guidePageTranslations,
      pushitEditorial: pushitEditorialTranslations,
      legalPages: legalPageTranslations,
    },
    /** The English and Hebrew short editorial texts (content/site-texts.i18n.ts), keyed like the French entries. */
    siteTexts: {
      topics: topicTranslations as Readonly<Record<string, unknown>>,
      featuredCards: featuredPitchTranslations as Readonly<Record<string, unknown>>,
      blogCategories: blogCategoryTranslations as Readonly<Record<string, unknown>>,
      authors: authorTranslations as Readonly<Record<string, unknown>>,
    },
  }
}
export type ContentBundle = ReturnType<typeof contentBundle>

/* ---------- One record per fact ---------- */

type CompanyRecord = ContentBundle['companies'][number]
type ProfileRecord = ContentBundle['profiles'][number]

/** Countries written where a city could stand: 'sa R&D en Israël' names no city. */
const countryNames = new Set(['Israël'])

/** A city as the texts write it: capitalised words ('Tel Aviv', 'Rosh HaAyin', 'Beer-Sheva'). */
const city = String.raw`(\p{Lu}[\p{L}’'-]*(?: \p{Lu}[\p{L}’'-]*)*)`

/** 'Fondée en 2008', 'Née à Tel Aviv en 2013', 'Créée en 1939': the year the company was founded. */
const foundingPattern = /(?<!\p{L})(?:[Ff]ondée?s?|[Cc]réée?s?|[Nn]ée?s?)(?!\p{L})[^.;,!?]{0,40}?(?<!\p{L})en (\d{4})(?!\d)/gu

/** 'Siège à New York', 'son siège social est installé à Sunnyvale', 'Basée à Beer-Sheva': the headquarters. */
const headquartersPatterns = [
  new RegExp(String.raw`[Ss]iège(?: social| commercial)?(?: (?:est|se trouve|reste))?(?: (?:installé|situé|basé))? (?:à|en) ${city}`, 'gu'),
  new RegExp(String.raw`(?:^|[.,;] | et |(?:société|entreprise|studio)(?: israélienne)? )[Bb]asée? à ${city}`, 'gu'),
]

/** 'sa R&D à Tel Aviv', 'Son centre de R&D est à Haïfa': the Israeli centre, or the headquarters when it is in Israel. */
const centrePattern = new RegExp(String.raw`(?:R&D|recherche et développement|centre de développement)[^.;,!?]{0,40}?(?<!\p{L})(?:à|en) ${city}`, 'gu')

const count = String.raw`(\d{1,3}(?:[\s\u00a0\u202f]\d{3})*)`
/** 'plus de 6 000 collaborateurs', 'environ 800 salariés'. */
const headcountPattern = new RegExp(String.raw`(?<!\p{L})([Pp]lus de|[Ee]nviron|[Pp]rès de) ${count} (?:employés|salariés|collaborateurs|personnes)(?!\p{L})`, 'gu')
/** A key fact's headcount: 'Plus de 3 000'. */
const keyFactHeadcountPattern = new RegExp(String.raw`^([Pp]lus de|[Ee]nviron|[Pp]rès de) ${count}$`, 'u')
/**
 * A key fact's headcount in the other languages, with the thousands separated by a comma: 'More than 3,000',
 * 'יותר מ-3,000'. Its number must be the French one (the French headcount is the one checked against the record).
 */
const translatedHeadcountPatterns: Record<TranslatedLanguage, RegExp> = {
  en: /^(?:More than|About|Nearly) (\d{1,3}(?:,\d{3})*)$/u,
  he: /^(?:יותר מ-|כ-|קרוב ל-)(\d{1,3}(?:,\d{3})*)$/u,
}
/** '243 millions d'utilisateurs'. */
const usersPattern = /(\d+(?:[,.]\d+)?) millions? d[’']utilisateurs/gu

/** The smallest and largest headcount of each band of the company record. */
const bandRange: Record<NonNullable<CompanyRecord['employees']>, readonly [number, number]> = {
  '1-10': [1, 10],
  '11-50': [11, 50],
  '51-200': [51, 200],
  '201-500': [201, 500],
  '501-1000': [501, 1000],
  '1001-5000': [1001, 5000],
  '5000+': [5000, Number.POSITIVE_INFINITY],
}

interface StatedHeadcount {
  /** 'more' for 'plus de N'; 'about' for 'environ N' and 'près de N'. */
  kind: 'more' | 'about'
  count: number
  where: string
}

function statedHeadcount(qualifier: string, digits: string, where: string): StatedHeadcount {
  return { kind: /^plus/i.test(qualifier) ? 'more' : 'about', count: Number(digits.replace(/\D/g, '')), where }
}

/** Whether a stated headcount can be true of a company in that band. */
function fitsBand(stated: StatedHeadcount, [min, max]: readonly [number, number]): boolean {
  return stated.kind === 'more' ? stated.count < max : stated.count >= min && stated.count <= max
}

/** Every text written about a company: its description and its profile's prose. */
function companyTexts(company: CompanyRecord, profile: ProfileRecord | undefined) {
  const texts = [{ path: `company ${company.slug}: description`, text: company.description }]
  if (profile) {
    const { similar: _similar, slug: _slug, layout: _layout, ...prose } = profile
    texts.push(...strings(prose, `profile ${profile.slug}`))
  }
  return texts
}

/**
 * The facts a company's texts state, each against the company record: a founding year, a
 * headquarters, an R&D centre, a headcount or a number of users typed twice must agree.
 */
function factProblems(company: CompanyRecord, profile: ProfileRecord | undefined): string[] {
  const problems: string[] = []
  const label = `company ${company.slug}`
  if (company.israeliCentre !== undefined) {
    if (company.israeliCentre === company.location) problems.push(`${label}: the Israeli centre repeats the headquarters ${company.location}`)
    if (countryNames.has(company.israeliCentre)) problems.push(`${label}: the Israeli centre must be a city, not ${company.israeliCentre}`)
  }
  const headcounts: StatedHeadcount[] = []
  const users = new Map<string, string>()
  for (const { path, text } of companyTexts(company, profile)) {
    for (const match of text.matchAll(foundingPattern)) {
      const year = Number(match[1])
      if (company.founded !== year) {
        problems.push(`${path}: the text gives ${year} as the founding year, the company record ${company.founded ?? 'none'}`)
      }
    }
    for (const pattern of headquartersPatterns) {
      for (const match of text.matchAll(pattern)) {
        const place = match[1] ?? ''
        if (!countryNames.has(place) && place !== company.location) {
          problems.push(`${path}: the text puts the headquarters in ${place}, the company record in ${company.location}`)
        }
      }
    }
    const centre = company.israeliCentre ?? company.location
    for (const match of text.matchAll(centrePattern)) {
      const place = match[1] ?? ''
      if (!countryNames.has(place) && place !== centre) {
        problems.push(`${path}: the text puts the R&D centre in ${place}, the company record in ${centre}`)
      }
    }
    for (const match of text.matchAll(headcountPattern)) headcounts.push(statedHeadcount(match[1] ?? '', match[2] ?? '', path))
    for (const match of text.matchAll(usersPattern)) users.set((match[1] ?? '').replace(',', '.'), path)
  }
  if (profile?.layout === 'long' && profile.keyFacts.employees) {
    const match = keyFactHeadcountPattern.exec(profile.keyFacts.employees)
    if (match) headcounts.push(statedHeadcount(match[1] ?? '', match[2] ?? '', `profile ${profile.slug}: keyFacts.employees`))
    else problems.push(`profile ${profile.slug}: keyFacts.employees "${profile.keyFacts.employees}" is not a headcount such as 'Plus de 1 000'`)
  }
  if (new Set(headcounts.map((stated) => stated.count)).size > 1) {
    problems.push(`${label}: headcounts that disagree: ${headcounts.map((stated) => `${stated.count} (${stated.where})`).join(', ')}`)
  }
  if (company.employees) {
    const band = bandRange[company.employees]
    for (const stated of headcounts) {
      if (!fitsBand(stated, band)) problems.push(`${stated.where}: a headcount of ${stated.count} does not fit the company record's band ${company.employees}`)
    }
  }
  if (users.size > 1) {
    problems.push(`${label}: numbers of users that disagree: ${[...users].map(([millions, where]) => `${millions} million (${where})`).join(', ')}`)
  }
  return problems
}

/** A site's host without 'www.': two records with one host are one company twice. */
function siteHost(website: string): string | undefined {
  return /^https:\/\//.test(website) ? new URL(website).hostname.replace(/^www\./, '') : undefined
}

/** A name compared without case, accents, spaces or punctuation ('Monday.com' and 'monday com'). */
function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
}

export function validateContent(bundle: ContentBundle = contentBundle()): string[] {
  const {
    sectors,
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
    translations,
    siteTexts,
  } = bundle
  const problems: string[] = []
  const localizedFaq = z.array(localizedFaqItemSchema)

  problems.push(
    ...schemaProblems('sector', sectorSchema, sectors, keyOf),
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

  // Sectors: the 15 ids; each of the specification's 13 has two featured companies at least.
  const ids = sectors.map((sector) => sector.id)
  if (ids.length !== sectorIds.length || sectorIds.some((id) => !ids.includes(id))) {
    problems.push(`sectors: expected the ${sectorIds.length} ids ${sectorIds.join(', ')}, got ${ids.join(', ')}`)
  }
  for (const dup of duplicates(ids)) problems.push(`sectors: duplicate id ${dup}`)
  for (const id of specificationSectorIds) {
    if (companies.filter((company) => company.sector === id && company.featured).length < 2) {
      problems.push(`sector ${id}: fewer than two featured companies`)
    }
  }
  if (homeSectorIds.length !== 10) problems.push(`home sector grid: ${homeSectorIds.length} sectors instead of 10`)
  for (const id of homeSectorIds) if (!ids.includes(id)) problems.push(`home sector grid: unknown sector ${id}`)
  for (const dup of duplicates(homeSectorIds)) problems.push(`home sector grid: duplicate ${dup}`)

  // Companies and profiles.
  const companySlugs = companies.map((company) => company.slug)
  for (const dup of duplicates(companySlugs)) problems.push(`companies: duplicate slug ${dup}`)
  for (const dup of duplicates(companies.map((company) => nameKey(company.name)))) problems.push(`companies: one company twice, name ${dup}`)
  const hosts = companies.map((company) => siteHost(company.website)).filter((host): host is string => host !== undefined)
  for (const dup of duplicates(hosts)) problems.push(`companies: one company twice, site ${dup}`)
  for (const company of companies) problems.push(...factProblems(company, profiles.find((profile) => profile.slug === company.slug)))
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

  // The English and Hebrew versions of the long texts.
  for (const language of ['en', 'he'] as const) {
    const label = (kind: string) => `${language} ${kind}`
    const versions = {
      profiles: translations.profiles[language],
      articles: [...translations.blogArticles[language], ...translations.guidePages[language]],
      pushit: translations.pushitEditorial[language],
      legal: translations.legalPages[language],
    }
    // A legal page's version keeps the French page's id, addresses and date: the French stays the binding text.
    for (const page of versions.legal) {
      const french = legalPages.find((candidate) => candidate.id === page.id)
      if (!french) problems.push(`${label('legal page')} ${page.id}: no French page with that id`)
      else if (page.paths.join() !== french.paths.join() || page.updatedAt !== french.updatedAt) {
        problems.push(`${label('legal page')} ${page.id}: paths and date must be the French page's`)
      }
    }
    problems.push(
      ...schemaProblems(label('legal page'), legalPageSchema, versions.legal, keyOf),
      ...schemaProblems(label('article'), articleSchema, versions.articles, keyOf),
      ...schemaProblems(label('pushit editorial'), pushitEditorialSchema, [versions.pushit], keyOf),
    )
    for (const dup of duplicates(versions.profiles.map((profile) => profile.slug))) problems.push(`${label('profiles')}: duplicate slug ${dup}`)
    for (const dup of duplicates(versions.articles.map((article) => article.slug))) problems.push(`${label('articles')}: duplicate slug ${dup}`)
    for (const text of versions.profiles) {
      const french = profiles.find((candidate) => candidate.slug === text.slug)
      if (!french) {
        problems.push(`${label('profile')} ${text.slug}: no French profile with that slug`)
        continue
      }
      // The texts alone, which must not type again a fact of the French profile; then the profile the pages show.
      const textProblems = schemaProblems(label('profile'), profileTextSchemas[french.layout], [text], keyOf)
      problems.push(...textProblems)
      const profile = textProblems.length === 0 ? profileWithText(french, text) : undefined
      if (!profile) continue
      problems.push(...schemaProblems(label('profile'), profileSchema, [profile], keyOf))
      if (profile.layout !== 'long' || french.layout !== 'long' || !profile.keyFacts.employees) continue
      const stated = translatedHeadcountPatterns[language].exec(profile.keyFacts.employees)
      const frenchCount = keyFactHeadcountPattern.exec(french.keyFacts.employees ?? '')?.[2]?.replace(/\D/g, '')
      if (!stated) problems.push(`${label('profile')} ${profile.slug}: keyFacts.employees "${profile.keyFacts.employees}" is not a headcount of its language`)
      else if (stated[1]?.replace(/\D/g, '') !== frenchCount) {
        problems.push(`${label('profile')} ${profile.slug}: keyFacts.employees "${profile.keyFacts.employees}" does not state the French headcount ${frenchCount ?? 'none'}`)
      }
    }
    for (const article of versions.articles) {
      if (![...blogArticles, ...guidePages].some((candidate) => candidate.slug === article.slug)) {
        problems.push(`${label('article')} ${article.slug}: no French article with that slug`)
      }
      const words = wordCount(article.content)
      const minimum = article.readTime * readingSpeed.min
      const maximum = article.readTime * readingSpeed.max
      if (words < minimum || words > maximum) {
        problems.push(`${label('article')} ${article.slug}: ${words} words do not take ${article.readTime} min to read (${minimum}–${maximum} words)`)
      }
      if (!existsSync(join(publicDir, article.coverImage.src))) problems.push(`${label('article')} ${article.slug}: missing cover ${article.coverImage.src}`)
    }
  }

  // The short editorial texts in English and Hebrew: one entry per French one, both languages, valid.
  const translated = <T extends z.ZodType>(text: T) => z.strictObject({ en: text, he: text })
  const siteTextChecks: [label: string, keys: readonly string[], record: Readonly<Record<string, unknown>>, schema: z.ZodType][] = [
    ['topic', topics.map((topic) => topic.slug), siteTexts.topics, translated(topicSchema.pick({ title: true, description: true, intro: true }).strict())],
    ['featured card', featuredCards.map((card) => card.slug), siteTexts.featuredCards, translated(featuredCardSchema.shape.pitch)],
    ['blog category', blogCategories.map((category) => category.id), siteTexts.blogCategories, translated(z.strictObject({ name: z.string().trim().min(2), description: blogCategorySchema.shape.description }))],
    ['author', authors.map((author) => author.id), siteTexts.authors, translated(authorSchema.pick({ name: true, bio: true }).strict())],
  ]
  for (const [label, keys, record, schema] of siteTextChecks) {
    for (const key of keys) {
      if (!Object.hasOwn(record, key)) problems.push(`${label} ${key}: no English and Hebrew text`)
      else problems.push(...schemaProblems(`${label} ${key} translation`, schema, [record[key]], () => ''))
    }
    for (const key of Object.keys(record)) if (!keys.includes(key)) problems.push(`${label} translation ${key}: no French entry with that key`)
  }

  // Internal links and placeholder text anywhere in the content, the versions in other languages included.
  const everything = strings(
    { sectors, companies, profiles, featuredCards, authors, blogArticles, guidePages, guides, legalPages, topics, pushitEditorial, homeFaq, sectorFaq, genericSectorFaq, translations, siteTexts },
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
