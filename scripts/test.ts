/**
 * The whole test suite, as the README's `npm test` runs it: type check, lint,
 * content check, build, unit and integration tests (Vitest, including the
 * PostgreSQL suite when TEST_DATABASE_URL is set), then end-to-end tests in
 * the system Chromium (Playwright), then Lighthouse on ten pages once the machine is quiet (one test
 * per page). Ends with the counts (every test that did not run counted as skipped: scripts/test-summary.ts),
 * after the names of the tests that passed only on a retry and of what failed before its tests were counted.
 * `npm test <step>...` runs only the named steps (typecheck, lint, build, unit, e2e, lighthouse);
 * `npm test lighthouse` measures the existing build without rebuilding.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { chromiumInstallHint, chromiumPath } from '../tests/support/chromium.ts'
import { addTally, closingLines, emptyTally, tallyPlaywright, tallyVitest, type PlaywrightReport, type VitestReport } from './test-summary.ts'

const only = process.argv.slice(2)
const binDir = `${import.meta.dirname}/../node_modules/.bin`

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n▶ ${label}`)
  const started = performance.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  const ok = result.status === 0
  console.log(`${ok ? '✔' : '✘'} ${label} (${seconds} s)`)
  return ok
}

function wanted(step: string): boolean {
  return only.length === 0 || only.includes(step)
}

let totals = emptyTally()
const failedSteps: string[] = []

function step(name: string, ok: boolean) {
  if (!ok) failedSteps.push(name)
}

if (!process.env.TEST_DATABASE_URL) {
  console.log('PostgreSQL tests skipped: TEST_DATABASE_URL not set (set it, e.g. postgres://postgres@127.0.0.1:5432/test, to run them).')
}

if (wanted('typecheck')) step('typecheck', run('Messages (parity, Paraglide compile)', process.execPath, ['scripts/compile-messages.ts']) && run('Type check', `${binDir}/react-router`, ['typegen']) && run('tsc', `${binDir}/tsc`, ['--noEmit']))
if (wanted('lint')) step('lint', run('Lint', `${binDir}/eslint`, ['.', '--max-warnings=0']))
if (wanted('build') || wanted('unit') || wanted('e2e')) step('build', run('Content check and build', 'npm', ['run', 'build']))

if (wanted('unit')) {
  rmSync('test-results/vitest.json', { force: true })
  const ok = run('Unit and integration tests (Vitest)', `${binDir}/vitest`, ['run', '--reporter=default', '--reporter=json', '--outputFile=test-results/vitest.json'])
  step('unit', ok)
  if (existsSync('test-results/vitest.json')) {
    const report = JSON.parse(readFileSync('test-results/vitest.json', 'utf8')) as VitestReport
    totals = addTally(totals, tallyVitest(report, process.cwd()))
  }
}

if (wanted('e2e')) {
  if (!chromiumPath()) {
    console.error(`\n✘ End-to-end tests cannot run. ${chromiumInstallHint}`)
    step('e2e', false)
  } else {
    rmSync('test-results/e2e.json', { force: true })
    const ok = run('End-to-end tests (Playwright, Chromium)', `${binDir}/playwright`, ['test'])
    step('e2e', ok)
    if (existsSync('test-results/e2e.json')) {
      const report = JSON.parse(readFileSync('test-results/e2e.json', 'utf8')) as PlaywrightReport
      totals = addTally(totals, tallyPlaywright(report))
    }
  }
}

if (wanted('lighthouse')) {
  if (!chromiumPath()) {
    console.error(`\n✘ Lighthouse cannot run. ${chromiumInstallHint}`)
    step('lighthouse', false)
  } else {
    rmSync('test-results/lighthouse.json', { force: true })
    const ok = run('Lighthouse (mobile, simulated throttling)', process.execPath, ['tests/lighthouse/run.ts'])
    step('lighthouse', ok)
    if (existsSync('test-results/lighthouse.json')) {
      const report = JSON.parse(readFileSync('test-results/lighthouse.json', 'utf8')) as { passed: number; failed: number }
      totals.passed += report.passed
      totals.failed += report.failed
    }
  }
}

console.log('')
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(', ')}`)
for (const line of closingLines(totals)) console.log(line)
process.exit(failedSteps.length > 0 || totals.failed > 0 || totals.uncounted.length > 0 ? 1 : 0)
