import { core } from './core.ts'
import { forms } from './forms.ts'

/**
 * Every string of one language (the server and the tests). A browser loads the
 * two parts it is made of, `core` on every page and `forms` where a page has a
 * form (load-messages.ts, ADR 0011).
 */
export const messages = { ...core, ...forms }
