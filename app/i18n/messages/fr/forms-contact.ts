/**
 * Strings of the contact page and form. French is the source; en and he must have the same keys
 * (ADR 0004). One part of the dictionary (app/i18n/areas.ts, ADR 0012).
 */
export const formsContact = {
  // Contact (spec sections 2, 5, 8)
  'forms.contact.metaTitle': 'Contact',
  'forms.contact.metaDescription':
    "Contactez l'équipe de Startups en Israël : questions sur l'écosystème tech israélien, support, nouveau projet. Réponse rapide du lundi au samedi.",
  'forms.contact.metaKeywords': 'contact, startups israéliennes, écosystème tech israélien, nouveau projet',
  'forms.contact.title': 'Contactez-nous',
  'forms.contact.intro':
    "Une question sur une startup, un secteur ou un investissement en Israël ? Un projet à nous présenter ? Écrivez-nous, nous vous répondrons rapidement.",
  'forms.contact.infoLabel': 'Nos coordonnées',
  'forms.contact.emailTitle': 'Email',
  'forms.contact.emailText': 'Vous pouvez aussi nous écrire directement :',
  'forms.contact.hoursTitle': "Horaires d'ouverture",
  'forms.contact.hours.weekdays': 'Lundi - Vendredi : 9h00 - 18h00',
  'forms.contact.hours.saturday': 'Samedi : 10h00 - 16h00',
  'forms.contact.hours.sunday': 'Dimanche : Fermé',
  'forms.contact.formTitle': 'Envoyez-nous un message',
  'forms.contact.firstName': 'Prénom',
  'forms.contact.lastName': 'Nom',
  'forms.contact.email': 'Email',
  'forms.contact.emailPlaceholder': 'vous@exemple.fr',
  'forms.contact.subject': 'Sujet',
  'forms.contact.subjectPlaceholder': 'Sélectionnez un sujet',
  'forms.contact.subjects.info': "Demande d'information",
  'forms.contact.subjects.support': 'Support technique',
  'forms.contact.subjects.project': 'Nouveau projet',
  'forms.contact.subjects.other': 'Autre',
  'forms.contact.message': 'Message',
  'forms.contact.messagePlaceholder': 'Votre message…',
  'forms.contact.counter': '{count}/{min}',
  'forms.contact.honeypot': 'Ne remplissez pas ce champ',
  'forms.contact.submit': 'Envoyer le message',
  'forms.contact.submitting': 'Envoi en cours...',
  'forms.contact.errors.firstName': 'Le prénom doit contenir au moins 2 caractères.',
  'forms.contact.errors.lastName': 'Le nom doit contenir au moins 2 caractères.',
  'forms.contact.errors.email': 'Veuillez entrer une adresse email valide.',
  'forms.contact.errors.subject': 'Veuillez sélectionner un sujet.',
  'forms.contact.errors.message': 'Le message doit contenir au moins 10 caractères.',
  'forms.contact.successTitle': 'Message envoyé !',
  'forms.contact.successText': 'Votre message a bien été envoyé. Nous vous répondrons rapidement.',
  'forms.contact.errorTitle': "Erreur d'envoi",
  'forms.contact.errorText': "Une erreur est survenue lors de l'envoi de votre message. Veuillez réessayer.",
} as const

export type FormsContactKey = keyof typeof formsContact
