/**
 * Strings of the newsletter page and its confirm and unsubscribe landings. French is the source; en and he must have the same keys
 * (ADR 0004). One part of the dictionary (app/i18n/areas.ts, ADR 0012).
 */
export const formsNewsletter = {
  // Newsletter (spec sections 2, 4, 5, 8)
  'forms.newsletterPage.metaTitle': 'Newsletter',
  'forms.newsletterPage.metaDescription':
    "Inscrivez-vous à la newsletter hebdomadaire de Startups en Israël : levées de fonds, rachats et startups israéliennes à suivre, en français.",
  'forms.newsletterPage.metaKeywords': 'newsletter, startups israéliennes, tech israélienne, levées de fonds',
  'forms.newsletterPage.title': 'La newsletter de la tech israélienne',
  'forms.newsletterPage.description':
    "Chaque semaine, une sélection des levées de fonds, des rachats et des startups israéliennes à suivre, résumés en français et directement dans votre boîte mail.",
  'forms.newsletterPage.footnote': 'Un email par semaine. Désinscription en un clic, à tout moment.',
  'forms.newsletterConfirm.metaTitle': 'Confirmation de votre inscription',
  'forms.newsletterConfirm.metaDescription': 'Confirmation de votre inscription à la newsletter de Startups en Israël.',
  'forms.newsletterConfirm.working': 'Confirmation de votre inscription…',
  'forms.newsletterConfirm.doneTitle': 'Inscription confirmée !',
  'forms.newsletterConfirm.doneText': "L'adresse {email} est confirmée : vous recevrez la newsletter chaque semaine.",
  'forms.newsletterConfirm.invalidTitle': 'Lien invalide ou expiré',
  'forms.newsletterConfirm.invalidText':
    "Ce lien de confirmation n'est pas valide ou a déjà été utilisé pour une inscription résiliée. Vous pouvez vous inscrire à nouveau.",
  'forms.newsletterConfirm.subscribeAgain': "S'inscrire à la newsletter",
  'forms.newsletterUnsubscribe.metaTitle': 'Désinscription de la newsletter',
  'forms.newsletterUnsubscribe.metaDescription': 'Désinscription de la newsletter de Startups en Israël.',
  'forms.newsletterUnsubscribe.title': 'Se désinscrire de la newsletter',
  'forms.newsletterUnsubscribe.text': "Vous ne recevrez plus la newsletter hebdomadaire à l'adresse associée à ce lien.",
  'forms.newsletterUnsubscribe.confirm': 'Confirmer la désinscription',
  'forms.newsletterUnsubscribe.working': 'Désinscription...',
  'forms.newsletterUnsubscribe.doneTitle': 'Vous êtes désinscrit',
  'forms.newsletterUnsubscribe.doneText': 'Vous ne recevrez plus la newsletter. Vous pouvez vous réinscrire à tout moment.',
  'forms.newsletterUnsubscribe.invalidTitle': 'Lien de désinscription invalide',
  'forms.newsletterUnsubscribe.invalidText': "Ce lien n'est pas reconnu. Utilisez le lien du dernier email reçu, ou écrivez-nous depuis la page contact.",
} as const

export type FormsNewsletterKey = keyof typeof formsNewsletter
