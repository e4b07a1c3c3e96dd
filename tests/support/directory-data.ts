/**
 * What the end-to-end specs expect of the directory, computed from the data (the hand-checked companies
 * merged with content/register/companies.jsonl by the one company model), never copied: counts per sector,
 * the sorted lists the pages show, and seeded samples of the register companies.
 */
import { directoryData } from '../../app/lib/directory-data.ts'
import { filterDirectory, parseDirectoryFilters } from '../../app/lib/directory-filters.ts'
import { allCompanies, companyBySlug, sectorCounts, type CompanyRecord } from '../../content/companies.server.ts'
import { registerLocality } from '../../content/register.server.ts'
import { sectorIds15, type SectorId15 } from '../../content/sector-ids.ts'
import { seededSample } from './sample.ts'

export { allCompanies, companyBySlug, registerLocality, sectorCounts, sectorIds15, type CompanyRecord, type SectorId15 }

/** Companies per page of a sector page and of the directory. */
export const pageSize = 24

export function pageCountOf(count: number): number {
  return Math.max(1, Math.ceil(count / pageSize))
}

/** A sector's companies in the order its pages list them (by name, French collation, then slug). */
export function sectorCompanies(id: SectorId15): CompanyRecord[] {
  return allCompanies().filter((company) => company.sector === id)
}

/** The companies known only from the register (their profiles are rendered on demand). */
export function registerOnlyCompanies(): CompanyRecord[] {
  return allCompanies().filter((company) => !company.handChecked)
}

/** The seed of every sample of the long tail: the same companies on every run. */
export const sampleSeed = 16

/** A seeded sample of `size` register-only companies. */
export function registerSample(size: number): CompanyRecord[] {
  return seededSample(registerOnlyCompanies(), size, sampleSeed)
}

/** The first register-only company (by name) for which `accept` holds. */
export function firstRegisterCompany(accept: (company: CompanyRecord) => boolean): CompanyRecord {
  const found = registerOnlyCompanies().find(accept)
  if (!found) throw new Error('no register company fits')
  return found
}

/** How many companies the French directory (/startups) finds for a query string ('sector=fintech&q=wix'). */
export function directoryMatches(search: string): number {
  const { companies, options } = directoryData('fr')
  return filterDirectory(companies, parseDirectoryFilters(new URLSearchParams(search), options)).length
}
