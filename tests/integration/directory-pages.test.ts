/**
 * The directory's pages through the HTTP server, without a browser: the 15 sector pages and their pages in
 * the three languages with the counts of the data, and a seeded sample of the register profiles rendered on
 * demand (none may answer 500). Needs a build (`npm run build`).
 */
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { translate } from '../../app/i18n/translate.ts'
import { languages, type Language } from '../../app/i18n/languages.ts'
import type { MessageKey } from '../../app/i18n/messages/index.ts'
import { allCompanies, sectorCounts } from '../../content/companies.server.ts'
import { sectorIds15 } from '../../content/sector-ids.ts'
import { createServerApp } from '../../server/app.ts'
import { loadEnv } from '../../server/env.ts'
import { fakeBackend } from '../support/fake-backend.ts'
import { seededSample } from '../support/sample.ts'

const buildDir = join(import.meta.dirname, '..', '..', 'build')
const pageSize = 24
let server: Awaited<ReturnType<typeof createServerApp>>

beforeAll(async () => {
  const env = loadEnv({ SITE_URL: 'https://startups.example.org', CONTACT_EMAIL: 'contact@startups.example.org' })
  server = await createServerApp({ env, backend: fakeBackend(), buildDir, log: () => {} })
})

function fetchPage(path: string, language: Language): Promise<Response> {
  return Promise.resolve(server.app.fetch(new Request(`https://startups.example.org${path}`, { headers: { cookie: `lang=${language}` } })))
}

/** Text as React writes it into HTML. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')
}

/** A counted message of the dictionary, in the form the interface picks (format.ts countLabel). */
function counted(language: Language, base: string, count: number): string {
  return translate(language, `${base}.${count === 1 ? 'one' : 'other'}` as MessageKey, { count })
}

/** The company cards of a page, by the profile each links to. */
function cardLinks(html: string): string[] {
  return html
    .split('data-testid="company-card"')
    .slice(1)
    .map((card) => /href="(\/startups\/[^"]+)"/.exec(card)?.[1] ?? '')
}

/** Runs `work` on every item, `size` at a time. */
async function inBatches<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>) {
  for (let index = 0; index < items.length; index += size) await Promise.all(items.slice(index, index + size).map(work))
}

const counts = sectorCounts()
const largest = [...sectorIds15].sort((a, b) => counts[b] - counts[a])[0]!

describe('sector pages', () => {
  it.each(sectorIds15.flatMap((id) => languages.map((language) => [id, language] as const)))(
    '/category/%s answers 200 in %s with the count of the data and its first page of companies',
    async (id, language) => {
      const response = await fetchPage(`/category/${id}`, language)
      expect(response.status).toBe(200)
      const html = await response.text()
      expect(html).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${language}"`))
      expect(counts[id]).toBeGreaterThan(0)
      expect(html).toContain(`>${escapeHtml(counted(language, 'directory.sector.count', counts[id]))}<`)
      const shown = cardLinks(html)
      expect(shown).toHaveLength(Math.min(pageSize, counts[id]))
      const inSector = new Set(allCompanies().filter((company) => company.sector === id).map((company) => `/startups/${company.slug}`))
      for (const link of shown) expect(inSector.has(link), link).toBe(true)
      const pageCount = Math.ceil(counts[id] / pageSize)
      if (pageCount > 1) {
        expect(html).toContain(escapeHtml(translate(language, 'directory.startups.pageStatus', { page: 1, count: pageCount })))
        expect(html).toContain(`href="/category/${id}?page=${pageCount}"`)
      }
    },
  )

  it('the categories page shows every sector card with the count of the data', async () => {
    for (const language of languages) {
      const html = await (await fetchPage('/categories', language)).text()
      const cards = html.split('data-testid="sector-card"').slice(1)
      expect(cards).toHaveLength(sectorIds15.length)
      for (const id of sectorIds15) {
        const card = cards.find((candidate) => candidate.includes(`href="/category/${id}"`))
        expect(card, `${id} in ${language}`).toBeDefined()
        expect(card).toContain(`>${escapeHtml(counted(language, 'directory.companies', counts[id]))}<`)
      }
    }
  })

  it(`pages through the largest sector: page 2 and the last answer 200, one past the last 404`, async () => {
    const pageCount = Math.ceil(counts[largest] / pageSize)
    expect(pageCount).toBeGreaterThan(2)
    const second = await fetchPage(`/category/${largest}?page=2`, 'fr')
    expect(second.status).toBe(200)
    const secondHtml = await second.text()
    expect(secondHtml).toContain(escapeHtml(translate('fr', 'directory.startups.pageStatus', { page: 2, count: pageCount })))
    const sorted = allCompanies().filter((company) => company.sector === largest)
    expect(cardLinks(secondHtml)).toEqual(sorted.slice(pageSize, 2 * pageSize).map((company) => `/startups/${company.slug}`))

    const last = await fetchPage(`/category/${largest}?page=${pageCount}`, 'he')
    expect(last.status).toBe(200)
    expect(cardLinks(await last.text())).toHaveLength(counts[largest] - pageSize * (pageCount - 1))

    for (const language of languages) {
      const past = await fetchPage(`/category/${largest}?page=${pageCount + 1}`, language)
      expect(past.status, language).toBe(404)
      expect(await past.text()).toContain(escapeHtml(translate(language, 'directory.sector.notFoundTitle')))
    }
  })

  it('a page number that is not one shows the first page, and one beyond the list 404, never 500', async () => {
    for (const page of ['0', '-3', 'abc', '2.5', '', '%00']) {
      const response = await fetchPage(`/category/${largest}?page=${page}`, 'fr')
      expect(response.status, page).toBe(200)
      expect(await response.text()).toContain(escapeHtml(translate('fr', 'directory.startups.pageStatus', { page: 1, count: Math.ceil(counts[largest] / pageSize) })))
    }
    for (const page of ['1e9', '99999999999999999999']) expect((await fetchPage(`/category/${largest}?page=${page}`, 'fr')).status, page).toBe(404)
  })

  it('an unknown sector answers 404', async () => {
    expect((await fetchPage('/category/inconnue', 'fr')).status).toBe(404)
    expect((await fetchPage('/category/inconnue?page=2', 'en')).status).toBe(404)
  })
})

describe('register profiles rendered on demand', () => {
  const registerOnly = allCompanies().filter((company) => !company.handChecked)
  const sample = seededSample(registerOnly, 150, 16)

  it('a seeded sample of 150 answers 200 in French, English and Hebrew, never 500', { timeout: 240_000 }, async () => {
    expect(sample).toHaveLength(150)
    const problems: string[] = []
    await inBatches(
      sample.flatMap((company) => languages.map((language) => ({ company, language }))),
      6,
      async ({ company, language }) => {
        const response = await fetchPage(`/startups/${company.slug}`, language)
        const html = await response.text()
        if (response.status !== 200) problems.push(`${company.slug} (${language}): HTTP ${response.status}`)
        else if (!html.startsWith(`<!DOCTYPE html><html lang="${language}"`)) problems.push(`${company.slug} (${language}): not a ${language} page`)
        else if (!html.includes('data-layout="register"')) problems.push(`${company.slug} (${language}): not the register layout`)
        else if (!html.includes(`<h1 id="profile-name"`) || !html.includes(`>${escapeHtml(company.name)}</h1>`)) problems.push(`${company.slug} (${language}): no heading with its name`)
      },
    )
    expect(problems).toEqual([])
  })

  it('an unknown slug answers 404 in every language', async () => {
    for (const language of languages) {
      const response = await fetchPage('/startups/aucune-entreprise-de-ce-nom', language)
      expect(response.status, language).toBe(404)
    }
  })
})
