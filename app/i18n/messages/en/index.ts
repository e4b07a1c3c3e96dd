import type { Messages } from '../index.ts'
import { common } from './common.ts'
import { directory } from './directory.ts'
import { editorial } from './editorial.ts'
import { forms } from './forms.ts'

/**
 * Every string of one language (the server and the tests). A browser loads the
 * parts it is made of as its pages need them: `common` on every page, and
 * `directory`, `editorial` or `forms` where a page's route asks for them
 * (load-messages.ts, ADRs 0011 and 0012).
 */
export const messages = { ...common, ...directory, ...editorial, ...forms } satisfies Messages
