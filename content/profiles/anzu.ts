import type { Profile } from '../schema.ts'

export const profile: Profile = {
  layout: 'adtech',
  slug: 'anzu',
  initials: 'AN',
  tagline: 'La publicité intégrée au cœur des jeux vidéo, sans interrompre la partie',
  tags: ['Jeu vidéo', 'Publicité in-game', 'Programmatique', 'Mesure de visibilité'],
  about: [
    "Anzu est une société israélienne basée à Tel Aviv, cofondée par Itamar Benedy, qui la dirige. Elle est spécialisée dans la publicité « intrinsèque » dans les jeux vidéo : des annonces affichées sur les panneaux, les écrans ou les affiches des univers 3D, là où elles auraient leur place dans le monde réel. L'idée de départ est de traiter le jeu vidéo comme un média à part entière : des milliards de personnes jouent chaque mois, mais les annonceurs y restent peu présents, faute de formats adaptés et de mesures fiables. Plutôt que d'interrompre la partie par une vidéo ou une bannière, Anzu place les messages de marque dans le décor, sur des surfaces que le studio a prévues à cet effet : panneaux au bord d'une piste, écrans géants d'un stade, affiches dans une ville virtuelle.",
    "Le défi est technique autant que commercial. Dans un monde en 3D, une publicité peut être vue de loin, de biais, masquée par un véhicule ou sortir du champ de la caméra ; Anzu a donc développé, et fait breveter, un mécanisme qui calcule plusieurs fois par seconde la part de l'écran occupée par l'annonce, son angle et ses occlusions, afin de ne compter que les impressions réellement visibles. Pour rassurer les marques, l'entreprise applique des règles de sécurité de marque et a lancé en 2020, avec l'israélienne CHEQ, une solution de vérification publicitaire dédiée au jeu vidéo. Anzu a notamment été soutenue par BITKRAFT Esports Ventures, WPP et Axel Springer Digital Ventures.",
  ],
  features: [
    {
      name: 'Formats publicitaires intrinsèques',
      description:
        "Annonces statiques ou vidéo intégrées aux objets du décor (panneaux, écrans, affiches), qui respectent l'esthétique du jeu et n'interrompent jamais la partie ; les emplacements sont choisis par les studios eux-mêmes.",
    },
    {
      name: 'SDK pour Unity et Unreal',
      description:
        "Kit de développement que les studios intègrent à leur jeu pour définir les emplacements publicitaires et recevoir les annonces, sur mobile, PC et console.",
    },
    {
      name: 'Mesure de visibilité 3D brevetée',
      description:
        "Calcul en continu de la couverture d'écran, de l'angle de vue et des occlusions : une annonce cachée ou trop éloignée n'est pas comptée comme vue.",
    },
    {
      name: 'Sécurité de marque',
      description:
        "Adéquation entre l'annonce et la classification PEGI du jeu, blocage de catégories sensibles et intégration de balises de vérification tierces.",
    },
  ],
  businessModel: [
    {
      name: 'Revenus complémentaires pour les studios',
      description:
        "Les studios et éditeurs de jeux monétisent leurs univers avec des publicités non intrusives, qui ne gênent pas le jeu et ne rompent pas l'immersion.",
    },
    {
      name: 'Vente programmatique',
      description:
        "L'inventaire des jeux partenaires est accessible par places de marché privées et enchères ouvertes, avec les outils d'achat habituels des agences, comme pour le display ou la vidéo.",
    },
    {
      name: "Ordres d'insertion directs",
      description:
        "Les marques et les agences média qui veulent toucher le public des joueurs peuvent aussi acheter des campagnes en direct, par ordres d'insertion.",
    },
  ],
  similar: ['cheq', 'audiodots'],
  info: {
    sector: 'AdTech',
    country: 'Israël',
    specialty: 'In-Game Ads',
    stage: 'Scale-up',
  },
  seo: {
    title: 'Anzu : la publicité intégrée aux jeux vidéo, made in Israel',
    description:
      "Profil d'Anzu, spécialiste israélien de la publicité intrinsèque dans les jeux vidéo : formats intégrés au décor, mesure de visibilité 3D et vente programmatique.",
    keywords: ['Anzu', 'publicité in-game', 'jeux vidéo', 'AdTech', 'programmatique', 'startup israélienne'],
  },
}
