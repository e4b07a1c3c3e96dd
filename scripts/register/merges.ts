/**
 * The register's duplicate records, resolved by hand in content/register/merges.tsv (issue 33): a `merge` line
 * keeps one record under its registry number, gives it the value chosen for each conflicting fact, and drops the
 * others; a `distinct` line records companies that look alike (a shared site or name) but are not one, so they
 * stay apart. Read strictly: a fact the file may not choose, or a value that none of the group's records holds
 * (bar the https form of one of their http addresses), stops the import rather than publishing a guess.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import type { MergedRecord } from '../../content/merged-records.ts'
import { registerCompanySchema, type RegisterCompany } from '../../content/register-schema.ts'

/** Named in messages as the project names it; read from beside this module, whatever the working directory. */
export const mergesFile = 'content/register/merges.tsv'
const mergesPath = fileURLToPath(new URL('../../content/register/merges.tsv', import.meta.url))
const header = 'decision\tkept\tothers\tchoices\twhy'

/** The facts a merge line may choose; the others (category, coordinates, origin...) are the kept record's. */
export const mergeableFacts = ['name', 'sector', 'size', 'locality', 'website', 'careers', 'linkedin', 'crunchbase', 'finder', 'logo'] as const
export type MergeableFact = (typeof mergeableFacts)[number]
const addressFacts: ReadonlySet<MergeableFact> = new Set(['website', 'careers', 'linkedin', 'crunchbase', 'finder'])

export interface MergeLine {
  readonly decision: 'merge' | 'distinct'
  /** The registry number kept (for a `distinct` line, the first of the group). */
  readonly kept: string
  /** The registry numbers merged into `kept`, or the companies distinct from it. */
  readonly others: readonly string[]
  /** The value chosen for each fact (null: none), for a merge. */
  readonly choices: ReadonlyMap<MergeableFact, string | null>
  readonly why: string
}

function isMergeableFact(fact: string): fact is MergeableFact {
  return (mergeableFacts as readonly string[]).includes(fact)
}

/** `fact=value (reason); fact=value (reason)`: the value runs to the first ' (' of its item. */
function parseChoices(text: string, where: string): Map<MergeableFact, string | null> {
  const choices = new Map<MergeableFact, string | null>()
  if (text === '') return choices
  for (const item of text.split(/;\s+(?=[a-z]+=)/)) {
    const match = /^([a-z]+)=(.+?) \((.+)\)$/.exec(item.trim())
    if (!match) throw new Error(`${where}: a choice is not 'fact=value (reason)': ${item}`)
    const [, fact, value] = match as unknown as [string, string, string]
    if (!isMergeableFact(fact)) throw new Error(`${where}: unknown fact '${fact}' (a merge may choose ${mergeableFacts.join(', ')})`)
    if (choices.has(fact)) throw new Error(`${where}: '${fact}' is chosen twice`)
    choices.set(fact, value === 'null' ? null : value)
  }
  return choices
}

export function parseMerges(text: string, file = mergesFile): MergeLine[] {
  const [first, ...rows] = text.replace(/\n$/, '').split('\n')
  if (first !== header) throw new Error(`${file}: the header must be '${header.replace(/\t/g, '<tab>')}'`)
  const lines: MergeLine[] = []
  const mergedAway = new Map<string, number>()
  rows.forEach((row, index) => {
    const where = `${file} line ${index + 2}`
    const fields = row.split('\t')
    if (fields.length !== 5) throw new Error(`${where}: ${fields.length} columns, 5 wanted`)
    const [decision, kept, othersText, choicesText, why] = fields as [string, string, string, string, string]
    if (decision !== 'merge' && decision !== 'distinct') throw new Error(`${where}: decision '${decision}' is neither merge nor distinct`)
    const others = othersText.split(',')
    for (const number of [kept, ...others]) if (!/^\d{6,12}$/.test(number)) throw new Error(`${where}: '${number}' is not a registry number`)
    if (new Set([kept, ...others]).size !== others.length + 1) throw new Error(`${where}: a registry number is listed twice`)
    if (why.trim() === '') throw new Error(`${where}: no reason given`)
    const choices = parseChoices(choicesText, where)
    if (decision === 'distinct' && choices.size > 0) throw new Error(`${where}: a distinct line chooses no value`)
    if (decision === 'merge') {
      for (const number of [kept, ...others]) {
        if (mergedAway.has(number)) throw new Error(`${where}: ${number} is already merged away on line ${mergedAway.get(number)}`)
      }
      for (const number of others) mergedAway.set(number, index + 2)
    }
    lines.push({ decision, kept, others, choices, why })
  })
  const keptMergedAway = lines.find((line) => line.decision === 'merge' && mergedAway.has(line.kept))
  if (keptMergedAway) throw new Error(`${file}: ${keptMergedAway.kept} is kept by one line and merged away by another`)
  return lines
}

export function readMerges(path = mergesPath): MergeLine[] {
  return parseMerges(readFileSync(path, 'utf8'))
}

/** A value one of the group's records holds, or the https form of one of their http addresses. */
function chosenFromGroup(fact: MergeableFact, value: string | null, group: readonly RegisterCompany[]): boolean {
  const values = group.map((record) => record[fact])
  if (values.includes(value)) return true
  return addressFacts.has(fact) && value !== null && value.startsWith('https://') && values.includes(`http://${value.slice('https://'.length)}`)
}

export interface MergeResult {
  /** The records left, in the order given, the kept ones with their chosen values. */
  readonly companies: RegisterCompany[]
  /** The merged records, by registry number. */
  readonly merged: readonly MergedRecord[]
  /** The kept records whose name the merge changed, as they were, by registry number. */
  readonly renamed: readonly MergedRecord[]
  /** Merge lines not applied because a record of theirs is not among the records (not in this snapshot, or inactive). */
  readonly leftOut: readonly MergeLine[]
}

/**
 * Applies the merge lines to the built records. The kept record keeps its slug (the merged addresses redirect
 * to it); a chosen locality brings the coordinates and named place of a record that has it.
 */
export function applyMerges(records: readonly RegisterCompany[], lines: readonly MergeLine[]): MergeResult {
  const byNumber = new Map(records.map((record) => [record.registryNumber, record]))
  const replaced = new Map<string, RegisterCompany>()
  const merged: MergedRecord[] = []
  const renamed: MergedRecord[] = []
  const leftOut: MergeLine[] = []
  for (const line of lines) {
    if (line.decision !== 'merge') continue
    const group = [line.kept, ...line.others].map((number) => byNumber.get(number))
    if (group.some((record) => record === undefined)) {
      leftOut.push(line)
      continue
    }
    const members = group as RegisterCompany[]
    const [kept, ...others] = members as [RegisterCompany, ...RegisterCompany[]]
    const result: Record<string, unknown> = { ...kept }
    const unchosen = mergeableFacts.filter((fact) => !line.choices.has(fact) && new Set(members.map((record) => record[fact])).size > 1)
    if (unchosen.length > 0) throw new Error(`${mergesFile}: the merge into ${line.kept} chooses no value for ${unchosen.join(', ')}, on which its records differ`)
    for (const [fact, value] of line.choices) {
      if (!chosenFromGroup(fact, value, members)) {
        throw new Error(`${mergesFile}: ${fact}=${value} for ${line.kept} is none of the values of ${[line.kept, ...line.others].join(', ')}`)
      }
      result[fact] = value
      if (fact === 'locality') {
        const placed = members.find((record) => record.locality === value)!
        Object.assign(result, { place: placed.place, lat: placed.lat, lon: placed.lon })
      }
    }
    const keptRecord = registerCompanySchema.parse(result)
    replaced.set(kept.registryNumber, keptRecord)
    const before = (record: RegisterCompany): MergedRecord => ({ registryNumber: record.registryNumber, slug: record.slug, name: record.name, kept: kept.registryNumber, keptSlug: kept.slug })
    merged.push(...others.map(before))
    if (keptRecord.name !== kept.name) renamed.push(before(kept))
  }
  const mergedNumbers = new Set(merged.map((record) => record.registryNumber))
  const byRegistryNumber = (a: MergedRecord, b: MergedRecord) => (a.registryNumber < b.registryNumber ? -1 : a.registryNumber > b.registryNumber ? 1 : 0)
  return {
    companies: records.filter((record) => !mergedNumbers.has(record.registryNumber)).map((record) => replaced.get(record.registryNumber) ?? record),
    merged: merged.sort(byRegistryNumber),
    renamed: renamed.sort(byRegistryNumber),
    leftOut,
  }
}
