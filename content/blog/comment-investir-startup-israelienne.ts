import type { Article } from '../schema.ts'

const content = `Israël compte plusieurs milliers de startups pour une population d'environ dix millions d'habitants, et ses entreprises technologiques figurent parmi les plus suivies par les investisseurs internationaux. Pour un investisseur francophone, la question n'est plus de savoir si cet écosystème mérite l'attention, mais par quelle porte y entrer. Chaque voie d'accès implique un ticket minimum, un horizon de placement, un niveau de risque et une liquidité très différents.

Ce guide passe en revue les cinq grandes façons d'investir dans la tech israélienne, la manière de vérifier un dossier avant de signer et les questions de devise et de fiscalité à anticiper.

> **Avertissement :** cet article a une vocation purement informative. Il ne constitue ni un conseil en investissement, ni une recommandation d'achat ou de vente d'un titre. Investir dans une startup expose à un risque de perte totale du capital et à une forte illiquidité. Avant toute décision, rapprochez-vous d'un conseiller financier et d'un fiscaliste.

## Pourquoi la tech israélienne attire les investisseurs

Trois facteurs expliquent l'attrait durable du pays.

- **Un vivier de talents très dense.** Les universités (Technion, Institut Weizmann, Université hébraïque de Jérusalem, Université de Tel Aviv) et les unités technologiques de l'armée, dont l'unité 8200, forment chaque année des ingénieurs et des chercheurs dont beaucoup deviennent fondateurs.
- **Une politique publique ancienne de soutien à l'innovation.** Le programme Yozma, lancé en 1993, a amorcé l'industrie locale du capital-risque en co-investissant avec des fonds étrangers. Aujourd'hui, l'Autorité israélienne de l'innovation (*Israel Innovation Authority*) continue de cofinancer la R&D de nombreuses jeunes entreprises.
- **Un historique de sorties qui rassure.** Le rachat de Waze par Google en 2013, celui de [Mobileye](/startups/mobileye) par Intel en 2017 ou celui de Mellanox par Nvidia ont montré que les grands groupes mondiaux achètent des technologies israéliennes. Des dizaines d'entreprises du pays sont par ailleurs cotées au Nasdaq, de [Check Point](/startups/check-point) à [monday.com](/startups/monday-com).

Ces succès ne garantissent rien pour l'avenir, mais ils montrent qu'un marché de sortie existe, condition indispensable pour qu'un investissement en capital-risque devienne un jour liquide. Pour un panorama de l'écosystème, consultez notre page [Startups israéliennes](/categories/startups-israeliennes).

## Les cinq voies pour investir

### 1. Les fonds de capital-risque

C'est la voie historique. Des sociétés de gestion israéliennes comme Pitango, Jerusalem Venture Partners (JVP), Viola Ventures, Aleph ou TLV Partners lèvent des fonds auprès d'investisseurs institutionnels et de particuliers fortunés, puis les investissent dans un portefeuille de startups. Des fonds internationaux disposent aussi d'équipes à Tel Aviv.

- **Avantages :** sélection professionnelle, accès aux meilleurs tours de table, diversification sur une vingtaine ou une trentaine de sociétés.
- **Inconvénients :** tickets d'entrée élevés, capital bloqué pendant la durée de vie du fonds (souvent une dizaine d'années), frais de gestion annuels et partage des plus-values avec le gérant (le *carried interest*).

Pour les particuliers, certains fonds de fonds ou véhicules proposés par des banques privées permettent d'accéder à des fonds israéliens avec des montants plus modestes, au prix d'une couche de frais supplémentaire.

### 2. Les plateformes d'investissement participatif

Les plateformes en ligne ont ouvert le capital-risque à un public plus large. La plus connue dans l'écosystème israélien est OurCrowd, fondée en 2013 à Jérusalem par Jon Medved. Elle présente des opportunités sélectionnées par son équipe, investit elle-même aux côtés de ses membres et propose aussi des fonds thématiques.

Ce modèle permet de choisir ses dossiers un par un avec des tickets bien inférieurs à ceux d'un fonds classique. Plusieurs points méritent toutefois votre attention :

- l'accès est souvent réservé aux investisseurs dits « qualifiés » ou « accrédités », selon des critères de patrimoine ou de revenus qui varient selon le pays de résidence ;
- en Europe, les plateformes de financement participatif doivent être agréées comme prestataires de services de financement participatif ; vérifiez sous quel régime la plateforme opère dans votre pays ;
- la plateforme prélève des frais (d'entrée, de gestion ou sur les plus-values) qu'il faut lire en détail ;
- vous êtes généralement actionnaire via un véhicule intermédiaire et non directement de la startup, avec des droits d'information limités.

### 3. Les business angels et l'investissement direct

Investir directement dans une jeune pousse, au stade de l'amorçage, offre le meilleur potentiel de gain et le risque le plus élevé. En Israël, les premiers tours se font fréquemment sous forme de SAFE (*Simple Agreement for Future Equity*) ou de prêts convertibles, qui se transforment en actions lors du tour suivant.

Cette voie suppose un réseau : les dossiers de qualité circulent entre investisseurs qui se connaissent, via les accélérateurs, les réseaux d'anciens élèves ou les événements de l'écosystème, comme la Cyber Week organisée chaque année par l'Université de Tel Aviv. Notre rubrique [Événements](/categories/events) recense les rendez-vous utiles. Il est recommandé de co-investir aux côtés d'un investisseur principal expérimenté, qui négocie les conditions et siège au conseil.

### 4. Les actions cotées

C'est la porte d'entrée la plus simple et la plus liquide. De nombreuses entreprises israéliennes ou fondées par des Israéliens sont cotées à New York : [Check Point](/startups/check-point), [CyberArk](/startups/cyberark), [Wix](/startups/wix), [monday.com](/startups/monday-com), [JFrog](/startups/jfrog), [Mobileye](/startups/mobileye) ou encore [Innoviz](/startups/innoviz). La Bourse de Tel Aviv (TASE) propose aussi des valeurs technologiques, suivies notamment par les indices TA-35 et TA-125. Enfin, des fonds indiciels cotés (ETF) répliquent le marché israélien, comme l'iShares MSCI Israel.

Vous achetez ici des entreprises matures plutôt que des startups, avec un potentiel de multiplication plus faible mais une liquidité quotidienne et une information financière publique et régulière.

### 5. Le marché secondaire

Le marché secondaire consiste à racheter des actions de sociétés non cotées à des salariés, à des fondateurs ou à des investisseurs historiques qui souhaitent vendre avant une introduction en bourse. En Israël, Vintage Investment Partners s'est spécialisé dans ce type d'opérations ; des plateformes internationales en organisent également.

L'intérêt est d'entrer dans des sociétés déjà avancées, souvent avec une décote. Les contraintes sont réelles : droits de préemption des actionnaires existants, accord nécessaire de la société, information limitée et prix parfois éloigné de la valeur réelle.

## Comparer les options en un coup d'œil

- **Fonds de capital-risque :** ticket élevé, horizon d'une dizaine d'années, sélection déléguée, forte diversification.
- **Plateformes participatives :** ticket intermédiaire, horizon de cinq à dix ans, choix dossier par dossier, frais à surveiller.
- **Investissement direct :** ticket variable, horizon long, risque maximal, nécessite du temps et un réseau.
- **Actions cotées et ETF :** ticket libre, liquidité quotidienne, entreprises matures, volatilité boursière.
- **Secondaire :** ticket élevé, horizon plus court, entreprises avancées, accès souvent restreint.

## Avant d'investir : la due diligence

Quel que soit le véhicule, une vérification approfondie (la *due diligence*) s'impose dès que vous choisissez vous-même une société. Les points essentiels :

1. **L'équipe :** parcours des fondateurs, complémentarité, expériences entrepreneuriales antérieures et présence d'un dirigeant capable de vendre sur le marché américain.
2. **La technologie et la propriété intellectuelle :** la société détient-elle bien ses brevets et son code ? A-t-elle reçu des aides de l'Israel Innovation Authority ? Ces aides s'accompagnent de redevances et encadrent le transfert à l'étranger du savoir-faire financé, ce qui peut peser sur une future acquisition.
3. **Le marché et la traction :** taille du marché visé, clients payants, revenus récurrents, concurrence, y compris celle d'autres startups israéliennes dans la même niche.
4. **La structure juridique et la table de capitalisation :** société israélienne ou société mère dans le Delaware, répartition du capital, instruments convertibles en circulation, préférences de liquidation.
5. **Les finances :** consommation de trésorerie, nombre de mois de trésorerie disponibles, qualité des comptes.

Nous avons consacré un guide complet à cette étape : [Évaluer une startup israélienne : le guide de la due diligence](/guides/evaluer-startup-israelienne).

## Devise, fiscalité et contexte

### Le risque de change

La plupart des startups israéliennes lèvent des fonds et facturent en dollars américains, tandis qu'une grande partie de leurs coûts (salaires, loyers) est payée en shekels. Un investisseur en euros est donc exposé au taux euro-dollar, et la startup elle-même voit ses marges se réduire lorsque le shekel s'apprécie face au dollar. Interrogez la direction sur sa politique de couverture.

### La fiscalité, en termes généraux

- Une convention fiscale entre la France et Israël vise à éviter les doubles impositions ; elle répartit le droit d'imposer les dividendes et les plus-values entre les deux pays.
- Le droit israélien prévoit, sous conditions, des exonérations d'impôt sur les plus-values pour les investisseurs non résidents.
- En France, les gains réalisés sont en principe soumis au prélèvement forfaitaire unique ou, sur option, au barème de l'impôt sur le revenu.
- Les titres de sociétés israéliennes ne sont pas éligibles au PEA, réservé aux sociétés établies dans l'Union européenne ou l'Espace économique européen. Les dispositifs de réduction d'impôt pour l'investissement dans les PME obéissent à la même logique géographique.
- Les comptes ouverts auprès d'établissements ou de plateformes à l'étranger doivent, le cas échéant, être déclarés à l'administration fiscale.

Ces règles évoluent et dépendent de votre situation personnelle : faites valider votre montage par un professionnel.

### Le contexte géopolitique

Le risque géopolitique fait partie de l'équation. Depuis octobre 2023, la guerre a mobilisé de nombreux réservistes, dont des ingénieurs et des fondateurs, et plusieurs agences de notation ont abaissé la note souveraine d'Israël en 2024. L'écosystème a pourtant continué de lever des fonds et de livrer ses clients, en s'appuyant sur des équipes réparties entre plusieurs pays. Notre analyse des [secteurs les plus résilients face aux crises](/blog/secteurs-resilients-crise) détaille ce point.

## Construire une stratégie raisonnable

1. **Définissez une enveloppe limitée.** Le capital-risque ne devrait représenter qu'une petite part d'un patrimoine, que vous pouvez accepter de perdre.
2. **Diversifiez.** Dans un portefeuille de startups, une minorité de sociétés génère l'essentiel des gains, tandis que beaucoup échouent. Multiplier les lignes est indispensable.
3. **Commencez par des véhicules mutualisés** (fonds, ETF, fonds thématiques des plateformes) avant de sélectionner vous-même des dossiers.
4. **Investissez dans la durée.** Il faut souvent sept à dix ans entre un tour d'amorçage et une sortie.
5. **Restez informé.** Suivez l'actualité des secteurs et des entreprises sur notre [blog](/blog), notamment notre sélection des [startups israéliennes les plus prometteuses en 2025](/blog/startups-prometteuses-2025), et abonnez-vous à la [newsletter](/newsletter).

## Passer à l'action

La meilleure façon de démarrer est de comprendre les secteurs dans lesquels Israël excelle : cybersécurité, intelligence artificielle, santé, mobilité, FinTech ou AgTech. **[Explorez les secteurs et les entreprises de notre annuaire](/categories)**, puis approfondissez chaque dossier avec notre [guide de la due diligence](/guides/evaluer-startup-israelienne).`

export const investArticle: Article = {
  id: '1',
  slug: 'comment-investir-startup-israelienne',
  title: 'Comment investir dans une startup israélienne',
  alternativeTitle: 'Le guide complet pour investir dans la Startup Nation',
  excerpt:
    "Fonds de capital-risque, plateformes comme OurCrowd, business angels, actions cotées ou marché secondaire : les voies d'accès à la tech israélienne, la due diligence à mener et les points de vigilance sur la devise et la fiscalité.",
  metaTitle: 'Comment investir dans une startup israélienne : le guide complet',
  metaDescription:
    "Fonds, OurCrowd, business angels, actions cotées, secondaire : comment investir dans la tech israélienne, vérifier un dossier et anticiper la fiscalité.",
  content,
  authorId: 'pole-investissement',
  publishedAt: '2025-01-08',
  readTime: 8,
  category: 'Investissement',
  tags: ['Investissement', 'Capital-risque', 'OurCrowd', 'Due diligence', 'Fiscalité', 'Startup Nation'],
  featured: true,
  coverImage: {
    src: '/images/blog/comment-investir-startup-israelienne.svg',
    width: 1200,
    height: 630,
    alt: "Illustration abstraite : des barres bleues croissantes surmontées d'une courbe dorée ascendante, évoquant la croissance des investissements",
  },
  faq: [
    {
      question: 'Peut-on investir dans une startup israélienne depuis la France ?',
      answer:
        "Oui. Un investisseur résidant en France peut acheter des actions d'entreprises israéliennes cotées via un compte-titres ordinaire, souscrire à des fonds de capital-risque ou à des fonds de fonds, passer par des plateformes d'investissement participatif comme OurCrowd lorsqu'il remplit leurs conditions d'accès, ou investir directement aux côtés de business angels. Chaque voie a ses propres conditions d'éligibilité et sa fiscalité.",
    },
    {
      question: 'Quel montant minimum faut-il prévoir ?',
      answer:
        "Tout dépend du véhicule. Une action cotée ou une part d'ETF est accessible pour le prix d'un titre. Les plateformes participatives fixent un ticket minimum par opération, généralement de plusieurs milliers de dollars. Les fonds de capital-risque et le marché secondaire exigent des montants nettement plus élevés, souvent réservés aux investisseurs institutionnels ou fortunés.",
    },
    {
      question: 'Les actions israéliennes sont-elles éligibles au PEA ?',
      answer:
        "Non. Le PEA est réservé aux titres de sociétés ayant leur siège dans l'Union européenne ou dans l'Espace économique européen. Les actions d'entreprises israéliennes, qu'elles soient cotées à Tel Aviv ou au Nasdaq, se détiennent donc sur un compte-titres ordinaire.",
    },
    {
      question: 'Quels sont les principaux risques ?',
      answer:
        "Le risque de perte totale du capital, car une majorité de startups n'atteint pas une sortie profitable ; l'illiquidité, puisque les titres non cotés ne se revendent pas facilement ; le risque de change entre l'euro, le dollar et le shekel ; et le risque géopolitique propre à la région. Ces risques imposent de n'investir qu'une part limitée de son patrimoine et de diversifier.",
    },
    {
      question: "Comment vérifier le sérieux d'une startup avant d'investir ?",
      answer:
        "En menant une due diligence : rencontre de l'équipe, vérification de la propriété intellectuelle et des éventuelles aides de l'Israel Innovation Authority, appels à des clients, analyse de la table de capitalisation, des documents juridiques et des comptes. Notre guide « Évaluer une startup israélienne » détaille une liste de contrôle complète.",
    },
  ],
}
