import { describe, expect, it } from 'vitest'
import { paintFirst } from './paint-first.server.ts'

/** A document in the shape React Router's `<Scripts>` writes. */
function document({ nonce = '', routes = 'plain' }: { nonce?: string; routes?: 'plain' | 'split' } = {}) {
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : ''
  const links = ['/assets/fr.js', '/assets/entry.client.js', '/assets/react.js', '/assets/root.js', '/assets/home.js']
    .map((href) => `<link rel="modulepreload" href="${href}"${nonceAttribute}/>`)
    .join('')
  const imports =
    routes === 'plain'
      ? 'import * as route0 from "/assets/root.js";\nimport * as route1 from "/assets/home.js";'
      : 'import * as route0 from "/assets/root.js";\nimport * as route1_clientLoader from "/assets/home-loader.js";\nimport * as route1_main from "/assets/home.js";\nconst route1 = {...route1_clientLoader,...route1_main};'
  return [
    `<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/>${links}<title>T</title></head><body><main><h1>Bonjour</h1></main>`,
    `<script${nonceAttribute}>window.__reactRouterContext = {};</script>`,
    `<script${nonceAttribute} type="module" async="">;\n${imports}\n  window.__reactRouterManifest = {\n  "version": "1"\n};\n  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client.js");</script>`,
    `</body></html>`,
  ].join('')
}

const moduleScript = (html: string) => /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!

describe('paintFirst', () => {
  it('takes the modulepreload links out of the head and leaves the rest of the document as it was', () => {
    const before = document()
    const after = paintFirst(before)
    expect(after.slice(0, after.indexOf('</head>'))).not.toContain('modulepreload')
    expect(after).toContain('<title>T</title></head><body><main><h1>Bonjour</h1></main><script>window.__reactRouterContext = {};</script>')
    expect(after.slice(after.indexOf('</script>', after.indexOf('type="module"')))).toBe('</script></body></html>')
  })

  it('waits for a painted frame, then preloads the same modules, then imports them', () => {
    const script = moduleScript(paintFirst(document()))
    const paint = script.indexOf('requestAnimationFrame')
    const preload = script.indexOf('link.rel = "modulepreload"')
    const routes = script.indexOf('const [route0, route1] = await Promise.all([import("/assets/root.js"), import("/assets/home.js")]);')
    const manifest = script.indexOf('window.__reactRouterManifest')
    const entry = script.indexOf('import("/assets/entry.client.js");')
    expect(paint).toBeGreaterThan(-1)
    expect(preload).toBeGreaterThan(paint)
    expect(routes).toBeGreaterThan(preload)
    expect(manifest).toBeGreaterThan(routes)
    expect(entry).toBeGreaterThan(manifest)
    expect(script).toContain('const preloads = ["/assets/fr.js","/assets/entry.client.js","/assets/react.js","/assets/root.js","/assets/home.js"];')
    // The shared chunks run one per task; the routes and the entry come after, as React Router orders them.
    expect(script).toContain('for (const href of ["/assets/fr.js","/assets/react.js"]) { await import(href); await nextTask(); }')
    // No static import is left: nothing is fetched before the paint.
    expect(script).not.toMatch(/^\s*import\s+[*{"]/m)
  })

  it('keeps the nonce of a server-rendered page on the script it rewrites', () => {
    const after = paintFirst(document({ nonce: 'abc123' }))
    expect(after).toContain('<script nonce="abc123" type="module" async="">')
    expect(after.slice(0, after.indexOf('</head>'))).not.toContain('modulepreload')
  })

  it('handles routes split into several modules (client loaders)', () => {
    const script = moduleScript(paintFirst(document({ routes: 'split' })))
    expect(script).toContain(
      'const [route0, route1_clientLoader, route1_main] = await Promise.all([import("/assets/root.js"), import("/assets/home-loader.js"), import("/assets/home.js")]);',
    )
    expect(script).toContain('const route1 = {...route1_clientLoader,...route1_main};')
  })

  it('returns a document it does not recognise unchanged', () => {
    const unknownImport = document().replace('import * as route0 from "/assets/root.js";', 'import { default as route0 } from "/assets/root.js";')
    expect(paintFirst(unknownImport)).toBe(unknownImport)
    const noLinks = document().replace(/<link rel="modulepreload"[^>]*>/g, '')
    expect(paintFirst(noLinks)).toBe(noLinks)
    const noModuleScript = document().replace(' type="module" async=""', '')
    expect(paintFirst(noModuleScript)).toBe(noModuleScript)
  })
})
