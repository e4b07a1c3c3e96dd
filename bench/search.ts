/**
 * `node bench/search.ts [--rounds=N]`: the site search on the server, measured in one process as
 * the search page's loader runs it:
 * - the time to build the search's documents (every sector, company, guide, article and topic) and its one
 *   index for the three languages, and the heap they keep (after a full collection; the company model and
 *   the directory's cards, which the site builds anyway, are loaded first and not counted);
 * - the time of one search and of the views of its first page of 24 results, over a fixed list of one- to
 *   three-word queries, each run `rounds` times (default 150: 5,400 searches), the page's language in turn
 *   fr, en, he: p50, p95 and max, and the slowest queries.
 * Re-runs itself with --expose-gc when started without it.
 */
import { spawnSync } from 'node:child_process'

if (typeof globalThis.gc !== 'function') {
  const child = spawnSync(process.execPath, ['--expose-gc', import.meta.filename, ...process.argv.slice(2)], { stdio: 'inherit' })
  process.exit(child.status ?? 1)
}

const { allCompanies } = await import('../content/companies.server.ts')
const { companyCard } = await import('../app/lib/directory-data.server.ts')
const { searchDocuments, searchResultView } = await import('../app/lib/search-index.server.ts')
const { createSiteSearch } = await import('../app/lib/site-search.server.ts')
const { languages } = await import('../content/languages.ts')

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=')
    return [key!, value ?? 'true'] as const
  }),
)
const rounds = Number(args.get('rounds') ?? 150)
/** One- to three-word queries: names, typos, sectors and their synonyms, places, editorial words, nothing found. */
const benchQueries: readonly string[] = [
  'wix',
  'mobileye',
  'mobilye',
  'monday',
  'check point',
  'netafim',
  'cyberark',
  'fintech',
  'medtech',
  'adtech',
  'cyber',
  'cybersécurité',
  'sécurité',
  'santé',
  'ia',
  'intelligence artificielle',
  'big data',
  'agriculture',
  'énergie solaire',
  'tel aviv',
  'tel aviv cyber',
  'haïfa',
  'jérusalem medtech',
  'startup',
  'startups israéliennes',
  'due diligence',
  'investir',
  'levée de fonds',
  'pushit',
  'cloud security',
  'paiements mobiles',
  'סייבר',
  'פינטק',
  'zzqqxxyy',
  'qwertyuiop asdf',
  'a',
]

const heapMb = () => {
  globalThis.gc!()
  globalThis.gc!()
  return process.memoryUsage().heapUsed / 1024 / 1024
}
const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

// What the site loads before any search: the company model and the directory's cards in the three languages.
const records = allCompanies()
for (const language of languages) for (const record of records) companyCard(record.slug, language)

const before = heapMb()
let started = performance.now()
const documents = searchDocuments()
const documentsMs = performance.now() - started
started = performance.now()
const search = createSiteSearch(documents)
const indexMs = performance.now() - started
const kept = heapMb() - before

// A few rounds to warm the JIT, then the measured ones, the queries interleaved. A search as the page runs it:
// every match ranked, then the first page of 24 shown in one language.
const pageOf = (query: string, language: (typeof languages)[number]) => search.search(query).slice(0, 24).map((hit) => searchResultView(hit.document, language))
for (let round = 0; round < 5; round++) for (const query of benchQueries) pageOf(query, 'fr')
const all: number[] = []
const byQuery = new Map<string, number[]>(benchQueries.map((query) => [query, []]))
for (let round = 0; round < rounds; round++) {
  const language = languages[round % languages.length]!
  for (const query of benchQueries) {
    const start = performance.now()
    pageOf(query, language)
    const elapsed = performance.now() - start
    all.push(elapsed)
    byQuery.get(query)!.push(elapsed)
  }
}
all.sort((a, b) => a - b)
const slowest = [...byQuery]
  .map(([query, times]) => [query, percentile(times.sort((a, b) => a - b), 95)] as const)
  .sort((a, b) => b[1] - a[1])
  .slice(0, 4)
  .map(([query, p95]) => `'${query}' ${p95.toFixed(1)} ms`)
  .join(', ')

const os = await import('node:os')
console.log(`Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, Node ${process.version}; load average ${os.loadavg()[0]!.toFixed(1)}`)
console.log(`| Measure | Result |`)
console.log('|---|---|')
console.log(`| Documents indexed (companies, sectors, guides, articles, topics) | ${documents.length} (${records.length} companies) |`)
console.log(`| Documents built, first use | ${documentsMs.toFixed(0)} ms |`)
console.log(`| Index built (MiniSearch), first use | ${indexMs.toFixed(0)} ms |`)
console.log(`| Heap kept by the documents and the index | ${kept.toFixed(1)} MB |`)
console.log(`| Searches (${benchQueries.length} queries × ${rounds} rounds, fr/en/he in turn) | ${all.length} |`)
console.log(`| Search and first page of results: p50 / p95 / max | ${percentile(all, 50).toFixed(2)} ms / ${percentile(all, 95).toFixed(2)} ms / ${all.at(-1)!.toFixed(1)} ms |`)
console.log(`| Slowest queries (their p95) | ${slowest} |`)
