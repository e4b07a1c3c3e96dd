import type { Profile } from '../schema.ts'

export const profile: Profile = {
  layout: 'long',
  slug: 'cyberark',
  tagline: "La référence mondiale de la sécurité des identités et des accès à privilèges",
  intro:
    "Née en Israël en 1999, CyberArk s'est imposée comme le spécialiste de la protection des comptes à privilèges, ces accès d'administrateur que visent en priorité les attaquants. Cotée au Nasdaq depuis 2014, elle propose aujourd'hui une plateforme de sécurité des identités couvrant les humains, les machines et les applications. En juillet 2025, Palo Alto Networks a annoncé un accord pour la racheter.",
  keyFacts: {
    employees: 'Plus de 3 000',
    valueLabel: 'Rachat annoncé par Palo Alto Networks (juillet 2025)',
    value: 'Environ 25 Md$',
  },
  about: [
    "CyberArk a été fondée en 1999 par Udi Mokady et Alon N. Cohen. L'entreprise a d'abord développé un « coffre-fort numérique » destiné à stocker des informations sensibles, avant de se concentrer sur un problème devenu central en cybersécurité : la gestion des comptes à privilèges. Mots de passe d'administrateurs, comptes de service, clés d'accès aux serveurs : ces identifiants permettent de prendre le contrôle d'un système d'information, et leur vol figure dans la plupart des attaques sophistiquées.",
    "Introduite au Nasdaq en septembre 2014 sous le symbole CYBR, CyberArk a élargi son offre au fil des acquisitions : Conjur pour les secrets des environnements DevOps, Idaptive en 2020 pour la gestion des identités des collaborateurs, puis Venafi en 2024 pour la sécurité des identités machines, c'est-à-dire les certificats et clés qui authentifient serveurs, conteneurs et applications. L'entreprise a parallèlement achevé sa transition d'un modèle de licences perpétuelles vers l'abonnement et le SaaS.",
    "En 2023, Udi Mokady a laissé la direction générale à Matt Cohen pour devenir président exécutif du conseil. Le 30 juillet 2025, Palo Alto Networks a annoncé un accord pour racheter CyberArk pour environ 25 milliards de dollars, en numéraire et en actions, ce qui en ferait l'une des plus grosses opérations de l'histoire de la cybersécurité. Cette annonce confirme la place qu'a prise la sécurité des identités dans la stratégie des grands éditeurs.",
    "Le principal centre de recherche et développement se trouve à Petah Tikva, en Israël, tandis que le siège américain est installé à Newton, près de Boston.",
  ],
  technologies: {
    title: 'Produits de la plateforme Identity Security',
    items: [
      {
        name: 'Privileged Access Manager',
        description:
          "Le produit historique : stockage sécurisé et rotation des identifiants à privilèges, isolation et enregistrement des sessions d'administration, en local ou en SaaS.",
      },
      {
        name: 'Endpoint Privilege Manager',
        description:
          "Supprime les droits d'administrateur locaux sur les postes de travail et serveurs tout en autorisant, au cas par cas, les applications qui en ont besoin.",
      },
      {
        name: 'Secrets Manager (Conjur)',
        description:
          "Gestion des secrets utilisés par les applications, les conteneurs et les chaînes d'intégration continue, pour éviter les mots de passe écrits en dur dans le code.",
      },
      {
        name: 'Workforce Identity',
        description:
          "Authentification unique, authentification multifacteur et gestion du cycle de vie des identités des collaborateurs, issues notamment du rachat d'Idaptive.",
      },
      {
        name: 'Machine Identity Security',
        description:
          "Gestion des certificats et des clés cryptographiques des serveurs, conteneurs et services, renforcée par l'acquisition de Venafi en 2024.",
      },
      {
        name: 'Secure Browser',
        description:
          "Navigateur d'entreprise lancé en 2024, conçu pour protéger les sessions et les cookies d'authentification des utilisateurs lorsqu'ils accèdent aux applications web.",
      },
    ],
  },
  lists: [
    {
      title: 'Jalons',
      items: [
        '1999 : fondation en Israël par Udi Mokady et Alon N. Cohen',
        '2014 : introduction en Bourse au Nasdaq (CYBR)',
        '2020 : acquisition d\'Idaptive, spécialiste de la gestion des identités',
        '2023 : Matt Cohen succède à Udi Mokady à la direction générale',
        '2024 : acquisition de Venafi, spécialiste des identités machines',
        '2025 : annonce d\'un accord de rachat par Palo Alto Networks pour environ 25 Md$',
      ],
    },
    {
      title: 'Clients et marchés',
      items: [
        "Grandes entreprises et administrations, dont plus de la moitié du Fortune 500 selon l'entreprise",
        'Secteurs fortement réglementés : banque, assurance, santé, énergie',
        'Équipes DevOps et cloud qui doivent protéger les secrets applicatifs',
        'Distribution mondiale via un large réseau de partenaires et d\'intégrateurs',
      ],
    },
  ],
  faq: [
    {
      question: "Qu'est-ce qu'un accès à privilèges ?",
      answer:
        "C'est un compte ou un identifiant qui donne des droits étendus sur un système : administrateur de domaine, compte root, clé d'accès au cloud. Sa compromission permet à un attaquant de se déplacer et d'agir librement dans le réseau, d'où l'importance de le protéger.",
    },
    {
      question: 'CyberArk est-elle une entreprise israélienne ?',
      answer:
        "Oui. CyberArk a été fondée en Israël en 1999 et son principal centre de R&D se trouve à Petah Tikva. L'entreprise dispose aussi d'un siège américain à Newton, dans le Massachusetts.",
    },
    {
      question: 'Pourquoi Palo Alto Networks veut-il racheter CyberArk ?',
      answer:
        "La sécurité des identités est devenue un pilier de la cybersécurité d'entreprise. En annonçant en juillet 2025 un accord d'environ 25 milliards de dollars, Palo Alto Networks cherche à ajouter à sa plateforme l'expertise de CyberArk dans ce domaine.",
    },
    {
      question: 'Quelle est la différence entre identité humaine et identité machine ?',
      answer:
        "Une identité humaine correspond à un collaborateur qui se connecte. Une identité machine authentifie un serveur, une application ou un conteneur, généralement par un certificat ou une clé. Ces dernières sont bien plus nombreuses et CyberArk les couvre depuis le rachat de Venafi.",
    },
  ],
  similar: ['check-point', 'cheq', 'jfrog'],
  seo: {
    title: 'CyberArk : sécurité des identités et des accès à privilèges',
    description:
      "Profil de CyberArk, leader israélien de la sécurité des identités : accès à privilèges, secrets, identités machines, cotation au Nasdaq et rachat annoncé par Palo Alto.",
    keywords: ['CyberArk', 'sécurité des identités', 'accès à privilèges', 'PAM', 'cybersécurité', 'Palo Alto Networks', 'startup israélienne'],
  },
}
