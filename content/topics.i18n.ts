import type { Translated } from './site-texts.i18n.ts'
import type { Topic } from './schema.ts'

/**
 * The topic pages' own texts in English and Hebrew, keyed by the French topic's slug
 * (content/topics.ts). Written for readers of each language from the French texts: the same facts and names,
 * not a word-for-word rendering. Which entries a topic lists is still decided on the French texts.
 */
export const topicTranslations: Readonly<Record<Topic['slug'], Translated<Pick<Topic, 'title' | 'description' | 'intro'>>>> = {
  'startups-israeliennes': {
    en: {
      title: 'Israeli startups',
      description:
        'Explore Israeli startups by sector: cybersecurity, AI, MedTech, FinTech, mobility and more, each with a profile written for this guide.',
      intro:
        'Israel is home to several thousand young technology companies, from seed-stage projects to businesses listed on the Nasdaq. This page brings together our profiles and articles about Israeli startups, sorted by sector. Each profile sets out what the company does, where it is based and, when they are known for certain, its funding figures.',
    },
    he: {
      title: 'סטארט-אפים ישראליים',
      description: 'הסטארט-אפים של ישראל לפי תחום: סייבר, בינה מלאכותית, מדטק, פינטק, מוביליטי ועוד, ולכל חברה פרופיל שנכתב במיוחד לאתר.',
      intro:
        'בישראל פועלות אלפי חברות טכנולוגיה צעירות, ממיזמים בשלב הסיד ועד חברות הנסחרות בנאסד״ק. בעמוד הזה ריכזנו את הפרופילים והכתבות שלנו על סטארט-אפים ישראליים, מסודרים לפי תחום. כל פרופיל מציג את תחום הפעילות של החברה, את העיר שבה היא פועלת, ואת נתוני הגיוס שלה כשהם ידועים בוודאות.',
    },
  },
  'innovation-israel': {
    en: {
      title: 'Innovation in Israel',
      description:
        "Research, universities, the Innovation Authority, the R&D centres of large groups: what makes Israeli innovation so strong, explained.",
      intro:
        "Israeli innovation rests on a set of players who work closely together: universities and research institutes, the army's technology units, the Israel Innovation Authority, venture capital funds and the research centres of large international groups. Our articles explain the part each one plays and how a laboratory discovery becomes a company. They are written for the curious as well as for professionals who want to work with the ecosystem.",
    },
    he: {
      title: 'חדשנות בישראל',
      description: 'מחקר, אוניברסיטאות, רשות החדשנות ומרכזי הפיתוח של תאגידים גדולים: מה עומד מאחורי כוחה של החדשנות הישראלית.',
      intro:
        'החדשנות הישראלית נשענת על שורה של גורמים שעובדים בשיתוף פעולה הדוק: אוניברסיטאות ומכוני מחקר, היחידות הטכנולוגיות של צה״ל, רשות החדשנות, קרנות הון סיכון ומרכזי המחקר של תאגידים בינלאומיים גדולים. הכתבות שלנו מסבירות את תפקידו של כל אחד מהם ואיך תגלית מהמעבדה הופכת לחברה. הן מיועדות גם לסקרנים וגם לאנשי מקצוע שרוצים לעבוד עם האקוסיסטם.',
    },
  },
  startups: {
    en: {
      title: 'Startups',
      description:
        'Startup profiles, analyses and portraits: business models, funding rounds, acquisitions and founders’ journeys in the Israeli ecosystem.',
      intro:
        'This section gathers our content about the startups themselves: company portraits, analyses of business models, and notable funding rounds and acquisitions. We follow young companies as closely as those that have become global references. For the full picture, also browse the complete startup directory and the sector pages.',
    },
    he: {
      title: 'סטארט-אפים',
      description: 'פרופילים, ניתוחים ודיוקנאות של סטארט-אפים: מודלים עסקיים, סבבי גיוס, רכישות ודרכם של המייסדים באקוסיסטם הישראלי.',
      intro:
        'במדור הזה מרוכזים התכנים שלנו על הסטארט-אפים עצמם: דיוקנאות של חברות, ניתוחים של מודלים עסקיים, סבבי גיוס ורכישות בולטים. אנחנו עוקבים גם אחרי חברות צעירות וגם אחרי חברות שהפכו לשם דבר בעולם. לתמונה המלאה כדאי לעיין גם במאגר הסטארט-אפים המלא ובעמודי התחומים.',
    },
  },
  innovation: {
    en: {
      title: 'Innovation',
      description:
        'Technology trends, artificial intelligence, health, energy and cybersecurity: the innovations changing businesses, seen from Israel.',
      intro:
        'Artificial intelligence, cybersecurity, digital health, energy and precision agriculture: this section follows the technologies that are changing businesses and everyday life. We approach them through real products built by Israeli teams, explaining what they do and who they are for.',
    },
    he: {
      title: 'חדשנות',
      description: 'מגמות טכנולוגיות, בינה מלאכותית, בריאות, אנרגיה וסייבר: החידושים שמשנים את עולם העסקים, מנקודת מבט ישראלית.',
      intro:
        'בינה מלאכותית, סייבר, בריאות דיגיטלית, אנרגיה וחקלאות מדייקת: המדור הזה עוקב אחרי הטכנולוגיות שמשנות את עולם העסקים ואת חיי היומיום. אנחנו מציגים אותן דרך מוצרים ממשיים שפיתחו צוותים ישראליים, ומסבירים מה הם עושים ולמי הם מיועדים.',
    },
  },
  events: {
    en: {
      title: "Events of Israel's tech ecosystem",
      description: "Cyber Week, DLD Tel Aviv, OurCrowd Global Investor Summit: the major recurring gatherings of Israel's technology ecosystem.",
      intro:
        "A handful of recurring events set the rhythm of Israel's technology ecosystem. Cyber Week, held every year at Tel Aviv University, brings researchers, companies and official delegations together around cybersecurity. DLD Tel Aviv is a festival devoted to innovation and startups, while the OurCrowd Global Investor Summit, in Jerusalem, gathers investors and companies. Dates and formats change from one edition to the next: always check each event's official website.",
    },
    he: {
      title: 'אירועי האקוסיסטם הטכנולוגי בישראל',
      description: 'Cyber Week, DLD Tel Aviv ו-OurCrowd Global Investor Summit: הכנסים הגדולים שחוזרים מדי שנה באקוסיסטם הטכנולוגי הישראלי.',
      intro:
        'כמה אירועים קבועים מכתיבים את הקצב של האקוסיסטם הטכנולוגי בישראל. Cyber Week, שמתקיים מדי שנה באוניברסיטת תל אביב, מפגיש חוקרים, חברות ומשלחות רשמיות סביב תחום הסייבר. DLD Tel Aviv הוא פסטיבל המוקדש לחדשנות ולסטארט-אפים, ואילו OurCrowd Global Investor Summit בירושלים מפגיש משקיעים וחברות. המועדים והפורמטים משתנים ממהדורה למהדורה, ולכן כדאי תמיד לבדוק באתר הרשמי של כל אירוע.',
    },
  },
}
