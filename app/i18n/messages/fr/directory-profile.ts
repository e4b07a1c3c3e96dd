/**
 * Strings of the startup profiles. French is the source; en and he must have the same keys
 * (ADR 0004). One part of the dictionary (app/i18n/areas.ts, ADR 0012).
 */
export const directoryProfile = {
  // Startup profiles
  'directory.profile.backToSector': '{sector} - Israël',
  'directory.profile.allSectorStartups': 'Voir toutes les startups {sector}',
  'directory.profile.officialSite': 'Site officiel',
  'directory.profile.newTab': "(s'ouvre dans un nouvel onglet)",
  'directory.profile.keyFacts': 'Chiffres clés',
  'directory.profile.founded': 'Fondation',
  'directory.profile.employees': 'Effectif',
  'directory.profile.headquarters': 'Siège',
  'directory.profile.israeliCentre': 'Centre en Israël',
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
  'directory.profile.sizeBand': 'Effectif en Israël',
  'directory.profile.sizeBandValue': '{size} personnes',
  'directory.profile.employeesWorldwide': 'Effectif mondial',
  'directory.profile.israeliCity': 'Ville en Israël',
  'directory.profile.multinational': 'Groupe international',
  'directory.profile.links': 'Liens',
  'directory.profile.link.careers': 'Offres d’emploi',
  'directory.profile.link.linkedin': 'LinkedIn',
  'directory.profile.link.finder': 'Start-Up Nation Finder',
  'directory.profile.link.crunchbase': 'Crunchbase',
  'directory.profile.registerNote': 'Les faits de cette fiche viennent du registre ouvert des entreprises tech israéliennes (Israeli Tech Map, licence ODbL). La rédaction n’a pas encore écrit sa description.',
  'directory.profile.mixedNote': 'Description et faits vérifiés par la rédaction ; effectif en Israël, liens et logo issus du registre ouvert Israeli Tech Map (licence ODbL).',
  'directory.profile.sourcesLink': 'Sources et données ouvertes',
  'directory.profile.dataNote':
    "Fiche établie à partir des données de notre annuaire. Les chiffres non confirmés publiquement ne sont pas indiqués.",
  'directory.profile.metaTitle': '{name} : startup israélienne, {sector}',
  'directory.profile.metaKeywords': '{name}, {sector}, startup israélienne, {tags}',
} as const

export type DirectoryProfileKey = keyof typeof directoryProfile
