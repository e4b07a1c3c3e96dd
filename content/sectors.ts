import type { Sector, SectorId } from './schema.ts'

/**
 * The 15 sectors of the directory, in display order: the specification's 13 plus healthtech and
 * cleantech, which have pages of their own since the register import. Company counts are
 * computed from the data.
 */
export const sectors: Sector[] = [
  {
    id: 'cybersecurity',
    icon: '🛡️',
    color: '#1e3a8a',
    name: { fr: 'Cybersécurité', en: 'Cybersecurity', he: 'סייבר' },
    description: {
      fr: 'Protection des réseaux, du cloud, des identités et des infrastructures critiques, un domaine où Israël compte parmi les leaders mondiaux.',
      en: 'Protection of networks, cloud, identities and critical infrastructure, a field in which Israel ranks among the world leaders.',
      he: 'הגנה על רשתות, ענן, זהויות ותשתיות קריטיות – תחום שבו ישראל נמנית עם המובילות בעולם.',
    },
  },
  {
    id: 'ai-bigdata',
    icon: '🤖',
    color: '#6d28d9',
    name: { fr: 'IA & Big Data', en: 'AI & Big Data', he: 'בינה מלאכותית וביג דאטה' },
    description: {
      fr: "Intelligence artificielle, vision par ordinateur, traitement du langage et analyse de données à grande échelle pour les entreprises.",
      en: 'Artificial intelligence, computer vision, language processing and large-scale data analytics built for businesses.',
      he: 'בינה מלאכותית, ראייה ממוחשבת, עיבוד שפה וניתוח נתונים בהיקף גדול עבור ארגונים ועסקים.',
    },
  },
  {
    id: 'medtech',
    icon: '🩺',
    color: '#0f766e',
    name: { fr: 'MedTech', en: 'MedTech', he: 'מדטק' },
    description: {
      fr: 'Dispositifs médicaux, imagerie, santé numérique et outils de diagnostic conçus avec les hôpitaux et les centres de recherche israéliens.',
      en: 'Medical devices, imaging, digital health and diagnostic tools developed alongside Israeli hospitals and research centres.',
      he: 'מכשור רפואי, דימות, בריאות דיגיטלית וכלי אבחון שפותחו יחד עם בתי חולים ומרכזי מחקר בישראל.',
    },
  },
  {
    id: 'healthtech',
    icon: '🧬',
    color: '#0e7490',
    name: { fr: 'HealthTech', en: 'HealthTech', he: 'הלת׳טק' },
    description: {
      fr: 'Santé numérique, télémédecine, analyse de données cliniques et outils pour les patients et les soignants.',
      en: 'Digital health, telemedicine, clinical data analytics and tools for patients and caregivers.',
      he: 'בריאות דיגיטלית, רפואה מרחוק, ניתוח נתונים קליניים וכלים למטופלים ולצוותים רפואיים.',
    },
  },
  {
    id: 'mobility',
    icon: '🚗',
    color: '#0369a1',
    name: { fr: 'Mobilité', en: 'Mobility', he: 'מוביליטי' },
    description: {
      fr: "Aide à la conduite, capteurs, véhicules connectés et services de transport : l'écosystème qui a vu naître Mobileye et Waze.",
      en: 'Driver assistance, sensors, connected vehicles and transport services: the ecosystem that gave rise to Mobileye and Waze.',
      he: 'מערכות סיוע לנהג, חיישנים, רכב מחובר ושירותי תחבורה – האקוסיסטם שממנו צמחו Mobileye ו-Waze.',
    },
  },
  {
    id: 'energy',
    icon: '⚡',
    color: '#a16207',
    name: { fr: 'Énergie', en: 'Energy', he: 'אנרגיה' },
    description: {
      fr: "Énergie solaire, stockage, réseaux intelligents et efficacité énergétique, des technologies nées sous un climat chaud et sec.",
      en: 'Solar power, storage, smart grids and energy efficiency, technologies developed in a hot and dry climate.',
      he: 'אנרגיה סולארית, אגירה, רשתות חכמות והתייעלות אנרגטית – טכנולוגיות שפותחו באקלים חם ויבש.',
    },
  },
  {
    id: 'cleantech',
    icon: '♻️',
    color: '#15803d',
    name: { fr: 'CleanTech', en: 'CleanTech', he: 'קלינטק' },
    description: {
      fr: "Eau, recyclage, économie circulaire, captage du carbone et qualité de l'air : des technologies pour réduire l'empreinte environnementale.",
      en: 'Water, recycling, the circular economy, carbon capture and air quality: technologies that reduce environmental impact.',
      he: 'מים, מחזור, כלכלה מעגלית, לכידת פחמן ואיכות אוויר: טכנולוגיות לצמצום ההשפעה הסביבתית.',
    },
  },
  {
    id: 'fintech',
    icon: '💳',
    color: '#047857',
    name: { fr: 'FinTech', en: 'FinTech', he: 'פינטק' },
    description: {
      fr: 'Paiements, lutte contre la fraude, assurance, infrastructures bancaires et outils financiers pour les entreprises et les particuliers.',
      en: 'Payments, fraud prevention, insurance, banking infrastructure and financial tools for businesses and consumers.',
      he: 'תשלומים, מניעת הונאות, ביטוח, תשתיות בנקאיות וכלים פיננסיים חדשניים לעסקים, לבנקים ולצרכנים פרטיים.',
    },
  },
  {
    id: 'mobile',
    icon: '📱',
    color: '#c2410c',
    name: { fr: 'Mobile', en: 'Mobile', he: 'מובייל' },
    description: {
      fr: "Applications, outils pour développeurs et plateformes de monétisation qui touchent chaque jour des millions d'utilisateurs de smartphones.",
      en: 'Apps, developer tools and monetisation platforms that reach millions of smartphone users every day.',
      he: 'אפליקציות, כלים למפתחים ופלטפורמות מונטיזציה שמגיעות מדי יום למיליוני משתמשי סמארטפון.',
    },
  },
  {
    id: 'agtech',
    icon: '🌱',
    color: '#3f6212',
    name: { fr: 'AgTech', en: 'AgTech', he: 'אגרוטק' },
    description: {
      fr: "Irrigation de précision, capteurs agricoles, protection des cultures et nouvelles protéines, dans le pays qui a popularisé le goutte-à-goutte.",
      en: 'Precision irrigation, farm sensors, crop protection and alternative proteins, from the country that popularised drip irrigation.',
      he: 'השקיה מדויקת, חיישנים חקלאיים, הגנת צומח וחלבונים חלופיים, מהמדינה שהפכה את הטפטוף לשיטה עולמית.',
    },
  },
  {
    id: 'gaming',
    icon: '🎮',
    color: '#a21caf',
    name: { fr: 'Gaming', en: 'Gaming', he: 'גיימינג' },
    description: {
      fr: 'Jeux mobiles, studios, moteurs de monétisation et publicité intégrée aux jeux, un secteur où les équipes israéliennes sont très présentes.',
      en: 'Mobile games, studios, monetisation engines and in-game advertising, a sector where Israeli teams are highly active.',
      he: 'משחקי מובייל, אולפנים, מנועי מונטיזציה ופרסום בתוך משחקים – תחום שבו צוותים ישראליים פעילים במיוחד.',
    },
  },
  {
    id: 'enterprise',
    icon: '🏢',
    color: '#334155',
    name: { fr: "Logiciels d'entreprise", en: 'Enterprise Software', he: 'תוכנה ארגונית' },
    description: {
      fr: 'Logiciels SaaS, DevOps, gestion du travail et outils de vente utilisés par des équipes du monde entier, des PME aux grands groupes.',
      en: 'SaaS, DevOps, work management and sales tools used by teams worldwide, from small businesses to large corporations.',
      he: 'תוכנות SaaS, DevOps, ניהול עבודה וכלי מכירות שבהם משתמשים צוותים בכל העולם, מעסקים קטנים ועד תאגידים.',
    },
  },
  {
    id: 'deeptech',
    icon: '🔬',
    color: '#7c2d12',
    name: { fr: 'DeepTech', en: 'DeepTech', he: 'דיפטק' },
    description: {
      fr: 'Semi-conducteurs, photonique, informatique quantique et nouveaux matériaux, souvent issus de la recherche universitaire israélienne.',
      en: 'Semiconductors, photonics, quantum computing and advanced materials, often spun out of Israeli university research.',
      he: 'מוליכים למחצה, פוטוניקה, מחשוב קוונטי וחומרים מתקדמים, שלרוב צומחים מתוך המחקר האקדמי בישראל.',
    },
  },
  {
    id: 'telecom',
    icon: '📡',
    color: '#4338ca',
    name: { fr: 'Télécoms', en: 'Telecom', he: 'תקשורת' },
    description: {
      fr: 'Réseaux, équipements, connectivité sans fil et logiciels pour opérateurs, un savoir-faire israélien reconnu depuis plusieurs décennies.',
      en: 'Networks, equipment, wireless connectivity and operator software, an Israeli expertise recognised for decades.',
      he: 'רשתות, ציוד תקשורת, קישוריות אלחוטית ותוכנה למפעילים – מומחיות ישראלית מוכרת כבר עשרות שנים.',
    },
  },
  {
    id: 'adtech',
    icon: '📢',
    color: '#be185d',
    name: { fr: 'AdTech', en: 'AdTech', he: 'אדטק' },
    description: {
      fr: 'Publicité programmatique, vidéo, audio et lutte contre la fraude publicitaire pour les annonceurs, les éditeurs et les agences.',
      en: 'Programmatic, video and audio advertising plus ad-fraud prevention for advertisers, publishers and agencies.',
      he: 'פרסום פרוגרמטי, וידאו ואודיו ומניעת הונאות פרסום עבור מפרסמים, אתרי תוכן וסוכנויות.',
    },
  },
]

/** The 10 sectors shown on the home grid (spec section 9). */
export const homeSectorIds: SectorId[] = [
  'cybersecurity',
  'ai-bigdata',
  'medtech',
  'mobility',
  'energy',
  'fintech',
  'mobile',
  'gaming',
  'enterprise',
  'adtech',
]
