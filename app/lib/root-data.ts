import { useRouteLoaderData } from 'react-router'
import { defaultLanguage, type Language } from '~/i18n/languages.ts'
import { prerenderSentinels } from './app-context.ts'

/** What the root loader returns: everything every page may need. */
export interface RootData {
  language: Language
  siteUrl: string
  supabaseUrl: string
  supabaseAnonKey: string
  contactEmail: string
  /** The footer's popular sectors, named in the page's language (the names stay on the server). */
  footerSectors: { id: string; name: string }[]
  /** The copyright year: the year the page was rendered (issue 35, point 10; ADR 0052). */
  year: number
}

const fallback: RootData = { language: defaultLanguage, ...prerenderSentinels, footerSectors: [], year: new Date().getUTCFullYear() }

export type MatchLike = { id: string; loaderData?: unknown } | undefined

/** Root data for `meta` functions, which receive the matches rather than hooks. */
export function rootDataFromMatches(matches: readonly MatchLike[]): RootData {
  const root = matches.find((match) => match?.id === 'root')
  return (root?.loaderData as RootData | undefined) ?? fallback
}

export function useRootData(): RootData {
  return (useRouteLoaderData('root') as RootData | undefined) ?? fallback
}
