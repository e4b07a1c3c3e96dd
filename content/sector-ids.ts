/**
 * Sector ids, without zod so that a browser module may import them. The 13 of the specification's
 * categories list, and the 15 of the directory since the register import: the 13 plus
 * healthtech and cleantech, which get their own pages.
 */
export const specificationSectorIds = [
  'cybersecurity',
  'ai-bigdata',
  'medtech',
  'mobility',
  'energy',
  'fintech',
  'mobile',
  'agtech',
  'gaming',
  'enterprise',
  'deeptech',
  'telecom',
  'adtech',
] as const

export const sectorIds15 = [...specificationSectorIds, 'healthtech', 'cleantech'] as const
export type SectorId15 = (typeof sectorIds15)[number]

export function isSectorId15(value: string): value is SectorId15 {
  return (sectorIds15 as readonly string[]).includes(value)
}
