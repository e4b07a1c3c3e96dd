import type { Profile } from '../schema.ts'

export const profile: Profile = {
  layout: 'adtech',
  slug: 'minutely',
  initials: 'MI',
  tagline: "L'IA qui choisit les meilleurs moments des vidéos pour augmenter l'audience et les revenus",
  tags: ['Vidéo', 'Intelligence artificielle', 'Analytique', 'Monétisation'],
  about: [
    "Minutely (Minute.ly) est une société basée à Tel Aviv, fondée en 2013 et dirigée par son cofondateur Amit Golan. Sa plateforme d'intelligence artificielle analyse les vidéos des éditeurs et des diffuseurs pour repérer automatiquement leurs moments les plus intéressants, puis en tire de courts aperçus animés qui remplacent les vignettes statiques et incitent les internautes à lancer la vidéo.",
    "Pour identifier ces moments, la technologie combine vision par ordinateur, analyse du son (commentaires, réactions du public) et données comportementales sur ce que les utilisateurs regardent réellement. L'enjeu est économique : chaque lecture supplémentaire est une occasion de diffuser une publicité vidéo vendue, le plus souvent, par enchères programmatiques. L'entreprise met en avant, selon ses propres chiffres, des hausses sensibles de l'engagement, des vues et des revenus chez ses clients.",
  ],
  features: [
    {
      name: 'Aperçus vidéo automatiques',
      description:
        "Génération de courts extraits animés qui montrent le meilleur de chaque vidéo à la place d'une image fixe, pour augmenter le taux de clic.",
    },
    {
      name: 'Teasers en direct',
      description:
        "Création d'extraits pendant les retransmissions en direct, notamment sportives, afin d'attirer de nouveaux spectateurs vers le flux.",
    },
    {
      name: 'Analyse multimodale',
      description:
        "Vision par ordinateur, analyse audio et signaux issus des réseaux sociaux combinés pour déterminer quels passages retiennent l'attention.",
    },
    {
      name: 'Analytique d\'audience',
      description:
        "Mesure de l'engagement et des lectures générées, pour suivre l'effet des aperçus sur l'audience et sur l'inventaire publicitaire vidéo.",
    },
  ],
  businessModel: [
    {
      name: 'Logiciel en SaaS',
      description:
        "La plateforme est proposée en tant que service aux éditeurs, diffuseurs et détenteurs de droits, sans installation lourde.",
    },
    {
      name: 'Forfait ou partage de revenus',
      description:
        "L'entreprise a indiqué travailler soit avec un abonnement fixe, soit avec un partage des revenus supplémentaires générés chez le client.",
    },
    {
      name: 'Plus de lectures, plus de publicité',
      description:
        "La valeur créée repose sur l'augmentation des lectures vidéo, donc des impressions publicitaires vendues en programmatique.",
    },
  ],
  similar: ['cheq', 'biscience'],
  info: {
    sector: 'AdTech',
    country: 'Israël',
    specialty: 'RTB & Analytics',
    stage: 'Growth',
  },
  seo: {
    title: "Minutely : l'IA qui transforme les vidéos en aperçus engageants",
    description:
      "Profil de Minutely (Minute.ly), société israélienne qui génère par l'IA des aperçus vidéo automatiques pour augmenter les lectures et les revenus publicitaires.",
    keywords: ['Minutely', 'Minute.ly', 'vidéo', 'intelligence artificielle', 'monétisation', 'AdTech', 'startup israélienne'],
  },
}
