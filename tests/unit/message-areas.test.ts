import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { messageAreasFor } from '../../app/i18n/load-messages.ts'
import type { MessageArea } from '../../app/i18n/translate.ts'

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

/** The parts of the dictionary the code reachable from `entry` uses, each with the files that use it. */
function areasUsedFrom(entry: string): Map<MessageArea, Set<string>> {
  const used = new Map<MessageArea, Set<string>>()
  const seen = new Set<string>()
  const pending = [entry]
  while (pending.length > 0) {
    const file = pending.pop()!
    if (seen.has(file) || file.includes(`${join('i18n', 'messages')}`) || file.endsWith('.server.ts')) continue
    seen.add(file)
    const source = readFileSync(file, 'utf8')
    for (const [, area] of source.matchAll(/['"`](directory|editorial|forms)\.[a-zA-Z]/g)) {
      const files = used.get(area as MessageArea) ?? new Set<string>()
      files.add(relative(app, file))
      used.set(area as MessageArea, files)
    }
    for (const match of source.matchAll(/(?:import|export)\s+(type\s+)?[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
      if (match[1]) continue
      const target = resolveImport(file, (match[2] ?? match[3])!)
      if (target) pending.push(target)
    }
  }
  return used
}

/** Parts a route's code uses without naming them, each loaded by the code that needs it. */
const loadedWhereUsed: Record<string, Partial<Record<MessageArea, string>>> = {
  'home.tsx': { forms: 'the newsletter form loads its strings when first used (HydrateOnUse areas)' },
}

describe('parts of the dictionary (ADR 0012)', () => {
  const routes = readdirSync(join(app, 'routes')).filter((file) => /\.tsx?$/.test(file))

  it('the shell (root) uses only `common`, and `forms` only through the auth provider, which loads it', () => {
    const used = areasUsedFrom(join(app, 'root.tsx'))
    expect([...used.keys()].filter((area) => area !== 'forms')).toEqual([])
    expect([...(used.get('forms') ?? [])].every((file) => file.startsWith(join('lib', 'auth')))).toBe(true)
  })

  for (const route of routes) {
    it(`${route} names every part of the dictionary its code uses`, async () => {
      const module = (await import(join(app, 'routes', route))) as { handle?: unknown }
      const named = messageAreasFor([module.handle])
      const missing = [...areasUsedFrom(join(app, 'routes', route))]
        .filter(([area]) => !named.includes(area) && !loadedWhereUsed[route]?.[area])
        .map(([area, files]) => `${area} (${[...files].join(', ')})`)
      expect(missing).toEqual([])
    })
  }

  it('the walker finds the parts a page uses (it would catch a forgotten one)', () => {
    expect([...areasUsedFrom(join(app, 'routes', 'category.tsx')).keys()]).toEqual(['directory'])
    expect([...areasUsedFrom(join(app, 'routes', 'newsletter.tsx')).keys()].sort()).toEqual(['directory', 'forms'])
  })
})
