/**
 * Where the address of a register record without a page of its own leads (issue 33: one page per company): a
 * record merged into another (content/register/merges.tsv, listed as it was in content/register/merged-records.tsv)
 * leads to the page of the record it was merged into, and a register record shown on a hand-checked company's page
 * leads there. The profile's loader answers such an address with a 301.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { allCompanies, companyBySlug } from '../../content/companies.server.ts'
import { parseMergedRecords } from '../../content/merged-records.ts'
import { registerCompanies, registerFolder } from '../../content/register.server.ts'

/** A former or register address -> the registry number of the record now shown for it. */
let recordOfAddress: ReadonlyMap<string, string> | undefined
/** A registry number -> the slug of the page that shows it. */
let pageOfRecord: ReadonlyMap<string, string> | undefined

function addresses(): ReadonlyMap<string, string> {
  if (recordOfAddress) return recordOfAddress
  const numbers = new Map(registerCompanies().map((record) => [record.slug, record.registryNumber]))
  const file = join(registerFolder(), 'merged-records.tsv')
  const formerRecords = existsSync(file) ? parseMergedRecords(readFileSync(file, 'utf8')) : []
  for (const record of formerRecords) {
    if (record.kept === record.registryNumber) continue
    // The merged record's page was at its register slug, or with the suffix a hand-checked company's slug gave it.
    for (const slug of [record.slug, `${record.slug}-${record.registryNumber.slice(-4)}`, `${record.slug}-${record.registryNumber}`]) {
      if (!numbers.has(slug)) numbers.set(slug, record.kept)
    }
  }
  recordOfAddress = numbers
  return numbers
}

function pages(): ReadonlyMap<string, string> {
  pageOfRecord ??= new Map(allCompanies().flatMap((record) => (record.registryNumber ? [[record.registryNumber, record.slug] as const] : [])))
  return pageOfRecord
}

/** The slug of the page an address without one of its own now leads to, or undefined (a live page, or nothing known). */
export function movedCompanySlug(slug: string): string | undefined {
  if (companyBySlug(slug)) return undefined
  const registryNumber = addresses().get(slug)
  const target = registryNumber === undefined ? undefined : pages().get(registryNumber)
  return target === slug ? undefined : target
}
