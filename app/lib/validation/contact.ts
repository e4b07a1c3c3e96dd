import * as z from 'zod/mini'
import { contactSubjects, emailPattern, limits } from './rules.ts'
import { maxChars, messageKey, minChars } from './validate.ts'
import { m } from '~/paraglide/messages.js'

export interface ContactValues {
  firstName: string
  lastName: string
  email: string
  /** '' until a subject is chosen. */
  subject: string
  message: string
}

const emailInvalid = messageKey(m['forms.contact.errors.email'])

/**
 * The contact form, checked in the order of spec section 5; the output is what is stored: trimmed values,
 * lowercased e-mail (the database enforces the same rules, db/migrations/0002_site_tables.sql).
 */
export const contactSchema = z.object({
  firstName: z
    .string()
    .check(
      z.trim(),
      minChars(limits.nameMin, m['forms.contact.errors.firstName']),
      maxChars(limits.nameMax, m['forms.validation.nameTooLong']),
    ),
  lastName: z
    .string()
    .check(
      z.trim(),
      minChars(limits.nameMin, m['forms.contact.errors.lastName']),
      maxChars(limits.nameMax, m['forms.validation.nameTooLong']),
    ),
  email: z.string().check(z.trim(), z.regex(emailPattern, emailInvalid), z.maxLength(limits.emailMax, emailInvalid), z.toLowerCase()),
  subject: z.enum(contactSubjects, messageKey(m['forms.contact.errors.subject'])),
  message: z
    .string()
    .check(
      z.trim(),
      minChars(limits.messageMin, m['forms.contact.errors.message']),
      maxChars(limits.messageMax, m['forms.validation.messageTooLong']),
    ),
})

export type ContactMessage = z.infer<typeof contactSchema>

/** The row inserted into contact_messages (spec section 7), with the honeypot. */
export function contactRow(message: ContactMessage, website: string) {
  return {
    first_name: message.firstName,
    last_name: message.lastName,
    email: message.email,
    subject: message.subject,
    message: message.message,
    website,
  }
}
