import type { Author } from './schema.ts'
import type { Translated } from './site-texts.i18n.ts'

/**
 * The authors' names and bios in English and Hebrew, keyed by the French author's id
 * (content/authors.ts). Both authors are the site's own teams, so their names are descriptions, written in each
 * language; the site's name stays as it is.
 */
export const authorTranslations: Readonly<Record<string, Translated<Pick<Author, 'name' | 'bio'>>>> = {
  redaction: {
    en: {
      name: 'The Startups en Israël editorial team',
      bio: "The editorial team of Startups en Israël follows Israel's technology ecosystem for a French-speaking audience: sector analyses, company portraits and explanations of the trends, drawn from public, verifiable sources.",
    },
    he: {
      name: 'מערכת Startups en Israël',
      bio: 'המערכת של Startups en Israël עוקבת אחרי האקוסיסטם הטכנולוגי הישראלי עבור קהל דובר צרפתית: ניתוחי תחומים, דיוקנאות של חברות והסברים על המגמות, על סמך מקורות ציבוריים שאפשר לבדוק.',
    },
  },
  'pole-investissement': {
    en: {
      name: 'The Startups en Israël investment desk',
      bio: "The investment desk of Startups en Israël writes the site's practical guides: ways into Israeli venture capital, due diligence, legal structures and points to watch. Its content is for information only and is not investment advice.",
    },
    he: {
      name: 'דסק ההשקעות של Startups en Israël',
      bio: 'דסק ההשקעות של Startups en Israël כותב את המדריכים המעשיים של האתר: דרכי הכניסה להון הסיכון הישראלי, בדיקת נאותות, מבנים משפטיים ונקודות שכדאי לשים לב אליהן. התכנים נועדו למידע בלבד ואינם מהווים ייעוץ השקעות.',
    },
  },
}
