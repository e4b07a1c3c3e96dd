import { createContext } from 'react-router'

/** What the HTTP server hands to every request (see server/app.ts). */
export interface AppConfig {
  /** Public origin of the site, without trailing slash: canonical links. */
  siteUrl: string
  /** Base URL of the Supabase-compatible backend the browser talks to. */
  supabaseUrl: string
  /** The public anonymous-role key: the only key the browser holds. */
  supabaseAnonKey: string
  /** Address shown on the contact page. */
  contactEmail: string
  /** CSP nonce of this response; absent when prerendering (hashes are used). */
  nonce?: string
}

export const appConfigContext = createContext<AppConfig>()

/**
 * Prerendered pages are rendered at build time, before the site's origin, key
 * and address are known: they carry these sentinels, which the server replaces
 * once when it loads the pages.
 */
export const prerenderSentinels = {
  siteUrl: 'https://site-url.prerender.invalid',
  supabaseUrl: 'https://supabase-url.prerender.invalid',
  supabaseAnonKey: 'prerender-anon-key-sentinel',
  contactEmail: 'contact-email@prerender.invalid',
} as const satisfies Omit<AppConfig, 'nonce'>
