/**
 * The English and Hebrew versions of the Pushit Replays article, written for readers of each
 * language. French stays in ../pushit-page.ts; `content/translations.ts` picks a page's.
 */
import type { Language, PushitEditorial } from '../schema.ts'
import { pushitEditorial as en } from './en.ts'
import { pushitEditorial as he } from './he.ts'

export const pushitEditorialTranslations: Readonly<Record<Exclude<Language, 'fr'>, PushitEditorial>> = { en, he }
