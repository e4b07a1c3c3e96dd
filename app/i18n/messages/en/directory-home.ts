import type { DirectoryHomeKey } from '../fr/directory-home.ts'

/** The English strings of the `directory-home` part: exactly the French keys (ADR 0004). */
export const directoryHome = {
  'directory.home.metaDescription':
    'Discover Israeli startups sector by sector: cybersecurity, AI, MedTech, FinTech, mobility. Company profiles, investment guides and a weekly newsletter.',
  'directory.home.metaKeywords':
    'Israeli startups, startup nation, Israeli tech, invest in Israel, Israel cybersecurity, Israeli innovation',
  'directory.home.eyebrow': 'The French-language guide to the Startup Nation',
  'directory.home.title': "Discover Israel's most innovative startups",
  'directory.home.subtitle':
    "Cybersecurity, artificial intelligence, health, mobility: explore Israel's tech ecosystem sector by sector, with company profiles written in French.",
  'directory.home.funding2024':
    'In 2024, despite the war, Israeli startups kept raising money from investors all over the world.',
  'directory.home.searchPlaceholder': 'Search for a startup, a sector, a technology…',
  'directory.home.browseDirectory': 'Browse the directory ({count} companies)',
  'directory.home.statStartups': 'Israeli tech startups',
  'directory.home.statFunding': 'in announced funding',
  'directory.home.statSectors': 'sectors',
  'directory.home.statsNote': "Orders of magnitude of Israel's tech ecosystem.",
  'directory.home.sectorsTitle': 'Explore by sector',
  'directory.home.sectorsSubtitle': 'The fields where Israeli companies rank among the world leaders, with their flagship players.',
  'directory.home.allSectors': 'See all sectors',
  'directory.home.whyTitle': 'Why Israel?',
  'directory.home.whySubtitle': "Three reasons behind Israel's place in global innovation.",
  'directory.home.whyResilienceTitle': 'Resilience',
  'directory.home.whyResilienceText':
    'Economic crises, conflicts, a pandemic: Israeli companies have learned to work amid uncertainty. Teams keep shipping, hiring and exporting when the context gets harder.',
  'directory.home.whyInvestmentTitle': 'Investment',
  'directory.home.whyInvestmentText':
    'Local and international venture capital funds, the Israel Innovation Authority and the R&D centres of large corporations make innovation funding among the densest in the world relative to population.',
  'directory.home.whyTechnologyTitle': 'Technology',
  'directory.home.whyTechnologyText':
    'Research universities, military technology units and a culture of experimentation train engineers who build cutting-edge companies, from cybersecurity to semiconductors.',
  'directory.home.featuredTitle': 'Featured startups',
  'directory.home.featuredSubtitle': 'From unicorns to young companies: nine businesses that show the diversity of the ecosystem.',
  'directory.home.viewProfile': 'See the profile of {name}',
  'directory.home.guidesTitle': 'Premium guides',
  'directory.home.guidesSubtitle': 'Our in-depth guides to investing, assessing a startup or starting a business in Israel.',
  'directory.home.readTime': '{minutes} min read',
  'directory.home.readGuide': 'Read the guide',
  'directory.home.faqTitle': 'Frequently asked questions',
  'directory.home.allStartups': 'See all startups',
  'directory.newsletter.title': 'The Israeli tech newsletter',
  'directory.newsletter.text':
    'Every week, the funding rounds, acquisitions and startups to watch, summed up in French and delivered straight to your inbox.',
  'directory.newsletter.subscribers': 'active subscribers',
  'directory.newsletter.weekly': 'Weekly',
  'directory.newsletter.frequency': 'frequency',
  'directory.newsletter.openRate': 'open rate',
  'directory.newsletter.cta': 'Subscribe to the newsletter',
} as const satisfies Record<DirectoryHomeKey, string>
