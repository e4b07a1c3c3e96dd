import type { CompanyTranslations } from '../../../schema.ts'

/** English texts of the gaming companies of ../../gaming.ts, written for this site. */
export const gaming: CompanyTranslations = {
  'playtika': {
    description:
      'Playtika develops and runs free-to-play mobile games such as Slotomania, Bingo Blitz and Caesars Slots, titles that made it a pioneer of social casino. Founded in 2010, the Herzliya company has been listed on Nasdaq since 2021.',
    tags: ['Mobile Games', 'Social Casino', 'Free-to-Play'],
  },
  'moon-active': {
    description:
      'Moon Active is the studio behind Coin Master, one of the highest-grossing mobile games in the world. Founded in 2011, the company raised $300 million in 2021 at a $5 billion valuation.',
    tags: ['Mobile Games', 'Casual Games', 'Free-to-Play'],
  },
  'plarium': {
    description:
      'Plarium develops strategy and role-playing games for mobile and PC, including RAID: Shadow Legends. Australia’s Aristocrat Leisure, which acquired the studio in 2017 for about $500 million, announced in November 2024 its sale to the Swedish group Modern Times Group (MTG) for up to $820 million.',
    tags: ['Mobile Games', 'PC Games', 'RPG'],
  },
  'superplay': {
    description:
      'SuperPlay, founded in 2019 by former Playtika executives, makes the mobile games Dice Dreams and Domino Dreams. Playtika bought it in late 2024 for $700 million paid at signing, plus performance-based earn-outs.',
    tags: ['Mobile Games', 'Casual Games', 'Board Games'],
  },
  'crazylabs': {
    description:
      'CrazyLabs, formerly TabTale, is a publisher of casual and hyper-casual mobile games with several billion downloads to its name. Founded in 2010, it was acquired in 2021 by the Swedish group Embracer.',
    tags: ['Hyper-Casual', 'Game Publishing', 'Mobile Games'],
  },
  'beach-bum': {
    description:
      'Beach Bum makes online board and card games for mobile, such as Backgammon – Lord of the Board and Spades Royale. Founded in 2015, the Raanana studio was acquired in 2021 by the French publisher Voodoo.',
    tags: ['Board Games', 'Card Games', 'Mobile Games'],
  },
  'ironsource': {
    description:
      'ironSource built ad monetization and growth tools for mobile game and app developers, along with the game publisher Supersonic. The company merged with Unity in 2022.',
    tags: ['Monetization', 'Mobile Games', 'Game Tech'],
  },
  'overwolf': {
    description:
      'Overwolf gives creators the tools to build, distribute and monetize apps and mods for PC games; it also runs the CurseForge mod platform.',
    tags: ['Mods', 'Creators', 'PC Games'],
  },
  'streamelements': {
    description:
      'StreamElements equips video game streamers with production tools for their live streams (overlays, alerts, chatbot) and brokers sponsorship deals with brands.',
    tags: ['Streaming', 'Creators', 'Monetization'],
  },
  'papaya-gaming': {
    description:
      'Papaya Gaming develops competitive mobile skill games such as Solitaire Cash and Bingo Cash, in which evenly matched players face off in tournaments.',
    tags: ['Skill Games', 'Competitive Play', 'Mobile Games'],
  },
  'tinytap': {
    description:
      'TinyTap is an educational games platform for young children, with content created by teachers and publishers. It was acquired in 2022 by Animoca Brands.',
    tags: ['Educational Games', 'Kids', 'Content Creation'],
  },
  'appcharge': {
    description:
      'Appcharge, launched in 2022, lets mobile game publishers sell directly to their players through web stores, handling payments, tax and fraud as the merchant of record.',
    tags: ['Payments', 'Web Stores', 'Monetization'],
  },
  'gigantic': {
    description:
      'Gigantic makes Clawee, an app that lets players remotely operate real claw machines in a warehouse in Israel and have the prizes they win shipped to their homes.',
    tags: ['Skill Games', 'Mobile Games', 'Hybrid Gaming'],
  },
  'happy-juice-games': {
    description:
      'Happy Juice Games, an independent studio founded by three animation veterans, created Lost in Play, a point-and-click adventure that Apple named iPad Game of the Year 2023.',
    tags: ['Indie Studio', 'Adventure Game', 'Point-and-Click'],
  },
  'kooply': {
    description:
      'Kooply develops mobile games for children, gathered in the Kooply universe, and also runs games from the Branching Factor studio out of its offices in Rishon LeZion.',
    tags: ['Mobile Games', 'Kids'],
  },
  'lsports': {
    description:
      'LSports supplies sports betting operators with real-time sports data feeds (scores, odds, statistics) covering a very large number of competitions.',
    tags: ['Sports Data', 'Real Time', 'Sports Betting'],
  },
  'innplay-labs': {
    description:
      'Innplay Labs, founded in 2019, is the studio behind the mobile games Animals & Coins and Animal Kingdom. Playtika acquired it in 2023.',
    tags: ['Mobile Games', 'Casual Games'],
  },
  'ludeo': {
    description:
      'Ludeo builds technology that turns gameplay moments into playable clips that players can share and relaunch from a simple link; it plugs into games through an SDK.',
    tags: ['Game Tech', 'Sharing', 'Cloud Gaming'],
  },
  'candivore': {
    description:
      'Candivore is the studio behind Match Masters, a match-3 mobile game in which two players go head to head in real time. It raised $12 million in 2021.',
    tags: ['Match-3', 'Mobile Games', 'Multiplayer'],
  },
  'eyeclick': {
    description:
      'EyeClick, founded in 2004, creates interactive projection-based play platforms, such as BEAM for children and Obie for senior living communities, that turn a floor or a table into a play surface.',
    tags: ['Interactive Play', 'Projection', 'Kids'],
  },
}
