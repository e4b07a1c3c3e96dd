import type { LongProfileText } from '../../../schema.ts'

export const profile: LongProfileText = {
  slug: 'innoviz',
  tagline: 'Automotive-grade lidar sensors for autonomous vehicles',
  intro:
    "Founded in Israel in 2016, Innoviz Technologies designs solid-state lidar sensors and the perception software that goes with them, for production vehicles. Listed on Nasdaq since 2021, the company was chosen by BMW for its automated driving systems and supplies lidars to the Mobileye Drive platform.",
  keyFacts: {},
  about: [
    "Innoviz Technologies was founded in 2016 by Omer Keilaf, its chief executive, with several partners who, like him, came from technology units of the Israeli army. Their goal: to build a lidar good enough for automated driving, yet also rugged and affordable enough to be fitted to cars in mass production, not just to prototypes.",
    "A lidar measures distances with laser pulses and builds a real-time three-dimensional image of its surroundings in the form of a point cloud. Complementing cameras and radar, it stays accurate at night and can detect small objects at long range. Innoviz opted for a solid-state design, without a large rotating unit, which is more compact and better suited to the reliability demands of the car industry.",
    "The company joined Nasdaq in April 2021 (ticker INVZ) through a merger with the special purpose acquisition company Collective Growth Corp. Its first major commercial success was BMW, which selected the InnovizOne lidar for its automated driving functions. Innoviz was then chosen by the Volkswagen group for its second generation of sensors and, at the end of 2024, by Mobileye to equip the Mobileye Drive autonomous driving platform.",
    "The headquarters and R&D centre are in Rosh HaAyin, in central Israel.",
  ],
  technologies: {
    title: 'Products',
    items: [
      {
        name: 'InnovizOne',
        description:
          "The company's first automotive lidar, designed for mass production and selected by BMW for its automated driving functions.",
      },
      {
        name: 'InnovizTwo',
        description:
          "The second generation, with better performance at a lower cost, chosen by the Volkswagen group and by Mobileye for its Drive platform.",
      },
      {
        name: 'Innoviz360',
        description:
          "A lidar with a 360-degree field of view, aimed in particular at robotaxis, industrial vehicles and applications beyond the car.",
      },
      {
        name: 'Perception software',
        description:
          "Software that turns the point cloud into identified objects (vehicles, pedestrians, obstacles, lanes) that the driving system can use directly.",
      },
    ],
  },
  lists: [
    {
      title: 'Milestones',
      items: [
        '2016: founded in Israel by Omer Keilaf and his partners',
        '2021: listed on Nasdaq (INVZ) through a merger with Collective Growth Corp',
        'InnovizOne selected by BMW for automated driving',
        'End of 2024: agreement with Mobileye for the Mobileye Drive platform',
      ],
    },
    {
      title: 'Customers and markets',
      items: [
        'BMW, the first major automotive customer',
        'The Volkswagen group, for the second generation of sensors',
        'Mobileye, for the autonomous vehicles of the Drive platform',
        'Robotaxis, industrial vehicles and smart infrastructure',
      ],
    },
  ],
  faq: [
    {
      question: 'What is a lidar?',
      answer:
        "A lidar sends out laser pulses and measures how long they take to come back. From this it works out how far away objects are and builds a very precise 3D map of its surroundings, which automated driving systems rely on.",
    },
    {
      question: 'Why a lidar as well as cameras?',
      answer:
        "Cameras interpret images and radars measure speeds, but a lidar gives direct, precise distances, by day and by night. For high levels of automation, carmakers look to combine several types of sensor.",
    },
    {
      question: 'Is Innoviz listed on the stock market?',
      answer:
        "Yes. Innoviz has been listed on Nasdaq under the ticker INVZ since April 2021, following a merger with the special purpose acquisition company Collective Growth Corp.",
    },
    {
      question: 'What is the link between Innoviz and Mobileye?',
      answer:
        "At the end of 2024, Mobileye chose Innoviz lidars for its Mobileye Drive autonomous driving platform, bringing two Israeli mobility flagships together.",
    },
  ],
  seo: {
    title: 'Innoviz: Israeli automotive lidar for autonomous driving',
    description:
      "Profile of Innoviz Technologies, founded in 2016: InnovizOne and InnovizTwo lidar sensors, customers BMW, Volkswagen and Mobileye, listed on Nasdaq since 2021.",
    keywords: ['Innoviz', 'lidar', 'autonomous driving', 'mobility', 'BMW', 'Mobileye', 'Israeli startup'],
  },
}
