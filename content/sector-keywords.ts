/**
 * The words a visitor may type for a sector, in French, English and Hebrew: the common synonyms and
 * abbreviations of each of the 15 sectors. The site search indexes them, with the sector's id
 * and its names in the three languages (content/sectors.ts), as a field of the sector and of each of its
 * companies, so that `fintech`, `cyber` or `סייבר` finds the sector and every company in it.
 *
 * Words only, no ranking: a word listed under two sectors finds both. Accents, case and Hebrew points do
 * not matter (the search folds them); multi-word entries match when every word is typed.
 */
import type { Language } from './languages.ts'
import type { SectorId15 } from './sector-ids.ts'

export const sectorKeywords: Readonly<Record<SectorId15, Readonly<Record<Language, readonly string[]>>>> = {
  cybersecurity: {
    fr: ['cyber', 'cybersécurité', 'cyberdéfense', 'sécurité informatique', 'sécurité', 'sécurité des données'],
    en: ['cyber', 'cybersecurity', 'cyber security', 'infosec', 'security', 'data security'],
    he: ['סייבר', 'אבטחת סייבר', 'אבטחת מידע', 'אבטחה'],
  },
  'ai-bigdata': {
    fr: ['IA', 'intelligence artificielle', 'big data', 'données', 'apprentissage automatique', 'vision par ordinateur'],
    en: ['AI', 'artificial intelligence', 'big data', 'data', 'machine learning', 'deep learning', 'computer vision', 'analytics'],
    he: ['בינה מלאכותית', 'ביג דאטה', 'למידת מכונה', 'נתונים', 'דאטה'],
  },
  medtech: {
    fr: ['medtech', 'technologies médicales', 'dispositifs médicaux', 'dispositif médical', 'biotech', 'santé'],
    en: ['medtech', 'med tech', 'medical technology', 'medical devices', 'medical device', 'biotech', 'life sciences'],
    he: ['מדטק', 'מכשור רפואי', 'טכנולוגיה רפואית', 'ביוטק'],
  },
  healthtech: {
    fr: ['healthtech', 'e-santé', 'santé numérique', 'télémédecine', 'santé'],
    en: ['healthtech', 'health tech', 'digital health', 'telemedicine', 'telehealth', 'health'],
    he: ['הלת׳טק', 'בריאות דיגיטלית', 'רפואה מרחוק', 'בריאות'],
  },
  mobility: {
    fr: ['mobilité', 'automobile', 'transport', 'véhicules', 'conduite autonome'],
    en: ['mobility', 'automotive', 'transportation', 'vehicles', 'autonomous driving', 'smart mobility'],
    he: ['מוביליטי', 'תחבורה', 'רכב', 'רכב אוטונומי'],
  },
  energy: {
    fr: ['énergie', 'énergies renouvelables', 'solaire', 'stockage d’énergie'],
    en: ['energy', 'renewable energy', 'renewables', 'solar', 'energy storage', 'energytech'],
    he: ['אנרגיה', 'אנרגיה מתחדשת', 'סולארי'],
  },
  cleantech: {
    fr: ['cleantech', 'technologies propres', 'environnement', 'climat', 'eau', 'recyclage', 'climatech'],
    en: ['cleantech', 'clean tech', 'climate tech', 'climatetech', 'environment', 'water', 'recycling', 'sustainability'],
    he: ['קלינטק', 'טכנולוגיה נקייה', 'סביבה', 'אקלים', 'מים'],
  },
  fintech: {
    fr: ['fintech', 'finance', 'technologie financière', 'paiement', 'banque', 'assurtech'],
    en: ['fintech', 'fin tech', 'financial technology', 'finance', 'payments', 'banking', 'insurtech'],
    he: ['פינטק', 'פיננסים', 'תשלומים', 'בנקאות'],
  },
  mobile: {
    fr: ['mobile', 'applications mobiles', 'application mobile', 'smartphone'],
    en: ['mobile', 'mobile apps', 'mobile app', 'apps', 'smartphone', 'consumer apps'],
    he: ['מובייל', 'אפליקציות', 'סלולר'],
  },
  agtech: {
    fr: ['agtech', 'agritech', 'agriculture', 'agroalimentaire', 'foodtech', 'alimentation'],
    en: ['agtech', 'ag tech', 'agritech', 'agriculture', 'foodtech', 'food tech', 'food'],
    he: ['אגרוטק', 'חקלאות', 'פודטק', 'מזון'],
  },
  gaming: {
    fr: ['gaming', 'jeux vidéo', 'jeu vidéo', 'jeux', 'esport'],
    en: ['gaming', 'games', 'video games', 'game', 'esports', 'igaming'],
    he: ['גיימינג', 'משחקים', 'משחקי וידאו'],
  },
  enterprise: {
    fr: ['logiciels d’entreprise', 'logiciel', 'SaaS', 'B2B', 'cloud', 'productivité'],
    en: ['enterprise software', 'enterprise', 'software', 'SaaS', 'B2B', 'cloud', 'productivity', 'devops'],
    he: ['תוכנה ארגונית', 'תוכנה', 'ענן', 'SaaS'],
  },
  deeptech: {
    fr: ['deeptech', 'semi-conducteurs', 'matériel', 'robotique', 'spatial', 'quantique', 'photonique'],
    en: ['deeptech', 'deep tech', 'semiconductors', 'hardware', 'robotics', 'space', 'quantum', 'photonics', 'aerospace'],
    he: ['דיפטק', 'מוליכים למחצה', 'חומרה', 'רובוטיקה', 'חלל'],
  },
  telecom: {
    fr: ['télécoms', 'télécommunications', 'réseaux', 'connectivité', '5G'],
    en: ['telecom', 'telecoms', 'telecommunications', 'networking', 'connectivity', '5G', 'wireless'],
    he: ['תקשורת', 'טלקום', 'תקשורת אלחוטית', 'רשתות'],
  },
  adtech: {
    fr: ['adtech', 'publicité', 'marketing', 'martech', 'publicité en ligne'],
    en: ['adtech', 'ad tech', 'advertising', 'marketing', 'martech', 'marketing tech'],
    he: ['אדטק', 'פרסום', 'שיווק', 'פרסום דיגיטלי'],
  },
}
