import type { LocalizedText } from './schema.ts'

/**
 * The sources page (/sources): where each fact of the directory comes from and
 * how the company database may be reused (ODbL). Written for the
 * site in each language. Every `{name}` is replaced by a count computed from the data when the page renders
 * (app/routes/directory/sources.server.ts): companies by source and by kind, sourced sizes, and the agreement of
 * the origins with blind readings (content/register/reading/review/origin-agreement.json).
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
- **Taille** : la tranche du registre est son estimation de l'effectif total de l'entreprise, pas un décompte des salariés en Israël ; elle est affichée comme telle (« taille estimée par le registre »). Pour les 150 plus grands employeurs du registre, choisis par une règle écrite, nous avons cherché un effectif publié, en Israël et dans le monde, avec sa source et sa date : {sizesSourced} en ont un, les autres gardent leur tranche. Le tri et le filtre par taille utilisent le meilleur chiffre connu : un effectif sourcé, l'effectif mondial d'une fiche vérifiée, sinon la tranche du registre.
- **Ville** : celle de l'adresse israélienne de l'entreprise, sous son nom officiel en hébreu et son nom d'usage en français et en anglais ; une adresse sans ville prend la localité la plus proche.

## Ce qu'est chaque entreprise

Chaque entreprise du registre a été lue pour dire d'où elle vient : une entreprise israélienne, le site israélien (centre de recherche, bureau) d'un groupe étranger, ou une entreprise hors tech (services, commerce, industrie traditionnelle), gardée dans l'annuaire et présentée comme telle. Les fiches vérifiées sont des entreprises israéliennes. Son type en découle, par une règle écrite : une entreprise israélienne cotée en Bourse ou rachetée, d'après sa fiche vérifiée, est dite cotée ou rachetée ; sinon, c'est une startup si elle a au plus 10 ans et moins de 201 personnes selon le meilleur chiffre connu, une entreprise établie si elle est plus ancienne ou plus grande ; sans âge ni taille connus, son type n'est pas établi. Aujourd'hui : {startups} startups, {growth} entreprises établies, {listed} cotées, {acquired} rachetées, {multinationalSites} sites de groupes étrangers, {notTech} entreprises hors tech et {unknownKind} de type non établi. Seules les startups sont appelées « startup israélienne », et les entreprises phares d'un secteur sont toujours israéliennes : là où la rédaction n'en a pas choisi (santé numérique, cleantech), ce sont les plus grandes du secteur.

Un lecteur qui n'avait pas vu ces lectures a relu l'origine de {randomCount} entreprises tirées au hasard : les deux lectures concordent pour {randomAgree} d'entre elles. Quatre autres ont relu à l'aveugle toutes les entreprises du registre des tranches 201-1 000 et 1 001 et plus ({largestCount}), où se trouvent la plupart des groupes étrangers : les lectures concordent pour {largestAgree} d'entre elles ({firstAgree} à la première mesure, avant les corrections ci-dessous) ; sur les {multinationalOf} sites de groupes étrangers qu'ils ont vus, la lecture du site en reconnaît {multinationalFound}, et sur les {notTechOf} entreprises hors tech, {notTechFound}. Un troisième lecteur a tranché les {judged} désaccords de la première mesure : {readersRight} en faveur de la lecture du site, {blindRight} en faveur de la relecture, et ces dernières ont été corrigées.

## Télécharger les données

La base des entreprises de l'annuaire, avec la source de chaque fait, est téléchargeable :

- [au format CSV](/data/companies.csv)
- [au format JSON](/data/companies.json)

Elle est publiée sous la même licence ODbL 1.0 que le registre dont elle est en partie tirée. Vous pouvez la copier, la diffuser et l'adapter, à condition de citer « Startups en Israël, d'après l'Israeli Tech Map et ses contributeurs » et de publier sous la même licence toute base que vous en dérivez. Elle donne pour chaque entreprise son origine, son type, sa taille la mieux connue et la source de ce chiffre. Les textes écrits pour le site (descriptions de la rédaction et des lecteurs, articles, guides) et les logos, qui appartiennent à leurs entreprises, ne font pas partie de cette base.

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
- **Size**: the register's band is its estimate of the company's total staff, not a count of staff in Israel, and is shown as such ("size estimated by the register"). For the register's 150 largest employers, chosen by a written rule, we looked for a published headcount, in Israel and worldwide, with its source and date: {sizesSourced} have one, the others keep their band. The size sort and filter use the best figure known: a sourced headcount, a checked profile's worldwide headcount, or else the register's band.
- **City**: the city of the company's Israeli address, under its official Hebrew name and its usual English and French names; an address with no city takes the nearest locality.

## What each company is

Every company of the register was read to say where it comes from: an Israeli company, a foreign group's Israeli site (a research centre, an office), or a company outside tech (services, retail, traditional industry), kept in the directory and shown for what it is. The checked profiles are Israeli companies. Its kind follows by a written rule: an Israeli company listed on a stock exchange or acquired, according to its checked profile, is called listed or acquired; otherwise it is a startup if it is at most 10 years old and has fewer than 201 people by the best figure known, an established company if it is older or larger; with neither age nor size known, its kind is not established. Today: {startups} startups, {growth} established companies, {listed} listed, {acquired} acquired, {multinationalSites} foreign groups' sites, {notTech} companies outside tech and {unknownKind} of kind not established. Only startups are called "Israeli startup", and a sector's flagship companies are always Israeli: where our editors chose none (digital health, cleantech), they are the sector's largest.

A reader who had not seen these readings read the origin of {randomCount} companies drawn at random: the two readings agree on {randomAgree} of them. Four others read blind every register company of the bands 201-1,000 and 1,001 and over ({largestCount}), where most foreign groups are: the readings agree on {largestAgree} of them ({firstAgree} at the first measure, before the corrections below); of the {multinationalOf} foreign groups' sites they found, the site's reading recognises {multinationalFound}, and of the {notTechOf} companies outside tech, {notTechFound}. A third reader settled the {judged} disagreements of the first measure: {readersRight} in favour of the site's reading, {blindRight} in favour of the second reading, and those were corrected.

## Download the data

The directory's company database, with the source of every fact, can be downloaded:

- [as CSV](/data/companies.csv)
- [as JSON](/data/companies.json)

It is published under the same ODbL 1.0 as the register it is partly drawn from. You may copy, share and adapt it, provided you credit "Startups en Israël, based on the Israeli Tech Map and its contributors" and publish any database you derive from it under the same licence. For each company it gives its origin, its kind, its best known size and the source of that figure. The texts written for this site (the editors' and the readers' descriptions, articles, guides) and the logos, which belong to their companies, are not part of this database.

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
- **גודל**: הטווח שבמרשם הוא הערכה של מספר העובדים הכולל בחברה, לא ספירה של העובדים בישראל, והוא מוצג ככזה ("גודל משוער לפי המאגר"). עבור 150 המעסיקים הגדולים במרשם, שנבחרו לפי כלל כתוב, חיפשנו מספר עובדים שפורסם, בישראל ובעולם, עם המקור והתאריך שלו: ל־{sizesSourced} מהם נמצא מספר כזה, והשאר נשארים עם הטווח. המיון והסינון לפי גודל משתמשים בנתון הטוב ביותר הידוע: מספר עובדים ממקור מתועד, מספר העובדים בעולם בדף שנבדק, או הטווח שבמרשם.
- **עיר**: העיר שבכתובת הישראלית של החברה, בשמה הרשמי בעברית ובשמותיה המקובלים באנגלית ובצרפתית; כתובת ללא עיר משויכת ליישוב הקרוב ביותר.

## מה היא כל חברה

כל חברה במרשם נקראה כדי לקבוע מאין היא באה: חברה ישראלית, השלוחה הישראלית (מרכז מחקר, משרד) של חברה זרה, או חברה שאינה חברת טכנולוגיה (שירותים, מסחר, תעשייה מסורתית), שנשארת במדריך ומוצגת כפי שהיא. הדפים שנבדקו בידי המערכת הם של חברות ישראליות. הסוג של כל חברה נגזר מכך לפי כלל כתוב: חברה ישראלית שנסחרת בבורסה או שנרכשה, לפי הדף שנבדק, מוגדרת ציבורית או נרכשה; אחרת היא סטארט-אפ אם היא בת 10 שנים לכל היותר ומונה פחות מ־201 עובדים לפי הנתון הטוב ביותר הידוע, וחברה מבוססת אם היא ותיקה או גדולה יותר; כשלא ידועים לא הגיל ולא הגודל, הסוג לא נקבע. כיום: {startups} סטארט-אפים, {growth} חברות מבוססות, {listed} ציבוריות, {acquired} שנרכשו, {multinationalSites} שלוחות של חברות זרות, {notTech} חברות שאינן חברות טכנולוגיה ו־{unknownKind} שסוגן לא נקבע. רק סטארט-אפים נקראים "סטארט-אפ ישראלי", והחברות המובילות בכל תחום הן תמיד ישראליות: בתחומים שבהם המערכת לא בחרה כאלה (בריאות דיגיטלית, קלינטק), אלה החברות הגדולות בתחום.

קורא שלא ראה את הקריאות האלה קרא את המוצא של {randomCount} חברות שנבחרו באקראי: שתי הקריאות מסכימות לגבי {randomAgree} מהן. ארבעה קוראים נוספים קראו בלי לראות את הקריאה הראשונה את כל החברות במרשם בטווחים 201-1,000 ו־1,001 ומעלה ({largestCount}), שבהם נמצאות רוב החברות הזרות: הקריאות מסכימות לגבי {largestAgree} מהן ({firstAgree} במדידה הראשונה, לפני התיקונים שלהלן); מתוך {multinationalOf} השלוחות של חברות זרות שהם מצאו, הקריאה של האתר מזהה {multinationalFound}, ומתוך {notTechOf} החברות שאינן חברות טכנולוגיה, {notTechFound}. קורא שלישי הכריע ב־{judged} המחלוקות של המדידה הראשונה: {readersRight} לטובת הקריאה של האתר, {blindRight} לטובת הקריאה השנייה, ואלה תוקנו.

## הורדת הנתונים

מאגר החברות של המדריך, עם המקור של כל עובדה, זמין להורדה:

- [בפורמט CSV](/data/companies.csv)
- [בפורמט JSON](/data/companies.json)

הוא מתפרסם לפי אותו רישיון ODbL 1.0 של המרשם שממנו הוא נגזר בחלקו. מותר להעתיק, להפיץ ולעבד אותו, בתנאי שמציינים "Startups en Israël, על פי Israeli Tech Map והתורמים לו" ומפרסמים כל מאגר שנגזר ממנו לפי אותו רישיון. לכל חברה הוא מציין את המוצא שלה, את הסוג שלה, את הגודל הידוע הטוב ביותר ואת המקור של נתון זה. הטקסטים שנכתבו עבור האתר (התיאורים של המערכת ושל הקוראים, כתבות, מדריכים) והלוגואים, השייכים לחברות, אינם חלק מהמאגר.

## דיווח על טעות

עובדה נראית לכם שגויה או לא מעודכנת? כתבו לנו דרך [דף יצירת הקשר](/contact) וציינו את הדף ואת המקור שלכם: נתקן את הדף ונעביר למרשם את מה שנוגע לו.
`,
  },
}
