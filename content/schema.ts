/**
 * Zod schemas for every content collection of the site. One base schema per
 * concept; collections are validated by `tests/unit/content.test.ts` and at
 * build time (`content/index.ts` parses everything on import).
 */
import { z } from 'zod'

import { headcounts, stages } from './company-facts.ts'
import { languages, type Language } from './languages.ts'
import { currencies } from './money.ts'
import { sectorIds15, type SectorId15 } from './sector-ids.ts'

export { languages, type Language }

/** A text that exists in the three interface languages. */
export const localizedText = z.object({
  fr: z.string().trim().min(1),
  en: z.string().trim().min(1),
  he: z.string().trim().min(1),
})
export type LocalizedText = z.infer<typeof localizedText>

export const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug must be kebab-case ascii')

/** The 15 sector ids of the directory (content/sector-ids.ts). */
export const sectorIds = sectorIds15
export const sectorIdSchema = z.enum(sectorIds15)
export type SectorId = SectorId15

export const sectorSchema = z.object({
  id: sectorIdSchema,
  /** An emoji. */
  icon: z.string().min(1).max(8),
  /** Brand colour of the sector, used for the company logo tiles: #rrggbb. */
  color: z.string().regex(/^#[0-9a-f]{6}$/),
  name: localizedText,
  description: localizedText,
})
export type Sector = z.infer<typeof sectorSchema>

export const stageSchema = z.enum(stages)
export type Stage = z.infer<typeof stageSchema>

export const lastRoundSchema = z.union([
  z.enum([
    'IPO',
    'Seed',
    'Series A',
    'Series B',
    'Series C',
    'Series D',
    'Series E',
    'Series F',
    'Series G',
  ]),
])

export const employeesSchema = z.enum(headcounts)

/** An amount of money (content/money.ts): a whole, positive number of the currency's units. */
export const moneySchema = z.strictObject({
  amount: z.number().int().positive(),
  currency: z.enum(currencies),
  atLeast: z.literal(true).optional(),
})

const currentYear = 2026

/** A city, written as the site writes it in French: 'Tel Aviv', 'Jérusalem', 'New York', 'Londres'. */
const cityName = z.string().trim().min(2)

/** A company of the directory (spec section 3, "Startup"). */
export const companySchema = z.object({
  slug: slugSchema,
  name: z.string().trim().min(1),
  sector: sectorIdSchema,
  /** One or two French sentences written for this site. */
  description: z.string().trim().min(40).max(400),
  /** The company's real official address (or, for a company with no site of its own, an internal page). */
  website: z.union([z.url({ protocol: /^https$/ }), z.string().regex(/^\/[a-z0-9-]+$/)]),
  founded: z.number().int().min(1900).max(currentYear).optional(),
  employees: employeesSchema.optional(),
  /**
   * Headquarters: a city, in Israel ('Tel Aviv', 'Jérusalem') or abroad ('New York', 'Londres'),
   * 'Israël' when only the country is known.
   */
  location: cityName,
  /**
   * The Israeli city of the company's R&D centre or main Israeli office, given only when the
   * headquarters (`location`) is abroad.
   */
  israeliCentre: cityName.optional(),
  /** Total funding raised: an amount and its currency (content/money.ts). */
  funding: moneySchema.optional(),
  /** The last funding round; an acquisition is not a round (issue 33): it is `acquiredBy`, with stage 'Acquired'. */
  lastRound: lastRoundSchema.optional(),
  /** Who bought the company, for a company of stage 'Acquired'. */
  acquiredBy: z.string().trim().min(2).optional(),
  stage: stageSchema,
  tags: z.array(z.string().trim().min(2)).min(2).max(5),
  featured: z.boolean(),
})
export type Company = z.infer<typeof companySchema>

/**
 * A company's text in English or Hebrew, written for readers of that language from the French
 * `description` and `tags`: the same facts, figures, dates and names, not a word-for-word rendering.
 */
export const companyTranslationSchema = z.object({
  description: z.string().trim().min(40).max(400),
  tags: z.array(z.string().trim().min(2)).min(2).max(5),
})
export type CompanyTranslation = z.infer<typeof companyTranslationSchema>
/** The translations of one sector file's companies, by slug. */
export type CompanyTranslations = Readonly<Record<string, CompanyTranslation>>

export const faqItemSchema = z.object({
  question: z.string().trim().min(5),
  answer: z.string().trim().min(20),
})
export type FaqItem = z.infer<typeof faqItemSchema>

export const localizedFaqItemSchema = z.object({
  question: localizedText,
  answer: localizedText,
})
export type LocalizedFaqItem = z.infer<typeof localizedFaqItemSchema>

export const seoSchema = z.object({
  title: z.string().trim().min(10).max(70),
  description: z.string().trim().min(50).max(170),
  keywords: z.array(z.string().trim().min(2)).min(3),
})
export type Seo = z.infer<typeof seoSchema>

const namedItem = z.object({
  name: z.string().trim().min(2),
  description: z.string().trim().min(10),
})

/**
 * The longer profile layout (spec section 2, nine first-written profiles). Strict, like the
 * AdTech layout: a fact of the company record (site, founding year, places) typed again here is
 * refused.
 */
export const longProfileSchema = z.strictObject({
  layout: z.literal('long'),
  slug: slugSchema,
  tagline: z.string().trim().min(10),
  /** Short paragraph under the name in the hero. */
  intro: z.string().trim().min(40),
  /**
   * Facts the company record does not hold. The founding year, the headquarters and the Israeli
   * centre are read from the company record (one record per fact): a key fact repeating them is
   * refused.
   */
  keyFacts: z.strictObject({
    /** Headcount as the company states it, e.g. 'Plus de 3 000'; checked against the record's band. */
    employees: z.string().trim().optional(),
    /** Label such as 'Valorisation', 'Financement', 'Capitalisation', 'Rachat'. */
    valueLabel: z.string().trim().optional(),
    value: z.string().trim().optional(),
  }),
  about: z.array(z.string().trim().min(40)).min(2),
  technologies: z.object({
    title: z.string().trim().min(3),
    items: z.array(namedItem).min(3),
  }),
  lists: z
    .array(
      z.object({
        title: z.string().trim().min(3),
        items: z.array(z.string().trim().min(3)).min(3),
      }),
    )
    .min(1),
  faq: z.array(faqItemSchema).min(3),
  similar: z.array(slugSchema).min(2).max(4),
  seo: seoSchema,
})
export type LongProfile = z.infer<typeof longProfileSchema>

/** The AdTech profile layout (spec section 2); the official site is the company record's. */
export const adtechProfileSchema = z.strictObject({
  layout: z.literal('adtech'),
  slug: slugSchema,
  initials: z.string().regex(/^[A-Z0-9]{1,3}$/),
  tagline: z.string().trim().min(10),
  tags: z.tuple([z.string(), z.string(), z.string(), z.string()]),
  about: z.tuple([z.string().trim().min(80), z.string().trim().min(80)]),
  features: z.tuple([namedItem, namedItem, namedItem, namedItem]),
  businessModel: z.tuple([namedItem, namedItem, namedItem]),
  similar: z.tuple([slugSchema, slugSchema]),
  info: z.object({
    sector: z.literal('AdTech'),
    country: z.literal('Israël'),
    specialty: z.string().trim().min(2),
    stage: z.enum(['Scale-up', 'Growth']),
  }),
  seo: seoSchema,
})
export type AdtechProfile = z.infer<typeof adtechProfileSchema>

export const profileSchema = z.discriminatedUnion('layout', [longProfileSchema, adtechProfileSchema])
export type Profile = z.infer<typeof profileSchema>

/**
 * What a written profile says in English or Hebrew: its texts, and the slug of the French profile
 * it renders. The facts no language changes (the layout, the initials, the similar startups, the
 * AdTech sector, country and stage) are the French profile's only; a version typing them again is refused.
 */
export const longProfileTextSchema = longProfileSchema.omit({ layout: true, similar: true })
export type LongProfileText = z.infer<typeof longProfileTextSchema>
export const adtechProfileTextSchema = adtechProfileSchema
  .omit({ layout: true, initials: true, similar: true })
  .extend({ info: adtechProfileSchema.shape.info.pick({ specialty: true }).strict() })
export type AdtechProfileText = z.infer<typeof adtechProfileTextSchema>
export type ProfileText = LongProfileText | AdtechProfileText
/** The schema of the texts of a profile in `layout`. */
export const profileTextSchemas = { long: longProfileTextSchema, adtech: adtechProfileTextSchema } as const

/** Home "featured startups" card (spec section 3). */
export const featuredCardSchema = z.object({
  /** Slug of the company whose profile the card links to. */
  slug: slugSchema,
  pitch: z.string().trim().min(10),
  status: z.enum(['licorne', 'scale-up', 'early-stage']),
})
export type FeaturedCard = z.infer<typeof featuredCardSchema>

export const authorSchema = z.object({
  id: slugSchema,
  name: z.string().trim().min(3),
  /** Path of an avatar shipped with the site, e.g. '/images/authors/x.svg'. */
  avatar: z.string().regex(/^\/images\/.+\.(svg|webp|png)$/),
  bio: z.string().trim().min(30),
})
export type Author = z.infer<typeof authorSchema>

export const imageSchema = z.object({
  src: z.string().regex(/^\/images\/.+\.(svg|webp|png|jpg)$/),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string().trim().min(5),
})

export const blogCategoryNames = ['Cybersécurité', 'IA & Big Data', 'FinTech', 'HealthTech', 'Startups', 'Investissement'] as const

export const articleSchema = z.object({
  id: z.string().min(1),
  slug: slugSchema,
  title: z.string().trim().min(10),
  excerpt: z.string().trim().min(50),
  metaTitle: z.string().trim().min(10).max(70),
  metaDescription: z.string().trim().min(50).max(170),
  /**
   * Markdown subset: '## ' and '### ' headings, paragraphs, '- ' and '1. '
   * lists, '**bold**', '*italic*', '[text](/internal-or-https-url)', '> ' quotes.
   */
  content: z.string().trim().min(500),
  authorId: slugSchema,
  publishedAt: z.iso.date(),
  /** Minutes; checked against the word count. */
  readTime: z.number().int().positive(),
  category: z.enum(blogCategoryNames),
  tags: z.array(z.string().trim().min(2)).min(2),
  featured: z.boolean(),
  coverImage: imageSchema,
  /** Only the standalone investment article has one. */
  alternativeTitle: z.string().trim().min(10).optional(),
  faq: z.array(faqItemSchema).optional(),
})
export type Article = z.infer<typeof articleSchema>

export const blogCategorySchema = z.object({
  id: slugSchema,
  name: z.enum(blogCategoryNames),
  slug: slugSchema,
  description: z.string().trim().min(10),
})
export type BlogCategory = z.infer<typeof blogCategorySchema>

/** Premium guide card (spec section 3, "Guide"). */
export const guideSchema = z.object({
  id: z.enum(['1', '2', '3']),
  title: localizedText,
  description: localizedText,
  readTime: z.number().int().positive(),
  /** Route of the guide page the card leads to. */
  path: z.string().regex(/^\/[a-z0-9-/]*$/),
})
export type Guide = z.infer<typeof guideSchema>

export const legalPageSchema = z.object({
  id: z.enum(['privacy', 'terms', 'legal-notice', 'cookies']),
  /** Every path that shows this page. */
  paths: z.array(z.string().regex(/^\/[a-z0-9-]+$/)).min(1),
  title: z.string().trim().min(5),
  description: z.string().trim().min(50).max(170),
  updatedAt: z.iso.date(),
  /** Same markdown subset as articles. */
  content: z.string().trim().min(800),
})
export type LegalPage = z.infer<typeof legalPageSchema>

/** Editorial topic pages under /categories/<topic>. */
export const topicSchema = z.object({
  slug: z.enum(['startups-israeliennes', 'innovation-israel', 'startups', 'innovation', 'events']),
  title: z.string().trim().min(5),
  description: z.string().trim().min(50).max(170),
  intro: z.string().trim().min(80),
})
export type Topic = z.infer<typeof topicSchema>

/** The editorial article at /pushit-replays (spec section 2). */
export const pushitEditorialSchema = z.object({
  title: z.string().trim().min(10),
  metaTitle: z.string().trim().min(10).max(70),
  metaDescription: z.string().trim().min(50).max(170),
  keywords: z.array(z.string().trim().min(2)).min(3),
  intro: z.string().trim().min(80),
  /** Same markdown subset as articles. */
  content: z.string().trim().min(500),
})
export type PushitEditorial = z.infer<typeof pushitEditorialSchema>
