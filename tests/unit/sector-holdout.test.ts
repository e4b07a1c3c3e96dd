/**
 * The shape of the blind hold-out sample of hand-labelled sectors (content/register/sector-holdout.json).
 * Only the shape: the rules' accuracy on it is measured elsewhere, once.
 */
import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { sectorIds15 } from '../../content/sector-ids.ts'
import { earlierRegistryNumbers, holdoutSeed, holdoutSize } from '../../scripts/register/pick-sample.ts'

interface Labelled {
  registryNumber: string
  name: string
  registerCategory: string
  sector: string
  note?: string
}

const holdout = JSON.parse(readFileSync('content/register/sector-holdout.json', 'utf8')) as {
  seed: number
  method: string
  companies: Labelled[]
}

describe('sector hold-out sample', () => {
  it('holds 200 distinct registry numbers drawn with the documented seed', () => {
    expect(holdout.seed).toBe(holdoutSeed)
    expect(holdout.method).toMatch(/blind/)
    expect(holdout.companies).toHaveLength(holdoutSize)
    const numbers = holdout.companies.map((company) => company.registryNumber)
    expect(new Set(numbers).size).toBe(holdoutSize)
    for (const number of numbers) expect(number).toMatch(/^\d+$/)
  })

  it('shares no company with the tuning and evaluation samples', () => {
    const earlier = earlierRegistryNumbers()
    expect(earlier.size).toBeGreaterThan(0)
    expect(holdout.companies.filter((company) => earlier.has(company.registryNumber))).toEqual([])
  })

  it('gives every company a name, a register category and one of the 15 sectors', () => {
    for (const company of holdout.companies) {
      expect(company.name.trim(), company.registryNumber).not.toBe('')
      expect(company.registerCategory.trim(), company.registryNumber).not.toBe('')
      expect(sectorIds15, company.registryNumber).toContain(company.sector)
      if (company.note !== undefined) expect(company.note.trim(), company.registryNumber).not.toBe('')
    }
  })
})
