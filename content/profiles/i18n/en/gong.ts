import type { LongProfileText } from '../../../schema.ts'

export const profile: LongProfileText = {
  slug: 'gong',
  tagline: 'Artificial intelligence that analyses sales conversations',
  intro:
    "Founded in 2015 by two Israeli entrepreneurs, Gong analyses sales teams' calls, video meetings and emails to draw actionable insight from them. The company, whose R&D is based in Israel, was valued at 7.25 billion dollars in 2021 and has become the benchmark for “revenue intelligence”.",
  keyFacts: {
    valueLabel: 'Valuation (Series E, June 2021)',
    value: '$7.25 billion',
  },
  about: [
    "Gong was founded in 2015 by Amit Bendov, its chief executive, and Eilon Reshef, its chief product officer. Their starting point was simple: conversations with customers hold most of what a company needs to know about its sales, but that information stays scattered across calls nobody listens to again and incomplete notes typed into the CRM.",
    "The platform automatically records and transcribes sales conversations, then analyses them with natural language processing and machine learning. It picks out the topics discussed, objections, mentions of competitors, how long each person spoke and the next steps agreed. Managers can then coach their teams on the basis of facts, and sales leaders get a more reliable view of their pipeline.",
    "The model quickly won over investors. In August 2020, Gong raised 200 million dollars in a Series D that valued it at 2.2 billion dollars. In June 2021, a 250 million dollar Series E took its valuation to 7.25 billion dollars, making Gong one of the most prominent unicorns in the Israeli ecosystem.",
    "The business headquarters is in San Francisco, while the research and development centre, where the analysis models are built, is in Israel. Since the rise of generative AI, Gong has built automated summaries, search and assistance into the core of its product.",
  ],
  technologies: {
    title: 'Products and technology',
    items: [
      {
        name: 'Revenue Intelligence',
        description:
          "The core of the platform: capturing and analysing customer interactions (calls, video meetings, emails) to show what moves a deal forward or holds it back.",
      },
      {
        name: 'Deal management',
        description:
          "An overview of deals in progress, enriched with signals from conversations, to spot deals at risk before it is too late.",
      },
      {
        name: 'Gong Forecast',
        description:
          "Sales forecasts based on the teams' actual activity rather than only on the estimates salespeople type in.",
      },
      {
        name: 'Gong Engage',
        description:
          "A sales engagement tool that helps teams organise their prospecting and follow-up sequences using the information collected.",
      },
      {
        name: 'Smart Trackers and AI features',
        description:
          "Models that recognise concepts in conversations even when they are phrased differently, and generative features that summarise exchanges and answer users' questions.",
      },
    ],
  },
  lists: [
    {
      title: 'Milestones',
      items: [
        '2015: founded by Amit Bendov and Eilon Reshef',
        '2020: $200 million Series D, valuation of $2.2 billion',
        '2021: $250 million Series E, valuation of $7.25 billion',
        'Since 2023: generative AI built into the platform',
      ],
    },
    {
      title: 'Customers and uses',
      items: [
        'B2B sales teams, especially in software and services',
        'Sales managers who coach their teams using real conversations',
        'Sales and finance leaders, for revenue forecasting',
        'Customer success teams, to spot the risk of churn',
      ],
    },
  ],
  faq: [
    {
      question: 'What is “revenue intelligence”?',
      answer:
        "It is the systematic analysis of customer interactions and sales data to understand what really generates revenue. Gong did a great deal to popularise the term.",
    },
    {
      question: 'Is Gong an Israeli company?',
      answer:
        "Gong was founded by two Israeli entrepreneurs and keeps its R&D centre in Israel. Its business headquarters is in San Francisco, as is often the case for Israeli SaaS companies aiming at the US market.",
    },
    {
      question: 'How much has Gong raised?',
      answer:
        "Its funding rounds include a 200 million dollar Series D in 2020 and a 250 million dollar Series E in June 2021, the latter valuing the company at 7.25 billion dollars.",
    },
    {
      question: 'Are conversations recorded without consent?',
      answer:
        "No. Gong's customers must comply with local rules on call recording, and the platform provides ways to inform participants and obtain their consent.",
    },
  ],
  seo: {
    title: 'Gong: Israeli AI that analyses sales conversations',
    description:
      "Profile of Gong, a unicorn founded in 2015: revenue intelligence platform, AI analysis of sales calls, R&D in Israel and a $7.25 billion valuation in 2021.",
    keywords: ['Gong', 'revenue intelligence', 'artificial intelligence', 'B2B sales', 'unicorn', 'Israeli startup'],
  },
}
