/** Strings of the editorial screens. French is the source; en and he must have the same keys. */
const fr = {
  'editorial.placeholderKeyRemoveMe': 'editorial',
} as const

type Key = keyof typeof fr

const en = {
  'editorial.placeholderKeyRemoveMe': 'editorial',
} as const satisfies Record<Key, string>

const he = {
  'editorial.placeholderKeyRemoveMe': 'editorial',
} as const satisfies Record<Key, string>

export const editorial = { fr, en, he }
