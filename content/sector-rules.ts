/**
 * How a register company gets one of the 15 sectors: one ordered table of deterministic rules (ADR 0014).
 * Each rule may require register categories and may require a keyword pattern found in the company's
 * name or description; the first rule that holds gives the sector. The last rules are one per category,
 * so every company gets a sector. The register's description is read here only to classify; it is never
 * stored or shown.
 */
import type { SectorId15 } from './sector-ids.ts'

/** The register's 18 categories (categories.json of the snapshot). */
export const registerCategories = [
  'AI/ML',
  'AdTech',
  'Aerospace',
  'AR/VR',
  'Automotive',
  'Cloud Computing',
  'Cybersecurity',
  'Digital Media',
  'E-commerce & Retail',
  'Fintech',
  'Gaming',
  'Health',
  'IoT',
  'Productivity',
  'Robotics & Automation',
  'Semiconductors',
  'Sustainable Technology',
  'Telecommunications',
] as const
export type RegisterCategory = (typeof registerCategories)[number]

export interface SectorRule {
  /** Stable name of the rule, printed by the importer's counts. */
  readonly id: string
  /** The rule holds only for these categories (any category when absent). */
  readonly categories?: readonly RegisterCategory[]
  /** The rule holds only when this pattern is found in "name. description" (always when absent). */
  readonly keywords?: RegExp
  readonly sector: SectorId15
}

const allCategories = registerCategories

/** Words as whole words, case-insensitive; each alternative may end with a prefix marker `*`. */
function words(...alternatives: string[]): RegExp {
  const parts = alternatives.map((word) => {
    const prefix = word.endsWith('*')
    const body = (prefix ? word.slice(0, -1) : word).replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '[\\s-]+')
    return prefix ? `${body}\\w*` : `${body}\\b`
  })
  return new RegExp(`\\b(?:${parts.join('|')})`, 'i')
}

export const sectorRules: readonly SectorRule[] = [
  // Health splits into devices and life sciences (medtech) and software for care (healthtech).
  {
    id: 'health-software',
    categories: ['Health', 'AI/ML', 'Productivity', 'Cloud Computing', 'Digital Media', 'IoT'],
    keywords: words('telemedicine', 'telehealth', 'digital health', 'patient engagement', 'care management', 'clinic management', 'EHR', 'EMR', 'health records', 'wellness app', 'mental health app', 'health app', 'remote patient monitoring', 'healthcare software', 'clinical workflow*', 'hospital operations', 'health insurance', 'health benefits', 'fitness app', 'coaching app'),
    sector: 'healthtech',
  },
  // Sustainable Technology splits into energy, cleantech and agtech.
  {
    id: 'agriculture',
    categories: allCategories,
    keywords: words('agricultur*', 'agtech', 'agri*', 'farm*', 'crop*', 'irrigation', 'greenhouse*', 'livestock', 'dairy', 'poultry', 'aquaculture', 'fish farm*', 'seed*', 'plant breeding', 'pollinat*', 'food tech', 'foodtech', 'alternative protein*', 'cultivated meat', 'cultured meat', 'plant-based', 'fertili*', 'pesticide*', 'orchard*', 'vineyard*'),
    sector: 'agtech',
  },
  {
    id: 'energy',
    categories: ['Sustainable Technology', 'IoT', 'Semiconductors', 'AI/ML', 'Productivity', 'Robotics & Automation'],
    keywords: words('solar', 'photovoltaic*', 'PV', 'wind turbine*', 'energy storage', 'batter*', 'grid', 'smart grid', 'power plant*', 'hydrogen', 'energy management', 'renewable energy', 'electricity', 'oil and gas', 'oil & gas', 'geothermal', 'fuel cell*'),
    sector: 'energy',
  },
  {
    id: 'ev-mobility',
    categories: ['Sustainable Technology', 'IoT', 'AI/ML', 'Productivity'],
    keywords: words('electric vehicle*', 'EV charging', 'charging station*', 'fleet*', 'logistics', 'last mile', 'parking', 'public transport*', 'micromobility'),
    sector: 'mobility',
  },
  { id: 'sustainable-default', categories: ['Sustainable Technology'], sector: 'cleantech' },
  { id: 'health-default', categories: ['Health'], sector: 'medtech' },
  { id: 'ai', categories: ['AI/ML'], sector: 'ai-bigdata' },
  { id: 'adtech', categories: ['AdTech'], sector: 'adtech' },
  { id: 'aerospace', categories: ['Aerospace'], sector: 'deeptech' },
  { id: 'ar-vr', categories: ['AR/VR'], sector: 'deeptech' },
  { id: 'automotive', categories: ['Automotive'], sector: 'mobility' },
  { id: 'cloud', categories: ['Cloud Computing'], sector: 'enterprise' },
  { id: 'cybersecurity', categories: ['Cybersecurity'], sector: 'cybersecurity' },
  { id: 'digital-media', categories: ['Digital Media'], sector: 'adtech' },
  { id: 'e-commerce', categories: ['E-commerce & Retail'], sector: 'enterprise' },
  { id: 'fintech', categories: ['Fintech'], sector: 'fintech' },
  { id: 'gaming', categories: ['Gaming'], sector: 'gaming' },
  { id: 'iot', categories: ['IoT'], sector: 'telecom' },
  { id: 'productivity', categories: ['Productivity'], sector: 'enterprise' },
  { id: 'robotics', categories: ['Robotics & Automation'], sector: 'deeptech' },
  { id: 'semiconductors', categories: ['Semiconductors'], sector: 'deeptech' },
  { id: 'telecommunications', categories: ['Telecommunications'], sector: 'telecom' },
]

export interface SectorInput {
  readonly category: string
  readonly name: string
  readonly description: string
}

export interface SectorDecision {
  readonly sector: SectorId15
  readonly rule: string
}

/** The sector of a register company: the first rule of `sectorRules` that holds. */
export function classifySector(input: SectorInput): SectorDecision {
  const text = `${input.name}. ${input.description}`
  for (const rule of sectorRules) {
    if (rule.categories && !(rule.categories as readonly string[]).includes(input.category)) continue
    if (rule.keywords && !rule.keywords.test(text)) continue
    return { sector: rule.sector, rule: rule.id }
  }
  return { sector: 'enterprise', rule: 'fallback' }
}
