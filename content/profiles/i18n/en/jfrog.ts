import type { LongProfileText } from '../../../schema.ts'

export const profile: LongProfileText = {
  slug: 'jfrog',
  tagline: 'The software supply chain, from source code to production',
  intro:
    "Founded in Israel in 2008, JFrog makes Artifactory, the universal repository where development teams store and distribute their binaries, packages and container images. Listed on Nasdaq since 2020, the company has built a DevSecOps platform around it that covers security, distribution and, more recently, machine learning models.",
  keyFacts: {
    employees: 'More than 1,000',
    valueLabel: 'Raised at its Nasdaq IPO (September 2020)',
    value: 'About $509 million',
  },
  about: [
    "JFrog was founded in 2008 by Shlomi Ben Haim, Yoav Landman and Fred Simon. Yoav Landman had earlier created Artifactory as an open source project to meet a very practical need of Java developers: a reliable place to keep the libraries and artefacts produced by their builds. The company turned the tool into a commercial product, then extended it to virtually every package format on the market.",
    "In a modern development pipeline, source code is only the starting point: what actually gets deployed is binaries, npm, Maven or PyPI packages and Docker images. JFrog set out to manage these “artefacts” throughout their life cycle, from build to production. This central position also lets it analyse the components in use and detect vulnerabilities or problematic licences before they reach the servers.",
    "JFrog joined Nasdaq in September 2020 under the ticker FROG, raising about 509 million dollars. It then strengthened its platform through acquisitions: Vdoo in 2021 for the security of binaries and connected devices, Upswift the same year for device updates, then Qwak in 2024 for managing machine learning models, which became JFrog ML.",
    "Every year the company holds swampUP, its user conference. It keeps a large R&D centre in Israel, in Netanya, while its headquarters is in Sunnyvale, California.",
  ],
  technologies: {
    title: 'The JFrog platform',
    items: [
      {
        name: 'JFrog Artifactory',
        description:
          "A universal binary repository that works with most package managers (Maven, npm, PyPI, Docker, Helm, Go…) and serves as the single source of truth for everything that is built and deployed.",
      },
      {
        name: 'JFrog Xray',
        description:
          "Software composition analysis: detecting known vulnerabilities and licence risks in dependencies and container images.",
      },
      {
        name: 'JFrog Curation',
        description:
          "Filters open source packages before they even enter the organisation, to block malicious components or ones that break internal rules.",
      },
      {
        name: 'JFrog Advanced Security',
        description:
          "Additional security scanning, such as searching for exposed secrets or assessing whether a vulnerability is actually exploitable in a given context.",
      },
      {
        name: 'JFrog Distribution and Connect',
        description:
          "Secure distribution of software releases to production sites and remote updating of fleets of connected devices.",
      },
      {
        name: 'JFrog ML',
        description:
          "Management, versioning and deployment of machine learning models, which came from the acquisition of Qwak in 2024.",
      },
    ],
  },
  lists: [
    {
      title: 'Milestones',
      items: [
        '2008: founded by Shlomi Ben Haim, Yoav Landman and Fred Simon',
        '2020: Nasdaq IPO (FROG), raising about $509 million',
        '2021: acquisitions of Vdoo and Upswift',
        '2024: acquisition of Qwak, the origin of JFrog ML',
      ],
    },
    {
      title: 'Customers and markets',
      items: [
        "Most Fortune 100 companies, according to the company",
        'Software vendors, banks, carmakers and manufacturers',
        'DevOps teams, internal platforms and application security teams',
        "Deployment as multi-cloud SaaS or on the customer's own infrastructure",
      ],
    },
  ],
  faq: [
    {
      question: 'What is a software artefact?',
      answer:
        "It is the output of a build or packaging step: a binary file, a library, a package or a container image. It is what actually gets installed in production, which is why it pays to store and control it in a dedicated repository.",
    },
    {
      question: 'Is JFrog Israeli?',
      answer:
        "Yes. JFrog was founded in Israel in 2008 and keeps a large R&D centre there, in Netanya. Its headquarters is in Sunnyvale, California, and the company is listed on Nasdaq.",
    },
    {
      question: 'How does JFrog contribute to security?',
      answer:
        "Because every component passes through Artifactory, JFrog can analyse them, block malicious packages at the door and flag vulnerabilities before deployment: this is software supply chain security.",
    },
    {
      question: 'Is there a free version of Artifactory?',
      answer:
        "A limited open source edition has existed since the project's early days, along with free SaaS trials. The advanced features and the full platform are sold by subscription.",
    },
  ],
  seo: {
    title: "JFrog: Artifactory and Israel's DevSecOps platform",
    description:
      "Profile of JFrog, founded in Israel in 2008: Artifactory, Xray, software supply chain security, JFrog ML, its 2020 Nasdaq IPO and key figures.",
    keywords: ['JFrog', 'Artifactory', 'DevOps', 'DevSecOps', 'software supply chain', 'Nasdaq', 'Israeli startup'],
  },
}
