import type { AdtechProfileText } from '../../../schema.ts'

export const profile: AdtechProfileText = {
  slug: 'cignal',
  tagline: 'Infrastructure for buying and selling video advertising programmatically',
  tags: ['Video advertising', 'Programmatic', 'Publishers', 'Infrastructure'],
  about: [
    "Cignal is an Israeli digital advertising company specialising in video infrastructure. It works within the programmatic chain, the set of platforms that sell and buy, automatically and in a few milliseconds, the ad slots shown before or during online videos. Cignal is accordingly listed among the authorised sellers declared in the ads.txt files of partner publishers' sites.",
    "Video advertising is one of the formats advertisers want most, but also one of the most technically demanding: player compatibility, loading times, inventory quality and a transparent chain of intermediaries. The job of infrastructure such as Cignal's is to connect publishers' video inventory with buyers' demand, reliably and measurably.",
  ],
  features: [
    {
      name: 'Connection to programmatic demand',
      description:
        "Matching publishers' video inventory with advertising buyers through automated real-time auctions.",
    },
    {
      name: 'Video player integration',
      description:
        "Ads delivered in publishers' players according to industry standards, to keep technical work on the site side to a minimum.",
    },
    {
      name: 'A transparent sales chain',
      description:
        "Activity declared in publishers' ads.txt files, the standard mechanism that lets buyers check who is authorised to sell a given inventory.",
    },
    {
      name: 'Performance tracking',
      description:
        "Metrics on impressions, fill rates and revenue for managing video monetisation.",
    },
  ],
  businessModel: [
    {
      name: 'Monetisation for publishers',
      description:
        "Publishers entrust part of their video inventory to the platform, which sells it to programmatic buyers.",
    },
    {
      name: 'Revenue from transactions',
      description:
        "Like most sell-side infrastructure, the model rests on a share of the advertising money that passes through the platform.",
    },
    {
      name: 'Qualified access for buyers',
      description:
        "Advertisers and their buying platforms get access to declared, verifiable video inventory, which reduces the risk of buying fraudulent ad space.",
    },
  ],
  info: {
    specialty: 'Video Infrastructure',
  },
  seo: {
    title: 'Cignal: programmatic video advertising infrastructure',
    description:
      "Profile of Cignal, an Israeli AdTech company specialising in programmatic video advertising infrastructure for publishers and buyers.",
    keywords: ['Cignal', 'video advertising', 'programmatic', 'AdTech', 'publishers', 'Israeli startup'],
  },
}
