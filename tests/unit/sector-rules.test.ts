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
 * The accuracies measured on the two samples when the rules were last changed (ADR 0014): 188 of 200 on the
 * evaluation sample, 146 of 150 on the tuning sample. Both samples have been read to write the rules, so these
 * are training figures (a blind hold-out sample measures the rules); the test holds the rules to them and
 * fails on any loss of a percent.
 */
const evaluationFloor = 0.94
const tuningFloor = 0.97
/**
 * The blind hold-out sample (content/register/sector-holdout.json), scored once per revision and never read to
 * write rules: 150 of 200 (75%), below the 90% (ADR 0014).
 */
const holdoutFloor = 0.75

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
  it.each([
    ['evaluation', 'content/register/sector-sample.json', 200, evaluationFloor],
    ['tuning', 'content/register/sector-tuning.json', 150, tuningFloor],
    ['blind hold-out', 'content/register/sector-holdout.json', 200, holdoutFloor],
  ] as const)('agree with the labels of the %s sample as often as when last measured', (name, file, size, floor) => {
    const { right, total } = accuracy(file)
    console.log(`Sector rules on the ${name} sample: ${right}/${total} = ${((100 * right) / total).toFixed(1)}% (floor ${floor * 100}%)`)
    expect(total).toBe(size)
    expect(right / total).toBeGreaterThanOrEqual(floor)
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

  /** Each case: register category, description, the sector the rules must give. */
  const expectSectors = (cases: readonly (readonly [string, string, string])[]) => {
    for (const [category, description, sector] of cases) {
      expect(classifySector({ category, name: 'Example', description }).sector, description).toBe(sector)
    }
  }

  it('let the market a description names win over the technique a category names', () => {
    expectSectors([
      ['AI/ML', 'Computer vision that reads radiology scans to find tumors.', 'medtech'],
      ['AI/ML', 'Machine learning that stops payment fraud for banks.', 'fintech'],
      ['Robotics & Automation', 'Robots that harvest strawberries for farmers.', 'agtech'],
      ['Health', 'A telehealth platform for clinics and their patients.', 'healthtech'],
      ['Health', 'An implant that treats chronic back pain.', 'medtech'],
      ['Sustainable Technology', 'Solar trackers for utility-scale power plants.', 'energy'],
      ['Sustainable Technology', 'Turns plastic waste into building materials.', 'cleantech'],
      ['Telecommunications', 'Radio access equipment for 5G network operators.', 'telecom'],
      ['Digital Media', 'A programmatic platform for advertisers and publishers.', 'adtech'],
      ['Productivity', 'Project management for construction teams.', 'enterprise'],
      ['Digital Media', 'A language learning platform for schools and their students.', 'enterprise'],
      ['Cybersecurity', 'Real-time protection of crypto wallets and DeFi protocols.', 'fintech'],
      ['Cybersecurity', 'Zero trust access for hybrid cloud environments.', 'cybersecurity'],
      ['Telecommunications', 'Radar systems and situational awareness for armed forces.', 'deeptech'],
      ['E-commerce & Retail', 'A marketplace that helps online shoppers compare prices.', 'enterprise'],
    ])
  })

  it('tell software for the business of care from the medical products it serves', () => {
    expectSectors([
      ['Health', 'A cloud platform that medical device manufacturers use to track their inventory.', 'healthtech'],
      ['Health', 'SaaS that helps health plans manage their members.', 'healthtech'],
      ['Health', 'A wearable monitor of heart rate and blood pressure for patients at home.', 'medtech'],
      ['Health', 'An implantable device, with cloud software for the physician.', 'medtech'],
      ['Health', 'An air purification system for offices and homes.', 'cleantech'],
    ])
  })

  it('read whole words: a game changer is not a game, seed funding is not seeds', () => {
    expectSectors([
      ['Productivity', 'A game-changing tool for managing invoices in accounting teams.', 'fintech'],
      ['Productivity', 'After its seed round, the company builds scheduling software.', 'enterprise'],
      ['Sustainable Technology', 'Wind turbines that cut greenhouse gas emissions.', 'energy'],
      ['Productivity', 'A collaboration work space for legal teams.', 'enterprise'],
      ['AI/ML', 'Software that helps investigators analyse open sources.', 'ai-bigdata'],
    ])
  })
})
