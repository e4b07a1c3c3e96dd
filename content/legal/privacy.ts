import type { LegalPage } from '../schema.ts'

export const privacyPage: LegalPage = {
  id: 'privacy',
  paths: ['/privacy', '/confidentialite'],
  title: 'Politique de confidentialité',
  description:
    'Quelles données personnelles le site Startups en Israël collecte, pourquoi, combien de temps elles sont conservées et comment exercer vos droits RGPD.',
  updatedAt: '2026-11-26',
  content: `
Startups en Israël est un guide public et gratuit de l'écosystème technologique israélien. Vous pouvez lire tout le site sans créer de compte et sans nous communiquer la moindre donnée personnelle. Cette politique explique quelles données nous traitons lorsque vous utilisez les fonctions facultatives du site (compte, formulaire de contact, newsletter), pourquoi, pendant combien de temps, et comment exercer vos droits.

## Responsable du traitement

Le responsable du traitement est l'éditeur du site, **Startups en Israël**. Son identité complète et son adresse postale sont communiquées sur simple demande adressée depuis la [page contact](/contact). Pour toute question relative à vos données personnelles, utilisez cette même page.

## Nos principes

- Nous ne collectons que les données nécessaires à la fonction que vous utilisez.
- Nous ne vendons ni ne louons vos données, et nous ne les utilisons pas à des fins publicitaires.
- Le site n'affiche aucune publicité et n'utilise aucun traceur publicitaire ni outil de mesure d'audience tiers.
- Les polices de caractères et les images sont hébergées sur nos propres serveurs : votre navigateur ne contacte pas de service tiers pour les afficher.
- Le site et ses données sont hébergés dans l'Union européenne.

## Les données que nous traitons

### Compte utilisateur (facultatif)

Si vous créez un compte, nous traitons votre adresse e-mail, votre prénom, votre nom et votre mot de passe. Le mot de passe n'est jamais conservé en clair : il est stocké sous forme hachée par notre service d'authentification, et nous n'y avons pas accès. Nous enregistrons aussi votre acceptation des conditions d'utilisation ainsi que les informations techniques liées à la connexion (dates de création et de dernière connexion, jetons de session).

Un e-mail de confirmation vous est envoyé à l'inscription pour vérifier votre adresse. Si vous activez la double authentification, nous conservons les informations nécessaires à ce second facteur, par exemple le nom que vous donnez à votre application d'authentification et son statut de vérification.

### Formulaire de contact

Lorsque vous nous écrivez, nous recevons votre prénom, votre nom, votre adresse e-mail, le sujet choisi et le contenu de votre message. Ces informations servent uniquement à traiter votre demande et à vous répondre.

### Newsletter

L'inscription à la newsletter hebdomadaire nécessite votre adresse e-mail ; votre prénom est facultatif. Nous générons un jeton de confirmation unique et vous envoyons un e-mail : votre inscription n'est active qu'après avoir cliqué sur le lien de confirmation (double opt-in). Chaque envoi contient un lien de désinscription en un clic. Vous pouvez aussi demander l'inscription en cochant la case prévue lors de la création de votre compte ; le même processus de confirmation s'applique.

### Préférences et stockage local

Le site ne dépose aucun cookie. Lorsque vous choisissez une langue dans le menu, ce choix est enregistré dans le stockage local de votre navigateur, comme votre réponse au bandeau d'information. Si vous êtes connecté, vos jetons de session sont conservés dans le stockage local de votre navigateur pour maintenir votre connexion. Le détail figure dans notre [politique de cookies](/cookies).

### Données techniques

Comme tout site web, nos serveurs reçoivent des données techniques lors de chaque requête : adresse IP, date et heure, page demandée, type de navigateur. Elles sont enregistrées dans des journaux techniques utilisés uniquement pour assurer la sécurité et le bon fonctionnement du service.

## Finalités et bases légales

- **Gestion de votre compte** : exécution du contrat que constituent nos [conditions d'utilisation](/conditions), que vous acceptez en créant un compte.
- **Réponse à vos messages** : notre intérêt légitime à répondre aux personnes qui nous contactent, ou des mesures précontractuelles lorsque votre demande porte sur un projet.
- **Envoi de la newsletter** : votre consentement, que vous pouvez retirer à tout moment grâce au lien de désinscription.
- **Mémorisation de vos préférences** (langue, choix relatif aux cookies) : notre intérêt légitime à vous proposer un site qui fonctionne comme vous l'avez choisi ; ces éléments sont strictement nécessaires au service.
- **Sécurité du site** (journaux techniques, protection des comptes) : notre intérêt légitime à protéger le service et ses utilisateurs.

## Durées de conservation

- **Compte** : jusqu'à sa suppression. Vous pouvez supprimer votre compte à tout moment depuis votre page profil ; les données associées sont alors effacées.
- **Messages de contact** : trois ans à compter de notre dernier échange, puis suppression.
- **Newsletter** : tant que vous êtes abonné. Lorsque vous vous désinscrivez, votre adresse e-mail et votre prénom sont supprimés de notre liste. Une inscription jamais confirmée est supprimée au bout de 30 jours.
- **Stockage local** : la préférence de langue et la réponse au bandeau restent dans votre navigateur jusqu'à ce que vous les modifiiez ou effaciez les données du site ; les jetons de session sont supprimés lorsque vous vous déconnectez.
- **Journaux techniques** : 12 mois au maximum.

## Destinataires et prestataires

Vos données ne sont accessibles qu'aux personnes de l'équipe du site qui en ont besoin pour les finalités décrites ci-dessus. Nous faisons appel à des prestataires techniques pour l'hébergement, la base de données, l'authentification et l'envoi des e-mails. Ils agissent en qualité de sous-traitants, sur nos instructions, et sont tenus par contrat de protéger vos données.

Vos données sont hébergées dans l'Union européenne. Si un prestataire devait traiter des données en dehors de l'Espace économique européen, ce transfert serait encadré par les garanties prévues par le RGPD, comme une décision d'adéquation de la Commission européenne ou des clauses contractuelles types.

Nous ne communiquons vos données à des tiers que si la loi nous y oblige, par exemple sur demande d'une autorité judiciaire.

## Sécurité

Les échanges avec le site sont chiffrés (HTTPS). Les mots de passe sont stockés sous forme hachée, l'accès aux données est limité aux personnes habilitées, et vous pouvez renforcer la protection de votre compte en activant la double authentification. Aucun système n'étant invulnérable, nous vous recommandons d'utiliser un mot de passe unique pour ce site.

## Vos droits au titre du RGPD

Conformément au Règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés, vous disposez des droits suivants sur vos données :

- **droit d'accès** : obtenir une copie des données que nous détenons sur vous ;
- **droit de rectification** : faire corriger des données inexactes ou incomplètes ;
- **droit à l'effacement** : demander la suppression de vos données ; la suppression de votre compte est disponible directement depuis votre profil ;
- **droit à la limitation** du traitement ;
- **droit d'opposition** aux traitements fondés sur notre intérêt légitime ;
- **droit à la portabilité** des données que vous nous avez fournies, dans un format structuré et couramment utilisé ;
- **droit de retirer votre consentement** à tout moment, notamment en vous désinscrivant de la newsletter, sans que cela remette en cause les traitements effectués auparavant ;
- **droit de définir des directives** relatives au sort de vos données après votre décès.

Pour exercer ces droits, écrivez-nous depuis la [page contact](/contact) en précisant votre demande. Nous pourrons vous demander de confirmer votre identité, par exemple en répondant depuis l'adresse e-mail concernée. Nous répondons dans un délai d'un mois, qui peut être prolongé de deux mois pour les demandes complexes ; nous vous en informerons le cas échéant.

## Réclamation auprès de la CNIL

Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès de la Commission nationale de l'informatique et des libertés (CNIL), sur [www.cnil.fr](https://www.cnil.fr), ou auprès de l'autorité de protection des données de votre pays de résidence dans l'Union européenne.

## Mineurs

Le site s'adresse à un public adulte. Les personnes de moins de 15 ans ne doivent pas créer de compte ni s'inscrire à la newsletter sans l'accord de leurs parents.

## Modifications

Nous pouvons mettre à jour cette politique pour refléter une évolution du site ou de la réglementation. La date de dernière mise à jour figure en haut de cette page. En cas de changement important, nous en informerons les titulaires d'un compte et les abonnés à la newsletter.
`,
}
