/**
 * Site search (spec sections 2, 4 and 5): the shape of a result as
 * the search page shows it, and the text folding shared by the search engine
 * and the directory's text filter. The engine and its index stay on the
 * server (`site-search.server.ts`); this module is small and browser-safe.
 */
import type { Language } from '../../content/languages.ts'

/** The kind of page a result leads to; 'category' and 'startup' are the specification's two types. */
export type SearchItemType = 'category' | 'startup' | 'guide' | 'article' | 'topic'

/** One result in the visitor's language (spec section 3, search index item, with a company's logo). */
export interface SearchResultView {
  id: string
  title: string
  description: string
  type: SearchItemType
  url: string
  /** Sector name of a startup. */
  category?: string
  /** At most three. */
  tags?: string[]
  /** Language of the title and description when it differs from the interface's (company texts are French). */
  lang?: Language
  /** A company's logo file (under /logos/); without one, its initials on `color`, its sector's colour. */
  logo?: string
  color?: string
}

/**
 * Lower case, accents and other combining marks removed (Hebrew points
 * included), typographic apostrophes and ligatures unified: 'Sécurité' →
 * 'securite', 'Œuvre' → 'oeuvre', 'שָׁלוֹם' → 'שלום'.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/[’‘`´]/g, "'")
    .replace(/[‐‑‒–—]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The query the search page runs: trimmed; an empty or blank query means no search (spec section 5). */
export function cleanQuery(raw: string | null | undefined): string {
  return (raw ?? '').trim().slice(0, 200)
}
