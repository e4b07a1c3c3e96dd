import { closeSync, openSync, readSync, statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { prerenderSentinels, type AppConfig } from '../app/lib/app-context.ts'
import type { Language } from '../app/i18n/languages.ts'
import { languagePrefix } from '../app/lib/addresses.ts'
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
  /** The page of an address as requested ('/en/startups'), which names its language. */
  get(address: string): PrerenderedPage | undefined
  size: number
}

/**
 * The addresses a page of the manifest answers, as `splitLanguage` (app/lib/paths.ts) reads them: its path
 * after its language's prefix (none in French); a home under a prefix also with a trailing slash ('/en/').
 */
export function addressesOf(language: Language, path: string): string[] {
  const prefix = languagePrefix[language]
  if (prefix === '') return [path]
  return path === '/' ? [prefix, `${prefix}/`] : [`${prefix}${path}`]
}

/**
 * Replaces the build-time sentinels with this server's origin, key and
 * address, in the page's bytes. The result is one exactly-sized buffer of its
 * own (`html` may be a reused read buffer).
 */
export function fillSentinels(html: Buffer, config: Omit<AppConfig, 'nonce'>): Buffer {
  const found: { at: number; needle: number; replacement: Buffer }[] = []
  for (const key of Object.keys(prerenderSentinels) as (keyof typeof prerenderSentinels)[]) {
    const needle = Buffer.from(prerenderSentinels[key])
    const replacement = Buffer.from(config[key])
    for (let at = html.indexOf(needle); at !== -1; at = html.indexOf(needle, at + needle.length)) {
      found.push({ at, needle: needle.length, replacement })
    }
  }
  found.sort((a, b) => a.at - b.at)
  const size = found.reduce((total, hit) => total - hit.needle + hit.replacement.length, html.length)
  const filled = Buffer.allocUnsafeSlow(size)
  let from = 0
  let to = 0
  for (const hit of found) {
    to += html.copy(filled, to, from, hit.at)
    to += hit.replacement.copy(filled, to)
    from = hit.at + hit.needle
  }
  html.copy(filled, to, from)
  return filled
}

const styleOpen = Buffer.from('<style')
const styleClose = Buffer.from('</style>')

/**
 * Splits a page around its inlined stylesheet (the same 50 kB in every
 * page) and returns [before, stylesheet, after], the stylesheet being one
 * buffer shared by every page with the same text (added to `shared`). The
 * parts are views of `html`, except the shared stylesheet. A page without a
 * large stylesheet is one part.
 */
export function shareStylesheet(html: Buffer, shared: Set<Buffer>): Buffer[] {
  const open = html.indexOf(styleOpen)
  if (open === -1) return [html]
  const start = html.indexOf('>', open) + 1
  const end = html.indexOf(styleClose, start)
  if (start === 0 || end === -1 || end - start < 4096) return [html]
  const text = html.subarray(start, end)
  let stylesheet = [...shared].find((candidate) => candidate.equals(text))
  if (!stylesheet) {
    stylesheet = Buffer.from(text)
    shared.add(stylesheet)
  }
  return [html.subarray(0, start), stylesheet, html.subarray(end)]
}

/** Loads every prerendered page into memory. A build without them serves everything by SSR. */
export async function loadPrerenderedPages(directory: string, config: Omit<AppConfig, 'nonce'>): Promise<PrerenderedPages> {
  const pages = new Map<string, PrerenderedPage>()
  let manifest: PrerenderManifest
  try {
    manifest = JSON.parse(await readFile(join(directory, 'manifest.json'), 'utf8')) as PrerenderManifest
  } catch {
    manifest = { pages: [] }
  }
  // Pages are read one after the other into one reused buffer and kept in
  // exactly-sized buffers: reading them all at once as strings held every page
  // several times at the peak, and the process kept that memory.
  let scratch = Buffer.allocUnsafeSlow(256 * 1024)
  const stylesheets = new Set<Buffer>()
  for (const entry of manifest.pages) {
    const path = join(directory, entry.file)
    const size = statSync(path).size
    if (size > scratch.length) scratch = Buffer.allocUnsafeSlow(size * 2)
    const descriptor = openSync(path, 'r')
    try {
      let read = 0
      while (read < size) {
        const bytes = readSync(descriptor, scratch, read, size - read, read)
        if (bytes === 0) break
        read += bytes
      }
      const parts = shareStylesheet(scratch.subarray(0, read), stylesheets).map((part) =>
        stylesheets.has(part) ? part : fillSentinels(part, config),
      )
      const page: PrerenderedPage = {
        file: memoryFile(parts, 'text/html; charset=utf-8'),
        scriptHashes: [...new Set(parts.filter((part) => !stylesheets.has(part)).flatMap((part) => inlineScriptHashes(part.toString('latin1'), 'latin1')))],
      }
      for (const address of addressesOf(entry.language, entry.path)) pages.set(address, page)
    } finally {
      closeSync(descriptor)
    }
  }
  return {
    get: (address) => pages.get(address),
    size: manifest.pages.length,
  }
}
