/**
 * `node bench/register.ts [runs]`: how long loading the imported register and building the one company
 * model take in a fresh process, and how much memory they keep (heap and resident set after a full
 * collection). Prints the median of `runs` processes (default 5) and every run.
 */
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')

interface Run {
  loadMs: number
  modelMs: number
  heapMb: number
  rssMb: number
  companies: number
  records: number
}

const probe = `
const gc = globalThis.gc
gc()
const before = process.memoryUsage()
const { register } = await import('./content/register.server.ts')
const loadStarted = performance.now()
const data = register()
const loadMs = performance.now() - loadStarted
const { companyModel } = await import('./content/companies.server.ts')
const modelStarted = performance.now()
const model = companyModel()
const modelMs = performance.now() - modelStarted
gc()
const after = process.memoryUsage()
console.log(JSON.stringify({
  loadMs, modelMs,
  heapMb: (after.heapUsed - before.heapUsed) / 1e6,
  rssMb: (after.rss - before.rss) / 1e6,
  companies: data.companies.length,
  records: model.records.length,
}))
`

function measure(): Run {
  const result = spawnSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', probe], { cwd: root, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(result.stderr)
  return JSON.parse(result.stdout.trim().split('\n').at(-1)!) as Run
}

const runs = Number(process.argv[2] ?? 5)
const results = Array.from({ length: runs }, measure)
const median = (pick: (run: Run) => number) => {
  const values = results.map(pick).sort((a, b) => a - b)
  return values[Math.floor(values.length / 2)]!
}
console.log(`Register: ${results[0]!.companies} companies; model: ${results[0]!.records} records; ${runs} fresh processes`)
console.log(`median: load ${median((run) => run.loadMs).toFixed(0)} ms, model ${median((run) => run.modelMs).toFixed(0)} ms, heap +${median((run) => run.heapMb).toFixed(1)} MB, RSS +${median((run) => run.rssMb).toFixed(1)} MB`)
for (const run of results) {
  console.log(`  load ${run.loadMs.toFixed(0)} ms, model ${run.modelMs.toFixed(0)} ms, heap +${run.heapMb.toFixed(1)} MB, RSS +${run.rssMb.toFixed(1)} MB`)
}
