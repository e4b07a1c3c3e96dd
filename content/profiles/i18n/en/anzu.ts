import type { AdtechProfileText } from '../../../schema.ts'

export const profile: AdtechProfileText = {
  slug: 'anzu',
  tagline: 'Advertising built into video games, without interrupting play',
  tags: ['Video games', 'In-game advertising', 'Programmatic', 'Viewability measurement'],
  about: [
    "Anzu is an Israeli company based in Tel Aviv, co-founded by Itamar Benedy, who runs it. It specialises in “intrinsic” in-game advertising: ads shown on the billboards, screens and posters of 3D game worlds, exactly where they would appear in the real world. The starting idea is to treat video games as a medium in their own right: billions of people play every month, yet advertisers have stayed largely absent for lack of suitable formats and reliable measurement. Instead of breaking into the game with a video or a banner, Anzu places brand messages in the scenery, on surfaces the studio has set aside for the purpose: boards beside a racetrack, giant screens in a stadium, posters in a virtual city.",
    "The challenge is as much technical as commercial. In a 3D world an ad can be seen from far away or at an angle, hidden behind a vehicle or moved out of the camera's view, so Anzu developed, and patented, a mechanism that works out several times a second how much of the screen the ad covers, its angle and what is blocking it, so that only impressions that were truly visible are counted. To reassure brands, the company applies brand-safety rules, and in 2020 it launched an ad-verification solution for video games with the Israeli company CHEQ. Its backers include BITKRAFT Esports Ventures, WPP and Axel Springer Digital Ventures.",
  ],
  features: [
    {
      name: 'Intrinsic ad formats',
      description:
        "Static or video ads built into objects in the scenery (billboards, screens, posters) that fit the look of the game and never interrupt play; the studios choose the placements themselves.",
    },
    {
      name: 'SDK for Unity and Unreal',
      description:
        "A development kit that studios add to their game to define ad placements and receive the ads, on mobile, PC and console.",
    },
    {
      name: 'Patented 3D viewability measurement',
      description:
        "Continuous calculation of screen coverage, viewing angle and occlusion: an ad that is hidden or too far away is not counted as seen.",
    },
    {
      name: 'Brand safety',
      description:
        "Matching each ad to the game's PEGI rating, blocking sensitive categories and supporting third-party verification tags.",
    },
  ],
  businessModel: [
    {
      name: 'Extra revenue for studios',
      description:
        "Game studios and publishers monetise their worlds with non-intrusive ads that neither get in the way of play nor break immersion.",
    },
    {
      name: 'Programmatic sales',
      description:
        "Inventory from partner games is available through private marketplaces and open auctions, using the buying tools agencies already use for display and video.",
    },
    {
      name: 'Direct insertion orders',
      description:
        "Brands and media agencies that want to reach gamers can also buy campaigns directly, through insertion orders.",
    },
  ],
  info: {
    specialty: 'In-Game Ads',
  },
  seo: {
    title: 'Anzu: advertising built into video games, made in Israel',
    description:
      "Profile of Anzu, the Israeli specialist in intrinsic in-game advertising: ads built into the scenery, 3D viewability measurement and programmatic sales.",
    keywords: ['Anzu', 'in-game advertising', 'video games', 'AdTech', 'programmatic', 'Israeli startup'],
  },
}
