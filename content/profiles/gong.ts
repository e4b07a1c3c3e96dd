import type { Profile } from '../schema.ts'

export const profile: Profile = {
  layout: 'long',
  slug: 'gong',
  tagline: "L'intelligence artificielle qui analyse les conversations commerciales",
  intro:
    "Fondée en 2015 par deux entrepreneurs israéliens, Gong analyse les appels, visioconférences et e-mails des équipes commerciales pour en tirer des informations exploitables. L'entreprise, dont la R&D est installée en Israël, a été valorisée 7,25 milliards de dollars en 2021 et s'est imposée comme la référence de la « revenue intelligence ».",
  keyFacts: {
    valueLabel: 'Valorisation (série E, juin 2021)',
    value: '7,25 Md$',
  },
  about: [
    "Gong a été créée en 2015 par Amit Bendov, son directeur général, et Eilon Reshef, son directeur des produits. Leur constat était simple : les échanges avec les clients contiennent l'essentiel de ce qu'une entreprise doit savoir sur ses ventes, mais ces informations restent dispersées dans des appels que personne ne réécoute et dans des notes incomplètes saisies dans le CRM.",
    "La plateforme enregistre et transcrit automatiquement les conversations commerciales, puis les analyse à l'aide de techniques de traitement du langage naturel et d'apprentissage automatique. Elle repère les sujets abordés, les objections, la mention de concurrents, le temps de parole de chacun ou les prochaines étapes convenues. Les managers peuvent ainsi accompagner leurs équipes à partir de faits, et les directions commerciales disposent d'une vision plus fiable de leurs opportunités.",
    "Le modèle a rapidement convaincu les investisseurs. En août 2020, Gong lève 200 millions de dollars lors d'une série D qui la valorise 2,2 milliards de dollars. En juin 2021, une série E de 250 millions de dollars porte sa valorisation à 7,25 milliards de dollars, faisant de Gong l'une des licornes les plus en vue de l'écosystème israélien.",
    "Le siège commercial se trouve à San Francisco, tandis que le centre de recherche et développement, où sont conçus les modèles d'analyse, est basé en Israël. Depuis l'essor de l'IA générative, Gong intègre des fonctions de résumé, de recherche et d'assistance automatisées au cœur de son produit.",
  ],
  technologies: {
    title: 'Produits et technologies',
    items: [
      {
        name: 'Revenue Intelligence',
        description:
          "Le cœur de la plateforme : capture et analyse des interactions avec les clients (appels, visioconférences, e-mails) pour mettre en évidence ce qui fait avancer ou bloque une vente.",
      },
      {
        name: 'Gestion des opportunités',
        description:
          "Vue d'ensemble des affaires en cours, enrichie par les signaux issus des conversations, pour identifier les opportunités à risque avant qu'il ne soit trop tard.",
      },
      {
        name: 'Gong Forecast',
        description:
          "Prévisions commerciales qui s'appuient sur l'activité réelle des équipes plutôt que sur les seules estimations saisies par les commerciaux.",
      },
      {
        name: 'Gong Engage',
        description:
          "Outil d'engagement commercial qui aide les équipes à organiser leurs séquences de prospection et de suivi à partir des informations collectées.",
      },
      {
        name: 'Smart Trackers et fonctions d\'IA',
        description:
          "Des modèles qui reconnaissent des concepts dans les conversations, même formulés différemment, et des fonctions génératives qui résument les échanges et répondent aux questions des utilisateurs.",
      },
    ],
  },
  lists: [
    {
      title: 'Jalons',
      items: [
        '2015 : fondation par Amit Bendov et Eilon Reshef',
        '2020 : série D de 200 M$, valorisation de 2,2 Md$',
        '2021 : série E de 250 M$, valorisation de 7,25 Md$',
        "Depuis 2023 : intégration de l'IA générative dans la plateforme",
      ],
    },
    {
      title: 'Clients et usages',
      items: [
        'Équipes commerciales B2B, en particulier dans le logiciel et les services',
        'Managers commerciaux qui accompagnent leurs équipes à partir des conversations réelles',
        'Directions commerciales et financières pour les prévisions de chiffre d\'affaires',
        'Équipes de succès client pour détecter les risques de désabonnement',
      ],
    },
  ],
  faq: [
    {
      question: "Qu'est-ce que la « revenue intelligence » ?",
      answer:
        "C'est l'analyse systématique des interactions avec les clients et des données commerciales pour comprendre ce qui génère réellement du chiffre d'affaires. Gong a largement contribué à populariser ce terme.",
    },
    {
      question: 'Gong est-elle une entreprise israélienne ?',
      answer:
        "Gong a été fondée par deux entrepreneurs israéliens et conserve son centre de R&D en Israël. Son siège commercial est installé à San Francisco, comme souvent pour les sociétés SaaS israéliennes qui visent le marché américain.",
    },
    {
      question: 'Combien Gong a-t-elle levé ?',
      answer:
        "Parmi ses tours de financement figurent une série D de 200 millions de dollars en 2020 et une série E de 250 millions de dollars en juin 2021, cette dernière valorisant l'entreprise à 7,25 milliards de dollars.",
    },
    {
      question: 'Les conversations sont-elles enregistrées sans consentement ?',
      answer:
        "Non. Les clients de Gong doivent respecter les règles locales sur l'enregistrement des appels, et la plateforme propose des mécanismes d'information et de recueil du consentement des participants.",
    },
  ],
  similar: ['monday-com', 'wix', 'biscience'],
  seo: {
    title: "Gong : l'IA israélienne d'analyse des conversations commerciales",
    description:
      "Profil de Gong, licorne fondée en 2015 : plateforme de revenue intelligence, analyse des appels commerciaux par l'IA, R&D en Israël et valorisation de 7,25 Md$ en 2021.",
    keywords: ['Gong', 'revenue intelligence', 'intelligence artificielle', 'ventes B2B', 'licorne', 'startup israélienne'],
  },
}
