import type { AdtechProfileText } from '../../../schema.ts'

export const profile: AdtechProfileText = {
  slug: 'biscience',
  tagline: 'Browsing and advertising data for competitive intelligence',
  tags: ['Digital intelligence', 'Ad intelligence', 'Data', 'Analytics'],
  about: [
    "BIScience (B.I Science (2009) Ltd.) is an Israeli “digital intelligence” company: it collects and analyses data on how people browse the web and on the ads they are shown, then turns it into market insight. Its clients include research firms, brands, publishers and investment firms that want to understand web trends and what their competitors are doing.",
    "Its best-known product, AdClarity, tracks display, video and social media ad campaigns running across a very large number of publishers in dozens of markets. To do this, BIScience relies in particular on user panels which, through mobile apps and browser extensions, measure the ads people actually see, backed up by automated analysis of websites.",
  ],
  features: [
    {
      name: 'AdClarity',
      description:
        "An ad intelligence tool that shows which advertisers are running which campaigns, on which sites, through which intermediaries and with what share of voice.",
    },
    {
      name: 'Clickstream data',
      description:
        "Aggregated browsing-journey data, offered notably under the Clickstream OS brand, for analysing web audiences and usage.",
    },
    {
      name: 'Competitive analysis',
      description:
        "Comparing your own advertising spend with your competitors' and identifying the publishers and networks they use most.",
    },
    {
      name: 'Multi-market coverage',
      description:
        "Reports for many countries in the Americas, Europe, the Middle East and Asia-Pacific, by advertiser, publisher, campaign or keyword.",
    },
  ],
  businessModel: [
    {
      name: 'Software subscriptions',
      description:
        "AdClarity is sold by subscription, with several tiers, including through the Semrush App Center.",
    },
    {
      name: 'Data licensing',
      description:
        "The browsing datasets are licensed to companies that build them into their own analyses.",
    },
    {
      name: 'Enterprise plans',
      description:
        "Broader access and tailored reports for research firms, major brands and investors.",
    },
  ],
  info: {
    specialty: 'Analytics BI',
  },
  seo: {
    title: 'BIScience: digital intelligence and AdClarity ad intelligence',
    description:
      "Profile of BIScience, the Israeli digital intelligence company: ad intelligence with AdClarity, browsing data and competitive analysis.",
    keywords: ['BIScience', 'AdClarity', 'ad intelligence', 'digital intelligence', 'AdTech', 'Israeli startup'],
  },
}
