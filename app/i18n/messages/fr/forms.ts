/**
 * Strings shared by the forms (validation, links, the newsletter form). French is the source; en and he must have the same keys
 * (ADR 0004). One part of the dictionary (app/i18n/areas.ts, ADR 0012).
 */
export const forms = {
  // Shared
  'forms.validation.title': 'Erreur de validation',
  'forms.validation.emailRequired': "L'email est obligatoire",
  'forms.validation.emailFormat': "Format d'email invalide",
  'forms.validation.passwordRequired': 'Le mot de passe est obligatoire',
  'forms.validation.passwordTooShort': 'Le mot de passe doit contenir au moins 6 caractères',
  'forms.validation.passwordTooLong': 'Le mot de passe est trop long (72 octets au maximum).',
  'forms.validation.passwordMismatch': 'Les deux mots de passe ne correspondent pas.',
  'forms.validation.nameTooLong': 'Ce champ ne peut pas dépasser 100 caractères.',
  'forms.validation.messageTooLong': 'Le message ne peut pas dépasser 5000 caractères.',
  'forms.requiredLegend': 'Les champs marqués d’un astérisque (*) sont obligatoires.',
  'forms.newsletter.formLabel': 'Inscription à la newsletter',
  'forms.newsletter.email': 'Email',
  'forms.newsletter.emailPlaceholder': 'vous@exemple.fr',
  'forms.newsletter.firstName': 'Prénom (optionnel)',
  'forms.newsletter.acceptPrivacyBefore': "J'accepte la ",
  'forms.newsletter.acceptPrivacyLink': 'politique de confidentialité',
  'forms.newsletter.errors.acceptPrivacy': 'Vous devez accepter la politique de confidentialité',
  'forms.newsletter.submit': "S'inscrire",
  'forms.newsletter.submitting': 'Inscription...',
  'forms.newsletter.confirmedTitle': 'Inscription confirmée !',
  'forms.newsletter.confirmedText': 'Un email de confirmation vient de vous être envoyé : cliquez sur son lien pour recevoir la newsletter.',
  'forms.newsletter.successTitle': 'Inscription réussie !',
  'forms.newsletter.successText': 'Vous recevrez bientôt un email de confirmation.',
  'forms.newsletter.duplicateTitle': 'Email déjà inscrit',
  'forms.newsletter.duplicateText': 'Cette adresse email est déjà inscrite à notre newsletter.',
  'forms.newsletter.errorTitle': 'Erreur',
  'forms.newsletter.errorText': 'Une erreur est survenue. Veuillez réessayer.',
  // E-mail links
  'forms.link.errorTitle': 'Lien invalide',
  'forms.link.noticeTitle': 'Première confirmation reçue',
  'forms.link.emailChangeHalf': "Confirmez maintenant le changement avec le lien envoyé à l'autre adresse.",
  // Password fields
  'forms.password.show': 'Afficher le mot de passe',
  'forms.password.hide': 'Masquer le mot de passe',
  'forms.password.new': 'Nouveau mot de passe',
  'forms.password.confirm': 'Confirmez le mot de passe',
  'forms.password.save': 'Changer le mot de passe',
  'forms.password.saving': 'Enregistrement...',
  'forms.password.changedTitle': 'Mot de passe modifié',
  'forms.password.changedText': 'Votre nouveau mot de passe est enregistré.',
  'forms.password.errorTitle': 'Mot de passe non modifié',
  'forms.password.code': 'Code reçu par email',
  'forms.password.codeHint': "Pour confirmer que c'est bien vous, saisissez le code à 6 chiffres envoyé à votre adresse email.",
  'forms.password.codeSentTitle': 'Code envoyé',
  'forms.password.codeSentText': 'Saisissez le code à 6 chiffres reçu par email pour confirmer le changement.',
  'forms.password.confirmChange': 'Confirmer le changement',
  'forms.password.resendCode': 'Renvoyer le code',
} as const

export type FormsKey = keyof typeof forms
