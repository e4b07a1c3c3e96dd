import type { Profile } from '../schema.ts'

export const profile: Profile = {
  layout: 'long',
  slug: 'monday-com',
  tagline: 'La plateforme de gestion du travail qui a conquis les équipes du monde entier',
  intro:
    "Créée à Tel Aviv en 2012 sous le nom de daPulse, monday.com propose une plateforme en ligne où les équipes organisent leurs projets, leurs processus commerciaux ou leur développement logiciel à l'aide de tableaux personnalisables. Cotée au Nasdaq depuis 2021, l'entreprise est devenue l'un des symboles du logiciel SaaS israélien.",
  keyFacts: {
    employees: 'Plus de 1 500',
    valueLabel: "Levée lors de l'introduction au Nasdaq (juin 2021)",
    value: '574 M$',
  },
  about: [
    "monday.com a été fondée en 2012 par Roy Mann et Eran Zinman. Le projet est né d'un outil interne imaginé pour améliorer la transparence au sein d'une équipe, puis transformé en produit commercial sous le nom de daPulse. En 2017, l'entreprise adopte le nom monday.com, plus simple à retenir et à prononcer dans toutes les langues, et accélère son développement international.",
    "Le principe du produit est accessible : chaque équipe construit ses propres tableaux, colonnes et automatisations sans écrire de code, pour suivre des tâches, des campagnes, des recrutements ou des stocks. Cette souplesse a permis à monday.com de séduire aussi bien des petites structures que de grands comptes, et de proposer un modèle d'adoption progressif : une équipe commence, puis l'usage s'étend à l'organisation.",
    "En juillet 2019, une levée de 150 millions de dollars valorise l'entreprise à 1,9 milliard de dollars. Deux ans plus tard, en juin 2021, monday.com fait son entrée au Nasdaq sous le symbole MNDY et lève environ 574 millions de dollars. Depuis, la société a décliné sa plateforme en plusieurs produits spécialisés et intégré des fonctions d'intelligence artificielle.",
    "Son chiffre d'affaires a approché le milliard de dollars en 2024, une croissance qui s'appuie sur un modèle d'abonnement par utilisateur et sur une forte présence marketing en ligne. Le siège et la majorité des équipes de développement sont à Tel Aviv.",
  ],
  technologies: {
    title: 'Produits',
    items: [
      {
        name: 'monday work management',
        description:
          'Le produit historique : gestion de projets, de portefeuilles et de processus métiers à partir de tableaux, de vues (Kanban, Gantt, calendrier) et de tableaux de bord.',
      },
      {
        name: 'monday CRM',
        description:
          "Outil de gestion de la relation client pour suivre prospects, contacts et opportunités, personnalisable comme le reste de la plateforme.",
      },
      {
        name: 'monday dev',
        description:
          "Produit destiné aux équipes de développement : gestion des sprints, des feuilles de route et des anomalies, avec des intégrations aux outils de code.",
      },
      {
        name: 'monday service',
        description:
          'Gestion des demandes internes et externes (support, informatique, ressources humaines) avec files de tickets et automatisations.',
      },
      {
        name: 'Automatisations, intégrations et IA',
        description:
          "Des recettes d'automatisation sans code, des connecteurs vers de nombreux logiciels du marché et des fonctions d'intelligence artificielle intégrées aux tableaux.",
      },
    ],
  },
  lists: [
    {
      title: 'Jalons',
      items: [
        '2012 : fondation à Tel Aviv par Roy Mann et Eran Zinman, sous le nom de daPulse',
        '2017 : la société devient monday.com',
        "2019 : levée de 150 M$ pour une valorisation de 1,9 Md$",
        '2021 : introduction en Bourse au Nasdaq (MNDY), environ 574 M$ levés',
        "2024 : chiffre d'affaires annuel proche du milliard de dollars",
      ],
    },
    {
      title: 'Clients et marchés',
      items: [
        "Plus de 225 000 organisations clientes, selon l'entreprise",
        'Petites et moyennes entreprises comme grands comptes internationaux',
        'Équipes marketing, opérations, ventes, informatique et développement',
      ],
    },
  ],
  faq: [
    {
      question: 'À quoi sert monday.com ?',
      answer:
        "monday.com permet aux équipes de planifier et de suivre leur travail dans des tableaux partagés, d'automatiser les tâches répétitives et de visualiser l'avancement grâce à des tableaux de bord, sans compétence technique particulière.",
    },
    {
      question: 'Pourquoi la société a-t-elle changé de nom ?',
      answer:
        "Lancé sous le nom de daPulse, le produit a été rebaptisé monday.com en 2017. Le nouveau nom, plus universel, évoque le début de la semaine de travail et s'est révélé plus facile à mémoriser pour une clientèle internationale.",
    },
    {
      question: 'monday.com est-elle cotée en Bourse ?',
      answer:
        "Oui. L'entreprise est cotée au Nasdaq sous le symbole MNDY depuis juin 2021. Son introduction en Bourse a permis de lever environ 574 millions de dollars.",
    },
    {
      question: 'Comment monday.com facture-t-elle ses clients ?',
      answer:
        "Par abonnement, avec plusieurs formules dont le prix dépend du nombre d'utilisateurs et des fonctionnalités choisies. Une version gratuite limitée permet de découvrir l'outil.",
    },
  ],
  similar: ['wix', 'gong', 'jfrog'],
  seo: {
    title: 'monday.com : la plateforme israélienne de gestion du travail',
    description:
      "Profil de monday.com, fondée à Tel Aviv en 2012 : plateforme de gestion du travail, CRM, produits pour développeurs, cotation au Nasdaq depuis 2021 et chiffres clés.",
    keywords: ['monday.com', 'gestion de projet', 'Work OS', 'SaaS', 'Tel Aviv', 'Nasdaq', 'startup israélienne'],
  },
}
