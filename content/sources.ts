import type { LocalizedText } from './schema.ts'

/**
 * The sources page (/sources): where each fact of the directory comes from and
 * how the company database may be reused (ODbL). Written for the
 * site in each language. `{total}`, `{handChecked}`, `{register}`, `{readers}` and
 * `{generated}` are replaced by counts computed from the data when the page renders.
 */
export const sourcesPage: { title: LocalizedText; description: LocalizedText; content: LocalizedText } = {
  title: {
    fr: 'Sources et données ouvertes',
    en: 'Sources and open data',
    he: 'מקורות ונתונים פתוחים',
  },
  description: {
    fr: "D'où viennent les informations de l'annuaire des startups israéliennes, et comment télécharger et réutiliser sa base d'entreprises sous licence ODbL.",
    en: 'Where the facts of the Israeli startup directory come from, and how to download and reuse its company database under the ODbL.',
    he: 'מאיפה מגיעים הנתונים במדריך הסטארט-אפים הישראליים, ואיך להוריד את מאגר החברות ולעשות בו שימוש חוזר לפי רישיון ODbL.',
  },
  content: {
    fr: `
L'annuaire présente {total} entreprises. Chaque fait affiché sur une fiche vient de l'une des deux sources ci-dessous, et une fiche n'affiche jamais un fait dont elle n'a pas la source.

## Les fiches vérifiées par la rédaction

Pour {handChecked} entreprises, la rédaction a écrit la description et vérifié les faits (année de fondation, effectifs, siège, financement, statut, dernier tour) sur les sites des entreprises, leurs rapports annuels et leurs communiqués. Quand une de ces fiches et le registre ne disent pas la même chose, c'est la fiche vérifiée qui est affichée.

## Le registre ouvert des entreprises tech israéliennes

Les faits de {register} entreprises actives viennent de l'[Israeli Tech Map](https://github.com/mluggy/techmap) et de ses contributeurs : nom, site, page carrières, liens LinkedIn, Crunchbase et Start-Up Nation Finder, tranche d'effectifs, ville et coordonnées, catégorie, numéro au registre israélien des sociétés et logo. Nous utilisons l'état de ce registre publié le 23 juillet 2026 (version c6e9777a), sous licence [Open Database License (ODbL 1.0)](https://opendatacommons.org/licenses/odbl/1-0/).

Nous ne reprenons pas les descriptions du registre. Pour {readers} entreprises, une ou deux phrases écrites pour le site, en français, en anglais et en hébreu, disent ce que fait chacune. Des lecteurs les ont écrites après avoir lu sa fiche au registre (nom, description, secteur, liens), en suivant un guide écrit et un glossaire. Aucun texte ne reprend plus de cinq mots à la suite de la description du registre (un test le vérifie pour l'anglais), aucun ne contient de chiffre ni de qualificatif publicitaire absent de la fiche, et un second lecteur a relu un échantillon de chaque lot pour sa fidélité. Ces textes n'ont pas été vérifiés auprès des entreprises. Une entreprise que personne n'a encore lue ({generated} aujourd'hui) est présentée par une phrase construite à partir de ses faits (secteur, effectifs, ville).

- **Secteur** : attribué à la lecture de chaque entreprise (son nom, sa catégorie dans le registre et sa description), selon un guide de classement écrit pour le site. Un second lecteur, qui n'avait pas vu ces choix, a classé 200 entreprises tirées au hasard : les deux lectures concordent pour 189 d'entre elles. Une entreprise ajoutée au registre plus tard est classée par des règles fixes (catégorie, puis mots-clés) jusqu'à ce qu'on la lise.
- **Effectifs** : la tranche du registre compte les salariés en Israël. Quand une fiche vérifiée donne un effectif mondial, les deux sont affichés avec leur sens.
- **Ville** : celle de l'adresse israélienne de l'entreprise, sous son nom officiel en hébreu et son nom d'usage en français et en anglais ; une adresse sans ville prend la localité la plus proche.

## Télécharger les données

La base des entreprises de l'annuaire, avec la source de chaque fait, est téléchargeable :

- [au format CSV](/data/companies.csv)
- [au format JSON](/data/companies.json)

Elle est publiée sous la même licence ODbL 1.0 que le registre dont elle est en partie tirée. Vous pouvez la copier, la diffuser et l'adapter, à condition de citer « Startups en Israël, d'après l'Israeli Tech Map et ses contributeurs » et de publier sous la même licence toute base que vous en dérivez. Les textes de la rédaction (descriptions, articles, guides) et les logos, qui appartiennent à leurs entreprises, ne font pas partie de cette base.

## Signaler une erreur

Un fait vous paraît faux ou dépassé ? Écrivez-nous depuis la [page de contact](/contact) en indiquant la fiche et votre source : nous corrigeons la fiche, et signalons au registre ce qui relève de lui.
`,
    en: `
The directory lists {total} companies. Every fact shown on a profile comes from one of the two sources below, and a profile never shows a fact it has no source for.

## Profiles checked by our editors

For {handChecked} companies, our editors wrote the description and checked the facts (founding year, headcount, headquarters, funding, status, last round) against the companies' own sites, annual reports and press releases. Where one of these profiles and the register disagree, the checked profile is what you see.

## The open register of Israeli tech companies

The facts of {register} active companies come from the [Israeli Tech Map](https://github.com/mluggy/techmap) and its contributors: name, website, careers page, LinkedIn, Crunchbase and Start-Up Nation Finder links, headcount band, city and coordinates, category, number at the Israeli Registrar of Companies, and logo. We use the register as published on 23 July 2026 (version c6e9777a), under the [Open Database License (ODbL 1.0)](https://opendatacommons.org/licenses/odbl/1-0/).

We do not republish the register's descriptions. For {readers} companies, one or two sentences written for this site, in French, English and Hebrew, say what each one does. Readers wrote them after reading its register entry (name, description, sector, links), following a written guide and a glossary. No text repeats more than five words in a row of the register's description (a test checks the English ones), none holds a figure or a promotional word the entry does not give, and a second reader checked a sample of every batch for faithfulness. These texts have not been checked with the companies. A company nobody has read yet ({generated} today) is introduced by a sentence built from its facts (sector, headcount, city).

- **Sector**: assigned by reading each company (its name, its register category and its description) against a classification guide written for the site. A second reader, who had not seen those choices, classified 200 companies drawn at random: the two readings agree on 189 of them. A company added to the register later is classified by fixed rules (category, then keywords) until someone reads it.
- **Headcount**: the register's band counts staff in Israel. Where a checked profile gives a worldwide headcount, both are shown, each with its meaning.
- **City**: the city of the company's Israeli address, under its official Hebrew name and its usual English and French names; an address with no city takes the nearest locality.

## Download the data

The directory's company database, with the source of every fact, can be downloaded:

- [as CSV](/data/companies.csv)
- [as JSON](/data/companies.json)

It is published under the same ODbL 1.0 as the register it is partly drawn from. You may copy, share and adapt it, provided you credit "Startups en Israël, based on the Israeli Tech Map and its contributors" and publish any database you derive from it under the same licence. Our editorial texts (descriptions, articles, guides) and the logos, which belong to their companies, are not part of this database.

## Report a mistake

Does a fact look wrong or out of date? Write to us from the [contact page](/contact) with the profile and your source: we correct the profile and pass on to the register what belongs to it.
`,
    he: `
במדריך מופיעות {total} חברות. כל עובדה שמוצגת בדף חברה מגיעה מאחד משני המקורות שלהלן, ודף חברה לעולם אינו מציג עובדה שאין לה מקור.

## דפים שנבדקו בידי המערכת

עבור {handChecked} חברות כתבה המערכת את התיאור ובדקה את העובדות (שנת הייסוד, מספר העובדים, המטה, הגיוס, הסטטוס והסבב האחרון) מול אתרי החברות, הדוחות השנתיים שלהן והודעות לעיתונות. כשדף כזה והמרשם אינם מסכימים, מוצג הדף שנבדק.

## המרשם הפתוח של חברות הטכנולוגיה הישראליות

העובדות על {register} חברות פעילות מגיעות מ-[Israeli Tech Map](https://github.com/mluggy/techmap) ומהתורמים לו: שם, אתר, דף משרות, קישורים ל-LinkedIn, ל-Crunchbase ול-Start-Up Nation Finder, טווח מספר העובדים, עיר וקואורדינטות, קטגוריה, מספר ברשם החברות ולוגו. אנו משתמשים במרשם כפי שפורסם ב-23 ביולי 2026 (גרסה c6e9777a), לפי [רישיון מסד הנתונים הפתוח (ODbL 1.0)](https://opendatacommons.org/licenses/odbl/1-0/).

איננו מפרסמים מחדש את התיאורים שבמרשם. מה שעושה כל אחת מ־{readers} החברות מתואר במשפט או שניים שנכתבו עבור האתר, בצרפתית, באנגלית ובעברית, בידי קוראים שקראו את הרשומה שלה במרשם (שם, תיאור, תחום, קישורים) לפי מדריך כתוב ומילון מונחים. אף טקסט אינו חוזר על יותר מחמש מילים רצופות מהתיאור שבמרשם (בדיקה אוטומטית מוודאת זאת בטקסטים באנגלית), אף טקסט אינו כולל מספר או תואר שיווקי שאינם ברשומה, וקורא נוסף בדק מדגם מכל אצווה כדי לוודא שהטקסטים נאמנים למקור. הטקסטים לא נבדקו מול החברות עצמן. חברה שאיש עדיין לא קרא ({generated} כיום) מוצגת במשפט שנבנה מהעובדות עליה (תחום, מספר עובדים, עיר).

- **תחום**: נקבע בקריאה של כל חברה (שמה, הקטגוריה שלה במרשם והתיאור שלה) לפי מדריך סיווג שנכתב עבור האתר. קורא נוסף, שלא ראה את ההחלטות האלה, סיווג 200 חברות שנבחרו באקראי: שתי הקריאות מסכימות לגבי 189 מהן. חברה שתתווסף למרשם בהמשך תסווג לפי כללים קבועים (קטגוריה, ואחר כך מילות מפתח) עד שמישהו יקרא אותה.
- **מספר עובדים**: הטווח שבמרשם סופר את העובדים בישראל. כשדף שנבדק מציין את מספר העובדים בעולם, שני הנתונים מוצגים, כל אחד עם משמעותו.
- **עיר**: העיר שבכתובת הישראלית של החברה, בשמה הרשמי בעברית ובשמותיה המקובלים באנגלית ובצרפתית; כתובת ללא עיר משויכת ליישוב הקרוב ביותר.

## הורדת הנתונים

מאגר החברות של המדריך, עם המקור של כל עובדה, זמין להורדה:

- [בפורמט CSV](/data/companies.csv)
- [בפורמט JSON](/data/companies.json)

הוא מתפרסם לפי אותו רישיון ODbL 1.0 של המרשם שממנו הוא נגזר בחלקו. מותר להעתיק, להפיץ ולעבד אותו, בתנאי שמציינים "Startups en Israël, על פי Israeli Tech Map והתורמים לו" ומפרסמים כל מאגר שנגזר ממנו לפי אותו רישיון. הטקסטים של המערכת (תיאורים, כתבות, מדריכים) והלוגואים, השייכים לחברות, אינם חלק מהמאגר.

## דיווח על טעות

עובדה נראית לכם שגויה או לא מעודכנת? כתבו לנו דרך [דף יצירת הקשר](/contact) וציינו את הדף ואת המקור שלכם: נתקן את הדף ונעביר למרשם את מה שנוגע לו.
`,
  },
}
