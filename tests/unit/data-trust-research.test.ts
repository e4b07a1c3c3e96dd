/**
 * Issue 33's research, as committed so far: the 150 largest Israeli employers are the list the written rule gives
 * (scripts/register/largest-employers.ts), each with a line for its worldwide and Israeli headcount, found with its
 * source or "no source found"; the headquarters and status checks of the hand-checked layer are valid sourced lines
 * whose evidence holds their value.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { readPilot } from '../../scripts/funding/pilot.ts'
import { largestEmployersCount, largestEmployersTsv } from '../../scripts/register/largest-employers.ts'

const listFile = join('content', 'register', 'largest-employers.tsv')
const headcountFolder = join('content', 'register', 'employer-headcounts')

describe('the largest employers', () => {
  it('are the 150 companies the written rule gives', () => {
    const committed = readFileSync(listFile, 'utf8')
    expect(committed).toBe(largestEmployersTsv())
    expect(committed.trim().split('\n')).toHaveLength(largestEmployersCount + 1)
  })

  it('each have a sourced headcount, or say that no source was found, for the world and for Israel', () => {
    const slugs = readFileSync(listFile, 'utf8').trim().split('\n').slice(1).map((row) => row.split('\t')[2]!)
    const files = readdirSync(headcountFolder).map((file) => join(headcountFolder, file))
    const { lines, problems } = readPilot(files)
    expect(problems).toEqual([])
    for (const slug of slugs) {
      for (const fact of ['headcountWorldwide', 'headcountIsrael'] as const) expect(lines.some((line) => line.company === slug && line.fact === fact), `${slug} ${fact}`).toBe(true)
    }
    expect(lines.filter((line) => line.found).length).toBeGreaterThan(0)
  })
})

describe('the hand-checked layer’s checks', () => {
  it('are valid sourced lines, every evidence holding its value', () => {
    const folder = join('content', 'corrections')
    const { lines, problems } = readPilot(readdirSync(folder).map((file) => join(folder, file)))
    expect(problems).toEqual([])
    expect(lines.length).toBeGreaterThan(100)
  })
})

describe('the merges file', () => {
  it('decides each group once, on registry numbers of the register, with a reason', () => {
    const numbers = new Set(readFileSync(join('content', 'register', 'companies.jsonl'), 'utf8').trim().split('\n').map((line) => (JSON.parse(line) as { registryNumber: string }).registryNumber))
    // A merged record has left companies.jsonl; merged-records.tsv lists it (tests/unit/register-merges.test.ts).
    for (const row of readFileSync(join('content', 'register', 'merged-records.tsv'), 'utf8').trim().split('\n').slice(1)) numbers.add(row.split('\t')[0]!)
    const [header, ...rows] = readFileSync(join('content', 'register', 'merges.tsv'), 'utf8').trimEnd().split('\n')
    expect(header).toBe('decision\tkept\tothers\tchoices\twhy')
    const seen = new Set<string>()
    for (const row of rows) {
      const [decision, kept, others, , why] = row.split('\t')
      expect(['merge', 'distinct'], row).toContain(decision)
      for (const number of [kept!, ...others!.split(',')]) {
        expect(numbers.has(number), `${number} is not in the register`).toBe(true)
        if (decision === 'merge') expect(seen.has(number), `${number} merged twice`).toBe(false)
        if (decision === 'merge') seen.add(number)
      }
      expect(why!.length, row).toBeGreaterThan(10)
    }
    expect(rows.filter((row) => row.startsWith('merge\t')).length).toBeGreaterThan(30)
  })
})
