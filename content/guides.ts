import type { Guide } from './schema.ts'

/** The three premium guides shown on the home page (spec section 9). */
export const guides: Guide[] = [
  {
    id: '1',
    title: {
      fr: 'Comment investir dans une startup israélienne',
      en: 'How to invest in an Israeli startup',
      he: 'איך להשקיע בסטארט-אפ ישראלי',
    },
    description: {
      fr: "Fonds de capital-risque, business angels, plateformes participatives ou marchés cotés : les différentes façons d'investir dans l'écosystème israélien, avec leurs risques.",
      en: 'Venture capital funds, business angels, crowdfunding platforms or public markets: the different ways to invest in the Israeli ecosystem, and their risks.',
      he: 'קרנות הון סיכון, אנג׳לים, פלטפורמות מימון המונים או שוק ההון: הדרכים השונות להשקיע באקוסיסטם הישראלי, והסיכונים של כל אחת מהן.',
    },
    readTime: 8,
    path: '/comment-investir-startup-israelienne',
  },
  {
    id: '2',
    title: {
      fr: 'Évaluer une startup israélienne : le guide de la due diligence',
      en: 'Assessing an Israeli startup: the due diligence guide',
      he: 'הערכת סטארט-אפ ישראלי: המדריך לבדיקת נאותות',
    },
    description: {
      fr: "Équipe, technologie, marché, structure juridique et financements publics : les points à vérifier avant d'investir. Une méthode pas à pas, avec les questions à poser aux fondateurs.",
      en: 'Team, technology, market, legal structure and public funding: what to check before investing. A step-by-step method, with the questions to ask founders.',
      he: 'צוות, טכנולוגיה, שוק, מבנה משפטי ומימון ציבורי: מה לבדוק לפני שמשקיעים. שיטה מסודרת שלב אחר שלב, עם השאלות שכדאי לשאול את המייסדים.',
    },
    readTime: 12,
    path: '/guides/evaluer-startup-israelienne',
  },
  {
    id: '3',
    title: {
      fr: 'Entreprendre en Israël : le guide du fondateur francophone',
      en: 'Starting a business in Israel: the guide for French-speaking founders',
      he: 'להקים חברה בישראל: המדריך ליזם דובר הצרפתית',
    },
    description: {
      fr: "Création de société, aides de l'Autorité israélienne de l'innovation, incubateurs, recrutement, installation et culture d'affaires : l'essentiel pour lancer sa startup en Israël.",
      en: 'Company formation, Israel Innovation Authority support, incubators, hiring, relocation and business culture: the essentials for launching a startup in Israel.',
      he: 'הקמת חברה, תמיכה של רשות החדשנות, חממות, גיוס עובדים, רילוקיישן ותרבות עסקית: כל מה שצריך כדי להשיק סטארט-אפ בישראל.',
    },
    readTime: 15,
    path: '/guides/entreprendre-en-israel',
  },
]
