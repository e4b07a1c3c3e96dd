import type { LongProfileText } from '../../../schema.ts'

export const profile: LongProfileText = {
  slug: 'cyberark',
  tagline: 'The global benchmark for identity security and privileged access',
  intro:
    "Founded in Israel in 1999, CyberArk has become the specialist in protecting privileged accounts, the administrator-level access that attackers go after first. Listed on Nasdaq since 2014, it now offers an identity security platform that covers people, machines and applications. In July 2025, Palo Alto Networks announced an agreement to acquire it.",
  keyFacts: {
    employees: 'More than 3,000',
    valueLabel: 'Acquisition announced by Palo Alto Networks (July 2025)',
    value: 'About $25 billion',
  },
  about: [
    "CyberArk was founded in 1999 by Udi Mokady and Alon N. Cohen. The company first developed a “digital vault” for storing sensitive information, before focusing on a problem that has become central to cybersecurity: managing privileged accounts. Administrator passwords, service accounts, server access keys: these credentials give control of an organisation's IT systems, and their theft features in most sophisticated attacks.",
    "Listed on Nasdaq in September 2014 under the ticker CYBR, CyberArk broadened its offering through acquisitions: Conjur for secrets in DevOps environments, Idaptive in 2020 for workforce identity management, then Venafi in 2024 for machine identity security, that is, the certificates and keys that authenticate servers, containers and applications. Along the way, the company completed its move from perpetual licences to subscriptions and SaaS.",
    "In 2023, Udi Mokady handed the role of chief executive to Matt Cohen and became executive chairman of the board. On 30 July 2025, Palo Alto Networks announced an agreement to acquire CyberArk for about 25 billion dollars in cash and shares, which would make it one of the largest deals in the history of cybersecurity. The announcement confirms how central identity security has become to the strategy of the major vendors.",
    "The main research and development centre is in Petah Tikva, Israel, while the US headquarters is in Newton, near Boston.",
  ],
  technologies: {
    title: 'Products of the Identity Security platform',
    items: [
      {
        name: 'Privileged Access Manager',
        description:
          "The original product: secure storage and rotation of privileged credentials, plus isolation and recording of administrative sessions, on premises or as SaaS.",
      },
      {
        name: 'Endpoint Privilege Manager',
        description:
          "Removes local administrator rights from workstations and servers while allowing, case by case, the applications that need them.",
      },
      {
        name: 'Secrets Manager (Conjur)',
        description:
          "Manages the secrets used by applications, containers and continuous integration pipelines, so that passwords are not hard-coded.",
      },
      {
        name: 'Workforce Identity',
        description:
          "Single sign-on, multi-factor authentication and lifecycle management of employee identities, built in large part on the acquisition of Idaptive.",
      },
      {
        name: 'Machine Identity Security',
        description:
          "Management of the certificates and cryptographic keys of servers, containers and services, strengthened by the acquisition of Venafi in 2024.",
      },
      {
        name: 'Secure Browser',
        description:
          "An enterprise browser launched in 2024, designed to protect users' sessions and authentication cookies when they access web applications.",
      },
    ],
  },
  lists: [
    {
      title: 'Milestones',
      items: [
        '1999: founded in Israel by Udi Mokady and Alon N. Cohen',
        '2014: listed on Nasdaq (CYBR)',
        '2020: acquisition of Idaptive, an identity management specialist',
        '2023: Matt Cohen succeeds Udi Mokady as chief executive',
        '2024: acquisition of Venafi, a machine identity specialist',
        '2025: agreement announced for Palo Alto Networks to acquire the company for about $25 billion',
      ],
    },
    {
      title: 'Customers and markets',
      items: [
        "Large companies and public bodies, including more than half of the Fortune 500 according to the company",
        'Heavily regulated sectors: banking, insurance, healthcare, energy',
        'DevOps and cloud teams that need to protect application secrets',
        'Worldwide sales through a large network of partners and integrators',
      ],
    },
  ],
  faq: [
    {
      question: 'What is privileged access?',
      answer:
        "It is an account or credential that grants extensive rights over a system: domain administrator, root account, cloud access key. If it is compromised, an attacker can move around and act freely inside the network, which is why it must be protected.",
    },
    {
      question: 'Is CyberArk an Israeli company?',
      answer:
        "Yes. CyberArk was founded in Israel in 1999 and its main R&D centre is in Petah Tikva. The company also has a US headquarters in Newton, Massachusetts.",
    },
    {
      question: 'Why does Palo Alto Networks want to buy CyberArk?',
      answer:
        "Identity security has become a pillar of enterprise cybersecurity. By announcing a deal worth about 25 billion dollars in July 2025, Palo Alto Networks aims to add CyberArk's expertise in this field to its platform.",
    },
    {
      question: 'What is the difference between a human identity and a machine identity?',
      answer:
        "A human identity is an employee who logs in. A machine identity authenticates a server, an application or a container, usually with a certificate or a key. Machine identities are far more numerous, and CyberArk has covered them since it acquired Venafi.",
    },
  ],
  seo: {
    title: 'CyberArk: identity security and privileged access',
    description:
      "Profile of CyberArk, the Israeli identity security leader: privileged access, secrets, machine identities, its Nasdaq listing and Palo Alto's announced acquisition.",
    keywords: ['CyberArk', 'identity security', 'privileged access', 'PAM', 'cybersecurity', 'Palo Alto Networks', 'Israeli startup'],
  },
}
