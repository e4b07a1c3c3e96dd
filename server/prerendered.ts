import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { prerenderSentinels, type AppConfig } from '../app/lib/app-context.ts'
import type { Language } from '../app/i18n/languages.ts'
import { memoryFile, type MemoryFile } from './memory-files.ts'
import { inlineScriptHashes } from './security.ts'

/** What scripts/prerender.ts writes next to the pages. */
export interface PrerenderManifest {
  pages: { language: Language; path: string; file: string }[]
}

export interface PrerenderedPage {
  file: MemoryFile
  /** CSP sources allowing exactly this page's inline scripts. */
  scriptHashes: string[]
}

export interface PrerenderedPages {
  get(language: Language, path: string): PrerenderedPage | undefined
  size: number
}

/** Replaces the build-time sentinels with this server's origin, key and address. */
export function fillSentinels(html: string, config: Omit<AppConfig, 'nonce'>): string {
  let filled = html
  for (const key of Object.keys(prerenderSentinels) as (keyof typeof prerenderSentinels)[]) {
    filled = filled.replaceAll(prerenderSentinels[key], config[key])
  }
  return filled
}

/** Loads every prerendered page into memory (ADR 0003). A build without them serves everything by SSR. */
export async function loadPrerenderedPages(directory: string, config: Omit<AppConfig, 'nonce'>): Promise<PrerenderedPages> {
  const pages = new Map<string, PrerenderedPage>()
  let manifest: PrerenderManifest
  try {
    manifest = JSON.parse(await readFile(join(directory, 'manifest.json'), 'utf8')) as PrerenderManifest
  } catch {
    manifest = { pages: [] }
  }
  await Promise.all(
    manifest.pages.map(async (entry) => {
      const html = fillSentinels(await readFile(join(directory, entry.file), 'utf8'), config)
      pages.set(`${entry.language} ${entry.path}`, {
        file: memoryFile(html, 'text/html; charset=utf-8'),
        scriptHashes: inlineScriptHashes(html),
      })
    }),
  )
  return {
    get: (language, path) => pages.get(`${language} ${path}`),
    size: pages.size,
  }
}
