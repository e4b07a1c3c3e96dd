import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'

/**
 * Fewer, larger browser chunks: every request a page starts costs
 * main-thread time, and on HTTP/1.1 a round trip per six requests. React,
 * React DOM and React Router form one chunk; every module the root route
 * imports (the header, footer and their parts, loaded on every page) forms
 * another. Route modules and what only they import keep Rolldown's default
 * splitting.
 */
const lucideIndex = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/

/** The icon files a module imports from lucide-react's index (`{ ChevronDown, User as UserIcon }` → chevron-down, user). */
function lucideIcons(code: string): string[] {
  const names = [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)].flatMap((match) => match[1]!.split(','))
  return names
    .map((name) => name.trim().split(/\s+as\s+/)[0]!)
    .filter(Boolean)
    .map((name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/([A-Z])([A-Z][a-z])/g, '$1-$2').toLowerCase())
}

/**
 * The compiled messages: `app/paraglide/messages.js` re-exports
 * every message's module. The shell follows only the messages its own modules
 * use (`m['some.key']`), so the others stay with the routes that show them.
 */
const messageIndex = /[\\/]app[\\/]paraglide[\\/]messages(?:\.js|[\\/]_index\.js)$/
const messageModule = /[\\/]app[\\/]paraglide[\\/]messages[\\/](?!_index\.js$)[^\\/]+\.js$/

/** The message keys a module uses (`m['directory.home.title']`). */
function messageKeys(code: string): string[] {
  return [...code.matchAll(/\bm\[\s*["'`]([^"'`]+)["'`]\s*\]/g)].map((match) => match[1]!)
}

/** Small modules that nearly every route imports (its meta's structured data and social image, kept sections). */
const sharedByRoutes = /[\\/]app[\\/](lib[\\/]structured-data\.ts|lib[\\/]deferred\.ts|components[\\/]editorial[\\/]social-image\.ts)$/

function browserChunks(): Plugin {
  const shell = new Set<string>()
  const react = /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/
  const framework = /[\\/]node_modules[\\/](?:react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]|^\0rolldown[\\/]runtime/
  return {
    name: 'browser-chunks',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      shell.clear()
      const root = [...this.getModuleIds()].find((id) => /[\\/]app[\\/]root\.tsx$/.test(id))
      // With the root's modules, the small ones nearly every route's meta or page imports: a chunk of their own
      // each cost a request and gzip's per-file overhead on every first visit.
      const everyRoute = [...this.getModuleIds()].filter((id) => sharedByRoutes.test(id))
      const pending = root ? [root, ...everyRoute] : []
      const ids = [...this.getModuleIds()]
      const messageModules = new Map<string, string>()
      for (const id of ids) {
        if (!messageModule.test(id)) continue
        const name = /export\s*\{\s*\w+\s+as\s+["']([^"']+)["']\s*\}/.exec(this.getModuleInfo(id)?.code ?? '')?.[1]
        if (name) messageModules.set(name, id)
      }
      while (pending.length > 0) {
        const id = pending.pop()!
        if (shell.has(id) || framework.test(id)) continue
        const info = this.getModuleInfo(id)
        // lucide-react's index imports every icon: follow only the icons this module names.
        if (lucideIndex.test(id)) continue
        shell.add(id)
        // The message index imports every message: follow only the messages this module names.
        if (messageIndex.test(id)) continue
        for (const key of messageKeys(info?.code ?? '')) {
          const messageId = messageModules.get(key)
          if (messageId) pending.push(messageId)
        }
        pending.push(...(info?.importedIds ?? []))
        for (const icon of lucideIcons(info?.code ?? '')) {
          const iconId = ids.find((candidate) => candidate.endsWith(`/lucide-react/dist/esm/icons/${icon}.mjs`))
          if (iconId) pending.push(iconId)
        }
      }
    },
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: {
          groups: [
            // React and React DOM on their own (React Router imports them, not the reverse): the
            // page's start runs this chunk, then React Router's, in two tasks rather than one.
            { name: 'react', test: (id: string) => react.test(id), priority: 3 },
            { name: 'framework', test: (id: string) => framework.test(id), priority: 2 },
            { name: 'shell', test: (id: string) => shell.has(id), priority: 1 },
          ],
        },
      }
    },
  }
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), browserChunks()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
})
