import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { areaOfKey, type MessageArea } from '../../app/i18n/areas.ts'
import { messageAreasFor } from '../../app/i18n/load-messages.ts'

/**
 * The dictionary is loaded in parts (ADR 0012): `common` on every page, the
 * others where a route names them in its `handle`. A route that forgot one
 * would show keys instead of words, so this test reads each route's module
 * graph (static and dynamic imports, server-only modules left out) and checks
 * that the route names every part whose keys that code uses.
 */
const app = resolve(import.meta.dirname, '../../app')

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('~/') ? join(app, specifier.slice(2)) : specifier.startsWith('.') ? resolve(dirname(from), specifier) : null
  if (!base) return null
  return [base, `${base}.ts`, `${base}.tsx`].find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate)) ?? null
}

/** The project modules a source imports at run time (type-only imports left out), static ones and, if asked, dynamic ones. */
function importsOf(file: string, source: string, { dynamic }: { dynamic: boolean }): string[] {
  const imports: string[] = []
  for (const match of source.matchAll(/(?:import|export)\s+(type\s+)?[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    if (match[1] || (match[3] && !dynamic)) continue
    const target = resolveImport(file, (match[2] ?? match[3])!)
    if (target) imports.push(target)
  }
  return imports
}

/**
 * The parts of the dictionary the code reachable from `entry` uses, each with the files that use it.
 * Modules of the shell are left out of a route's graph: they are checked once, from the root.
 */
function areasUsedFrom(entry: string, shell: ReadonlySet<string> = new Set()): Map<MessageArea, Set<string>> {
  const used = new Map<MessageArea, Set<string>>()
  const seen = new Set<string>(shell)
  const pending = [entry]
  while (pending.length > 0) {
    const file = pending.pop()!
    if (seen.has(file) || file.includes(`${join('i18n', 'messages')}`) || file.endsWith('.server.ts')) continue
    seen.add(file)
    const source = readFileSync(file, 'utf8')
    for (const [, key] of source.matchAll(/['"`]((?:directory|editorial|forms)\.[\w.]*)/g)) {
      const area = areaOfKey(key!)
      const files = used.get(area) ?? new Set<string>()
      files.add(relative(app, file))
      used.set(area, files)
    }
    pending.push(...importsOf(file, source, { dynamic: true }))
  }
  return used
}

/** The modules the root imports statically: the shell, in every page's first download. */
function shellModules(): Set<string> {
  const shell = new Set<string>()
  const pending = [join(app, 'root.tsx')]
  while (pending.length > 0) {
    const file = pending.pop()!
    if (shell.has(file)) continue
    shell.add(file)
    pending.push(...importsOf(file, readFileSync(file, 'utf8'), { dynamic: false }))
  }
  return shell
}

/** Parts a route's code uses without naming them, each loaded by the code that needs it. */
const loadedWhereUsed: Record<string, Partial<Record<MessageArea, string>>> = {
  'home.tsx': { forms: 'the newsletter form loads its strings when first used (HydrateOnUse areas)' },
  'contact.tsx': { forms: 'the contact form loads its shared strings when first used (HydrateOnUse areas)' },
}

describe('parts of the dictionary (ADR 0012)', () => {
  const routes = readdirSync(join(app, 'routes')).filter((file) => /\.tsx?$/.test(file))
  const shell = shellModules()

  it('the shell (root) uses only `common`, and the forms\' parts only through the auth provider, which loads them', () => {
    const used = areasUsedFrom(join(app, 'root.tsx'))
    expect([...used.keys()].filter((area) => area !== 'forms' && area !== 'forms-account')).toEqual([])
    for (const area of ['forms', 'forms-account'] as const) expect([...(used.get(area) ?? [])].every((file) => file.startsWith(join('lib', 'auth')))).toBe(true)
  })

  for (const route of routes) {
    it(`${route} names every part of the dictionary its code uses`, async () => {
      const module = (await import(join(app, 'routes', route))) as { handle?: unknown }
      const named = messageAreasFor([module.handle])
      const missing = [...areasUsedFrom(join(app, 'routes', route), shell)]
        .filter(([area]) => !named.includes(area) && !loadedWhereUsed[route]?.[area])
        .map(([area, files]) => `${area} (${[...files].join(', ')})`)
      expect(missing).toEqual([])
    })
  }

  it('the walker finds the parts a page uses (it would catch a forgotten one)', () => {
    expect([...areasUsedFrom(join(app, 'routes', 'category.tsx'), shell).keys()].sort()).toEqual(['directory', 'directory-sectors', 'directory-startups'])
    expect([...areasUsedFrom(join(app, 'routes', 'contact.tsx'), shell).keys()].sort()).toEqual(['forms', 'forms-contact'])
    expect(messageAreasFor([{ messages: ['forms-contact'] }])).not.toContain('forms')
  })
})
