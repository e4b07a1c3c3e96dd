import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { defineConfig, type Plugin } from 'vite'

const dictionaryModulesId = 'virtual:dictionary-modules'
const languages = ['fr', 'en', 'he'] as const

/**
 * `virtual:dictionary-modules` gives the server the browser URL of each
 * language's dictionary chunk, so the page can modulepreload its own (ADR
 * 0009). React Router builds the browser first; the server build reads the
 * browser's Vite manifest, which React Router keeps until both builds are done.
 */
function dictionaryModules(): Plugin {
  let root = ''
  let command: 'build' | 'serve' = 'build'
  return {
    name: 'dictionary-modules',
    configResolved(config) {
      root = config.root
      command = config.command
    },
    resolveId(id) {
      return id === dictionaryModulesId ? `\0${dictionaryModulesId}` : undefined
    },
    load(id) {
      if (id !== `\0${dictionaryModulesId}`) return undefined
      const source = (language: string) => `app/i18n/messages/${language}/index.ts`
      let urls: Record<string, string>
      if (command === 'serve') {
        urls = Object.fromEntries(languages.map((language) => [language, `/${source(language)}`]))
      } else if (this.environment.name === 'client') {
        throw new Error(`${dictionaryModulesId} is for the server only`)
      } else {
        const manifest = JSON.parse(readFileSync(join(root, 'build/client/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>
        urls = Object.fromEntries(
          languages.map((language) => {
            const chunk = manifest[source(language)]
            if (!chunk) throw new Error(`No browser chunk for ${source(language)}`)
            return [language, `/${chunk.file}`]
          }),
        )
      }
      return `export const dictionaryModules = ${JSON.stringify(urls)}`
    },
  }
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), dictionaryModules()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
})
