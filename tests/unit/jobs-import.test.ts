/**
 * The jobs import (scripts/import-jobs.ts, issue 36): a small fixture snapshot gives the expected bytes (names
 * matched exactly, then folded, then by size and category; a job listed twice counted once; unknown and ambiguous
 * names counted, never guessed), and the committed data is what the real snapshot in ../shared gives, when it is
 * present.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { jobsBuild } from '../../scripts/import-jobs.ts'
import { buildJobs, foldName, parseCsv } from '../../scripts/register/jobs.ts'
import { readSnapshot } from '../../scripts/register/tar.ts'

const fixture = join('tests', 'fixtures', 'jobs', 'techmap-jobs-fixture')
const company = (registryNumber: string, name: string, size: '1-10' | '11-50' | '201-1000', registerCategory: 'Productivity' | 'Digital Media' | 'Fintech') => ({ registryNumber, name, size, registerCategory })
const companies = [
  company('100', 'Acme', '11-50', 'Productivity'),
  company('201', 'Flare', '201-1000', 'Productivity'),
  company('202', 'Flare', '1-10', 'Digital Media'),
  company('301', 'Twin', '11-50', 'Fintech'),
  company('302', 'Twin', '11-50', 'Fintech'),
]

describe('the jobs importer on the fixture snapshot', () => {
  const build = buildJobs(readSnapshot(fixture), companies)

  it('counts open positions per month, company and job family', () => {
    expect(build.openingsTsv).toBe(['month\tregistryNumber\topenings', '2024-08\t100\tsales=1 software=2', '2024-08\t201\tsoftware=1', '2024-09\t100\tsoftware=1', '2024-09\t202\tsoftware=1', ''].join('\n'))
  })

  it('says, month by month, what it matched, what it counted once and what it could not match', () => {
    const source = JSON.parse(build.sourceJson) as { families: string[]; months: unknown[]; totals: unknown; unmatchedNames: unknown[] }
    expect(source.families).toEqual(['sales', 'software'])
    expect(source.months).toEqual([
      { month: '2024-08', commit: 'aaaa1111', rows: 7, duplicates: 1, matched: 4, unmatched: 1, ambiguous: 1, companies: 2, newestUpdate: '2024-08-30' },
      { month: '2024-09', commit: 'bbbb2222', rows: 2, duplicates: 0, matched: 2, unmatched: 0, ambiguous: 0, companies: 2, newestUpdate: '2024-09-03' },
    ])
    expect(source.totals).toEqual({ rows: 9, matched: 6, unmatched: 1, ambiguous: 1, duplicates: 1 })
    expect(source.unmatchedNames).toEqual([
      { name: 'Twin', why: 'ambiguous', rows: 1 },
      { name: 'Nowhere Ltd', why: 'unknown', rows: 1 },
    ])
    expect(build.report[1]).toBe('Matched to a company: 6 jobs (1 rows listed twice in a month counted once); no company of that name: 1; several companies of that name: 1.')
  })

  it('keeps no job title, city or address', () => {
    for (const text of ['Backend Engineer', 'Core', 'jobs.example', 'תל אביב']) {
      expect(build.openingsTsv).not.toContain(text)
      expect(build.sourceJson).not.toContain(text)
    }
  })

  it('gives the same bytes twice', () => {
    const again = buildJobs(readSnapshot(fixture), [...companies].reverse())
    expect(again.openingsTsv).toBe(build.openingsTsv)
    expect(again.sourceJson).toBe(build.sourceJson)
  })
})

describe('the jobs importer’s helpers', () => {
  it('reads quoted CSV fields with commas, doubled quotes and line breaks, after a byte-order mark', () => {
    expect(parseCsv('\uFEFFa,b\r\n"x, y","say ""hi"""\n"two\nlines",\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['two\nlines', ''],
    ])
  })

  it('folds names for matching: case, accents and spaces aside', () => {
    expect(foldName('  Café   Labs ')).toBe('cafe labs')
    expect(foldName('WIX.com')).toBe(foldName('wix.com'))
  })
})

const sharedJobs = join('..', 'shared', 'register', 'techmap-jobs-c6e9777a.tar.gz')
const haveShared = existsSync(sharedJobs)

describe.skipIf(!haveShared)('the committed jobs data', () => {
  it('is what the importer makes of the snapshot in ../shared, byte for byte', () => {
    const build = jobsBuild(sharedJobs, join('content', 'register'))
    expect(build.openingsTsv === readFileSync(join('content', 'register', 'jobs', 'openings.tsv'), 'utf8'), 'openings.tsv').toBe(true)
    expect(build.sourceJson).toBe(readFileSync(join('content', 'register', 'jobs', 'source.json'), 'utf8'))
  }, 60_000)
})
