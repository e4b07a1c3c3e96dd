import type { Profile } from '../schema.ts'

export const profile: Profile = {
  layout: 'long',
  slug: 'mobileye',
  tagline: 'La vision par ordinateur au service de la sécurité routière et de la conduite autonome',
  intro:
    "Fondée à Jérusalem en 1999, Mobileye conçoit les puces EyeQ et les logiciels de vision qui équipent les systèmes d'aide à la conduite de très nombreux véhicules dans le monde. Rachetée par Intel en 2017, l'entreprise est revenue en Bourse en 2022 et développe aujourd'hui des solutions allant du freinage d'urgence automatique au véhicule sans conducteur.",
  keyFacts: {
    employees: 'Plus de 3 000',
    valueLabel: 'Rachat par Intel (2017)',
    value: '15,3 Md$',
  },
  about: [
    "Mobileye a été fondée en 1999 par Amnon Shashua, professeur d'informatique à l'Université hébraïque de Jérusalem, et par l'entrepreneur Ziv Aviram. Leur pari était alors audacieux : une seule caméra frontale, associée à des algorithmes de vision par ordinateur, pouvait suffire à détecter les véhicules, les piétons et les marquages au sol, là où l'industrie misait surtout sur le radar. Ce choix a donné naissance à la famille de puces EyeQ, conçues spécifiquement pour traiter les images de la route en temps réel avec une faible consommation d'énergie.",
    "Les constructeurs automobiles intègrent les technologies de Mobileye dans leurs systèmes d'aide à la conduite (ADAS) : alerte de franchissement de ligne, régulateur de vitesse adaptatif, freinage d'urgence automatique ou reconnaissance des panneaux. L'entreprise fournit généralement ces briques aux équipementiers de rang 1, qui les intègrent ensuite dans les véhicules. Fin 2021, Mobileye annonçait avoir livré sa cent millionième puce EyeQ, un ordre de grandeur qui illustre sa place dans l'équipement de série.",
    "Introduite à la Bourse de New York en 2014, Mobileye a été rachetée par Intel en 2017 pour environ 15,3 milliards de dollars, l'une des plus importantes acquisitions de l'histoire de la tech israélienne. En 2020, Intel a également racheté l'application de mobilité Moovit, rattachée ensuite à Mobileye. L'entreprise est retournée en Bourse au Nasdaq en octobre 2022, Intel restant son actionnaire majoritaire.",
    "Sa feuille de route s'étend désormais de l'aide à la conduite de base jusqu'à l'autonomie complète, avec des offres graduées qui permettent aux constructeurs de choisir le niveau d'automatisation adapté à chaque modèle. Le siège et l'essentiel de la recherche et développement restent à Jérusalem.",
  ],
  technologies: {
    title: 'Technologies et produits',
    items: [
      {
        name: 'Puces EyeQ',
        description:
          "Famille de systèmes sur puce dédiés à la vision par ordinateur embarquée, qui analysent en temps réel les images des caméras du véhicule. Elles constituent le cœur de la plupart des systèmes ADAS fournis par Mobileye.",
      },
      {
        name: 'REM (Road Experience Management)',
        description:
          "Cartographie collaborative : des véhicules de série équipés d'EyeQ remontent des données compactes sur la route, qui servent à construire et à mettre à jour des cartes haute définition utilisées par les systèmes de conduite avancés.",
      },
      {
        name: 'RSS (Responsibility-Sensitive Safety)',
        description:
          "Modèle mathématique publié par Mobileye en 2017 qui formalise ce qu'est une conduite prudente (distances de sécurité, priorités, réactions) afin qu'un véhicule autonome ne provoque pas d'accident par sa propre décision.",
      },
      {
        name: 'Mobileye SuperVision',
        description:
          "Système d'assistance avancée reposant sur un ensemble de caméras, qui permet une conduite mains libres dans certaines conditions sous la supervision du conducteur.",
      },
      {
        name: 'Mobileye Chauffeur et Mobileye Drive',
        description:
          "Chauffeur vise la conduite « yeux libres » sur des domaines définis pour les véhicules particuliers ; Drive est la plateforme de conduite entièrement autonome destinée aux robotaxis et aux services de mobilité.",
      },
    ],
  },
  lists: [
    {
      title: 'Jalons',
      items: [
        '1999 : fondation à Jérusalem par Amnon Shashua et Ziv Aviram',
        '2014 : introduction en Bourse à New York',
        '2017 : rachat par Intel pour environ 15,3 milliards de dollars',
        '2020 : Intel rachète Moovit, rattachée ensuite à Mobileye',
        '2021 : livraison de la cent millionième puce EyeQ',
        '2022 : retour en Bourse au Nasdaq, Intel restant actionnaire majoritaire',
      ],
    },
    {
      title: 'Clients et marchés',
      items: [
        "Constructeurs automobiles du monde entier, via les équipementiers de rang 1",
        'Zeekr (groupe Geely), premier constructeur à avoir déployé Mobileye SuperVision',
        "Volkswagen, dont l'ID. Buzz autonome s'appuie sur la plateforme Mobileye Drive",
        'Opérateurs de mobilité et de robotaxis, cible de la plateforme Drive',
      ],
    },
  ],
  faq: [
    {
      question: 'Que fait Mobileye ?',
      answer:
        "Mobileye conçoit des puces et des logiciels de vision par ordinateur pour l'automobile. Ses technologies équipent les systèmes d'aide à la conduite de nombreux véhicules de série et servent de base à ses solutions de conduite autonome.",
    },
    {
      question: 'Mobileye appartient-elle toujours à Intel ?',
      answer:
        "Intel a racheté Mobileye en 2017. Lors du retour en Bourse de l'entreprise au Nasdaq en octobre 2022, Intel a conservé la majorité du capital, le reste des actions étant coté en Bourse.",
    },
    {
      question: 'Qu\'est-ce que le modèle RSS ?',
      answer:
        "Le Responsibility-Sensitive Safety est un cadre mathématique publié par Mobileye en 2017. Il définit des règles de conduite prudente vérifiables, afin qu'un véhicule autonome ne soit jamais à l'origine d'un accident par ses propres décisions.",
    },
    {
      question: 'Où se trouve le centre de R&D de Mobileye ?',
      answer:
        "Le siège et le principal centre de recherche et développement de Mobileye se trouvent à Jérusalem, ville où l'entreprise a été fondée en 1999.",
    },
  ],
  similar: ['innoviz', 'check-point', 'monday-com'],
  seo: {
    title: "Mobileye : puces EyeQ, aide à la conduite et conduite autonome",
    description:
      "Profil de Mobileye, pionnier israélien de la vision par ordinateur automobile : puces EyeQ, REM, RSS, rachat par Intel en 2017 et retour au Nasdaq en 2022.",
    keywords: ['Mobileye', 'EyeQ', 'aide à la conduite', 'ADAS', 'conduite autonome', 'Intel', 'Jérusalem', 'startup israélienne'],
  },
}
