import type { LongProfileText } from '../../../schema.ts'

export const profile: LongProfileText = {
  slug: 'check-point',
  tagline: 'The Israeli firewall pioneer that became a global cybersecurity giant',
  intro:
    "Founded in Ramat Gan in 1993, Check Point Software Technologies invented the first widely used commercial firewall and remains one of the largest cybersecurity vendors in the world. Listed on Nasdaq since 1996, the company now protects the networks, cloud, endpoints and email of more than 100,000 organisations, according to its own figures.",
  keyFacts: {
    employees: 'More than 6,000',
    valueLabel: 'Revenue (2024)',
    value: 'About $2.6 billion',
  },
  about: [
    "Check Point was founded in 1993 by Gil Shwed, Marius Nacht and Shlomo Kramer. Gil Shwed, who had worked on network security during his military service, came up with a product that could filter traffic between a corporate network and the internet, which was then opening up to the public. The result, FireWall-1, relied on a technique the company patented: stateful inspection, which follows the context of each connection instead of examining packets one by one.",
    "Success came quickly: Check Point joined Nasdaq in 1996 and FireWall-1 became a de facto standard in large companies. The vendor then extended its offering to virtual private networks, intrusion prevention, endpoint and mobile protection, and later the cloud. Several Israeli acquisitions went with this expansion, including Dome9 for cloud security, Avanan for email and Perimeter 81 for secure access for remote workers.",
    "Check Point is often seen as the seedbed of Israel's cybersecurity ecosystem: many startup founders cut their teeth there, starting with Shlomo Kramer, who went on to co-found Imperva and Cato Networks. Its Check Point Research team regularly publishes analyses of threats and vulnerabilities.",
    "After running the company for more than thirty years, Gil Shwed handed over at the end of 2024 to Nadav Zafrir, a former commander of Unit 8200 and co-founder of the Team8 fund, and became executive chairman of the board.",
  ],
  technologies: {
    title: 'The Infinity platform',
    items: [
      {
        name: 'Quantum',
        description:
          "Network security gateways (next-generation firewall, intrusion prevention, VPN) for data centres, head offices and branches.",
      },
      {
        name: 'CloudGuard',
        description:
          "Security for cloud environments: posture management, workload protection, web application firewall and API security.",
      },
      {
        name: 'Harmony',
        description:
          "User protection: endpoints, mobile devices, email and collaboration tools, plus secure application access for remote employees.",
      },
      {
        name: 'ThreatCloud AI',
        description:
          "A global threat intelligence database, fed by customers' equipment and analysed by artificial intelligence engines to block attacks in real time.",
      },
      {
        name: 'Infinity Platform',
        description:
          "A unified console and architecture that connects all the products, with centralised management of security policies.",
      },
    ],
  },
  lists: [
    {
      title: 'Milestones',
      items: [
        '1993: founded by Gil Shwed, Marius Nacht and Shlomo Kramer',
        '1996: listed on Nasdaq (CHKP)',
        '2018: acquisition of Dome9 (cloud security)',
        '2021: acquisition of Avanan (email security)',
        '2023: acquisition of Perimeter 81 (secure access)',
        'End of 2024: Nadav Zafrir succeeds Gil Shwed as chief executive',
      ],
    },
    {
      title: 'Key figures',
      items: [
        "More than 100,000 customer organisations, according to the company",
        'Revenue of about 2.6 billion dollars in 2024',
        'More than 6,000 employees worldwide',
      ],
    },
  ],
  faq: [
    {
      question: 'What is stateful inspection?',
      answer:
        "It is the technique at the heart of FireWall-1: the firewall keeps track of the state of each connection and checks that every packet belongs to a legitimate exchange, instead of judging each packet on its own. It became an industry standard.",
    },
    {
      question: 'Is Check Point an Israeli company?',
      answer:
        "Yes. Founded in Israel in 1993, Check Point has its headquarters in Tel Aviv and carries out most of its research and development there. Its US headquarters is in California.",
    },
    {
      question: 'Who runs Check Point?',
      answer:
        "Since the end of 2024, the chief executive has been Nadav Zafrir, a former commander of Unit 8200 and co-founder of Team8. The founder, Gil Shwed, became executive chairman of the board.",
    },
    {
      question: 'Why is Check Point described as a “school”?',
      answer:
        "Many Israeli cybersecurity entrepreneurs started their careers there before founding their own companies. The company has thus played a central part in shaping the country's cyber ecosystem.",
    },
  ],
  seo: {
    title: 'Check Point: the Israeli cybersecurity giant',
    description:
      "Profile of Check Point Software, founded in 1993: FireWall-1, the Infinity platform (Quantum, CloudGuard, Harmony), acquisitions, key figures and leadership.",
    keywords: ['Check Point', 'cybersecurity', 'firewall', 'FireWall-1', 'Gil Shwed', 'Nasdaq', 'Israeli company'],
  },
}
