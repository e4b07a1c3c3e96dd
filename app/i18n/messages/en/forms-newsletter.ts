import type { FormsNewsletterKey } from '../fr/forms-newsletter.ts'

/** The English strings of the `forms-newsletter` part: exactly the French keys (ADR 0004). */
export const formsNewsletter = {
  'forms.newsletterPage.metaTitle': 'Newsletter',
  'forms.newsletterPage.metaDescription':
    'Subscribe to the weekly Startups en Israël newsletter: funding rounds, acquisitions and Israeli startups to watch, in French.',
  'forms.newsletterPage.metaKeywords': 'newsletter, Israeli startups, Israeli tech, funding rounds',
  'forms.newsletterPage.title': 'The Israeli tech newsletter',
  'forms.newsletterPage.description':
    'Every week, a selection of funding rounds, acquisitions and Israeli startups to watch, summed up in French and delivered straight to your inbox.',
  'forms.newsletterPage.footnote': 'One email a week. Unsubscribe in one click, at any time.',
  'forms.newsletterConfirm.metaTitle': 'Subscription confirmation',
  'forms.newsletterConfirm.metaDescription': 'Confirmation of your subscription to the Startups en Israël newsletter.',
  'forms.newsletterConfirm.working': 'Confirming your subscription…',
  'forms.newsletterConfirm.doneTitle': 'Subscription confirmed!',
  'forms.newsletterConfirm.doneText': 'The address {email} is confirmed: you will receive the newsletter every week.',
  'forms.newsletterConfirm.invalidTitle': 'Invalid or expired link',
  'forms.newsletterConfirm.invalidText':
    'This confirmation link is not valid or belongs to a subscription that was cancelled. You can subscribe again.',
  'forms.newsletterConfirm.subscribeAgain': 'Subscribe to the newsletter',
  'forms.newsletterUnsubscribe.metaTitle': 'Newsletter unsubscription',
  'forms.newsletterUnsubscribe.metaDescription': 'Unsubscribe from the Startups en Israël newsletter.',
  'forms.newsletterUnsubscribe.title': 'Unsubscribe from the newsletter',
  'forms.newsletterUnsubscribe.text': 'You will no longer receive the weekly newsletter at the address this link belongs to.',
  'forms.newsletterUnsubscribe.confirm': 'Confirm unsubscription',
  'forms.newsletterUnsubscribe.working': 'Unsubscribing...',
  'forms.newsletterUnsubscribe.doneTitle': 'You are unsubscribed',
  'forms.newsletterUnsubscribe.doneText': 'You will no longer receive the newsletter. You can subscribe again at any time.',
  'forms.newsletterUnsubscribe.invalidTitle': 'Invalid unsubscribe link',
  'forms.newsletterUnsubscribe.invalidText': 'This link is not recognised. Use the link of the latest email you received, or write to us from the contact page.',
} as const satisfies Record<FormsNewsletterKey, string>
