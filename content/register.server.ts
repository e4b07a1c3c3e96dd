/**
 * The imported register (content/register/, written by scripts/import-register.ts), read with node:fs on
 * first use, once, and validated. Server only: the data never reaches a browser chunk (a unit test checks
 * the client build).
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { z } from 'zod'

import { registerCompanySchema, registerLocalitySchema, type RegisterCompany, type RegisterLocality } from './register-schema.ts'

export const registerSourceSchema = z.object({
  snapshot: z.object({ file: z.string(), commit: z.string().nullable(), date: z.string().nullable() }),
  upstream: z.object({ name: z.string(), repository: z.url(), maintainer: z.string() }),
  licence: z.object({ name: z.string(), url: z.url() }),
  attribution: z.string().min(20),
  counts: z.record(z.string(), z.unknown()),
})
export type RegisterSource = z.infer<typeof registerSourceSchema>

export interface RegisterData {
  readonly companies: readonly RegisterCompany[]
  readonly localities: readonly RegisterLocality[]
  readonly source: RegisterSource
  readonly companyByNumber: ReadonlyMap<string, RegisterCompany>
  readonly localityById: ReadonlyMap<string, RegisterLocality>
  /** Milliseconds spent reading and validating. */
  readonly loadMs: number
}

/**
 * The folder of the register files: content/register under the working directory (the server and the
 * tests run from the project root), else beside this module when it runs unbundled.
 */
let folder: string | undefined

export function registerFolder(): string {
  if (folder) return folder
  const candidates = [join(process.cwd(), 'content', 'register'), fileURLToPath(new URL('./register/', import.meta.url))]
  const found = candidates.find((candidate) => existsSync(join(candidate, 'companies.jsonl')))
  if (!found) throw new Error(`The register data is missing (looked in ${candidates.join(', ')})`)
  folder = found
  return found
}

/** Reads and validates the register files of a folder. */
export function readRegister(folder: string): RegisterData {
  const started = performance.now()
  const lines = readFileSync(join(folder, 'companies.jsonl'), 'utf8').split('\n')
  const companies: RegisterCompany[] = []
  lines.forEach((line, index) => {
    if (line === '') return
    const parsed = registerCompanySchema.safeParse(JSON.parse(line))
    if (!parsed.success) throw new Error(`companies.jsonl line ${index + 1}: ${parsed.error.message}`)
    companies.push(parsed.data)
  })
  const localities = z.array(registerLocalitySchema).parse(JSON.parse(readFileSync(join(folder, 'localities.json'), 'utf8')))
  const source = registerSourceSchema.parse(JSON.parse(readFileSync(join(folder, 'source.json'), 'utf8')))
  const companyByNumber = new Map(companies.map((company) => [company.registryNumber, company]))
  const localityById = new Map(localities.map((locality) => [locality.id, locality]))
  if (companyByNumber.size !== companies.length) throw new Error('companies.jsonl repeats a registry number')
  for (const company of companies) {
    if (company.locality !== null && !localityById.has(company.locality)) {
      throw new Error(`Company ${company.registryNumber} names an unknown locality ${company.locality}`)
    }
  }
  return { companies, localities, source, companyByNumber, localityById, loadMs: performance.now() - started }
}

let loaded: RegisterData | undefined

/** The register, loaded on first use. */
export function register(): RegisterData {
  loaded ??= readRegister(registerFolder())
  return loaded
}

export function registerCompanies(): readonly RegisterCompany[] {
  return register().companies
}

export function registerCompanyByNumber(registryNumber: string): RegisterCompany | undefined {
  return register().companyByNumber.get(registryNumber)
}

export function registerLocalities(): readonly RegisterLocality[] {
  return register().localities
}

export function registerLocality(id: string): RegisterLocality | undefined {
  return register().localityById.get(id)
}

export function registerSource(): RegisterSource {
  return register().source
}

const logoFileName = /^[0-9a-f]{16}\.(?:webp|png|jpg|gif)$/

/** The path on disk of a logo file of the register, or undefined for a name that is not one. */
export function registerLogoPath(fileName: string): string | undefined {
  if (!logoFileName.test(fileName)) return undefined
  const path = join(registerFolder(), 'logos', fileName)
  return existsSync(path) ? path : undefined
}
