import type { Translated } from './site-texts.i18n.ts'

/**
 * The home page's featured cards in English and Hebrew, keyed by the French card's slug
 * (content/featured.ts): the pitch, written for readers of each language from the French one, with the same
 * facts and names.
 */
export const featuredPitchTranslations: Readonly<Record<string, Translated<string>>> = {
  mobileye: {
    en: 'A pioneer of automotive computer vision, Mobileye fits a great many vehicles with its EyeQ chips and is preparing for self-driving.',
    he: 'Mobileye, חלוצת הראייה הממוחשבת לרכב, מתקינה את שבבי EyeQ שלה במספר עצום של כלי רכב ומכינה את הקרקע לנהיגה האוטונומית.',
  },
  cyberark: {
    en: 'The world leader in identity security, CyberArk protects the privileged access that cyberattackers target first.',
    he: 'CyberArk, המובילה העולמית באבטחת זהויות, מגינה על ההרשאות המיוחסות שתוקפי סייבר מכוונים אליהן קודם כול.',
  },
  'monday-com': {
    en: 'Born in Tel Aviv, monday.com lets teams run projects and processes on boards they customise, without writing code.',
    he: 'monday.com, שנולדה בתל אביב, מאפשרת לצוותים לנהל פרויקטים ותהליכים בלוחות הניתנים להתאמה אישית, בלי לכתוב קוד.',
  },
  gong: {
    en: 'Gong uses artificial intelligence to analyse sales conversations and help sales teams close more deals.',
    he: 'Gong מנתחת בעזרת בינה מלאכותית את שיחות המכירה ועוזרת לצוותי המכירות לסגור יותר עסקאות.',
  },
  wix: {
    en: 'Wix lets anyone build a professional website or an online shop by simple drag and drop, with help from AI.',
    he: 'Wix מאפשרת לכל אחד לבנות אתר מקצועי או חנות מקוונת בגרירה ושחרור פשוטים, בעזרת בינה מלאכותית.',
  },
  jfrog: {
    en: 'With Artifactory, JFrog manages and secures software binaries and packages, from source code all the way to production.',
    he: 'JFrog מנהלת ומאבטחת, בעזרת Artifactory, קבצים בינאריים וחבילות תוכנה, מקוד המקור ועד לסביבת הייצור.',
  },
  innoviz: {
    en: 'Innoviz designs automotive-grade lidar sensors, chosen by major carmakers for automated driving.',
    he: 'Innoviz מתכננת חיישני לידאר ברמה רכבית, שנבחרו על ידי יצרניות רכב גדולות לנהיגה אוטומטית.',
  },
  cheq: {
    en: 'CHEQ brings cybersecurity methods to marketing, blocking the bots and fake traffic that waste advertising budgets.',
    he: 'CHEQ מביאה את שיטות הסייבר לעולם השיווק וחוסמת בוטים ותנועה מזויפת שמבזבזים תקציבי פרסום.',
  },
  'pushit-replays': {
    en: 'Pushit Replays brings TV-style instant replay to amateur sports pitches and sports centres.',
    he: 'Pushit Replays מביאה את השידור החוזר המיידי, כמו בטלוויזיה, למגרשי ספורט חובבים ולמרכזי ספורט.',
  },
}
