/**
 * The rules of the forms (spec sections 5 and 9), in one place: the zod schemas of this folder, the inputs'
 * `maxLength` attributes and the database constraints (db/migrations/0002_site_tables.sql) agree with them,
 * which tests/unit/forms-validation.test.ts checks. No zod here: content pages may import this module.
 */

/** Spec section 5: text, an @, text, a dot, text, no spaces. Also the database's check. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const limits = {
  /** Spec section 9: minimum length of a name on the contact form. */
  nameMin: 2,
  /** The database's limit on names (contact_messages, newsletter_subscribers). */
  nameMax: 100,
  /** Spec section 9: minimum length of a contact message; the counter shows 'N/10'. */
  messageMin: 10,
  messageMax: 5000,
  /** RFC 5321's limit on an address, also the database's. */
  emailMax: 254,
  /**
   * Minimum length of a new password (issue 30: 8, superseding the 6 of spec sections 5 and 9). The service
   * also refuses the most common passwords; that list stays on the server.
   */
  passwordMin: 8,
  /** The authentication service refuses longer passwords (bcrypt-compatible limit, in UTF-8 bytes). */
  passwordMaxBytes: 72,
} as const

/** Spec section 5: subject options of the contact form, in order. */
export const contactSubjects = ['info', 'support', 'project', 'other'] as const
export type ContactSubject = (typeof contactSubjects)[number]

/** Spec section 5: whitespace-only text counts as empty. */
export function isBlank(value: string): boolean {
  return value.trim() === ''
}

export function isEmail(value: string): boolean {
  const trimmed = value.trim()
  return trimmed.length <= limits.emailMax && emailPattern.test(trimmed)
}

export function utf8Length(value: string): number {
  return new TextEncoder().encode(value).length
}
