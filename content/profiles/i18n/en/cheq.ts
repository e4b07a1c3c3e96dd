import type { AdtechProfileText } from '../../../schema.ts'

export const profile: AdtechProfileText = {
  slug: 'cheq',
  tagline: 'Protecting marketing budgets from bots and fake traffic',
  tags: ['Ad fraud', 'Bot detection', 'Cybersecurity', 'Marketing'],
  about: [
    "CHEQ is an Israeli company that applies cybersecurity to marketing. It was founded in 2016 by Guy Tytunovich, its chief executive, on a simple observation: a large share of the traffic reaching websites is not human. Bots, automated browsers, click farms, incentivised traffic and fake accounts click on ads, fill in forms and pollute audiences, eating up advertising budgets and skewing the dashboards marketing teams base their decisions on. The company has offices in Tel Aviv, home to its R&D, and in New York; it announced a $150 million funding round led by the Tiger Global fund.",
    "Rather than treating ad fraud as just a measurement issue, CHEQ tackles it with the methods of cybersecurity, such as anomaly detection and real-time blocking, an approach it calls “go-to-market security”. On every visit, its technology analyses many technical and behavioural signals, including the IP address, to decide whether the session is legitimate; a session judged fraudulent can be blocked, excluded from ad audiences or removed from analytics data. CHEQ started out in ad verification, including in video games with Anzu in 2020, before extending its offering to search and social media campaigns, forms and marketing data.",
  ],
  features: [
    {
      name: 'Click fraud protection',
      description:
        "Detecting invalid clicks on paid campaigns (search engines, social media) and excluding fraudulent sources so you stop paying for bots.",
    },
    {
      name: 'Securing forms and leads',
      description:
        "Blocking automated submissions and fake leads before they reach the CRM and take up the sales team's time.",
    },
    {
      name: 'Clean analytics data',
      description:
        "Keeping non-human traffic out of measurement tools, so that conversion rates and attribution reflect the behaviour of real visitors.",
    },
    {
      name: 'Audience protection',
      description:
        "Removing fake users from the retargeting audiences and optimisation lists sent to advertising platforms.",
    },
  ],
  businessModel: [
    {
      name: 'Marketing teams and agencies',
      description:
        "The platform is aimed at paid acquisition and performance marketing teams, and at the media agencies that manage their clients' budgets.",
    },
    {
      name: 'Lead generation and e-commerce',
      description:
        "Businesses that collect leads online (software, insurance, education, finance) and e-commerce sites exposed to bots are a natural customer base.",
    },
    {
      name: 'Budgets protected',
      description:
        "The value it delivers is measured in ad spend no longer wasted on fake clicks and in sales teams no longer chasing fake leads.",
    },
  ],
  info: {
    specialty: 'Ad Security',
  },
  seo: {
    title: 'CHEQ: Israeli cybersecurity against ad fraud',
    description:
      "Profile of CHEQ, founded in 2016: detecting bots and fake traffic, and protecting against click fraud, fake form fills and polluted marketing data.",
    keywords: ['CHEQ', 'ad fraud', 'click fraud', 'bots', 'AdTech', 'cybersecurity', 'Israeli startup'],
  },
}
