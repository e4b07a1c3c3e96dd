/**
 * The register stays on the server: no file of the client build (build/client, what browsers download)
 * holds register data, except the open-data downloads in build/client/data, which publish it on purpose
 * under the ODbL and are never loaded by a page. `npm test` builds before it runs the unit tests, so there this test reads the
 * fresh build; run alone without a build, it says it was skipped.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

const clientBuild = 'build/client'
const openData = join(clientBuild, 'data')
const haveBuild = existsSync(clientBuild)
if (!haveBuild) console.log(`Client build check skipped: ${clientBuild} does not exist (run npm run build first; npm test does).`)

function textFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (path === openData) return []
    if (statSync(path).isDirectory()) return textFiles(path)
    return /\.(?:js|mjs|css|html|json|txt|map|webmanifest|xml)$/.test(name) ? [path] : []
  })
}

/** Each file of the client build that holds one of the markers, with the marker. */
function filesHolding(markers: readonly string[]): string[] {
  return textFiles(clientBuild).flatMap((file) => {
    const text = readFileSync(file, 'utf8')
    return markers.filter((marker) => text.includes(marker)).map((marker) => `${file}: ${marker}`)
  })
}

/** Strings that only the register data holds: its field names and every company's registry number in quotes. */
function registerMarkers(): string[] {
  const numbers = readFileSync('content/register/companies.jsonl', 'utf8')
    .trim()
    .split('\n')
    .map((line) => (JSON.parse(line) as { registryNumber: string }).registryNumber)
  return ['registerCategory', 'companies.jsonl', 'finder.startupnationcentral.org/company_page', ...numbers.map((number) => `"${number}"`)]
}

describe.skipIf(!haveBuild)('the client build', () => {
  it('holds no register data', () => {
    const markers = registerMarkers()
    expect(filesHolding(markers)).toEqual([])
  })

  it('holds none of the readers’ company texts in its scripts and styles: pages carry the texts they show', () => {
    const texts = ['fr', 'en', 'he'].flatMap((language) =>
      readFileSync(join('content', 'register', 'texts', `${language}.tsv`), 'utf8')
        .trim()
        .split('\n')
        .slice(1)
        .filter((_, index) => index % 40 === 0)
        .map((row) => row.slice(row.indexOf('\t') + 1, row.indexOf('\t') + 41)),
    )
    expect(texts.length).toBeGreaterThan(400)
    const scripts = filesHolding(texts).filter((hit) => /\.(?:js|mjs|css)(?::|$)/.test(hit.split(': ')[0]!))
    expect(scripts).toEqual([])
  })

  it('publishes the register only as the open-data downloads', () => {
    const files = readdirSync(openData).sort()
    expect(files.filter((name) => !/^companies\.(?:csv|json)(?:\.br|\.gz)?$/.test(name))).toEqual([])
    expect(files).toEqual(expect.arrayContaining(['companies.csv', 'companies.json']))
  })
})

describe.skipIf(!haveBuild)('the client build and the site search', () => {
  it('holds neither the search engine nor its words: the search runs on the server', () => {
    // MiniSearch's own method names (kept by minification, as properties), and sector words only the index holds.
    const markers = ['fuzzyGet', 'atPrefix', 'infosec', 'climatetech', 'אבטחת סייבר']
    expect(filesHolding(markers)).toEqual([])
  })
})
