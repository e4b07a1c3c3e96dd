import type { DirectoryHomeKey } from '../fr/directory-home.ts'

/** The Hebrew strings of the `directory-home` part: exactly the French keys (ADR 0004). */
export const directoryHome = {
  'directory.home.metaDescription':
    'גלו סטארטאפים ישראליים לפי תחום: סייבר, בינה מלאכותית, מדטק, פינטק ומוביליטי. פרופילים של חברות, מדריכים להשקעה וניוזלטר שבועי.',
  'directory.home.metaKeywords': 'סטארטאפים ישראליים, אומת הסטארטאפ, הייטק ישראלי, השקעה בישראל, סייבר ישראלי, חדשנות ישראלית',
  'directory.home.eyebrow': 'המדריך בצרפתית לאומת הסטארטאפ',
  'directory.home.title': 'גלו את הסטארטאפים הישראליים החדשניים',
  'directory.home.subtitle':
    'סייבר, בינה מלאכותית, בריאות, מוביליטי: גלו את אקוסיסטם ההייטק הישראלי תחום אחר תחום, עם פרופילים של חברות שנכתבו בצרפתית.',
  'directory.home.funding2024': 'ב-2024, למרות המלחמה, סטארטאפים ישראליים המשיכו לגייס כספים ממשקיעים מכל העולם.',
  'directory.home.searchPlaceholder': 'חיפוש סטארטאפ, תחום, טכנולוגיה…',
  'directory.home.browseDirectory': 'לעיון במדריך החברות ({count} חברות)',
  'directory.home.statStartups': 'סטארטאפים ישראליים בתחום הטכנולוגיה',
  'directory.home.statFunding': 'במימון שהוכרז',
  'directory.home.statSectors': 'תחומים',
  'directory.home.statsNote': 'סדרי גודל של אקוסיסטם ההייטק הישראלי.',
  'directory.home.sectorsTitle': 'גלו לפי תחום',
  'directory.home.sectorsSubtitle': 'התחומים שבהם חברות ישראליות נמנות עם המובילות בעולם, והשחקניות הבולטות בכל אחד מהם.',
  'directory.home.allSectors': 'לכל התחומים',
  'directory.home.whyTitle': 'למה ישראל?',
  'directory.home.whySubtitle': 'שלוש סיבות למקומה של ישראל בחדשנות העולמית.',
  'directory.home.whyResilienceTitle': 'חוסן',
  'directory.home.whyResilienceText':
    'משברים כלכליים, עימותים, מגפה: חברות ישראליות למדו לעבוד בתנאי אי-ודאות. הצוותים ממשיכים לפתח, לגייס עובדים ולייצא גם כשהנסיבות קשות.',
  'directory.home.whyInvestmentTitle': 'השקעה',
  'directory.home.whyInvestmentText':
    'קרנות הון סיכון מקומיות ובינלאומיות, רשות החדשנות ומרכזי מו״פ של תאגידים גדולים הופכים את מימון החדשנות בישראל לאחד הצפופים בעולם ביחס לגודל האוכלוסייה.',
  'directory.home.whyTechnologyTitle': 'טכנולוגיה',
  'directory.home.whyTechnologyText':
    'אוניברסיטאות מחקר, יחידות טכנולוגיות בצבא ותרבות של ניסוי וטעייה מכשירות מהנדסים שמקימים חברות פורצות דרך, מסייבר ועד מוליכים למחצה.',
  'directory.home.featuredTitle': 'סטארטאפים בולטים',
  'directory.home.featuredSubtitle': 'מחדי-קרן ועד חברות צעירות: תשע חברות שממחישות את הגיוון של האקוסיסטם.',
  'directory.home.viewProfile': 'לפרופיל של {name}',
  'directory.home.guidesTitle': 'מדריכי פרימיום',
  'directory.home.guidesSubtitle': 'המדריכים המעמיקים שלנו להשקעה, להערכת סטארטאפ ולהקמת חברה בישראל.',
  'directory.home.readTime': '{minutes} דקות קריאה',
  'directory.home.readGuide': 'לקריאת המדריך',
  'directory.home.faqTitle': 'שאלות נפוצות',
  'directory.home.allStartups': 'לכל הסטארטאפים',
  'directory.newsletter.title': 'הניוזלטר של ההייטק הישראלי',
  'directory.newsletter.text': 'מדי שבוע: גיוסים, רכישות וסטארטאפים שכדאי לעקוב אחריהם, בתקציר בצרפתית ישירות לתיבת הדואר שלכם.',
  'directory.newsletter.subscribers': 'מנויים פעילים',
  'directory.newsletter.weekly': 'שבועי',
  'directory.newsletter.frequency': 'תדירות',
  'directory.newsletter.openRate': 'שיעור פתיחה',
  'directory.newsletter.cta': 'הרשמה לניוזלטר',
} as const satisfies Record<DirectoryHomeKey, string>
