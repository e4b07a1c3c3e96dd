import type { LegalPage } from '../schema.ts'

export const termsPage: LegalPage = {
  id: 'terms',
  paths: ['/terms', '/conditions'],
  title: "Conditions d'utilisation",
  description:
    "Les règles d'utilisation du site Startups en Israël : accès gratuit, compte facultatif, newsletter, nature informative des contenus et responsabilités.",
  updatedAt: '2025-01-15',
  content: `
Les présentes conditions d'utilisation encadrent l'accès au site Startups en Israël et l'utilisation de ses services. En naviguant sur le site, vous les acceptez. La création d'un compte suppose leur acceptation expresse.

## Objet du site

Startups en Israël est un guide public et gratuit, rédigé principalement en français, consacré à l'écosystème technologique israélien. Il propose un annuaire de startups classées par secteur, des fiches d'entreprises, un blog, des guides, une newsletter hebdomadaire et un formulaire de contact. Le site est édité par Startups en Israël ; les informations légales figurent dans les [mentions légales](/mentions-legales).

## Accès au site

Le site est accessible gratuitement à toute personne disposant d'un accès à Internet. Tous les contenus peuvent être lus sans inscription. Les frais de connexion et d'équipement restent à votre charge.

Nous nous efforçons de maintenir le site accessible en permanence, mais nous ne pouvons pas le garantir. L'accès peut être interrompu, notamment pour des opérations de maintenance, des mises à jour ou en cas d'incident technique, sans que cela ouvre droit à une indemnité.

## Compte utilisateur

La création d'un compte est facultative. Elle nécessite une adresse e-mail valide, votre prénom, votre nom et un mot de passe d'au moins 6 caractères. Votre adresse est vérifiée par un e-mail de confirmation.

Vous vous engagez à fournir des informations exactes et à préserver la confidentialité de votre mot de passe. Toute action effectuée depuis votre compte est présumée faite par vous. Nous vous recommandons de choisir un mot de passe unique et d'activer la double authentification proposée par le site. Si vous constatez une utilisation non autorisée de votre compte, prévenez-nous sans délai depuis la [page contact](/contact).

Vous pouvez supprimer votre compte à tout moment depuis votre page profil. Nous pouvons suspendre ou supprimer un compte en cas de manquement grave aux présentes conditions, par exemple en cas d'usage frauduleux ou de tentative d'atteinte à la sécurité du site.

## Newsletter

La newsletter est gratuite et hebdomadaire. L'inscription n'est effective qu'après confirmation de votre adresse e-mail. Chaque envoi contient un lien de désinscription en un clic.

## Nature des contenus : aucun conseil en investissement

Les contenus du site (fiches d'entreprises, articles, guides, FAQ) sont fournis à titre d'information générale. Ils sont rédigés à partir de sources publiques et peuvent contenir des erreurs ou devenir obsolètes : les données sur les entreprises, comme leurs financements ou leur statut, évoluent rapidement.

Ces contenus ne constituent en aucun cas un conseil en investissement, une recommandation d'achat ou de vente de titres, ni un conseil juridique, fiscal ou comptable. Investir dans une startup comporte des risques élevés, notamment un risque de perte totale du capital investi et un risque d'illiquidité. Avant toute décision, vérifiez les informations auprès des sources officielles et consultez un professionnel habilité.

La présence d'une entreprise dans l'annuaire ou dans un article ne signifie ni un partenariat ni une recommandation de notre part.

## Utilisation acceptable

En utilisant le site, vous vous engagez à ne pas :

- porter atteinte à son fonctionnement ou à sa sécurité, ni tenter d'accéder sans autorisation aux comptes d'autres utilisateurs ou aux systèmes qui l'hébergent ;
- envoyer par le formulaire de contact des messages illicites, injurieux, diffamatoires, publicitaires non sollicités ou automatisés ;
- extraire de manière systématique ou automatisée le contenu du site pour le republier ou constituer une base de données concurrente ;
- vous faire passer pour une autre personne ou fournir de fausses informations.

## Propriété intellectuelle

Les textes, la structure du site, les illustrations et les éléments graphiques créés pour Startups en Israël sont protégés par le droit de la propriété intellectuelle. Vous pouvez citer de courts extraits en mentionnant la source et en faisant un lien vers la page concernée. Toute autre reproduction nécessite notre autorisation préalable.

Les noms, marques et logos des entreprises présentées appartiennent à leurs titulaires respectifs. Ils sont cités à des fins d'information.

## Messages que vous nous adressez

Lorsque vous nous écrivez depuis la [page contact](/contact), vous nous autorisez à utiliser le contenu de votre message pour vous répondre et, s'il s'agit d'une suggestion ou d'une correction, pour mettre à jour nos contenus. Nous ne publions pas vos messages ni votre identité sans votre accord.

## Liens externes

Le site contient des liens vers des sites tiers, notamment les sites officiels des entreprises présentées. Nous n'avons aucun contrôle sur ces sites et ne sommes pas responsables de leur contenu ni de leurs pratiques en matière de données personnelles.

## Responsabilité

Nous apportons le plus grand soin à l'exactitude des informations publiées, sans pouvoir garantir qu'elles sont complètes, exactes et à jour à tout moment. Dans les limites permises par la loi, notre responsabilité ne saurait être engagée pour les décisions prises sur la base des contenus du site, ni pour les dommages résultant d'une indisponibilité du service ou de l'utilisation de sites tiers.

## Données personnelles

Le traitement de vos données personnelles est décrit dans notre [politique de confidentialité](/confidentialite) et l'usage des cookies dans notre [politique de cookies](/cookies).

## Modification des conditions

Nous pouvons modifier ces conditions pour tenir compte de l'évolution du site ou de la réglementation. La version en vigueur est celle publiée sur cette page, avec sa date de mise à jour. En cas de changement important, les titulaires d'un compte en seront informés.

## Droit applicable

Les présentes conditions sont soumises au droit français, sans préjudice des dispositions impératives plus protectrices du droit de votre pays de résidence si vous êtes consommateur. En cas de difficulté, écrivez-nous d'abord depuis la [page contact](/contact) : nous rechercherons une solution amiable avant toute autre démarche.
`,
}
