import type { Profile } from '../schema.ts'

export const profile: Profile = {
  layout: 'long',
  slug: 'jfrog',
  tagline: 'La chaîne logistique du logiciel, du code source à la mise en production',
  intro:
    "Fondée en Israël en 2008, JFrog édite Artifactory, le référentiel universel où les équipes de développement stockent et distribuent leurs binaires, paquets et images de conteneurs. Cotée au Nasdaq depuis 2020, l'entreprise a bâti autour de ce produit une plateforme DevSecOps qui couvre la sécurité, la distribution et, depuis peu, les modèles d'apprentissage automatique.",
  keyFacts: {
    employees: 'Plus de 1 000',
    valueLabel: "Levée lors de l'introduction au Nasdaq (septembre 2020)",
    value: 'Environ 509 M$',
  },
  about: [
    "JFrog a été fondée en 2008 par Shlomi Ben Haim, Yoav Landman et Fred Simon. Yoav Landman avait auparavant créé Artifactory sous forme de projet open source, pour répondre à un besoin très concret des développeurs Java : disposer d'un endroit fiable où conserver les bibliothèques et les artefacts produits par les compilations. L'entreprise a transformé cet outil en produit commercial, puis l'a étendu à pratiquement tous les formats de paquets du marché.",
    "Dans une chaîne de développement moderne, le code source n'est qu'un point de départ : ce qui est réellement déployé, ce sont des binaires, des paquets npm, Maven ou PyPI, des images Docker. JFrog s'est positionnée sur la gestion de ces « artefacts » tout au long de leur cycle de vie, de leur construction à leur mise en production. Cette position centrale lui permet aussi d'analyser les composants utilisés et de détecter les vulnérabilités ou les licences problématiques avant qu'ils n'atteignent les serveurs.",
    "JFrog est entrée au Nasdaq en septembre 2020 sous le symbole FROG, levant environ 509 millions de dollars. Elle a ensuite renforcé sa plateforme par des acquisitions : Vdoo en 2021 pour la sécurité des binaires et des objets connectés, Upswift la même année pour la mise à jour des appareils, puis Qwak en 2024 pour la gestion des modèles d'apprentissage automatique, devenue JFrog ML.",
    "L'entreprise organise chaque année swampUP, sa conférence utilisateurs. Elle conserve un important centre de R&D en Israël, à Netanya, tandis que son siège social est installé à Sunnyvale, en Californie.",
  ],
  technologies: {
    title: 'La plateforme JFrog',
    items: [
      {
        name: 'JFrog Artifactory',
        description:
          "Référentiel universel de binaires compatible avec la plupart des gestionnaires de paquets (Maven, npm, PyPI, Docker, Helm, Go…), qui sert de source unique de vérité pour tout ce qui est construit et déployé.",
      },
      {
        name: 'JFrog Xray',
        description:
          "Analyse de la composition logicielle : détection des vulnérabilités connues et des risques de licence dans les dépendances et les images de conteneurs.",
      },
      {
        name: 'JFrog Curation',
        description:
          "Filtre les paquets open source avant même leur entrée dans l'entreprise, afin de bloquer les composants malveillants ou non conformes aux règles internes.",
      },
      {
        name: 'JFrog Advanced Security',
        description:
          "Analyses de sécurité complémentaires, comme la recherche de secrets exposés ou l'évaluation de l'exploitabilité réelle d'une vulnérabilité dans un contexte donné.",
      },
      {
        name: 'JFrog Distribution et Connect',
        description:
          "Distribution sécurisée des versions logicielles vers les sites de production et mise à jour à distance de flottes d'appareils connectés.",
      },
      {
        name: 'JFrog ML',
        description:
          "Gestion, versionnement et déploiement des modèles d'apprentissage automatique, issue du rachat de Qwak en 2024.",
      },
    ],
  },
  lists: [
    {
      title: 'Jalons',
      items: [
        '2008 : fondation par Shlomi Ben Haim, Yoav Landman et Fred Simon',
        '2020 : introduction en Bourse au Nasdaq (FROG), environ 509 M$ levés',
        '2021 : acquisitions de Vdoo et d\'Upswift',
        '2024 : acquisition de Qwak, à l\'origine de JFrog ML',
      ],
    },
    {
      title: 'Clients et marchés',
      items: [
        "La majorité des entreprises du Fortune 100, selon l'entreprise",
        'Éditeurs de logiciels, banques, constructeurs et industriels',
        'Équipes DevOps, plateformes internes et équipes de sécurité applicative',
        'Déploiement en SaaS multicloud ou sur l\'infrastructure du client',
      ],
    },
  ],
  faq: [
    {
      question: "Qu'est-ce qu'un artefact logiciel ?",
      answer:
        "C'est le résultat d'une compilation ou d'un empaquetage : un fichier binaire, une bibliothèque, un paquet ou une image de conteneur. C'est ce qui est réellement installé en production, d'où l'intérêt de le stocker et de le contrôler dans un référentiel dédié.",
    },
    {
      question: 'JFrog est-elle israélienne ?',
      answer:
        "Oui. JFrog a été fondée en Israël en 2008 et y conserve un important centre de R&D à Netanya. Son siège social se trouve à Sunnyvale, en Californie, et l'entreprise est cotée au Nasdaq.",
    },
    {
      question: 'En quoi JFrog contribue-t-elle à la sécurité ?',
      answer:
        "Parce que tous les composants passent par Artifactory, JFrog peut les analyser, bloquer les paquets malveillants à l'entrée et signaler les vulnérabilités avant le déploiement : c'est la sécurité de la chaîne d'approvisionnement logicielle.",
    },
    {
      question: 'Artifactory existe-t-il en version gratuite ?',
      answer:
        "Une édition open source limitée existe depuis les débuts du projet, ainsi que des offres d'essai gratuites en SaaS. Les fonctionnalités avancées et la plateforme complète sont proposées par abonnement.",
    },
  ],
  similar: ['monday-com', 'cyberark', 'wix'],
  seo: {
    title: 'JFrog : Artifactory et la plateforme DevSecOps israélienne',
    description:
      "Profil de JFrog, fondée en Israël en 2008 : Artifactory, Xray, sécurité de la chaîne logicielle, JFrog ML, introduction au Nasdaq en 2020 et chiffres clés.",
    keywords: ['JFrog', 'Artifactory', 'DevOps', 'DevSecOps', 'chaîne logistique logicielle', 'Nasdaq', 'startup israélienne'],
  },
}
