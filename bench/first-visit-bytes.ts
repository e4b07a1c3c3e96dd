/**
 * The JavaScript and CSS a first visit to `path` downloads from the server at `base`, each file counted at gzip -9:
 * every script and stylesheet the page requests in Chromium until its route modules are loaded and the network is
 * quiet (or, without Chromium, those its HTML references). Used by bench/run.ts and bench/first-visit.ts.
 */
import { gzipSync } from 'node:zlib'

import { chromiumPath, playwrightChromiumFlags } from '../tests/support/chromium.ts'

export async function firstVisitBytes(base: string, path: string): Promise<{ js: number; css: number; how: string }> {
  const assets = new Set<string>()
  const executablePath = chromiumPath()
  let how = 'Chromium'
  if (executablePath) {
    const { chromium } = await import('@playwright/test')
    const browser = await chromium.launch({ executablePath, args: [...playwrightChromiumFlags] })
    try {
      const page = await browser.newPage()
      page.on('response', (response) => {
        const url = new URL(response.url())
        if (url.origin === base && /\.(?:js|css)$/.test(url.pathname)) assets.add(url.pathname)
      })
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' })
      // The page fetches its scripts after its first paint: on a loaded machine the network
      // can be idle for half a second before that. Wait for the page to have hydrated, then for quiet.
      await page.waitForFunction(() => (window as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined, null, { timeout: 30_000 })
      await page.waitForLoadState('networkidle')
    } finally {
      await browser.close()
    }
  } else {
    how = 'HTML references (no Chromium)'
    const html = await (await fetch(`${base}${path}`)).text()
    for (const match of html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)) assets.add(match[1]!)
    for (const match of html.matchAll(/import\s*(?:[^'"]*from\s*)?["'](\/assets\/[^"']+\.js)["']/g)) assets.add(match[1]!)
  }
  let js = 0
  let css = 0
  for (const asset of assets) {
    const body = Buffer.from(await (await fetch(`${base}${asset}`)).arrayBuffer())
    const size = gzipSync(body, { level: 9 }).length
    if (asset.endsWith('.css')) css += size
    else js += size
  }
  return { js, css, how }
}
