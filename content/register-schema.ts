/**
 * Zod schemas of the project's own register data (content/register/), written by
 * scripts/import-register.ts and read by content/register.server.ts.
 */
import { z } from 'zod'

import { districtIds } from './localities.ts'
import { sectorIds15 } from './sector-ids.ts'
import { registerCategories } from './sector-rules.ts'
import { sizeBands, type SizeBand } from './size-bands.ts'

export { sizeBands, type SizeBand }
/** Staff in Israel, as the register counts it. */
export const sizeBandSchema = z.enum(sizeBands)

/**
 * Addresses are checked with a pattern, not z.url(): the importer already parsed each one with the URL
 * parser, and the pattern keeps loading 8,000 records quick.
 */
const httpUrl = z.string().regex(/^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/)
const httpsUrl = z.string().regex(/^https:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/)

export const registerCompanySchema = z.strictObject({
  /** The company's number at the Israeli Registrar of Companies (the snapshot's file name). */
  registryNumber: z.string().regex(/^\d{6,12}$/),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  name: z.string().trim().min(1),
  sector: z.enum(sectorIds15),
  registerCategory: z.enum(registerCategories),
  size: sizeBandSchema.nullable(),
  multinational: z.boolean(),
  /**
   * Where the company comes from, as the reading pass read it (ADR 0045, issue 33): an Israeli company, a foreign
   * group's Israeli site, or not a technology company; null for a company no reader has read yet.
   */
  origin: z.enum(['israeli', 'multinational-site', 'not-tech']).nullable(),
  locality: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).nullable(),
  /**
   * The place the address names when it is not a locality (Airport City, Tefen: an id of content/named-places.ts),
   * shown instead of `locality`, which then holds the nearest locality; null otherwise.
   */
  place: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).nullable(),
  lat: z.number().min(29).max(34).nullable(),
  lon: z.number().min(34).max(36).nullable(),
  website: httpUrl.nullable(),
  careers: httpUrl.nullable(),
  linkedin: httpsUrl.nullable(),
  crunchbase: httpsUrl.nullable(),
  finder: httpsUrl.nullable(),
  /** File name under content/register/logos/, named by the first 16 hex digits of its SHA-256. */
  logo: z
    .string()
    .regex(/^[0-9a-f]{16}\.(?:webp|png|jpg|gif)$/)
    .nullable(),
})
export type RegisterCompany = z.infer<typeof registerCompanySchema>

export const registerLocalitySchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  he: z.string().regex(/^[\u0590-\u05ff][\u0590-\u05ff\s"'()-]*$/),
  en: z.string().min(2),
  fr: z.string().min(2),
  district: z.enum(districtIds),
  lat: z.number().min(29).max(34),
  lon: z.number().min(34).max(36),
})
export type RegisterLocality = z.infer<typeof registerLocalitySchema>
