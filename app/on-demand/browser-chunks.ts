import type { Plugin } from 'vite'

/**
 * Fewer, larger browser chunks: every request a page starts costs main-thread
 * time, and on HTTP/1.1 a round trip per six requests. React and React DOM form
 * one chunk, React Router another (the page's start runs them in two tasks), and
 * every module the root route imports (the header, the footer and their parts,
 * loaded on every page) a third, the shell. Route modules and what only they
 * import keep Rolldown's default splitting.
 */
const react = /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/
const framework = /[\\/]node_modules[\\/](?:react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]|^\0rolldown[\\/]runtime/
const root = /[\\/]app[\\/]root\.tsx$/
/** Small modules nearly every route imports (its meta's structured data and social image, kept sections, the card): alone, each would cost a request and gzip's per-file overhead on every first visit. */
const sharedByRoutes = /[\\/]app[\\/](lib[\\/](?:structured-data|social-image)\.ts|on-demand[\\/]deferred\.ts|components[\\/]ui[\\/]card\.tsx)$/
/**
 * Indexes that re-export a whole library (every icon, every message): the shell
 * takes the modules its own code uses, which Rolldown places with their only
 * importers, not the whole index.
 */
const reExportIndex = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$|[\\/]app[\\/]paraglide[\\/]messages(?:\.js|[\\/]_index\.js)$/

/**
 * The chunks every page runs as it starts (React, React Router, the shell, the client entry): each begins
 * with V8's explicit compile hint, so the browser compiles all their functions at once on a background
 * thread while the module is fetched, instead of one by one on the main thread as they are first called
 * during hydration (https://v8.dev/blog/explicit-compile-hints). Measured in ADR 0032.
 */
const compiledAtOnce = new Set(['react', 'framework', 'shell', 'entry.client'])
export const compileHint = '//# allFunctionsCalledOnLoad\n'

export function browserChunks(): Plugin {
  const shell = new Set<string>()
  return {
    name: 'browser-chunks',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      shell.clear()
      const ids = [...this.getModuleIds()]
      const pending = ids.filter((id) => root.test(id) || sharedByRoutes.test(id))
      while (pending.length > 0) {
        const id = pending.pop()!
        if (shell.has(id) || framework.test(id) || reExportIndex.test(id)) continue
        shell.add(id)
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []))
      }
    },
    // After minification, which would drop the comment; the hint is part of the file names' hash.
    augmentChunkHash(chunk) {
      return compiledAtOnce.has(chunk.name) ? compileHint : undefined
    },
    generateBundle: {
      // Last, after Vite prepends its map of preloaded dependencies: the hint must open the file.
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && compiledAtOnce.has(output.name)) output.code = compileHint + output.code
        }
      },
    },
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: {
          groups: [
            { name: 'react', test: (id: string) => react.test(id), priority: 3 },
            { name: 'framework', test: (id: string) => framework.test(id), priority: 2 },
            { name: 'shell', test: (id: string) => shell.has(id), priority: 1 },
          ],
        },
      }
    },
  }
}
