/**
 * Strings of the home page and its newsletter call to action. French is the source; en and he must have the same keys
 * (ADR 0004). One part of the dictionary (app/i18n/areas.ts, ADR 0012).
 */
export const directoryHome = {
  // Home
  'directory.home.metaDescription':
    "Découvrez les startups israéliennes secteur par secteur : cybersécurité, IA, MedTech, FinTech, mobilité. Profils d'entreprises, guides pour investir et newsletter hebdomadaire.",
  'directory.home.metaKeywords':
    'startups israéliennes, startup nation, tech israélienne, investir en Israël, cybersécurité Israël, innovation israélienne',
  'directory.home.eyebrow': 'Le guide francophone de la Startup Nation',
  'directory.home.title': 'Découvrez les startups israéliennes qui innovent',
  'directory.home.subtitle':
    "Cybersécurité, intelligence artificielle, santé, mobilité : explorez l'écosystème tech israélien secteur par secteur, avec des fiches rédigées en français.",
  'directory.home.funding2024':
    "En 2024, malgré la guerre, les startups israéliennes ont continué de lever des fonds auprès d'investisseurs du monde entier.",
  'directory.home.searchPlaceholder': 'Rechercher une startup, un secteur, une technologie…',
  'directory.home.browseDirectory': "Parcourir l'annuaire ({count} entreprises)",
  'directory.home.statStartups': 'startups tech israéliennes',
  'directory.home.statFunding': 'de financements annoncés',
  'directory.home.statSectors': 'secteurs',
  'directory.home.statsNote': "Ordres de grandeur de l'écosystème tech israélien.",
  'directory.home.sectorsTitle': 'Explorez par secteur',
  'directory.home.sectorsSubtitle':
    "Les domaines où les entreprises israéliennes comptent parmi les références mondiales, avec leurs acteurs phares.",
  'directory.home.allSectors': 'Voir tous les secteurs',
  'directory.home.whyTitle': 'Pourquoi Israël ?',
  'directory.home.whySubtitle': "Trois raisons qui expliquent la place d'Israël dans l'innovation mondiale.",
  'directory.home.whyResilienceTitle': 'Résilience',
  'directory.home.whyResilienceText':
    "Crises économiques, conflits, pandémie : les entreprises israéliennes ont appris à travailler dans l'incertitude. Les équipes continuent de livrer, de recruter et d'exporter quand le contexte se durcit.",
  'directory.home.whyInvestmentTitle': 'Investissement',
  'directory.home.whyInvestmentText':
    "Fonds de capital-risque locaux et internationaux, Autorité de l'innovation, centres de R&D de grands groupes : le financement de l'innovation y est parmi les plus denses au monde rapporté à la population.",
  'directory.home.whyTechnologyTitle': 'Technologie',
  'directory.home.whyTechnologyText':
    "Universités de recherche, unités technologiques de l'armée et culture de l'expérimentation forment des ingénieurs qui créent des entreprises de pointe, de la cybersécurité aux semi-conducteurs.",
  'directory.home.featuredTitle': 'Startups à la une',
  'directory.home.featuredSubtitle': "Des licornes aux jeunes pousses : neuf entreprises qui illustrent la diversité de l'écosystème.",
  'directory.home.viewProfile': 'Voir le profil de {name}',
  'directory.home.guidesTitle': 'Guides premium',
  'directory.home.guidesSubtitle': "Nos guides approfondis pour investir, évaluer une startup ou entreprendre en Israël.",
  'directory.home.readTime': '{minutes} min de lecture',
  'directory.home.readGuide': 'Lire le guide',
  'directory.home.faqTitle': 'Questions fréquentes',
  'directory.home.allStartups': 'Voir toutes les startups',
  // Newsletter call to action
  'directory.newsletter.title': 'La newsletter de la tech israélienne',
  'directory.newsletter.text':
    "Chaque semaine, les levées de fonds, les rachats et les startups à suivre, résumés en français et directement dans votre boîte mail.",
  'directory.newsletter.subscribers': 'abonnés actifs',
  'directory.newsletter.weekly': 'Hebdomadaire',
  'directory.newsletter.frequency': 'fréquence',
  'directory.newsletter.openRate': "taux d'ouverture",
  'directory.newsletter.cta': "S'inscrire à la newsletter",
} as const

export type DirectoryHomeKey = keyof typeof directoryHome
