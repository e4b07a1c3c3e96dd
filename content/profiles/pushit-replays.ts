import type { Profile } from '../schema.ts'

export const profile: Profile = {
  layout: 'long',
  slug: 'pushit-replays',
  tagline: 'Le replay instantané, comme à la télévision, pour les terrains de sport amateurs',
  intro:
    "Pushit Replays est une jeune entreprise israélienne qui apporte le ralenti et le replay instantané aux complexes sportifs. Son idée : permettre aux joueurs amateurs de revoir immédiatement leurs plus belles actions, comme lors d'une retransmission professionnelle, et offrir aux exploitants de terrains un nouveau service à valoriser auprès de leur clientèle.",
  keyFacts: {},
  about: [
    "Dans le sport professionnel, le replay est devenu indissociable du spectacle : chaque but, chaque point décisif est revu sous plusieurs angles quelques secondes plus tard. Sur les terrains amateurs, en revanche, les actions disparaissent aussitôt jouées. Pushit Replays s'adresse à cette pratique de masse, celle des lieux sportifs où se jouent chaque semaine de nombreux matchs entre amis ou en championnat loisir, par exemple les complexes de football à cinq ou de padel et les salles multisports.",
    "Le principe général d'un système de replay instantané est le suivant : des caméras fixes filment le terrain en continu et conservent en mémoire les dernières secondes de jeu. Lorsqu'une action mérite d'être revue, un déclenchement enregistre la séquence, qui peut alors être rediffusée sur un écran du complexe ou récupérée par les joueurs pour être partagée. Pushit Replays se positionne sur ce type de service, pensé pour les exploitants de lieux sportifs plutôt que pour les clubs professionnels.",
    "L'entreprise met en avant un argument économique pour les exploitants. Selon l'entreprise, sa solution permettrait aux complexes sportifs d'augmenter leur chiffre d'affaires de 20 %. L'idée sous-jacente est qu'une expérience plus attractive fidélise les joueurs et peut être proposée comme un service supplémentaire. Toujours selon l'entreprise, l'installation sur un terrain ne prendrait que deux à trois heures, ce qui limite l'immobilisation des équipements. Ces chiffres sont des affirmations commerciales de la société et n'ont pas fait l'objet d'une vérification indépendante de notre part.",
    "Pushit Replays n'a pas rendu publiques, à notre connaissance, son année de fondation, la taille de son équipe ni le montant de ses éventuels financements. Nous avons donc choisi de ne pas les indiquer plutôt que de publier des estimations.",
  ],
  technologies: {
    title: "Les briques d'un service de replay sportif",
    items: [
      {
        name: 'Captation vidéo du terrain',
        description:
          "Des caméras installées autour de l'aire de jeu filment les matchs en continu, de façon à ce que n'importe quelle action puisse être retrouvée quelques secondes après avoir été jouée.",
      },
      {
        name: 'Replay à la demande',
        description:
          "Le cœur du service : isoler une action qui vient de se produire et la rejouer immédiatement, éventuellement au ralenti, pendant ou juste après le match.",
      },
      {
        name: 'Partage des séquences',
        description:
          "Dans ce type de service, les séquences peuvent être conservées et partagées, notamment sur téléphone et sur les réseaux sociaux, ce qui prolonge l'expérience au-delà du terrain.",
      },
      {
        name: 'Installation rapide',
        description:
          "Selon l'entreprise, le déploiement sur un terrain prend deux à trois heures, un argument destiné aux exploitants qui ne peuvent pas fermer leurs installations longtemps.",
      },
    ],
  },
  lists: [
    {
      title: "Ce qu'annonce l'entreprise",
      items: [
        "Une hausse de 20 % du chiffre d'affaires pour les complexes sportifs équipés, selon l'entreprise",
        "Une installation de deux à trois heures par terrain, selon l'entreprise",
        'Un service conçu pour les exploitants de lieux sportifs plutôt que pour les clubs professionnels',
      ],
    },
    {
      title: 'À qui s\'adresse ce type de service',
      items: [
        'Complexes de football à cinq et de padel',
        'Salles multisports et centres de loisirs sportifs',
        'Ligues et tournois amateurs qui veulent valoriser leurs matchs',
      ],
    },
    {
      title: "Ce que nous ne savons pas encore",
      items: [
        "L'année de fondation de l'entreprise",
        "Le nombre de salariés",
        'Le montant des financements levés et les investisseurs',
      ],
    },
  ],
  faq: [
    {
      question: 'Que propose Pushit Replays ?',
      answer:
        "Pushit Replays propose aux exploitants de lieux sportifs un service de replay instantané : les actions de jeu peuvent être revues juste après avoir été jouées, comme lors d'une retransmission professionnelle.",
    },
    {
      question: 'Le replay augmente-t-il vraiment les revenus d\'un complexe ?',
      answer:
        "Selon l'entreprise, ses clients peuvent espérer une hausse de 20 % de leur chiffre d'affaires. Il s'agit d'une affirmation commerciale : le résultat dépend de la fréquentation du lieu, de ses tarifs et de la manière dont le service est proposé aux joueurs.",
    },
    {
      question: "Combien de temps prend l'installation ?",
      answer:
        "Selon l'entreprise, deux à trois heures suffisent pour équiper un terrain. Il est prudent de vérifier sur place les contraintes propres à chaque site (alimentation électrique, connexion Internet, fixation des caméras).",
    },
    {
      question: 'Pourquoi certaines informations manquent-elles sur ce profil ?',
      answer:
        "Nous ne publions que des informations vérifiables. L'année de création, les effectifs et le financement de Pushit Replays n'étant pas publics à notre connaissance, nous préférons ne pas les indiquer.",
    },
  ],
  similar: ['minutely', 'anzu'],
  seo: {
    title: 'Pushit Replays : le replay instantané pour les terrains de sport',
    description:
      "Profil de Pushit Replays, startup israélienne du replay sportif instantané pour les complexes de sport amateur : principe, promesses annoncées et points à vérifier.",
    keywords: ['Pushit Replays', 'replay instantané', 'sport amateur', 'complexes sportifs', 'vidéo sportive', 'startup israélienne'],
  },
}
