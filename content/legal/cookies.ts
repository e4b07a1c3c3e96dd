import type { LegalPage } from '../schema.ts'

export const cookiesPage: LegalPage = {
  id: 'cookies',
  paths: ['/cookies'],
  title: 'Politique de cookies',
  description:
    'Aucun cookie : le stockage local garde seulement votre langue préférée, votre réponse au bandeau et votre session. Aucune publicité, aucun traceur tiers.',
  updatedAt: '2026-11-26',
  content: `
Cette page explique quels cookies et quelles données de stockage local le site Startups en Israël dépose dans votre navigateur, à quoi ils servent et comment les supprimer. En résumé : nous n'utilisons que ce qui est nécessaire au fonctionnement du site, sans publicité, sans mesure d'audience tierce et sans traceur de réseaux sociaux.

## Qu'est-ce qu'un cookie ?

Un cookie est un petit fichier texte déposé dans votre navigateur par un site web et renvoyé au site à chaque visite. Le stockage local (localStorage) est un mécanisme voisin : il permet à un site d'enregistrer des données dans votre navigateur, sans les envoyer automatiquement au serveur à chaque page.

## Les cookies que nous utilisons

Aucun. Le site ne dépose pas de cookie : la langue d'une page est donnée par son adresse (les pages en anglais commencent par /en, les pages en hébreu par /he).

## Les données de stockage local

- **Préférence de langue** : lorsque vous choisissez une langue dans le menu, ce choix est enregistré dans le stockage local de votre navigateur. Il sert seulement à vous proposer la même page dans cette langue si vous arrivez sur une page dans une autre langue ; vous n'êtes jamais redirigé. Il reste jusqu'à ce que vous changiez de langue ou effaciez les données du site.
- **Réponse au bandeau** : votre réponse au bandeau d'information (« Accepter » ou « Refuser ») est enregistrée pour ne pas vous le présenter à chaque visite. Elle reste jusqu'à ce que vous effaciez les données du site.
- **Jetons de session** : si vous vous connectez à votre compte, des jetons de session sont enregistrés dans le stockage local pour vous maintenir connecté et renouveler votre session automatiquement. Ils sont supprimés lorsque vous vous déconnectez. Les visiteurs qui ne se connectent pas n'en ont aucun.

## Ce que nous n'utilisons pas

- aucun cookie publicitaire ni de reciblage ;
- aucun outil de mesure d'audience tiers ;
- aucun bouton ou module de réseau social qui dépose des traceurs ;
- aucune police de caractères ou image chargée depuis un service tiers : elles sont hébergées sur nos propres serveurs.

Les liens vers des sites externes, par exemple le site officiel d'une entreprise présentée dans l'annuaire, vous font quitter Startups en Israël. Les cookies éventuellement déposés par ces sites relèvent de leur propre politique.

## Pourquoi ne demandons-nous pas votre consentement préalable ?

Selon l'article 82 de la loi Informatique et Libertés et les lignes directrices de la CNIL, les cookies et traceurs strictement nécessaires à la fourniture d'un service expressément demandé par l'utilisateur, ou destinés à conserver ses choix, sont dispensés de consentement. C'est le cas de tous les éléments décrits sur cette page : ils servent uniquement à vous proposer le site dans votre langue, à retenir votre réponse au bandeau et à maintenir votre connexion. Si nous ajoutions un jour un traceur soumis à consentement, nous vous demanderions votre accord au préalable et mettrions cette page à jour.

## Comment les supprimer ?

Vous pouvez à tout moment supprimer les données de stockage local du site depuis les réglages de votre navigateur, généralement dans la rubrique « Confidentialité » ou « Données de sites ». Le site restera lisible dans chaque langue, mais votre choix de langue ne sera plus proposé et vous serez déconnecté de votre compte.

## En savoir plus

Pour comprendre comment nous traitons vos données personnelles, consultez notre [politique de confidentialité](/privacy). Pour toute question, écrivez-nous depuis la [page contact](/contact).
`,
}
