import type { FormsNewsletterKey } from '../fr/forms-newsletter.ts'

/** The Hebrew strings of the `forms-newsletter` part: exactly the French keys (ADR 0004). */
export const formsNewsletter = {
  'forms.newsletterPage.metaTitle': 'ניוזלטר',
  'forms.newsletterPage.metaDescription':
    'הירשמו לניוזלטר השבועי של Startups en Israël: גיוסים, רכישות וסטארטאפים ישראליים שכדאי לעקוב אחריהם, בצרפתית.',
  'forms.newsletterPage.metaKeywords': 'ניוזלטר, סטארטאפים ישראליים, הייטק ישראלי, גיוסי הון',
  'forms.newsletterPage.title': 'הניוזלטר של ההייטק הישראלי',
  'forms.newsletterPage.description':
    'מדי שבוע: מבחר גיוסים, רכישות וסטארטאפים ישראליים שכדאי לעקוב אחריהם, בתקציר בצרפתית ישירות לתיבת הדואר שלכם.',
  'forms.newsletterPage.footnote': 'אימייל אחד בשבוע. ביטול המינוי בלחיצה אחת, בכל עת.',
  'forms.newsletterConfirm.metaTitle': 'אישור ההרשמה',
  'forms.newsletterConfirm.metaDescription': 'אישור ההרשמה שלכם לניוזלטר של Startups en Israël.',
  'forms.newsletterConfirm.working': 'מאשרים את ההרשמה שלכם…',
  'forms.newsletterConfirm.doneTitle': 'ההרשמה אושרה!',
  'forms.newsletterConfirm.doneText': 'הכתובת {email} אושרה: תקבלו את הניוזלטר מדי שבוע.',
  'forms.newsletterConfirm.invalidTitle': 'קישור לא תקין או שפג תוקפו',
  'forms.newsletterConfirm.invalidText': 'קישור האישור הזה אינו תקין או שייך להרשמה שבוטלה. אפשר להירשם מחדש.',
  'forms.newsletterConfirm.subscribeAgain': 'הרשמה לניוזלטר',
  'forms.newsletterUnsubscribe.metaTitle': 'ביטול המינוי לניוזלטר',
  'forms.newsletterUnsubscribe.metaDescription': 'ביטול המינוי לניוזלטר של Startups en Israël.',
  'forms.newsletterUnsubscribe.title': 'ביטול המינוי לניוזלטר',
  'forms.newsletterUnsubscribe.text': 'לא תקבלו עוד את הניוזלטר השבועי בכתובת שהקישור הזה שייך לה.',
  'forms.newsletterUnsubscribe.confirm': 'אישור ביטול המינוי',
  'forms.newsletterUnsubscribe.working': 'מבטלים את המינוי...',
  'forms.newsletterUnsubscribe.doneTitle': 'המינוי בוטל',
  'forms.newsletterUnsubscribe.doneText': 'לא תקבלו עוד את הניוזלטר. אפשר להירשם מחדש בכל עת.',
  'forms.newsletterUnsubscribe.invalidTitle': 'קישור ביטול לא תקין',
  'forms.newsletterUnsubscribe.invalidText': 'הקישור הזה אינו מוכר. השתמשו בקישור מהאימייל האחרון שקיבלתם, או כתבו לנו מדף צור קשר.',
} as const satisfies Record<FormsNewsletterKey, string>
