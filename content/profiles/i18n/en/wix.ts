import type { LongProfileText } from '../../../schema.ts'

export const profile: LongProfileText = {
  slug: 'wix',
  tagline: 'Build and grow a website without writing a line of code',
  intro:
    "Founded in Tel Aviv in 2006, Wix brought website building to everyone with a drag-and-drop visual editor. Listed on Nasdaq since 2013, the company now offers a complete suite: hosting, e-commerce, bookings, marketing and AI-assisted creation tools.",
  keyFacts: {
    employees: 'More than 4,000',
    valueLabel: 'Revenue (2024)',
    value: 'About $1.76 billion',
  },
  about: [
    "Wix was founded in 2006 by Avishai Abrahami, Nadav Abrahami and Giora Kaplan. The three founders wanted to build a website for another project and found the process far too complicated for anyone who was not a developer. So they decided to build a tool that would let anyone design a professional website visually. The first versions ran on Flash before the platform moved entirely to HTML5.",
    "The business model is freemium: building a site is free, while the paid plans add a custom domain name, removal of Wix branding, more storage and e-commerce features. Beyond subscriptions, Wix earns revenue on the transactions its merchant customers make through its payment solutions.",
    "Listed on Nasdaq in November 2013, the company has kept broadening its offering: business apps for restaurants, hotels and gyms, the Velo development platform, and the Wix Studio editor for agencies and freelancers. Wix was among the first to use artificial intelligence to generate a website automatically from a few questions, with Wix ADI in 2016.",
    "In June 2025, Wix bought Base44, a young Israeli startup that lets people build applications from natural-language instructions, for about 80 million dollars. The headquarters and most of the teams remain in Tel Aviv, with offices in many countries.",
  ],
  technologies: {
    title: 'Products',
    items: [
      {
        name: 'Wix Editor',
        description:
          "The original drag-and-drop visual editor, with hundreds of templates, for building a business site, a blog or a portfolio without technical skills.",
      },
      {
        name: 'Wix Studio',
        description:
          "A creation environment for agencies and professional designers: advanced responsive layout, management of several clients and collaboration tools.",
      },
      {
        name: 'AI-assisted site creation',
        description:
          "The successor to Wix ADI, launched in 2016, this feature generates a complete first version of the site, text included, from a conversation with the user.",
      },
      {
        name: 'Wix eCommerce and Wix Payments',
        description:
          "Online shop, stock and order management, built-in payments: the offering that lets merchants sell directly from their site.",
      },
      {
        name: 'Velo',
        description:
          "A development platform that adds JavaScript code, databases and APIs to Wix sites for more technical projects.",
      },
      {
        name: 'Base44',
        description:
          "A tool for building applications by describing them in natural language, bought by Wix in 2025.",
      },
    ],
  },
  lists: [
    {
      title: 'Milestones',
      items: [
        '2006: founded in Tel Aviv by Avishai Abrahami, Nadav Abrahami and Giora Kaplan',
        '2013: listed on Nasdaq (WIX)',
        '2016: launch of Wix ADI, automatic website creation by AI',
        '2023: launch of Wix Studio for agencies and professionals',
        '2025: acquisition of Base44 for about $80 million',
      ],
    },
    {
      title: 'Key figures',
      items: [
        "About 243 million registered users at the end of 2022, according to the company's annual report",
        'Revenue of about 1.76 billion dollars in 2024',
        'Present in most countries, with an interface translated into many languages',
      ],
    },
  ],
  faq: [
    {
      question: 'Is Wix free?',
      answer:
        "Building and publishing a site is free, with a Wix address and Wix branding. The paid plans add, among other things, a custom domain name, removal of ads and online selling features.",
    },
    {
      question: 'Is Wix an Israeli company?',
      answer:
        "Yes. Wix was founded in Tel Aviv in 2006 and still has its headquarters there. It has been listed on Nasdaq since 2013 and is one of the largest Israeli technology companies.",
    },
    {
      question: 'What is the difference between the Wix Editor and Wix Studio?',
      answer:
        "The Wix Editor is aimed at the general public and small businesses. Wix Studio is for agencies and web professionals, with finer control over layout and tools for managing client projects.",
    },
    {
      question: 'Why did Wix buy Base44?',
      answer:
        "Base44 lets people build applications simply by describing what they want. With this acquisition, made in 2025, Wix strengthens its AI-assisted creation offering.",
    },
  ],
  seo: {
    title: 'Wix: the Nasdaq-listed Israeli website builder',
    description:
      "Profile of Wix, founded in Tel Aviv in 2006: drag-and-drop website editor, Wix Studio, e-commerce, AI-assisted creation, the Base44 acquisition and key figures.",
    keywords: ['Wix', 'website builder', 'no-code', 'e-commerce', 'Tel Aviv', 'Nasdaq', 'Israeli startup'],
  },
}
