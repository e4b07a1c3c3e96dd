/**
 * Israeli places that are not localities but that an address names (issue 33): the airport and Airport City,
 * industrial parks, a business district, regional councils, a junction. A company registered there is shown
 * at the place's name; its nearest locality (content/localities.ts, by the register's coordinates) still
 * serves the city filter, the district and the map. The importer (scripts/register/build.ts) writes the id
 * of the place into a register record; the hand-checked companies name these places by their French name
 * (content/place-names.ts takes the three names from here).
 *
 * French usage as in content/localities.ts: the French exonym where French has one, otherwise the English
 * name with a typographic apostrophe.
 */
import { normalisePlace } from './localities.ts'

export interface NamedPlace {
  /** Ascii kebab-case slug of the English name. */
  readonly id: string
  readonly fr: string
  readonly en: string
  readonly he: string
  /** The register's spellings of the place (its `city` strings, compared as content/localities.ts does). */
  readonly aliases: readonly string[]
}

export const namedPlaces: readonly NamedPlace[] = [
  { id: 'airport-city', fr: 'Airport City', en: 'Airport City', he: 'איירפורט סיטי', aliases: ['קריית שדה התעופה', 'קרית שדה תעופה'] },
  { id: 'bar-lev-industrial-park', fr: 'Parc industriel Bar-Lev', en: 'Bar-Lev Industrial Park', he: 'פארק תעשיות בר-לב', aliases: ['פארק תעשיות בר-לב', 'בר-לב'] },
  { id: 'ben-gurion-airport', fr: 'Aéroport Ben-Gourion', en: 'Ben Gurion Airport', he: 'נמל התעופה בן גוריון', aliases: ['נתב"ג'] },
  { id: 'berurim', fr: 'Berurim', en: 'Brurim', he: 'ברורים', aliases: ['ברורים'] },
  { id: 'bethlehem', fr: 'Bethléem', en: 'Bethlehem', he: 'בית לחם', aliases: ['בית לחם'] },
  { id: 'emek-hamaayanot', fr: 'Emek HaMa’ayanot', en: "Emek HaMa'ayanot", he: 'עמק המעיינות', aliases: ['עמק המעיינות'] },
  { id: 'emek-hefer-industrial-park', fr: 'Parc industriel d’Emek Hefer', en: 'Emek Hefer Industrial Park', he: 'פארק תעשיות עמק חפר', aliases: ['פארק תעשיות עמק חפר'] },
  { id: 'glilot', fr: 'Glilot', en: 'Glilot', he: 'גלילות', aliases: ['מתחם גלילות'] },
  { id: 'milouot', fr: 'Milouot', en: 'Milouot', he: 'מילואות', aliases: ['מילואות'] },
  { id: 'misgav', fr: 'Misgav', en: 'Misgav', he: 'משגב', aliases: ['משגב', 'מישגב'] },
  { id: 'shaar-hanegev', fr: 'Sha’ar HaNegev', en: "Sha'ar HaNegev", he: 'שער הנגב', aliases: ['שער הנגב'] },
  { id: 'tefen', fr: 'Tefen', en: 'Tefen', he: 'תפן', aliases: ['תפן', 'מגדל תפן'] },
  { id: 'tel-hai', fr: 'Tel Hai', en: 'Tel Hai', he: 'תל חי', aliases: ['תל-חי'] },
  { id: 'tziporit', fr: 'Tziporit', en: 'Tziporit', he: 'ציפורית', aliases: ['ציפורית'] },
]

const placeByAlias: ReadonlyMap<string, NamedPlace> = new Map(namedPlaces.flatMap((place) => place.aliases.map((alias) => [normalisePlace(alias), place] as const)))
const placeById: ReadonlyMap<string, NamedPlace> = new Map(namedPlaces.map((place) => [place.id, place]))

/** The named place a raw city string of the register gives, if it is one of the table. */
export function namedPlaceOf(raw: string): NamedPlace | undefined {
  return placeByAlias.get(normalisePlace(raw))
}

export function namedPlaceById(id: string): NamedPlace | undefined {
  return placeById.get(id)
}
