import type { Profile } from '../schema.ts'

export const profile: Profile = {
  layout: 'long',
  slug: 'innoviz',
  tagline: "Des capteurs lidar de qualité automobile pour les véhicules autonomes",
  intro:
    "Fondée en Israël en 2016, Innoviz Technologies conçoit des capteurs lidar à semi-conducteurs et les logiciels de perception associés, destinés aux véhicules de série. Cotée au Nasdaq depuis 2021, l'entreprise a été choisie par BMW pour ses systèmes de conduite automatisée et fournit des lidars à la plateforme Mobileye Drive.",
  keyFacts: {},
  about: [
    "Innoviz Technologies a été fondée en 2016 par Omer Keilaf, son directeur général, avec plusieurs associés issus comme lui d'unités technologiques de l'armée israélienne. Leur objectif : produire un lidar suffisamment performant pour la conduite automatisée, mais aussi assez robuste et abordable pour être intégré en grande série dans des voitures, et non plus seulement dans des prototypes.",
    "Le lidar mesure les distances à l'aide d'impulsions laser et construit en temps réel une image en trois dimensions de l'environnement, sous forme de nuage de points. Complémentaire des caméras et des radars, il reste précis la nuit et permet de détecter des objets de petite taille à grande distance. Innoviz a fait le choix d'une architecture à semi-conducteurs, sans grand bloc rotatif, plus compacte et plus adaptée aux exigences de fiabilité de l'automobile.",
    "L'entreprise a rejoint le Nasdaq en avril 2021 (symbole INVZ) par une fusion avec la société d'acquisition Collective Growth Corp. Son premier grand succès commercial est BMW : le lidar InnovizOne a été sélectionné pour les fonctions de conduite automatisée du constructeur. Innoviz a ensuite été retenue par le groupe Volkswagen pour sa deuxième génération de capteurs, puis, fin 2024, par Mobileye pour équiper la plateforme de conduite autonome Mobileye Drive.",
    "Le siège et le centre de R&D sont installés à Rosh HaAyin, dans le centre d'Israël.",
  ],
  technologies: {
    title: 'Produits',
    items: [
      {
        name: 'InnovizOne',
        description:
          "Premier lidar automobile de l'entreprise, conçu pour la production en série et sélectionné par BMW pour ses fonctions de conduite automatisée.",
      },
      {
        name: 'InnovizTwo',
        description:
          "Deuxième génération, plus performante et moins coûteuse, retenue par le groupe Volkswagen et par Mobileye pour sa plateforme Drive.",
      },
      {
        name: 'Innoviz360',
        description:
          "Lidar à champ de vision de 360 degrés destiné notamment aux robotaxis, aux véhicules industriels et aux applications hors automobile.",
      },
      {
        name: 'Logiciel de perception',
        description:
          "Logiciel qui transforme le nuage de points en objets identifiés (véhicules, piétons, obstacles, voies) directement exploitables par le système de conduite.",
      },
    ],
  },
  lists: [
    {
      title: 'Jalons',
      items: [
        '2016 : fondation en Israël par Omer Keilaf et ses associés',
        '2021 : entrée au Nasdaq (INVZ) par fusion avec Collective Growth Corp',
        'Sélection d\'InnovizOne par BMW pour la conduite automatisée',
        'Fin 2024 : accord avec Mobileye pour la plateforme Mobileye Drive',
      ],
    },
    {
      title: 'Clients et marchés',
      items: [
        'BMW, premier grand client automobile',
        'Groupe Volkswagen, pour la deuxième génération de capteurs',
        'Mobileye, pour les véhicules autonomes de la plateforme Drive',
        'Robotaxis, véhicules industriels et infrastructures intelligentes',
      ],
    },
  ],
  faq: [
    {
      question: "Qu'est-ce qu'un lidar ?",
      answer:
        "Un lidar envoie des impulsions laser et mesure le temps qu'elles mettent à revenir. Il en déduit la distance des objets et reconstitue une carte 3D très précise de l'environnement, utile aux systèmes de conduite automatisée.",
    },
    {
      question: 'Pourquoi un lidar en plus des caméras ?',
      answer:
        "Les caméras interprètent des images et les radars mesurent des vitesses, mais le lidar fournit des distances directes et précises, de jour comme de nuit. Pour les niveaux d'automatisation élevés, les constructeurs cherchent à combiner plusieurs types de capteurs.",
    },
    {
      question: 'Innoviz est-elle cotée en Bourse ?',
      answer:
        "Oui. Innoviz est cotée au Nasdaq sous le symbole INVZ depuis avril 2021, à la suite d'une fusion avec la société d'acquisition Collective Growth Corp.",
    },
    {
      question: 'Quel lien entre Innoviz et Mobileye ?',
      answer:
        "Fin 2024, Mobileye a retenu les lidars d'Innoviz pour sa plateforme de conduite autonome Mobileye Drive. Deux fleurons israéliens de la mobilité travaillent ainsi ensemble.",
    },
  ],
  similar: ['mobileye', 'jfrog'],
  seo: {
    title: 'Innoviz : le lidar automobile israélien pour la conduite autonome',
    description:
      "Profil d'Innoviz Technologies, fondée en 2016 : capteurs lidar InnovizOne et InnovizTwo, clients BMW, Volkswagen et Mobileye, cotation au Nasdaq depuis 2021.",
    keywords: ['Innoviz', 'lidar', 'conduite autonome', 'mobilité', 'BMW', 'Mobileye', 'startup israélienne'],
  },
}
