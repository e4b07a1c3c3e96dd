import type { Translated } from '../site-texts.i18n.ts'

/**
 * The blog categories' names and descriptions in English and Hebrew, keyed by the French
 * category's id (content/blog/categories.ts). An article still names its category by the French name, which
 * decides its category; the name shown is the page's language's.
 */
export interface BlogCategoryText {
  name: string
  description: string
}

export const blogCategoryTranslations: Readonly<Record<string, Translated<BlogCategoryText>>> = {
  cybersecurity: {
    en: {
      name: 'Cybersecurity',
      description:
        'Cloud, identity, data and network security: the Israeli companies that protect organisations around the world, and the trends shaping the sector.',
    },
    he: {
      name: 'סייבר',
      description: 'אבטחת ענן, זהויות, נתונים ורשתות: החברות הישראליות שמגינות על ארגונים בכל העולם, והמגמות בתחום.',
    },
  },
  'ai-bigdata': {
    en: {
      name: 'AI & Big Data',
      description: 'Language models, AI chips, data analytics: how Israeli researchers and startups are moving artificial intelligence forward.',
    },
    he: {
      name: 'בינה מלאכותית וביג דאטה',
      description: 'מודלים של שפה, שבבי בינה מלאכותית וניתוח נתונים: איך חוקרים וסטארט-אפים ישראליים מקדמים את הבינה המלאכותית.',
    },
  },
  fintech: {
    en: {
      name: 'FinTech',
      description: 'Payments, lending, insurance and business finance: the Israeli innovations transforming financial services.',
    },
    he: {
      name: 'פינטק',
      description: 'תשלומים, אשראי, ביטוח וניהול פיננסי לעסקים: החידושים הישראליים שמשנים את השירותים הפיננסיים.',
    },
  },
  healthtech: {
    en: {
      name: 'HealthTech',
      description: 'Digital health, AI-assisted medical imaging, telemedicine and medical devices: healthcare as Israeli tech sees it.',
    },
    he: {
      name: 'הלת׳טק',
      description: 'בריאות דיגיטלית, דימות רפואי בסיוע בינה מלאכותית, רפואה מרחוק ומכשור רפואי: הבריאות בעיני ההייטק הישראלי.',
    },
  },
  startups: {
    en: {
      name: 'Startups',
      description: 'Portraits, selections and news of Israeli startups and scale-ups, from seed funding to the stock market listing.',
    },
    he: {
      name: 'סטארט-אפים',
      description: 'דיוקנאות, רשימות נבחרות וחדשות על סטארט-אפים וחברות צמיחה ישראליות, משלב הסיד ועד ההנפקה בבורסה.',
    },
  },
  investissement: {
    en: {
      name: 'Investing',
      description:
        'Understanding and investing in Israeli tech: ways in, sector analysis, due diligence and points to watch, without personalised advice.',
    },
    he: {
      name: 'השקעות',
      description: 'להבין את ההייטק הישראלי ולהשקיע בו: דרכי השקעה, ניתוח תחומים, בדיקת נאותות ונקודות שכדאי לשים לב אליהן, ללא ייעוץ אישי.',
    },
  },
}
