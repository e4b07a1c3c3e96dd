import type { LegalPage } from '../../../schema.ts'

export const page: LegalPage = {
  id: 'privacy',
  paths: ['/privacy', '/confidentialite'],
  title: 'Privacy policy',
  description:
    'What personal data the Startups en Israël website collects, why, how long it is kept and how to exercise your rights under the GDPR.',
  updatedAt: '2026-11-26',
  content: `
Startups en Israël is a free public guide to the Israeli tech ecosystem. You can read the whole site without creating an account and without giving us any personal data at all. This policy explains what data we process when you use the site's optional features (account, contact form, newsletter), why, for how long, and how to exercise your rights.

## Data controller

The data controller is the publisher of the site, **Startups en Israël**. Its full identity and postal address are provided on request made through the [contact page](/contact). For any question about your personal data, please use the same page.

## Our principles

- We only collect the data needed for the feature you are using.
- We do not sell or rent out your data, and we do not use it for advertising.
- The site shows no advertising and uses no advertising trackers or third-party analytics tools.
- Fonts and images are hosted on our own servers: your browser does not contact any third-party service to display them.
- The site and its data are hosted in the European Union.

## The data we process

### User account (optional)

If you create an account, we process your email address, your first name, your surname and your password. Your password is never kept in plain text: it is stored in hashed form by our authentication service, and we have no access to it. We also record your acceptance of the terms of use, together with technical information about signing in (dates of account creation and of last sign-in, session tokens).

When you register, we send you a confirmation email to verify your address. If you turn on two-factor authentication, we keep the information needed for that second factor, for example the name you give your authenticator app and its verification status.

### Contact form

When you write to us, we receive your first name, your surname, your email address, the subject you chose and the content of your message. This information is used solely to handle your request and reply to you.

### Newsletter

Subscribing to the weekly newsletter requires your email address; your first name is optional. We generate a unique confirmation token and send you an email: your subscription only becomes active once you have clicked the confirmation link (double opt-in). Every issue contains a one-click unsubscribe link. You can also ask to subscribe by ticking the box provided when you create your account; the same confirmation process then applies.

### Preferences and local storage

The site sets no cookies. When you choose a language from the menu, that choice is saved in your browser's local storage, as is your answer to the information banner. If you are signed in, your session tokens are kept in your browser's local storage to keep you signed in. Full details are in our [cookie policy](/cookies).

### Technical data

As with any website, our servers receive technical data with every request: IP address, date and time, page requested, browser type. This data is recorded in technical logs used solely to keep the service secure and working properly.

## Purposes and legal bases

- **Managing your account**: performance of the contract formed by our [terms of use](/conditions), which you accept when you create an account.
- **Replying to your messages**: our legitimate interest in replying to people who contact us, or steps taken prior to entering into a contract when your request concerns a project.
- **Sending the newsletter**: your consent, which you can withdraw at any time using the unsubscribe link.
- **Remembering your preferences** (language, cookie choice): our legitimate interest in offering you a site that works the way you have chosen; these items are strictly necessary for the service.
- **Site security** (technical logs, account protection): our legitimate interest in protecting the service and its users.

## How long we keep data

- **Account**: until it is deleted. You can delete your account at any time from your profile page; the associated data is then erased.
- **Contact messages**: three years from our last exchange, then deleted.
- **Newsletter**: for as long as you are subscribed. When you unsubscribe, your email address and first name are removed from our list. A subscription that is never confirmed is deleted after 30 days.
- **Local storage**: your language preference and banner answer remain in your browser until you change them or clear the site's data; session tokens are deleted when you sign out.
- **Technical logs**: 12 months at most.

## Recipients and service providers

Your data is accessible only to those members of the site's team who need it for the purposes described above. We use technical service providers for hosting, the database, authentication and sending emails. They act as processors, on our instructions, and are contractually bound to protect your data.

Your data is hosted in the European Union. Should a provider need to process data outside the European Economic Area, the transfer would be covered by the safeguards provided for in the GDPR, such as an adequacy decision of the European Commission or standard contractual clauses.

We only disclose your data to third parties where the law requires us to, for example at the request of a judicial authority.

## Security

Communication with the site is encrypted (HTTPS). Passwords are stored in hashed form, access to data is restricted to authorised people, and you can strengthen your account's protection by turning on two-factor authentication. As no system is invulnerable, we recommend using a password unique to this site.

## Your rights under the GDPR

Under the General Data Protection Regulation (GDPR) and the loi Informatique et Libertés (the French Data Protection Act), you have the following rights over your data:

- **right of access**: to obtain a copy of the data we hold about you;
- **right to rectification**: to have inaccurate or incomplete data corrected;
- **right to erasure**: to ask for your data to be deleted; you can delete your account directly from your profile;
- **right to restriction** of processing;
- **right to object** to processing based on our legitimate interest;
- **right to portability** of the data you have provided to us, in a structured, commonly used format;
- **right to withdraw your consent** at any time, in particular by unsubscribing from the newsletter, without affecting the processing carried out before;
- **right to set instructions** on what happens to your data after your death.

To exercise these rights, write to us through the [contact page](/contact), stating your request. We may ask you to confirm your identity, for example by replying from the email address concerned. We reply within one month, which may be extended by two months for complex requests; we will let you know if that is the case.

## Complaints to the CNIL

If, after contacting us, you believe your rights are not being respected, you can lodge a complaint with the Commission nationale de l'informatique et des libertés (CNIL, the French data protection authority) at [www.cnil.fr](https://www.cnil.fr), or with the data protection authority of your country of residence in the European Union.

## Minors

The site is intended for adults. Anyone under 15 must not create an account or subscribe to the newsletter without their parents' consent.

## Changes

We may update this policy to reflect changes to the site or to the regulations. The date of the last update is shown at the top of this page. If there is a significant change, we will inform account holders and newsletter subscribers.
`,
}
