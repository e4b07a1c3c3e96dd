import type { Article } from '../schema.ts'

/** Premium guide 3, shown at /guides/entreprendre-en-israel. */
export const entreprendreEnIsraelGuide: Article = {
  id: 'guide-3',
  slug: 'entreprendre-en-israel',
  title: 'Entreprendre en Israël : le guide du fondateur francophone',
  excerpt:
    "Création de société, aides de l'Autorité israélienne de l'innovation, incubateurs, recrutement, installation et culture d'affaires : les étapes et les interlocuteurs à connaître pour lancer sa startup en Israël.",
  metaTitle: 'Entreprendre en Israël : guide du fondateur francophone',
  metaDescription:
    "Créer sa startup en Israël : structure juridique, Autorité de l'innovation, incubateurs, recrutement, visas et culture d'affaires, expliqués aux francophones.",
  content: `
Israël attire depuis longtemps des fondateurs venus du monde entier, et la communauté francophone y est particulièrement présente. Créer sa startup à Tel-Aviv, Jérusalem ou Haïfa donne accès à un vivier d'ingénieurs réputé, à des investisseurs habitués au risque et à un écosystème dense où l'on obtient vite un rendez-vous. Mais l'aventure demande de la préparation : droit des sociétés, aides publiques, recrutement, statut personnel et codes culturels diffèrent sensiblement de ce que l'on connaît en France, en Belgique, en Suisse ou au Canada.

Ce guide rassemble l'essentiel pour un fondateur francophone qui envisage de lancer une entreprise technologique en Israël. Il ne remplace pas l'avis d'un avocat, d'un expert-comptable ou d'un conseiller fiscal : les règles israéliennes évoluent régulièrement, et chaque situation personnelle est différente. Nous indiquons au fil du texte les organismes officiels à consulter.

## Pourquoi créer sa startup en Israël ?

Le premier atout est humain. Les universités israéliennes (Technion, université de Tel-Aviv, université hébraïque de Jérusalem, Institut Weizmann, université Ben Gourion) forment des ingénieurs de haut niveau. Les unités technologiques de l'armée, dont la plus connue est l'unité 8200, donnent à de jeunes appelés une expérience concrète de projets complexes, et beaucoup de fondateurs s'y sont rencontrés.

Le deuxième atout est la densité de l'écosystème. Sur un territoire réduit, on trouve des centaines de fonds et de programmes d'accompagnement, ainsi que les centres de R&D de la plupart des grands groupes technologiques mondiaux. Un fondateur peut rencontrer dans la même semaine un investisseur, un business angel et un premier client potentiel.

Le troisième atout est l'orientation internationale. Le marché intérieur, d'une dizaine de millions d'habitants, est trop petit : les startups israéliennes pensent dès le départ à l'export, surtout vers les États-Unis. Votre connaissance du marché européen, de ses langues et de ses réglementations peut donc être un avantage réel.

Il faut aussi regarder les contraintes en face : coût de la vie élevé, salaires d'ingénieurs élevés, administration en hébreu et contexte sécuritaire qui peut peser sur l'activité et la disponibilité des équipes.

## Avant de partir : clarifier son projet

Avant de choisir une structure juridique, posez-vous quelques questions simples. Où seront vos clients, votre équipe de recherche et développement, vos premiers financeurs ? Allez-vous vous installer en Israël ou piloter une équipe israélienne depuis l'Europe ? Les réponses déterminent la forme de votre société, les aides accessibles et votre situation fiscale.

Trois configurations reviennent souvent : une startup créée en Israël par un fondateur installé sur place ; une entreprise européenne qui ouvre un centre de R&D en Israël ; des cofondateurs répartis entre les deux, avec une société mère dans un pays et une filiale dans l'autre.

Prenez le temps d'explorer l'écosystème avant de vous lancer. Parcourir les [secteurs d'activité](/categories) et la [liste des startups](/startups) de ce site permet de repérer les concurrents et les partenaires possibles. Un séjour de repérage de quelques semaines, rythmé par des rendez-vous, vaut souvent mieux que des mois d'études à distance.

## Choisir la structure juridique

### La société israélienne à responsabilité limitée

La forme la plus courante pour une startup est la société privée à responsabilité limitée, reconnaissable à la mention « Ltd » en anglais ou « בע״מ » en hébreu. Elle est immatriculée auprès du registre des sociétés, rattaché à l'Autorité des sociétés (Israeli Corporations Authority) du ministère de la Justice. La création peut se faire en quelques jours lorsque le dossier est complet : dénomination sociale, statuts, identité des actionnaires et des administrateurs, répartition du capital. En pratique, la demande est presque toujours préparée par un avocat israélien, qui certifie les signatures des fondateurs.

Une fois la société immatriculée, elle doit s'enregistrer auprès de l'Autorité fiscale israélienne (Israel Tax Authority) pour l'impôt sur les sociétés et la TVA, et auprès de l'Institut national d'assurance (Bituah Leumi) dès qu'elle emploie des salariés. Un expert-comptable local est indispensable : la comptabilité, les déclarations périodiques et la paie obéissent à des règles précises, et les échanges avec l'administration se font largement en hébreu.

Soignez le pacte d'associés dès le départ : répartition du capital entre cofondateurs, acquisition progressive des actions (vesting), sort des parts en cas de départ, propriété intellectuelle apportée à la société. Les investisseurs l'examineront de près lors de la due diligence, comme nous l'expliquons dans notre guide [Évaluer une startup israélienne](/guides/evaluer-startup-israelienne).

### Le statut d'indépendant pour tester un projet

Certains fondateurs commencent comme travailleurs indépendants, sous le statut d'« osek patour », réservé aux petits chiffres d'affaires et dispensé de TVA, ou d'« osek moursé », qui facture la TVA. Ces statuts conviennent à une phase de test, pas à une levée de fonds : un investisseur achète des actions, ce qui suppose une société. Les seuils changent régulièrement ; vérifiez-les auprès de l'Autorité fiscale.

### La structure avec une société mère à l'étranger

Beaucoup de startups israéliennes qui visent des investisseurs américains adoptent une structure dite « flip » : une société mère, souvent une société du Delaware aux États-Unis, détient une filiale israélienne qui emploie l'équipe et mène la recherche et développement. Cette organisation rassure certains fonds étrangers et peut faciliter une future introduction en bourse ou un rachat.

Elle n'a rien d'obligatoire et comporte des coûts : double comptabilité, prix de transfert entre la mère et la filiale, et conséquences fiscales en Israël lorsque la propriété intellectuelle ou les actions changent de mains. La réorganisation d'une société existante nécessite en général une décision préalable de l'Autorité fiscale israélienne. Pour un fondateur européen, une société mère française ou européenne avec une filiale israélienne peut être plus cohérente si vos clients et vos premiers investisseurs sont en Europe. Faites valider le schéma par des conseils dans chacun des pays concernés.

### Banque et budget de départ

L'ouverture d'un compte bancaire d'entreprise peut prendre du temps, car les banques israéliennes contrôlent strictement l'origine des fonds et l'identité des actionnaires, surtout lorsqu'ils résident à l'étranger. Préparez vos documents à l'avance et prévoyez un budget pour l'avocat, l'expert-comptable et les premiers mois de fonctionnement.

## Financer les débuts : aides publiques et capital

### L'Autorité israélienne de l'innovation

L'Autorité israélienne de l'innovation (Israel Innovation Authority), qui a succédé en 2016 au bureau du scientifique en chef du ministère de l'Économie, est l'acteur public central du financement de l'innovation. Elle propose plusieurs familles de programmes, dont les noms et les conditions évoluent d'une année sur l'autre :

- des aides aux tout premiers stades, destinées aux entrepreneurs qui doivent valider une idée ou construire un prototype ;
- le fonds de recherche et développement, qui finance une partie des dépenses de R&D approuvées d'une entreprise israélienne ;
- le programme des incubateurs technologiques, qui associe un financement public et l'investissement d'incubateurs privés agréés ;
- des programmes thématiques ou régionaux, par exemple pour les entreprises installées en périphérie ou dans des domaines jugés prioritaires ;
- des programmes de coopération internationale.

Le principe général de ces aides mérite d'être bien compris. Il s'agit le plus souvent de subventions conditionnelles : l'entreprise ne rembourse rien si le projet échoue, mais verse des redevances, calculées sur son chiffre d'affaires, lorsque les produits issus de la recherche financée génèrent des revenus, jusqu'au remboursement de l'aide. Surtout, la loi israélienne sur la recherche et développement encadre le transfert hors d'Israël du savoir-faire et de la production issus de projets financés : il nécessite une autorisation et peut entraîner un paiement. C'est un point que les investisseurs et les acheteurs potentiels examinent systématiquement.

Consultez directement le site de l'Autorité de l'innovation pour connaître les programmes ouverts, les critères d'éligibilité et les calendriers en vigueur.

### Programmes bilatéraux et européens

Israël est associé aux programmes-cadres européens de recherche et d'innovation, dont Horizon Europe, ce qui permet à des entités israéliennes de participer à des consortiums européens. L'Autorité de l'innovation pilote aussi des accords de coopération industrielle bilatéraux avec de nombreux pays et la participation d'Israël au réseau Eureka. La fondation binationale BIRD finance depuis la fin des années 1970 des projets communs israélo-américains.

Pour un fondateur francophone, ces dispositifs sont intéressants lorsqu'un projet associe une entité israélienne et une entité européenne. En France, Bpifrance est l'interlocuteur naturel pour les coopérations franco-israéliennes ; vérifiez auprès d'elle et de l'Autorité de l'innovation quels appels à projets sont ouverts.

### Business angels, fonds d'amorçage et capital-risque

Le capital privé reste la principale source de financement des startups. Les tours de table suivent en grande partie les pratiques américaines : pré-amorçage et amorçage, puis séries A, B et au-delà. Les instruments convertibles, comme les SAFE, sont courants aux premiers stades. Le pays compte de nombreux fonds locaux, parmi lesquels Pitango, Vertex Ventures Israel, Aleph, TLV Partners ou Glilot Capital Partners, ainsi que des studios qui co-créent des entreprises, comme Team8 dans la cybersécurité. Des fonds américains et européens investissent aussi régulièrement en Israël, et la plateforme OurCrowd, basée à Jérusalem, permet à des investisseurs agréés de participer à des tours de table.

Les introductions comptent beaucoup : un fondateur déjà financé qui vous recommande ouvre plus de portes qu'un courriel non sollicité. Attendez-vous à des questions directes sur le marché, la concurrence et la capacité de l'équipe à vendre aux États-Unis ou en Europe. Votre réseau d'investisseurs européens peut utilement compléter un tour mené par un fonds israélien.

Si vous êtes de l'autre côté de la table, notre article [Comment investir dans une startup israélienne](/comment-investir-startup-israelienne) présente les voies d'investissement disponibles.

## Incubateurs, accélérateurs et transfert de technologie

L'écosystème offre de nombreuses structures d'accompagnement, de nature très différente.

Les **incubateurs technologiques agréés** par l'Autorité de l'innovation accompagnent des projets à forte composante technologique, souvent dans les sciences de la vie ou le matériel. Ils apportent un financement mêlant fonds publics et investissement de l'incubateur, des locaux et un suivi rapproché, en échange d'une participation au capital.

Les **accélérateurs** proposent des programmes de quelques mois : mentorat, mises en relation avec des clients et des investisseurs, parfois un petit investissement. Certains sont gérés par de grands groupes technologiques, des banques, des assureurs ou des constructeurs automobiles qui cherchent des partenaires ; d'autres par des réseaux d'anciens, comme le programme 8200 EISP lié aux anciens de l'unité 8200. Avant de vous engager, vérifiez ce que le programme demande en contrepartie, notamment en capital ou en exclusivité.

Les **sociétés de transfert de technologie** sont incontournables si votre projet repose sur une invention académique. Yissum pour l'université hébraïque, Ramot pour l'université de Tel-Aviv, Yeda pour l'Institut Weizmann, T3 pour le Technion ou BGN Technologies pour l'université Ben Gourion concèdent des licences sur les brevets issus des laboratoires. Les conditions de licence se négocient et pèseront sur vos futurs tours de table.

Enfin, l'organisation à but non lucratif Start-Up Nation Central, qui publie une base de données de l'écosystème, est un point de repère utile pour cartographier un secteur.

## Recruter son équipe

Le recrutement est souvent le défi le plus difficile. Les ingénieurs expérimentés sont très demandés et bien payés : une jeune entreprise doit convaincre par son projet, ses fondateurs et sa politique d'actionnariat salarié.

Quelques éléments du droit du travail israélien à connaître, en termes généraux :

- les cotisations de retraite sont obligatoires pour les salariés, avec une part versée par l'employeur et une part par le salarié ;
- un fonds d'épargne à moyen terme, la « keren hishtalmout », est un avantage très répandu dans la tech, et souvent attendu par les candidats ;
- en cas de licenciement, la loi prévoit un préavis et, sous conditions, une indemnité de départ ; des mécanismes permettent de couvrir cette indemnité par les cotisations versées au fil du temps ;
- les options de souscription d'actions sont le plus souvent attribuées dans le cadre de l'article 102 du code des impôts, qui prévoit un traitement fiscal avantageux lorsque les titres sont détenus par un fiduciaire pendant une durée minimale.

Ces règles comportent de nombreuses exceptions et évoluent régulièrement. Faites rédiger vos contrats de travail et votre plan d'options par un avocat spécialisé, et appuyez-vous sur un prestataire de paie local.

Plusieurs réalités du marché du travail surprennent les fondateurs venus d'Europe. La semaine de travail va généralement du dimanche au jeudi, le vendredi étant une demi-journée ou un jour de repos. Une partie des salariés effectue des périodes de réserve dans l'armée, parfois longues et décidées à court terme : un bon plan de continuité et une documentation partagée sont indispensables. Les fêtes juives d'automne ralentissent fortement l'activité pendant plusieurs semaines, au point que l'expression « après les fêtes » sert couramment à reporter une décision.

Beaucoup de startups combinent une équipe de R&D en Israël et des équipes commerciales aux États-Unis ou en Europe. Pour un fondateur francophone, recruter des commerciaux en France, en Belgique ou en Suisse tout en gardant la technique en Israël est une configuration classique, à condition de respecter le droit du travail de chaque pays.

## S'installer : visas, statut et vie pratique

La situation personnelle du fondateur dépend d'abord de sa nationalité. Les conditions exactes changent régulièrement et doivent être vérifiées auprès des organismes officiels.

### Citoyens israéliens et nouveaux immigrants

Les personnes qui remplissent les conditions de la loi du retour peuvent obtenir la nationalité israélienne en faisant leur alyah. Depuis la France, la démarche passe généralement par l'Agence juive, puis par le ministère de l'Alyah et de l'Intégration une fois sur place. Les nouveaux immigrants bénéficient d'un accompagnement à l'installation : aide financière pendant les premiers mois, cours d'hébreu (oulpan) et dispositifs de soutien à l'entrepreneuriat. Certains avantages, notamment fiscaux, sont temporaires et leurs conditions ont évolué ces dernières années ; renseignez-vous avant de fixer votre date d'arrivée.

### Entrepreneurs étrangers

Un entrepreneur qui ne peut pas devenir citoyen doit disposer d'un visa adapté, délivré par l'Autorité de la population et de l'immigration. Des dispositifs ont été créés pour la tech, par exemple un visa permettant à des entrepreneurs étrangers de développer leur projet en Israël pendant une durée limitée, avec l'appui d'une organisation d'accueil reconnue par l'Autorité de l'innovation, ou une procédure accélérée pour recruter des experts étrangers. Leurs modalités dépendent des décisions gouvernementales : consultez ces deux autorités avant tout projet et prévoyez des délais.

### Fiscalité personnelle et protection sociale

La résidence fiscale se détermine selon les critères de chaque pays et peut être contestée si vous gardez des liens forts avec votre pays d'origine. Une convention fiscale entre la France et Israël vise à éviter les doubles impositions. Un conseiller qui connaît les deux systèmes vous évitera des erreurs coûteuses, notamment sur les plus-values de cession de vos actions.

Côté protection sociale, les résidents israéliens cotisent à l'Institut national d'assurance et s'affilient à l'une des caisses d'assurance maladie. Les Français qui s'installent à l'étranger peuvent aussi se tourner vers la Caisse des Français de l'étranger, et le CLEISS renseigne sur les accords de sécurité sociale entre la France et les autres pays. L'inscription au registre des Français établis hors de France, auprès du consulat, facilite les démarches administratives.

Sur le plan pratique, le logement est cher dans la région de Tel-Aviv. L'hébreu n'est pas indispensable dans la tech, où l'anglais domine, mais il simplifie beaucoup la vie quotidienne et les démarches administratives.

## Comprendre la culture d'affaires israélienne

La culture professionnelle israélienne est un moteur de l'écosystème, et une source de malentendus pour les nouveaux venus.

- **La franchise.** Le mot « dougri » désigne une manière directe de dire les choses. Un investisseur peut vous dire en cinq minutes que votre projet ne l'intéresse pas, ou critiquer votre présentation sans précaution oratoire. Ce n'est pas de l'impolitesse, mais un gain de temps.
- **La « houtzpa ».** L'audace, parfois déroutante, consiste à demander, à insister, à contester une décision ou un supérieur. Dans une startup, elle produit des débats vigoureux et une hiérarchie très plate.
- **La rapidité.** Les décisions se prennent vite et les plans changent. Pensez à confirmer par écrit ce qui a été convenu.
- **Le réseau.** Anciens de la même unité, de la même université ou de la même entreprise : les liens personnels comptent énormément.
- **Le rapport à l'échec.** Un premier projet qui n'a pas marché n'est pas un stigmate ; beaucoup de fondateurs financés en sont à leur deuxième ou troisième tentative.

Le fondateur francophone a intérêt à adopter ce rythme sans renoncer à ses atouts, comme la rigueur de préparation et la connaissance des marchés européens. L'usage des prénoms est général, y compris avec les dirigeants et les investisseurs.

## Où s'installer : les principaux pôles

- **Tel-Aviv** concentre une grande partie des startups, des fonds et des événements. C'est le choix naturel pour un projet logiciel qui a besoin de réseau.
- **Herzliya**, au nord de Tel-Aviv, accueille de nombreux sièges d'entreprises technologiques et de fonds dans sa zone d'affaires.
- **Jérusalem** s'appuie sur l'université hébraïque et sur des réussites comme [Mobileye](/startups/mobileye).
- **Haïfa**, autour du Technion et de grands centres de R&D, est forte en matériel, en semi-conducteurs et en ingénierie.
- **Beersheba**, avec l'université Ben Gourion et son parc technologique, s'est développée comme un pôle de cybersécurité.
- **Rehovot**, autour de l'Institut Weizmann et de la faculté d'agriculture de l'université hébraïque, attire des projets en sciences de la vie et en agroalimentaire.
- **Petah Tikva, Raanana, Yokneam** et d'autres villes accueillent aussi des parcs technologiques.

Le choix dépend de votre secteur : consultez les entreprises de votre domaine sur nos pages [sectorielles](/categories), par exemple la [cybersécurité](/category/cybersecurity) ou les [logiciels d'entreprise](/category/enterprise), pour voir où se trouvent vos pairs.

## Le réseau : événements, communautés et ressources

Plusieurs rendez-vous annuels structurent l'écosystème. La Cyber Week, organisée à l'université de Tel-Aviv, réunit le monde de la cybersécurité. DLD Tel Aviv est un festival consacré à l'innovation et aux startups. L'OurCrowd Global Investor Summit, à Jérusalem, rassemble investisseurs et entreprises. Notre page [événements](/categories/events) présente ces rendez-vous récurrents.

Au quotidien, les meetups thématiques sont nombreux, surtout à Tel-Aviv. La communauté francophone a aussi ses réseaux : associations d'entrepreneurs, chambres de commerce bilatérales, communauté French Tech Tel Aviv et bureau de Business France en Israël. Pour suivre l'actualité de l'écosystème, vous pouvez vous abonner à notre [newsletter hebdomadaire](/newsletter) et parcourir le [blog](/blog).

## Check-list du fondateur francophone

1. Valider le besoin et le marché cible, en Israël et à l'international, et étudier les concurrents déjà présents.
2. Définir où se trouveront les fondateurs, l'équipe de R&D, les clients et les investisseurs.
3. Choisir la structure juridique avec un avocat israélien et, si besoin, un conseil dans votre pays d'origine.
4. Signer un pacte d'associés clair : répartition du capital, vesting, propriété intellectuelle.
5. Vérifier votre statut personnel : nationalité, visa, résidence fiscale, protection sociale.
6. Ouvrir un compte bancaire et mandater un expert-comptable local.
7. Identifier les programmes de l'Autorité de l'innovation et les dispositifs bilatéraux qui correspondent à votre projet.
8. Construire votre réseau : incubateurs, accélérateurs, événements, fondateurs de votre secteur.
9. Préparer votre politique de recrutement et votre plan d'options.
10. Tenir compte du calendrier local : semaine du dimanche au jeudi, fêtes d'automne, périodes de réserve.

## En résumé

Entreprendre en Israël offre un accès exceptionnel aux talents, aux investisseurs et à une culture de l'innovation très rapide. Pour un fondateur francophone, la double culture est un véritable atout, à condition de bien préparer le volet juridique, fiscal et personnel. Entourez-vous de conseils locaux, vérifiez les règles en vigueur auprès des organismes officiels (Autorité de l'innovation, Autorité fiscale, Autorité de la population et de l'immigration, ministère de l'Alyah et de l'Intégration, consulat de France) et prenez le temps de comprendre le rythme de l'écosystème.

Vous avez une question sur ce guide, ou vous souhaitez faire connaître votre startup ? Écrivez-nous depuis la page [contact](/contact).
`,
  authorId: 'redaction',
  publishedAt: '2025-01-10',
  readTime: 15,
  category: 'Startups',
  tags: ['Entrepreneuriat', "Création d'entreprise", 'Israel Innovation Authority', 'Incubateurs', 'Recrutement', 'Expatriation'],
  featured: false,
  coverImage: {
    src: '/images/guides/entreprendre-en-israel.svg',
    width: 1200,
    height: 630,
    alt: "Illustration abstraite : des formes géométriques bleues et turquoise qui s'assemblent autour d'un point lumineux",
  },
  faq: [
    {
      question: 'Faut-il parler hébreu pour créer une startup en Israël ?',
      answer:
        "Non pour le travail quotidien dans la tech, où l'anglais domine. L'hébreu reste très utile pour les démarches administratives, la comptabilité et la vie courante ; un avocat et un expert-comptable locaux font le lien avec l'administration.",
    },
    {
      question: "Une société étrangère peut-elle bénéficier des aides de l'Autorité israélienne de l'innovation ?",
      answer:
        "Les programmes nationaux s'adressent en principe à des entreprises israéliennes menant leur recherche et développement en Israël ; une filiale israélienne peut donc y prétendre selon les conditions du programme. Des programmes de coopération bilatérale associent aussi des entreprises étrangères. Vérifiez l'éligibilité sur le site de l'Autorité de l'innovation.",
    },
    {
      question: 'Combien de temps faut-il pour immatriculer une société en Israël ?',
      answer:
        "L'immatriculation auprès du registre des sociétés peut prendre quelques jours lorsque le dossier est complet. Il faut ensuite compter l'enregistrement fiscal, l'ouverture d'un compte bancaire, souvent plus longue, et la rédaction du pacte d'associés.",
    },
    {
      question: 'Ce guide remplace-t-il un conseil juridique ou fiscal ?',
      answer:
        "Non. Il présente les grandes étapes de manière générale. Les règles sur les sociétés, les visas, la fiscalité et le droit du travail évoluent : faites-vous accompagner par des professionnels et consultez les organismes officiels cités.",
    },
  ],
}
