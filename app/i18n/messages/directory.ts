/** Strings of the directory screens. French is the source; en and he must have the same keys. */
const fr = {
  'directory.placeholderKeyRemoveMe': 'directory',
} as const

type Key = keyof typeof fr

const en = {
  'directory.placeholderKeyRemoveMe': 'directory',
} as const satisfies Record<Key, string>

const he = {
  'directory.placeholderKeyRemoveMe': 'directory',
} as const satisfies Record<Key, string>

export const directory = { fr, en, he }
