/**
 * Prerenders the static pages once per language: each
 * page is rendered by the server build exactly as a request for its address in
 * that language (/startups, /en/startups, /he/startups) would be, with sentinels in place of the origin, key and address, which the
 * server fills in when it loads the pages.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { createRequestHandler, RouterContextProvider, type RouterContext, type ServerBuild } from 'react-router'
import { twMerge } from 'tailwind-merge'
import { languages } from '../app/i18n/languages.ts'
import { prerenderSentinels, type AppConfig } from '../app/lib/app-context.ts'
import { localizePath } from '../app/lib/paths.ts'
import { prerenderPaths } from '../content/paths.ts'
import type { PrerenderManifest } from '../server/prerendered.ts'

const buildDir = join(import.meta.dirname, '..', 'build')
const outDir = join(buildDir, 'prerendered')
const build = (await import(join(buildDir, 'server', 'index.js'))) as ServerBuild & {
  entry: { module: { appConfigContext: RouterContext<AppConfig> } }
}
const handle = createRequestHandler(build, 'production')

await rm(outDir, { recursive: true, force: true })
await mkdir(outDir, { recursive: true })

/**
 * `cn()` joins classes without resolving conflicts: two utilities
 * for the same property in one class attribute would let the stylesheet's
 * order decide. tailwind-merge, kept for this check only, finds them.
 */
function conflictingClasses(html: string): string[] {
  const conflicts = new Set<string>()
  for (const [, classes = ''] of html.matchAll(/ class="([^"]*)"/g)) {
    const kept = new Set(twMerge(classes).split(' '))
    const dropped = classes.split(/\s+/).filter((name) => name && !kept.has(name))
    if (dropped.length > 0) conflicts.add(`"${classes}" (${dropped.join(' ')})`)
  }
  return [...conflicts]
}

const manifest: PrerenderManifest = { pages: [] }
const failures: string[] = []
const started = performance.now()
const paths = prerenderPaths()

for (const language of languages) {
  for (const path of paths) {
    const context = new RouterContextProvider()
    context.set(build.entry.module.appConfigContext, { ...prerenderSentinels })
    const response = await handle(
      new Request(new URL(localizePath(path, language), prerenderSentinels.siteUrl)),
      context,
    )
    if (response.status !== 200) {
      failures.push(`${language} ${path}: HTTP ${response.status}`)
      continue
    }
    const html = await response.text()
    for (const conflict of conflictingClasses(html)) failures.push(`${language} ${path}: conflicting classes ${conflict}`)
    const file = `${language}${path === '/' ? '/index' : path}.html`
    await mkdir(join(outDir, file, '..'), { recursive: true })
    await writeFile(join(outDir, file), html)
    manifest.pages.push({ language, path, file })
  }
}

if (failures.length > 0) {
  console.error(`Prerendering failed for ${failures.length} page(s):\n${failures.join('\n')}`)
  process.exit(1)
}
await writeFile(join(outDir, 'manifest.json'), JSON.stringify(manifest))
console.log(`Prerendered ${manifest.pages.length} pages (${paths.length} paths × ${languages.length} languages) in ${Math.round(performance.now() - started)} ms`)
