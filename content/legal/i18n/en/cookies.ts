import type { LegalPage } from '../../../schema.ts'

export const page: LegalPage = {
  id: 'cookies',
  paths: ['/cookies'],
  title: 'Cookie policy',
  description:
    'No cookies: local storage keeps only your preferred language, your answer to the banner and your session. No advertising, no third-party trackers.',
  updatedAt: '2026-11-26',
  content: `
This page explains which cookies and which local storage data the Startups en Israël website places in your browser, what they are for and how to delete them. In short: we only use what the site needs to work, with no advertising, no third-party analytics and no social media trackers.

## What is a cookie?

A cookie is a small text file placed in your browser by a website and sent back to that site on each visit. Local storage (localStorage) is a similar mechanism: it lets a site save data in your browser without sending it to the server automatically with every page.

## The cookies we use

None. The site sets no cookies: a page's language is given by its address (pages in English start with /en, pages in Hebrew with /he).

## Local storage data

- **Language preference**: when you choose a language from the menu, that choice is saved in your browser's local storage. It is used only to offer you the same page in that language if you land on a page in another language; you are never redirected. It remains until you change language or clear the site's data.
- **Banner answer**: your answer to the information banner ("Accept" or "Decline") is saved so that the banner is not shown to you on every visit. It remains until you clear the site's data.
- **Session tokens**: if you sign in to your account, session tokens are saved in local storage to keep you signed in and renew your session automatically. They are deleted when you sign out. Visitors who do not sign in have none.

## What we do not use

- no advertising or retargeting cookies;
- no third-party analytics tools;
- no social media buttons or widgets that place trackers;
- no fonts or images loaded from a third-party service: they are hosted on our own servers.

Links to external sites, for example the official website of a company featured in the directory, take you away from Startups en Israël. Any cookies those sites may set are governed by their own policies.

## Why do we not ask for your prior consent?

Under article 82 of the loi Informatique et Libertés (the French Data Protection Act) and the guidelines of the CNIL (the French data protection authority), cookies and trackers that are strictly necessary to provide a service expressly requested by the user, or that are used to store the user's choices, are exempt from consent. That applies to everything described on this page: it serves only to offer you the site in your language, to remember your answer to the banner and to keep you signed in. If we ever added a tracker that requires consent, we would ask for your agreement beforehand and update this page.

## How to delete them

You can delete the site's local storage data at any time from your browser settings, usually under "Privacy" or "Site data". The site will still be readable in every language, but your language choice will no longer be offered and you will be signed out of your account.

## Find out more

To understand how we process your personal data, see our [privacy policy](/privacy). For any question, write to us through the [contact page](/contact).
`,
}
