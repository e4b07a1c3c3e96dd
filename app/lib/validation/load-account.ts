/**
 * The account forms' schemas and validator (zod), loaded when a form is first
 * submitted rather than with the page: a first visit to /auth does not need
 * them to show the form, and they weigh about 6 KB gzip (ADR 0009's budget).
 */
export function loadAccountValidation() {
  return Promise.all([import('./account.ts'), import('./validate.ts')]).then(([schemas, { validate }]) => ({ ...schemas, validate }))
}
