import { limits } from '~/lib/validation/rules.ts'
import { formNameField, secretFields, type NoScriptSubmission } from './no-script.tsx'

/**
 * The most a form's submission is read of: the contact form's longest message (5,000 characters of up to 4
 * bytes each, percent-encoded: 12 characters a character) and its other fields fit well within it.
 */
export const maxSubmissionBytes = 96 * 1024
const maxFields = 20
const fieldName = /^[A-Za-z][A-Za-z0-9]{0,39}$/
const formName = /^[a-z][a-z0-9-]{0,39}$/

/** The body of a form's POST (application/x-www-form-urlencoded), or null for another type or a larger body. */
async function formBody(request: Request): Promise<string | null> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase()
  const declared = Number(request.headers.get('content-length') ?? Number.NaN)
  if (!request.body || !type.startsWith('application/x-www-form-urlencoded') || declared > maxSubmissionBytes) {
    await request.body?.cancel().catch(() => undefined)
    return null
  }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxSubmissionBytes) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
  return new TextDecoder().decode(Buffer.concat(chunks))
}

/**
 * A route's action for its forms sent before the page's script handled them (no-script.tsx): nothing is
 * done with them (the checks and the sending live in the page's script), the page is answered again with
 * what was typed, so that the visitor loses nothing and learns why. Passwords and codes are never handed
 * back; a body that is not a form, or too large, comes back without values.
 */
export async function noScriptSubmission(request: Request): Promise<NoScriptSubmission> {
  const body = await formBody(request)
  const fields = new URLSearchParams(body ?? '')
  const form = fields.get(formNameField) ?? ''
  const values = new Map<string, string>()
  for (const [name, value] of fields) {
    if (values.size === maxFields) break
    if (!fieldName.test(name) || secretFields.includes(name) || values.has(name)) continue
    values.set(name, value.slice(0, limits.messageMax))
  }
  return { form: formName.test(form) ? form : '', values: Object.fromEntries(values) }
}

/** The action of a page with forms (ADR 0039): `export { noScriptAction as action } from '~/components/forms/no-script.server.ts'`. */
export function noScriptAction({ request }: { request: Request }): Promise<NoScriptSubmission> {
  return noScriptSubmission(request)
}
