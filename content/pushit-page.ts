/**
 * Editorial article shown at /pushit-replays ("Editorial article on a sports
 * replay startup", spec section 2). French only. The company's marketing
 * claims (+20% revenue, 2 to 3 hour installation) are attributed to it.
 */
import type { PushitEditorial } from './schema.ts'

const content = `## Sur les terrains amateurs, les plus belles actions disparaissent aussitôt

Chaque soir, dans les complexes de football à cinq, de padel ou les salles multisports, des milliers de joueurs amateurs disputent des matchs entre amis, en entreprise ou en championnat loisir. Ils y mettent la même passion que les professionnels, mais avec une différence de taille : rien ne reste de leurs exploits. Le but en lucarne, le lob parfait ou l'arrêt réflexe ne se revoient jamais, sauf si un proche a pensé à filmer avec son téléphone au bon moment, ce qui arrive rarement.

Pour les exploitants, cette situation pose un autre problème. Leur offre se ressemble souvent d'un lieu à l'autre : un terrain, un créneau horaire, un vestiaire, parfois un bar. La concurrence se joue alors surtout sur le prix et la disponibilité des créneaux. Trouver un service qui distingue un complexe, fidélise les équipes et justifie un tarif plus élevé est devenu un enjeu commercial réel.

C'est sur ce terrain que se positionne [Pushit Replays](/startups/pushit-replays), une jeune entreprise israélienne qui veut apporter aux sportifs amateurs une expérience jusqu'ici réservée aux retransmissions télévisées : le replay instantané.

## Comment fonctionne un système de replay instantané

Sans entrer dans les choix techniques propres à chaque fournisseur, le principe d'un replay sportif pour terrains amateurs repose sur quelques briques simples.

1. **La captation.** Une ou plusieurs caméras fixes couvrent l'aire de jeu. Elles filment en continu pendant toute la durée du créneau.
2. **La mémoire tampon.** Le système conserve en permanence les dernières secondes ou minutes de jeu. Tant que personne ne demande de replay, ces images sont simplement écrasées par les suivantes.
3. **Le déclenchement.** Lorsqu'une action mérite d'être revue, un déclenchement enregistre la séquence correspondante. C'est ce geste qui transforme un flux vidéo anonyme en souvenir.
4. **La diffusion.** La séquence peut être rejouée, éventuellement au ralenti, sur un écran installé dans le complexe, ou mise à disposition des joueurs pour être conservée et partagée.

L'intérêt de cette approche est double. Pour le joueur, elle ne demande aucun effort : il n'a ni à filmer ni à monter quoi que ce soit. Pour l'exploitant, elle ne nécessite pas de personnel derrière une caméra, contrairement à une captation de match classique.

Le smartphone joue un rôle central dans l'expérience. C'est sur mobile que les séquences sont le plus souvent regardées, envoyées au groupe de l'équipe ou publiées sur les réseaux sociaux. C'est pourquoi ce type de service se rattache naturellement à l'univers des [applications et services mobiles](/category/mobile) : le terrain produit l'image, le téléphone la fait circuler.

## Le calcul économique pour les exploitants

Un service de replay n'a de sens pour un complexe sportif que s'il rapporte davantage qu'il ne coûte. Pushit Replays met en avant deux arguments chiffrés, qu'il convient de présenter pour ce qu'ils sont : des affirmations commerciales de l'entreprise.

- **Le chiffre d'affaires.** Selon l'entreprise, les lieux équipés de sa solution peuvent augmenter leur chiffre d'affaires de **20 %**.
- **L'installation.** Toujours selon l'entreprise, l'équipement d'un terrain prend **deux à trois heures**, ce qui évite de fermer les installations pendant plusieurs jours.

D'où pourrait venir une telle hausse de revenus ? Plusieurs leviers sont envisageables pour un exploitant. Le replay peut être inclus dans un tarif de location légèrement plus élevé, proposé en option payante, ou servir d'argument pour remplir les créneaux creux. Les vidéos partagées par les joueurs constituent aussi une forme de publicité gratuite pour le complexe, puisque le lieu apparaît dans chaque séquence diffusée sur les réseaux sociaux. Enfin, des ligues et tournois loisirs peuvent être valorisés par les images, ce qui renforce l'attachement des équipes à un lieu.

La rapidité d'installation annoncée répond, elle, à une contrainte bien connue des gérants : chaque heure de fermeture d'un terrain est une heure de location perdue. Une intervention courte rend l'essai beaucoup plus facile à décider.

> Les chiffres avancés par un fournisseur donnent un ordre de grandeur, pas une garantie : le résultat dépend de la fréquentation du lieu, de sa politique tarifaire et de la façon dont le service est présenté aux joueurs.

## Les questions à poser avant de s'équiper

Un exploitant qui envisage un système de replay, quel que soit le fournisseur, a intérêt à clarifier quelques points.

- **Le modèle de coût** : achat du matériel, abonnement mensuel, partage de revenus ou combinaison des trois.
- **Les prérequis techniques** : alimentation électrique, qualité de la connexion Internet, possibilités de fixation des caméras et éclairage du terrain.
- **La protection des données** : les joueurs sont filmés, ce qui impose de les informer, de définir la durée de conservation des images et de respecter les règles applicables en matière de vie privée.
- **L'expérience des joueurs** : simplicité du déclenchement, délai avant de pouvoir revoir l'action, facilité de récupération des vidéos sur téléphone.
- **Les références** : la possibilité de visiter un lieu déjà équipé ou d'échanger avec un autre exploitant.

## Une illustration de la créativité israélienne dans le sport

Israël est surtout connu pour ses géants de la cybersécurité et du logiciel, mais son écosystème compte aussi de nombreuses jeunes entreprises dans la technologie sportive, de l'analyse de la performance à la vidéo. Pushit Replays s'inscrit dans cette tendance en visant un marché souvent négligé : celui des millions de sportifs du dimanche, plutôt que des clubs professionnels.

Comme pour toute jeune entreprise, certaines informations restent à préciser. À notre connaissance, Pushit Replays n'a pas rendu publiques son année de création, la taille de son équipe ni le montant de ses éventuels financements. Nous mettrons à jour notre [fiche consacrée à Pushit Replays](/startups/pushit-replays) dès que ces éléments seront disponibles.

Vous êtes exploitant d'un complexe sportif et avez testé une solution de replay, ou vous représentez l'entreprise et souhaitez compléter ces informations ? [Contactez notre rédaction](/contact) : nous publions volontiers les retours d'expérience vérifiables.`

export const pushitEditorial: PushitEditorial = {
  title: 'Pushit Replays : le replay instantané arrive sur les terrains de sport amateurs',
  metaTitle: 'Pushit Replays : le replay instantané pour les complexes sportifs',
  metaDescription:
    "Comment le replay instantané peut changer l'expérience des sportifs amateurs et les revenus des complexes sportifs : le cas de la startup israélienne Pushit Replays.",
  keywords: [
    'Pushit Replays',
    'replay instantané',
    'sport amateur',
    'complexe sportif',
    'vidéo sportive',
    'startup israélienne',
    'technologie sportive',
  ],
  intro:
    "Revoir son plus beau but quelques secondes après l'avoir marqué, comme à la télévision : c'est la promesse de Pushit Replays, une jeune entreprise israélienne qui veut équiper les terrains de sport amateurs de systèmes de replay instantané. Problème des exploitants, fonctionnement du replay, arguments économiques et questions à poser : notre décryptage.",
  content,
}
