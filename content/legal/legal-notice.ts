import type { LegalPage } from '../schema.ts'

export const legalNoticePage: LegalPage = {
  id: 'legal-notice',
  paths: ['/legal-notice', '/mentions-legales'],
  title: 'Mentions légales',
  description:
    "Mentions légales du site Startups en Israël : éditeur, publication, hébergement dans l'Union européenne, propriété intellectuelle et contact.",
  updatedAt: '2025-01-15',
  content: `
Les présentes mentions légales identifient l'éditeur du site Startups en Israël et précisent les conditions dans lesquelles ses contenus sont publiés.

## Éditeur du site

Le site est édité par **Startups en Israël**, guide public et gratuit consacré à l'écosystème technologique israélien.

L'identité complète de l'éditeur et son adresse postale sont communiquées sur simple demande adressée depuis la [page contact](/contact). Cette page est le moyen de contact privilégié pour toute question, demande de correction ou réclamation ; nous nous efforçons de répondre dans les meilleurs délais, pendant nos horaires d'ouverture (du lundi au vendredi de 9 h à 18 h, le samedi de 10 h à 16 h).

## Directeur de la publication

La direction de la publication est assurée par le représentant de l'éditeur. Son identité est communiquée dans les mêmes conditions, sur demande depuis la [page contact](/contact).

## Hébergement

Le site et ses données sont hébergés dans l'Union européenne, par un prestataire professionnel. Les coordonnées de l'hébergeur sont communiquées sur demande depuis la [page contact](/contact).

Les polices de caractères et les images du site sont servies depuis nos propres serveurs ; aucun contenu n'est chargé depuis un service tiers lors de l'affichage des pages.

## Contenus éditoriaux

Les fiches d'entreprises, articles et guides sont rédigés par l'équipe éditoriale de Startups en Israël à partir de sources publiques : sites officiels des entreprises, communiqués, rapports des sociétés cotées et presse spécialisée. Lorsqu'une donnée ne peut pas être établie avec certitude, nous préférons ne pas la publier.

Ces contenus sont fournis à titre d'information générale. Ils ne constituent ni un conseil en investissement, ni une recommandation d'achat ou de vente de titres, ni un conseil juridique ou fiscal. Les conditions complètes figurent dans nos [conditions d'utilisation](/terms).

Si vous constatez une erreur, une information dépassée ou un contenu qui porte atteinte à vos droits, signalez-le depuis la [page contact](/contact) en indiquant l'adresse de la page concernée : nous l'examinerons et la corrigerons si nécessaire.

## Propriété intellectuelle

La structure du site, ses textes, ses illustrations et ses éléments graphiques sont la propriété de l'éditeur ou sont utilisés avec l'autorisation de leurs auteurs. Toute reproduction ou représentation, totale ou partielle, sans autorisation préalable est interdite, à l'exception des courtes citations accompagnées de la mention de la source et d'un lien vers la page d'origine.

Les noms, marques et logos des entreprises mentionnées sur le site appartiennent à leurs titulaires respectifs. Ils sont cités à des fins d'information, sans qu'un partenariat ou une approbation de leur part soit sous-entendu.

## Liens hypertextes

Le site contient des liens vers des sites tiers, en particulier les sites officiels des entreprises présentées. L'éditeur n'exerce aucun contrôle sur ces sites et décline toute responsabilité quant à leur contenu.

Vous pouvez librement créer un lien vers une page du site, à condition de ne pas l'afficher à l'intérieur d'un autre site (par exemple dans un cadre) et de ne pas laisser croire à une affiliation qui n'existe pas.

## Données personnelles et cookies

Le site ne diffuse aucune publicité et n'utilise aucun traceur tiers. Le traitement des données personnelles (compte facultatif, formulaire de contact, newsletter) est décrit dans la [politique de confidentialité](/privacy), qui détaille aussi vos droits au titre du RGPD et la possibilité de saisir la CNIL. Les cookies et le stockage local utilisés sont présentés dans la [politique de cookies](/cookies).

## Contact

Pour toute question relative au site, à ses contenus ou à vos données, écrivez-nous depuis la [page contact](/contact).
`,
}
