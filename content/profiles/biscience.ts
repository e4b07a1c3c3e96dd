import type { Profile } from '../schema.ts'

export const profile: Profile = {
  layout: 'adtech',
  slug: 'biscience',
  initials: 'BI',
  tagline: 'Les données de navigation et de publicité au service de la veille concurrentielle',
  tags: ['Digital intelligence', 'Veille publicitaire', 'Données', 'Analytique'],
  about: [
    "BIScience (B.I Science (2009) Ltd.) est une société israélienne de « digital intelligence » : elle collecte et analyse des données sur la manière dont les internautes naviguent et sur les publicités qui leur sont présentées, puis les transforme en informations de marché. Ses clients sont notamment des sociétés d'études, des marques, des éditeurs et des sociétés d'investissement qui veulent comprendre les tendances du web et l'activité de leurs concurrents.",
    "Son produit le plus connu, AdClarity, recense les campagnes publicitaires display, vidéo et sur les réseaux sociaux diffusées chez de très nombreux éditeurs, dans des dizaines de marchés. Pour cela, BIScience s'appuie notamment sur des panels d'utilisateurs qui, via des applications mobiles et des extensions de navigateur, permettent de mesurer les publicités réellement vues, complétés par l'analyse automatisée de sites.",
  ],
  features: [
    {
      name: 'AdClarity',
      description:
        "Outil de veille publicitaire qui montre quels annonceurs diffusent quelles campagnes, sur quels sites, via quels intermédiaires et avec quelle part de voix.",
    },
    {
      name: 'Données de clickstream',
      description:
        "Des données de parcours de navigation agrégées, proposées notamment sous la marque Clickstream OS, pour analyser l'audience et les usages du web.",
    },
    {
      name: 'Analyse concurrentielle',
      description:
        "Comparaison de ses propres investissements publicitaires avec ceux de la concurrence et identification des éditeurs et réseaux les plus utilisés.",
    },
    {
      name: 'Couverture multimarché',
      description:
        "Des rapports disponibles sur de nombreux pays d'Amérique, d'Europe, du Moyen-Orient et d'Asie-Pacifique, par annonceur, éditeur, campagne ou mot-clé.",
    },
  ],
  businessModel: [
    {
      name: 'Abonnements logiciels',
      description:
        "AdClarity est commercialisé par abonnement, avec plusieurs niveaux d'offre, y compris au travers de l'App Center de Semrush.",
    },
    {
      name: 'Licences de données',
      description:
        "Les jeux de données de navigation sont proposés sous licence aux acteurs qui les intègrent à leurs propres analyses.",
    },
    {
      name: 'Offres entreprises',
      description:
        "Des accès étendus et des rapports adaptés pour les sociétés d'études, les grandes marques et les investisseurs.",
    },
  ],
  similar: ['cheq', 'minutely'],
  info: {
    sector: 'AdTech',
    country: 'Israël',
    specialty: 'Analytics BI',
    stage: 'Growth',
  },
  seo: {
    title: 'BIScience : digital intelligence et veille publicitaire AdClarity',
    description:
      "Profil de BIScience, société israélienne de digital intelligence : veille publicitaire avec AdClarity, données de navigation et analyse concurrentielle.",
    keywords: ['BIScience', 'AdClarity', 'veille publicitaire', 'digital intelligence', 'AdTech', 'startup israélienne'],
  },
}
