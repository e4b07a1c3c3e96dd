/**
 * The directory's pages through the HTTP server, without a browser: the 15 sector pages and their pages in
 * the three languages with the counts of the data, and a seeded sample of the register profiles rendered on
 * demand (none may answer 500). Needs a build (`npm run build`).
 */
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { translate } from '../../app/i18n/translate.ts'
import { languages, type Language } from '../../app/i18n/languages.ts'
import type { MessageFunction } from '../../app/i18n/translate.ts'
import { directoryData } from '../../app/lib/directory-data.server.ts'
import { allCompanies, sectorCounts } from '../../content/companies.server.ts'
import { sectorIds15 } from '../../content/sector-ids.ts'
import { createServerApp } from '../../server/app.ts'
import { loadEnv } from '../../server/env.ts'
import { fakeBackend } from '../support/fake-backend.ts'
import { seededSample } from '../support/sample.ts'
import { groupedCount } from '../support/directory-data.ts'
import { localizePath, splitLanguage } from '../../app/lib/paths.ts'
import { m } from '../../app/paraglide/messages.js'

const buildDir = join(import.meta.dirname, '..', '..', 'build')
const pageSize = 24
let server: Awaited<ReturnType<typeof createServerApp>>

beforeAll(async () => {
  const env = loadEnv({ SITE_URL: 'https://startups.example.org', CONTACT_EMAIL: 'contact@startups.example.org' })
  server = await createServerApp({ env, backend: fakeBackend(), buildDir, log: () => {} })
})

/** A page at its address in a language: `/startups` in English is `/en/startups`. */
function fetchPage(path: string, language: Language): Promise<Response> {
  return Promise.resolve(server.app.fetch(new Request(`https://startups.example.org${localizePath(path, language)}`)))
}

/** Text as React writes it into HTML. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')
}

/** A counted message of the dictionary, in the form the interface picks (format.ts countLabel). */
function counted(language: Language, message: { one: MessageFunction<{ count: number }>; other: MessageFunction<{ count: number }> }, count: number): string {
  return translate(language, count === 1 ? message.one : message.other, { count: groupedCount(count, language) } as never)
}

/** The company cards of a page, by the profile each links to (its French address: the card's own is in the page's language). */
function cardLinks(html: string): string[] {
  return html
    .split('data-testid="company-card"')
    .slice(1)
    .map((card) => splitLanguage(/href="((?:\/en|\/he)?\/startups\/[^"]+)"/.exec(card)?.[1] ?? '').path)
}

/** Fetches each company's profile in the three languages, 6 at a time, and collects what `check` finds wrong. */
async function profileProblems<C extends { slug: string }>(companies: readonly C[], check: (html: string, language: Language, company: C) => string | undefined): Promise<string[]> {
  const problems: string[] = []
  await inBatches(
    companies.flatMap((company) => languages.map((language) => ({ company, language }))),
    6,
    async ({ company, language }) => {
      const response = await fetchPage(`/startups/${company.slug}`, language)
      const problem = response.status === 200 ? check(await response.text(), language, company) : `HTTP ${response.status}`
      if (problem) problems.push(`${company.slug} (${language}): ${problem}`)
    },
  )
  return problems
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
      expect(html).toContain(`>${escapeHtml(counted(language, { one: m['directory.sector.count.one'], other: m['directory.sector.count.other'] }, counts[id]))}<`)
      const shown = cardLinks(html)
      expect(shown).toHaveLength(Math.min(pageSize, counts[id]))
      const inSector = new Set(allCompanies().filter((company) => company.sector === id).map((company) => `/startups/${company.slug}`))
      for (const link of shown) expect(inSector.has(link), link).toBe(true)
      const pageCount = Math.ceil(counts[id] / pageSize)
      if (pageCount > 1) {
        expect(html).toContain(escapeHtml(translate(language, m['directory.startups.pageStatus'], { page: 1, count: pageCount })))
        expect(html).toContain(`href="${localizePath(`/category/${id}`, language)}?page=${pageCount}"`)
      }
    },
  )

  it('the categories page shows every sector card with the count of the data', async () => {
    for (const language of languages) {
      const html = await (await fetchPage('/categories', language)).text()
      const cards = html.split('data-testid="sector-card"').slice(1)
      expect(cards).toHaveLength(sectorIds15.length)
      for (const id of sectorIds15) {
        const card = cards.find((candidate) => candidate.includes(`href="${localizePath(`/category/${id}`, language)}"`))
        expect(card, `${id} in ${language}`).toBeDefined()
        expect(card).toContain(`>${escapeHtml(counted(language, { one: m['directory.companies.one'], other: m['directory.companies.other'] }, counts[id]))}<`)
      }
    }
  })

  it(`pages through the largest sector: page 2 and the last answer 200, one past the last 404`, async () => {
    const pageCount = Math.ceil(counts[largest] / pageSize)
    expect(pageCount).toBeGreaterThan(2)
    const second = await fetchPage(`/category/${largest}?page=2`, 'fr')
    expect(second.status).toBe(200)
    const secondHtml = await second.text()
    expect(secondHtml).toContain(escapeHtml(translate('fr', m['directory.startups.pageStatus'], { page: 2, count: pageCount })))
    // The sector's 'Phare' companies first, then every other one by name (ADR 0050).
    const inSector = allCompanies().filter((company) => company.sector === largest)
    const sorted = [...inSector.filter((company) => company.featured), ...inSector.filter((company) => !company.featured)]
    expect(cardLinks(secondHtml)).toEqual(sorted.slice(pageSize, 2 * pageSize).map((company) => `/startups/${company.slug}`))

    const last = await fetchPage(`/category/${largest}?page=${pageCount}`, 'he')
    expect(last.status).toBe(200)
    expect(cardLinks(await last.text())).toHaveLength(counts[largest] - pageSize * (pageCount - 1))

    for (const language of languages) {
      const past = await fetchPage(`/category/${largest}?page=${pageCount + 1}`, language)
      expect(past.status, language).toBe(404)
      expect(await past.text()).toContain(escapeHtml(translate(language, m['directory.sector.notFoundTitle'])))
    }
  })

  it('a page number that is not one shows the first page, and one beyond the list 404, never 500', async () => {
    for (const page of ['0', '-3', 'abc', '2.5', '', '%00']) {
      const response = await fetchPage(`/category/${largest}?page=${page}`, 'fr')
      expect(response.status, page).toBe(200)
      expect(await response.text()).toContain(escapeHtml(translate('fr', m['directory.startups.pageStatus'], { page: 1, count: Math.ceil(counts[largest] / pageSize) })))
    }
    for (const page of ['1e9', '99999999999999999999']) expect((await fetchPage(`/category/${largest}?page=${page}`, 'fr')).status, page).toBe(404)
  })

  it('an unknown sector answers 404', async () => {
    expect((await fetchPage('/category/inconnue', 'fr')).status).toBe(404)
    expect((await fetchPage('/category/inconnue?page=2', 'en')).status).toBe(404)
  })
})

describe('numbers as each language writes them (issue 35, point 6)', () => {
  const total = allCompanies().length
  const expected: Record<Language, { count: string; browse: string }> = {
    fr: { count: `${groupedCount(total, 'fr')} entreprises trouvées`, browse: `Parcourir l'annuaire (${groupedCount(total, 'fr')} entreprises)` },
    en: { count: `${groupedCount(total, 'en')} companies found`, browse: `Browse the directory (${groupedCount(total, 'en')} companies)` },
    he: { count: `נמצאו ${groupedCount(total, 'he')} חברות`, browse: '' },
  }

  it.each(languages)('the directory counts its %s companies grouped by thousands, with the word for companies, not startups', async (language) => {
    expect(total).toBeGreaterThan(999)
    const html = await (await fetchPage('/startups?district=tel-aviv&q=a', language)).text()
    const all = await (await fetchPage('/startups', language)).text()
    // The whole list's count is in its description; a filtered list's in its count line.
    expect(all).toContain(escapeHtml(groupedCount(total, language)))
    expect(all).not.toMatch(new RegExp(`[^\\d,\u202f]${total}[^\\d,\u202f]`))
    expect(html).toMatch(language === 'he' ? /נמצאו [\d,]+ חברות/ : language === 'fr' ? /[\d\u202f]+ entreprises? trouvées?/ : /[\d,]+ compan(y|ies) found/)
    const home = await (await fetchPage('/', language)).text()
    if (expected[language].browse) expect(home).toContain(escapeHtml(expected[language].browse))
    // The featured cards' headcount bands too: '1 001-5 000 employés', '1,001-5,000 employees'.
    expect(home).toContain(`${groupedCount(1001, language)}-${groupedCount(5000, language)}`)
    expect(home.replace(/<script[\s\S]*?<\/script>/g, '')).not.toContain('1001-5000')
    expect(home).not.toMatch(new RegExp(`\\(${total} `))
  })
})

describe('filtered lists', () => {
  /** The count line of a filtered list, as the page writes it (more than one company). */
  const countLine = (language: Language, count: number) => escapeHtml(counted(language, { one: m['directory.startups.count.one'], other: m['directory.startups.count.other'] }, count))
  const views = (language: Language) => directoryData(language).companies

  it.each(languages)('/startups with size band, district and hiring shows the count of the data in %s, pages keeping the filters', async (language) => {
    const expected = views(language).filter((company) => company.sizeBand === '11-50' && company.district === 'tel-aviv' && company.careers !== undefined).length
    // Hiring is having a careers page in the merged records.
    expect(views(language).filter((company) => company.careers !== undefined)).toHaveLength(allCompanies().filter((company) => company.careers).length)
    expect(expected).toBeGreaterThan(pageSize)
    const response = await fetchPage('/startups?size=11-50&district=tel-aviv&hiring=1', language)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${language}"`))
    expect(html).toContain(`>${countLine(language, expected)}<`)
    expect(cardLinks(html)).toHaveLength(pageSize)
    expect(html).toContain(`href="${localizePath('/startups', language)}?size=11-50&amp;district=tel-aviv&amp;hiring=1&amp;page=2"`)
    // The menus show the chosen values back.
    expect(html).toMatch(/<option value="11-50" selected="">/)
    expect(html).toMatch(/<input id="filter-hiring"[^>]*checked=""/)
  })

  it.each(languages)('a sector page filtered by size and hiring, sorted by size, shows the count of the data in %s', async (language) => {
    const inSector = views(language).filter((company) => company.sector === 'cybersecurity')
    const expected = inSector.filter((company) => company.sizeBand === '51-200' && company.careers !== undefined)
    const response = await fetchPage('/category/cybersecurity?size=51-200&hiring=1&sort=size', language)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain(`>${countLine(language, expected.length)}<`)
    // The sector's own count stays the whole sector's.
    expect(html).toContain(`>${escapeHtml(counted(language, { one: m['directory.sector.count.one'], other: m['directory.sector.count.other'] }, counts.cybersecurity))}<`)
    const shown = cardLinks(html)
    expect(shown).toHaveLength(Math.min(pageSize, expected.length))
    const allowed = new Set(expected.map((company) => `/startups/${company.slug}`))
    for (const link of shown) expect(allowed.has(link), link).toBe(true)
    if (expected.length > pageSize) expect(html).toContain(`href="${localizePath('/category/cybersecurity', language)}?size=51-200&amp;hiring=1&amp;sort=size&amp;page=2"`)
    // No sector menu on a sector page.
    expect(html).not.toContain('id="filter-sector"')
  })

  it('sorts by the best known size, largest first, companies without one last', async () => {
    const html = await (await fetchPage('/category/fintech?sort=size', 'fr')).text()
    const bySlug = new Map(views('fr').map((company) => [`/startups/${company.slug}`, company]))
    const figures = cardLinks(html).map((link) => bySlug.get(link)!.size?.figure ?? 0)
    expect(figures).toEqual([...figures].sort((a, b) => b - a))
    expect(figures[0]).toBeGreaterThan(1000)
  })

  it.each(languages)('says in %s how many companies have a founding year, a stage, a last round (known for under one company in twenty)', async (language) => {
    const records = allCompanies()
    const html = await (await fetchPage('/startups?sector=fintech', language)).text()
    const fintech = views(language).filter((company) => company.sector === 'fintech')
    // The directory's menus count over every company, whatever the filters.
    for (const known of [
      records.filter((record) => record.founded !== undefined).length,
      records.filter((record) => record.stage !== undefined).length,
      records.filter((record) => record.lastRound !== undefined).length,
    ]) {
      expect(known).toBeLessThan(records.length * 0.05)
      expect(html).toContain(escapeHtml(translate(language, m['directory.startups.knownFor.other'], { count: groupedCount(known, language), total: groupedCount(records.length, language) } as never)))
    }
    // A sector page counts over its sector.
    const sectorHtml = await (await fetchPage('/category/fintech?hiring=1', language)).text()
    const founded = fintech.filter((company) => company.founded !== undefined).length
    expect(sectorHtml.includes(escapeHtml(translate(language, founded === 0 ? m['directory.startups.knownFor.zero'] : founded === 1 ? m['directory.startups.knownFor.one'] : m['directory.startups.knownFor.other'], { count: groupedCount(founded, language), total: groupedCount(fintech.length, language) } as never)))).toBe(
      founded < fintech.length * 0.05,
    )
    // A sector none of whose companies has the fact says so.
    const health = views(language).filter((company) => company.sector === 'healthtech')
    if (health.every((company) => company.stage === undefined)) {
      const healthHtml = await (await fetchPage('/category/healthtech?size=1-10', language)).text()
      expect(healthHtml).toContain(escapeHtml(translate(language, m['directory.startups.knownFor.zero'], { total: groupedCount(health.length, language) } as never)))
    }
  })

  it('unknown or invalid parameters are ignored, never 500; a page past the last answers 404', async () => {
    const whole = `>${countLine('fr', allCompanies().length)}<`
    for (const search of ['sector=zzz', 'size=huge', 'district=atlantis', 'hiring=maybe', 'sort=random', 'from=abcd&to=%00', 'city=%E2%80%8B', 'utm_source=x']) {
      const response = await fetchPage(`/startups?${search}`, 'fr')
      expect(response.status, search).toBe(200)
      expect(await response.text(), search).toContain(whole)
    }
    const fintechHiring = views('fr').filter((company) => company.sector === 'fintech' && company.careers !== undefined).length
    const lastPage = Math.ceil(fintechHiring / pageSize)
    expect((await fetchPage(`/startups?sector=fintech&hiring=1&page=${lastPage}`, 'fr')).status).toBe(200)
    expect((await fetchPage(`/startups?sector=fintech&hiring=1&page=${lastPage + 1}`, 'fr')).status).toBe(404)
    expect((await fetchPage('/startups?q=zzqqxx&page=2', 'en')).status).toBe(404)
    expect((await fetchPage(`/category/fintech?hiring=1&page=${Math.ceil(counts.fintech / pageSize)}`, 'he')).status).toBe(404)
  })

  it('keeps a filtered page in the list cache under its canonical query, per language, shared by equivalent addresses', async () => {
    const cache = server.listCache
    const path = '/category/medtech?district=haifa&size=1-10'
    const withoutNonces = (html: string) => html.replace(/ nonce="[^"]*"/g, '')
    const before = cache.size
    const first = await (await fetchPage(path, 'fr')).text()
    expect(cache.size).toBe(before + 1)
    // The same filters in another order, with the empty fields a form sends: the same entry.
    const again = await fetchPage('/category/medtech?size=1-10&q=&district=haifa&sort=selection', 'fr')
    expect(again.status).toBe(200)
    expect(cache.size).toBe(before + 1)
    expect(withoutNonces(await again.text())).toBe(withoutNonces(first))
    // Each language has its own entry; a cached page never answers another language.
    for (const language of ['en', 'he', 'fr', 'en'] as const) {
      const html = await (await fetchPage(path, language)).text()
      expect(html.startsWith(`<!DOCTYPE html><html lang="${language}"`), language).toBe(true)
    }
    expect(cache.size).toBe(before + 3)
    // Parameters the page ignores (an unknown name, a filter a sector page does not have, an invalid value): the
    // first request is rendered as asked, later ones are answered from the canonical page's entry, no new entry.
    for (const variant of ['/category/medtech?district=haifa&size=1-10&utm_source=x', '/category/medtech?size=1-10&sector=fintech&district=haifa&hiring=maybe']) {
      expect((await fetchPage(variant, 'fr')).status, variant).toBe(200)
      const served = await fetchPage(variant, 'fr')
      expect(served.headers.get('content-security-policy'), variant).not.toContain("'nonce-")
      expect(withoutNonces(await served.text()), variant).toBe(withoutNonces(first))
    }
    expect(cache.size).toBe(before + 3)
    // A repeated parameter is rendered every time and never kept.
    const repeated = '/category/medtech?district=haifa&district=north'
    expect((await fetchPage(repeated, 'fr')).status).toBe(200)
    expect((await fetchPage(repeated, 'fr')).headers.get('content-security-policy')).toContain("'nonce-")
    expect(cache.size).toBe(before + 3)
    const cached = await fetchPage(path, 'he')
    expect(cached.headers.get('vary') ?? '').not.toMatch(/cookie/i)
    expect(cached.headers.has('x-render-cacheable')).toBe(false)
  })

  it('keeps search results under their query and page, so the same search is rendered once', async () => {
    const cache = server.listCache
    const before = cache.size
    const first = await fetchPage('/search?q=cyber', 'en')
    expect(first.status).toBe(200)
    expect(first.headers.get('content-security-policy')).not.toContain("'nonce-")
    expect(cache.size).toBe(before + 1)
    const html = await first.text()
    expect((await fetchPage('/search?q=cyber&utm_campaign=x', 'en')).status).toBe(200)
    const again = await fetchPage('/search?q=cyber&utm_campaign=x', 'en')
    expect(await again.text()).toBe(html)
    expect(cache.size).toBe(before + 1)
  })
})

describe('register profiles rendered on demand', () => {
  const registerOnly = allCompanies().filter((company) => !company.handChecked)
  const sample = seededSample(registerOnly, 150, 16)

  it('a seeded sample of 150 answers 200 in French, English and Hebrew, never 500', { timeout: 240_000 }, async () => {
    expect(sample).toHaveLength(150)
    const problems = await profileProblems(sample, (html, language, company) => {
      if (!html.startsWith(`<!DOCTYPE html><html lang="${language}"`)) return `not a ${language} page`
      if (!html.includes('data-layout="register"')) return 'not the register layout'
      if (!html.includes(`<h1 id="profile-name"`) || !html.includes(`><bdi>${escapeHtml(company.name)}</bdi></h1>`)) return 'no heading with its name'
      return undefined
    })
    expect(problems).toEqual([])
  })

  it('an unknown slug answers 404 in every language', async () => {
    for (const language of languages) {
      const response = await fetchPage('/startups/aucune-entreprise-de-ce-nom', language)
      expect(response.status, language).toBe(404)
    }
  })
})

describe('what each company is (issue 33)', () => {
  // The singular, as a title calls one company: the site's name and menus speak of 'startups' in the plural.
  const startupNoun = { fr: /startup israélienne/i, en: /Israeli startup(?!s)/i, he: /סטארט-?אפ ישראלי(?![\u0590-\u05ff])/ } as const
  const sites = allCompanies().filter((company) => company.kind === 'multinational-site')
  const sample = [allCompanies().find((company) => company.slug === 'intel')!, ...seededSample(sites, 20, 33)]

  it("never titles a foreign group's site a startup, in its title, meta or page, and shows its kind", { timeout: 120_000 }, async () => {
    const problems = await profileProblems(sample, (html, language) => {
      if (startupNoun[language].test(html)) return `called ${startupNoun[language].source}`
      if (!html.includes('data-kind="multinational-site"')) return 'no kind badge'
      return undefined
    })
    expect(problems).toEqual([])
  })

  it('titles a startup a startup, and shows its badge', async () => {
    const startup = allCompanies().find((company) => company.kind === 'startup' && !company.handChecked)!
    for (const language of languages) {
      const html = await (await fetchPage(`/startups/${startup.slug}`, language)).text()
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1], language).toMatch(startupNoun[language])
      expect(html, language).toContain('data-kind="startup"')
    }
  })
})

describe('French spacing on the French pages (issue 35, point 6; ADR 0055)', () => {
  /** The page's text and the attributes a reader hears or sees, without scripts and styles. */
  function readerText(html: string): string {
    const body = html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<style[\s\S]*?<\/style>/g, ' ')
    const attributes = [...body.matchAll(/\b(?:content|title|aria-label|placeholder|alt)="([^"]*)"/g)].map((match) => match[1])
    return `${body.replace(/<[^>]+>/g, '\n')}\n${attributes.join('\n')}`.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&')
  }

  it.each([
    '/',
    '/startups',
    '/category/cybersecurity',
    '/categories',
    '/startups/mobileye',
    '/startups/cignal',
    `/startups/${allCompanies().find((company) => !company.handChecked)!.slug}`,
    '/blog',
    '/blog/secteurs-resilients-crise',
    '/comment-investir-startup-israelienne',
    '/contact',
    '/privacy',
    '/newsletter',
    '/search?q=cyber',
  ])('%s has no plain space before : ; ! ? » nor after «', async (path) => {
    const response = await fetchPage(path, 'fr')
    expect(response.status).toBe(200)
    const loose = readerText(await response.text())
      .split('\n')
      .filter((line) => / [:;!?»]|« /.test(line))
    expect(loose).toEqual([])
  })
})
