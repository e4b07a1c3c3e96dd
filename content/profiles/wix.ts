import type { Profile } from '../schema.ts'

export const profile: Profile = {
  layout: 'long',
  slug: 'wix',
  tagline: 'Créer et faire grandir un site web sans écrire une ligne de code',
  intro:
    "Fondée à Tel Aviv en 2006, Wix a démocratisé la création de sites web grâce à un éditeur visuel en glisser-déposer. Cotée au Nasdaq depuis 2013, l'entreprise propose aujourd'hui une suite complète : hébergement, commerce en ligne, réservation, marketing et outils de création assistés par l'IA.",
  keyFacts: {
    employees: 'Plus de 4 000',
    valueLabel: "Chiffre d'affaires (2024)",
    value: 'Environ 1,76 Md$',
  },
  about: [
    "Wix a été fondée en 2006 par Avishai Abrahami, Nadav Abrahami et Giora Kaplan. Les trois fondateurs voulaient créer un site pour un autre projet et ont jugé l'opération bien trop compliquée pour un non-développeur. Ils ont alors décidé de bâtir un outil permettant à chacun de concevoir un site professionnel de façon visuelle. Les premières versions reposaient sur Flash avant que la plateforme ne passe entièrement au HTML5.",
    "Le modèle économique est de type freemium : la création d'un site est gratuite, tandis que les formules payantes ajoutent un nom de domaine personnalisé, la suppression des mentions Wix, davantage de stockage et les fonctions de commerce en ligne. Au-delà des abonnements, Wix perçoit des revenus sur les transactions réalisées par ses clients marchands via ses solutions de paiement.",
    "Introduite au Nasdaq en novembre 2013, l'entreprise n'a cessé d'étendre son offre : applications métiers pour les restaurants, hôtels ou salles de sport, plateforme de développement Velo, éditeur Wix Studio pour les agences et les freelances. Wix a été parmi les premiers à utiliser l'intelligence artificielle pour générer automatiquement un site à partir de quelques questions, avec Wix ADI en 2016.",
    "En juin 2025, Wix a racheté Base44, une jeune pousse israélienne qui permet de créer des applications à partir d'instructions en langage naturel, pour environ 80 millions de dollars. Le siège et l'essentiel des équipes restent à Tel Aviv, avec des bureaux dans de nombreux pays.",
  ],
  technologies: {
    title: 'Produits',
    items: [
      {
        name: 'Éditeur Wix',
        description:
          "L'éditeur visuel historique en glisser-déposer, avec des centaines de modèles, pour créer un site vitrine, un blog ou un portfolio sans compétence technique.",
      },
      {
        name: 'Wix Studio',
        description:
          "Environnement de création destiné aux agences et aux designers professionnels : mise en page responsive avancée, gestion de plusieurs clients et outils de collaboration.",
      },
      {
        name: 'Création de site assistée par IA',
        description:
          "Héritière de Wix ADI lancée en 2016, cette fonction génère une première version complète du site, textes compris, à partir d'une conversation avec l'utilisateur.",
      },
      {
        name: 'Wix eCommerce et Wix Payments',
        description:
          "Boutique en ligne, gestion des stocks et des commandes, paiements intégrés : l'offre qui permet aux commerçants de vendre directement depuis leur site.",
      },
      {
        name: 'Velo',
        description:
          "Plateforme de développement qui ajoute du code JavaScript, des bases de données et des API aux sites Wix pour les projets plus techniques.",
      },
      {
        name: 'Base44',
        description:
          "Outil de création d'applications par description en langage naturel, racheté par Wix en 2025.",
      },
    ],
  },
  lists: [
    {
      title: 'Jalons',
      items: [
        '2006 : fondation à Tel Aviv par Avishai Abrahami, Nadav Abrahami et Giora Kaplan',
        '2013 : introduction en Bourse au Nasdaq (WIX)',
        '2016 : lancement de Wix ADI, création automatique de sites par IA',
        '2023 : lancement de Wix Studio pour les agences et les professionnels',
        '2025 : rachat de Base44 pour environ 80 M$',
      ],
    },
    {
      title: 'Chiffres clés',
      items: [
        "Environ 243 millions d'utilisateurs inscrits fin 2022, selon le rapport annuel de l'entreprise",
        "Chiffre d'affaires 2024 d'environ 1,76 milliard de dollars",
        'Présence dans la plupart des pays et interface traduite dans de nombreuses langues',
      ],
    },
  ],
  faq: [
    {
      question: 'Wix est-elle gratuite ?',
      answer:
        "La création et la publication d'un site sont gratuites, avec une adresse et des mentions Wix. Les formules payantes ajoutent notamment un nom de domaine personnalisé, la suppression des publicités et les fonctions de vente en ligne.",
    },
    {
      question: 'Wix est-elle une entreprise israélienne ?',
      answer:
        "Oui. Wix a été fondée à Tel Aviv en 2006 et y a toujours son siège. Elle est cotée au Nasdaq depuis 2013 et compte parmi les plus grandes entreprises technologiques israéliennes.",
    },
    {
      question: 'Quelle différence entre l\'éditeur Wix et Wix Studio ?',
      answer:
        "L'éditeur Wix s'adresse au grand public et aux petites entreprises. Wix Studio vise les agences et les professionnels du web, avec un contrôle plus fin de la mise en page et des outils de gestion de projets clients.",
    },
    {
      question: 'Pourquoi Wix a-t-elle racheté Base44 ?',
      answer:
        "Base44 permet de créer des applications en décrivant simplement ce que l'on veut obtenir. Avec ce rachat réalisé en 2025, Wix renforce son offre de création assistée par l'intelligence artificielle.",
    },
  ],
  similar: ['monday-com', 'jfrog', 'gong'],
  seo: {
    title: 'Wix : le créateur de sites web israélien coté au Nasdaq',
    description:
      "Profil de Wix, fondée à Tel Aviv en 2006 : éditeur de sites en glisser-déposer, Wix Studio, e-commerce, création assistée par l'IA, rachat de Base44 et chiffres clés.",
    keywords: ['Wix', 'création de site web', 'no-code', 'e-commerce', 'Tel Aviv', 'Nasdaq', 'startup israélienne'],
  },
}
