/**
 * Similar companies (issue 35, point 8; ADR 0056): the same sector, then the nearest by kind, size band and
 * district, checked against a distance computed here from the records' facts.
 */
import { describe, expect, it } from 'vitest'
import { allCompanies, companiesBySector, companyBySlug, similarCompanies, type CompanyRecord } from '../../content/companies.server.ts'
import { sizeBands } from '../../content/register-schema.ts'
import { seededSample } from '../support/sample.ts'

/** The rule as ADR 0056 states it: kind 2, each band apart 1 (unknown 2), another or unknown district 1. */
function distance(a: CompanyRecord, b: CompanyRecord): number {
  const band = (company: CompanyRecord) => (company.size ? sizeBands.indexOf(company.size.band) : -1)
  const kind = a.kind !== undefined && a.kind === b.kind ? 0 : 2
  const size = band(a) < 0 || band(b) < 0 ? 2 : Math.abs(band(a) - band(b))
  const place = a.district !== undefined && a.district === b.district ? 0 : 1
  return kind + size + place
}

describe('similar companies', () => {
  it("Mobileye's are listed mobility companies, not Check Point and monday.com", () => {
    const similar = similarCompanies(companyBySlug('mobileye')!)
    expect(similar).toHaveLength(3)
    for (const other of similar) expect({ sector: other.sector, kind: other.kind }).toEqual({ sector: 'mobility', kind: 'listed' })
    expect(similar.map((other) => other.slug)).not.toContain('check-point')
    expect(similar.map((other) => other.slug)).not.toContain('monday-com')
  })

  it('are, for a sample of 300 companies, the nearest of their sector: none left out is nearer than one chosen', () => {
    const sample = seededSample(allCompanies(), 300, 35)
    for (const company of sample) {
      const similar = similarCompanies(company)
      const sector = companiesBySector(company.sector).filter((other) => other.slug !== company.slug)
      expect(similar.length, company.slug).toBe(Math.min(3, sector.length))
      expect(new Set(similar.map((other) => other.slug)).size).toBe(similar.length)
      for (const other of similar) expect(other.sector, company.slug).toBe(company.sector)
      const farthestChosen = Math.max(...similar.map((other) => distance(company, other)))
      const chosen = new Set(similar.map((other) => other.slug))
      const nearestLeft = Math.min(...sector.filter((other) => !chosen.has(other.slug)).map((other) => distance(company, other)))
      expect(nearestLeft, company.slug).toBeGreaterThanOrEqual(farthestChosen)
    }
  })

  it('keeps the specification’s fixed pairs on the AdTech profiles', () => {
    expect(similarCompanies(companyBySlug('cignal')!).map((other) => other.slug)).toEqual(['anzu', 'audiodots'])
  })
})
