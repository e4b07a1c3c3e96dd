import type { Article } from '../schema.ts'

const content = `En vingt-cinq ans, la tech israélienne a traversé l'éclatement de la bulle internet, la crise financière de 2008, la pandémie de Covid-19, la remontée brutale des taux d'intérêt en 2022, une crise politique intérieure autour de la réforme judiciaire en 2023 puis, depuis le 7 octobre 2023, une guerre longue qui a mobilisé un très grand nombre de réservistes. À chaque épisode, les investisseurs ont vu certains segments plier et d'autres tenir, voire accélérer.

Cet article propose une grille de lecture : qu'est-ce qui rend un secteur résilient, quels secteurs de la tech israélienne ont le mieux résisté aux chocs passés, et quelles sont leurs fragilités. Il ne s'agit pas d'une liste de valeurs à acheter, mais d'une aide pour comprendre où se situent les risques.

> **Note :** cet article est informatif et ne constitue pas un conseil en investissement. La résilience d'un secteur ne garantit ni la réussite d'une entreprise en particulier, ni le rendement d'un investissement.

## Qu'est-ce qu'un secteur résilient ?

Un secteur résilient n'est pas un secteur qui ne connaît jamais de baisse de valorisation : en 2022, presque toutes les valeurs technologiques ont chuté. C'est un secteur dont **l'activité** (les ventes, la rétention des clients, la capacité à continuer de livrer) résiste aux chocs. Six critères permettent de l'évaluer :

1. **Une demande non discrétionnaire.** Les clients ne peuvent pas reporter l'achat sans risque majeur, comme c'est le cas pour la sécurité informatique ou certains équipements médicaux.
2. **Des revenus récurrents.** Les abonnements et contrats pluriannuels amortissent les à-coups de la conjoncture.
3. **Une clientèle mondiale et diversifiée.** Le marché intérieur israélien est petit ; les entreprises qui vendent d'emblée aux États-Unis, en Europe et en Asie dépendent peu de l'économie locale.
4. **Une production peu dépendante du territoire.** Un logiciel se développe et se livre à distance ; une usine ou un laboratoire est plus exposé aux perturbations locales.
5. **Des barrières à l'entrée élevées.** Expertise rare, brevets, certifications réglementaires ou intégration profonde chez le client.
6. **Un accès au financement qui ne se tarit pas.** Les secteurs jugés stratégiques continuent d'attirer des capitaux quand les autres en manquent.

## Ce que nous apprennent les crises passées

### La bulle internet (2000-2002)

L'éclatement de la bulle a frappé de plein fouet l'écosystème israélien, alors très orienté vers les télécommunications et l'internet grand public. De nombreuses startups ont disparu. Les entreprises qui avaient déjà des clients payants et un produit indispensable ont survécu : [Check Point](/startups/check-point), fondée en 1993, vendait des pare-feu aux entreprises et a traversé la crise pour devenir l'un des piliers mondiaux de la cybersécurité.

### La crise financière de 2008

L'économie israélienne a relativement bien résisté à la crise de 2008, grâce notamment à un système bancaire prudent. Les levées de fonds ont néanmoins reculé. Les éditeurs de logiciels qui vendaient aux entreprises sous forme de licences ou d'abonnements ont mieux tenu que les projets dépendant de nouveaux financements.

### La pandémie (2020-2021)

La pandémie a servi d'accélérateur : travail à distance, commerce en ligne, télémédecine et sécurité du cloud ont connu une demande soudaine. Des entreprises comme [Wix](/startups/wix), [monday.com](/startups/monday-com) ou TytoCare en ont bénéficié, et 2021 a été une année record pour les levées de fonds de la tech israélienne.

### La correction de 2022-2023

La hausse rapide des taux d'intérêt a fait chuter les valorisations et a raréfié le capital-risque dans le monde entier. En Israël, cette correction s'est doublée en 2023 d'une crise politique qui a inquiété une partie des investisseurs. Les entreprises dont la croissance reposait sur des levées successives ont dû réduire leurs effectifs ; celles qui disposaient de revenus récurrents et d'une trésorerie solide ont pu continuer à investir.

### La guerre depuis octobre 2023

La mobilisation de nombreux réservistes, parmi lesquels des ingénieurs, des managers et des fondateurs, a mis les organisations à l'épreuve. Plusieurs agences de notation ont abaissé la note souveraine d'Israël en 2024. Pourtant, la grande majorité des entreprises technologiques a continué de livrer ses clients. Les plans de continuité, la répartition des équipes entre Israël, l'Europe et les États-Unis, et l'habitude de travailler à distance acquise pendant la pandémie ont joué un rôle décisif.

## 1. La cybersécurité, le pilier

La cybersécurité coche presque tous les critères. Les budgets de sécurité sont parmi les derniers que les entreprises coupent, car le coût d'une attaque dépasse largement celui de la protection. La réglementation renforce cette demande : en Europe, la directive NIS2 étend les obligations de sécurité à de nombreux secteurs. Et le contexte géopolitique, en multipliant les cyberattaques d'origine étatique, entretient les besoins.

Israël dispose d'un avantage structurel dans ce domaine. L'expertise acquise dans les unités de renseignement technologique de l'armée, l'ancienneté d'acteurs comme Check Point et [CyberArk](/startups/cyberark), le rôle de l'Israel National Cyber Directorate et la création d'un pôle cyber à Beer-Sheva autour de l'Université Ben Gourion ont constitué un écosystème complet : fondateurs expérimentés, investisseurs spécialisés comme Team8, clients exigeants et acquéreurs réguliers. La nouvelle génération, avec Wiz, Cato Networks ou Cyera, a continué d'attirer des financements importants alors que le reste du capital-risque se contractait.

**Fragilités :** un marché très encombré, où de nombreuses startups se disputent les mêmes niches ; une consolidation qui profite aux plateformes les plus larges ; des valorisations parfois tendues. Pour explorer le secteur, consultez notre page [Cybersécurité](/category/cybersecurity).

## 2. Les logiciels d'entreprise et le SaaS B2B

Les éditeurs de logiciels vendus sur abonnement aux entreprises combinent revenus récurrents, clientèle internationale et production entièrement dématérialisée. [monday.com](/startups/monday-com) pour la gestion du travail, [JFrog](/startups/jfrog) pour la chaîne de livraison logicielle ou [Gong](/startups/gong) pour l'analyse des interactions commerciales illustrent ce modèle : leurs clients sont répartis dans le monde entier et leurs équipes travaillent sur plusieurs continents.

La résilience de ce modèle tient à la fidélité des clients : un outil intégré aux processus quotidiens d'une entreprise est rarement abandonné du jour au lendemain. Les indicateurs clés sont la rétention nette des revenus (ce que rapportent les clients existants d'une année sur l'autre) et la marge brute.

**Fragilités :** en période de restrictions budgétaires, les clients réduisent le nombre de licences et allongent leurs cycles de décision ; l'intelligence artificielle générative remet en cause certains produits ; la concurrence des grands éditeurs américains est forte. Voir notre page [Logiciels d'entreprise](/category/enterprise).

## 3. La défense, le dual-use et les technologies de sécurité

Les technologies à double usage, civil et militaire, voient leur demande augmenter précisément quand les tensions montent. Israël compte de grands industriels de défense, comme Elbit Systems, Rafael ou Israel Aerospace Industries, et un nombre croissant de startups qui développent des drones, des capteurs, des systèmes de vision ou des outils d'analyse de données issus de besoins opérationnels. La hausse des budgets de défense en Europe depuis 2022 ouvre de nouveaux débouchés.

**Fragilités :** les exportations de ces technologies sont soumises à des licences délivrées par le ministère de la Défense ; les cycles de vente auprès des États sont longs ; une partie des investisseurs, notamment ceux soumis à des critères ESG stricts, s'interdit ce secteur. Les technologies de rupture correspondantes sont présentées dans notre page [Deep Tech](/category/deeptech).

## 4. La santé numérique et les technologies médicales

La demande de soins ne dépend pas de la conjoncture, ce qui donne aux technologies médicales une stabilité naturelle. Israël dispose d'un atout singulier : ses caisses d'assurance maladie (Clalit, Maccabi, Meuhedet et Leumit) ont numérisé les dossiers de leurs assurés depuis des décennies, ce qui fournit des données longitudinales précieuses pour la recherche et l'intelligence artificielle. Des hôpitaux comme le centre médical Sheba ont créé leurs propres structures d'innovation.

Des entreprises comme Aidoc, qui aide les radiologues à repérer les urgences grâce à l'IA, ou TytoCare, qui permet des examens médicaux à distance, montrent la capacité du pays à exporter ces solutions, notamment aux États-Unis.

**Fragilités :** les autorisations réglementaires (FDA aux États-Unis, marquage CE en Europe) sont longues et coûteuses ; les hôpitaux achètent lentement ; le remboursement des solutions numériques reste incertain dans de nombreux pays. Voir notre page [MedTech](/category/medtech).

## 5. L'eau, l'agriculture et le climat

La sécurité alimentaire et l'accès à l'eau sont des besoins durables, et Israël a bâti une expertise reconnue par nécessité. Netafim a popularisé l'irrigation au goutte-à-goutte dans le monde entier ; IDE Technologies a construit de grandes usines de dessalement, une technologie qui fournit désormais une large part de l'eau potable du pays ; des startups comme CropX (capteurs de sol) ou Taranis (surveillance des cultures) appliquent les données à l'agriculture.

**Fragilités :** ces activités combinent souvent matériel et logiciel, avec des besoins en capital plus importants et des cycles de vente longs auprès des agriculteurs ou des collectivités. L'énergie illustre bien la différence entre un besoin structurel et une activité cyclique : SolarEdge, spécialiste des onduleurs solaires, a vu son activité reculer fortement à partir de 2023 avec le ralentissement du marché résidentiel européen, alors même que la transition énergétique se poursuivait. Voir nos pages [AgTech](/category/agtech) et [Énergie](/category/energy).

## 6. L'intelligence artificielle et les infrastructures de données

L'intelligence artificielle est moins un secteur qu'une couche transversale qui irrigue tous les autres. Sa résilience tient à l'ampleur des investissements mondiaux qui la soutiennent. Israël y occupe une place notable : Nvidia y dispose d'un important centre de R&D depuis le rachat de Mellanox, et a racheté en 2024 la startup Run:ai, spécialisée dans l'orchestration des calculs sur processeurs graphiques. Des entreprises comme AI21 Labs (modèles de langage) ou Hailo (processeurs d'IA embarqués) développent leurs propres technologies.

**Fragilités :** la concurrence des géants américains, qui disposent de moyens de calcul sans commune mesure ; des valorisations élevées ; le risque qu'une fonctionnalité développée par une startup soit intégrée gratuitement par une grande plateforme. Voir notre page [IA & Big Data](/category/ai-bigdata).

## Les segments plus exposés aux chocs

Certains segments sont structurellement plus sensibles aux crises :

- **La publicité en ligne et le marketing numérique**, dont les budgets sont parmi les premiers coupés en cas de ralentissement. Les acteurs spécialisés, comme ceux présentés dans notre page [AdTech](/category/adtech), doivent démontrer un retour sur investissement immédiat.
- **Le crédit et certaines FinTech**, sensibles aux taux d'intérêt et au risque de défaut des emprunteurs. Les infrastructures de paiement, plus proches d'un service récurrent, résistent mieux.
- **Le voyage et les services grand public**, brutalement touchés pendant la pandémie.
- **Le matériel à forte intensité capitalistique**, qui dépend de levées de fonds régulières et de chaînes d'approvisionnement physiques.

Exposé ne veut pas dire condamné : dans chacun de ces segments, des entreprises bien gérées traversent les crises. Mais la marge d'erreur y est plus faible.

## Ce que la résilience ne garantit pas

Trois mises en garde s'imposent :

- **La résilience d'un secteur n'est pas celle d'une entreprise.** Même en cybersécurité, beaucoup de startups échouent faute de se différencier.
- **Un secteur résilient peut être surévalué.** Si tous les investisseurs cherchent la sécurité au même endroit, les prix d'entrée montent et le rendement futur baisse.
- **Le passé n'est qu'un indice.** La prochaine crise peut frapper un secteur qui a bien résisté aux précédentes.

## Appliquer cette grille à un dossier

Face à une startup, posez-vous les questions suivantes :

1. Ses clients pourraient-ils se passer de son produit pendant une année difficile ?
2. Quelle part de son chiffre d'affaires est récurrente, et quelle est sa rétention nette ?
3. Combien de mois peut-elle fonctionner avec sa trésorerie actuelle, sans nouvelle levée ?
4. Ses équipes et ses opérations peuvent-elles continuer si une partie du personnel est mobilisée ?
5. Ses clients sont-ils concentrés dans un seul pays ou un seul secteur ?
6. Son prix d'entrée tient-il compte de ces risques ?

Pour approfondir la méthode, consultez notre [guide de la due diligence](/guides/evaluer-startup-israelienne) et notre article [Comment investir dans une startup israélienne](/blog/comment-investir-startup-israelienne). Pour un panorama des entreprises à suivre, lisez [Les startups israéliennes les plus prometteuses en 2025](/blog/startups-prometteuses-2025).

## En résumé

La tech israélienne a montré, crise après crise, une capacité d'adaptation remarquable, qui tient autant à la structure de son économie, tournée vers l'exportation de logiciels, qu'à la culture de ses entrepreneurs. La cybersécurité, les logiciels d'entreprise, les technologies de défense à double usage, la santé numérique et les technologies de l'eau et de l'agriculture apparaissent comme les segments les plus solides ; l'intelligence artificielle les traverse tous. Retrouvez notre dossier [Innovation en Israël](/categories/innovation-israel), nos analyses sur l'[innovation](/categories/innovation), l'ensemble des [secteurs de l'annuaire](/categories) et nos autres articles sur le [blog](/blog).`

export const resilientSectorsArticle: Article = {
  id: '2',
  slug: 'secteurs-resilients-crise',
  title: 'Les secteurs de la tech israélienne les plus résilients face aux crises',
  excerpt:
    "De la bulle internet à la guerre commencée en octobre 2023, la tech israélienne a traversé de nombreuses crises. Cybersécurité, SaaS B2B, défense, santé, eau et agriculture : quels secteurs tiennent le mieux, et pourquoi ?",
  metaTitle: 'Tech israélienne : les secteurs les plus résilients face aux crises',
  metaDescription:
    "Cybersécurité, logiciels d'entreprise, défense, santé numérique, eau et agriculture : analyse des secteurs de la tech israélienne qui résistent le mieux aux crises.",
  content,
  authorId: 'redaction',
  publishedAt: '2025-01-07',
  readTime: 10,
  category: 'Investissement',
  tags: ['Résilience', 'Cybersécurité', 'SaaS', 'Défense', 'HealthTech', 'AgTech', 'Analyse sectorielle'],
  featured: true,
  coverImage: {
    src: '/images/blog/secteurs-resilients-crise.svg',
    width: 1200,
    height: 630,
    alt: "Illustration abstraite : un bouclier bleu marqué d'une coche, entouré d'ondes concentriques, face à des courbes rouges en dents de scie, symbole de résilience",
  },
}
