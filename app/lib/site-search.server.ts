/**
 * The site search engine: MiniSearch over the documents of
 * `search-index.server.ts`, one index for the three languages, built on the
 * first search and kept for the life of the process, never per request.
 * Server only: neither the library nor the index reaches the browser, only a
 * page of results.
 *
 * Matching: words folded like `normalizeSearchText` (case, accents, Hebrew
 * points), every word of the query required (any word when no document has
 * them all), the last word of the query, if three letters or more, also
 * matches as the start of a word ('cyber', 'tel av'), a word of five
 * letters or more tolerates one typo ('mobilye' →
 * Mobileye). A sector's words (its names in three languages and its synonyms,
 * content/sector-keywords.ts) find the sector and every one of its companies;
 * they match exactly or as a prefix, never with a typo, so that 'adtech' does
 * not bring every AgTech company.
 *
 * A city's names (fr, en, he) find the companies of that city the same way.
 *
 * Ranking: BM25 with the name before the tags, the headquarters and the
 * description, and fixed scores for belonging to a sector the query names
 * (between a tag match and a description match) or being in a city it names
 * (as a description match); a sector whose words hold every word of the
 * query comes first.
 */
import MiniSearch, { type SearchOptions } from 'minisearch'
import { compareNames } from '../../content/compare-names.ts'
import type { SectorId15 } from '../../content/sector-ids.ts'
import type { SearchDocument } from './search-index.server.ts'
import { searchDocuments } from './search-index.server.ts'
import { normalizeSearchText, type SearchItemType } from './search.ts'

type Field = 'names' | 'tags' | 'places' | 'description'

/** How much a match in each field counts: the name before the tags, before the places and the description. */
export const fieldBoosts: Readonly<Record<Field, number>> = { names: 8, tags: 3, places: 2, description: 1 }

/**
 * What a company scores for each query word that its sector's words hold: about what a tag match of a common
 * word scores, twice a description match (measured on the site's data); for each word of its city's name,
 * about a description match. Half as much for the start of a word.
 */
export const sectorWordScore = 20
export const cityWordScore = 10
const groupPrefixWeight = 0.5

/** Words standing for a set of documents: a sector's (its companies) or a city's (the companies there). */
interface Group {
  words: readonly string[]
  members: SearchDocument[]
  score: number
  /** The sector whose words these are. */
  sector?: SectorId15
}

/** Shortest last word matched as a prefix, and shortest word allowed one typo. */
const prefixFrom = 3
const typoFrom = 5

/** Words that say nothing on their own, dropped from a query that has other words ('startups en Israël'). */
const stopWords = new Set([
  ...['a', 'au', 'aux', 'avec', 'd', 'dans', 'de', 'des', 'du', 'en', 'et', 'l', 'la', 'le', 'les', 'ou', 'par', 'pour', 'sur', 'un', 'une'],
  ...['an', 'and', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with'],
  ...['של', 'את', 'עם', 'על'],
])

/**
 * The words of a text as the index holds them: folded, split on anything that
 * is not a letter or a digit, a Hebrew geresh or gershayim inside a word left
 * out ('הלת׳טק' → 'הלתטק', as typed with or without it).
 */
export function searchTokens(text: string): string[] {
  return normalizeSearchText(text)
    .replace(/(\p{Script=Hebrew})['"\u05F3\u05F4]+(?=\p{Script=Hebrew})/gu, '$1')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

/** A name also as one word, so that 'checkpoint' finds Check Point and 'mondaycom' monday.com. */
function nameText(name: string): string {
  const words = searchTokens(name)
  return words.length > 1 ? `${name} ${words.join('')}` : name
}

const typeOrder: Record<SearchItemType, number> = { category: 0, startup: 1, guide: 2, article: 3, topic: 4 }

export interface SearchHit {
  document: SearchDocument
  score: number
}

/** A document being ranked: its score so far, how many query words it has, whether it leads, its place among equals. */
interface Ranked extends SearchHit {
  words: number
  lead: 0 | 1
  order: number
}

export interface SiteSearch {
  /** Every document matching the query, best first; none for a query without a word. */
  search(query: string): SearchHit[]
  readonly documentCount: number
}

/** A search over the given documents; building it indexes them all (about 8,000: a few hundred milliseconds). */
export function createSiteSearch(documents: readonly SearchDocument[]): SiteSearch {
  const byId = new Map(documents.map((document) => [document.id, document]))
  // Equal scores keep a stable, readable order: by type (sector, company, guide, article, topic), then by name.
  const tieOrder = new Map(
    [...documents]
      .sort((a, b) => typeOrder[a.type] - typeOrder[b.type] || compareNames(a.names[0] ?? '', b.names[0] ?? ''))
      .map((document, position) => [document.id, position]),
  )
  // Words that stand for a set of documents, matched when a query runs rather than indexed 8,000 times over:
  // a sector's words for its companies, a city's names for the companies there.
  const sectorGroups = new Map<SectorId15, Group>()
  const cityGroups = new Map<string, Group>()
  for (const document of documents) {
    if (document.type !== 'category' || !document.sector) continue
    const words = [...new Set([...document.names, ...document.tags].flatMap(searchTokens))]
    sectorGroups.set(document.sector, { words, members: [], score: sectorWordScore, sector: document.sector })
  }
  for (const document of documents) {
    if (document.type === 'category') continue
    if (document.sector) sectorGroups.get(document.sector)?.members.push(document)
    if (document.city) {
      let group = cityGroups.get(document.city.id)
      if (!group) {
        group = { words: [...new Set(document.city.names.flatMap(searchTokens))], members: [], score: cityWordScore }
        cityGroups.set(document.city.id, group)
      }
      group.members.push(document)
    }
  }
  const groups = [...sectorGroups.values(), ...cityGroups.values()]

  const index = new MiniSearch<SearchDocument>({
    idField: 'id',
    fields: ['names', 'tags', 'places', 'description'] satisfies Field[],
    extractField: (document, field) => {
      switch (field as Field | 'id') {
        case 'id':
          return document.id
        case 'names':
          return document.names.map(nameText).join(' · ')
        case 'tags':
          return document.tags.join(' · ')
        case 'places':
          return document.places.join(' · ')
        case 'description':
          return document.description
      }
    },
    tokenize: searchTokens,
    processTerm: (term) => term,
  })
  index.addAll(documents)

  /** The documents one word finds, with their scores, and the sectors whose words hold it. */
  const findWord = (word: string, last: boolean, namesOnly: boolean) => {
    const prefix = last && !namesOnly && word.length >= prefixFrom
    const options: SearchOptions = {
      fields: namesOnly ? ['names'] : undefined,
      boost: fieldBoosts,
      prefix,
      fuzzy: !namesOnly && word.length >= typoFrom ? 1 : false,
    }
    const scores = new Map<string, number>()
    for (const hit of index.search(word, options)) scores.set(hit.id as string, hit.score)
    const sectors = new Set<SectorId15>()
    if (namesOnly) return { scores, sectors }
    for (const group of groups) {
      const weight = group.words.includes(word) ? 1 : prefix && group.words.some((candidate) => candidate.startsWith(word)) ? groupPrefixWeight : 0
      if (weight === 0) continue
      if (group.sector) sectors.add(group.sector)
      for (const member of group.members) scores.set(member.id, (scores.get(member.id) ?? 0) + group.score * weight)
    }
    return { scores, sectors }
  }

  return {
    documentCount: documents.length,
    search(query) {
      const tokens = searchTokens(query)
      const meaningful = tokens.filter((token) => !stopWords.has(token))
      // A query of stop words only ('le', 'the') looks for them in names, not in every text.
      const namesOnly = meaningful.length === 0
      const words = [...new Set(namesOnly ? tokens : meaningful)]
      if (words.length === 0) return []
      const found = words.map((word, position) => findWord(word, position === words.length - 1, namesOnly))

      // Every word required; when no document has them all, any word, a document scoring more for each it has.
      const combined = new Map<string, Ranked>()
      for (const { scores } of found) {
        for (const [id, score] of scores) {
          const entry = combined.get(id)
          if (entry) {
            entry.score += score
            entry.words += 1
          } else {
            const document = byId.get(id)!
            combined.set(id, { document, score, words: 1, lead: 1, order: tieOrder.get(id)! })
          }
        }
      }
      let matches = [...combined.values()].filter((entry) => entry.words === words.length)
      if (matches.length === 0) matches = [...combined.values()]

      // A sector named by every word of the query leads, before its companies.
      const named = found.map(({ sectors }) => sectors).reduce((all, sectors) => new Set([...all].filter((sector) => sectors.has(sector))))
      for (const entry of matches) {
        // A document's boost (hand-checked, featured) applies to its whole score; more words found, more score.
        entry.score *= entry.document.boost * entry.words
        if (entry.document.type === 'category' && named.has(entry.document.sector!)) entry.lead = 0
      }
      return matches.sort((a, b) => a.lead - b.lead || b.score - a.score || a.order - b.order).map(({ document, score }) => ({ document, score }))
    },
  }
}

let shared: SiteSearch | undefined

/** The last queries the directory filtered by, and the companies each found: bounded, oldest dropped first. */
const companyMatchCache = new Map<string, ReadonlySet<string>>()
const companyMatchCacheSize = 256
const companyPrefix = 'startup-'

/**
 * The companies the site search finds for a query, by slug: the directory's text filter (issue 32), so that a
 * company is found by what it does, in any language, with the same typo tolerance, wherever one searches.
 */
export function companiesMatching(query: string): ReadonlySet<string> {
  const key = normalizeSearchText(query)
  let slugs = companyMatchCache.get(key)
  if (slugs) {
    companyMatchCache.delete(key)
  } else {
    slugs = new Set(
      siteSearch()
        .search(query)
        .filter(({ document }) => document.type === 'startup')
        .map(({ document }) => document.id.slice(companyPrefix.length)),
    )
    if (companyMatchCache.size >= companyMatchCacheSize) companyMatchCache.delete(companyMatchCache.keys().next().value!)
  }
  companyMatchCache.set(key, slugs)
  return slugs
}

/** The site's search: built on the first query, then shared by every request and language. */
export function siteSearch(): SiteSearch {
  shared ??= createSiteSearch(searchDocuments())
  return shared
}
