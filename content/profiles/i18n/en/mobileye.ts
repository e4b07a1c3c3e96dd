import type { LongProfileText } from '../../../schema.ts'

export const profile: LongProfileText = {
  slug: 'mobileye',
  tagline: 'Computer vision for road safety and autonomous driving',
  intro:
    "Founded in Jerusalem in 1999, Mobileye designs the EyeQ chips and vision software behind the driver-assistance systems of a great many vehicles around the world. Acquired by Intel in 2017, the company returned to the stock market in 2022 and now develops technology ranging from automatic emergency braking to the driverless car.",
  keyFacts: {
    employees: 'More than 3,000',
    valueLabel: 'Acquired by Intel (2017)',
    value: '$15.3 billion',
  },
  about: [
    "Mobileye was founded in 1999 by Amnon Shashua, a computer science professor at the Hebrew University of Jerusalem, and the entrepreneur Ziv Aviram. Their bet was a bold one at the time: a single forward-facing camera, combined with computer vision algorithms, could be enough to detect vehicles, pedestrians and road markings, while the industry was betting mainly on radar. That choice gave rise to the EyeQ family of chips, designed specifically to process images of the road in real time on little power.",
    "Carmakers build Mobileye's technology into their advanced driver-assistance systems (ADAS): lane departure warning, adaptive cruise control, automatic emergency braking and traffic sign recognition. The company usually supplies these components to tier-1 suppliers, who then integrate them into vehicles. At the end of 2021, Mobileye announced that it had shipped its hundred millionth EyeQ chip, a measure of its place in standard vehicle equipment.",
    "Listed on the New York Stock Exchange in 2014, Mobileye was acquired by Intel in 2017 for about 15.3 billion dollars, one of the largest acquisitions in the history of Israeli tech. In 2020, Intel also bought the mobility app Moovit, which was later brought under Mobileye. The company returned to the stock market on Nasdaq in October 2022, with Intel remaining its majority shareholder.",
    "Its roadmap now runs from basic driver assistance to full autonomy, with tiered offerings that let carmakers choose the level of automation that suits each model. The headquarters and most of the research and development remain in Jerusalem.",
  ],
  technologies: {
    title: 'Technology and products',
    items: [
      {
        name: 'EyeQ chips',
        description:
          "A family of systems-on-chip dedicated to in-vehicle computer vision, which analyse images from the vehicle's cameras in real time. They are at the heart of most of the ADAS systems Mobileye supplies.",
      },
      {
        name: 'REM (Road Experience Management)',
        description:
          "Crowd-sourced mapping: production vehicles fitted with EyeQ send back compact road data, which is used to build and update the high-definition maps used by advanced driving systems.",
      },
      {
        name: 'RSS (Responsibility-Sensitive Safety)',
        description:
          "A mathematical model published by Mobileye in 2017 that formally defines careful driving (safe distances, right of way, responses) so that an autonomous vehicle never causes an accident through its own decisions.",
      },
      {
        name: 'Mobileye SuperVision',
        description:
          "An advanced assistance system built on a set of cameras, which allows hands-free driving in certain conditions under the driver's supervision.",
      },
      {
        name: 'Mobileye Chauffeur and Mobileye Drive',
        description:
          "Chauffeur aims at “eyes-off” driving in defined domains for private cars; Drive is the fully autonomous driving platform for robotaxis and mobility services.",
      },
    ],
  },
  lists: [
    {
      title: 'Milestones',
      items: [
        '1999: founded in Jerusalem by Amnon Shashua and Ziv Aviram',
        '2014: listed on the New York Stock Exchange',
        '2017: acquired by Intel for about 15.3 billion dollars',
        '2020: Intel buys Moovit, later brought under Mobileye',
        '2021: the hundred millionth EyeQ chip shipped',
        '2022: back on the stock market on Nasdaq, with Intel remaining majority shareholder',
      ],
    },
    {
      title: 'Customers and markets',
      items: [
        "Carmakers around the world, through tier-1 suppliers",
        'Zeekr (Geely group), the first carmaker to deploy Mobileye SuperVision',
        "Volkswagen, whose autonomous ID. Buzz is built on the Mobileye Drive platform",
        'Mobility and robotaxi operators, the target of the Drive platform',
      ],
    },
  ],
  faq: [
    {
      question: 'What does Mobileye do?',
      answer:
        "Mobileye designs computer vision chips and software for cars. Its technology powers the driver-assistance systems of many production vehicles and underpins its autonomous driving solutions.",
    },
    {
      question: 'Is Mobileye still owned by Intel?',
      answer:
        "Intel acquired Mobileye in 2017. When the company returned to the stock market on Nasdaq in October 2022, Intel kept a majority of the capital, with the rest of the shares publicly traded.",
    },
    {
      question: 'What is the RSS model?',
      answer:
        "Responsibility-Sensitive Safety is a mathematical framework published by Mobileye in 2017. It sets out verifiable rules of careful driving, so that an autonomous vehicle is never the cause of an accident through its own decisions.",
    },
    {
      question: "Where is Mobileye's R&D centre?",
      answer:
        "Mobileye's headquarters and main research and development centre are in Jerusalem, the city where the company was founded in 1999.",
    },
  ],
  seo: {
    title: 'Mobileye: EyeQ chips, driver assistance and autonomous driving',
    description:
      "Profile of Mobileye, the Israeli pioneer of automotive computer vision: EyeQ chips, REM, RSS, acquisition by Intel in 2017 and return to Nasdaq in 2022.",
    keywords: ['Mobileye', 'EyeQ', 'driver assistance', 'ADAS', 'autonomous driving', 'Intel', 'Jerusalem', 'Israeli startup'],
  },
}
