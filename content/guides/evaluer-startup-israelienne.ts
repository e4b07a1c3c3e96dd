import type { Article } from '../schema.ts'

const content = `Évaluer une startup, c'est vérifier que ce que l'on vous présente est vrai, complet et défendable. Cet exercice, appelé *due diligence*, suit partout la même logique : l'équipe, la technologie, le marché, le capital, le droit et les finances. Mais une startup israélienne présente des particularités qu'un investisseur européen connaît souvent mal : aides publiques à la R&D assorties d'obligations, régime spécifique des inventions de salariés, structure juridique à cheval entre Israël et les États-Unis, coûts en shekels et revenus en dollars, ou encore mobilisation possible d'une partie de l'équipe comme réservistes.

Ce guide propose une liste de contrôle pratique, section par section, adaptée à ces spécificités. Il complète notre article [Comment investir dans une startup israélienne](/comment-investir-startup-israelienne), qui présente les différentes voies d'accès à l'écosystème.

> **Avertissement :** ce guide est informatif et général. Il ne constitue ni un conseil en investissement, ni un conseil juridique ou fiscal. Les règles israéliennes citées sont résumées dans leurs grandes lignes et évoluent ; pour toute opération, faites-vous accompagner par des avocats et des fiscalistes qualifiés en Israël et dans votre pays.

## Avant de commencer : cadrer la démarche

La profondeur de la due diligence doit être proportionnée à l'enjeu. Pour un ticket de business angel dans un tour d'amorçage, quelques jours de travail ciblé suffisent souvent ; pour un investissement important dans un tour de croissance, un audit juridique, financier et technique complet par des professionnels est la norme.

Quelques règles de méthode :

- **Demandez une data room organisée** : statuts, pacte d'actionnaires, table de capitalisation, contrats clés, comptes, documents de propriété intellectuelle, conventions d'aides publiques.
- **Croisez les sources** : ne vous contentez pas des déclarations des fondateurs. Appelez des clients, des anciens salariés, des co-investisseurs.
- **Identifiez l'investisseur principal** du tour : a-t-il mené sa propre due diligence, et acceptera-t-il d'en partager les conclusions ?
- **Notez les points ouverts** et faites-les traiter dans la documentation juridique (déclarations et garanties, conditions préalables) plutôt que de les laisser en suspens.

## 1. L'équipe

Au stade de l'amorçage, l'équipe représente l'essentiel de la valeur. En Israël, elle est souvent très technique et issue d'un petit nombre de viviers : universités (Technion, Institut Weizmann, Université hébraïque, Université de Tel Aviv), unités technologiques de l'armée (8200 et autres unités de renseignement ou de développement, programme Talpiot) et grandes entreprises locales.

Points à vérifier :

- **Le parcours réel des fondateurs** : postes occupés, réalisations vérifiables, entreprises créées ou vendues. Une ligne prestigieuse sur un CV ne dit rien du rôle exact de la personne ; demandez des références.
- **La complémentarité** : qui vend, qui construit, qui gère ? Une équipe exclusivement technique devra recruter rapidement un profil commercial.
- **La répartition géographique** : dans de nombreuses startups israéliennes, la R&D reste en Israël tandis que le directeur général ou l'équipe commerciale s'installe aux États-Unis. Ce modèle fonctionne, à condition que les deux pôles soient bien coordonnés.
- **L'engagement des fondateurs** : leurs actions sont-elles soumises à un calendrier d'acquisition progressive (*vesting*) ? Sont-ils à plein temps ?
- **Le risque de personne clé** : que se passe-t-il si un fondateur part ?
- **La continuité en cas de mobilisation** : une partie des salariés et des fondateurs peut être rappelée comme réservistes, parfois pour de longues périodes. La société a-t-elle documenté ses connaissances critiques et prévu des suppléances ?

## 2. La technologie et la propriété intellectuelle

C'est la section où les spécificités israéliennes sont les plus nombreuses.

### Qui possède vraiment la technologie ?

- **Cession des droits par les fondateurs et les salariés** : chaque personne ayant contribué au produit doit avoir signé un accord de cession de ses droits de propriété intellectuelle à la société. Vérifiez qu'aucun élément n'a été développé avant la création de la société sans être transféré ensuite.
- **Inventions de salariés** : le droit israélien des brevets prévoit un régime spécifique des inventions de salariés, qui peut ouvrir aux inventeurs un droit à rémunération. Les contrats de travail devraient contenir une renonciation explicite à ce droit ; son absence est un point à faire corriger.
- **Employeurs précédents** : les fondateurs ont-ils quitté un employeur ou un service sans emporter de code ou de savoir-faire protégé ? Une clause de non-concurrence ou de confidentialité peut être invoquée plus tard.
- **Technologies universitaires** : si la technologie vient d'une université, elle est généralement licenciée par sa société de transfert de technologie (Yissum pour l'Université hébraïque, Yeda pour l'Institut Weizmann, Ramot pour l'Université de Tel Aviv, T3 pour le Technion). Lisez la licence : redevances, participation de l'université au capital, exclusivité, conditions de sous-licence et clauses applicables en cas de rachat.

### Les aides de l'Israel Innovation Authority

L'Autorité israélienne de l'innovation (*Israel Innovation Authority*, anciennement Bureau du scientifique en chef) cofinance la R&D de nombreuses startups. Ces aides sont précieuses, mais elles ne sont pas gratuites, et leurs conditions peuvent peser sur la valeur de la société. Dans leurs grandes lignes :

- **Des redevances** : la société rembourse l'aide sous forme de redevances calculées sur le chiffre d'affaires issu des produits financés, jusqu'au remboursement du montant reçu, majoré d'intérêts.
- **Le savoir-faire reste en Israël** : la technologie développée avec le soutien de l'Autorité ne peut en principe pas être transférée hors d'Israël sans autorisation. Un transfert autorisé, par exemple lors d'un rachat par un groupe étranger, peut donner lieu au paiement d'une somme pouvant atteindre plusieurs fois le montant des aides perçues.
- **La production à l'étranger** est également encadrée et peut entraîner une hausse des redevances.
- **Les changements d'actionnariat** : l'arrivée d'un investisseur étranger au-delà de certains seuils peut donner lieu à une notification et à un engagement de respecter ces règles.

Demandez la liste des programmes dont la société a bénéficié, les montants reçus, les redevances déjà versées et le montant restant dû. Intégrez ces obligations dans votre évaluation : elles réduisent le prix qu'un acquéreur étranger sera prêt à payer.

### La qualité technique

- **Revue de l'architecture et du code** par un expert indépendant pour les investissements importants : capacité à passer à l'échelle, dette technique, sécurité.
- **Logiciels libres** : inventaire des composants open source et de leurs licences. Certaines licences imposent de publier le code qui les intègre.
- **Données et IA** : d'où viennent les données d'entraînement ? La société a-t-elle le droit de les utiliser commercialement ? Dépend-elle d'un fournisseur de modèles unique ?
- **Brevets** : demandes déposées, pays couverts, titulaires inscrits. Un brevet n'est utile que s'il protège ce qui crée réellement de la valeur.

## 3. Le marché et la traction

Le marché intérieur israélien étant petit, la plupart des startups visent d'emblée les États-Unis et l'Europe. La question centrale est donc la capacité de la société à vendre loin de sa base.

- **Le client cible** : qui achète, qui utilise, qui signe ? Le problème résolu est-il prioritaire pour ce client ?
- **La taille du marché** : privilégiez une estimation ascendante (nombre de clients potentiels multiplié par le prix) aux grands chiffres de cabinets d'études.
- **La traction réelle** : distinguez les clients payants des projets pilotes gratuits, et les contrats signés des lettres d'intention.
- **Les indicateurs** (pour une société qui vend des abonnements) : revenus récurrents annuels, rétention nette des revenus, marge brute, coût d'acquisition d'un client et délai de retour sur ce coût, taux d'attrition. Demandez les données brutes par client, pas seulement les agrégats.
- **La concentration** : quelle part du chiffre d'affaires représentent les trois premiers clients ?
- **La concurrence** : en Israël, il est fréquent que plusieurs startups, parfois fondées par d'anciens collègues, s'attaquent à la même niche. Cartographiez-les, ainsi que les grands éditeurs susceptibles d'intégrer la fonctionnalité à leur offre.
- **Les appels clients** : parlez à trois à cinq clients, dont au moins un choisi par vous et non par la société.

Pour situer la société dans son secteur, consultez les pages de notre annuaire, accessibles depuis la liste des [secteurs](/categories).

## 4. La table de capitalisation, les SAFE et les instruments convertibles

La table de capitalisation dit qui possède quoi aujourd'hui et, surtout, qui possédera quoi demain.

### Raisonner en base entièrement diluée

Demandez une table *fully diluted* qui inclut toutes les actions, les options attribuées et non attribuées, les bons de souscription et la conversion de tous les instruments convertibles. Vérifiez qu'elle correspond au registre des actionnaires et aux décisions du conseil.

### Les plans d'options des salariés

Les salariés israéliens reçoivent généralement leurs options dans le cadre de la section 102 de l'ordonnance fiscale israélienne, qui permet, sous conditions et via un dépositaire (*trustee*), une imposition favorable au moment de la cession. Les salariés établis hors d'Israël relèvent de sous-plans adaptés à leur pays. Vérifiez la taille de la réserve d'options, les attributions promises mais non formalisées et les clauses d'accélération en cas de rachat.

### SAFE et prêts convertibles

Les premiers tours sont souvent financés par des SAFE (*Simple Agreement for Future Equity*, modèle popularisé par Y Combinator, parfois adapté au droit israélien) ou par des prêts convertibles (*convertible loan agreements*), très répandus en Israël. Pour chaque instrument, relevez :

- le plafond de valorisation (*cap*) et la décote appliqués à la conversion ;
- le caractère pré-money ou post-money du plafond, qui change fortement la dilution ;
- pour les prêts convertibles, le taux d'intérêt, l'échéance et ce qui se passe si aucun tour n'intervient avant celle-ci ;
- les clauses de la nation la plus favorisée et les droits accordés aux porteurs.

Simulez la conversion de tous ces instruments lors du prochain tour : l'accumulation de SAFE à des conditions différentes réserve parfois de mauvaises surprises aux fondateurs comme aux nouveaux investisseurs.

### Les droits attachés aux actions de préférence

- **Préférence de liquidation** : une préférence simple (1x) non participative est le standard ; des multiples plus élevés ou une participation réduisent ce que touchent les autres actionnaires lors d'une vente.
- **Clause anti-dilution** : la moyenne pondérée large est la norme ; une protection intégrale (*full ratchet*) est un signal défavorable.
- **Gouvernance** : composition du conseil, droits de veto, droits d'information, droit de préemption sur les tours suivants.

Les sociétés israéliennes sont régies par la loi sur les sociétés de 1999 ; leurs statuts (*articles of association*) intègrent généralement ces droits, qu'il faut lire en détail.

## 5. La structure juridique et le « Delaware flip »

Beaucoup de startups israéliennes naissent sous la forme d'une société à responsabilité limitée de droit israélien. Lorsqu'elles lèvent des fonds auprès d'investisseurs américains ou se préparent à une cotation aux États-Unis, certaines réorganisent leur structure : c'est le *Delaware flip*.

### Le principe

Une société mère est créée dans l'État du Delaware. Les actionnaires de la société israélienne échangent leurs actions contre des actions de la société mère, et la société israélienne devient une filiale, qui conserve généralement la R&D et les salariés israéliens. Les investisseurs américains retrouvent ainsi un cadre juridique qu'ils connaissent.

### Les points à vérifier, en termes généraux

- **La fiscalité de l'échange** : en Israël, l'échange d'actions peut être imposable ; les opérations de ce type sont en général réalisées après obtention d'une décision de l'administration fiscale israélienne permettant de différer l'impôt, sous conditions, notamment de durée de détention. Demandez cette décision et vérifiez que ses conditions sont respectées.
- **La localisation de la propriété intellectuelle** : si la technologie est transférée de la filiale israélienne vers la société mère, ce transfert peut générer un impôt important en Israël. Beaucoup de structures laissent donc la propriété intellectuelle en Israël, la filiale facturant ses services à la société mère selon des prix de transfert documentés.
- **Les aides de l'Israel Innovation Authority** : la réorganisation et tout transfert de savoir-faire financé doivent respecter les règles de l'Autorité, avec les autorisations nécessaires.
- **Les plans d'options** : les options des salariés israéliens doivent être remplacées par des options de la société mère sans perdre le bénéfice du régime fiscal de la section 102.
- **Les régimes d'incitation fiscale** : la filiale israélienne peut bénéficier de taux réduits au titre de la loi sur l'encouragement des investissements en capital ; vérifiez les conditions et leur pérennité après la réorganisation.

Une structure déjà « flippée » n'est pas un défaut, au contraire ; mais une réorganisation mal documentée peut faire naître un passif fiscal qui apparaîtra au moment du rachat.

## 6. Les aspects juridiques et réglementaires

- **Documents sociaux** : extrait du registre des sociétés israélien, statuts à jour, registre des actionnaires, procès-verbaux du conseil et des assemblées.
- **Droit du travail** : contrats écrits, cotisations de retraite obligatoires, provisions pour indemnités de licenciement (souvent gérées via le mécanisme de la section 14 de la loi sur les indemnités de licenciement), requalification possible de prestataires en salariés, notamment à l'étranger.
- **Protection des données** : conformité à la loi israélienne sur la protection de la vie privée et, si la société traite des données de résidents européens, au RGPD. Israël bénéficie d'une décision d'adéquation de la Commission européenne, ce qui facilite les transferts de données depuis l'Union, sans dispenser la société de ses propres obligations.
- **Contrôle des exportations** : les produits de cybersécurité, de chiffrement ou à double usage peuvent nécessiter des licences d'exportation délivrées par le ministère de la Défense. Vérifiez les licences et les pays clients.
- **Réglementation sectorielle** : autorisations de la Banque d'Israël ou des autorités financières israéliennes pour une FinTech, autorisations de la FDA ou marquage CE pour un dispositif médical.
- **Contrats clés** : clauses de changement de contrôle, exclusivités, limitations de responsabilité, conditions de résiliation des principaux clients et fournisseurs.
- **Contentieux** : litiges en cours ou menacés, notamment avec d'anciens associés, salariés ou employeurs.

## 7. Les finances

- **Les comptes** : les sociétés israéliennes font certifier leurs comptes par des cabinets d'audit, dont les filiales locales des grands réseaux internationaux (Kesselman & Kesselman pour PwC, Kost Forer Gabbay & Kasierer pour EY, Somekh Chaikin pour KPMG, Brightman Almagor Zohar pour Deloitte). Demandez les derniers comptes audités et les comptes de gestion récents.
- **La consommation de trésorerie et l'autonomie** : combien la société dépense-t-elle chaque mois, et combien de mois peut-elle tenir sans nouvelle levée ? Une autonomie de moins d'un an au moment de votre investissement vous exposera rapidement à un nouveau tour.
- **Le risque de change** : les revenus et les levées sont le plus souvent en dollars, tandis que les salaires et les loyers sont payés en shekels. Une appréciation du shekel augmente les coûts exprimés en dollars. La société a-t-elle une politique de couverture ?
- **Le coût des talents** : les salaires des ingénieurs en Israël sont élevés et la concurrence des grands groupes pour les recruter est forte ; vérifiez que le plan de recrutement est réaliste.
- **Les passifs cachés** : redevances dues à l'Israel Innovation Authority, indemnités de licenciement non provisionnées, engagements de rémunération variable, litiges fiscaux.
- **La reconnaissance du chiffre d'affaires** : revenus différés, contrats pluriannuels, remises, revenus non récurrents présentés comme récurrents.
- **Le plan d'affaires** : les hypothèses de croissance sont-elles cohérentes avec l'historique et avec les capacités commerciales actuelles ?

## 8. Le contexte géopolitique et la continuité d'activité

Le risque géopolitique ne se supprime pas, mais il se gère. Depuis octobre 2023, les startups israéliennes ont dû fonctionner avec des absences prolongées de réservistes, des perturbations des déplacements et l'inquiétude de certains clients. La plupart ont continué à livrer. Interrogez la société sur :

- son plan de continuité d'activité et la manière dont elle l'a appliqué ;
- la répartition de ses équipes et de ses infrastructures entre plusieurs pays ;
- la sauvegarde et l'hébergement de ses données et de ses services ;
- la façon dont elle a communiqué avec ses clients pendant les périodes de crise.

Notre article sur les [secteurs les plus résilients face aux crises](/blog/secteurs-resilients-crise) montre quels modèles ont le mieux résisté.

## La liste de contrôle récapitulative

1. Parcours des fondateurs vérifié et références prises.
2. Vesting des fondateurs et plan de continuité en cas de mobilisation.
3. Cession de la propriété intellectuelle signée par tous les contributeurs, avec renonciation à la rémunération des inventions de salariés.
4. Licences universitaires et licences open source analysées.
5. Aides de l'Israel Innovation Authority recensées, redevances restantes et restrictions de transfert évaluées.
6. Traction vérifiée par des appels clients et des données par client.
7. Table de capitalisation entièrement diluée, conversion des SAFE et prêts convertibles simulée.
8. Préférences de liquidation, anti-dilution et gouvernance comprises.
9. Structure juridique, éventuel Delaware flip et décision fiscale correspondante examinés.
10. Conformité sociale, protection des données et contrôle des exportations vérifiés.
11. Comptes audités, autonomie de trésorerie, exposition au shekel et passifs cachés analysés.
12. Points ouverts traités dans la documentation juridique du tour.

## Les signaux d'alerte

- Des fondateurs qui refusent de partager la table de capitalisation ou les contrats clés.
- Une propriété intellectuelle détenue en partie par un fondateur, une université ou un ancien employeur sans accord clair.
- Des aides publiques dont la société ne connaît pas précisément les obligations.
- Une accumulation de SAFE ou de prêts convertibles dont personne n'a simulé la conversion.
- Des clients « références » qui sont en réalité des pilotes gratuits.
- Une autonomie de trésorerie de quelques mois présentée comme confortable.
- Un investisseur principal absent ou qui ne réinvestit pas.

## Pour aller plus loin

Une due diligence rigoureuse ne supprime pas le risque, mais elle évite les erreurs les plus coûteuses. Pour choisir un secteur, parcourez les [secteurs de notre annuaire](/categories) ; pour identifier des entreprises, lisez notre sélection des [startups israéliennes les plus prometteuses en 2025](/blog/startups-prometteuses-2025) et les autres articles du [blog](/blog). Une question sur ce guide ? [Contactez-nous](/contact).`

export const evaluerStartupGuide: Article = {
  id: 'guide-2',
  slug: 'evaluer-startup-israelienne',
  title: 'Évaluer une startup israélienne : le guide de la due diligence',
  excerpt:
    "Équipe, technologie et propriété intellectuelle, aides de l'Israel Innovation Authority, SAFE et prêts convertibles, Delaware flip, droit et finances : une liste de contrôle pratique pour évaluer une startup israélienne avant d'investir.",
  metaTitle: 'Évaluer une startup israélienne : guide de la due diligence',
  metaDescription:
    "Due diligence d'une startup israélienne : équipe, propriété intellectuelle, aides de l'Israel Innovation Authority, cap table, Delaware flip et finances.",
  content,
  authorId: 'pole-investissement',
  publishedAt: '2025-01-09',
  readTime: 12,
  category: 'Investissement',
  tags: ['Due diligence', 'Investissement', 'Israel Innovation Authority', 'Propriété intellectuelle', 'Delaware flip', 'SAFE'],
  featured: false,
  coverImage: {
    src: '/images/guides/evaluer-startup-israelienne.svg',
    width: 1200,
    height: 630,
    alt: "Illustration abstraite : une loupe stylisée au-dessus d'une grille de cases cochées, évoquant l'analyse méthodique d'un dossier",
  },
  faq: [
    {
      question: 'Combien de temps dure une due diligence ?',
      answer:
        "Cela dépend du montant et du stade. Pour un ticket de business angel dans un tour d'amorçage, quelques jours de vérifications ciblées suffisent souvent. Pour un investissement important dans un tour de croissance, l'audit juridique, financier et technique mené par des professionnels prend plusieurs semaines.",
    },
    {
      question: "Les aides de l'Israel Innovation Authority sont-elles un point négatif ?",
      answer:
        "Non, elles témoignent souvent d'un projet technique jugé sérieux et réduisent la dilution. Mais elles impliquent des redevances et encadrent le transfert à l'étranger du savoir-faire financé, ce qui peut renchérir une acquisition par un groupe étranger. Il faut donc les recenser et les intégrer à l'évaluation.",
    },
    {
      question: "Qu'est-ce qu'un Delaware flip ?",
      answer:
        "C'est la réorganisation par laquelle une société mère est créée dans l'État américain du Delaware : les actionnaires de la société israélienne échangent leurs actions contre celles de la société mère, et la société israélienne devient sa filiale. L'opération facilite les levées auprès d'investisseurs américains, mais ses conséquences fiscales doivent être maîtrisées.",
    },
  ],
}
