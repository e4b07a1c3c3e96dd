import * as z from 'zod/mini'
import type { MessageKey } from '../../i18n/messages/index.ts'

/** A zod check's parameters whose message is a dictionary key, translated where it is shown. */
export const messageKey = (key: MessageKey) => ({ error: key })

/**
 * Lengths in characters as the database counts them (code points: an emoji is one character, two UTF-16
 * units in JavaScript), so that the form and the CHECK constraints agree.
 */
export const minChars = (min: number, key: MessageKey) => z.refine<string>((value) => [...value].length >= min, messageKey(key))
export const maxChars = (max: number, key: MessageKey) => z.refine<string>((value) => [...value].length <= max, messageKey(key))

export type FieldErrors<Values> = Partial<Record<keyof Values & string, MessageKey>>

export type Validation<Values, Output> =
  | { success: true; data: Output }
  | {
      success: false
      /** The first failing rule, in the order of the schema's fields and of each field's checks (spec section 5). */
      first: { field: keyof Values & string; message: MessageKey }
      /** The first failing rule of each field. */
      errors: FieldErrors<Values>
    }

/**
 * Runs a schema whose messages are dictionary keys. Zod reports issues field by field in the order of the
 * object's shape, and within a field in the order of its checks, so the first issue is the first rule broken.
 */
export function validate<Values extends object, Output>(
  schema: z.ZodMiniType<Output>,
  values: Values,
): Validation<Values, Output> {
  const result = schema.safeParse(values)
  if (result.success) return { success: true, data: result.data }
  const errors: FieldErrors<Values> = {}
  let first: { field: keyof Values & string; message: MessageKey } | undefined
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as keyof Values & string
    const message = issue.message as MessageKey
    first ??= { field, message }
    errors[field] ??= message
  }
  return { success: false, first: first as { field: keyof Values & string; message: MessageKey }, errors }
}
