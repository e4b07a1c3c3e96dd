/**
 * The import itself, from a snapshot in memory to the bytes of the project's register files. Pure and
 * deterministic: no clock, no locale-dependent sorting, keys in a fixed order.
 */
import { createHash } from 'node:crypto'

import { z } from 'zod'

import { localities, resolvePlace, type LocalityEntry } from '../../content/localities.ts'
import { registerCompanySchema, registerLocalitySchema, sizeBands, type RegisterCompany, type RegisterLocality, type SizeBand } from '../../content/register-schema.ts'
import { sectorIds15, type SectorId15 } from '../../content/sector-ids.ts'
import { classifySector, registerCategories, type RegisterCategory } from '../../content/sector-rules.ts'
import { languages, type Language } from '../../content/languages.ts'
import { namedPlaceOf } from '../../content/named-places.ts'
import { mergedRecordsTsv } from '../../content/merged-records.ts'
import { applyMerges, readMerges, type MergeLine } from './merges.ts'
import { hashesFile } from './overlap.ts'
import { readReadings, textsTsv, type Reading } from './readings.ts'
import { readSectorLabels } from './sector-labels.ts'
import type { Snapshot } from './tar.ts'

export interface RegisterBuild {
  readonly companiesJsonl: string
  readonly localitiesJson: string
  readonly sourceJson: string
  /** Logo file name -> bytes. */
  readonly logos: ReadonlyMap<string, Buffer>
  /** The readers' texts of the companies kept, one TSV per language (content/register/texts/). */
  readonly texts: Readonly<Record<Language, string>>
  /** Salted hashes of the read companies' descriptions' 6-word sequences (the overlap test's, ADR 0046). */
  readonly descriptionHashes: string
  /** The merged groups' records as they were (content/register/merged-records.tsv, content/merged-records.ts). */
  readonly mergedRecordsTsv: string
  /** What the importer prints: counts, drops and their reasons, unmapped places. */
  readonly report: string[]
}

export const upstream = {
  name: 'Israeli Tech Map',
  repository: 'https://github.com/mluggy/techmap',
  maintainer: 'Michael Lugassy',
} as const

export const licence = {
  name: 'Open Database License (ODbL) v1.0',
  url: 'https://opendatacommons.org/licenses/odbl/1-0/',
} as const

export const attribution =
  'Company facts and logos: the Israeli Tech Map by Michael Lugassy and its contributors (https://github.com/mluggy/techmap), under the Open Database License (ODbL) v1.0.'

const nullableString = z.string().nullish()
const rawAddressSchema = z.object({
  city: nullableString,
  lat: z.number().nullish(),
  lon: z.number().nullish(),
})
const rawCompanySchema = z.object({
  name: nullableString,
  description: nullableString,
  categoryId: z.union([z.number(), z.string()]).nullish(),
  size: nullableString,
  logoFile: nullableString,
  websiteUrl: nullableString,
  careersUrl: nullableString,
  linkedinId: nullableString,
  crunchbaseId: nullableString,
  finderId: nullableString,
  addresses: z.array(rawAddressSchema).nullish(),
  isMultinational: z.boolean().nullish(),
  isActive: z.boolean().nullish(),
})
type RawCompany = z.infer<typeof rawCompanySchema>

const sizeCodes: Readonly<Record<string, SizeBand>> = { xs: '1-10', s: '11-50', m: '51-200', l: '201-1000', xl: '1001+' }

/** Compares by UTF-16 code units: the same order on every machine and locale. */
function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

class Tally {
  private readonly counts = new Map<string, number>()
  add(key: string, by = 1) {
    this.counts.set(key, (this.counts.get(key) ?? 0) + by)
  }
  get(key: string): number {
    return this.counts.get(key) ?? 0
  }
  sorted(): [string, number][] {
    return [...this.counts].sort(([a], [b]) => byCodeUnits(a, b))
  }
  object(): Record<string, number> {
    return Object.fromEntries(this.sorted())
  }
}

/** Kebab-case ascii from a company name ('Wix.com' -> 'wix-com', 'ALVÁTECH' -> 'alvatech'). */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’'`]/g, '')
    .replace(/&/g, ' and ')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** A site or careers address as a full http(s) URL, or null when it is none (a bare id, a mail address). */
export function webAddress(raw: string | null | undefined): string | null {
  const text = raw?.trim()
  if (!text) return null
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : /^[\w-]+(?:\.[\w-]+)+(?:[/?#].*)?$/.test(text) ? `https://${text}` : undefined
  if (!withScheme) return null
  try {
    const url = new URL(withScheme)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    if (!url.hostname.includes('.')) return null
    return url.href
  } catch {
    return null
  }
}

function profileAddress(base: string, id: string | null | undefined): string | null {
  const text = id?.trim()
  if (!text) return null
  return `${base}${encodeURIComponent(text)}`
}

/** Israel's bounding box, with the register's coordinates outside it ignored. */
function insideIsrael(lat: number, lon: number): boolean {
  return lat >= 29.4 && lat <= 33.4 && lon >= 34.2 && lon <= 35.95
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits
  return Math.round(value * factor) / factor
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

function imageExtension(body: Buffer): string | undefined {
  if (body.subarray(0, 4).toString('latin1') === 'RIFF' && body.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp'
  if (body.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png'
  if (body[0] === 0xff && body[1] === 0xd8 && body[2] === 0xff) return 'jpg'
  if (body.subarray(0, 4).toString('latin1') === 'GIF8') return 'gif'
  return undefined
}

/** JSON with object keys sorted at every depth, two-space indented, ending with a newline. */
function sortedJson(value: unknown): string {
  const sortKeys = (item: unknown): unknown => {
    if (Array.isArray(item)) return item.map(sortKeys)
    if (item && typeof item === 'object') {
      return Object.fromEntries(Object.entries(item).sort(([a], [b]) => byCodeUnits(a, b)).map(([key, inner]) => [key, sortKeys(inner)]))
    }
    return item
  }
  return `${JSON.stringify(sortKeys(value), null, 2)}\n`
}

interface Candidate {
  registryNumber: string
  raw: RawCompany
  name: string
  category: RegisterCategory
  /** The first address, the one the company is placed at. */
  place: { city: string | null; lat: number | null; lon: number | null }
}

function snapshotCommit(name: string): string | null {
  return /-([0-9a-f]{7,40})(?:\.tar\.gz|\.tgz|\.tar)?$/i.exec(name)?.[1]?.toLowerCase() ?? null
}

/**
 * `sectorLabels`: the sector a reader gave each company, the committed labels by default; a company
 * without one is classified by the rules (content/sector-rules.ts). `readings`: what the readers wrote of
 * each company (content/register/reading/out/), the committed readings by default. `merges`: the duplicate
 * records resolved by hand (content/register/merges.tsv), applied once every record is built.
 */
export function buildRegister(
  snapshot: Snapshot,
  sectorLabels: ReadonlyMap<string, SectorId15> = readSectorLabels(),
  readings: ReadonlyMap<string, Reading> = readReadings(),
  merges: readonly MergeLine[] = readMerges(),
): RegisterBuild {
  const report: string[] = []
  const dropped = new Tally()
  const droppedExamples = new Map<string, string[]>()
  const drop = (reason: string, registryNumber: string) => {
    dropped.add(reason)
    const examples = droppedExamples.get(reason) ?? []
    if (examples.length < 5) examples.push(registryNumber)
    droppedExamples.set(reason, examples)
  }

  const categoriesFile = snapshot.files.get('categories.json')
  if (!categoriesFile) throw new Error('The snapshot has no categories.json')
  const categoryNames = z.record(z.string(), z.string()).parse(JSON.parse(categoriesFile.toString('utf8')))

  const companyFiles = [...snapshot.files.keys()].filter((path) => /^companies\/[^/]+\.json$/.test(path)).sort(byCodeUnits)
  if (companyFiles.length === 0) throw new Error('The snapshot has no companies/*.json')

  let activeCount = 0
  const candidates: Candidate[] = []
  for (const path of companyFiles) {
    const registryNumber = path.slice('companies/'.length, -'.json'.length)
    let raw: RawCompany
    try {
      raw = rawCompanySchema.parse(JSON.parse(snapshot.files.get(path)!.toString('utf8')))
    } catch {
      drop('unreadable file', registryNumber)
      continue
    }
    if (raw.isActive !== true) {
      drop('inactive', registryNumber)
      continue
    }
    activeCount++
    if (!/^\d{6,12}$/.test(registryNumber)) {
      drop('file name is not a registry number', registryNumber)
      continue
    }
    const name = raw.name?.replace(/\s+/g, ' ').trim()
    if (!name) {
      drop('no name', registryNumber)
      continue
    }
    const categoryName = raw.categoryId == null ? undefined : categoryNames[String(raw.categoryId)]
    const category = registerCategories.find((candidate) => candidate === categoryName)
    if (!category) {
      drop('unknown category', registryNumber)
      continue
    }
    const first = raw.addresses?.[0]
    const hasCoordinates = first?.lat != null && first.lon != null && insideIsrael(first.lat, first.lon)
    candidates.push({
      registryNumber,
      raw,
      name,
      category,
      place: {
        city: first?.city?.trim() || null,
        lat: hasCoordinates ? round(first.lat!, 5) : null,
        lon: hasCoordinates ? round(first.lon!, 5) : null,
      },
    })
  }

  /* Localities: centres from every address whose city names the locality. */
  const points = new Map<string, { lat: number[]; lon: number[] }>()
  const unmappedPlaces = new Tally()
  for (const candidate of candidates) {
    for (const address of candidate.raw.addresses ?? []) {
      const city = address.city?.trim()
      if (!city) continue
      const resolved = resolvePlace(city)
      if (resolved === undefined) unmappedPlaces.add(city)
      if (typeof resolved !== 'object' || address.lat == null || address.lon == null || !insideIsrael(address.lat, address.lon)) continue
      const entry = points.get(resolved.id) ?? { lat: [], lon: [] }
      entry.lat.push(address.lat)
      entry.lon.push(address.lon)
      points.set(resolved.id, entry)
    }
  }
  const centres = new Map<string, { lat: number; lon: number }>()
  for (const [id, entry] of points) centres.set(id, { lat: round(median(entry.lat), 5), lon: round(median(entry.lon), 5) })
  const centreList = [...centres].sort(([a], [b]) => byCodeUnits(a, b))
  const nearestLocality = (lat: number, lon: number): string | null => {
    let best: string | null = null
    let bestDistance = Infinity
    const scale = Math.cos((lat * Math.PI) / 180)
    for (const [id, centre] of centreList) {
      const distance = (centre.lat - lat) ** 2 + ((centre.lon - lon) * scale) ** 2
      if (distance < bestDistance) {
        best = id
        bestDistance = distance
      }
    }
    return best
  }

  /* Slugs: the lowest registry number keeps the plain slug; the others take a suffix from theirs. */
  const slugGroups = new Map<string, Candidate[]>()
  for (const candidate of candidates) {
    const base = slugify(candidate.name) || 'company'
    slugGroups.set(base, [...(slugGroups.get(base) ?? []), candidate])
  }
  const slugs = new Map<string, string>()
  const taken = new Set(slugGroups.keys())
  for (const [base, group] of slugGroups) {
    group.forEach((candidate, index) => {
      if (index === 0 && base !== 'company') {
        slugs.set(candidate.registryNumber, base)
        return
      }
      let slug = `${base}-${candidate.registryNumber.slice(-4)}`
      if (taken.has(slug)) slug = `${base}-${candidate.registryNumber}`
      taken.add(slug)
      slugs.set(candidate.registryNumber, slug)
    })
  }

  const logos = new Map<string, Buffer>()
  const logoCounts = new Tally()
  const placement = new Tally()
  const ruleCounts = new Tally()
  const urlProblems = new Tally()
  const built: RegisterCompany[] = []
  const rawByNumber = new Map<string, RawCompany>()
  for (const candidate of candidates) {
    const { raw, registryNumber, place } = candidate
    rawByNumber.set(registryNumber, raw)
    const label = sectorLabels.get(registryNumber)
    const decision = label
      ? { sector: label, rule: 'read by hand (sector-labels.tsv and the earlier samples)' }
      : classifySector({ category: candidate.category, name: candidate.name, description: raw.description ?? '' })
    ruleCounts.add(decision.rule)

    let locality: string | null = null
    const resolved = place.city ? resolvePlace(place.city) : undefined
    if (resolved && resolved !== 'coordinates') {
      locality = resolved.id
      placement.add('by city')
    } else if (place.lat != null && place.lon != null) {
      locality = nearestLocality(place.lat, place.lon)
      placement.add(place.city ? 'by coordinates (place is not a locality or unknown)' : 'by coordinates (no city)')
    } else {
      placement.add(place.city ? 'none (place not a locality, no coordinates)' : 'none (no city, no coordinates)')
    }

    let logo: string | null = null
    const logoPath = raw.logoFile?.trim().replace(/^\.?\//, '')
    if (!logoPath) logoCounts.add('none referenced')
    else {
      const body = snapshot.files.get(logoPath)
      const extension = body && imageExtension(body)
      if (!body) logoCounts.add('referenced but missing')
      else if (!extension) logoCounts.add('not an image')
      else {
        logo = `${createHash('sha256').update(body).digest('hex').slice(0, 16)}.${extension}`
        logos.set(logo, body)
        logoCounts.add('kept')
      }
    }

    const website = webAddress(raw.websiteUrl)
    if (raw.websiteUrl?.trim() && !website) urlProblems.add('website dropped (not a web address)')
    const careers = webAddress(raw.careersUrl)
    if (raw.careersUrl?.trim() && !careers) urlProblems.add('careers dropped (not a web address)')

    const sizeCode = raw.size?.trim()
    const size = sizeCode ? (sizeCodes[sizeCode] ?? null) : null
    if (sizeCode && !size) urlProblems.add('size dropped (unknown code)')

    const company: RegisterCompany = {
      registryNumber,
      slug: slugs.get(registryNumber)!,
      name: candidate.name,
      sector: decision.sector,
      registerCategory: candidate.category,
      size,
      multinational: raw.isMultinational === true,
      origin: readings.get(registryNumber)?.origin ?? null,
      locality,
      place: (place.city && namedPlaceOf(place.city)?.id) || null,
      lat: place.lat,
      lon: place.lon,
      website,
      careers,
      linkedin: profileAddress('https://www.linkedin.com/company/', raw.linkedinId),
      crunchbase: profileAddress('https://www.crunchbase.com/organization/', raw.crunchbaseId),
      finder: profileAddress('https://finder.startupnationcentral.org/company_page/', raw.finderId),
      logo,
    }
    built.push(registerCompanySchema.parse(company))
  }
  built.sort((a, b) => byCodeUnits(a.registryNumber, b.registryNumber))

  // One record per company: the duplicates merged as merges.tsv says; their logos and texts go with them.
  const merging = applyMerges(built, merges)
  const companies = merging.companies
  for (const record of merging.merged) drop('merged into another record (merges.tsv)', record.registryNumber)
  const logosUsed = new Set(companies.map((company) => company.logo))
  for (const file of [...logos.keys()]) if (!logosUsed.has(file)) logos.delete(file)

  // The readers' texts of the companies kept, and the hashes the overlap test compares the English ones with.
  const read = companies.flatMap((company) => readings.get(company.registryNumber) ?? [])
  const descriptions = new Map(read.map((reading) => [reading.registryNumber, rawByNumber.get(reading.registryNumber)?.description ?? '']))
  const texts = Object.fromEntries(languages.map((language) => [language, textsTsv(read, language)])) as Record<Language, string>
  const keptNumbers = new Set(companies.map((company) => company.registryNumber))
  const mergedNumbers = new Set(merging.merged.map((record) => record.registryNumber))
  const readElsewhere = [...readings.keys()].filter((number) => !keptNumbers.has(number) && !mergedNumbers.has(number)).length
  const readMerged = [...readings.keys()].filter((number) => mergedNumbers.has(number)).length

  const used = new Set(companies.map((company) => company.locality).filter((id): id is string => id !== null))
  const localityRows: RegisterLocality[] = localities
    .filter((entry: LocalityEntry) => used.has(entry.id))
    .map((entry) => {
      const centre = centres.get(entry.id)
      if (!centre) throw new Error(`Locality ${entry.id} has companies but no coordinates`)
      return registerLocalitySchema.parse({ id: entry.id, he: entry.he, en: entry.en, fr: entry.fr, district: entry.district, lat: centre.lat, lon: centre.lon })
    })
    .sort((a, b) => byCodeUnits(a.id, b.id))

  const logoBytes = [...logos.values()].map((body) => body.length).sort((a, b) => a - b)
  const counts = {
    companyFiles: companyFiles.length,
    active: activeCount,
    kept: companies.length,
    dropped: dropped.object(),
    logos: { ...logoCounts.object(), files: logos.size, bytes: logoBytes.reduce((sum, size) => sum + size, 0) },
    placement: placement.object(),
    localities: localityRows.length,
    perSector: Object.fromEntries(sectorIds15.map((id: SectorId15) => [id, companies.filter((company) => company.sector === id).length])),
    perSize: Object.fromEntries([...sizeBands, 'unknown'].map((band) => [band, companies.filter((company) => (company.size ?? 'unknown') === band).length])),
  }
  const date = snapshot.newestMtime > 0 ? new Date(snapshot.newestMtime * 1000).toISOString().slice(0, 10) : null
  const source = {
    snapshot: { file: snapshot.name, commit: snapshotCommit(snapshot.name), date },
    upstream,
    licence,
    attribution,
    counts,
  }

  report.push(`Snapshot ${snapshot.name}: ${companyFiles.length} company files, ${activeCount} active, ${companies.length} kept.`)
  for (const [reason, count] of dropped.sorted()) report.push(`Dropped ${count}: ${reason} (e.g. ${droppedExamples.get(reason)!.join(', ')})`)
  for (const [what, count] of urlProblems.sorted()) report.push(`${what}: ${count}`)
  for (const [what, count] of logoCounts.sorted()) report.push(`Logos ${what}: ${count}`)
  if (logoBytes.length > 0) {
    report.push(`Logo files: ${logos.size}, ${logoBytes.reduce((sum, size) => sum + size, 0)} bytes, median ${median(logoBytes)} bytes, largest ${logoBytes.at(-1)} bytes`)
  }
  for (const [how, count] of placement.sorted()) report.push(`Placed ${how}: ${count}`)
  report.push(`Placed at a named place that is not a locality (shown by its name, filed under the nearest locality): ${companies.filter((company) => company.place !== null).length}`)
  report.push(`Merged ${merging.merged.length} duplicate records into ${new Set(merging.merged.map((record) => record.kept)).size} kept ones (merges.tsv)`)
  const builtNumbers = new Set(built.map((company) => company.registryNumber))
  const partly = merging.leftOut.filter((line) => [line.kept, ...line.others].some((number) => builtNumbers.has(number)))
  if (merging.leftOut.length > 0) report.push(`Merge lines left out, their records not all in this snapshot: ${merging.leftOut.length}`)
  for (const line of partly) report.push(`Merge line left out, only some of its records in this snapshot: ${[line.kept, ...line.others].join(', ')}`)
  report.push(`Localities with companies: ${localityRows.length}`)
  for (const [place, count] of unmappedPlaces.sorted()) report.push(`Unmapped place (add it to content/localities.ts): ${place} (${count})`)
  for (const [sector, count] of Object.entries(counts.perSector)) report.push(`Sector ${sector}: ${count}`)
  for (const [rule, count] of ruleCounts.sorted()) report.push(`Rule ${rule}: ${count}`)
  report.push(`Texts written by readers: ${read.length} of ${companies.length} companies; the others get the generated sentence until read (a hand-checked company keeps its own text).`)
  if (readElsewhere > 0) report.push(`Readings of companies not in this snapshot (left out): ${readElsewhere}`)
  if (readMerged > 0) report.push(`Readings of merged records (left out with them): ${readMerged}`)

  return {
    companiesJsonl: companies.map((company) => JSON.stringify(company)).join('\n') + '\n',
    localitiesJson: `[\n${localityRows.map((row) => `  ${JSON.stringify(row)}`).join(',\n')}\n]\n`,
    sourceJson: sortedJson(source),
    logos,
    texts,
    descriptionHashes: hashesFile(descriptions),
    mergedRecordsTsv: mergedRecordsTsv([...merging.merged, ...merging.renamed]),
    report,
  }
}
