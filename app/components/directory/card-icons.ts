/**
 * The icons of a company card's facts, named as lucide names them. A card draws them with CSS
 * (`card-fact` and `card-icon-<name>`, app/app.css and app/styles/card-icons.css), not as inline SVG: a
 * page of 24 cards carried 48 of them, 192 of the 863 elements of its body and 20 KB of its 162 KB, which
 * every render on demand built, compressed and sent, and every browser parsed and hydrated (ADR 0035).
 * `npm run card-icons` writes the CSS from lucide's drawings after a change to this list.
 */
export const cardIcons = ['map-pin', 'building-complex', 'calendar-days', 'users', 'trending-up'] as const

export type CardIcon = (typeof cardIcons)[number]
