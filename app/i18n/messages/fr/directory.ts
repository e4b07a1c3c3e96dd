/**
 * Strings of the directory screens: home, sectors, sector pages, startup
 * profiles, the full directory and search. French is the source; en and he
 * must have the same keys. The specification's exact French strings are kept
 * word for word ('Phare', 'Catégorie introuvable', 'Voir plus', …).
 */
export const directory = {
  // Shared
  'directory.breadcrumb': "Fil d'Ariane",
  'directory.featuredBadge': 'Phare',
  'directory.premium': 'Premium',
  'directory.status.licorne': 'Licorne',
  'directory.status.scaleUp': 'Scale-up',
  'directory.status.earlyStage': 'Early-stage',
  'directory.stage.Public': 'Cotée en Bourse',
  'directory.stage.Private': 'Privée',
  'directory.stage.Acquired': 'Rachetée',
  'directory.round.Seed': 'Amorçage (Seed)',
  'directory.round.series': 'Série {letter}',
  'directory.round.IPO': 'Introduction en Bourse',
  'directory.round.Acquired': 'Rachat',
  'directory.round.acquiredBy': 'Rachetée par {buyer}',
  'directory.companies.one': '{count} entreprise',
  'directory.companies.other': '{count} entreprises',
  'directory.foundedIn': 'Fondée en {year}',
  'directory.employees': '{count} employés',
  'directory.featuredCompanies': 'Entreprises phares',
  'directory.moreCompanies': '+{count}',
  'directory.moreCompaniesLabel': 'et {count} autres entreprises',
  'directory.tags': 'Mots-clés',
  'directory.seeSector': 'Voir le secteur',

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
  'directory.home.statSectors': 'secteurs et thématiques',
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

  // Categories
  'directory.categories.metaTitle': 'Les secteurs de la tech israélienne',
  'directory.categories.metaDescription':
    "Les {count} secteurs de la tech israélienne : cybersécurité, IA, MedTech, FinTech, AgTech, mobilité, énergie… Nombre d'entreprises et acteurs phares de chacun.",
  'directory.categories.metaKeywords':
    'secteurs tech Israël, startups israéliennes par secteur, cybersécurité, IA, MedTech, FinTech, AgTech, startup nation',
  'directory.categories.title': 'Les secteurs de la tech israélienne',
  'directory.categories.count': '{count} secteurs à explorer',
  'directory.categories.subtitle':
    "Chaque secteur rassemble les entreprises israéliennes de l'annuaire, leurs acteurs phares et les réponses aux questions les plus fréquentes.",

  // Sector page
  'directory.sector.metaTitle': '{sector} : les startups israéliennes du secteur',
  'directory.sector.metaDescription': '{description} {count} entreprises israéliennes référencées.',
  'directory.sector.metaKeywords': '{sector}, startups israéliennes {sector}, {sector} Israël, entreprises israéliennes, startup nation',
  'directory.sector.count.one': '{count} entreprise référencée',
  'directory.sector.count.other': '{count} entreprises référencées',
  'directory.sector.companiesTitle': 'Les entreprises du secteur',
  'directory.sector.sortedByName': 'Classées par ordre alphabétique ; les entreprises phares portent un badge.',
  'directory.sector.filterInDirectory': "Filtrer ce secteur dans l'annuaire",
  'directory.sector.faqTitle': 'Questions fréquentes : {sector}',
  'directory.sector.notFoundTitle': 'Catégorie introuvable',
  'directory.sector.notFoundMessage': "La catégorie demandée n'existe pas.",
  'directory.sector.backHome': "Retour à l'accueil",
  'directory.sector.allCategories': 'Voir toutes les catégories',
  'directory.sector.emptyTitle': 'Bientôt disponible',
  'directory.sector.emptyText': 'Les entreprises de ce secteur sont en cours de référencement.',

  // Startup profiles
  'directory.profile.backToSector': '{sector} - Israël',
  'directory.profile.allSectorStartups': 'Voir toutes les startups {sector}',
  'directory.profile.officialSite': 'Site officiel',
  'directory.profile.newTab': "(s'ouvre dans un nouvel onglet)",
  'directory.profile.keyFacts': 'Chiffres clés',
  'directory.profile.founded': 'Fondation',
  'directory.profile.employees': 'Effectif',
  'directory.profile.headquarters': 'Siège',
  'directory.profile.funding': 'Financement total',
  'directory.profile.lastRound': 'Dernier tour',
  'directory.profile.stage': 'Statut',
  'directory.profile.sector': 'Secteur',
  'directory.profile.country': 'Pays',
  'directory.profile.countryName': 'Israël',
  'directory.profile.specialty': 'Spécialité',
  'directory.profile.maturity': 'Stade',
  'directory.profile.aboutName': 'À propos de {name}',
  'directory.profile.solution': 'La solution',
  'directory.profile.businessModel': 'Modèle économique',
  'directory.profile.similar': 'Startups similaires',
  'directory.profile.sameSector': 'Dans le même secteur',
  'directory.profile.information': 'Informations',
  'directory.profile.faq': 'Questions fréquentes',
  'directory.profile.discoverSector': 'Découvrir le secteur {sector}',
  'directory.profile.sectorCta': "Toutes les entreprises {sector} de l'annuaire, classées par nom.",
  'directory.profile.dataNote':
    "Fiche établie à partir des données de notre annuaire. Les chiffres non confirmés publiquement ne sont pas indiqués.",
  'directory.profile.metaTitle': '{name} : startup israélienne, {sector}',
  'directory.profile.metaKeywords': '{name}, {sector}, startup israélienne, {tags}',

  // Full directory
  'directory.startups.metaTitle': 'Annuaire des startups israéliennes',
  'directory.startups.metaDescription':
    "Toutes les entreprises de l'annuaire ({count}) : filtrez par secteur, statut, dernier tour, année de fondation et ville, puis triez par nom ou par ancienneté.",
  'directory.startups.metaKeywords':
    'annuaire startups israéliennes, liste startups Israël, entreprises tech israéliennes, startup nation, base de données startups',
  'directory.startups.title': 'Annuaire des startups israéliennes',
  'directory.startups.subtitle':
    "Toutes les entreprises référencées sur le site. Combinez les filtres : l'adresse de la page garde votre sélection, pour la partager ou y revenir.",
  'directory.startups.filtersTitle': 'Filtres',
  'directory.startups.text': 'Recherche',
  'directory.startups.textPlaceholder': 'Nom, technologie, mot-clé…',
  'directory.startups.sector': 'Secteur',
  'directory.startups.allSectors': 'Tous les secteurs',
  'directory.startups.stage': 'Statut',
  'directory.startups.allStages': 'Tous les statuts',
  'directory.startups.round': 'Dernier tour',
  'directory.startups.allRounds': 'Tous les tours',
  'directory.startups.city': 'Siège',
  'directory.startups.allCities': 'Toutes les villes',
  'directory.startups.foundedRange': 'Année de fondation',
  'directory.startups.foundedFrom': 'De',
  'directory.startups.foundedTo': 'À',
  'directory.startups.sort': 'Trier par',
  'directory.startups.sortName': 'Nom (A à Z)',
  'directory.startups.sortFoundedDesc': 'Fondation (plus récentes)',
  'directory.startups.sortFoundedAsc': 'Fondation (plus anciennes)',
  'directory.startups.apply': 'Appliquer les filtres',
  'directory.startups.reset': 'Réinitialiser les filtres',
  'directory.startups.count.zero': 'Aucune startup trouvée',
  'directory.startups.count.one': '1 startup trouvée',
  'directory.startups.count.other': '{count} startups trouvées',
  'directory.startups.emptyTitle': 'Aucune startup ne correspond à ces critères',
  'directory.startups.emptyText': 'Modifiez ou réinitialisez les filtres pour élargir la recherche.',
  'directory.startups.results': 'Résultats',
  'directory.startups.pagination': 'Pages de résultats',
  'directory.startups.previous': 'Page précédente',
  'directory.startups.next': 'Page suivante',
  'directory.startups.pageLabel': 'Page {page}',
  'directory.startups.pageStatus': 'Page {page} sur {count}',

  // Search
  'directory.search.title': 'Résultats de recherche',
  'directory.search.metaTitleQuery': 'Recherche « {query} »',
  'directory.search.metaDescription':
    'Recherchez une startup israélienne, un secteur, un guide ou un article parmi tout le contenu du site Startups en Israël.',
  'directory.search.metaKeywords': 'recherche startups israéliennes, rechercher une startup, secteurs tech Israël',
  'directory.search.count': '{count} résultat(s) pour "{query}"',
  'directory.search.type.category': 'Secteur',
  'directory.search.type.startup': 'Startup',
  'directory.search.type.guide': 'Guide',
  'directory.search.type.article': 'Article',
  'directory.search.type.topic': 'Dossier',
  'directory.search.more': 'Voir plus',
  'directory.search.emptyTitle': 'Aucun résultat trouvé',
  'directory.search.emptyHint': "Essayez avec d'autres mots-clés ou parcourez nos catégories.",
  'directory.search.backHome': "Retour à l'accueil",
  'directory.search.browseCategories': 'Parcourir les catégories',
  'directory.search.limited': 'Affichage des {shown} premiers résultats : précisez votre recherche pour affiner la liste.',
  'directory.search.startTitle': 'Commencez votre recherche',
  'directory.search.startText': "Saisissez le nom d'une startup, un secteur ou une technologie, par exemple « cybersécurité » ou « Wix ».",
} as const

export type DirectoryKey = keyof typeof directory
