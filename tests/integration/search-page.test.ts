/**
 * The search page through the HTTP server, without a browser: the count line, 24 results per page
 * with page links, a page past the last one answering 404, the type badges in the three languages, company
 * logos or initials, and the GET form that works without JavaScript. Needs a build (`npm run build`).
 */
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { translate } from '../../app/i18n/translate.ts'
import type { Language } from '../../app/i18n/languages.ts'
import { siteSearch } from '../../app/lib/site-search.server.ts'
import { allCompanies } from '../../content/companies.server.ts'
import { createServerApp } from '../../server/app.ts'
import { loadEnv } from '../../server/env.ts'
import { fakeBackend } from '../support/fake-backend.ts'
import { frenchResultCount } from '../support/directory-data.ts'
import { localizePath, splitLanguage } from '../../app/lib/paths.ts'
import { m } from '../../app/paraglide/messages.js'

const buildDir = join(import.meta.dirname, '..', '..', 'build')
let server: Awaited<ReturnType<typeof createServerApp>>

beforeAll(async () => {
  const env = loadEnv({ SITE_URL: 'https://startups.example.org', CONTACT_EMAIL: 'contact@startups.example.org' })
  server = await createServerApp({ env, backend: fakeBackend(), buildDir, log: () => {} })
})

async function get(path: string, language: Language = 'fr'): Promise<{ status: number; html: string }> {
  const response = await server.app.fetch(new Request(`https://startups.example.org${localizePath(path, language)}`))
  return { status: response.status, html: await response.text() }
}

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')

/** The result cards of a page: the page each links to, its badge, and whether it shows a logo tile. */
function cards(html: string) {
  return html
    .split('data-testid="search-result"')
    .slice(1)
    .map((card) => ({
      // The page linked, by its French address (the link itself is in the page's language).
      href: splitLanguage(/<a [^>]*href="([^"]+)"/.exec(card)?.[1] ?? '').path,
      language: splitLanguage(/<a [^>]*href="([^"]+)"/.exec(card)?.[1] ?? '').language,
      badge: /data-testid="result-type"[^>]*>([^<]+)</.exec(card)?.[1] ?? '',
      logo: card.slice(0, card.indexOf('data-testid="result-type"')).includes('data-testid="company-logo"'),
    }))
}

describe('the search page', () => {
  it('pages the results 24 at a time, with the specification count line and page links', async () => {
    const total = siteSearch().search('fintech').length
    expect(total).toBeGreaterThanOrEqual(allCompanies().filter((company) => company.sector === 'fintech').length)
    const pageCount = Math.ceil(total / 24)
    const first = await get('/search?q=fintech')
    expect(first.status).toBe(200)
    expect(first.html).toContain(escapeHtml(frenchResultCount(total, 'fintech')))
    expect(first.html).toContain(escapeHtml(translate('fr', m['directory.startups.pageStatus'], { page: 1, count: pageCount })))
    const shown = cards(first.html)
    expect(shown).toHaveLength(24)
    expect(shown[0]).toMatchObject({ href: '/category/fintech', badge: 'Secteur', logo: false })
    expect(shown.slice(1).every((card) => card.badge === 'Startup' && card.logo)).toBe(true)
    expect(first.html).toContain('href="/search?q=fintech&amp;page=2"')
    expect(first.html).toContain(`href="/search?q=fintech&amp;page=${pageCount}"`)

    const second = await get('/search?q=fintech&page=2')
    expect(second.status).toBe(200)
    expect(second.html).toContain(escapeHtml(frenchResultCount(total, 'fintech')))
    const secondCards = cards(second.html)
    expect(secondCards).toHaveLength(24)
    expect(secondCards.some((card) => shown.some((other) => other.href === card.href))).toBe(false)
    expect(second.html).toMatch(/aria-current="page"[^>]*>2</)

    const last = await get(`/search?q=fintech&page=${pageCount}`)
    expect(cards(last.html)).toHaveLength(total - (pageCount - 1) * 24)
  })

  it('answers 404 for a page past the last one, as the sector pages do', async () => {
    const total = siteSearch().search('mobileye').length
    expect((await get(`/search?q=mobileye&page=${Math.ceil(total / 24) + 1}`)).status).toBe(404)
    expect((await get('/search?q=zzqqxxyy&page=2')).status).toBe(404)
    expect((await get('/search?page=3')).status).toBe(404)
    // Not a page number: the first page, as on the directory.
    expect((await get('/search?q=mobileye&page=abc')).status).toBe(200)
  })

  it.each([
    ['fr', ['Secteur', 'Startup', 'Guide', 'Article', 'Dossier']],
    ['en', ['Sector', 'Startup', 'Guide', 'Article', 'Topic']],
    ['he', ['תחום', 'סטארט-אפ', 'מדריך', 'מאמר', 'נושא']],
  ] as const)('gives each type of result its badge in %s', async (language, [sector, startup, guide, article, topic]) => {
    const badgeOf = async (query: string, href: string) => cards((await get(`/search?q=${encodeURIComponent(query)}`, language)).html).find((card) => card.href === href)?.badge
    expect(await badgeOf('cybersecurity', '/category/cybersecurity')).toBe(sector)
    expect(await badgeOf('wix', '/startups/wix')).toBe(startup)
    expect(await badgeOf('due diligence', '/guides/evaluer-startup-israelienne')).toBe(guide)
    expect(await badgeOf('pushit', '/pushit-replays')).toBe(article)
    expect(await badgeOf('innovation', '/categories/innovation-israel')).toBe(topic)
  })

  it('names a sector in the page language and finds it by a Hebrew query', async () => {
    const { html } = await get(`/search?q=${encodeURIComponent('סייבר')}`, 'he')
    expect(cards(html)[0]).toMatchObject({ href: '/category/cybersecurity', language: 'he', badge: 'תחום' })
    expect(html).toMatch(/data-testid="search-result"[\s\S]*?<h2[^>]*>סייבר<\/h2>/)
  })

  it('keeps the states of the specification: no query, no result', async () => {
    const empty = await get('/search')
    expect(empty.status).toBe(200)
    expect(empty.html).toContain(escapeHtml('Commencez votre recherche'))
    expect(cards(empty.html)).toHaveLength(0)
    const none = await get('/search?q=zzqqxxyy')
    expect(none.html).toContain(escapeHtml(frenchResultCount(0, 'zzqqxxyy')))
    expect(none.html).toContain(escapeHtml('Aucun résultat trouvé'))
    expect(none.html).toContain(escapeHtml("Essayez avec d'autres mots-clés ou parcourez nos catégories."))
  })

  it('searches with a plain GET form, so it works without JavaScript', async () => {
    const { html } = await get('/search?q=wix')
    const form = /<form[^>]*role="search"[^>]*>[\s\S]*?<\/form>/.exec(html.slice(html.indexOf('<main')))?.[0] ?? ''
    expect(form).toMatch(/method="get"/)
    expect(form).toMatch(/action="\/search"/)
    expect(form).toMatch(/<input[^>]*name="q"[^>]*value="wix"/)
  })
})
