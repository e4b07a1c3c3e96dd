/**
 * What a page's start costs the browser's main thread, in the parts that do not depend on a page's size
 * (ADR 0032): the chunks every page runs carry V8's compile hint, and the modules the browser loads build
 * no Intl object when they load (the first one a page builds loads ICU's data: 35 to 90 ms on a 2-core
 * machine). The build check reads the fresh build `npm test` makes; run alone without one, it is skipped.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { browserChunks, compileHint } from '../../app/on-demand/browser-chunks.ts'

type Output = { type: 'chunk'; name: string; code: string } | { type: 'asset'; name: string; source: string }

function runGenerateBundle(bundle: Record<string, Output>) {
  const hook = browserChunks().generateBundle as { order: string; handler: (options: unknown, bundle: Record<string, Output>) => void }
  expect(hook.order).toBe('post')
  hook.handler({}, bundle)
  return bundle
}

describe('the chunks every page starts with', () => {
  it('open with the compile hint; the others and the assets are left as they are', () => {
    const bundle = runGenerateBundle({
      'react.js': { type: 'chunk', name: 'react', code: 'var a=1' },
      'framework.js': { type: 'chunk', name: 'framework', code: 'var b=1' },
      'shell.js': { type: 'chunk', name: 'shell', code: 'const __vite__mapDeps=1' },
      'entry.client.js': { type: 'chunk', name: 'entry.client', code: 'import"x"' },
      'supabase.client.js': { type: 'chunk', name: 'supabase.client', code: 'var c=1' },
      'app.css': { type: 'asset', name: 'app.css', source: 'a{}' },
    })
    expect(compileHint).toBe('//# allFunctionsCalledOnLoad\n')
    expect(bundle['react.js']).toMatchObject({ code: `${compileHint}var a=1` })
    expect(bundle['framework.js']).toMatchObject({ code: `${compileHint}var b=1` })
    expect(bundle['shell.js']).toMatchObject({ code: `${compileHint}const __vite__mapDeps=1` })
    expect(bundle['entry.client.js']).toMatchObject({ code: `${compileHint}import"x"` })
    expect(bundle['supabase.client.js']).toMatchObject({ code: 'var c=1' })
    expect(bundle['app.css']).toMatchObject({ source: 'a{}' })
  })

  const assets = 'build/client/assets'
  it.skipIf(!existsSync(assets))('open with it in the build, as its first line', () => {
    const starts = ['react-', 'framework-', 'shell-', 'entry.client-'].map((prefix) => {
      const file = readdirSync(assets).find((name) => name.startsWith(prefix) && name.endsWith('.js'))
      expect(file, prefix).toBeDefined()
      return readFileSync(join(assets, file!), 'utf8').slice(0, compileHint.length)
    })
    expect(starts).toEqual(starts.map(() => compileHint))
  })
})

describe('the modules the browser loads', () => {
  it('build no Intl object as they load: the directory filters build their collator when they first sort', async () => {
    vi.resetModules()
    const collator = vi.spyOn(Intl, 'Collator')
    const filters = await import('../../app/lib/directory-filters.ts')
    expect(collator).not.toHaveBeenCalled()
    expect(filters.parseDirectoryFilters(new URLSearchParams('sector=fintech'), { choices: { sector: ['fintech'] }, cities: [], years: { min: 2000, max: 2026 }, total: 1, known: {} } as never).sector).toBe('fintech')
    expect(collator).not.toHaveBeenCalled()
    collator.mockRestore()
  })
})
