/**
 * The sector rules (content/sector-rules.ts), measured on the hand-labelled samples committed in
 * content/register/: the sector of each sampled company in companies.jsonl (the rules' output, kept by the
 * importer) against the label a reader gave it blind (ADR 0014).
 */
import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { sectorIds15 } from '../../content/sector-ids.ts'
import { classifySector, registerCategories, sectorRules } from '../../content/sector-rules.ts'

/**
 * The accuracy measured on the evaluation sample when the rules were last changed (ADR 0014): 178 of 200.
 * The target is 90%; the rules reach 89% without exceptions for single companies, so the test holds
 * them to what they reach and fails on any loss.
 */
const evaluationFloor = 0.89

interface Label {
  registryNumber: string
  sector: string
}
const sectors = new Map(
  readFileSync('content/register/companies.jsonl', 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { registryNumber: string; sector: string })
    .map((company) => [company.registryNumber, company.sector]),
)
function accuracy(file: string): { right: number; total: number } {
  const labels = (JSON.parse(readFileSync(file, 'utf8')) as { companies: Label[] }).companies
  const right = labels.filter((label) => sectors.get(label.registryNumber) === label.sector).length
  return { right, total: labels.length }
}

describe('the sector rules', () => {
  it(`agree with the blind labels of the evaluation sample at least ${evaluationFloor * 100}% of the time`, () => {
    const { right, total } = accuracy('content/register/sector-sample.json')
    console.log(`Sector rules on the evaluation sample: ${right}/${total} = ${((100 * right) / total).toFixed(1)}%`)
    expect(total).toBe(200)
    expect(right / total).toBeGreaterThanOrEqual(evaluationFloor)
  })

  it('agree with the tuning sample they were written on', () => {
    const { right, total } = accuracy('content/register/sector-tuning.json')
    console.log(`Sector rules on the tuning sample: ${right}/${total} = ${((100 * right) / total).toFixed(1)}%`)
    expect(total).toBe(150)
    expect(right / total).toBeGreaterThanOrEqual(0.9)
  })

  it('end with one rule per register category that holds for every company of it', () => {
    for (const category of registerCategories) {
      const last = sectorRules.filter((rule) => !rule.categories || rule.categories.includes(category)).at(-1)!
      expect(last.keywords, category).toBeUndefined()
      expect(last.unless, category).toBeUndefined()
    }
    for (const rule of sectorRules) expect(sectorIds15, rule.id).toContain(rule.sector)
    expect(new Set(sectorRules.map((rule) => rule.id)).size).toBe(sectorRules.length)
  })

  it('let the market a description names win over the technique a category names', () => {
    const sector = (category: string, description: string) => classifySector({ category, name: 'Example', description }).sector
    expect(sector('AI/ML', 'Computer vision that reads radiology scans to find tumors.')).toBe('medtech')
    expect(sector('AI/ML', 'Machine learning that stops payment fraud for banks.')).toBe('fintech')
    expect(sector('Robotics & Automation', 'Robots that harvest strawberries for farmers.')).toBe('agtech')
    expect(sector('Health', 'A telehealth platform for clinics and their patients.')).toBe('healthtech')
    expect(sector('Health', 'An implant that treats chronic back pain.')).toBe('medtech')
    expect(sector('Sustainable Technology', 'Solar trackers for utility-scale power plants.')).toBe('energy')
    expect(sector('Sustainable Technology', 'Turns plastic waste into building materials.')).toBe('cleantech')
    expect(sector('Telecommunications', 'Radio access equipment for 5G network operators.')).toBe('telecom')
    expect(sector('Digital Media', 'A programmatic platform for advertisers and publishers.')).toBe('adtech')
    expect(sector('Productivity', 'Project management for construction teams.')).toBe('enterprise')
  })

  it('read whole words: a game changer is not a game, seed funding is not seeds', () => {
    const sector = (category: string, description: string) => classifySector({ category, name: 'Example', description }).sector
    expect(sector('Productivity', 'A game-changing tool for managing invoices in accounting teams.')).toBe('fintech')
    expect(sector('Productivity', 'After its seed round, the company builds scheduling software.')).toBe('enterprise')
  })
})
