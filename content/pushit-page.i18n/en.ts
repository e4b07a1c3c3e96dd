/**
 * English version of the editorial article shown at /pushit-replays
 * (content/pushit-page.ts). As in French, the company's marketing claims
 * (+20% revenue, two to three hours of installation) are attributed to it.
 */
import type { PushitEditorial } from '../schema.ts'

const content = `## On amateur pitches, the best moments vanish as soon as they happen

Every evening, at five-a-side football centres, padel clubs and multi-sport halls, thousands of amateur players take part in matches with friends, with colleagues or in recreational leagues. They bring the same passion to the game as the professionals, with one big difference: nothing remains of their exploits. The shot into the top corner, the perfect lob or the reflex save is never seen again, unless a friend or relative thought to film it on their phone at the right moment, which rarely happens.

For operators, this raises a different problem. What they offer often looks much the same from one venue to the next: a pitch, a time slot, a changing room, sometimes a bar. Competition then comes down mainly to price and the availability of slots. Finding a service that sets a venue apart, keeps teams coming back and justifies a higher price has become a real commercial issue.

This is where [Pushit Replays](/startups/pushit-replays) comes in: a young Israeli company that wants to give amateur players an experience until now reserved for television broadcasts, the instant replay.

## How an instant replay system works

Without going into the technical choices of any particular supplier, a sports replay system for amateur pitches rests on a few simple building blocks.

1. **Capture.** One or more fixed cameras cover the playing area. They film continuously for the whole of the booked slot.
2. **The buffer.** The system constantly holds the last few seconds or minutes of play. As long as nobody asks for a replay, this footage is simply overwritten by what follows.
3. **The trigger.** When a moment deserves a second look, a trigger saves the corresponding sequence. This is the step that turns an anonymous video stream into a keepsake.
4. **Playback.** The clip can be replayed, in slow motion if desired, on a screen installed at the venue, or made available to the players to keep and share.

The appeal of this approach is twofold. For players, it takes no effort: they have nothing to film and nothing to edit. For operators, it needs no one behind a camera, unlike conventional match filming.

The smartphone is central to the experience. Clips are most often watched on a phone, sent to the team's group chat or posted on social media. That is why this kind of service naturally belongs with [mobile apps and services](/category/mobile): the pitch produces the footage, the phone spreads it.

## The economics for operators

A replay service only makes sense for a sports venue if it brings in more than it costs. Pushit Replays puts forward two figures, which should be presented for what they are: claims made by the company to sell its product.

- **Revenue.** According to the company, venues equipped with its system can increase their revenue by **20%**.
- **Installation.** Again according to the company, fitting out a pitch takes **two to three hours**, which avoids closing the facilities for several days.

Where might such an increase in revenue come from? An operator has several levers. The replay can be built into a slightly higher hire price, offered as a paid extra, or used as a selling point to fill off-peak slots. Videos shared by players are also a form of free advertising for the venue, since it appears in every clip posted on social media. Finally, footage can raise the profile of recreational leagues and tournaments, which strengthens teams' attachment to a venue.

The promised speed of installation meets a constraint that managers know well: every hour a pitch is closed is an hour of hire lost. A short job makes it much easier to decide to give the system a try.

> The figures put forward by a supplier give an order of magnitude, not a guarantee: the result depends on how busy the venue is, its pricing policy and the way the service is presented to players.

## Questions to ask before you sign up

An operator considering a replay system, whatever the supplier, would do well to clarify a few points.

- **The cost model**: buying the hardware, a monthly subscription, revenue sharing or a combination of the three.
- **Technical requirements**: power supply, quality of the internet connection, options for mounting the cameras, and lighting on the pitch.
- **Data protection**: players are filmed, which means informing them, deciding how long the footage is kept and complying with the applicable privacy rules.
- **The player experience**: how simple the trigger is, how long before a moment can be watched again, how easily the videos can be retrieved on a phone.
- **References**: the chance to visit a venue that is already equipped or to talk to another operator.

## An example of Israeli creativity in sport

Israel is best known for its cybersecurity and software giants, but its ecosystem also includes many young companies in sports technology, from performance analysis to video. Pushit Replays is part of this trend, with a market that is often overlooked: the millions of weekend players rather than professional clubs.

As with any young company, some information has yet to be confirmed. To our knowledge, Pushit Replays has not made public the year it was founded, the size of its team or the amount of any funding it has raised. We will update our [Pushit Replays profile](/startups/pushit-replays) as soon as this information becomes available.

Do you run a sports venue and have you tried a replay system, or do you represent the company and want to add to this information? [Contact our editorial team](/contact): we are happy to publish accounts of first-hand experience that can be verified.`

export const pushitEditorial: PushitEditorial = {
  title: 'Pushit Replays: instant replay comes to amateur sports pitches',
  metaTitle: 'Pushit Replays: instant replay for sports venues',
  metaDescription:
    'How instant replay can change the experience of amateur players and the revenue of sports venues: the case of the Israeli startup Pushit Replays.',
  keywords: [
    'Pushit Replays',
    'instant replay',
    'amateur sport',
    'sports venue',
    'sports video',
    'Israeli startup',
    'sports technology',
  ],
  intro:
    "Watching your best goal again a few seconds after scoring it, just like on television: that is the promise of Pushit Replays, a young Israeli company that wants to equip amateur sports pitches with instant replay systems. The operators' problem, how replay works, the economic case and the questions to ask: our analysis.",
  content,
}
