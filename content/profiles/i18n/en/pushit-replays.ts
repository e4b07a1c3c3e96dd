import type { LongProfileText } from '../../../schema.ts'

export const profile: LongProfileText = {
  slug: 'pushit-replays',
  tagline: 'TV-style instant replay for amateur sports pitches and courts',
  intro:
    "Pushit Replays is a young Israeli company bringing slow motion and instant replay to sports centres. The idea: let amateur players watch their best moves again straight away, just as in a professional broadcast, and give venue operators a new service to offer their customers.",
  keyFacts: {},
  about: [
    "In professional sport, the replay has become part of the show: every goal and every decisive point is shown again from several angles a few seconds later. On amateur pitches and courts, by contrast, the action is gone as soon as it has been played. Pushit Replays targets this mass-market side of sport, the venues where many matches between friends or in recreational leagues are played every week, such as five-a-side football and padel centres and multi-sport halls.",
    "An instant replay system generally works like this: fixed cameras film the pitch continuously and keep the last few seconds of play in memory. When a move deserves a second look, a trigger records the sequence, which can then be shown again on a screen at the venue or downloaded by the players to share. Pushit Replays offers this kind of service, designed for the people who run sports venues rather than for professional clubs.",
    "The company puts forward a business case for venue operators. According to the company, its solution can increase a sports centre's revenue by 20%. The underlying idea is that a more appealing experience keeps players coming back and can be sold as an extra service. Again according to the company, installation on a pitch takes only two to three hours, which keeps the facilities out of action for as short a time as possible. These figures are the company's own commercial claims and we have not checked them independently.",
    "As far as we know, Pushit Replays has not made public its founding year, the size of its team or the amount of any funding it has raised. We have therefore chosen to leave them out rather than publish estimates.",
  ],
  technologies: {
    title: 'The building blocks of a sports replay service',
    items: [
      {
        name: 'Video capture of the pitch',
        description:
          "Cameras installed around the playing area film matches continuously, so that any move can be found again a few seconds after it was played.",
      },
      {
        name: 'Replay on demand',
        description:
          "The heart of the service: isolating a move that has just happened and playing it back immediately, in slow motion if wanted, during or just after the match.",
      },
      {
        name: 'Sharing clips',
        description:
          "In this kind of service, clips can be kept and shared, on phones and social media in particular, which carries the experience beyond the pitch.",
      },
      {
        name: 'Quick installation',
        description:
          "According to the company, fitting out a pitch takes two to three hours, a selling point for operators who cannot close their facilities for long.",
      },
    ],
  },
  lists: [
    {
      title: 'What the company claims',
      items: [
        "A 20% rise in revenue for equipped sports centres, according to the company",
        "Installation in two to three hours per pitch, according to the company",
        'A service designed for sports venue operators rather than for professional clubs',
      ],
    },
    {
      title: 'Who this kind of service is for',
      items: [
        'Five-a-side football and padel centres',
        'Multi-sport halls and leisure sports centres',
        'Amateur leagues and tournaments that want to showcase their matches',
      ],
    },
    {
      title: "What we don't know yet",
      items: [
        "The year the company was founded",
        "The number of employees",
        'How much funding has been raised, and from which investors',
      ],
    },
  ],
  faq: [
    {
      question: 'What does Pushit Replays offer?',
      answer:
        "Pushit Replays offers sports venue operators an instant replay service: moves can be watched again just after they have been played, as in a professional broadcast.",
    },
    {
      question: "Does replay really increase a sports centre's revenue?",
      answer:
        "According to the company, its clients can expect a 20% rise in revenue. This is a commercial claim: the result depends on how busy the venue is, on its prices and on how the service is offered to players.",
    },
    {
      question: 'How long does installation take?',
      answer:
        "According to the company, two to three hours are enough to equip a pitch. It is wise to check on site the constraints specific to each venue (power supply, internet connection, camera mounting).",
    },
    {
      question: 'Why is some information missing from this profile?',
      answer:
        "We publish only information that can be verified. As far as we know, Pushit Replays' founding year, headcount and funding are not public, so we prefer not to give them.",
    },
  ],
  seo: {
    title: 'Pushit Replays: instant replay for sports pitches and courts',
    description:
      "Profile of Pushit Replays, an Israeli startup bringing instant sports replay to amateur sports centres: how it works, the company's claims and what to check.",
    keywords: ['Pushit Replays', 'instant replay', 'amateur sport', 'sports centres', 'sports video', 'Israeli startup'],
  },
}
