// The routes the fuzz tests send requests to, read from the routers themselves
// (Hono's route table of the whole site, React Router's page routes of the
// server build) rather than listed by hand, so a new endpoint is fuzzed the day
// it is added.

import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Hono } from 'hono'

export interface RouteTemplate {
  method: string
  /** a path template with :params (a trailing `*` of a catch-all becomes `:rest`) */
  path: string
  /** who answers it: the Hono app (backend and HTTP shell) or React Router (a page) */
  router: 'hono' | 'pages'
}

/** A catch-all (`app.all`) route is exercised with these methods. */
const CATCH_ALL_METHODS = ['GET', 'POST', 'DELETE']

/** Hono's routes: every method and path registered on the app, middleware included, once each. */
export function honoRoutes(app: Hono): RouteTemplate[] {
  const seen = new Set<string>()
  const routes: RouteTemplate[] = []
  for (const route of app.routes) {
    // The site-wide `/*` routes (security headers, files, the page renderer) hand pages to React Router,
    // whose routes are read from the build.
    if (route.path === '/*') continue
    const path = route.path.replace(/\/\*$/, '/:rest')
    for (const method of route.method === 'ALL' ? CATCH_ALL_METHODS : [route.method]) {
      const key = `${method} ${path}`
      if (seen.has(key)) continue
      seen.add(key)
      routes.push({ method, path, router: 'hono' })
    }
  }
  return routes
}

interface BuildRoute {
  path?: string
  index?: boolean
  parentId?: string
}

/** React Router's page routes, from the server build's route manifest, as full paths. */
export async function pageRoutes(buildDir: string): Promise<RouteTemplate[]> {
  const build = (await import(join(buildDir, 'server', 'index.js'))) as { routes: Record<string, BuildRoute> }
  const fullPath = (id: string): string => {
    const route = build.routes[id]
    if (!route) return ''
    const own = (route.path ?? '').replace(/^\*$/, ':notFound')
    const parent = route.parentId ? fullPath(route.parentId) : ''
    return [parent, own].filter(Boolean).join('/')
  }
  const paths = new Set<string>()
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route.path && !route.index) continue
    const path = `/${fullPath(id)}`
    // Each page is declared at the root, under en/ and under he/ with the same module: the
    // French and the Hebrew (right to left) addresses are fuzzed; the English ones would repeat them.
    if (path === '/en' || path.startsWith('/en/')) continue
    paths.add(path)
  }
  return [...paths].sort().map((path) => ({ method: 'GET', path, router: 'pages' }))
}

/**
 * The query parameters read in a folder's source (`c.req.query('x')`,
 * `searchParams.get('x')`, `params.get('x')`): `server` for the API, `app` for the pages.
 */
export function queryParametersInSource(root: string, folders: readonly string[]): string[] {
  const names = new Set<string>()
  const pattern = /(?:req\.query|searchParams\.get|params\.get)\('([A-Za-z_][A-Za-z0-9_]*)'\)/g
  for (const folder of folders) {
    for (const entry of readdirSync(join(root, folder), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.(ts|tsx)$/.test(entry.name)) continue
      const text = readFileSync(join(entry.parentPath, entry.name), 'utf8')
      for (const match of text.matchAll(pattern)) names.add(match[1] as string)
    }
  }
  return [...names].sort()
}

/** The path template's parameters, in order. */
export function paramsOf(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] as string)
}

/** The names a plain object answers without owning them: the keys a request must never reach a lookup with. */
export const PROTOTYPE_NAMES: readonly string[] = Object.getOwnPropertyNames(Object.prototype).sort()
