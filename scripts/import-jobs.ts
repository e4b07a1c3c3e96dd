/**
 * Turns a snapshot of the register's open jobs into the project's own data (issue 36):
 *
 *   npm run import:jobs -- <jobs snapshot .tar.gz or folder> [register folder, default content/register]
 *
 * Reads the companies the register import wrote (companies.jsonl in the register folder), writes jobs/openings.tsv
 * (open positions per month, company and job family) and jobs/source.json (the snapshot, each month's commit and
 * counts, the names no company matched). Deterministic: the same snapshot and companies give the same bytes.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { parseMergedRecords } from '../content/merged-records.ts'
import { registerCompanySchema } from '../content/register-schema.ts'
import { buildJobs, type JobsBuild } from './register/jobs.ts'
import { readSnapshot } from './register/tar.ts'

export function jobsBuild(snapshotPath: string, registerFolder: string): JobsBuild {
  const companies = readFileSync(join(registerFolder, 'companies.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => registerCompanySchema.parse(JSON.parse(line)))
  // A company merged from duplicates (merges.tsv) is still found under the names its records had.
  const mergedFile = join(registerFolder, 'merged-records.tsv')
  const byNumber = new Map(companies.map((company) => [company.registryNumber, company]))
  const formerNames = existsSync(mergedFile)
    ? parseMergedRecords(readFileSync(mergedFile, 'utf8')).flatMap((record) => {
        const kept = byNumber.get(record.kept)
        return kept && kept.name !== record.name ? [{ ...kept, name: record.name }] : []
      })
    : []
  return buildJobs(readSnapshot(snapshotPath), [...companies, ...formerNames])
}

export function writeJobs(snapshotPath: string, registerFolder: string, outputFolder = join(registerFolder, 'jobs')): string[] {
  const build = jobsBuild(snapshotPath, registerFolder)
  mkdirSync(outputFolder, { recursive: true })
  writeFileSync(join(outputFolder, 'openings.tsv'), build.openingsTsv)
  writeFileSync(join(outputFolder, 'source.json'), build.sourceJson)
  return build.report
}

if (import.meta.main) {
  const [snapshotPath, registerFolder = 'content/register'] = process.argv.slice(2)
  if (!snapshotPath) {
    console.error('Usage: npm run import:jobs -- <jobs snapshot .tar.gz or folder> [register folder]')
    process.exit(2)
  }
  for (const line of writeJobs(snapshotPath, registerFolder)) console.log(line)
}
