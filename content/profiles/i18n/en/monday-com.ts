import type { LongProfileText } from '../../../schema.ts'

export const profile: LongProfileText = {
  slug: 'monday-com',
  tagline: 'The work management platform that has won over teams around the world',
  intro:
    "Founded in Tel Aviv in 2012 as daPulse, monday.com offers an online platform where teams organise their projects, business processes or software development with customisable boards. Listed on Nasdaq since 2021, the company has become one of the emblems of Israeli SaaS software.",
  keyFacts: {
    employees: 'More than 1,500',
    valueLabel: 'Raised at its Nasdaq IPO (June 2021)',
    value: '$574 million',
  },
  about: [
    "monday.com was founded in 2012 by Roy Mann and Eran Zinman. The project grew out of an internal tool designed to make a team's work more transparent, which was then turned into a commercial product called daPulse. In 2017 the company took the name monday.com, easier to remember and to pronounce in any language, and stepped up its international expansion.",
    "The idea behind the product is easy to grasp: each team builds its own boards, columns and automations without writing any code, to track tasks, campaigns, hiring or stock. This flexibility has let monday.com win over small organisations and large accounts alike, and grow through gradual adoption: one team starts using it, then it spreads across the organisation.",
    "In July 2019, a 150 million dollar funding round valued the company at 1.9 billion dollars. Two years later, in June 2021, monday.com listed on Nasdaq under the ticker MNDY and raised about 574 million dollars. Since then, the company has spun its platform into several specialised products and added artificial intelligence features.",
    "Its revenue approached a billion dollars in 2024, growth built on a per-user subscription model and a strong online marketing presence. The headquarters and most of the development teams are in Tel Aviv.",
  ],
  technologies: {
    title: 'Products',
    items: [
      {
        name: 'monday work management',
        description:
          'The original product: managing projects, portfolios and business processes with boards, views (Kanban, Gantt, calendar) and dashboards.',
      },
      {
        name: 'monday CRM',
        description:
          "A customer relationship management tool for tracking leads, contacts and deals, customisable like the rest of the platform.",
      },
      {
        name: 'monday dev',
        description:
          "A product for development teams: managing sprints, roadmaps and bugs, with integrations with coding tools.",
      },
      {
        name: 'monday service',
        description:
          'Handling internal and external requests (support, IT, human resources) with ticket queues and automations.',
      },
      {
        name: 'Automations, integrations and AI',
        description:
          "No-code automation recipes, connectors to many software products on the market and artificial intelligence features built into the boards.",
      },
    ],
  },
  lists: [
    {
      title: 'Milestones',
      items: [
        '2012: founded in Tel Aviv by Roy Mann and Eran Zinman, as daPulse',
        '2017: the company becomes monday.com',
        '2019: $150 million raised at a valuation of $1.9 billion',
        '2021: Nasdaq IPO (MNDY), raising about $574 million',
        '2024: annual revenue close to a billion dollars',
      ],
    },
    {
      title: 'Customers and markets',
      items: [
        "More than 225,000 customer organisations, according to the company",
        'Small and medium-sized businesses as well as large international accounts',
        'Marketing, operations, sales, IT and development teams',
      ],
    },
  ],
  faq: [
    {
      question: 'What is monday.com used for?',
      answer:
        "monday.com lets teams plan and track their work on shared boards, automate repetitive tasks and see progress at a glance on dashboards, with no particular technical skills needed.",
    },
    {
      question: 'Why did the company change its name?',
      answer:
        "Launched as daPulse, the product was renamed monday.com in 2017. The new name, more universal, evokes the start of the working week and proved easier for an international customer base to remember.",
    },
    {
      question: 'Is monday.com listed on the stock market?',
      answer:
        "Yes. The company has been listed on Nasdaq under the ticker MNDY since June 2021. Its IPO raised about 574 million dollars.",
    },
    {
      question: 'How does monday.com charge its customers?',
      answer:
        "By subscription, with several plans whose price depends on the number of users and the features chosen. A limited free version lets people try the tool.",
    },
  ],
  seo: {
    title: 'monday.com: the Israeli work management platform',
    description:
      "Profile of monday.com, founded in Tel Aviv in 2012: work management platform, CRM, products for developers, listed on Nasdaq since 2021, and key figures.",
    keywords: ['monday.com', 'project management', 'Work OS', 'SaaS', 'Tel Aviv', 'Nasdaq', 'Israeli startup'],
  },
}
