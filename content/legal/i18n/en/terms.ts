import type { LegalPage } from '../../../schema.ts'

export const page: LegalPage = {
  id: 'terms',
  paths: ['/terms', '/conditions'],
  title: 'Terms of use',
  description:
    'The rules for using the Startups en Israël website: free access, optional account, newsletter, informational nature of the content and liability.',
  updatedAt: '2025-01-15',
  content: `
These terms of use govern access to the Startups en Israël website and the use of its services. By browsing the site, you accept them. Creating an account requires you to accept them expressly.

## Purpose of the site

Startups en Israël is a free public guide, written mainly in French, to the Israeli tech ecosystem. It offers a directory of startups organised by sector, company profiles, a blog, guides, a weekly newsletter and a contact form. The site is published by Startups en Israël; the legal information is set out in the [legal notice](/mentions-legales).

## Access to the site

The site can be accessed free of charge by anyone with an internet connection. All content can be read without registering. Connection and equipment costs are your own responsibility.

We do our best to keep the site available at all times, but we cannot guarantee it. Access may be interrupted, in particular for maintenance, updates or in the event of a technical incident, without giving rise to any right to compensation.

## User account

Creating an account is optional. It requires a valid email address, your first name, your surname and a password of at least 6 characters. Your address is verified by a confirmation email.

You undertake to provide accurate information and to keep your password confidential. Any action taken from your account is presumed to have been taken by you. We recommend choosing a unique password and turning on the two-factor authentication the site offers. If you notice any unauthorised use of your account, let us know without delay through the [contact page](/contact).

You can delete your account at any time from your profile page. We may suspend or delete an account in the event of a serious breach of these terms, for example fraudulent use or an attempt to compromise the site's security.

## Newsletter

The newsletter is free and weekly. Your subscription only takes effect once you have confirmed your email address. Every issue contains a one-click unsubscribe link.

## Nature of the content: no investment advice

The site's content (company profiles, articles, guides, FAQ) is provided for general information. It is written from public sources and may contain errors or become out of date: data about companies, such as their funding or status, changes quickly.

This content does not in any way constitute investment advice, a recommendation to buy or sell securities, or legal, tax or accounting advice. Investing in a startup carries high risks, including the risk of losing all the capital invested and the risk of illiquidity. Before making any decision, check the information against official sources and consult a qualified professional.

The presence of a company in the directory or in an article implies neither a partnership nor a recommendation on our part.

## Acceptable use

By using the site, you undertake not to:

- interfere with its operation or security, or attempt to gain unauthorised access to other users' accounts or to the systems that host it;
- send, through the contact form, messages that are unlawful, abusive, defamatory, unsolicited advertising or automated;
- systematically or automatically extract the site's content in order to republish it or build a competing database;
- impersonate another person or provide false information.

## Intellectual property

The texts, the structure of the site, the illustrations and the graphic elements created for Startups en Israël are protected by intellectual property law. You may quote short extracts, provided you credit the source and link to the page concerned. Any other reproduction requires our prior permission.

The names, trade marks and logos of the companies featured belong to their respective owners. They are mentioned for information purposes.

## Messages you send us

When you write to us through the [contact page](/contact), you authorise us to use the content of your message to reply to you and, if it is a suggestion or a correction, to update our content. We do not publish your messages or your identity without your consent.

## External links

The site contains links to third-party sites, in particular the official websites of the companies featured. We have no control over these sites and are not responsible for their content or for their personal data practices.

## Liability

We take the greatest care over the accuracy of the information published, but cannot guarantee that it is complete, accurate and up to date at all times. To the extent permitted by law, we cannot be held liable for decisions made on the basis of the site's content, nor for damage resulting from the service being unavailable or from the use of third-party sites.

## Personal data

How your personal data is processed is described in our [privacy policy](/confidentialite), and the use of cookies in our [cookie policy](/cookies).

## Changes to these terms

We may change these terms to take account of changes to the site or to the regulations. The version in force is the one published on this page, with its update date. If there is a significant change, account holders will be informed.

## Governing law

These terms are governed by French law, without prejudice to any more protective mandatory provisions of the law of your country of residence if you are a consumer. If a problem arises, please write to us first through the [contact page](/contact): we will seek an amicable solution before taking any other step.
`,
}
