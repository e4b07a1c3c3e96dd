/** Strings of the forms screens. French is the source; en and he must have the same keys. */
const fr = {
  'forms.placeholderKeyRemoveMe': 'forms',
} as const

type Key = keyof typeof fr

const en = {
  'forms.placeholderKeyRemoveMe': 'forms',
} as const satisfies Record<Key, string>

const he = {
  'forms.placeholderKeyRemoveMe': 'forms',
} as const satisfies Record<Key, string>

export const forms = { fr, en, he }
