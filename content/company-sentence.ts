/**
 * The factual sentence a company gets from its facts (sector, size band, city) until it has a written
 * description: "Entreprise de cybersécurité de 51 à 200 personnes, basée à Herzliya." A fact that is
 * unknown is left out. Pure and data-free, so the browser may use it.
 */
import type { Language } from './languages.ts'
import type { SectorId15 } from './sector-ids.ts'

/** The register's size bands (staff in Israel). */
export type SentenceSizeBand = '1-10' | '11-50' | '51-200' | '201-1000' | '1001+'

export interface SentenceFacts {
  readonly sector: SectorId15
  readonly size?: SentenceSizeBand | null
  /** The city's name in the three languages (content/localities.ts). */
  readonly city?: { readonly fr: string; readonly en: string; readonly he: string } | null
}

/** "Entreprise de …" / "… company" / "חברת …", in each language's own word order. */
const companyKind: Readonly<Record<SectorId15, Readonly<Record<Language, string>>>> = {
  cybersecurity: { fr: 'Entreprise de cybersécurité', en: 'Cybersecurity company', he: 'חברת סייבר' },
  'ai-bigdata': { fr: 'Entreprise d’intelligence artificielle et de big data', en: 'AI and big data company', he: 'חברת בינה מלאכותית וביג דאטה' },
  medtech: { fr: 'Entreprise de technologies médicales', en: 'Medical technology company', he: 'חברת מדטק' },
  healthtech: { fr: 'Entreprise de santé numérique', en: 'Digital health company', he: 'חברת בריאות דיגיטלית' },
  mobility: { fr: 'Entreprise de mobilité', en: 'Mobility company', he: 'חברת מוביליטי' },
  energy: { fr: 'Entreprise du secteur de l’énergie', en: 'Energy company', he: 'חברת אנרגיה' },
  cleantech: { fr: 'Entreprise de technologies propres', en: 'Clean technology company', he: 'חברת קלינטק' },
  fintech: { fr: 'Entreprise de technologies financières', en: 'Financial technology company', he: 'חברת פינטק' },
  mobile: { fr: 'Entreprise d’applications mobiles et grand public', en: 'Mobile and consumer app company', he: 'חברת אפליקציות לצרכנים' },
  agtech: { fr: 'Entreprise de technologies agricoles et alimentaires', en: 'Agriculture and food technology company', he: 'חברת אגרוטק ומזון' },
  gaming: { fr: 'Entreprise de jeux vidéo', en: 'Gaming company', he: 'חברת גיימינג' },
  enterprise: { fr: 'Entreprise de logiciels professionnels', en: 'Enterprise software company', he: 'חברת תוכנה ארגונית' },
  deeptech: { fr: 'Entreprise de deeptech', en: 'Deep tech company', he: 'חברת דיפטק' },
  telecom: { fr: 'Entreprise de télécommunications', en: 'Telecommunications company', he: 'חברת תקשורת' },
  adtech: { fr: 'Entreprise de publicité et de marketing numériques', en: 'Advertising and marketing technology company', he: 'חברת פרסום ושיווק דיגיטלי' },
}

const bounds: Readonly<Record<SentenceSizeBand, readonly [number, number | null]>> = {
  '1-10': [1, 10],
  '11-50': [11, 50],
  '51-200': [51, 200],
  '201-1000': [201, 1000],
  '1001+': [1000, null],
}

/** One formatter per language: building an Intl.NumberFormat costs more than a page's worth of formatting. */
const numberFormats = new Map<Language, Intl.NumberFormat>()

function number(value: number, language: Language): string {
  let format = numberFormats.get(language)
  if (!format) {
    format = new Intl.NumberFormat(language === 'he' ? 'he-IL' : language === 'fr' ? 'fr-FR' : 'en-US')
    numberFormats.set(language, format)
  }
  return format.format(value)
}

/** "de 51 à 200 personnes" / "with 51 to 200 people" / "51 עד 200 עובדים". */
export function sizePhrase(size: SentenceSizeBand, language: Language): string {
  const [low, high] = bounds[size]
  const from = number(low, language)
  if (high === null) {
    if (language === 'fr') return `de plus de ${from} personnes`
    if (language === 'en') return `with more than ${from} people`
    return `יותר מ־${from} עובדים`
  }
  const to = number(high, language)
  if (language === 'fr') return `de ${from} à ${to} personnes`
  if (language === 'en') return `with ${from} to ${to} people`
  return `${from} עד ${to} עובדים`
}

export function companySentence(facts: SentenceFacts, language: Language): string {
  const kind = companyKind[facts.sector][language]
  const size = facts.size ? sizePhrase(facts.size, language) : undefined
  const city = facts.city?.[language]
  if (language === 'he') {
    const employs = size ? `שמעסיקה ${size}` : undefined
    const located = city ? `${employs ? 'וממוקמת' : 'שממוקמת'} ב${city}` : undefined
    return `${[kind, employs, located].filter(Boolean).join(' ')}.`
  }
  const based = city ? (language === 'fr' ? `basée à ${city}` : `based in ${city}`) : undefined
  const head = size ? `${kind} ${size}` : kind
  if (!based) return `${head}.`
  return size ? `${head}, ${based}.` : `${head} ${based}.`
}
