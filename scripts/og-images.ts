/**
 * Social preview images (1200×630 PNG), made at build time, after the
 * prerendering: every prerendered page says in its head which image it wants
 * (`og:image`), so the pages stay the one place that decides.
 * - /og/pages/… : a title card drawn from the page's own French title;
 * - /og/covers/… : the raster of the page's SVG cover (social networks do not
 *   display SVG);
 * - /og/default.png : the default card (app/lib/meta.ts), /og/logo.png : the
 *   publisher's logo of the Article structured data.
 * Images go to build/client/og/, which the server serves. Rendering uses
 * resvg (WebAssembly) with Noto Sans (npm package @expo-google-fonts/noto-sans); a missing font or
 * rasterizer stops the build with a clear message. Rendered images are cached
 * in node_modules/.cache/og-images, keyed by what they are drawn from and by
 * this script's own source, so an unchanged image is not drawn twice.
 */
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { Message } from '../app/i18n/translate.ts'
import { translate } from '../app/i18n/translate.ts'
import { prerenderSentinels } from '../app/lib/app-context.ts'
import {
  coverRasterFolder,
  coverSourceOf,
  socialImageHeight,
  socialImageWidth,
  titleCardFolder,
} from '../app/lib/social-image.ts'
import type { PrerenderManifest } from '../server/prerendered.ts'
import type * as ResvgWasm from '@resvg/resvg-wasm'
import { m } from '../app/paraglide/messages.js'

const root = join(import.meta.dirname, '..')
const buildDir = join(root, 'build')
const outDir = join(buildDir, 'client')
const cacheDir = join(root, 'node_modules', '.cache', 'og-images')
/** Noto Sans from the npm registry (a dev dependency), so every machine draws the same cards; OG_FONT_DIR overrides it. */
const packagedFonts = join(import.meta.dirname, '..', 'node_modules', '@expo-google-fonts', 'noto-sans')
const fontDir = process.env.OG_FONT_DIR
const fontFiles = fontDir
  ? { bold: join(fontDir, 'NotoSans-Bold.ttf'), regular: join(fontDir, 'NotoSans-Regular.ttf') }
  : { bold: join(packagedFonts, '700Bold', 'NotoSans_700Bold.ttf'), regular: join(packagedFonts, '400Regular', 'NotoSans_400Regular.ttf') }

function fail(message: string): never {
  console.error(`Social images: ${message}`)
  process.exit(1)
}

/* ---------- The rasterizer and the fonts ---------- */

for (const file of Object.values(fontFiles)) {
  if (!existsSync(file)) {
    fail(`font ${file} is missing. Run "npm install" (it installs @expo-google-fonts/noto-sans), or set OG_FONT_DIR to a folder holding NotoSans-Bold.ttf and NotoSans-Regular.ttf.`)
  }
}

let resvg: typeof ResvgWasm
try {
  resvg = await import('@resvg/resvg-wasm')
  await resvg.initWasm(await readFile(new URL(import.meta.resolve('@resvg/resvg-wasm/index_bg.wasm'))))
} catch (error) {
  fail(`the rasterizer @resvg/resvg-wasm cannot be loaded (run "npm ci"): ${error instanceof Error ? error.message : String(error)}`)
}
const fontBuffers = [new Uint8Array(await readFile(fontFiles.bold)), new Uint8Array(await readFile(fontFiles.regular))]
const fontOptions = { fontBuffers, defaultFontFamily: 'Noto Sans', sansSerifFamily: 'Noto Sans' }

function render(svg: string, fitWidth?: number): { png: Uint8Array; width: number; height: number } {
  const renderer = new resvg.Resvg(svg, { font: fontOptions, ...(fitWidth ? { fitTo: { mode: 'width' as const, value: fitWidth } } : {}) })
  const image = renderer.render()
  const result = { png: image.asPng(), width: image.width, height: image.height }
  image.free()
  renderer.free()
  return result
}

/* ---------- Text measurement and wrapping ---------- */

const referenceSize = 100
const advances = new Map<string, number>()

function inkWidth(text: string, weight: number): number {
  const renderer = new resvg.Resvg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${referenceSize * 8}" height="${referenceSize * 2}"><text x="10" y="${referenceSize * 1.4}" font-family="Noto Sans" font-weight="${weight}" font-size="${referenceSize}" xml:space="preserve">${escapeXml(text)}</text></svg>`,
    { font: fontOptions },
  )
  const box = renderer.getBBox()
  const width = box?.width ?? 0
  box?.free()
  renderer.free()
  return width
}

/** The advance of one character at the reference size: width of 'H?H' minus that of 'HH'. */
function advance(char: string, weight: number): number {
  const key = `${weight}:${char}`
  let value = advances.get(key)
  if (value === undefined) {
    value = inkWidth(`H${char}H`, weight) - inkWidth('HH', weight)
    advances.set(key, value)
  }
  return value
}

function textWidth(text: string, size: number, weight: number): number {
  let width = 0
  for (const char of text) width += advance(char, weight)
  return (width * size) / referenceSize
}

function wrap(text: string, size: number, weight: number, maxWidth: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (line && textWidth(candidate, size, weight) > maxWidth) {
      lines.push(line)
      line = word
    } else {
      line = candidate
    }
  }
  if (line) lines.push(line)
  return lines
}

/** The largest size at which the title fits in three lines (four at the smallest, then cut with an ellipsis). */
function layoutTitle(title: string, maxWidth: number): { size: number; lines: string[] } {
  const sizes = [72, 64, 56, 50]
  for (const size of sizes) {
    const lines = wrap(title, size, 700, maxWidth)
    if (lines.length <= 3) return { size, lines }
  }
  const size = 44
  const lines = wrap(title, size, 700, maxWidth)
  if (lines.length <= 4) return { size, lines }
  const kept = lines.slice(0, 4)
  let last = kept[3] ?? ''
  while (last && textWidth(`${last} …`, size, 700) > maxWidth) last = last.replace(/\s*\S+$/, '')
  kept[3] = `${last} …`
  return { size, lines: kept }
}

/* ---------- The cards ---------- */

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char)
}

/** A French string of the dictionary (scripts/compile-messages.ts has checked that every key has one). */
function french(message: Message): string {
  return translate('fr', message)
}

const brand = french(m['brand.name'])
const tagline = french(m['editorial.og.tagline'])
/** The site's mark (public/favicon.svg): a star of connected nodes, on a 32-unit grid. */
const markPath = 'M16 6l8.66 15H7.34z M16 26L7.34 11h17.32z'

function titleCardSvg(title: string): string {
  const margin = 80
  const { size, lines } = layoutTitle(title, socialImageWidth - margin * 2)
  const lineHeight = Math.round(size * 1.18)
  const areaTop = 170
  const areaHeight = 330
  const firstBaseline = Math.round(areaTop + (areaHeight - lines.length * lineHeight) / 2 + size * 0.92)
  const titleLines = lines
    .map((line, index) => `<text x="${margin}" y="${firstBaseline + index * lineHeight}" font-size="${size}" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`)
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${socialImageWidth}" height="${socialImageHeight}" viewBox="0 0 ${socialImageWidth} ${socialImageHeight}">
  <rect width="${socialImageWidth}" height="${socialImageHeight}" fill="#0b2463"/>
  <path d="M700 0H${socialImageWidth}V${socialImageHeight}H470Z" fill="#0b3ea8"/>
  <path d="${markPath}" transform="translate(790 40) scale(17)" fill="none" stroke="#ffffff" stroke-opacity="0.08" stroke-width="1.2" stroke-linejoin="round"/>
  <g transform="translate(${margin} 64)">
    <rect width="56" height="56" rx="14" fill="#ffffff" fill-opacity="0.12"/>
    <path d="${markPath}" transform="scale(1.75)" fill="none" stroke="#ffffff" stroke-width="2" stroke-linejoin="round"/>
  </g>
  <text x="${margin + 76}" y="104" font-family="Noto Sans" font-size="32" font-weight="700" fill="#ffffff">${escapeXml(brand)}</text>
  <g font-family="Noto Sans">${titleLines}</g>
  <rect x="${margin}" y="536" width="96" height="6" rx="3" fill="#fbbf24"/>
  <text x="${margin}" y="586" font-family="Noto Sans" font-size="26" fill="#ffffff" fill-opacity="0.85">${escapeXml(tagline)}</text>
</svg>`
}

/** A cover of any size, filling the 1200×630 frame (centred, cropped if its proportions differ). */
function coverSvg(source: string): string {
  const data = Buffer.from(source).toString('base64')
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${socialImageWidth}" height="${socialImageHeight}"><image width="${socialImageWidth}" height="${socialImageHeight}" preserveAspectRatio="xMidYMid slice" xlink:href="data:image/svg+xml;base64,${data}"/></svg>`
}

/* ---------- What the pages ask for ---------- */

type Job = { kind: 'title'; title: string; page: string } | { kind: 'cover'; source: string } | { kind: 'logo' }

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

function metaContent(html: string, property: string): string | undefined {
  const match = new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)
  return match?.[1] === undefined ? undefined : decodeEntities(match[1])
}

/** The card's title: the page title without the brand suffix that `withBrand` adds. */
function cardTitle(pageTitle: string): string {
  const suffix = ` | ${brand}`
  return pageTitle.endsWith(suffix) ? pageTitle.slice(0, -suffix.length) : pageTitle
}

const manifestFile = join(buildDir, 'prerendered', 'manifest.json')
if (!existsSync(manifestFile)) fail(`no prerendered pages at ${manifestFile}: run it after scripts/prerender.ts.`)
const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as PrerenderManifest

const jobs = new Map<string, Job>([
  ['/og/default.png', { kind: 'title', title: french(m['meta.default.title']), page: '(default)' }],
  ['/og/logo.png', { kind: 'logo' }],
])
const wanted = new Map<string, string>()
const problems: string[] = []

// French pages first: the cards carry the French titles, as the canonical pages do.
const pages = [...manifest.pages].sort((a, b) => Number(b.language === 'fr') - Number(a.language === 'fr'))
for (const page of pages) {
  const html = await readFile(join(buildDir, 'prerendered', page.file), 'utf8')
  const image = metaContent(html, 'og:image')
  const title = metaContent(html, 'og:title')
  if (!image || !title) {
    problems.push(`${page.language} ${page.path}: no og:image or og:title`)
    continue
  }
  const path = image.startsWith(prerenderSentinels.siteUrl) ? image.slice(prerenderSentinels.siteUrl.length) : image
  if (!path.startsWith('/og/')) continue
  wanted.set(path, `${page.language} ${page.path}`)
  if (jobs.has(path) || page.language !== 'fr') continue
  if (path.startsWith(titleCardFolder)) jobs.set(path, { kind: 'title', title: cardTitle(title), page: page.path })
  else if (path.startsWith(coverRasterFolder)) {
    const source = coverSourceOf(path)
    if (source) jobs.set(path, { kind: 'cover', source })
  }
}
for (const [path, page] of wanted) {
  if (!jobs.has(path)) problems.push(`${page} asks for ${path}, which no French page describes`)
}
if (problems.length > 0) fail(`${problems.length} problem(s):\n- ${problems.join('\n- ')}`)

/* ---------- Drawing, with a cache ---------- */

const scriptHash = createHash('sha256')
  .update(await readFile(import.meta.filename))
  .update(fontBuffers[0] ?? '')
  .update(fontBuffers[1] ?? '')
  .digest('hex')
await mkdir(cacheDir, { recursive: true })
const started = performance.now()
let drawn = 0

for (const [path, job] of jobs) {
  let svg: string
  let fitWidth: number | undefined
  let expected = { width: socialImageWidth, height: socialImageHeight }
  if (job.kind === 'title') {
    svg = `title:${job.title}`
  } else if (job.kind === 'cover') {
    const file = join(root, 'public', job.source)
    if (!existsSync(file)) fail(`${path}: the cover ${job.source} does not exist in public/`)
    svg = `cover:${await readFile(file, 'utf8')}`
  } else {
    svg = `logo:${await readFile(join(root, 'public', 'favicon.svg'), 'utf8')}`
  }
  const key = createHash('sha256').update(scriptHash).update(svg).digest('hex').slice(0, 32)
  const cached = join(cacheDir, `${key}.png`)
  let png: Uint8Array
  if (existsSync(cached)) {
    png = await readFile(cached)
  } else {
    if (job.kind === 'title') svg = titleCardSvg(job.title)
    else if (job.kind === 'cover') svg = coverSvg(svg.slice('cover:'.length))
    else {
      svg = svg.slice('logo:'.length)
      fitWidth = 512
      expected = { width: 512, height: 512 }
    }
    const result = render(svg, fitWidth)
    if (result.width !== expected.width || result.height !== expected.height) {
      fail(`${path}: drawn at ${result.width}×${result.height}, expected ${expected.width}×${expected.height}`)
    }
    png = result.png
    await writeFile(cached, png)
    drawn++
  }
  const target = join(outDir, path)
  await mkdir(dirname(target), { recursive: true })
  await writeFile(target, png)
}

console.log(`Social images: ${jobs.size} (${drawn} drawn, ${jobs.size - drawn} from cache) in ${Math.round(performance.now() - started)} ms`)
