/**
 * The closing counts of `npm test` (scripts/test-summary.ts), from reports shaped as Vitest's and Playwright's
 * JSON reporters write them.
 */
import { describe, expect, it } from 'vitest'
import { addTally, closingLines, tallyPlaywright, tallyVitest, type PlaywrightReport, type VitestReport } from './test-summary.ts'

const vitestReport: VitestReport = {
  testResults: [
    { name: '/repo/tests/unit/a.test.ts', assertionResults: [{ status: 'passed' }, { status: 'passed' }, { status: 'failed' }, { status: 'todo' }] },
    // A whole file under describe.skipIf: its tests are listed, each 'skipped'.
    { name: '/repo/tests/backend/postgres.test.ts', assertionResults: [{ status: 'skipped' }, { status: 'skipped' }, { status: 'skipped' }] },
    { name: '/repo/tests/unit/b.test.ts', assertionResults: [{ status: 'passed' }, { status: 'pending' }, { status: 'disabled' }] },
    // A file that failed to import: no test was collected.
    { name: '/repo/tests/unit/broken.test.ts', assertionResults: [] },
  ],
}

const playwrightReport: PlaywrightReport = {
  suites: [
    {
      title: 'forms.spec.ts',
      file: 'forms.spec.ts',
      specs: [
        { title: 'sends the form', tests: [{ status: 'expected' }] },
        { title: 'shows the errors', tests: [{ status: 'flaky' }] },
      ],
      suites: [
        {
          title: 'newsletter',
          file: 'forms.spec.ts',
          specs: [
            { title: 'subscribes', tests: [{ status: 'unexpected' }] },
            { title: 'says it once', tests: [{ status: 'flaky' }] },
            { title: 'never ran', tests: [{ status: 'skipped' }] },
          ],
        },
      ],
    },
  ],
  errors: [],
}

/** What Playwright writes when a test file cannot be loaded: no test at all, one error. */
const stoppedPlaywrightReport: PlaywrightReport = {
  suites: [],
  errors: [
    {
      message:
        "Error: Cannot find module '/repo/tests/e2e/gone.ts' imported from /repo/tests/e2e/broken.spec.ts\n    at eval (<anonymous>:1:1)",
    },
  ],
}

describe('the closing counts of npm test', () => {
  it('counts every Vitest test that did not run as skipped, and names the files that could not be imported', () => {
    expect(tallyVitest(vitestReport, '/repo')).toEqual({
      passed: 3,
      failed: 1,
      skipped: 6,
      uncounted: ['tests/unit/broken.test.ts'],
      retried: [],
    })
  })

  it('counts a Playwright test that passed on a retry as passed, and names it', () => {
    expect(tallyPlaywright(playwrightReport)).toEqual({
      passed: 3,
      failed: 1,
      skipped: 1,
      uncounted: [],
      retried: ['forms.spec.ts › shows the errors', 'forms.spec.ts › newsletter › says it once'],
    })
  })

  it('names the error that stopped a Playwright run before any test', () => {
    expect(tallyPlaywright(stoppedPlaywrightReport)).toEqual({
      passed: 0,
      failed: 0,
      skipped: 0,
      uncounted: ["Error: Cannot find module '/repo/tests/e2e/gone.ts' imported from /repo/tests/e2e/broken.spec.ts"],
      retried: [],
    })
  })

  it('adds the reports and ends with the counts, after what could not be counted and the retried tests', () => {
    const total = [tallyPlaywright(playwrightReport), tallyPlaywright(stoppedPlaywrightReport)].reduce(addTally, tallyVitest(vitestReport, '/repo'))
    expect(closingLines(total)).toEqual([
      'Failed before their tests were counted (2):',
      '  tests/unit/broken.test.ts',
      "  Error: Cannot find module '/repo/tests/e2e/gone.ts' imported from /repo/tests/e2e/broken.spec.ts",
      'Passed only on a retry (2):',
      '  forms.spec.ts › shows the errors',
      '  forms.spec.ts › newsletter › says it once',
      'tests: 6 passed, 2 failed, 7 skipped (did not run)',
    ])
  })

  it('is only the counts when every test ran once', () => {
    const report: VitestReport = { testResults: [{ name: '/repo/tests/unit/a.test.ts', assertionResults: [{ status: 'passed' }] }] }
    expect(closingLines(tallyVitest(report, '/repo'))).toEqual(['tests: 1 passed, 0 failed, 0 skipped (did not run)'])
  })
})
