import type { LocalizedFaqItem } from './schema.ts'

/** FAQ of the home page (spec section 9: 5 items). */
export const homeFaq: LocalizedFaqItem[] = [
  {
    question: {
      fr: 'Pourquoi Israël est-il surnommé la « Start-up Nation » ?',
      en: 'Why is Israel called the "Start-up Nation"?',
      he: 'מדוע ישראל מכונה "אומת הסטארט-אפ"?',
    },
    answer: {
      fr: "L'expression vient du livre « Start-up Nation » de Dan Senor et Saul Singer, paru en 2009. Elle décrit un pays d'environ dix millions d'habitants qui compte une très forte densité de jeunes entreprises technologiques. Plusieurs facteurs l'expliquent : des dépenses de recherche et développement parmi les plus élevées au monde rapportées au PIB, des universités et instituts de recherche reconnus, des unités technologiques de l'armée qui forment des ingénieurs très tôt, une culture qui accepte l'échec et la présence de centres de R&D de nombreux grands groupes internationaux.",
      en: 'The phrase comes from the 2009 book "Start-up Nation" by Dan Senor and Saul Singer. It describes a country of about ten million people with a very high density of young technology companies. Several factors explain it: research and development spending that is among the highest in the world relative to GDP, renowned universities and research institutes, military technology units that train engineers early, a culture that tolerates failure, and R&D centres run by many large international groups.',
      he: 'הכינוי לקוח מהספר "אומת הסטארט-אפ" של דן סינור ושאול סינגר, שיצא לאור ב-2009. הוא מתאר מדינה שמונה כעשרה מיליון תושבים ובה ריכוז גבוה מאוד של חברות טכנולוגיה צעירות. כמה גורמים מסבירים זאת: השקעה במחקר ופיתוח שהיא מהגבוהות בעולם ביחס לתוצר, אוניברסיטאות ומכוני מחקר מוערכים, יחידות טכנולוגיות בצבא שמכשירות מהנדסים בגיל צעיר, תרבות שמקבלת כישלון ונוכחות של מרכזי פיתוח של תאגידים בינלאומיים רבים.',
    },
  },
  {
    question: {
      fr: 'Comment investir dans une startup israélienne depuis la France ou un autre pays francophone ?',
      en: 'How can I invest in an Israeli startup from France or another French-speaking country?',
      he: 'איך אפשר להשקיע בסטארט-אפ ישראלי מצרפת או ממדינה דוברת צרפתית אחרת?',
    },
    answer: {
      fr: "Plusieurs voies existent : souscrire à un fonds de capital-risque actif en Israël, passer par une plateforme d'investissement participatif ou un réseau de business angels, investir directement lors d'un tour de table, ou acheter en bourse des actions de sociétés israéliennes cotées à Tel-Aviv ou aux États-Unis. Chaque voie a ses propres règles, frais et risques, y compris le risque de perte totale. Notre guide « Comment investir dans une startup israélienne » détaille ces options ; il ne constitue pas un conseil en investissement.",
      en: 'There are several routes: committing to a venture capital fund active in Israel, using an equity crowdfunding platform or a business angel network, investing directly in a funding round, or buying shares of Israeli companies listed in Tel Aviv or in the United States. Each route has its own rules, fees and risks, including the risk of losing everything. Our guide "How to invest in an Israeli startup" explains these options; it is not investment advice.',
      he: 'יש כמה דרכים: השקעה בקרן הון סיכון הפעילה בישראל, שימוש בפלטפורמת מימון המונים או ברשת של משקיעים פרטיים (אנג׳לים), השקעה ישירה בסבב גיוס, או קניית מניות של חברות ישראליות הנסחרות בתל אביב או בארצות הברית. לכל דרך כללים, עמלות וסיכונים משלה, כולל הסיכון לאבד את כל הסכום. המדריך שלנו "איך להשקיע בסטארט-אפ ישראלי" מפרט את האפשרויות; הוא אינו מהווה ייעוץ השקעות.',
    },
  },
  {
    question: {
      fr: 'Quels sont les secteurs technologiques les plus développés en Israël ?',
      en: 'Which technology sectors are the most developed in Israel?',
      he: 'אילו תחומים טכנולוגיים מפותחים ביותר בישראל?',
    },
    answer: {
      fr: "La cybersécurité, les logiciels d'entreprise, l'intelligence artificielle, les technologies médicales et la fintech rassemblent une grande partie des entreprises. Le pays est aussi reconnu pour la mobilité, les semi-conducteurs, l'agriculture de précision et la gestion de l'eau. La page Catégories présente les 15 secteurs suivis par ce site, avec les entreprises référencées dans chacun.",
      en: 'Cybersecurity, enterprise software, artificial intelligence, medical technology and fintech account for a large share of companies. The country is also known for mobility, semiconductors, precision agriculture and water management. The Categories page presents the 15 sectors covered by this site, with the companies listed in each one.',
      he: 'סייבר, תוכנה ארגונית, בינה מלאכותית, טכנולוגיה רפואית ופינטק מרכזים חלק גדול מהחברות. המדינה ידועה גם בתחומי המוביליטי, המוליכים למחצה, החקלאות המדויקת וניהול המים. בעמוד הקטגוריות מוצגים 15 התחומים שהאתר מכסה, עם החברות הרשומות בכל אחד מהם.',
    },
  },
  {
    question: {
      fr: "D'où viennent les informations publiées sur les startups ?",
      en: 'Where does the information about the startups come from?',
      he: 'מאיפה מגיע המידע על הסטארט-אפים?',
    },
    answer: {
      fr: "Les faits de la plupart des fiches (nom, site, secteur, taille estimée, ville) viennent d'un registre ouvert des entreprises tech israéliennes, l'Israeli Tech Map. Ce que fait chaque entreprise est dit en quelques phrases écrites pour ce site, en français, en anglais et en hébreu, par des lecteurs qui ont lu sa fiche au registre en suivant un guide. Pour quelques centaines d'entreprises, la rédaction a vérifié les faits sur leurs sites, leurs communiqués et leurs rapports annuels. Lorsqu'un chiffre n'est pas établi, nous préférons ne pas l'afficher ; si vous repérez une erreur, signalez-la depuis la page Contact. La page Sources détaille chaque origine.",
      en: "The facts of most profiles (name, website, sector, estimated size, city) come from an open register of Israeli tech companies, the Israeli Tech Map. What each company does is told in a few sentences written for this site, in French, English and Hebrew, by readers who read its register entry following a guide. For a few hundred companies, our editors checked the facts against their websites, press releases and annual reports. When a figure cannot be confirmed, we prefer not to show it; if you spot an error, please report it through the Contact page. The Sources page explains each origin.",
      he: 'העובדות ברוב הפרופילים (שם, אתר, תחום, גודל משוער, עיר) מגיעות ממרשם פתוח של חברות הטכנולוגיה הישראליות, Israeli Tech Map. מה שכל חברה עושה מתואר בכמה משפטים שנכתבו עבור האתר, בצרפתית, באנגלית ובעברית, בידי קוראים שקראו את הרשומה שלה במרשם לפי מדריך. עבור כמה מאות חברות בדקה המערכת את העובדות מול האתרים שלהן, הודעות לעיתונות ודוחות שנתיים. כאשר לא ניתן לאמת נתון, אנו מעדיפים לא להציג אותו; אם מצאתם טעות, דווחו לנו דרך עמוד יצירת הקשר. עמוד המקורות מפרט כל מקור.',
    },
  },
  {
    question: {
      fr: 'Le site est-il gratuit ? Faut-il créer un compte ?',
      en: 'Is the site free? Do I need an account?',
      he: 'האם האתר חינמי? האם צריך לפתוח חשבון?',
    },
    answer: {
      fr: "Oui, le site est gratuit et tout son contenu est accessible sans inscription. Le compte est facultatif : il donne accès à un espace profil. Vous pouvez aussi vous abonner à la newsletter hebdomadaire ; l'inscription n'est effective qu'après confirmation de votre adresse e-mail, et chaque envoi contient un lien de désinscription.",
      en: 'Yes, the site is free and all of its content can be read without signing up. An account is optional and gives access to a profile area. You can also subscribe to the weekly newsletter; your subscription only takes effect once you confirm your e-mail address, and every issue contains an unsubscribe link.',
      he: 'כן, האתר חינמי וכל התוכן בו זמין ללא הרשמה. פתיחת חשבון היא אופציונלית ומעניקה גישה לאזור פרופיל אישי. ניתן גם להירשם לניוזלטר השבועי; ההרשמה נכנסת לתוקף רק לאחר אישור כתובת האימייל, וכל גיליון כולל קישור להסרה מהרשימה.',
    },
  },
]

/** Sector FAQ with answers specific to three sectors (spec section 9: 4 items each). */
export const sectorFaq: Record<'cybersecurity' | 'ai-bigdata' | 'medtech', LocalizedFaqItem[]> = {
  cybersecurity: [
    {
      question: {
        fr: 'Pourquoi Israël est-il un pôle mondial de la cybersécurité ?',
        en: 'Why is Israel a global cybersecurity hub?',
        he: 'מדוע ישראל היא מרכז עולמי של סייבר?',
      },
      answer: {
        fr: "Les unités de renseignement et de technologie de l'armée, comme l'unité 8200, forment chaque année des spécialistes dont beaucoup créent ensuite leur entreprise. À cela s'ajoutent des programmes universitaires dédiés, une autorité nationale chargée de la cyberdéfense (l'Israel National Cyber Directorate) et une histoire industrielle ancienne : Check Point, fondée en 1993, a été l'un des pionniers du pare-feu commercial.",
        en: "The army's intelligence and technology units, such as Unit 8200, train specialists every year, many of whom go on to found companies. Add dedicated university programmes, a national authority in charge of cyber defence (the Israel National Cyber Directorate) and a long industrial history: Check Point, founded in 1993, was one of the pioneers of the commercial firewall.",
        he: 'יחידות המודיעין והטכנולוגיה של צה״ל, כמו יחידה 8200, מכשירות מדי שנה מומחים שרבים מהם מקימים לאחר מכן חברות. לכך מצטרפים תוכניות אקדמיות ייעודיות, גוף לאומי האחראי על הגנת הסייבר (מערך הסייבר הלאומי) והיסטוריה תעשייתית ארוכה: Check Point, שנוסדה ב-1993, הייתה מהחלוצות של חומת האש המסחרית.',
      },
    },
    {
      question: {
        fr: 'Quels segments de la cybersécurité les startups israéliennes couvrent-elles ?',
        en: 'Which cybersecurity segments do Israeli startups cover?',
        he: 'באילו תחומי סייבר פועלים הסטארט-אפים הישראליים?',
      },
      answer: {
        fr: "Pratiquement tous : sécurité du cloud, gestion des identités et des accès privilégiés, protection des postes de travail, sécurité des applications et de la chaîne logicielle, protection des e-mails, sécurité des systèmes industriels et des véhicules, ou encore lutte contre la fraude en ligne. La liste des entreprises de cette page permet d'explorer ces différentes spécialités.",
        en: 'Almost all of them: cloud security, identity and privileged access management, endpoint protection, application and software supply chain security, e-mail protection, industrial and automotive security, and online fraud prevention. You can browse the companies on this page to find each speciality.',
        he: 'כמעט את כולם: אבטחת ענן, ניהול זהויות והרשאות מיוחסות, הגנה על תחנות קצה, אבטחת יישומים ושרשרת אספקת התוכנה, הגנה על אימייל, אבטחת מערכות תעשייתיות וכלי רכב, ומניעת הונאות מקוונות. ברשימת החברות בעמוד זה אפשר למצוא חברות לפי התמחות.',
      },
    },
    {
      question: {
        fr: 'Quelles sont les entreprises israéliennes de cybersécurité les plus connues ?',
        en: 'What are the best-known Israeli cybersecurity companies?',
        he: 'מהן חברות הסייבר הישראליות המוכרות ביותר?',
      },
      answer: {
        fr: "Check Point et CyberArk sont deux références historiques du secteur. D'autres entreprises nées en Israël, comme Wiz dans la sécurité du cloud ou SentinelOne dans la protection des postes de travail, ont connu une croissance rapide. Le secteur compte aussi de nombreuses sociétés rachetées par des groupes étrangers, ce qui alimente un cycle de réinvestissement des fondateurs dans de nouveaux projets.",
        en: 'Check Point and CyberArk are two long-standing references in the field. Other companies born in Israel, such as Wiz in cloud security or SentinelOne in endpoint protection, have grown quickly. The sector also includes many companies acquired by foreign groups, which fuels a cycle in which founders reinvest in new ventures.',
        he: 'שתי חברות ותיקות ומובילות בתחום הן Check Point ו־CyberArk. חברות אחרות שנולדו בישראל, כמו Wiz באבטחת ענן או SentinelOne בהגנה על תחנות קצה, צמחו במהירות. בתחום יש גם חברות רבות שנרכשו על ידי תאגידים זרים, וכך נוצר מעגל שבו מייסדים משקיעים מחדש במיזמים חדשים.',
      },
    },
    {
      question: {
        fr: "Où rencontrer l'écosystème cyber israélien ?",
        en: 'Where can I meet the Israeli cyber ecosystem?',
        he: 'היכן אפשר לפגוש את אקוסיסטם הסייבר הישראלי?',
      },
      answer: {
        fr: "La Cyber Week, organisée chaque année à l'université de Tel-Aviv, réunit chercheurs, entreprises, investisseurs et délégations officielles. Tel-Aviv et Herzliya concentrent une grande partie des sièges, tandis que Beersheba, autour de l'université Ben Gourion, s'est développée comme un pôle dédié. Les rencontres professionnelles (meetups) thématiques sont également nombreuses.",
        en: 'Cyber Week, held every year at Tel Aviv University, brings together researchers, companies, investors and official delegations. Tel Aviv and Herzliya host many of the headquarters, while Beersheba, around Ben-Gurion University, has developed into a dedicated hub. Themed professional meetups are also frequent.',
        he: 'שבוע הסייבר, המתקיים מדי שנה באוניברסיטת תל אביב, מפגיש חוקרים, חברות, משקיעים ומשלחות רשמיות. בתל אביב ובהרצליה נמצאים רבים מהמטות, ובאר שבע, סביב אוניברסיטת בן-גוריון, התפתחה למרכז ייעודי לתחום. מתקיימים גם מפגשים מקצועיים (מיטאפים) רבים בנושאים שונים.',
      },
    },
  ],
  'ai-bigdata': [
    {
      question: {
        fr: "Quels sont les points forts d'Israël en intelligence artificielle ?",
        en: "What are Israel's strengths in artificial intelligence?",
        he: 'מהן החוזקות של ישראל בתחום הבינה המלאכותית?',
      },
      answer: {
        fr: "La vision par ordinateur, illustrée par Mobileye dans l'aide à la conduite, le traitement du langage, avec des sociétés comme AI21 Labs, et les puces dédiées à l'IA, domaine dans lequel Intel a racheté Habana Labs en 2019. La recherche universitaire, notamment au Technion, à l'Institut Weizmann, à l'université hébraïque de Jérusalem et à l'université de Tel-Aviv, alimente ces entreprises en talents.",
        en: 'Computer vision, illustrated by Mobileye in driver assistance; language processing, with companies such as AI21 Labs; and AI chips, a field in which Intel acquired Habana Labs in 2019. University research, notably at the Technion, the Weizmann Institute, the Hebrew University of Jerusalem and Tel Aviv University, supplies these companies with talent.',
        he: 'ראייה ממוחשבת, כפי שמדגימה Mobileye בתחום הסיוע לנהג; עיבוד שפה, עם חברות כמו AI21 Labs; ושבבים ייעודיים לבינה מלאכותית, תחום שבו Intel רכשה את Habana Labs ב-2019. המחקר האקדמי, בין היתר בטכניון, במכון ויצמן, באוניברסיטה העברית ובאוניברסיטת תל אביב, מספק לחברות אלה כישרונות.',
      },
    },
    {
      question: {
        fr: 'Les grands groupes technologiques sont-ils présents en Israël ?',
        en: 'Are the big technology companies present in Israel?',
        he: 'האם חברות הטכנולוגיה הגדולות פעילות בישראל?',
      },
      answer: {
        fr: "Oui. Google, Microsoft, Intel, Nvidia, Apple et Amazon, entre autres, y ont des centres de recherche et développement, dont une partie travaille sur l'IA et les données. Nvidia y a renforcé sa présence après le rachat de Mellanox en 2020. Ces centres forment des ingénieurs qui, souvent, fondent ensuite leur propre startup.",
        en: 'Yes. Google, Microsoft, Intel, Nvidia, Apple and Amazon, among others, run research and development centres there, part of which work on AI and data. Nvidia expanded its presence after acquiring Mellanox in 2020. These centres train engineers who often go on to found their own startups.',
        he: 'כן. Google, Microsoft, Intel, Nvidia, Apple ו־Amazon, בין היתר, מפעילות בישראל מרכזי מחקר ופיתוח, שחלקם עוסקים בבינה מלאכותית ובנתונים. Nvidia הרחיבה את נוכחותה לאחר רכישת מלאנוקס ב-2020. מרכזים אלה מכשירים מהנדסים שלעיתים קרובות מקימים לאחר מכן סטארט-אפ משלהם.',
      },
    },
    {
      question: {
        fr: "Dans quels domaines les startups israéliennes appliquent-elles l'IA ?",
        en: 'In which fields do Israeli startups apply AI?',
        he: 'באילו תחומים סטארט-אפים ישראליים מיישמים בינה מלאכותית?',
      },
      answer: {
        fr: "Dans presque tous les secteurs : analyse des conversations commerciales, comme chez Gong, conduite autonome, imagerie médicale, détection des cybermenaces, lutte contre la fraude financière, agriculture de précision ou encore outils pour développeurs. Beaucoup d'entreprises ne vendent pas « de l'IA » en tant que telle, mais un produit métier dont l'IA est le moteur.",
        en: "In almost every sector: analysis of sales conversations, as at Gong, autonomous driving, medical imaging, cyber threat detection, financial fraud prevention, precision agriculture and developer tools. Many companies do not sell \"AI\" as such, but a business product powered by AI.",
        he: 'כמעט בכל התחומים: ניתוח שיחות מכירה, כמו ב-Gong, נהיגה אוטונומית, דימות רפואי, זיהוי איומי סייבר, מניעת הונאות פיננסיות, חקלאות מדויקת וכלים למפתחים. חברות רבות אינן מוכרות "בינה מלאכותית" כשלעצמה, אלא מוצר עסקי שהבינה המלאכותית היא המנוע שלו.',
      },
    },
    {
      question: {
        fr: "Que regarder avant d'investir dans une startup d'IA ?",
        en: 'What should I look at before investing in an AI startup?',
        he: 'מה כדאי לבדוק לפני השקעה בסטארט-אפ בינה מלאכותית?',
      },
      answer: {
        fr: "L'accès à des données propres et exclusives, la solidité de l'équipe technique, le coût du calcul et son effet sur les marges, la dépendance à des modèles fournis par des tiers, et la capacité à se différencier durablement. Notre guide de due diligence détaille ces points et les questions à poser aux fondateurs.",
        en: 'Access to proprietary and exclusive data, the strength of the technical team, the cost of compute and its effect on margins, dependence on third-party models, and the ability to stay differentiated over time. Our due diligence guide covers these points and the questions to ask founders.',
        he: 'גישה לנתונים ייחודיים ובלעדיים, חוזק הצוות הטכנולוגי, עלות כוח המחשוב והשפעתה על הרווחיות, תלות במודלים של צד שלישי ויכולת לשמור על בידול לאורך זמן. מדריך בדיקת הנאותות שלנו מפרט נקודות אלה ואת השאלות שכדאי לשאול את המייסדים.',
      },
    },
  ],
  medtech: [
    {
      question: {
        fr: 'Pourquoi Israël est-il fort dans les technologies médicales ?',
        en: 'Why is Israel strong in medical technology?',
        he: 'מדוע ישראל חזקה בתחום הטכנולוגיה הרפואית?',
      },
      answer: {
        fr: "Le pays combine des hôpitaux universitaires très actifs en recherche, des ingénieurs issus de l'électronique et de l'informatique, et un système de santé organisé autour de quatre caisses d'assurance maladie qui ont numérisé leurs dossiers médicaux depuis longtemps. Ces données, utilisées dans un cadre réglementé, favorisent la recherche et la santé numérique.",
        en: 'The country combines research-intensive university hospitals, engineers with backgrounds in electronics and software, and a healthcare system built around four health maintenance organisations that digitised their medical records long ago. This data, used within a regulated framework, supports research and digital health.',
        he: 'המדינה משלבת בתי חולים אוניברסיטאיים הפעילים מאוד במחקר, מהנדסים מתחומי האלקטרוניקה והתוכנה, ומערכת בריאות המבוססת על ארבע קופות חולים שהפכו את הרשומות הרפואיות שלהן לדיגיטליות כבר לפני שנים רבות. נתונים אלה, בשימוש במסגרת מוסדרת, מקדמים מחקר ובריאות דיגיטלית.',
      },
    },
    {
      question: {
        fr: 'Quelles réussites israéliennes connues dans la MedTech ?',
        en: 'What are some well-known Israeli MedTech successes?',
        he: 'מהן הצלחות ידועות של המדטק הישראלי?',
      },
      answer: {
        fr: "Given Imaging a inventé la vidéocapsule endoscopique PillCam avant d'être rachetée par Covidien en 2014. Mazor Robotics, spécialiste de la chirurgie robotisée de la colonne vertébrale, a été rachetée par Medtronic en 2018. ReWalk a développé un exosquelette permettant à des personnes paraplégiques de se tenir debout et de marcher.",
        en: 'Given Imaging invented the PillCam capsule endoscope before being acquired by Covidien in 2014. Mazor Robotics, a specialist in robotic spine surgery, was acquired by Medtronic in 2018. ReWalk developed an exoskeleton that allows people with paraplegia to stand and walk.',
        he: 'גיוון אימג׳ינג פיתחה את קפסולת הצילום PillCam לפני שנרכשה על ידי קובידיאן ב-2014. מזור רובוטיקה, שהתמחתה בניתוחי עמוד שדרה רובוטיים, נרכשה על ידי מדטרוניק ב-2018. ריווק פיתחה שלד חיצוני המאפשר לאנשים עם שיתוק בפלג הגוף התחתון לעמוד וללכת.',
      },
    },
    {
      question: {
        fr: 'Quelles autorisations une startup MedTech israélienne doit-elle obtenir ?',
        en: 'Which approvals does an Israeli MedTech startup need?',
        he: 'אילו אישורים סטארט-אפ מדטק ישראלי צריך לקבל?',
      },
      answer: {
        fr: "Le marché israélien étant petit, la plupart visent d'abord les États-Unis, avec une autorisation de la FDA, et l'Europe, avec le marquage CE délivré selon le règlement européen sur les dispositifs médicaux. Le ministère de la Santé israélien encadre la mise sur le marché local. Ces démarches imposent des études cliniques et peuvent prendre plusieurs années.",
        en: 'Because the Israeli market is small, most aim first at the United States, with FDA clearance or approval, and Europe, with CE marking under the EU Medical Device Regulation. The Israeli Ministry of Health oversees the local market. These processes require clinical studies and can take several years.',
        he: 'מאחר שהשוק הישראלי קטן, רוב החברות מכוונות תחילה לארצות הברית, עם אישור ה-FDA, ולאירופה, עם סימון CE לפי הרגולציה האירופית למכשור רפואי. משרד הבריאות מפקח על השיווק בישראל. תהליכים אלה מחייבים מחקרים קליניים ועשויים להימשך כמה שנים.',
      },
    },
    {
      question: {
        fr: "Quels risques spécifiques pour un investisseur dans la MedTech ?",
        en: 'What specific risks does a MedTech investor face?',
        he: 'אילו סיכונים ייחודיים עומדים בפני משקיע במדטק?',
      },
      answer: {
        fr: "Les cycles sont plus longs que dans le logiciel : essais cliniques, autorisations réglementaires et négociations de remboursement avec les systèmes de santé retardent les revenus. Il faut donc prévoir plusieurs tours de financement. Examinez les résultats cliniques publiés, la stratégie réglementaire, la protection par brevets et l'accès aux premiers clients hospitaliers.",
        en: 'Cycles are longer than in software: clinical trials, regulatory approvals and reimbursement negotiations with health systems delay revenue, so several funding rounds should be expected. Look at published clinical results, the regulatory strategy, patent protection and access to the first hospital customers.',
        he: 'המחזורים ארוכים יותר מאשר בתוכנה: ניסויים קליניים, אישורים רגולטוריים ומשא ומתן על החזרים מול מערכות הבריאות מעכבים את ההכנסות, ולכן יש לצפות לכמה סבבי גיוס. כדאי לבחון תוצאות קליניות שפורסמו, את האסטרטגיה הרגולטורית, את ההגנה בפטנטים ואת הגישה ללקוחות הראשונים בבתי החולים.',
      },
    },
  ],
}

/**
 * Sector FAQ for the sectors without a specific set. `{sector}` is replaced
 * with the sector name by the page.
 */
export const genericSectorFaq: LocalizedFaqItem[] = [
  {
    question: {
      fr: 'Quelles startups israéliennes du secteur {sector} sont présentées ici ?',
      en: 'Which Israeli {sector} startups are featured here?',
      he: 'אילו סטארט-אפים ישראליים בתחום {sector} מוצגים כאן?',
    },
    answer: {
      fr: "Cette page rassemble les entreprises du secteur {sector} référencées par notre équipe : jeunes pousses, scale-ups, sociétés cotées et entreprises rachetées. Les plus marquantes portent le badge « Phare ». Chaque fiche résume l'activité, la localisation et, lorsqu'elles sont connues avec certitude, les données de financement.",
      en: 'This page lists the {sector} companies referenced by our team: young startups, scale-ups, listed companies and acquired businesses. The most notable ones carry a badge. Each entry summarises the business, the location and, when they are known with certainty, the funding details.',
      he: 'בעמוד זה מרוכזות החברות בתחום {sector} שצוות המערכת שלנו מתעד: סטארט-אפים צעירים, חברות בצמיחה, חברות ציבוריות וחברות שנרכשו. הבולטות שבהן מסומנות בתג מיוחד. כל כרטיס מסכם את הפעילות, המיקום, ונתוני גיוס כאשר הם ידועים בוודאות.',
    },
  },
  {
    question: {
      fr: 'Comment investir dans une startup israélienne du secteur {sector} ?',
      en: 'How can I invest in an Israeli {sector} startup?',
      he: 'איך משקיעים בסטארט-אפ ישראלי בתחום {sector}?',
    },
    answer: {
      fr: "Les voies sont les mêmes que pour les autres secteurs : fonds de capital-risque, plateformes d'investissement participatif, réseaux de business angels ou achat d'actions de sociétés cotées. Avant toute décision, étudiez l'équipe, le marché visé et les concurrents du secteur {sector}. Nos guides sur l'investissement et la due diligence détaillent la démarche ; ils ne constituent pas un conseil en investissement.",
      en: 'The routes are the same as for other sectors: venture capital funds, equity crowdfunding platforms, business angel networks or buying shares of listed companies. Before any decision, study the team, the target market and the competitors in {sector}. Our investment and due diligence guides explain the process; they are not investment advice.',
      he: 'הדרכים זהות לאלה של תחומים אחרים: קרנות הון סיכון, פלטפורמות מימון המונים, רשתות אנג׳לים או קניית מניות של חברות ציבוריות. לפני כל החלטה, בחנו את הצוות, את שוק היעד ואת המתחרים בתחום {sector}. המדריכים שלנו בנושא השקעה ובדיקת נאותות מפרטים את התהליך; הם אינם מהווים ייעוץ השקעות.',
    },
  },
  {
    question: {
      fr: 'Les informations sur les entreprises du secteur {sector} sont-elles à jour ?',
      en: 'Is the information about {sector} companies up to date?',
      he: 'האם המידע על החברות בתחום {sector} מעודכן?',
    },
    answer: {
      fr: "Nous mettons les fiches à jour régulièrement à partir de sources publiques, mais une levée de fonds, un rachat ou un déménagement peuvent survenir entre deux mises à jour. Vérifiez toujours les données importantes sur le site officiel de l'entreprise et signalez-nous toute erreur depuis la page Contact.",
      en: "We update the entries regularly from public sources, but a funding round, an acquisition or a move can happen between two updates. Always check important details on the company's official website and report any error to us through the Contact page.",
      he: 'אנו מעדכנים את הכרטיסים באופן שוטף על סמך מקורות פומביים, אך גיוס, רכישה או מעבר משרדים עשויים להתרחש בין שני עדכונים. בדקו תמיד נתונים חשובים באתר הרשמי של החברה ודווחו לנו על כל טעות דרך עמוד יצירת הקשר.',
    },
  },
  {
    question: {
      fr: 'Comment faire figurer ma startup dans le secteur {sector} ?',
      en: 'How can I get my startup listed in {sector}?',
      he: 'איך אפשר להוסיף את הסטארט-אפ שלי לתחום {sector}?',
    },
    answer: {
      fr: "Écrivez-nous depuis la page Contact en choisissant le sujet « Nouveau projet ». Indiquez le nom de l'entreprise, son site officiel, sa ville et une courte description de son activité. L'équipe éditoriale examine chaque demande ; l'ajout d'une fiche reste à sa discrétion.",
      en: 'Write to us through the Contact page and choose the "New project" subject. Give the company name, its official website, its city and a short description of what it does. The editorial team reviews every request; adding an entry remains at its discretion.',
      he: 'כתבו לנו דרך עמוד יצירת הקשר ובחרו בנושא "פרויקט חדש". ציינו את שם החברה, את האתר הרשמי שלה, את העיר ותיאור קצר של פעילותה. צוות המערכת בוחן כל פנייה, וההחלטה על הוספת כרטיס נתונה לשיקול דעתו.',
    },
  },
]
