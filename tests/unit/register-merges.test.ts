/**
 * One page per company (issue 33, point 5): the register's duplicates resolved in content/register/merges.tsv are
 * applied by the importer (scripts/register/merges.ts), strictly; no two records left share a site and a name
 * without a line in that file; and a merged record's address answers 301 with the kept company's profile.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { registerRecord } from '../support/register-record.ts'
import { describe, expect, it } from 'vitest'

import { applyMerges, parseMerges, readMerges, type MergeLine } from '../../scripts/register/merges.ts'
import { normaliseName, siteDomain } from '../../content/companies.server.ts'
import { parseMergedRecords } from '../../content/merged-records.ts'
import type { RegisterCompany } from '../../content/register-schema.ts'
import { loader } from '../../app/routes/directory/startup-profile.server.ts'

const header = 'decision\tkept\tothers\tchoices\twhy'

function record(registryNumber: string, name: string, extra: Partial<RegisterCompany> = {}): RegisterCompany {
  return registerRecord(registryNumber, name, { origin: null, website: 'http://www.acme.example/', ...extra })
}

const pair = [
  record('515000001', 'Acme'),
  record('515000002', 'Acme Ltd', { locality: 'airport-city-neighbour', place: 'airport-city', lat: 32.0, lon: 34.9, linkedin: 'https://www.linkedin.com/company/acme' }),
  record('515000003', 'Other'),
]
const mergeLine = (choices: string) => parseMerges(`${header}\nmerge\t515000001\t515000002\t${choices}\tsame company: same site\n`)

describe('the merges file, read strictly', () => {
  it('keeps one record with the chosen values, and drops the others', () => {
    const result = applyMerges(pair, mergeLine('name=Acme Ltd (the full name); locality=airport-city-neighbour (the other address); linkedin=https://www.linkedin.com/company/acme (only page)'))
    expect(result.companies.map((company) => company.registryNumber)).toEqual(['515000001', '515000003'])
    // A chosen locality brings its record's coordinates and named place; the slug stays the kept record's.
    expect(result.companies[0]).toMatchObject({ slug: 'acme', name: 'Acme Ltd', locality: 'airport-city-neighbour', place: 'airport-city', lat: 32.0, lon: 34.9 })
    expect(result.merged).toEqual([{ registryNumber: '515000002', slug: 'acme-ltd', name: 'Acme Ltd', kept: '515000001', keptSlug: 'acme' }])
    expect(result.renamed).toEqual([{ registryNumber: '515000001', slug: 'acme', name: 'Acme', kept: '515000001', keptSlug: 'acme' }])
  })

  it('takes the https form of a group’s http address, and null for none', () => {
    const result = applyMerges(pair, mergeLine('name=Acme (short name); locality=herzliya (kept address); website=https://www.acme.example/ (secure form); linkedin=null (not its page)'))
    expect(result.companies[0]).toMatchObject({ website: 'https://www.acme.example/', linkedin: null, place: null })
  })

  it('fails on an unknown fact, a value no record of the group holds, or a conflicting fact left unchosen', () => {
    expect(() => mergeLine('headcount=12 (a guess)')).toThrow(/unknown fact 'headcount'/)
    expect(() => applyMerges(pair, mergeLine('name=Acme Corp (a new name); locality=herzliya (x); linkedin=null (x)'))).toThrow(/name=Acme Corp .* none of the values/)
    expect(() => applyMerges(pair, mergeLine('name=Acme (x); locality=herzliya (x); linkedin=null (x); website=https://acme.example/ (not the same address)'))).toThrow(/website=/)
    expect(() => applyMerges(pair, mergeLine('name=Acme (x); locality=herzliya (x)'))).toThrow(/chooses no value for linkedin/)
    expect(() => mergeLine('name=Acme')).toThrow(/fact=value \(reason\)/)
    expect(() => parseMerges(`${header}\ndistinct\t515000001\t515000002\tname=Acme (x)\tname only\n`)).toThrow(/chooses no value/)
    expect(() => parseMerges(`${header}\nmerge\t515000001\t515000002\t\tsame\nmerge\t515000003\t515000002\t\tsame\n`)).toThrow(/already merged away/)
    expect(() => parseMerges(`${header}\nfold\t515000001\t515000002\t\tsame\n`)).toThrow(/neither merge nor distinct/)
  })

  it('leaves out a line whose records are not all in the snapshot', () => {
    const lines: MergeLine[] = parseMerges(`${header}\nmerge\t515000001\t519999999\t\tsame company\n`)
    const result = applyMerges(pair, lines)
    expect(result.companies).toHaveLength(3)
    expect(result.leftOut).toEqual(lines)
  })
})

const committed = readFileSync(join('content', 'register', 'companies.jsonl'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as RegisterCompany)
const byNumber = new Map(committed.map((company) => [company.registryNumber, company]))
const merges = readMerges()

describe('the committed register', () => {
  it('applies every merge line: no merged record left, each kept record with its chosen values', () => {
    const mergeLines = merges.filter((line) => line.decision === 'merge')
    expect(mergeLines.length).toBeGreaterThan(30)
    for (const line of mergeLines) {
      for (const number of line.others) expect(byNumber.has(number), `${number} is merged into ${line.kept}`).toBe(false)
      const kept = byNumber.get(line.kept)
      expect(kept, line.kept).toBeDefined()
      for (const [fact, value] of line.choices) expect(kept![fact], `${line.kept} ${fact}`).toBe(value)
    }
    // A distinct line's companies all stay.
    for (const line of merges.filter((entry) => entry.decision === 'distinct')) {
      for (const number of [line.kept, ...line.others]) expect(byNumber.has(number), number).toBe(true)
    }
  })

  it('lists each merged record, with its address and name, and the record it was merged into', () => {
    const listed = parseMergedRecords(readFileSync(join('content', 'register', 'merged-records.tsv'), 'utf8')).filter((entry) => entry.kept !== entry.registryNumber)
    const expected = merges.flatMap((line) => (line.decision === 'merge' ? line.others.map((number) => [number, line.kept]) : []))
    expect(listed.map((entry) => [entry.registryNumber, entry.kept]).sort()).toEqual(expected.sort())
    for (const entry of listed) expect(entry.keptSlug).toBe(byNumber.get(entry.kept)!.slug)
  })

  /** The pairs of records that share a key, and whether a line of merges.tsv names both. */
  function unsettledPairs(key: (company: RegisterCompany) => string | undefined): string[] {
    const groups = Map.groupBy(
      committed.filter((company) => key(company)),
      (company) => key(company)!,
    )
    const settled = (a: string, b: string) => merges.some((line) => [line.kept, ...line.others].includes(a) && [line.kept, ...line.others].includes(b))
    const pairs: string[] = []
    for (const [shared, group] of groups) {
      for (const [index, first] of group.entries()) {
        for (const second of group.slice(index + 1)) {
          if (!settled(first.registryNumber, second.registryNumber)) pairs.push(`${shared}: ${first.registryNumber} ${first.name} / ${second.registryNumber} ${second.name}`)
        }
      }
    }
    return pairs
  }

  it('has no two records sharing a registrable domain and a name without a line in merges.tsv', () => {
    expect(unsettledPairs((company) => (siteDomain(company.website) && normaliseName(company.name) ? `${siteDomain(company.website)} ${normaliseName(company.name)}` : undefined))).toEqual([])
  })

  it('has no two records sharing a name without a line in merges.tsv', () => {
    expect(unsettledPairs((company) => normaliseName(company.name) || undefined)).toEqual([])
  })
})

/** What the profile's loader throws or returns for an address. */
function load(path: string): unknown {
  try {
    return loader({ params: { slug: path.split('/').at(-1)! }, request: new Request(`http://localhost${path}`) } as never)
  } catch (thrown) {
    return thrown
  }
}

describe('a merged record’s address', () => {
  it('answers 301 with the kept company’s profile, in the same language', () => {
    for (const [from, to] of [
      ['/startups/mend-io', '/startups/mend'],
      ['/en/startups/mend-io', '/en/startups/mend'],
      ['/he/startups/mend-io', '/he/startups/mend'],
      // Merged into a record the hand-checked RAD shows: its page was rad-3779, beside the hand-checked 'rad'.
      ['/startups/rad-3779', '/startups/rad'],
      // The hand-checked Spike shows the record Chatflow (Spike) was merged into.
      ['/en/startups/chatflow-spike', '/en/startups/spike'],
      // The kept Foresight record is now shown on the hand-checked Foresight's page.
      ['/startups/foresight-automotive', '/startups/foresight-autonomous'],
    ]) {
      const answer = load(from!)
      expect(answer, from).toBeInstanceOf(Response)
      expect((answer as Response).status, from).toBe(301)
      expect((answer as Response).headers.get('location'), from).toBe(to)
    }
  })

  it('leaves live profiles and unknown addresses as they are', () => {
    expect(load('/startups/mend')).toMatchObject({ view: { company: { slug: 'mend', name: 'Mend' } } })
    expect(load('/startups/rad')).toMatchObject({ view: { company: { slug: 'rad' } } })
    expect(load('/startups/no-such-company-here')).toMatchObject({ init: { status: 404 } })
  })
})
