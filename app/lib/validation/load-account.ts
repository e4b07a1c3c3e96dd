import type { Message } from '~/i18n/translate.ts'

const loadAuthErrors = () => import('~/lib/auth/auth-errors.ts')

/**
 * The account forms' schemas and validator (zod), and the messages of the service's errors, loaded when a
 * form is first submitted rather than with the page: a first visit to /auth does not need them to show the
 * form, and they weigh about 9 KB gzip against the page's first-visit budget.
 */
export function loadAccountValidation() {
  return Promise.all([import('./account.ts'), import('./validate.ts'), loadAuthErrors()]).then(([schemas, { validate }]) => ({ ...schemas, validate }))
}

/**
 * The service's error in the visitor's language. The messages came with the checks, before any request: a
 * failure's message does not wait for the network.
 */
export const authErrorMessage = async (error: unknown): Promise<Message> => (await loadAuthErrors()).authErrorKey(error)

/** An account form's failure toast: its title, and the service's error in the visitor's language. */
export const authFailure = (title: Message) => async (error: unknown) => ({ title, description: await authErrorMessage(error) })
