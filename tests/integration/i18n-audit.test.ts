/**
 * Issue 19, item 4: `npm run i18n:audit`'s count, run by the tests. The same function as the command
 * (scripts/i18n-audit/audit.ts) renders every page kind in English and Hebrew through the server build and
 * counts the French-only words; every kind must be at or under 5%, and Hebrew pages isolate the Latin names and
 * numbers of company cards, key facts and profile headers. Needs a build (`npm run build`), like the
 * other integration tests, which is why it is a Vitest test rather than a step of scripts/test.ts: the `unit`
 * step already runs after the build.
 *
 * No page kind is exempt: the legal pages have their English and Hebrew versions too (the French stays the
 * binding text, and the pages say so).
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { auditPageKinds, auditThreshold, countWords, pageTexts, runAudit, unisolated, type AuditResult } from '../../scripts/i18n-audit/audit.ts'

let result: AuditResult

beforeAll(async () => {
  result = await runAudit()
}, 300_000)

describe('npm run i18n:audit', () => {
  it('samples at least 20 pages of every kind that has them, with a fixed seed', () => {
    const kinds = auditPageKinds()
    expect(kinds.map((kind) => kind.kind)).toEqual(expect.arrayContaining(['home', 'sector', 'directory', 'directory (filters)', 'profile: long', 'profile: adtech', 'profile: generated', 'profile: register', 'search', 'blog', 'article', 'guide', 'topic', 'contact', 'newsletter', 'auth', '404']))
    for (const kind of ['directory (filters)', 'profile: generated', 'profile: register', 'search']) {
      expect(kinds.find((entry) => entry.kind === kind)!.paths).toHaveLength(20)
    }
    expect(auditPageKinds()).toEqual(kinds)
  })

  it('every page answers', () => {
    expect(result.kinds.flatMap((row) => row.errors)).toEqual([])
  })

  it('every English and Hebrew page kind is at or under 5% French', () => {
    const above = result.kinds.filter((row) => row.share > auditThreshold)
    expect(above.map((row) => `${row.kind} (${row.language}): ${(row.share * 100).toFixed(1)}% ${row.top.map(([word]) => word).join(' ')}`)).toEqual([])
  })

  it('Hebrew pages isolate the Latin names and numbers of company cards, key facts and profile headers', () => {
    expect(result.unisolated.slice(0, 10)).toEqual([])
  })

  it('the lists recognise French: more than half the words of French pages', () => {
    expect(result.frenchReference.share).toBeGreaterThan(0.5)
  })
})

describe('the counting', () => {
  it('counts French words, not English ones, names or the site name', () => {
    expect(countWords("L'entreprise fondée à Jérusalem développe des puces").french).toEqual(["l'entreprise", 'fondée', 'à', 'jérusalem', 'développe', 'des', 'puces'])
    expect(countWords('Startups en Israël: a startup founded in Tel Aviv with CE marking, DoIt and Mobileye').french).toEqual([])
  })

  it('reads the title, description, alt, aria-label and JSON-LD, not scripts, and ignores lang', () => {
    const html =
      '<!DOCTYPE html><html lang="en"><head><title>Les startups</title><meta name="description" content="Pour les investisseurs"/>' +
      '<script type="application/ld+json">{"@type":"Thing","name":"Une fiche","url":"https://x.example/les"}</script></head>' +
      '<body><img alt="Le logo"/><nav aria-label="Fil d&#x27;Ariane"></nav><p lang="fr">Avec des &amp; données</p><script>var les = "des"</script></body></html>'
    const texts = pageTexts(html)
    expect(texts.title).toBe('Les startups')
    expect(texts.description).toBe('Pour les investisseurs')
    expect(texts.jsonLd).toBe('Une fiche')
    expect(texts.attributes).toBe("Le logo \n Fil d'Ariane")
    expect(texts.visible.trim()).toBe('Avec des & données')
  })

  it('finds Latin names and numbers that no bdi or dir isolates in a Hebrew card', () => {
    const html =
      '<body><article data-testid="company-card"><span aria-hidden="true">WX</span><h3><a>Wix</a></h3><span dir="auto">Tel Aviv</span><bdi>2006</bdi><p>נוסדה ב-2006</p></article></body>'
    expect(unisolated(html)).toEqual([
      { region: 'company card', text: 'Wix' },
      { region: 'company card', text: 'נוסדה ב-2006' },
    ])
  })
})
