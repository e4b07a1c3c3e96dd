import * as z from 'zod/mini'
import type { Message } from '../../i18n/translate.ts'

/**
 * Zod carries a check's message as a string: each compiled message a schema uses gets an id,
 * and `validate()` gives back the message itself, translated where it is shown. Validation runs in the
 * browser only, on the modules that define the schemas, so the ids never leave the page.
 */
const messageIds = new Map<Message, string>()
const messagesById = new Map<string, Message>()

/** A zod check's parameters whose message is a compiled message. */
export const messageKey = (message: Message) => {
  let id = messageIds.get(message)
  if (id === undefined) {
    id = `message:${messageIds.size}`
    messageIds.set(message, id)
    messagesById.set(id, message)
  }
  return { error: id }
}

/**
 * Lengths in characters as the database counts them (code points: an emoji is one character, two UTF-16
 * units in JavaScript), so that the form and the CHECK constraints agree.
 */
export const minChars = (min: number, message: Message) => z.refine<string>((value) => [...value].length >= min, messageKey(message))
export const maxChars = (max: number, message: Message) => z.refine<string>((value) => [...value].length <= max, messageKey(message))

export type FieldErrors<Values> = Partial<Record<keyof Values & string, Message>>

export type Validation<Values, Output> =
  | { success: true; data: Output }
  | {
      success: false
      /** The first failing rule, in the order of the schema's fields and of each field's checks (spec section 5). */
      first: { field: keyof Values & string; message: Message }
      /** The first failing rule of each field. */
      errors: FieldErrors<Values>
    }

/**
 * Runs a schema whose messages are compiled messages. Zod reports issues field by field in the order of the
 * object's shape, and within a field in the order of its checks, so the first issue is the first rule broken.
 */
export function validate<Values extends object, Output>(
  schema: z.ZodMiniType<Output>,
  values: Values,
): Validation<Values, Output> {
  const result = schema.safeParse(values)
  if (result.success) return { success: true, data: result.data }
  const errors: FieldErrors<Values> = {}
  let first: { field: keyof Values & string; message: Message } | undefined
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as keyof Values & string
    // A message zod wrote itself (no id) shows as it is.
    const message: Message = messagesById.get(issue.message) ?? (() => issue.message)
    first ??= { field, message }
    errors[field] ??= message
  }
  return { success: false, first: first as { field: keyof Values & string; message: Message }, errors }
}
