/**
 * How a register company gets one of the 15 sectors: one ordered table of deterministic rules.
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
  /** The rule does not hold when this pattern is found. */
  readonly unless?: RegExp
  readonly sector: SectorId15
}

/**
 * Whole words, case-insensitive. A trailing `*` accepts any ending ('agricultur*'); a space accepts a space
 * or a hyphen; a word may be a raw pattern between slashes ('/game(?!-chang)/').
 */
function words(...alternatives: string[]): RegExp {
  const parts = alternatives.map((word) => {
    if (word.length > 2 && word.startsWith('/') && word.endsWith('/')) return word.slice(1, -1)
    const prefix = word.endsWith('*')
    const body = (prefix ? word.slice(0, -1) : word).replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '[\\s-]+')
    return prefix ? `${body}\\w*` : `${body}\\b`
  })
  return new RegExp(`\\b(?:${parts.join('|')})`, 'i')
}

/** Categories that name a technique rather than a market: the market a description names wins over them. */
const techniqueCategories: readonly RegisterCategory[] = [
  'AI/ML',
  'AR/VR',
  'Cloud Computing',
  'Digital Media',
  'E-commerce & Retail',
  'IoT',
  'Productivity',
  'Robotics & Automation',
  'Telecommunications',
]
/** Technique categories whose default is hardware, media or networks, where business software is the exception. */
const nonSoftwareCategories: readonly RegisterCategory[] = ['AR/VR', 'Digital Media', 'IoT', 'Robotics & Automation', 'Semiconductors', 'Telecommunications']

/** Life-science and device words: a company using them makes a medical product. */
const medicalProductWords = words(
  'medical device*', 'device*', 'implant*', 'surgical', 'surgery', 'surgeon*', 'diagnostic*', 'radiolog*', 'patholog*', 'imaging',
  'drug*', 'pharma*', 'therapeutic*', 'therapy', 'therapies', 'clinical stage', 'clinical trial*', 'biotech*', 'biopharma*',
  'antibod*', 'molecule*', 'cell therap*', 'gene therap*', 'genom*', 'vaccine*', 'catheter*', 'endoscop*', 'stent*', 'orthopedic*',
  'dental', 'dentist*', 'ophthalm*', 'oncolog*', 'tumor*', 'tumour*', 'tissue*', 'wound*', 'assay*', 'biomarker*', 'ultrasound',
  'MRI', 'X-ray', 'peptide*', 'regenerative', 'stem cell*', 'veterinar*', 'insulin', 'glucose', 'sensor*', 'non invasive',
  'minimally invasive', 'laborator*', 'diagnos*', 'medicine*', 'compound*', 'formulation*', 'biolog*', 'cancer*', 'disease*',
  'neuro*', 'laser*', 'aesthetic*', 'skin', '/(?<!non-)wearables?/', 'ECG', 'EKG', 'EEG', 'vital sign*', 'heart rate',
  'blood flow', 'blood pressure', 'cardiac', 'stroke', 'strokes', 'respiratory',
)
/** The same market named by a company filed under a technique: medical terms only, no generic device word. */
const medicalMarketWords = words(
  'medical device*', 'medical imaging', 'surgical', 'surgery', 'surgeon*', 'implant*', 'diagnostic*', 'radiolog*', 'patholog*',
  'drug*', 'pharma*', 'therapeutic*', 'therapy', 'therapies', 'clinical stage', 'clinical trial*', 'biotech*', 'biopharma*',
  'antibod*', 'cell therap*', 'gene therap*', 'genom*', 'vaccine*', 'catheter*', 'endoscop*', 'orthopedic*', 'dental', 'dentist*',
  'ophthalm*', 'oncolog*', 'cancer*', 'tumor*', 'tumour*', 'biomarker*', 'ultrasound', 'MRI', 'X-ray', 'veterinar*', 'insulin',
)
/** Words of care, health and wellness as a market. */
const careWords = words(
  /* The health of people, not of fish, crops or systems. */
  '/(?<!(?:fish|animal|crop|plant|tree|soil|structural|application|applications|data|system|network|machine|battery|asset)[\\s-]+)health\\b/',
  'healthcare', 'digital health', 'hospital', 'hospitals', 'hospitaliz*', 'patient*', 'clinic', 'clinics', 'clinician*', 'medical',
  'wellness', 'wellbeing', 'well-being', 'fitness', 'elderly', 'caregiver*', 'medication*', 'doctor*', 'physician*', 'nurse*', 'telemedicine',
  'telehealth', 'mental health', 'health care', 'senior care', 'pregnan*', 'fertility', 'digital therapeutic*', 'DTx',
  'workout*', 'endurance sport*',
)
/**
 * Words only software for the business of care uses: they make a Health company healthtech even when it
 * names medical products, unless it makes one itself.
 */
const healthSoftwareWords = words(
  'SaaS', 'cloud*', 'software platform*', 'digital health', 'health plans', 'payers', 'health systems', 'EHR', 'EMR',
  'medical records', 'health records', 'inventory', 'supply chain', 'care management', 'revenue cycle', 'regulatory intelligence',
  'scheduling', 'digital therapeutic*', 'DTx', 'digital nurse',
)
/** What a maker of medical products names; a device named as the customer's ('medical device manufacturers') does not count. */
const medicalMakerWords = words(
  '/devices?(?![\\s-]+(?:manufacturers|makers|companies|industry|clouds?))/', '/(?<!digital[\\s-]+)therapeutic\\w*/', 'hardware',
  'implant*', 'drug*', 'ultrasound', 'imaging', 'diagnostic*', 'surgical guidance', 'sensor*', '/(?<!non-)wearables?/',
)
/** Farming, fish farming and meat: agtech even under Health, unless a drug or a diagnostic is named. */
const healthFarmingWords = words(
  'farmer*', 'farming', 'crop', 'crops', 'livestock', 'agricultur*', 'agtech', 'fertiliz*', 'pests', 'irrigation', 'aquaculture',
  'poultry', 'cattle', 'shrimp', 'meat', 'animal feed', 'feed additive*',
)
/** Air and water for buildings and people: environment products filed under Health. */
const healthEnvironmentWords = words(
  'humidif*', 'dehumidif*', 'air purif*', 'air quality', 'indoor air', 'air pollution', 'water treatment', 'water purification',
  'wastewater', 'desalination', 'drinking water', 'water quality',
)
/** Defence systems: what the military buys, filed under a network or security category. */
const defenceWords = words(
  'military', '/defen[cs]e applications/', 'tactical', '/armou?r\\w*/', 'weapon*', 'camouflage', 'battlefield', 'warfare',
  'situational awareness', 'command and control', 'C4I*', 'radar*', 'ionospher*', 'geophysic*', 'security forces', 'armed forces',
  '/defen[cs]e (?:forces|industr\\w*|systems)/', 'IDF', 'soldier*', 'survivability',
)
/** Money handled or insured: a security company for it serves finance. */
const securedFinanceWords = words(
  'crypto', 'cryptocurrenc*', 'bitcoin', 'web3', 'DeFi', 'CeFi', 'cash', 'banknote*', 'insurance', 'insurtech', 'payment gateway*',
  'e-payment*', 'banking', 'fintech',
)
/** Software words that make a health company a healthtech one. */
const careSoftwareWords = words(
  'app', 'apps', 'application', 'platform*', 'software', 'SaaS', 'digital', 'online', 'telemedicine', 'telehealth', 'remote',
  'virtual', 'data', 'records', 'communication', 'management', 'workflow*', 'scheduling', 'compliance', 'engagement', 'coaching',
  'monitoring', 'AI', 'analytics', 'insurance', 'benefits', 'marketplace', 'portal', 'cloud', 'hub',
)
const foodWords = words(
  'agricultur*', 'agri', 'agro*', 'agtech', 'farm', 'farms', 'farmer*', 'farming', 'crop', 'crops', 'irrigation',
  '/greenhouses?(?![\\s-]+gas)/', 'hydroponic*', 'aeroponic*', 'vertical farm*', 'egg alternative*', 'egg substitute*', 'vegan',
  'fresh produce', 'plant health', 'crop health', 'plant protection',
  'livestock', 'dairy', 'poultry', 'aquaculture', 'fish', 'cattle', 'cows', 'food', 'foods', 'beverage*', 'drinks', 'protein',
  'proteins', 'meat', 'vegetable*', 'veggies', 'fruit*', 'ingredient*', 'flavor*', 'flavour*', 'fertiliz*', 'pesticide*', 'harvest*',
  'soil', 'seeds', 'seed breeding', 'plant breeding', 'plant based', 'orchard*', 'vineyard*', 'wine', 'wines', 'grain*', 'supplement*',
  'probiotic*', 'nutrients', 'cultivat*', 'pollinat*', 'bees', 'honey', 'growers', 'sugar', 'snack*', 'coffee', 'cosmetic*',
)
const energyWords = words(
  'energy', 'solar', 'photovoltaic*', 'PV', 'wind', 'turbine*', 'batter*', 'grid', 'grids', 'electricity', 'power generation',
  'power plant*', 'hydrogen', 'fuel*', 'LPG', 'oil', 'natural gas', 'geothermal', 'metal air', 'power station*', 'utility',
  'utilities', 'energy storage', 'electric power', 'heat pump*', 'thermal energy', 'kWh', 'renewable*', 'power supply', 'power supplies',
  'power electronics', 'temperature control',
)
const cleanWords = words(
  'water', 'wastewater', 'recycl*', 'waste', 'circular', 'carbon', 'CO2', 'emission*', 'climate', 'pollut*', 'air quality',
  'plastic*', 'environment*', 'desalination', 'sewage', 'biodegradable', 'compost*', 'reuse', 'reusable',
)
/** The environment as a market, for companies filed under a technique. */
const environmentMarketWords = words(
  'water treatment', 'wastewater', 'recycl*', 'waste management', 'waste', 'desalination', 'carbon capture', 'emissions',
  'air quality', 'pollution', 'circular economy', 'sewage', 'climate', 'sustainable materials', 'sustainable alternatives',
  'biopolymer*', 'bioplastic*',
)
/** Words that confirm a telecommunications or IoT company is about networks. */
const networkWords = words(
  'telecom*', 'telco*', 'wireless', '5G', '4G', 'LTE', 'cellular', 'MVNO*', 'MNO*', 'operators', 'carriers', 'fixed network*',
  'broadband', 'backhaul', 'SMS', 'VoIP', 'satellite*', 'communication*', 'connectivity', 'networks', 'networking',
  'network infrastructure', 'optical', 'radio', 'antenna*', 'RF', 'fiber', 'fibre', 'modem*', 'router*', 'IoT', 'M2M', 'spectrum',
  'signal*', 'transmission', 'mobile network*', 'internet service*', 'service providers', 'SIM', 'eSIM', 'multi SIM', 'PBX',
  'IP PBX', 'calling', 'PHY', 'IPTV', 'network access', 'timing', 'GPS', 'telephony',
)
/** Words that only a company selling to network operators or running a network uses. */
const operatorWords = words(
  'telecom*', 'telco*', '5G', '4G', 'LTE', 'cellular', 'MVNO*', 'MNO*', 'mobile operator*', 'network operator*', 'telephony',
  'VoIP', 'wireless', 'broadband', 'backhaul', 'satellite communication*',
)
const mobilityWords = words(
  'vehicle*', 'automotive', 'autonomous driving', 'self driving', 'safe driving', 'driver assistance', 'driver monitoring', 'drivers',
  'car', 'cars', 'fleet*', 'logistic*', 'transport*', 'parking', 'road traffic', 'traffic management', 'traffic control', 'road',
  'roads', 'roadway*', 'mobility', 'EV', 'EVs', 'electric vehicle*', 'autonomous vehicle*', 'ADAS', 'railway*', 'rail', 'trucks',
  'truck', 'trucking', 'maritime', 'scooter*', 'bicycle*', 'motorcycle*', 'tire*', 'tyre*', 'last mile', 'freight', 'cargo',
  /* Shipping and navigation, not free shipping or a website's navigation. */
  '/(?<!(?:free|drop)[\\s-]+)shipping(?![\\s-]+included)/',
  '/(?<!(?:online|web|website|site|knowledge|seamless|intuitive|easy)[\\s-]+)navigation/',
  'bus', 'buses', 'transit', 'air mobility', 'taxi', 'taxis', 'driving safety', 'road safety',
)
const financeWords = words(
  'payment*', 'bank', 'banks', 'banking', 'lending', 'lender*', 'loan*', 'insurance', 'insurer*', 'insurtech', 'trading', 'trader*',
  '/invest(?!igat)\\w*/', 'fintech', '/crypto(?!graph)\\w*/', '/credit(?![\\s-]*card)/', 'financial', 'finance', 'accounting', 'accountant*', 'tax', 'taxes',
  'fundrais*', 'donation*', 'donor*', 'wealth', 'mortgage*', 'pension*', 'refund*', 'billing', 'invoic*', 'expense*', 'fixed income',
  'capital market*', 'stocks', 'broker*', 'wallet', 'wallets', 'savings', 'FP&A', 'treasury', 'remittance*', 'money transfer*', 'digital assets',
)
/** Teaching and learning: education technology, which the directory files under enterprise. */
const educationWords = words(
  'education*', 'educators', 'edtech', 'e-learning', 'learning platform*', 'learning management', 'language learning',
  'online learning', 'microlearning', 'learners', 'K-12', 'schools', 'students', 'teachers', 'teaching', 'tutor', 'tutors',
  'tutoring', 'classroom*', 'pupils',
)
/** Advertising and marketing, what adtech sells. */
const marketingWords = words(
  'advertis*', 'marketing', 'marketer*', 'ads', 'adtech', 'ad tech', 'branding', 'campaign*', 'publisher*', 'influencer*',
  'media buying', 'programmatic', 'lead generation', 'leads', 'SEO', 'affiliate*', 'monetiz*', 'monetis*', 'social proof',
  'conversion rate*', 'sponsored', 'sponsorship*', 'creators', 'audience*', 'brand content', 'brand awareness', 'brand marketing',
)
const gameWords = words('/games?(?![\\s-]*chang)\\b/', 'gaming', 'igaming', 'casino*', 'betting', 'esports', 'gamers', 'slots', 'poker', 'lottery')
const securityWords = words(
  'cyber*', 'threat*', 'vulnerab*', 'malware', 'ransomware', 'phishing', 'firewall*', 'attack*', 'breach*', 'security platform',
  'security solution*', 'identity security', 'data security', 'network security', 'cloud security', 'encrypt*', 'zero trust',
  'authentication', 'multi factor', 'key management',
)
const telecomWords = words(
  'telecom*', '5G', '4G', 'LTE', 'wireless', 'antenna*', 'satellite communication*', 'operators', 'carriers', 'RF', 'connectivity',
  'broadband', 'fiber', 'fibre', 'optical network*', 'cellular', 'network operator*', 'mobile operator*', 'WiFi', 'Wi-Fi',
  'radio frequency', 'microwave', 'backhaul', 'telephony', 'VoIP', 'communication network*', 'networking', 'network equipment',
)
const hardwareWords = words(
  'hardware', 'sensor*', 'chip', 'chips', 'semiconductor*', 'electromechanical', 'electronics', 'manufactur*', 'embedded',
  'laser*', 'optic*', 'photonic*', 'quantum', 'drone*', 'UAV*', 'defense', 'defence', 'military', 'robot*', '3D print*',
  'material*', 'camera*', 'radar*', 'lidar', 'microelectronic*', 'MEMS', 'components', 'machinery', 'machines', 'equipment',
  'nano*', 'coating*', 'metal', 'metals', 'aerospace', 'satellite*', 'thermal', 'cooling', 'appliance*',
  /* Space the place, not a work space, a data space or space planning. */
  '/(?<!(?:work|office|storage|safe|data|integration|urban|living|event|meeting|a)[\\s-]+)space\\b(?![\\s-]+(?:management|planning))/',
  'system on module*', 'computer on module*', 'device*', 'wearable*', 'augmented reality', 'detector*', 'plastics', 'polymer*',
  'masterbatch*', 'chemical*', 'instrument*', 'electron', 'electrons', 'electron beam*', 'particle*', 'microscop*', 'metrology',
  'spectromet*', 'spectroscop*',
)
const dataWords = words(
  'data platform*', 'data analytics', 'analytics', 'machine learning', 'deep learning', 'computer vision', 'data science', 'big data',
  'visualization', 'visualisation', 'querying', 'data pipeline*', 'database*', 'data management', 'data integration',
  'data warehouse*', 'business intelligence', 'artificial intelligence', 'NLP', 'natural language', 'LLM*', 'generative AI',
  'AI systems', 'AI models', 'AI implementation*', 'enterprise AI', 'MLOps', 'AI platform', 'GenAI', 'synthetic data*',
  'explainable AI', 'training data', 'data label*', 'data annotation',
)
const consumerWords = words(
  'mobile app*', 'consumers', 'iOS', 'Android', 'iPhone', 'iPad', 'smartphone*', 'social network*', 'dating', 'photos', 'messaging', 'browser',
  'travelers', 'travellers', 'shoppers', 'selfie*', 'emoji*', 'keyboard app*', 'social app*', 'video app*', 'parents', 'kids',
)
/** Business software markets that belong to enterprise whatever the technique. */
const businessSoftwareWords = words(
  'job board*', 'recruit*', 'hiring', 'HR', 'human resources', 'employee*', 'workforce', 'payroll', 'CRM', 'customer service',
  'customer support', 'contact center*', 'construction', 'real estate', 'property management', 'legal', 'lawyers', 'Kubernetes',
  'DevOps', 'developer*', 'CI/CD', 'observability', 'microservice*', 'IT operations', 'RPA', 'process automation',
  'workflow automation', 'software automation', 'test automation', 'ERP', 'field service*', 'project management', 'e-learning',
  'edtech', 'students', 'teachers', 'virtual events', 'online courses', 'distance learning', 'tutoring', 'software testing',
  'continuous testing', 'customer experience', 'call center*', 'help desk', 'service management', 'sales team*', 'sales teams',
  'live demo*', 'change management', 'retailers',
)

export const sectorRules: readonly SectorRule[] = [
  /* Health: software for care (healthtech), food (agtech), devices and life sciences (medtech). */
  { id: 'health-farming', categories: ['Health'], keywords: healthFarmingWords, unless: words('diagnostic*', 'veterinar*', 'vaccine*', 'drug*', 'pharma*'), sector: 'agtech' },
  { id: 'health-food', categories: ['Health'], keywords: foodWords, unless: medicalProductWords, sector: 'agtech' },
  { id: 'health-environment', categories: ['Health'], keywords: healthEnvironmentWords, unless: medicalProductWords, sector: 'cleantech' },
  { id: 'health-software', categories: ['Health'], keywords: healthSoftwareWords, unless: medicalMakerWords, sector: 'healthtech' },
  { id: 'health-care-software', categories: ['Health'], keywords: careSoftwareWords, unless: medicalProductWords, sector: 'healthtech' },
  { id: 'health', categories: ['Health'], sector: 'medtech' },

  /* Sustainable Technology: food and farming, energy, mobility, hardware, then the environment. */
  { id: 'sustainable-food', categories: ['Sustainable Technology'], keywords: foodWords, unless: words('packag*', 'recycl*', 'waste', 'wastewater'), sector: 'agtech' },
  { id: 'sustainable-energy', categories: ['Sustainable Technology'], keywords: energyWords, unless: words('water', 'wastewater', 'waste', 'recycl*'), sector: 'energy' },
  { id: 'sustainable-mobility', categories: ['Sustainable Technology'], keywords: mobilityWords, unless: cleanWords, sector: 'mobility' },
  { id: 'sustainable-hardware', categories: ['Sustainable Technology'], keywords: hardwareWords, unless: cleanWords, sector: 'deeptech' },
  { id: 'sustainable', categories: ['Sustainable Technology'], sector: 'cleantech' },

  /* Digital Media is advertising unless it names games or consumers. */
  { id: 'media-marketing', categories: ['Digital Media'], keywords: marketingWords, sector: 'adtech' },

  /* A network company that names defence systems is deeptech; one that names its network stays in telecom. */
  { id: 'telecom-defence', categories: ['Telecommunications'], keywords: defenceWords, sector: 'deeptech' },
  { id: 'telecom-networks', categories: ['Telecommunications'], keywords: networkWords, sector: 'telecom' },

  /* A market named by a company filed under a technique. */
  { id: 'market-medical', categories: techniqueCategories, keywords: medicalMarketWords, unless: words('vehicle*', 'car', 'cars', 'automotive', 'fleet*'), sector: 'medtech' },
  { id: 'market-care-devices', categories: ['AR/VR', 'IoT', 'Robotics & Automation'], keywords: careWords, unless: words('software', 'platform', 'app', 'apps'), sector: 'medtech' },
  { id: 'market-care', categories: techniqueCategories, keywords: careWords, sector: 'healthtech' },
  { id: 'market-food', categories: [...techniqueCategories, 'Aerospace'], keywords: foodWords, sector: 'agtech' },
  { id: 'market-games', categories: [...techniqueCategories, 'AdTech'], keywords: gameWords, sector: 'gaming' },
  { id: 'market-advertising', categories: techniqueCategories, keywords: marketingWords, sector: 'adtech' },
  { id: 'market-finance', categories: techniqueCategories, keywords: financeWords, sector: 'fintech' },
  { id: 'market-education', categories: techniqueCategories, keywords: educationWords, sector: 'enterprise' },
  { id: 'market-security', categories: techniqueCategories, keywords: securityWords, sector: 'cybersecurity' },
  { id: 'market-energy', categories: techniqueCategories.filter((category) => category !== 'Robotics & Automation'), keywords: energyWords, unless: words('vehicle*', 'EV', 'EVs', 'car', 'cars'), sector: 'energy' },
  { id: 'market-mobility', categories: techniqueCategories, keywords: mobilityWords, unless: words('drone*', 'robot*'), sector: 'mobility' },
  { id: 'market-environment', categories: techniqueCategories, keywords: environmentMarketWords, sector: 'cleantech' },
  { id: 'market-networks', categories: ['AI/ML', 'Cloud Computing', 'Productivity', 'IoT'], keywords: operatorWords, sector: 'telecom' },
  { id: 'market-business-software', categories: [...nonSoftwareCategories, 'AI/ML'], keywords: businessSoftwareWords, sector: 'enterprise' },
  { id: 'market-mobile-developers', categories: ['AI/ML', 'Cloud Computing', 'Productivity'], keywords: words('mobile development', 'app developers', 'mobile developers', 'mobile app developers', 'app SDK*', 'mobile SDK*'), sector: 'mobile' },
  { id: 'market-consumers', categories: techniqueCategories.filter((category) => category !== 'E-commerce & Retail'), keywords: consumerWords, sector: 'mobile' },
  { id: 'air-mobility', categories: ['Aerospace'], keywords: words('air mobility', 'air taxi*', 'urban air'), sector: 'mobility' },

  /* The category, corrected by the technique a description names. */
  { id: 'ai', categories: ['AI/ML'], sector: 'ai-bigdata' },
  { id: 'adtech', categories: ['AdTech'], sector: 'adtech' },
  { id: 'aerospace', categories: ['Aerospace'], sector: 'deeptech' },
  { id: 'ar-vr', categories: ['AR/VR'], sector: 'deeptech' },
  { id: 'automotive-business-software', categories: ['Automotive'], keywords: businessSoftwareWords, unless: mobilityWords, sector: 'enterprise' },
  { id: 'automotive', categories: ['Automotive'], sector: 'mobility' },
  { id: 'software-data', categories: ['Cloud Computing', 'Productivity'], keywords: dataWords, unless: businessSoftwareWords, sector: 'ai-bigdata' },
  { id: 'cloud', categories: ['Cloud Computing'], sector: 'enterprise' },
  { id: 'cybersecurity-ad-fraud', categories: ['Cybersecurity'], keywords: words('ad fraud', 'click fraud', 'ad verification', 'advertis*', 'go-to-market', 'invalid traffic'), sector: 'adtech' },
  { id: 'cybersecurity-finance', categories: ['Cybersecurity'], keywords: securedFinanceWords, sector: 'fintech' },
  { id: 'cybersecurity-defence-hardware', categories: ['Cybersecurity'], keywords: defenceWords, unless: securityWords, sector: 'deeptech' },
  { id: 'cybersecurity', categories: ['Cybersecurity'], sector: 'cybersecurity' },
  { id: 'digital-media-apps', categories: ['Digital Media'], keywords: words('app', 'apps', 'mobile application*', 'photo', 'photos', 'family memories', 'dating', 'social network*', 'messaging', 'selfie*'), sector: 'mobile' },
  { id: 'digital-media', categories: ['Digital Media'], sector: 'adtech' },
  { id: 'e-commerce', categories: ['E-commerce & Retail'], sector: 'enterprise' },
  { id: 'fintech', categories: ['Fintech'], sector: 'fintech' },
  { id: 'gaming-education', categories: ['Gaming'], keywords: words('student*', 'education*', 'K-12', 'K-6', 'teacher*', 'school*', 'edtech', 'e-learning', 'learners'), unless: gameWords, sector: 'enterprise' },
  { id: 'gaming', categories: ['Gaming'], sector: 'gaming' },
  { id: 'iot-telecom', categories: ['IoT'], keywords: telecomWords, sector: 'telecom' },
  { id: 'iot-hardware', categories: ['IoT'], keywords: hardwareWords, sector: 'deeptech' },
  { id: 'iot', categories: ['IoT'], sector: 'enterprise' },
  { id: 'productivity-hardware', categories: ['Productivity'], keywords: hardwareWords, sector: 'deeptech' },
  { id: 'productivity', categories: ['Productivity'], sector: 'enterprise' },
  { id: 'robotics', categories: ['Robotics & Automation'], sector: 'deeptech' },
  { id: 'semiconductors-telecom', categories: ['Semiconductors'], keywords: words('telecommunication*', 'telecom', 'operators', 'carriers'), sector: 'telecom' },
  { id: 'semiconductors', categories: ['Semiconductors'], sector: 'deeptech' },
  { id: 'telecommunications-business', categories: ['Telecommunications'], keywords: words('business*', '/organi[sz]ations/', 'companies', 'enterprise*', 'B2B', 'sales force', 'field operations', 'service providers', 'software development'), sector: 'enterprise' },
  { id: 'telecommunications-apps', categories: ['Telecommunications'], keywords: words('app', 'apps', 'application*', 'users', 'platform', 'mobile'), sector: 'mobile' },
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
    if (rule.unless?.test(text)) continue
    return { sector: rule.sector, rule: rule.id }
  }
  return { sector: 'enterprise', rule: 'fallback' }
}
