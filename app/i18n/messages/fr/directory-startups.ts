/**
 * Strings of the full directory (filters, sort, results). French is the source; en and he must have the same keys
 * (ADR 0004). One part of the dictionary (app/i18n/areas.ts, ADR 0012).
 */
export const directoryStartups = {
  // Full directory
  'directory.startups.metaTitle': 'Annuaire des startups israéliennes',
  'directory.startups.metaDescription':
    "Toutes les entreprises de l'annuaire ({count}) : filtrez par secteur, effectif, district, ville, recrutement, statut, dernier tour et année de fondation, puis triez par nom, taille ou ancienneté.",
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
  'directory.startups.size': 'Effectif en Israël',
  'directory.startups.allSizes': 'Toutes les tailles',
  'directory.startups.sizeValue': '{size} personnes',
  'directory.startups.district': 'District',
  'directory.startups.allDistricts': 'Tous les districts',
  'directory.startups.district.jerusalem': 'Jérusalem',
  'directory.startups.district.north': 'Nord',
  'directory.startups.district.haifa': 'Haïfa',
  'directory.startups.district.center': 'Centre',
  'directory.startups.district.tel-aviv': 'Tel Aviv',
  'directory.startups.district.south': 'Sud',
  'directory.startups.district.judea-samaria': 'Judée-Samarie',
  'directory.startups.hiring': 'Recrute (page carrières)',
  'directory.startups.knownFor': 'Donnée connue pour {count} entreprises sur {total}',
  'directory.startups.sortSize': 'Effectif (plus grandes)',
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
} as const

export type DirectoryStartupsKey = keyof typeof directoryStartups
