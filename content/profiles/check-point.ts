import type { Profile } from '../schema.ts'

export const profile: Profile = {
  layout: 'long',
  slug: 'check-point',
  tagline: "Le pionnier israélien du pare-feu devenu géant mondial de la cybersécurité",
  intro:
    "Fondée à Ramat Gan en 1993, Check Point Software Technologies a inventé le premier pare-feu commercial largement diffusé et reste l'un des plus grands éditeurs de cybersécurité au monde. Cotée au Nasdaq depuis 1996, l'entreprise protège aujourd'hui les réseaux, le cloud, les postes de travail et les messageries de plus de 100 000 organisations selon ses propres chiffres.",
  keyFacts: {
    employees: 'Plus de 6 000',
    valueLabel: "Chiffre d'affaires (2024)",
    value: 'Environ 2,6 Md$',
  },
  about: [
    "Check Point a été fondée en 1993 par Gil Shwed, Marius Nacht et Shlomo Kramer. Gil Shwed, qui avait travaillé sur la sécurité des réseaux pendant son service militaire, a imaginé un produit capable de filtrer le trafic entre un réseau d'entreprise et Internet, alors en pleine ouverture au public. Le résultat, FireWall-1, s'appuyait sur une technique que l'entreprise a fait breveter : l'inspection avec état (stateful inspection), qui suit le contexte de chaque connexion au lieu d'examiner les paquets isolément.",
    "Le succès est rapide : Check Point entre au Nasdaq en 1996 et FireWall-1 devient un standard de fait dans les grandes entreprises. L'éditeur élargit ensuite son offre aux réseaux privés virtuels, à la prévention des intrusions, à la protection des postes de travail et des mobiles, puis au cloud. Plusieurs acquisitions israéliennes accompagnent ce mouvement, dont Dome9 pour la sécurité du cloud, Avanan pour la messagerie et Perimeter 81 pour l'accès sécurisé des télétravailleurs.",
    "Check Point est souvent considérée comme la matrice de l'écosystème israélien de la cybersécurité : nombre de fondateurs de startups y ont fait leurs armes, à commencer par Shlomo Kramer, qui a ensuite cofondé Imperva et Cato Networks. Son équipe Check Point Research publie régulièrement des analyses de menaces et de vulnérabilités.",
    "Après avoir dirigé l'entreprise pendant plus de trente ans, Gil Shwed a passé la main fin 2024 à Nadav Zafrir, ancien commandant de l'unité 8200 et cofondateur du fonds Team8, et est devenu président exécutif du conseil d'administration.",
  ],
  technologies: {
    title: 'La plateforme Infinity',
    items: [
      {
        name: 'Quantum',
        description:
          "Passerelles de sécurité réseau (pare-feu de nouvelle génération, prévention des intrusions, VPN) pour les centres de données, les sièges et les agences.",
      },
      {
        name: 'CloudGuard',
        description:
          "Sécurité des environnements cloud : gestion de la posture, protection des charges de travail, pare-feu applicatif web et sécurité des API.",
      },
      {
        name: 'Harmony',
        description:
          "Protection des utilisateurs : postes de travail, mobiles, messagerie et outils collaboratifs, et accès sécurisé aux applications pour les salariés à distance.",
      },
      {
        name: 'ThreatCloud AI',
        description:
          "Base mondiale de renseignement sur les menaces, alimentée par les équipements des clients et analysée par des moteurs d'intelligence artificielle pour bloquer les attaques en temps réel.",
      },
      {
        name: 'Infinity Platform',
        description:
          "Console et architecture unifiées qui relient l'ensemble des produits, avec une gestion centralisée des politiques de sécurité.",
      },
    ],
  },
  lists: [
    {
      title: 'Jalons',
      items: [
        '1993 : fondation par Gil Shwed, Marius Nacht et Shlomo Kramer',
        '1996 : introduction en Bourse au Nasdaq (CHKP)',
        '2018 : acquisition de Dome9 (sécurité du cloud)',
        '2021 : acquisition d\'Avanan (sécurité de la messagerie)',
        '2023 : acquisition de Perimeter 81 (accès sécurisé)',
        'Fin 2024 : Nadav Zafrir succède à Gil Shwed à la direction générale',
      ],
    },
    {
      title: 'Chiffres clés',
      items: [
        "Plus de 100 000 organisations clientes, selon l'entreprise",
        "Chiffre d'affaires 2024 d'environ 2,6 milliards de dollars",
        'Plus de 6 000 collaborateurs dans le monde',
      ],
    },
  ],
  faq: [
    {
      question: "Qu'est-ce que l'inspection avec état ?",
      answer:
        "C'est la technique au cœur de FireWall-1 : le pare-feu garde en mémoire l'état de chaque connexion et vérifie que chaque paquet correspond à un échange légitime, au lieu de juger chaque paquet isolément. Elle est devenue un standard de l'industrie.",
    },
    {
      question: 'Check Point est-elle une entreprise israélienne ?',
      answer:
        "Oui. Fondée en Israël en 1993, Check Point a son siège à Tel Aviv et y conduit l'essentiel de sa recherche et développement. Son siège américain est situé en Californie.",
    },
    {
      question: 'Qui dirige Check Point ?',
      answer:
        "Depuis fin 2024, le directeur général est Nadav Zafrir, ancien commandant de l'unité 8200 et cofondateur de Team8. Le fondateur Gil Shwed est devenu président exécutif du conseil d'administration.",
    },
    {
      question: 'Pourquoi parle-t-on de Check Point comme d\'une « école » ?',
      answer:
        "De nombreux entrepreneurs israéliens de la cybersécurité y ont débuté avant de créer leur propre société. L'entreprise a ainsi joué un rôle central dans la formation de l'écosystème cyber du pays.",
    },
  ],
  similar: ['cyberark', 'cheq', 'mobileye'],
  seo: {
    title: 'Check Point : le géant israélien de la cybersécurité',
    description:
      "Profil de Check Point Software, fondée en 1993 : FireWall-1, plateforme Infinity (Quantum, CloudGuard, Harmony), acquisitions, chiffres clés et direction.",
    keywords: ['Check Point', 'cybersécurité', 'pare-feu', 'FireWall-1', 'Gil Shwed', 'Nasdaq', 'entreprise israélienne'],
  },
}
