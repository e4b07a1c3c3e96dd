import type { LegalPage } from '../../../schema.ts'

export const page: LegalPage = {
  id: 'legal-notice',
  paths: ['/legal-notice', '/mentions-legales'],
  title: 'Legal notice',
  description:
    'Legal notice for the Startups en Israël website: publisher, publication, hosting in the European Union, intellectual property and contact.',
  updatedAt: '2025-01-15',
  content: `
This legal notice identifies the publisher of the Startups en Israël website and sets out the conditions under which its content is published.

## Publisher

The site is published by **Startups en Israël**, a free public guide to the Israeli tech ecosystem.

The publisher's full identity and postal address are provided on request made through the [contact page](/contact). That page is the preferred means of contact for any question, request for correction or complaint; we aim to reply as quickly as possible during our opening hours (Monday to Friday from 9h to 18h, Saturday from 10h to 16h).

## Publication director

The role of publication director is held by the publisher's representative. Their identity is provided on the same terms, on request through the [contact page](/contact).

## Hosting

The site and its data are hosted in the European Union by a professional provider. The host's contact details are provided on request through the [contact page](/contact).

The site's fonts and images are served from our own servers; no content is loaded from a third-party service when pages are displayed.

## Editorial content

Company profiles, articles and guides are written by the Startups en Israël editorial team from public sources: companies' official websites, press releases, reports by listed companies and the specialist press. When a piece of data cannot be established with certainty, we prefer not to publish it.

This content is provided for general information. It does not constitute investment advice, a recommendation to buy or sell securities, or legal or tax advice. The full conditions are set out in our [terms of use](/terms).

If you spot an error, out-of-date information or content that infringes your rights, report it through the [contact page](/contact), giving the address of the page concerned: we will look into it and correct it if necessary.

## Intellectual property

The structure of the site, its texts, illustrations and graphic elements are the property of the publisher or are used with their authors' permission. Any reproduction or representation, in whole or in part, without prior permission is prohibited, except for short quotations accompanied by a credit to the source and a link to the original page.

The names, trade marks and logos of the companies mentioned on the site belong to their respective owners. They are mentioned for information purposes, with no implication of any partnership or endorsement on their part.

## Hyperlinks

The site contains links to third-party sites, in particular the official websites of the companies featured. The publisher has no control over these sites and accepts no responsibility for their content.

You are free to link to any page of the site, provided that you do not display it within another site (for example in a frame) and do not suggest an affiliation that does not exist.

## Personal data and cookies

The site shows no advertising and uses no third-party trackers. The processing of personal data (optional account, contact form, newsletter) is described in the [privacy policy](/privacy), which also sets out your rights under the GDPR and your right to lodge a complaint with the CNIL. The cookies and local storage used are described in the [cookie policy](/cookies).

## Contact

For any question about the site, its content or your data, write to us through the [contact page](/contact).
`,
}
