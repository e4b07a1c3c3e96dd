/**
 * The counting behind the closing lines of `npm test` (scripts/test.ts), read from the JSON reports of Vitest and
 * Playwright. A test that did not run is counted as skipped whatever the reason (test.skip, a suite under
 * describe.skipIf, a todo, a run cut short), so the closing line shows how much of the suite was left out; a test
 * that passed only on a retry counts as passed but is named, since a retry hides an unstable test.
 */
import { relative } from 'node:path'

export interface Tally {
  passed: number
  failed: number
  skipped: number
  /**
   * What failed before its tests were collected (a Vitest file that cannot be imported, a Playwright run that
   * stopped on an error outside any test): how many tests did not run there is unknown.
   */
  uncounted: string[]
  /** Tests that failed at least once, then passed on a retry. */
  retried: string[]
}

/** The part of Vitest's `--reporter=json` output read here. */
export interface VitestReport {
  testResults: {
    name: string
    assertionResults: { status: string }[]
  }[]
}

interface PlaywrightSuite {
  title: string
  file: string
  specs: { title: string; tests: { status: string }[] }[]
  suites?: PlaywrightSuite[]
}

/** The part of Playwright's JSON reporter output read here; its files are named relative to the test directory. */
export interface PlaywrightReport {
  suites: PlaywrightSuite[]
  errors: { message: string }[]
}

export const emptyTally = (): Tally => ({ passed: 0, failed: 0, skipped: 0, uncounted: [], retried: [] })

/** `root` is the directory the file names are shown relative to. */
export function tallyVitest(report: VitestReport, root: string): Tally {
  const tally = emptyTally()
  for (const file of report.testResults) {
    if (file.assertionResults.length === 0) tally.uncounted.push(relative(root, file.name))
    for (const test of file.assertionResults) {
      // Vitest's other statuses (skipped, pending, todo, disabled) all mean that the test did not run.
      if (test.status === 'passed') tally.passed++
      else if (test.status === 'failed') tally.failed++
      else tally.skipped++
    }
  }
  return tally
}

export function tallyPlaywright(report: PlaywrightReport): Tally {
  const tally = emptyTally()
  const visit = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs) {
      for (const test of spec.tests) {
        // A test's status is its outcome over every attempt: 'flaky' failed, then passed on a retry.
        if (test.status === 'expected') tally.passed++
        else if (test.status === 'flaky') {
          tally.passed++
          tally.retried.push([suite.file, ...titles, spec.title].join(' › '))
        } else if (test.status === 'unexpected') tally.failed++
        else tally.skipped++
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title])
  }
  // A file suite's title is its file name, already shown first.
  for (const fileSuite of report.suites) visit(fileSuite, [])
  // A file that cannot be loaded stops the whole run before any test: the report holds only the error.
  for (const error of report.errors) tally.uncounted.push(error.message.split('\n')[0]!.slice(0, 300))
  return tally
}

export function addTally(total: Tally, more: Tally): Tally {
  return {
    passed: total.passed + more.passed,
    failed: total.failed + more.failed,
    skipped: total.skipped + more.skipped,
    uncounted: [...total.uncounted, ...more.uncounted],
    retried: [...total.retried, ...more.retried],
  }
}

/** The closing lines, the counts last. */
export function closingLines(tally: Tally): string[] {
  const lines: string[] = []
  if (tally.uncounted.length > 0) {
    lines.push(`Failed before their tests were counted (${tally.uncounted.length}):`)
    for (const what of tally.uncounted) lines.push(`  ${what}`)
  }
  if (tally.retried.length > 0) {
    lines.push(`Passed only on a retry (${tally.retried.length}):`)
    for (const title of tally.retried) lines.push(`  ${title}`)
  }
  lines.push(`tests: ${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped (did not run)`)
  return lines
}
