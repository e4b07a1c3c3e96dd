/**
 * The French left on English and Hebrew pages: renders every page kind in English and
 * Hebrew through the server build (`createServerApp` + `server.app.fetch`, as tests/integration does, no
 * browser) and counts the French-only words of what a reader or a crawler meets: the visible text (scripts and
 * styles removed, entities decoded), the title, the meta description, `alt` and `aria-label` attributes and
 * the text values of the JSON-LD. A word is French when it is in french-words.txt (minus english-words.txt)
 * or carries a French accent, and is not a proper name (company names, the localities' English names, the
 * places' English names, proper-names.txt). `lang` attributes are not trusted: a French text marked
 * `lang="fr"` still counts.
 *
 * On Hebrew pages it also lists the text of company cards, key facts and profile headers that holds Latin
 * letters or digits without being isolated (`<bdi>`, or an element with `dir`).
 *
 * Used by `npm run i18n:audit` (scripts/i18n-audit.ts) and by tests/integration/i18n-audit.test.ts. Needs a
 * build (`npm run build`).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Hono } from 'hono'
import type { Language } from '../../app/i18n/languages.ts'
import { localizePath } from '../../app/lib/paths.ts'
import { allCompanies } from '../../content/companies.server.ts'
import { blogArticles, blogCategories, guidePages, profiles, sectors, topics } from '../../content/index.ts'
import { localities } from '../../content/localities.ts'
import { placeNames } from '../../content/place-names.ts'
import { sizeBands } from '../../content/size-bands.ts'
import { districtIds } from '../../content/localities.ts'
import { createServerApp } from '../../server/app.ts'
import { loadEnv } from '../../server/env.ts'
import { seededSample } from '../../tests/support/sample.ts'

/** The share of French words above which a page kind fails. */
export const auditThreshold = 0.05
/** The seed of every sample, so that a run can be repeated. */
export const auditSeed = 19
/** Pages per kind, where the kind has that many. */
export const pagesPerKind = 20

const auditLanguages = ['en', 'he'] as const satisfies readonly Language[]
export type AuditLanguage = (typeof auditLanguages)[number]

/* ---------- Word lists ---------- */

function wordList(file: string): string[] {
  return readFileSync(join(import.meta.dirname, file), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
}

const englishWords = new Set(wordList('english-words.txt').map((word) => word.toLowerCase()))
const frenchWords = new Set(wordList('french-words.txt').map((word) => word.toLowerCase()).filter((word) => !englishWords.has(word)))
const frenchAccents = /[àâçéèêëîïôùûüÿœæ]/i
const elision = /^(?:l|d|j|m|n|s|t|c|qu|jusqu|lorsqu|puisqu|presqu)['’]\p{L}/iu
const wordPattern = /[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*/gu

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/** Names never counted as French: one word each (lower case), and phrases removed before counting. */
function properNames(): { words: Set<string>; phrases: { phrase: string; pattern: RegExp }[] } {
  const names = [
    ...allCompanies().map((company) => company.name),
    ...localities.map((locality) => locality.en),
    ...Object.values(placeNames).map((place) => place.en),
  ]
  const words = new Set<string>()
  const phrases: string[] = [...wordList('proper-names.txt')]
  for (const name of names) {
    const tokens = name.match(wordPattern) ?? []
    if (tokens.length > 1 && tokens.some((token) => frenchWords.has(token.toLowerCase()))) phrases.push(name)
    // A common French word is never a name on its own: a company called "Pour X" does not hide "pour".
    for (const token of tokens) if (!frenchWords.has(token.toLowerCase())) words.add(token.toLowerCase())
  }
  const sorted = [...new Set(phrases)].sort((a, b) => b.length - a.length)
  return { words, phrases: sorted.map((phrase) => ({ phrase, pattern: new RegExp(`(?<![\\p{L}\\p{M}])${escapeRegExp(phrase)}(?![\\p{L}\\p{M}])`, 'gu') })) }
}

let names: ReturnType<typeof properNames> | undefined

/** Whether a word of an English or Hebrew page is French. */
export function isFrenchWord(word: string): boolean {
  names ??= properNames()
  const lower = word.toLowerCase()
  if (elision.test(word)) return !names.words.has(lower)
  if (englishWords.has(lower) || names.words.has(lower)) return false
  // Acronyms (CE, IL) and names written with inner capitals (DoIt, CyberArk) are names, not French words.
  if (/^\p{Lu}{2,}$/u.test(word) || /^\p{L}+\p{Lu}/u.test(word)) return false
  return frenchWords.has(lower) || frenchAccents.test(lower)
}

/** The words of a text, and those of them that are French (proper-name phrases removed first). */
export function countWords(text: string): { words: number; french: string[] } {
  names ??= properNames()
  let rest = text
  for (const { phrase, pattern } of names.phrases) if (rest.includes(phrase)) rest = rest.replace(pattern, ' ')
  const words = rest.match(wordPattern) ?? []
  return { words: words.length, french: words.filter(isFrenchWord).map((word) => word.toLowerCase()) }
}

/* ---------- HTML ---------- */

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)))
    return entities[name.toLowerCase()] ?? whole
  })
}

interface Element {
  tag: string
  attributes: string
}

const voidTags = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'])
const hiddenTags = new Set(['script', 'style', 'template'])

/** Calls `onText` with each text node of the document and its open elements, outermost first. */
function walk(html: string, onText: (text: string, open: readonly Element[]) => void): void {
  const open: Element[] = []
  const lowerHtml = html.toLowerCase()
  const pattern = /<!--[\s\S]*?-->|<!doctype[^>]*>|<\/([a-z][\w-]*)\s*>|<([a-z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|([^<]+)/gi
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    const [, closing, opening, attributes = '', text] = match
    if (closing) {
      const index = open.findLastIndex((element) => element.tag === closing.toLowerCase())
      if (index >= 0) open.length = index
    } else if (opening) {
      const tag = opening.toLowerCase()
      if (!voidTags.has(tag) && !attributes.trimEnd().endsWith('/')) open.push({ tag, attributes })
      if (hiddenTags.has(tag)) {
        // Skip the element's raw content up to its end tag.
        const end = lowerHtml.indexOf(`</${tag}`, pattern.lastIndex)
        pattern.lastIndex = end < 0 ? html.length : end
      }
    } else if (text && open.length > 0) {
      onText(decodeEntities(text), open)
    }
  }
}

/** The string values of JSON-LD, without addresses, types and dates. */
function jsonLdTexts(html: string): string[] {
  const texts: string[] = []
  const visit = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (key.startsWith('@') || /^(?:https?:|\/)/.test(value) || /^\d{4}-\d\d/.test(value)) return
      if (/^(?:url|image|logo|sameAs|item|inLanguage|addressCountry|datePublished|dateModified|contentUrl|encodingFormat)$/.test(key)) return
      texts.push(value)
    } else if (Array.isArray(value)) value.forEach((item) => visit(item, key))
    else if (value && typeof value === 'object') for (const [name, item] of Object.entries(value)) visit(item, name)
  }
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
    try {
      visit(JSON.parse(json!), '')
    } catch {
      texts.push(json!)
    }
  }
  return texts
}

/** Everything of a page the audit reads, as one text per source. */
export function pageTexts(html: string): { visible: string; title: string; description: string; attributes: string; jsonLd: string } {
  const visible: string[] = []
  let title = ''
  walk(html, (text, open) => {
    if (open.some((element) => element.tag === 'title') && !open.some((element) => element.tag === 'svg')) title += text
    else if (open.some((element) => element.tag === 'body')) visible.push(text)
  })
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? ''
  const attributes = [...html.matchAll(/\s(?:alt|aria-label)="([^"]*)"/g)].map((match) => match[1]!)
  return {
    visible: visible.join(' '),
    title,
    description: decodeEntities(description),
    attributes: decodeEntities(attributes.join(' \n ')),
    jsonLd: jsonLdTexts(html).join(' \n '),
  }
}

/* ---------- Hebrew isolation ---------- */

/** Whether an element starts a region whose Latin names and numbers must be isolated. */
function isolationRegion(element: Element): string | undefined {
  if (/data-testid="company-card"/.test(element.attributes)) return 'company card'
  if (element.tag === 'dd') return 'key fact'
  if (element.tag === 'h1' && /id="profile-name"/.test(element.attributes)) return 'profile header'
  return undefined
}

/** Latin names and numbers of company cards, key facts and profile headers that no `<bdi>` or `dir` isolates. */
export function unisolated(html: string): { region: string; text: string }[] {
  const found: { region: string; text: string }[] = []
  walk(html, (text, open) => {
    if (!/[A-Za-z0-9]/.test(text)) return
    const start = open.findIndex((element) => isolationRegion(element) !== undefined)
    if (start < 0) return
    const inside = open.slice(start)
    if (inside.some((element) => element.tag === 'bdi' || /\sdir="/.test(element.attributes))) return
    // A logo's initials (aria-hidden, alone in their tile) are decoration, not a run of text.
    if (inside.some((element) => /\saria-hidden="true"/.test(element.attributes))) return
    // A text in Latin letters only where the region holds no Hebrew at all is still unisolated: the line is RTL.
    found.push({ region: isolationRegion(open[start]!)!, text: text.trim() })
  })
  return found
}

/* ---------- Pages ---------- */

export interface PageKind {
  kind: string
  /** French addresses; the audit asks for them under /en and /he. */
  paths: string[]
}

/** The page kinds and their sampled addresses (French paths), the same for every run. */
export function auditPageKinds(): PageKind[] {
  const sample = <T>(items: readonly T[], seed = auditSeed) => seededSample(items, pagesPerKind, seed)
  const companies = allCompanies()
  const written = new Map(profiles.map((profile) => [profile.slug, profile.layout]))
  const filters = [
    ...sectors.map((sector) => `sector=${sector.id}`),
    ...sizeBands.map((band) => `size=${encodeURIComponent(band)}`),
    ...districtIds.map((district) => `district=${district}`),
    ...['Public', 'Private', 'Acquired'].map((stage) => `stage=${stage}`),
    ...['Seed', 'Series%20A', 'Series%20B', 'IPO'].map((round) => `round=${round}`),
    'hiring=1',
    'from=2015',
    'to=2005',
    ...['size', 'founded-desc', 'founded-asc'].map((sort) => `sort=${sort}`),
    'sector=cybersecurity&district=tel-aviv',
    'sector=medtech&size=11-50',
  ]
  const searchTerms = [
    ...sectors.flatMap((sector) => [sector.name.en, sector.name.he]),
    ...sample(companies.filter((company) => company.handChecked), auditSeed + 1).map((company) => company.name).slice(0, 10),
  ]
  return [
    { kind: 'home', paths: ['/'] },
    { kind: 'categories', paths: ['/categories'] },
    { kind: 'sector', paths: sample(sectors.map((sector) => `/category/${sector.id}`)) },
    { kind: 'directory', paths: ['/startups', ...[2, 3, 10, 50, 100, 200, 300].map((page) => `/startups?page=${page}`)] },
    { kind: 'directory (filters)', paths: sample(filters.map((query) => `/startups?${query}`)) },
    { kind: 'profile: long', paths: profiles.filter((profile) => profile.layout === 'long').map((profile) => `/startups/${profile.slug}`) },
    { kind: 'profile: adtech', paths: profiles.filter((profile) => profile.layout === 'adtech').map((profile) => `/startups/${profile.slug}`) },
    {
      kind: 'profile: generated',
      paths: sample(companies.filter((company) => company.handChecked && !written.has(company.slug)).map((company) => `/startups/${company.slug}`)),
    },
    { kind: 'profile: register', paths: sample(companies.filter((company) => !company.handChecked).map((company) => `/startups/${company.slug}`)) },
    { kind: 'search', paths: sample(searchTerms.map((term) => `/search?q=${encodeURIComponent(term)}`)) },
    { kind: 'blog', paths: ['/blog', ...blogCategories.map((category) => `/blog?category=${category.slug}`)] },
    { kind: 'article', paths: blogArticles.map((article) => `/blog/${article.slug}`) },
    { kind: 'guide', paths: ['/comment-investir-startup-israelienne', ...guidePages.map((guide) => `/guides/${guide.slug}`)] },
    { kind: 'topic', paths: topics.map((topic) => `/categories/${topic.slug}`) },
    { kind: 'contact', paths: ['/contact'] },
    { kind: 'newsletter', paths: ['/newsletter', '/newsletter/confirm', '/newsletter/unsubscribe'] },
    { kind: 'auth', paths: ['/auth', '/profile'] },
    { kind: 'legal', paths: ['/privacy', '/confidentialite', '/terms', '/conditions', '/legal-notice', '/mentions-legales', '/cookies'] },
    { kind: 'sources', paths: ['/sources'] },
    { kind: 'pushit', paths: ['/pushit-replays'] },
    { kind: '404', paths: ['/page-inconnue', '/startups/societe-inconnue', '/blog/article-inconnu'] },
  ]
}

/* ---------- The audit ---------- */

export interface KindResult {
  kind: string
  language: AuditLanguage
  pages: number
  words: number
  french: number
  share: number
  /** The most frequent French words, most frequent first. */
  top: [word: string, count: number][]
  /** Pages that did not answer as expected. */
  errors: string[]
}

export interface AuditResult {
  kinds: KindResult[]
  /**
   * The same count on a few French pages, as a reference: the share of a French page's words the lists
   * recognise (they hold the frequent words, not every French word, so an all-French page measures far less
   * than 100%).
   */
  frenchReference: { paths: string[]; words: number; french: number; share: number }
  /** Hebrew pages: Latin names and numbers not isolated, by address. */
  unisolated: { address: string; region: string; text: string }[]
}

const siteUrl = 'https://startups.example.org'

/** Renders every sampled page in English and Hebrew and counts their French words. */
export async function runAudit(buildDir = join(import.meta.dirname, '..', '..', 'build')): Promise<AuditResult> {
  const env = loadEnv({ SITE_URL: siteUrl, CONTACT_EMAIL: 'contact@startups.example.org' })
  const backend = { app: new Hono(), anonKey: 'audit-anon-key', ready: async () => {}, healthy: async () => true, close: async () => {} }
  const server = await createServerApp({ env, backend, buildDir, log: () => {} })
  await server.ready()
  const kinds: KindResult[] = []
  const isolation: AuditResult['unisolated'] = []
  for (const { kind, paths } of auditPageKinds()) {
    for (const language of auditLanguages) {
      const counts = new Map<string, number>()
      let words = 0
      let french = 0
      const errors: string[] = []
      for (const path of paths) {
        const address = localizePath(path, language)
        const response = await server.app.fetch(new Request(`${siteUrl}${address}`))
        if (response.status !== (kind === '404' ? 404 : 200)) errors.push(`${address}: HTTP ${response.status}`)
        const html = await response.text()
        const texts = pageTexts(html)
        for (const text of Object.values(texts)) {
          const counted = countWords(text)
          words += counted.words
          french += counted.french.length
          for (const word of counted.french) counts.set(word, (counts.get(word) ?? 0) + 1)
        }
        if (language === 'he') for (const found of unisolated(html)) isolation.push({ address, ...found })
      }
      const top = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 8)
      kinds.push({ kind, language, pages: paths.length, words, french, share: words === 0 ? 0 : french / words, top, errors })
    }
  }
  const reference = { paths: ['/', '/startups/wix', `/blog/${blogArticles[0]!.slug}`, '/category/cybersecurity'], words: 0, french: 0, share: 0 }
  for (const path of reference.paths) {
    const html = await (await server.app.fetch(new Request(`${siteUrl}${path}`))).text()
    for (const text of Object.values(pageTexts(html))) {
      const counted = countWords(text)
      reference.words += counted.words
      reference.french += counted.french.length
    }
  }
  reference.share = reference.french / reference.words
  return { kinds, frenchReference: reference, unisolated: isolation }
}

/** The audit as a table, one row per page kind and language. */
export function auditTable(result: AuditResult): string {
  const rows = [['kind', 'lang', 'pages', 'words', 'French', '%', 'top French words']]
  for (const row of result.kinds) {
    rows.push([
      row.kind,
      row.language,
      String(row.pages),
      String(row.words),
      String(row.french),
      `${(row.share * 100).toFixed(1)}${row.share > auditThreshold ? ' ✘' : ''}`,
      row.top.map(([word, count]) => `${word} ${count}`).join(', '),
    ])
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
  return rows.map((row) => row.map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column]!))).join('  ')).join('\n')
}

/** The page kinds above the threshold, and pages that did not answer. */
export function auditFailures(result: AuditResult): string[] {
  return [
    ...result.kinds.filter((row) => row.share > auditThreshold).map((row) => `${row.kind} (${row.language}): ${(row.share * 100).toFixed(1)}% French`),
    ...result.kinds.flatMap((row) => row.errors),
  ]
}
