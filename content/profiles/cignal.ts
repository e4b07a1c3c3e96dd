import type { Profile } from '../schema.ts'

export const profile: Profile = {
  layout: 'adtech',
  slug: 'cignal',
  initials: 'CI',
  tagline: "Une infrastructure pour acheter et vendre de la publicité vidéo en programmatique",
  tags: ['Publicité vidéo', 'Programmatique', 'Éditeurs', 'Infrastructure'],
  about: [
    "Cignal est une société israélienne de la publicité digitale spécialisée dans l'infrastructure vidéo. Elle intervient dans la chaîne programmatique, c'est-à-dire l'ensemble des plateformes qui permettent de vendre et d'acheter automatiquement, en quelques millisecondes, les espaces publicitaires diffusés avant ou pendant les vidéos en ligne. Cignal figure ainsi parmi les vendeurs autorisés déclarés dans les fichiers ads.txt de sites éditeurs partenaires.",
    "La publicité vidéo est l'un des formats les plus recherchés par les annonceurs, mais aussi l'un des plus complexes techniquement : compatibilité des lecteurs, temps de chargement, qualité de l'inventaire et transparence de la chaîne d'intermédiaires. Le rôle d'une infrastructure comme celle de Cignal est de relier l'inventaire vidéo des éditeurs à la demande des acheteurs, de manière fiable et mesurable.",
  ],
  features: [
    {
      name: 'Connexion à la demande programmatique',
      description:
        "Mise en relation de l'inventaire vidéo des éditeurs avec des acheteurs publicitaires par des enchères automatisées en temps réel.",
    },
    {
      name: 'Intégration aux lecteurs vidéo',
      description:
        "Diffusion des annonces dans les lecteurs des éditeurs selon les standards de l'industrie, pour limiter le travail technique côté site.",
    },
    {
      name: 'Transparence de la chaîne de vente',
      description:
        "Une activité déclarée dans les fichiers ads.txt des éditeurs, le mécanisme standard qui permet aux acheteurs de vérifier qui est autorisé à vendre un inventaire.",
    },
    {
      name: 'Suivi des performances',
      description:
        "Des indicateurs sur les impressions, les taux de remplissage et les revenus pour piloter la monétisation des vidéos.",
    },
  ],
  businessModel: [
    {
      name: 'Monétisation pour les éditeurs',
      description:
        "Les éditeurs confient une partie de leur inventaire vidéo à la plateforme, qui le commercialise auprès des acheteurs programmatiques.",
    },
    {
      name: 'Rémunération sur les transactions',
      description:
        "Comme la plupart des infrastructures côté vente, le modèle repose sur une part des montants publicitaires qui transitent par la plateforme.",
    },
    {
      name: 'Accès qualifié pour les acheteurs',
      description:
        "Les annonceurs et leurs plateformes d'achat accèdent à un inventaire vidéo déclaré et vérifiable, ce qui réduit le risque d'achat d'espaces frauduleux.",
    },
  ],
  similar: ['anzu', 'audiodots'],
  info: {
    sector: 'AdTech',
    country: 'Israël',
    specialty: 'Video Infrastructure',
    stage: 'Growth',
  },
  seo: {
    title: "Cignal : infrastructure de publicité vidéo programmatique",
    description:
      "Profil de Cignal, société israélienne de l'AdTech spécialisée dans l'infrastructure de publicité vidéo programmatique pour les éditeurs et les acheteurs.",
    keywords: ['Cignal', 'publicité vidéo', 'programmatique', 'AdTech', 'éditeurs', 'startup israélienne'],
  },
}
