import { readMessages } from '../../scripts/compile-messages.ts'

/** The message files (messages/<language>.json) as the compile step reads them. */
export const fr = readMessages('fr')
export const en = readMessages('en')
export const he = readMessages('he')
