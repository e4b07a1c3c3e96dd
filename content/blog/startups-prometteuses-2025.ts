import type { Article } from '../schema.ts'

const content = `Chaque année, des centaines de nouvelles entreprises technologiques voient le jour en Israël, et quelques dizaines franchissent le cap qui sépare un projet prometteur d'une entreprise capable de dominer son marché. Au début de 2025, après deux années marquées par la correction des valorisations puis par la guerre, certaines d'entre elles ont non seulement tenu, mais accéléré.

Cette sélection de la rédaction présente une vingtaine d'entreprises à suivre, classées par secteur. Elle mêle des scale-ups déjà bien financées et des acteurs plus jeunes, ainsi que quelques entreprises établies qui servent de points de repère. Il ne s'agit pas d'un classement, ni d'une recommandation d'investissement.

> **Note :** cette sélection est éditoriale et informative. Elle ne constitue pas un conseil en investissement. Les entreprises citées n'ont ni payé ni été consultées pour y figurer.

## Le contexte : un écosystème qui a tenu

Les deux dernières années ont été éprouvantes. La hausse des taux d'intérêt a fait fondre les valorisations dans le monde entier, et le capital-risque s'est concentré sur un nombre plus restreint d'entreprises. En Israël, la guerre commencée en octobre 2023 a mobilisé une partie des salariés comme réservistes et obligé les équipes à réorganiser leur travail. Malgré ce contexte, les investisseurs étrangers ont continué de financer les entreprises les plus solides, en particulier dans la cybersécurité et l'intelligence artificielle, et les grands groupes technologiques ont poursuivi leurs acquisitions dans le pays.

Ce tri a un effet paradoxal : les entreprises qui ont levé des fonds pendant cette période ont dû convaincre des investisseurs plus exigeants qu'en 2021, avec des indicateurs de croissance et d'efficacité vérifiés. C'est l'une des raisons pour lesquelles notre sélection privilégie des sociétés dont la traction est documentée publiquement.

## Nos critères de sélection

Pour retenir une entreprise, nous avons croisé quatre critères :

1. **Une technologie différenciante**, difficile à reproduire, souvent issue d'années de recherche ou d'une expertise rare.
2. **Une traction démontrée** : des clients payants, des partenariats industriels, des autorisations réglementaires ou des levées de fonds auprès d'investisseurs reconnus.
3. **Une équipe expérimentée**, souvent composée de fondateurs ayant déjà créé ou vendu une entreprise.
4. **Un marché porteur**, qui continue de croître indépendamment des cycles conjoncturels.

Nous nous sommes limités à des informations publiques et vérifiables. Lorsque les chiffres de valorisation ou de chiffre d'affaires n'étaient pas publiés, nous ne les avons pas estimés.

## Cybersécurité : la nouvelle génération

La cybersécurité reste le domaine où Israël pèse le plus au niveau mondial. Nous expliquons pourquoi dans notre article sur les [secteurs les plus résilients face aux crises](/blog/secteurs-resilients-crise).

### Wiz

Fondée en 2020 par Assaf Rappaport, Ami Luttwak, Yinon Costica et Roy Reznik, qui avaient auparavant créé Adallom, rachetée par Microsoft, Wiz protège les environnements cloud. Sa plateforme se connecte aux comptes AWS, Azure ou Google Cloud d'une entreprise sans installer d'agent, cartographie les ressources et met en évidence les combinaisons de failles réellement exploitables. Wiz est devenue l'une des entreprises de logiciels à la croissance la plus rapide de l'histoire, et sa trajectoire a suscité l'intérêt de Google, qui a engagé des discussions en vue d'un rachat en 2024. Son siège est à New York, mais l'essentiel de sa R&D se trouve en Israël.

### Cato Networks

Cofondée en 2015 par Shlomo Kramer, déjà cofondateur de Check Point et d'Imperva, et Gur Shatz, Cato Networks a été l'une des pionnières du SASE (*Secure Access Service Edge*), qui regroupe réseau d'entreprise et sécurité dans un service cloud unique. Plutôt que d'empiler des équipements dans chaque agence, les entreprises connectent leurs sites et leurs salariés au réseau mondial de Cato. L'entreprise est régulièrement citée parmi les candidates à une introduction en bourse.

### Cyera

Cyera s'attaque à une question que toutes les entreprises se posent : où se trouvent leurs données sensibles, qui y a accès et comment elles sont protégées. Sa plateforme de *Data Security Posture Management* (DSPM) découvre et classe automatiquement les données stockées dans le cloud et les applications SaaS. Avec la généralisation de l'IA générative, qui consomme de grandes quantités de données internes, ce besoin est devenu prioritaire.

### Island

Island a imaginé un navigateur web conçu pour l'entreprise : le navigateur, que les salariés utilisent déjà pour la plupart de leurs applications, devient le point où s'appliquent les règles de sécurité, de confidentialité et de conformité. L'approche séduit les grandes entreprises qui cherchent à sécuriser l'accès de prestataires et de salariés sans alourdir leur infrastructure.

### Les références du secteur

La nouvelle génération s'appuie sur des aînés solides, dont [Check Point](/startups/check-point), pionnier du pare-feu, et [CyberArk](/startups/cyberark), leader de la sécurité des identités et des accès à privilèges. Retrouvez l'ensemble des acteurs dans notre page [Cybersécurité](/category/cybersecurity).

## Intelligence artificielle : des modèles aux puces

### AI21 Labs

Cofondée par le professeur Amnon Shashua, également fondateur de Mobileye, par Yoav Shoham, professeur émérite à Stanford, et par Ori Goshen, AI21 Labs fait partie des rares entreprises hors des États-Unis et de la Chine à développer ses propres grands modèles de langage. Sa famille de modèles Jamba repose sur une architecture hybride combinant Transformer et Mamba, pensée pour traiter de longs documents à moindre coût. L'entreprise vise les usages professionnels, où la fiabilité et la maîtrise des coûts priment.

### Hailo

Hailo conçoit des processeurs dédiés à l'intelligence artificielle embarquée : plutôt que d'envoyer les images d'une caméra vers le cloud, ses puces exécutent les réseaux de neurones directement dans l'appareil. Les applications couvrent la vidéosurveillance intelligente, l'automobile, l'industrie et les équipements grand public. Avec l'essor de l'IA générative, l'entreprise a étendu son offre aux modèles capables de fonctionner sur des appareils à faible consommation.

### Lightricks

Connue du grand public pour Facetune, l'application de retouche photo, la société de Jérusalem s'est repositionnée sur la création vidéo par l'intelligence artificielle avec LTX Studio et a publié LTX-Video, un modèle de génération vidéo dont le code et les poids sont ouverts. Elle illustre la capacité d'une entreprise grand public israélienne à se réinventer autour de l'IA générative.

### Tabnine

Pionnière des assistants de programmation, Tabnine complète et génère du code dans l'environnement de développement. Sa différence : des modèles qui peuvent être déployés dans l'infrastructure du client, un argument décisif pour les entreprises qui refusent d'envoyer leur code source à un service externe.

### Un signal fort : Run:ai

Le rachat en 2024 de Run:ai, spécialiste de l'orchestration des calculs sur processeurs graphiques, par Nvidia, rappelle que les grands acteurs de l'IA viennent chercher en Israël des briques technologiques précises. Nvidia, qui avait déjà racheté Mellanox, fait partie des employeurs technologiques les plus importants du pays. Voir notre page [IA & Big Data](/category/ai-bigdata).

## FinTech : l'infrastructure des paiements

### Rapyd

Rapyd propose une infrastructure de paiement mondiale : en une seule intégration, une plateforme peut accepter et verser des paiements dans de nombreux pays et avec les moyens de paiement locaux (cartes, virements, portefeuilles électroniques, espèces dans certains marchés). Cette approche de *fintech as a service* vise les places de marché, les entreprises de commerce en ligne et les plateformes de l'économie des petits boulots.

### Melio

Melio simplifie le paiement des factures entre entreprises pour les petites et moyennes entreprises américaines, encore très dépendantes du chèque. La plateforme permet de payer par virement ou par carte, même si le fournisseur n'accepte que les chèques, et s'intègre aux logiciels de comptabilité. Son siège est à New York et sa R&D à Tel Aviv.

### Tipalti

Tipalti automatise l'ensemble de la chaîne des paiements fournisseurs : collecte des informations et des documents fiscaux, validation des factures, paiements internationaux en masse et rapprochement comptable. Ses clients sont des entreprises en croissance qui paient des milliers de fournisseurs, d'éditeurs ou de créateurs dans de nombreux pays.

### Pagaya

Déjà cotée au Nasdaq, Pagaya utilise l'apprentissage automatique pour aider les banques et les organismes de crédit à évaluer les demandes de prêt qu'ils auraient refusées avec des modèles traditionnels. Son activité, exposée au cycle du crédit et aux taux d'intérêt, sera un bon baromètre de la santé du crédit à la consommation américain en 2025. Voir notre page [FinTech](/category/fintech).

## Santé : l'IA au chevet des patients

### Aidoc

Aidoc développe des algorithmes qui analysent les examens d'imagerie médicale (scanners notamment) pour signaler en priorité aux radiologues les cas urgents, comme une hémorragie cérébrale ou une embolie pulmonaire. L'entreprise a obtenu de nombreuses autorisations de la FDA américaine et ses outils sont déployés dans de nombreux hôpitaux. Elle travaille désormais à des modèles de fondation capables de traiter un grand nombre de pathologies.

### TytoCare

TytoCare a mis au point un appareil portable qui permet de réaliser chez soi un examen médical guidé (cœur, poumons, oreilles, gorge, peau, température) et de le transmettre à un médecin à distance. La pandémie a accéléré son adoption par les systèmes de santé et les assureurs, notamment aux États-Unis.

### Sight Diagnostics

Sight Diagnostics a développé OLO, un analyseur sanguin compact qui réalise une numération formule sanguine à partir de quelques gouttes de sang, en combinant imagerie microscopique et vision par ordinateur. L'objectif : rapprocher le diagnostic du patient, dans les cabinets médicaux et les centres de soins. Voir notre page [MedTech](/category/medtech).

## Mobilité et deep tech : les technologies de rupture

### Mobileye

Point de repère incontournable, [Mobileye](/startups/mobileye) équipe des constructeurs automobiles du monde entier avec ses puces EyeQ et ses logiciels d'aide à la conduite. Rachetée par Intel en 2017, l'entreprise de Jérusalem est revenue en bourse au Nasdaq en 2022. Ses systèmes plus avancés, de la conduite mains libres jusqu'aux véhicules autonomes, seront déterminants pour sa trajectoire.

### Innoviz

[Innoviz](/startups/innoviz) conçoit des capteurs lidar, qui mesurent la distance des objets à l'aide d'un laser, pour la conduite automatisée. Son lidar a été retenu par BMW pour des véhicules de série, une référence rare dans un secteur où beaucoup de concurrents n'ont pas dépassé le stade des prototypes. Voir notre page [Mobilité](/category/mobility).

### StoreDot

StoreDot développe des cellules de batterie à charge extrêmement rapide pour les véhicules électriques, avec l'ambition de ramener le temps de recharge à quelques minutes. L'entreprise travaille avec plusieurs constructeurs et fabricants de cellules pour passer de la démonstration à la production en série, l'étape la plus difficile pour une startup de batteries.

### Quantum Machines et Classiq

Israël mise aussi sur l'informatique quantique. Quantum Machines fournit les systèmes de contrôle qui pilotent les qubits, une brique indispensable quel que soit le type de processeur quantique. Classiq propose une plateforme logicielle qui permet de concevoir des algorithmes quantiques à un niveau d'abstraction élevé, sans écrire chaque porte logique. Ces deux entreprises se positionnent comme des fournisseurs de l'ensemble de l'industrie, plutôt que comme des constructeurs de machines. Voir notre page [Deep Tech](/category/deeptech).

## Climat, eau et agriculture : l'expertise de la nécessité

Faute d'eau abondante et de terres fertiles, Israël a développé très tôt des technologies agricoles et hydrauliques, de l'irrigation au goutte-à-goutte au dessalement. Une nouvelle génération applique les données et l'intelligence artificielle à ces enjeux devenus mondiaux avec le changement climatique.

### CropX

CropX associe des capteurs enfouis dans le sol à une plateforme logicielle qui indique aux agriculteurs quand et combien irriguer, et comment ajuster la fertilisation. L'objectif est double : économiser l'eau et les intrants, et améliorer les rendements. L'entreprise a grandi en rachetant plusieurs sociétés spécialisées afin de proposer un système de gestion agronomique complet.

### Taranis

Taranis analyse par intelligence artificielle des images aériennes à très haute résolution, prises par drone ou par avion, pour repérer dans les champs les maladies, les insectes ravageurs, les mauvaises herbes ou les carences. Ses clients sont notamment des distributeurs et des conseillers agricoles, qui peuvent ainsi cibler leurs recommandations parcelle par parcelle.

### Watergen

Watergen produit de l'eau potable à partir de l'humidité de l'air, grâce à des générateurs qui condensent puis filtrent la vapeur d'eau. Ses appareils, des modèles domestiques aux unités de grande taille, ont été déployés dans des régions privées d'eau courante ou touchées par des catastrophes naturelles.

Le principal défi de ces entreprises est commercial plus que technologique : convaincre des agriculteurs et des collectivités aux budgets contraints, dans des cycles de vente longs. Voir nos pages [AgTech](/category/agtech) et [Énergie](/category/energy).

## Logiciels d'entreprise : des leaders qui continuent de croître

Certaines entreprises ne sont plus des startups mais restent des moteurs de l'écosystème et des écoles pour les futurs fondateurs :

- **[monday.com](/startups/monday-com)**, plateforme de gestion du travail cotée au Nasdaq depuis 2021, qui étend son offre au CRM et au développement logiciel.
- **[Gong](/startups/gong)**, qui analyse les appels, e-mails et réunions commerciales pour aider les équipes de vente à prévoir et à conclure.
- **[JFrog](/startups/jfrog)**, dont la plateforme gère et sécurise les composants logiciels, y compris les modèles d'IA, tout au long de la chaîne de livraison.
- **[Wix](/startups/wix)**, qui intègre de plus en plus l'IA générative dans la création de sites.
- **Papaya Global**, qui aide les entreprises à gérer la paie et les salariés dans de nombreux pays.

Voir notre page [Logiciels d'entreprise](/category/enterprise).

## AdTech : la publicité réinventée

Le marketing numérique est un secteur historique de la tech israélienne. Deux entreprises de notre annuaire illustrent son renouvellement :

- **[Anzu](/startups/anzu)** intègre des publicités directement dans les univers des jeux vidéo, sans interrompre l'expérience du joueur, avec des outils de mesure adaptés aux annonceurs.
- **[Cheq](/startups/cheq)** protège les campagnes et les sites contre le trafic invalide, qu'il provienne de robots ou de fraudeurs, pour que les budgets marketing atteignent de vrais clients.

Voir notre page [AdTech](/category/adtech).

## Cinq tendances à surveiller en 2025

1. **La réouverture du marché des introductions en bourse.** Plusieurs scale-ups israéliennes ont la taille pour s'introduire au Nasdaq ; le calendrier dépendra des marchés américains.
2. **La consolidation.** Les grands éditeurs de cybersécurité et de logiciels rachètent des startups pour compléter leurs plateformes. Les rachats restent la principale voie de sortie de l'écosystème.
3. **L'IA partout.** Dans chaque secteur, de la santé à la sécurité, les entreprises qui intègrent l'IA au cœur de leur produit prennent l'avantage sur celles qui l'ajoutent en surface.
4. **Les technologies de défense et à double usage**, portées par la hausse des budgets de défense en Europe et dans le monde.
5. **La résilience opérationnelle.** La capacité à livrer malgré la mobilisation de réservistes et les tensions régionales est devenue un critère d'évaluation à part entière.

## Comment suivre ces entreprises

Les startups citées ici évoluent vite : un tour de table, un rachat ou un changement de stratégie peut modifier leur trajectoire en quelques semaines. Pour les suivre :

- parcourez notre rubrique [Startups](/categories/startups) et notre dossier [Startups israéliennes](/categories/startups-israeliennes) ;
- explorez les [secteurs de l'annuaire](/categories) et la liste complète des [startups](/startups) ;
- rencontrez les équipes lors des salons et conférences recensés dans notre rubrique [Événements](/categories/events) ;
- lisez nos autres analyses sur le [blog](/blog) et abonnez-vous à la [newsletter](/newsletter).

Si vous envisagez d'investir, commencez par notre article [Comment investir dans une startup israélienne](/blog/comment-investir-startup-israelienne), puis appliquez la méthode de notre [guide de la due diligence](/guides/evaluer-startup-israelienne). Une entreprise prometteuse n'est pas forcément un bon investissement au prix proposé.`

export const promisingStartupsArticle: Article = {
  id: '3',
  slug: 'startups-prometteuses-2025',
  title: 'Les startups israéliennes les plus prometteuses en 2025',
  excerpt:
    "Wiz, Cyera, AI21 Labs, Hailo, Rapyd, Aidoc, Innoviz, Quantum Machines… La rédaction présente les entreprises israéliennes à suivre en 2025, secteur par secteur, et les tendances qui vont compter.",
  metaTitle: 'Les startups israéliennes les plus prometteuses en 2025',
  metaDescription:
    "Cybersécurité, IA, FinTech, santé, mobilité, quantique : notre sélection des startups israéliennes à suivre en 2025 et les cinq tendances qui vont marquer l'année.",
  content,
  authorId: 'redaction',
  publishedAt: '2025-01-06',
  readTime: 12,
  category: 'Startups',
  tags: ['Startups 2025', 'Cybersécurité', 'Intelligence artificielle', 'FinTech', 'HealthTech', 'Deep Tech'],
  featured: true,
  coverImage: {
    src: '/images/blog/startups-prometteuses-2025.svg',
    width: 1200,
    height: 630,
    alt: "Illustration abstraite : une constellation de points lumineux reliés qui s'élève vers le haut, évoquant l'essor des jeunes entreprises",
  },
}
